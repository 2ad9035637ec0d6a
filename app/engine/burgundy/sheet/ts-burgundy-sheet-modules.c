/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet's facts of the modules (issue 14): what is physically possible
 * with shields (CB-SHG-01/04), shield 6 (CB-SHD-06), the crane (CB-EXT-03), the geese
 * (CB-EXT-06) and the white castles (CB-WHC-01); the limits that grow with them. */
#include "ts-burgundy-sheet.h"
#include "ts-burgundy-sheet-private.h"

#include "ts-i18n.h"

guint
ts_burgundy_sheet_shields_in_play (guint n_players)
{
  /* CB-SHG-01: 1 per depot with 2 players, 9 with 3, 2 per depot with 4. */
  if (n_players <= 2)
    return 6;
  return n_players == 3 ? 9 : 12;
}

int
ts_burgundy_sheet_player_count_limit (const TsBurgundySheetPlayer *player, guint monastery,
                                      TsBurgundySheetCount count, guint n_players)
{
  int hi = ts_burgundy_sheet_count_limit (monastery, count, n_players);

  /* CB-EXT-06: the geese are a species of their own for monastery 24. */
  if (count == TS_BURGUNDY_SHEET_SPECIES && player != NULL && player->geese)
    hi++;
  return hi;
}

static gboolean
has_monastery (const TsBurgundySheetPlayer *p, int n)
{
  for (guint k = 0; k < p->n_monasteries; k++)
    if (p->monasteries[k].monastery == n)
      return TRUE;
  return FALSE;
}

int
ts_burgundy_sheet_module_spaces (const TsBurgundySheetPlayer *p)
{
  int shields = __builtin_popcount (p->shields);
  /* With monastery 24 listed, its species count already holds the geese' tile. */
  int geese = p->geese && !has_monastery (p, 24);

  return geese + MAX (shields - 1, 0);
}

gboolean
ts_burgundy_sheet_check_player_modules (Check *c, guint i)
{
  const TsBurgundySheetPlayer *p = &c->sheet->players[i];
  int shields = __builtin_popcount (p->shields);
  int castles = ts_burgundy_sheet_board_spaces (c->sheet, TS_BURGUNDY_CASTLE);

  /* CB-SHG-04: a shield lies on a castle tile, one per castle. */
  if (shields > castles)
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1, -1, "CB-SHG-04",
        /* Translators: a player's name, a number of shields, the castle spaces of a duchy */
        _ ("%s: %d shields are on the sheet, but a shield lies on a castle and a duchy has "
           "only %d castle spaces."),
        c->who[i], shields, castles);
  for (guint k = 0; k < p->n_monasteries; k++)
    {
      const TsBurgundySheetMonastery *m = &p->monasteries[k];

      if (m->shield6 && !((p->shields >> 6) & 1u))
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-SHD-06",
            /* Translators: a player's name, a monastery number, the player's name again */
            _ ("%s: monastery %d scores through shield 6, but %s does not hold shield 6."),
            c->who[i], m->monastery, c->who[i]);
      /* CB-EXT-06: the geese are counted among the species. */
      if (m->monastery == 24 && p->geese && m->counts[TS_BURGUNDY_SHEET_SPECIES] < 1)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_COUNT, k, TS_BURGUNDY_SHEET_SPECIES, "CB-EXT-06",
            /* Translators: a player's name, then the label of monastery 24's count */
            _ ("%s: with the geese in the duchy, “%s” is at least 1: the geese are a species "
               "of their own for monastery 24."),
            c->who[i], ts_burgundy_sheet_count_label (24, TS_BURGUNDY_SHEET_SPECIES));
    }
  return TRUE;
}

/* CB-SHD-06: @i's tile @k scores through shield 6; it lies in another player's duchy, and all
 * such tiles lie in the same one (the chosen player). *chosen is that player, or -1. */
static gboolean
check_shield6_tile (Check *c, guint i, guint k, int *chosen)
{
  const TsBurgundySheet *sheet = c->sheet;
  int n = sheet->players[i].monasteries[k].monastery;
  int owner = -1;

  for (guint j = 0; j < sheet->n_players && owner < 0; j++)
    for (guint l = 0; j != i && l < sheet->players[j].n_monasteries; l++)
      if (sheet->players[j].monasteries[l].monastery == n
          && !sheet->players[j].monasteries[l].shield6)
        owner = j;
  if (owner < 0)
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-SHD-06",
        /* Translators: a player's name, then a monastery number twice */
        _ ("%s: monastery %d scores through shield 6 only from the chosen player's duchy, "
           "and no other player has monastery %d on the sheet."),
        c->who[i], n, n);
  if (*chosen >= 0 && *chosen != owner)
    return ts_burgundy_sheet_refuse_rule (
        c, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, k, -1, "CB-SHD-06",
        /* Translators: a player's name, then two other players' names */
        _ ("%s: shield 6 chooses one player, but the monasteries scoring through it come "
           "from %s and %s."),
        c->who[i], c->who[*chosen], c->who[owner]);
  *chosen = owner;
  return TRUE;
}

gboolean
ts_burgundy_sheet_check_table_modules (Check *c)
{
  const TsBurgundySheet *sheet = c->sheet;
  int crane = -1, geese = -1, total = 0;
  int shield_at[TS_BURGUNDY_N_SHIELDS + 1];

  for (guint s = 0; s <= TS_BURGUNDY_N_SHIELDS; s++)
    shield_at[s] = -1;
  for (guint i = 0; i < sheet->n_players; i++)
    {
      const TsBurgundySheetPlayer *p = &sheet->players[i];
      int chosen = -1;

      /* One tile of each (CB-EXT-01, CB-SHG-01). */
      for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
        if ((p->shields >> s) & 1u)
          {
            if (shield_at[s] >= 0)
              return ts_burgundy_sheet_refuse_rule (
                  c, i, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1, -1, "CB-SHG-01",
                  /* Translators: two player names, then a shield number */
                  _ ("%s and %s both have shield %u; the box has one."), c->who[shield_at[s]],
                  c->who[i], s);
            shield_at[s] = i;
            total++;
          }
      if (p->crane && crane >= 0)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_CRANE, -1, -1, "CB-EXT-01",
            /* Translators: two player names */
            _ ("%s and %s both have the crane; the box has one."), c->who[crane], c->who[i]);
      if (p->geese && geese >= 0)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_GEESE, -1, -1, "CB-EXT-01",
            /* Translators: two player names */
            _ ("%s and %s both have the geese; the box has one."), c->who[geese], c->who[i]);
      if (p->crane)
        crane = i;
      if (p->geese)
        geese = i;
      for (guint k = 0; k < p->n_monasteries; k++)
        if (p->monasteries[k].shield6 && !check_shield6_tile (c, i, k, &chosen))
          return FALSE;
    }
  guint in_play = ts_burgundy_sheet_shields_in_play (sheet->n_players);
  if ((guint)total > in_play)
    return ts_burgundy_sheet_refuse_rule (
        c, -1, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1, -1, "CB-SHG-01",
        /* Translators: shields on the sheet, shields set out, then the number of players */
        _ ("The sheet has %d shields, but only %u are set out on the depots with %u players."),
        total, in_play, sheet->n_players);
  return TRUE;
}
