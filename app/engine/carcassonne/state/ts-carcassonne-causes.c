/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The ledger's causes in words, and a cell of the map: "(1, −1)". */
#include "ts-carcassonne-state.h"

#include "ts-i18n.h"

char *
ts_carcassonne_cell_text (int x, int y)
{
  /* A true minus sign, as the map's labels show it. */
  return g_strdup_printf ("(%s%d, %s%d)", x < 0 ? "−" : "", ABS (x), y < 0 ? "−" : "", ABS (y));
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
