/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet: what is physically possible after the last round. The modules'
 * facts are checked in ts-burgundy-sheet-modules.c, the final scoring is in
 * ts-burgundy-sheet-rules.c, the JSON side in ts-burgundy-sheet-json.c. */
#include "ts-burgundy-sheet.h"

#include <string.h>

#include "ts-burgundy-sheet-private.h"
#include "ts-engine-error.h"
#include "ts-i18n.h"

G_STATIC_ASSERT (TS_BURGUNDY_SHEET_MAX_MONASTERIES == TS_BURGUNDY_END_MONASTERIES);
G_STATIC_ASSERT (TS_BURGUNDY_SHEET_MAX_PLAYERS == TS_BURGUNDY_MAX_PLAYERS);

static const char *const count_ids[] = {
  "buildings", "species", "goods-types-sold", "goods-sold", "bonus-tiles", "white-castles",
};
G_STATIC_ASSERT (G_N_ELEMENTS (count_ids) == TS_BURGUNDY_SHEET_N_COUNTS);

static const char *const field_ids[] = {
  "players",      "name",          "track",       "token", "goods",
  "silver",       "workers",       "monasteries", "count", "empty-spaces",
  "bridge-space", "bridge-height", "shields",     "crane", "geese",
  "team",
};
G_STATIC_ASSERT (G_N_ELEMENTS (field_ids) == TS_BURGUNDY_SHEET_N_FIELDS);

/* CB-MON-15..26, CB-MON-29: what each end-game monastery counts (one thing each). */
TsBurgundySheetCount
ts_burgundy_sheet_count_of (guint monastery)
{
  if (monastery == 15)
    return TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD;
  if (monastery >= 16 && monastery <= 23)
    return TS_BURGUNDY_SHEET_BUILDINGS;
  if (monastery == 24)
    return TS_BURGUNDY_SHEET_SPECIES;
  if (monastery == 25)
    return TS_BURGUNDY_SHEET_GOODS_SOLD;
  if (monastery == 29)
    return TS_BURGUNDY_SHEET_WHITE_CASTLES;
  return TS_BURGUNDY_SHEET_BONUS_TILES;
}

gboolean
ts_burgundy_sheet_is_end_monastery (guint monastery)
{
  return (monastery >= TS_BURGUNDY_SHEET_FIRST_MONASTERY && monastery <= 26) || monastery == 29;
}

guint
ts_burgundy_sheet_monastery_counts (guint monastery,
                                    TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS])
{
  if (!ts_burgundy_sheet_is_end_monastery (monastery))
    return 0;
  counts[0] = ts_burgundy_sheet_count_of (monastery);
  return 1;
}

const char *
ts_burgundy_sheet_count_id (TsBurgundySheetCount count)
{
  return count < TS_BURGUNDY_SHEET_N_COUNTS ? count_ids[count] : NULL;
}

int
ts_burgundy_sheet_count_from_id (const char *id)
{
  for (guint i = 0; i < TS_BURGUNDY_SHEET_N_COUNTS; i++)
    if (g_strcmp0 (id, count_ids[i]) == 0)
      return i;
  return -1;
}

const char *
ts_burgundy_sheet_field_id (TsBurgundySheetField field)
{
  return field < TS_BURGUNDY_SHEET_N_FIELDS ? field_ids[field] : NULL;
}

const char *
ts_burgundy_sheet_field_label (TsBurgundySheetField field)
{
  static const char *const labels[] = {
    N_ ("Players"),
    N_ ("Name"),
    N_ ("VP on the track"),
    /* Translators: the VP token that shows 100 or 200 once the marker went round the track */
    N_ ("100/200 token"),
    N_ ("Goods left in storage"),
    N_ ("Silver"),
    N_ ("Workers"),
    N_ ("Monasteries"),
    N_ ("Count"),
    N_ ("Empty spaces in the duchy"),
    /* Translators: the space of the turn-order marker on the bridge (1 = start) */
    N_ ("Bridge space"),
    /* Translators: place of the turn-order marker in its stack, 0 = bottom */
    N_ ("Place in the bridge stack"),
    N_ ("Shields"),
    NULL, /* the crane: the tile's word, not Kingsburg's building of the same English name */
    N_ ("Geese"),
    N_ ("Team game"),
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (labels) == TS_BURGUNDY_SHEET_N_FIELDS);
  if (field == TS_BURGUNDY_SHEET_FIELD_CRANE)
    return C_ ("tile", "Crane");
  return field < TS_BURGUNDY_SHEET_N_FIELDS ? _ (labels[field]) : "";
}

