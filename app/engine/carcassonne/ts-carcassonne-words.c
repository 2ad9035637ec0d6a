/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne in words: refusals, features, ledger causes and names. */
#include "ts-carcassonne-private.h"

#include "ts-engine-error.h"
#include "ts-game.h"
#include "ts-i18n.h"
#include "ts-ids.h"

/* The tiles' names as tiles.json gives them, listed here so that they are translated
 * (xgettext does not read the JSON); the data test checks the two agree. */
static const char *const tile_names[] = {
  /* Translators: Carcassonne's tiles described; N E S W are the sides as the tile is printed
   * (north up), C3 base game then Traders & Builders */
  N_ ("cloister with road ending at it (road on S)"),
  N_ ("cloister"),
  N_ ("city on all four sides, pennant"),
  N_ ("city cap on N, straight road W-E (start-tile type)"),
  N_ ("city cap on N"),
  N_ ("city crossing W-E through the middle, pennant; fields N and S"),
  N_ ("city crossing W-E through the middle; fields N and S"),
  N_ ("two separate city caps on opposite sides (N, S)"),
  N_ ("two separate city caps on adjacent sides (N, W)"),
  N_ ("city cap on N, road curve E-S"),
  N_ ("city cap on N, road curve S-W"),
  N_ ("city cap on N, three roads E/S/W ending at a junction"),
  N_ ("city corner N+W, pennant"),
  N_ ("city corner N+W"),
  N_ ("city corner N+W, pennant, road curve E-S"),
  N_ ("city corner N+W, road curve E-S"),
  N_ ("city on three sides N/E/W, pennant"),
  N_ ("city on three sides N/E/W"),
  N_ ("city on three sides N/E/W, pennant, road S ending at the city"),
  N_ ("city on three sides N/E/W, road S ending at the city"),
  N_ ("straight road W-E"),
  N_ ("road curve W-S"),
  N_ ("three roads E/S/W ending at a junction"),
  N_ ("four roads ending at a crossroads"),
  N_ ("city cap on N, road from E ending at the city gate"),
  N_ ("bridge: road N-S passes over road W-E (not a crossing); four separate fields"),
  N_ ("city cap on N, road from S ending at the city, separate road from W ending on the tile"),
  N_ ("grain: city corner N+W, separate city cap S, road from E ending at the corner city"),
  N_ ("grain: city crossing W-E, road from S ending at the city"),
  N_ ("grain: city corner N+W, road from S ending at the city"),
  N_ ("grain: city corner N+W"),
  N_ ("grain: city on three sides N/E/W"),
  N_ ("grain: city corner N+W, road from S ending at the city; field split differs from F (E field separate)"),
  N_ ("cloister with three roads (E, S, W) each ending at the cloister"),
  N_ ("cloth: city corner N+W, road from E ending at the city"),
  N_ ("cloth: city corner N+W, separate city cap S, road from E ending at the corner city"),
  N_ ("cloth: city corner N+W, separate caps on E and S, enclosed inner field"),
  N_ ("cloth: city crossing W-E, separate cap on S, enclosed inner field"),
  N_ ("cloth: city corner N+W, roads from E and from S ending at the city; four separate fields"),
  N_ ("wine: city crossing W-E, separate cap on S, enclosed inner field"),
  N_ ("wine: city crossing W-E; fields N and S"),
  N_ ("wine: city crossing W-E, roads from N and from S ending at the city"),
  N_ ("wine: city crossing W-E, road from S ending at the city"),
  N_ ("wine: city corner N+W"),
  N_ ("wine: city corner N+W, roads from E and from S ending at the city; SE field shared"),
  N_ ("wine: city on three sides N/E/W, road S ending at the city"),
  N_ ("wine: city corner N+W, road from E ending at the city; fields split E-north / E-south / S"),
  N_ ("wine: city corner N+W and separate city corner E+S, enclosed inner field"),
};

gboolean
ts_carcassonne_tile_name_listed (const char *name)
{
  return ts_ids_find (tile_names, G_N_ELEMENTS (tile_names), name) >= 0;
}

const char *
ts_carcassonne_kind_name (const TsCarcassonneKind *kind)
{
  return kind != NULL && kind->name != NULL ? _ (kind->name) : "?";
}

const char *
ts_carcassonne_good_name (TsCarcassonneGood good)
{
  /* Translators: Carcassonne's goods tokens (Traders & Builders) */
  static const char *const names[] = { N_ ("wine"), N_ ("grain"), N_ ("cloth") };

  return ts_ids_name (names, G_N_ELEMENTS (names), good);
}

const char *
ts_carcassonne_kind_word (TsCarcassonneFeatureKind kind)
{
  /* Translators: the parts of a Carcassonne tile, as in “The city already has a knight” */
  static const char *const names[] = { N_ ("road"), N_ ("city"), N_ ("cloister"), N_ ("field") };

  return ts_ids_name (names, G_N_ELEMENTS (names), kind);
}

const char *
ts_carcassonne_role_word (TsCarcassonneFeatureKind kind)
{
  /* Translators: a follower by where it stands, as in “The city already has a knight” */
  static const char *const names[] = { N_ ("a thief"), N_ ("a knight"), N_ ("a monk"),
                                       N_ ("a farmer") };

  return ts_ids_name (names, G_N_ELEMENTS (names), kind);
}

const char *
ts_carcassonne_figure_word (TsCarcassonneFigureType figure)
{
  /* Translators: Carcassonne's figures */
  static const char *const names[] = { N_ ("follower"), N_ ("builder"), N_ ("pig") };

  return ts_ids_name (names, G_N_ELEMENTS (names), figure);
}

const char *
ts_carcassonne_side_word (TsCarcassonneSide side)
{
  /* Translators: a tile's sides, as in “its east side is a city” */
  static const char *const names[] = { N_ ("north"), N_ ("east"), N_ ("south"), N_ ("west") };

  return ts_ids_name (names, G_N_ELEMENTS (names), side);
}

const char *
ts_carcassonne_edge_word (TsCarcassonneEdge edge)
{
  /* Translators: what a tile's side shows, as in “its east side is a city” */
  static const char *const names[] = { N_ ("a field"), N_ ("a road"), N_ ("a city") };

  return ts_ids_name (names, G_N_ELEMENTS (names), edge);
}

char *
ts_carcassonne_cell_text (int x, int y)
{
  /* A true minus sign, as the map's labels show it. */
  return g_strdup_printf ("(%s%d, %s%d)", x < 0 ? "−" : "", ABS (x), y < 0 ? "−" : "", ABS (y));
}

char *
ts_carcassonne_feature_text (const TsCarcassonneState *state, guint16 feature)
{
  TsCarcassonneFeatureInfo info;
  guint16 root = ts_carcassonne_find (state, feature);
  const TsCarcassonnePlaced *t = &state->tiles[root / TS_CARCASSONNE_MAX_SEGMENTS];
  g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

  ts_carcassonne_feature_info (state, root, &info);
  switch (info.kind)
    {
      case TS_CARCASSONNE_ROAD:
        /* Translators: a road on the map: its length in tiles and where it starts */
        return g_strdup_printf (ngettext ("the road of %u tile at %s", "the road of %u tiles at %s",
                                          info.tiles),
                                info.tiles, cell);
      case TS_CARCASSONNE_CITY:
        if (info.pennants == 0)
          /* Translators: a city on the map: its size in tiles and where it starts */
          return g_strdup_printf (ngettext ("the city of %u tile at %s",
                                            "the city of %u tiles at %s", info.tiles),
                                  info.tiles, cell);
        else
          {
            g_autofree char *pennants
                /* Translators: part of “the city of 3 tiles and 1 pennant at (1, −1)” */
                = g_strdup_printf (ngettext ("%u pennant", "%u pennants", info.pennants),
                                   info.pennants);

            /* Translators: a city: its size in tiles, its pennants (“1 pennant”), where */
            return g_strdup_printf (ngettext ("the city of %u tile and %s at %s",
                                              "the city of %u tiles and %s at %s", info.tiles),
                                    info.tiles, pennants, cell);
          }
      case TS_CARCASSONNE_CLOISTER:
        /* Translators: a cloister on the map and where */
        return g_strdup_printf (_ ("the cloister at %s"), cell);
      case TS_CARCASSONNE_FIELD:
      default:
        /* Translators: a field on the map and one of its tiles */
        return g_strdup_printf (_ ("the field through %s"), cell);
    }
}

/* "3 × 2 + 1 × 2": tiles and pennants at their worth. */
static char *
city_sum (guint tiles, guint pennants, guint each)
{
  if (pennants == 0)
    return g_strdup_printf ("%u × %u", tiles, each);
  return g_strdup_printf ("%u × %u + %u × %u", tiles, each, pennants, each);
}