const char *
ts_burgundy_sheet_count_label (guint monastery, TsBurgundySheetCount count)
{
  static const char *const buildings[] = {
    N_ ("Warehouses in the duchy"),
    N_ ("Watchtowers in the duchy"),
    N_ ("Carpenter's workshops in the duchy"),
    N_ ("Churches in the duchy"),
    N_ ("Markets in the duchy"),
    N_ ("Boarding houses in the duchy"),
    N_ ("Banks in the duchy"),
    N_ ("City halls in the duchy"),
  };

  switch (count)
    {
      case TS_BURGUNDY_SHEET_BUILDINGS:
        if (monastery >= 16 && monastery <= 23)
          return _ (buildings[monastery - 16]);
        return _ ("Buildings of its type in the duchy");
      case TS_BURGUNDY_SHEET_SPECIES:
        return _ ("Livestock species placed");
      case TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD:
        return _ ("Goods types sold");
      case TS_BURGUNDY_SHEET_GOODS_SOLD:
        return _ ("Goods sold");
      case TS_BURGUNDY_SHEET_BONUS_TILES:
        return _ ("Bonus tiles held");
      case TS_BURGUNDY_SHEET_WHITE_CASTLES:
        return _ ("White castles in the duchy");
      case TS_BURGUNDY_SHEET_N_COUNTS:
      default:
        return "";
    }
}

const char *
ts_burgundy_sheet_monastery_rule (guint monastery)
{
  static const char *const buildings[] = {
    N_ ("4 VP per warehouse"), N_ ("4 VP per watchtower"), N_ ("4 VP per carpenter's workshop"),
    N_ ("4 VP per church"),    N_ ("4 VP per market"),     N_ ("4 VP per boarding house"),
    N_ ("4 VP per bank"),      N_ ("4 VP per city hall"),
  };

  if (monastery == 15)
    return _ ("2 VP per goods type sold");
  if (monastery >= 16 && monastery <= 23)
    return _ (buildings[monastery - 16]);
  if (monastery == 24)
    return _ ("4 VP per livestock species");
  if (monastery == 25)
    return _ ("1 VP per goods tile sold");
  if (monastery == 26)
    return _ ("3 VP per bonus tile");
  if (monastery == 29)
    return _ ("4 VP per white castle");
  return _ ("No VP at the end of the game");
}

/* CB-SET-04, CB-SET-09, CB-SET-10: 5 phases of 5 goods, 3 starting goods for each of
 * @n_draws (a player, or a team: CB-TEM-04); the rest of the box is not used. */
static int
goods_in_play (const TsBurgundyData *data, guint n_draws)
{
  int in_box = 6 * (int)data->goods_per_type;
  return MIN (in_box, TS_BURGUNDY_PHASES * TS_BURGUNDY_ROUNDS + 3 * (int)n_draws);
}

int
ts_burgundy_sheet_board_spaces (const TsBurgundySheet *sheet, int colour)
{
  /* A team board's shape is the players' own (issue 15): only the grid bounds it. */
  if (sheet->team)
    return TS_BURGUNDY_MAX_SPACES;
  return colour < 0 ? TS_BURGUNDY_N_SPACES : ts_burgundy_colour_spaces[colour];
}