static char *
scoring_text (const TsCarcassonneState *s, const TsCarcassonneScoring *sc)
{
  const TsCarcassonnePlaced *t = &s->tiles[sc->seg / TS_CARCASSONNE_MAX_SEGMENTS];
  g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

  switch (sc->kind)
    {
      case TS_CARCASSONNE_ROAD:
        return sc->final
                   /* Translators: a ledger cause (CA-BEN-01): tiles, where, the sum */
                   ? g_strdup_printf (ngettext ("Incomplete road of %u tile at %s: %u × 1",
                                                "Incomplete road of %u tiles at %s: %u × 1",
                                                sc->tiles),
                                      sc->tiles, cell, sc->tiles)
                   /* Translators: a ledger cause (CA-BSC-01): tiles, where, the sum */
                   : g_strdup_printf (ngettext ("Road of %u tile at %s: %u × 1",
                                                "Road of %u tiles at %s: %u × 1", sc->tiles),
                                      sc->tiles, cell, sc->tiles);
      case TS_CARCASSONNE_CITY:
        {
          guint each = sc->final || (s->opt_small_half && sc->tiles == 2) ? 1 : 2;
          g_autofree char *sum = city_sum (sc->tiles, sc->pennants, each);
          g_autofree char *pennants = NULL;

          if (sc->pennants == 0)
            return sc->final
                       /* Translators: a ledger cause (CA-BEN-02): tiles, where, the sum
                        * (“3 × 1”) */
                       ? g_strdup_printf (ngettext ("Incomplete city of %u tile at %s: %s",
                                                    "Incomplete city of %u tiles at %s: %s",
                                                    sc->tiles),
                                          sc->tiles, cell, sum)
                       /* Translators: a ledger cause (CA-BSC-02): tiles, where, the sum
                        * (“3 × 2”) */
                       : g_strdup_printf (ngettext ("City of %u tile at %s: %s",
                                                    "City of %u tiles at %s: %s", sc->tiles),
                                          sc->tiles, cell, sum);
          /* Translators: part of “City of 3 tiles and 1 pennant at (0, 0)” */
          pennants = g_strdup_printf (ngettext ("%u pennant", "%u pennants", sc->pennants),
                                      sc->pennants);
          return sc->final
                     /* Translators: a ledger cause (CA-BEN-02): tiles, “1 pennant”, where,
                      * the sum (“3 × 1 + 1 × 1”) */
                     ? g_strdup_printf (ngettext ("Incomplete city of %u tile and %s at %s: %s",
                                                  "Incomplete city of %u tiles and %s at %s: %s",
                                                  sc->tiles),
                                        sc->tiles, pennants, cell, sum)
                     /* Translators: a ledger cause (CA-BSC-02): tiles, “1 pennant”, where,
                      * the sum (“3 × 2 + 1 × 2”) */
                     : g_strdup_printf (ngettext ("City of %u tile and %s at %s: %s",
                                                  "City of %u tiles and %s at %s: %s", sc->tiles),
                                        sc->tiles, pennants, cell, sum);
        }
      case TS_CARCASSONNE_CLOISTER:
        return sc->final
                   /* Translators: a ledger cause (CA-BEN-03): where, then 1 + neighbours */
                   ? g_strdup_printf (_ ("Incomplete cloister at %s: 1 + %u neighbours"), cell,
                                      sc->tiles - 1)
                   /* Translators: a ledger cause (CA-BSC-03): where */
                   : g_strdup_printf (_ ("Cloister at %s with its 8 neighbours: 9"), cell);
      case TS_CARCASSONNE_FIELD:
      default:
        return sc->pigs
                   /* Translators: a ledger cause (CA-BEN-04, CA-TPG-05): where, cities, the
                    * sum for a farmer alone and with the pig */
                   ? g_strdup_printf (ngettext ("Farm through %s by %u completed city: %u × 3, "
                                                "with the pig %u × 4",
                                                "Farm through %s by %u completed cities: %u × 3, "
                                                "with the pig %u × 4",
                                                sc->tiles),
                                      cell, sc->tiles, sc->tiles, sc->tiles)
                   /* Translators: a ledger cause (CA-BEN-04): where, cities, the sum */
                   : g_strdup_printf (ngettext ("Farm through %s by %u completed city: %u × 3",
                                                "Farm through %s by %u completed cities: %u × 3",
                                                sc->tiles),
                                      cell, sc->tiles, sc->tiles);
    }
}