int
ts_burgundy_sheet_count_limit (guint monastery, TsBurgundySheetCount count, guint n_players)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  guint tile = TS_BURGUNDY_TILE_BUILDING + (monastery - 16);

  if (data == NULL)
    return 0;
  n_players = CLAMP (n_players, 2, TS_BURGUNDY_MAX_PLAYERS);
  switch (count)
    {
      case TS_BURGUNDY_SHEET_BUILDINGS: /* CB-CMP-02: 7 tiles of each type */
        if (monastery < 16 || monastery > 23)
          return 0;
        return data->inventory[0][tile] + data->inventory[1][tile];
      case TS_BURGUNDY_SHEET_SPECIES: /* CB-CMP-02 */
        return TS_BURGUNDY_N_SPECIES;
      case TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD: /* CB-CMP-03 */
        return 6;
      case TS_BURGUNDY_SHEET_GOODS_SOLD:
        return goods_in_play (data, n_players);
      case TS_BURGUNDY_SHEET_BONUS_TILES: /* CB-ARE-04/05: one per colour, large or small */
        return TS_BURGUNDY_N_COLOURS;
      case TS_BURGUNDY_SHEET_WHITE_CASTLES: /* CB-WHC-01: 6 beige and 2 black backs (tiles.json) */
        if (monastery != 29)
          return 0;
        return data->module_inventory[TS_BURGUNDY_MODULE_WHITE_CASTLES][0]
                                     [TS_BURGUNDY_TILE_WHITE_CASTLE]
               + data->module_inventory[TS_BURGUNDY_MODULE_WHITE_CASTLES][1]
                                       [TS_BURGUNDY_TILE_WHITE_CASTLE];
      case TS_BURGUNDY_SHEET_N_COUNTS:
      default:
        return 0;
    }
}

TsBurgundySheet *
ts_burgundy_sheet_new (guint n_players)
{
  g_return_val_if_fail (n_players >= 2 && n_players <= TS_BURGUNDY_MAX_PLAYERS, NULL);

  TsBurgundySheet *sheet = g_new0 (TsBurgundySheet, 1);
  sheet->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    {
      TsBurgundySheetPlayer *p = &sheet->players[i];
      /* Translators: default player name, %u is the seat number */
      g_snprintf (p->name, sizeof p->name, _ ("Player %u"), i + 1);
      p->empty_spaces = TS_BURGUNDY_N_SPACES - 1;
      /* CB-SET-14: all on space 1, the first player on top. */
      p->bridge_space = 1;
      p->bridge_height = n_players - 1 - i;
    }
  return sheet;
}

/* -------------------------------------------------------------------------------------- */
/* Check                                                                                   */

static gboolean
name_is_blank (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

static gboolean
refusev (Check *c, int player, TsBurgundySheetField field, int monastery, int count,
         const char *clause, const char *format, va_list args)
{
  g_autofree char *msg = g_strdup_vprintf (format, args);

  if (c->problem != NULL)
    *c->problem = (TsBurgundySheetProblem){ player, field, monastery, count };
  g_set_error_literal (c->error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, msg);
  if (c->error != NULL)
    ts_engine_error_set_clause (*c->error, clause);
  return FALSE;
}

gboolean
ts_burgundy_sheet_refuse (Check *c, int player, TsBurgundySheetField field, int monastery,
                          int count, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  refusev (c, player, field, monastery, count, NULL, format, args);
  va_end (args);
  return FALSE;
}

gboolean
ts_burgundy_sheet_refuse_rule (Check *c, int player, TsBurgundySheetField field, int monastery,
                               int count, const char *clause, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  refusev (c, player, field, monastery, count, clause, format, args);
  va_end (args);
  return FALSE;
}

/* "Ana: “Silver” must be from 0 to 999, not 1200 (why)." */
gboolean
ts_burgundy_sheet_range (Check *c, guint player, TsBurgundySheetField field, int value, int lo,
                         int hi, const char *clause, const char *why)
{
  const char *label = ts_burgundy_sheet_field_label (field);

  if (value >= lo && value <= hi)
    return TRUE;
  if (why == NULL)
    /* Translators: a player's name, a field of the sheet, the smallest and largest values
     * allowed and the value given */
    return ts_burgundy_sheet_refuse_rule (c, player, field, -1, -1, clause,
                                          _ ("%s: “%s” must be from %d to %d, not %d."),
                                          c->who[player], label, lo, hi, value);
  /* Translators: as above, then the reason for the limits */
  return ts_burgundy_sheet_refuse_rule (c, player, field, -1, -1, clause,
                                        _ ("%s: “%s” must be from %d to %d, not %d (%s)."),
                                        c->who[player], label, lo, hi, value, why);
}

static gboolean
count_range (Check *c, guint player, guint k, TsBurgundySheetCount count, int hi,
             const char *clause, const char *why)
{
  const TsBurgundySheetMonastery *m = &c->sheet->players[player].monasteries[k];
  int value = m->counts[count];

  if (value >= 0 && value <= hi)
    return TRUE;
  /* Translators: a player's name, a monastery number, what it counts (“Goods sold”), the
   * smallest and largest values allowed, the value given and the reason for the limits */
  return ts_burgundy_sheet_refuse_rule (
      c, player, TS_BURGUNDY_SHEET_FIELD_COUNT, k, count, clause,
      _ ("%s, monastery %d: “%s” must be from 0 to %d, not %d (%s)."), c->who[player], m->monastery,
      ts_burgundy_sheet_count_label (m->monastery, count), hi, value, why);
}

static gboolean
check_monastery_number (Check *c, guint i, guint k)
{
  const TsBurgundySheet *sheet = c->sheet;
  int n = sheet->players[i].monasteries[k].monastery;

  /* Monasteries 27 and 28 (CB-MON-27/28) score nothing at the end either (CB-END-05). */
  if (n >= 1 && n <= TS_BURGUNDY_LAST_MONASTERY && !ts_burgundy_sheet_is_end_monastery (n))
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-END-05",
        /* Translators: a player's name, a monastery number */
        _ ("%s: monastery %d does not score at the end of the game; only "
           "monasteries 15 to 26 and 29 go on the sheet."),
        c->who[i], n);
  if (!ts_burgundy_sheet_is_end_monastery (n))
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-MNG-01",
        _ ("%s: there is no monastery %d; the box has 1 to 29."), c->who[i], n);
  /* CB-MNG-01: one tile of each number; a tile scoring through shield 6 is another
   * player's (ts_burgundy_sheet_check_table_modules() looks for it). */
  for (guint j = 0; j <= i; j++)
    for (guint l = 0; l < (j < i ? sheet->players[j].n_monasteries : k); l++)
      if (sheet->players[j].monasteries[l].monastery == n
          && (j == i
              || (!sheet->players[j].monasteries[l].shield6
                  && !sheet->players[i].monasteries[k].shield6)))
        {
          if (j == i)
            return ts_burgundy_sheet_refuse_rule (
                c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-MNG-01",
                _ ("%s: monastery %d is on the sheet twice; the box has one."), c->who[i], n);
          return ts_burgundy_sheet_refuse_rule (
              c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-MNG-01",
              /* Translators: two player names, then a monastery number */
              _ ("%s and %s both have monastery %d; the box has one."), c->who[j], c->who[i], n);
        }
  return TRUE;
}

static gboolean
check_counts (Check *c, guint i, guint k)
{
  const TsBurgundySheetMonastery *m = &c->sheet->players[i].monasteries[k];
  TsBurgundySheetCount count = ts_burgundy_sheet_count_of (m->monastery);
  int hi = ts_burgundy_sheet_player_count_limit (&c->sheet->players[i], m->monastery, count,
                                                 c->sheet->n_players);
  g_autofree char *why = NULL;
  const char *clause = "CB-CMP-02";

  switch (count)
    {
      case TS_BURGUNDY_SHEET_BUILDINGS:
        /* Translators: how many tiles of one building type there are */
        why = g_strdup_printf (
            ngettext ("the box has %d such tile", "the box has %d such tiles", hi), hi);
        break;
      case TS_BURGUNDY_SHEET_SPECIES:
        if (c->sheet->players[i].geese)
          {
            why = g_strdup (_ ("cows, sheep, pigs, chickens and the geese"));
            clause = "CB-EXT-06";
          }
        else
          why = g_strdup (_ ("cows, sheep, pigs and chickens; the geese would be a fifth"));
        break;
      case TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD:
        why = g_strdup (_ ("there are 6 goods types"));
        clause = "CB-CMP-03";
        break;
      case TS_BURGUNDY_SHEET_GOODS_SOLD:
        /* Translators: goods in play, then the number of players */
        why = g_strdup_printf (_ ("%d goods are in play with %u players"), hi, c->sheet->n_players);
        clause = "CB-SET-10";
        break;
      case TS_BURGUNDY_SHEET_BONUS_TILES:
        why = g_strdup (_ ("one per colour, large or small"));
        clause = "CB-CMP-04";
        break;
      case TS_BURGUNDY_SHEET_WHITE_CASTLES:
        /* Translators: white castles in the box (CB-WHC-01) */
        why = g_strdup_printf (_ ("the box has %d white castles; count the crane apart"), hi);
        clause = "CB-WHC-01";
        break;
      case TS_BURGUNDY_SHEET_N_COUNTS:
      default:
        g_assert_not_reached ();
    }
  return count_range (c, i, k, count, hi, clause, why);
}