char *
ts_carcassonne_cause_text (gconstpointer data, guint cause, guint detail)
{
  const TsCarcassonneState *s = data;
  guint plain = cause & ~TS_CARCASSONNE_CAUSE_FINAL;

  switch (plain)
    {
      case TS_CARCASSONNE_CAUSE_ROAD:
      case TS_CARCASSONNE_CAUSE_CITY:
      case TS_CARCASSONNE_CAUSE_CLOISTER:
      case TS_CARCASSONNE_CAUSE_FARM:
        return detail < s->n_scorings ? scoring_text (s, &s->scorings[detail]) : g_strdup ("?");
      case TS_CARCASSONNE_CAUSE_GOODS:
        {
          const TsCarcassonneScoring *sc = detail < s->n_scorings ? &s->scorings[detail] : NULL;
          const TsCarcassonnePlaced *t;
          g_autofree char *cell = NULL;

          if (sc == NULL)
            return g_strdup ("?");
          t = &s->tiles[sc->seg / TS_CARCASSONNE_MAX_SEGMENTS];
          cell = ts_carcassonne_cell_text (t->x, t->y);
          /* Translators: a ledger cause (CA-TGD-03): the goods of a city completed, its size
           * and where */
          return g_strdup_printf (ngettext ("Goods of the completed city of %u tile at %s",
                                            "Goods of the completed city of %u tiles at %s",
                                            sc->tiles),
                                  sc->tiles, cell);
        }
      case TS_CARCASSONNE_CAUSE_MAJORITY:
        /* Translators: a ledger cause (CA-TBE-01): a good (“wine”) */
        return g_strdup_printf (_ ("The most %s tokens: 10"), ts_carcassonne_good_name (detail));
      case TS_CARCASSONNE_CAUSE_TRACK:
        /* Translators: a ledger cause: a final-map sheet's VP before the final scoring */
        return g_strdup (_ ("On the score track before the final scoring"));
      default:
        return g_strdup ("?");
    }
}

char *
ts_carcassonne_draw_due_text (const TsCarcassonneState *s)
{
  const char *who = s->names[s->turn];
  g_autofree char *due = NULL;

  if (s->second_tile)
    /* Translators: a player's name; CA-TBU-05, the builder's double turn */
    due = g_strdup_printf (_ ("%s's builder gives a second tile: draw it, or decline."), who);
  else
    /* Translators: a player's name and the tiles still to draw */
    due = g_strdup_printf (ngettext ("Draw a tile for %s (%u left).",
                                     "Draw a tile for %s (%u left).", s->n_left),
                           who, s->n_left);
  if (s->last_aside == TS_CARCASSONNE_NO_TILE)
    return g_steal_pointer (&due);
  /* CA-BTL-04 with CA-TBU-05: the tile set aside was not the builder's second tile, only
   * its first draw; the table says it before it draws another. */
  /* Translators: a tile code (CA-BTL-04), then what is due now (“Draw a tile for Ana (41
   * left).”) */
  return g_strdup_printf (_ ("Tile %s fits nowhere and is set aside. %s"),
                          s->data->kinds[s->last_aside].code, due);
}

char *
ts_carcassonne_stack_empty_text (const TsCarcassonneState *s)
{
  /* Translators: the table's entry that the stack is empty (the game ends); the tiles the
   * app counted still in the box, lost at the table */
  return g_strdup_printf (ngettext ("The stack is empty: the game ends, %u tile counted in the "
                                    "box never drawn.",
                                    "The stack is empty: the game ends, %u tiles counted in the "
                                    "box never drawn.",
                                    s->n_left),
                          s->n_left);
}

/* Where the game stands for the saved games list: {"tiles-left": n}. */
JsonObject *
ts_carcassonne_progress (gconstpointer state)
{
  const TsCarcassonneState *s = state;

  return s->stage == TS_CARCASSONNE_STAGE_OVER
             ? NULL
             : ts_games_progress_new ("tiles-left", (int) s->n_left, NULL);
}

char *
ts_carcassonne_describe_progress (JsonObject *progress)
{
  gint64 left = json_object_get_int_member_with_default (progress, "tiles-left", -1);

  if (left < 0 || left > G_MAXUINT8)
    return NULL;
  /* Translators: where a saved game stands: the tiles still to draw */
  return g_strdup_printf (ngettext ("%d tile left", "%d tiles left", left), (int)left);
}