/* Counts that must agree inside one player's sheet; also the least number of covered spaces
 * the sheet implies (*covered). */
static gboolean
check_player_combined (Check *c, guint i, int *covered, int *goods_min)
{
  const TsBurgundySheetPlayer *p = &c->sheet->players[i];
  int types = -1, sold = -1, buildings = 0, species = 0, bonus = 0, sold_at = -1;

  for (guint k = 0; k < p->n_monasteries; k++)
    {
      const TsBurgundySheetMonastery *m = &p->monasteries[k];
      int v = m->counts[ts_burgundy_sheet_count_of (m->monastery)];
      switch (ts_burgundy_sheet_count_of (m->monastery))
        {
          case TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD:
            types = v;
            break;
          case TS_BURGUNDY_SHEET_GOODS_SOLD:
            sold = v;
            sold_at = k;
            break;
          case TS_BURGUNDY_SHEET_BUILDINGS:
            buildings += v;
            break;
          case TS_BURGUNDY_SHEET_SPECIES:
            species = v;
            break;
          case TS_BURGUNDY_SHEET_BONUS_TILES:
            bonus = v;
            break;
          case TS_BURGUNDY_SHEET_WHITE_CASTLES: /* a building type (CB-WHC-01) */
            buildings += v;
            break;
          case TS_BURGUNDY_SHEET_N_COUNTS:
          default:
            break;
        }
    }
  if (types >= 0 && sold >= 0)
    {
      int per_type = c->data->goods_per_type;
      if (types > sold)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_COUNT, sold_at, TS_BURGUNDY_SHEET_GOODS_SOLD, "CB-MON-15",
            /* Translators: a player's name, goods sold, goods types sold */
            _ ("%s: %d goods sold (monastery 25) cannot be of %d types (monastery "
               "15)."),
            c->who[i], sold, types);
      if (sold > types * per_type)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_COUNT, sold_at, TS_BURGUNDY_SHEET_GOODS_SOLD, "CB-CMP-03",
            /* Translators: a player's name, goods sold, goods types sold, then
             * how many goods of one type there are */
            _ ("%s: %d goods sold (monastery 25) cannot be of only %d types "
               "(monastery 15): there are %d goods of each type."),
            c->who[i], sold, types, per_type);
    }
  /* Buildings go on city spaces (CB-DUC-01), and so does the crane. */
  buildings += p->crane;
  if (buildings > ts_burgundy_sheet_board_spaces (c->sheet, TS_BURGUNDY_CITY))
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_COUNT, -1, TS_BURGUNDY_SHEET_BUILDINGS, "CB-DUC-01",
        /* Translators: a player's name, a number of buildings, city spaces */
        _ ("%s: the monasteries count %d buildings, but a duchy has only %d city "
           "spaces."),
        c->who[i], buildings, ts_burgundy_sheet_board_spaces (c->sheet, TS_BURGUNDY_CITY));
  /* The starting castle (CB-SET-08), the player's own monasteries, and one tile per building
   * and species counted, and the modules' tiles; or every space of each colour whose bonus
   * tile the player holds. */
  int own = 0;
  for (guint k = 0; k < p->n_monasteries; k++)
    own += !p->monasteries[k].shield6;
  *covered = 1 + own + buildings + species + ts_burgundy_sheet_module_spaces (p);
  guint8 sizes[TS_BURGUNDY_N_COLOURS];
  memcpy (sizes, ts_burgundy_colour_spaces, sizeof sizes);
  for (guint a = 0; a < TS_BURGUNDY_N_COLOURS; a++)
    for (guint b = a + 1; b < TS_BURGUNDY_N_COLOURS; b++)
      if (sizes[b] < sizes[a])
        {
          guint8 t = sizes[a];
          sizes[a] = sizes[b];
          sizes[b] = t;
        }
  int by_colours = 0;
  /* A team board's colours are the players' own (issue 15): no bound from them. */
  for (int b = 0; b < bonus && b < TS_BURGUNDY_N_COLOURS && !c->sheet->team; b++)
    by_colours += sizes[b];
  *covered = MAX (*covered, by_colours);
  *goods_min = p->goods + (sold >= 0 ? sold : MAX (types, 0));
  return TRUE;
}

static gboolean
check_player (Check *c, guint i, int *goods_min)
{
  const TsBurgundySheetPlayer *p = &c->sheet->players[i];
  const TsBurgundyData *d = c->data;
  g_autofree char *why = NULL;
  int covered = 0;

  if (!g_utf8_validate (p->name, -1, NULL))
    return ts_burgundy_sheet_refuse (c, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1, -1,
                                     _ ("The name of player %u is not valid text (UTF-8)."), i + 1);
  if (name_is_blank (p->name))
    return ts_burgundy_sheet_refuse (c, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1, -1,
                                     /* Translators: %u is the seat number */
                                     _ ("Player %u has no name."), i + 1);
  /* CB-ARE-07: the marker goes round a track of 100 spaces; the token counts the rounds. */
  if (!ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_TRACK, p->track, 0, 99, "CB-ARE-07",
                                _ ("past 99 the 100/200 token counts")))
    return FALSE;
  if (p->token != 0 && p->token != 100 && p->token != 200)
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1, -1, "CB-ARE-07",
        /* Translators: a player's name, the field's label, the value given */
        _ ("%s: “%s” shows 100 or 200, or 0 when not used, not %d."), c->who[i],
        ts_burgundy_sheet_field_label (TS_BURGUNDY_SHEET_FIELD_TOKEN), p->token);
  /* CB-SHP-02, CB-CMP-03: three goods spaces, one type each. */
  /* Translators: the number of goods storage spaces, then goods of one type in the box */
  why = g_strdup_printf (_ ("%d storage spaces, %d goods of a type"), TS_BURGUNDY_GOODS_SPACES,
                         d->goods_per_type);
  if (!ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_GOODS, p->goods, 0,
                                TS_BURGUNDY_GOODS_SPACES * d->goods_per_type, "CB-SHP-02", why))
    return FALSE;
  /* Silver and workers are unlimited (CB-TRN-07): the sheet's bound is no rule's. */
  if (!ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_SILVER, p->silver, 0,
                                TS_BURGUNDY_SHEET_MAX_SUPPLY, NULL, NULL)
      || !ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_WORKERS, p->workers, 0,
                                   TS_BURGUNDY_SHEET_MAX_SUPPLY, NULL, NULL))
    return FALSE;

  guint own = 0;
  for (guint k = 0; k < p->n_monasteries; k++)
    own += !p->monasteries[k].shield6;
  if ((int)own > ts_burgundy_sheet_board_spaces (c->sheet, TS_BURGUNDY_MONASTERY))
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1, -1, "CB-DUC-01",
        /* Translators: a player's name, a number of monasteries, the number of
         * monastery spaces of a duchy */
        _ ("%s: %u monasteries are on the sheet, but a duchy has only %d monastery "
           "spaces."),
        c->who[i], own, ts_burgundy_sheet_board_spaces (c->sheet, TS_BURGUNDY_MONASTERY));
  for (guint k = 0; k < p->n_monasteries; k++)
    if (!check_monastery_number (c, i, k) || !check_counts (c, i, k))
      return FALSE;
  if (!ts_burgundy_sheet_check_player_modules (c, i))
    return FALSE;
  if (!check_player_combined (c, i, &covered, goods_min))
    return FALSE;

  g_clear_pointer (&why, g_free);
  why = g_strdup_printf (
      /* Translators: %d is the least number of duchy spaces covered */
      _ ("the starting castle and the tiles the sheet counts cover at least %d spaces"), covered);
  if (!ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, p->empty_spaces, 0,
                                ts_burgundy_sheet_board_spaces (c->sheet, -1) - covered,
                                "CB-SET-08", why))
    return FALSE;
  /* The bridge's 7 spaces (CB-SHP-05 as decided), a stack of the players' markers. */
  if (!ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, p->bridge_space, 1,
                                d->bridge_spaces, "CB-SHP-05", NULL))
    return FALSE;
  return ts_burgundy_sheet_range (c, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, p->bridge_height, 0,
                                  c->sheet->n_players - 1, "CB-SHP-04",
                                  _ ("0 is the bottom of the stack"));
}

/* CB-SET-14, CB-SHP-04: one marker per place; a stack of k markers has places 0 to k-1. */
static gboolean
check_bridge (Check *c)
{
  const TsBurgundySheet *sheet = c->sheet;

  for (guint i = 0; i < sheet->n_players; i++)
    {
      const TsBurgundySheetPlayer *p = &sheet->players[i];
      int on_space = 0;
      for (guint j = 0; j < sheet->n_players; j++)
        {
          const TsBurgundySheetPlayer *q = &sheet->players[j];
          if (q->bridge_space != p->bridge_space)
            continue;
          on_space++;
          if (j < i && q->bridge_height == p->bridge_height)
            return ts_burgundy_sheet_refuse_rule (
                c, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, -1, -1, "CB-SET-14",
                /* Translators: two player names, a place in a stack (0 = bottom),
                 * a bridge space */
                _ ("%s and %s are both at place %d of the stack on bridge space %d."), c->who[j],
                c->who[i], p->bridge_height, p->bridge_space);
        }
      if (p->bridge_height >= on_space)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, -1, -1, "CB-SHP-04",
            /* Translators: a player's name, a place in a stack, a bridge space,
             * how many markers are there */
            ngettext ("%s is at place %d of the stack on bridge space %d, but %d "
                      "marker is there (places count from 0 at the bottom).",
                      "%s is at place %d of the stack on bridge space %d, but %d "
                      "markers are there (places count from 0 at the bottom).",
                      on_space),
            c->who[i], p->bridge_height, p->bridge_space, on_space);
    }
  return TRUE;
}

gboolean
ts_burgundy_sheet_check_full (const TsBurgundySheet *sheet, TsBurgundySheetProblem *problem,
                              GError **error)
{
  g_return_val_if_fail (sheet != NULL, FALSE);

  Check c = { sheet, ts_burgundy_data_get (error), problem, error, { { 0 } } };
  int goods = 0;
  if (c.data == NULL)
    return FALSE;
  if (sheet->n_players < 2 || sheet->n_players > TS_BURGUNDY_MAX_PLAYERS)
    return ts_burgundy_sheet_refuse (&c, -1, TS_BURGUNDY_SHEET_FIELD_PLAYERS, -1, -1,
                                     /* Translators: %u is the number of players given */
                                     _ ("A final-scoring sheet is for 2 to 4 players, not %u."),
                                     sheet->n_players);
  if (sheet->team && sheet->n_players != 4)
    return ts_burgundy_sheet_refuse_rule (
        &c, -1, TS_BURGUNDY_SHEET_FIELD_TEAM, -1, -1, "CB-TEM-01",
        /* Translators: %u is the number of players given */
        _ ("A team game is played by 4 players in 2 teams of 2, not %u."), sheet->n_players);
  for (guint i = 0; i < sheet->n_players; i++)
    {
      const char *name = sheet->players[i].name;
      if (g_utf8_validate (name, -1, NULL) && !name_is_blank (name))
        g_strlcpy (c.who[i], name, sizeof c.who[i]);
      else
        g_snprintf (c.who[i], sizeof c.who[i], _ ("Player %u"), i + 1);
    }
  if (sheet->team && !ts_burgundy_sheet_check_team (&c))
    return FALSE;
  for (guint i = 0; i < sheet->n_players; i++)
    {
      int goods_min = 0;
      if (!check_player (&c, i, &goods_min))
        return FALSE;
      goods += goods_min;
    }
  if (!ts_burgundy_sheet_check_table_modules (&c) || !check_bridge (&c))
    return FALSE;
  int in_play = goods_in_play (c.data, sheet->team ? 2 : sheet->n_players);
  if (goods > in_play)
    return ts_burgundy_sheet_refuse_rule (
        &c, -1, TS_BURGUNDY_SHEET_FIELD_GOODS, -1, -1, "CB-SET-04",
        /* Translators: goods counted on the sheet, goods in play, players */
        _ ("The sheet counts at least %d goods (left in storage and sold), but only "
           "%d are in play with %u players."),
        goods, in_play, sheet->n_players);
  return TRUE;
}

gboolean
ts_burgundy_sheet_check (const TsBurgundySheet *sheet, GError **error)
{
  return ts_burgundy_sheet_check_full (sheet, NULL, error);
}

/* The scoring is in ts-burgundy-sheet-rules.c. */
