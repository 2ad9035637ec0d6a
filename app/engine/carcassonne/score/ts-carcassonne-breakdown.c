/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final breakdown (docs/file-format.md "The final breakdown"): every player the same
 * lines in one order, whose sum is the total and the ledger's. */
#include "ts-carcassonne-score.h"

#include "ts-breakdown.h"
#include "ts-i18n.h"

typedef enum
{
  LINE_TRACK, /* a final-map sheet's VP before the final scoring, instead of the next three */
  LINE_ROADS,
  LINE_CITIES,
  LINE_CLOISTERS,
  LINE_END_ROADS,
  LINE_END_CITIES,
  LINE_END_CLOISTERS,
  LINE_FARMS,
  LINE_GOODS,
  N_LINES,
} Line;

static const char *const line_ids[] = {
  "track", "roads", "cities", "cloisters", "end-roads", "end-cities", "end-cloisters", "farms", "goods",
};
G_STATIC_ASSERT (G_N_ELEMENTS (line_ids) == N_LINES);

static const char *
line_text (Line line)
{
  static const char *const texts[] = {
    N_ ("On the score track"),
    N_ ("Roads completed"),      N_ ("Cities completed"),  N_ ("Cloisters completed"),
    N_ ("Incomplete roads"),     N_ ("Incomplete cities"), N_ ("Incomplete cloisters"),
    NULL,                        N_ ("Goods majorities"),
  };

  /* Translators: Carcassonne's farms (the fields scored at the end), a row of the scores */
  return line == LINE_FARMS ? C_ ("carcassonne", "Farms") : _ (texts[line]);
}

/* The line a ledger mark's VP go to. */
static Line
line_of (guint cause)
{
  guint plain = cause & ~TS_CARCASSONNE_CAUSE_FINAL;

  switch (plain)
    {
      case TS_CARCASSONNE_CAUSE_ROAD:
      case TS_CARCASSONNE_CAUSE_CITY:
      case TS_CARCASSONNE_CAUSE_CLOISTER:
        return plain + (cause & TS_CARCASSONNE_CAUSE_FINAL ? LINE_END_ROADS : LINE_ROADS);
      case TS_CARCASSONNE_CAUSE_FARM:
        return LINE_FARMS;
      case TS_CARCASSONNE_CAUSE_TRACK:
        return LINE_TRACK;
      default:
        return LINE_GOODS;
    }
}

static char *
line_note (const TsCarcassonneState *s, guint player, Line line)
{
  guint count = 0, cities = 0;

  if (line == LINE_TRACK)
    /* Translators: a final-map sheet's note on the VP before the final scoring */
    return g_strdup (_ ("before the final scoring"));
  if (line == LINE_GOODS)
    /* Translators: a player's goods tokens at the end (CA-TBE) */
    return g_strdup_printf (_ ("%u wine, %u grain, %u cloth"), s->players[player].goods[0],
                            s->players[player].goods[1], s->players[player].goods[2]);
  for (guint i = 0; i < s->n_scorings; i++)
    {
      const TsCarcassonneScoring *sc = &s->scorings[i];
      Line l = sc->kind == TS_CARCASSONNE_FIELD ? LINE_FARMS
                                                 : (sc->final ? LINE_END_ROADS : LINE_ROADS) + sc->kind;

      if (l == line && (sc->winners & (1u << player)))
        {
          count++;
          cities += sc->tiles;
        }
    }
  switch (line)
    {
      case LINE_ROADS:
        /* Translators: a final breakdown note */
        return g_strdup_printf (ngettext ("%u road completed", "%u roads completed", count), count);
      case LINE_CITIES:
        return g_strdup_printf (ngettext ("%u city completed", "%u cities completed", count), count);
      case LINE_CLOISTERS:
        return g_strdup_printf (ngettext ("%u cloister completed", "%u cloisters completed", count),
                                count);
      case LINE_END_ROADS:
        return g_strdup_printf (ngettext ("%u incomplete road", "%u incomplete roads", count), count);
      case LINE_END_CITIES:
        return g_strdup_printf (ngettext ("%u incomplete city", "%u incomplete cities", count), count);
      case LINE_END_CLOISTERS:
        return g_strdup_printf (ngettext ("%u incomplete cloister", "%u incomplete cloisters", count),
                                count);
      case LINE_FARMS:
      default:
        {
          g_autofree char *fields
              /* Translators: part of the note “2 fields, 5 cities” */
              = g_strdup_printf (ngettext ("%u field", "%u fields", count), count);

          /* Translators: a final breakdown note: “2 fields”, then the cities they border */
          return g_strdup_printf (ngettext ("%s, %u city", "%s, %u cities", cities), fields, cities);
        }
    }
}

static char *
explanation (const TsCarcassonneState *s)
{
  GString *names = g_string_new (NULL);
  guint n = __builtin_popcount (s->winners), seen = 0;
  int vp = 0;
  g_autofree char *who = NULL;

  for (guint i = 0; i < s->n_players; i++)
    if (s->winners & (1u << i))
      {
        if (seen > 0)
          g_string_append (names, seen + 1 == n ? _ (" and ") : _ (", "));
        g_string_append (names, s->names[i]);
        vp = s->players[i].vp;
        seen++;
      }
  who = g_string_free (names, FALSE);
  if (n == 1)
    /* Translators: the winner's name and VP (CA-BEN-06) */
    return g_strdup_printf (ngettext ("%s wins with %d point.", "%s wins with %d points.", vp),
                            who, vp);
  /* Translators: the names of the players who share the victory, and their VP (CA-BEN-06) */
  return g_strdup_printf (ngettext ("%s share the victory with %d point each.",
                                    "%s share the victory with %d points each.", vp),
                          who, vp);
}

JsonNode *
ts_carcassonne_final_breakdown (gconstpointer state)
{
  const TsCarcassonneState *s = state;
  g_autoptr (JsonBuilder) b = s->stage == TS_CARCASSONNE_STAGE_OVER ? ts_breakdown_begin () : NULL;
  g_autofree char *text = NULL;

  if (b == NULL)
    return NULL;
  for (guint i = 0; i < s->n_players; i++)
    {
      int by_line[N_LINES] = { 0 };

      for (guint k = 0; k < s->n_ledger; k++)
        if (s->ledger[k].player == i && s->ledger[k].resource == TS_LEDGER_VP)
          by_line[line_of (s->ledger[k].cause)] += s->ledger[k].delta;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, s->players[i].vp);
      json_builder_set_member_name (b, "lines");
      json_builder_begin_array (b);
      for (guint l = 0; l < N_LINES; l++)
        {
          g_autofree char *note = NULL;

          if ((l == LINE_GOODS && !s->opt_goods)
              /* A sheet knows the track, not what scored it during play; a game, the reverse. */
              || (s->sheet ? l >= LINE_ROADS && l <= LINE_CLOISTERS : l == LINE_TRACK))
            continue;
          note = line_note (s, i, l);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "cause");
          json_builder_add_string_value (b, line_ids[l]);
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, line_text (l));
          json_builder_set_member_name (b, "note");
          json_builder_add_string_value (b, note);
          json_builder_set_member_name (b, "vp");
          json_builder_add_int_value (b, by_line[l]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "goods");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "wine");
      json_builder_add_int_value (b, s->players[i].goods[TS_CARCASSONNE_WINE]);
      json_builder_set_member_name (b, "grain");
      json_builder_add_int_value (b, s->players[i].goods[TS_CARCASSONNE_GRAIN]);
      json_builder_set_member_name (b, "cloth");
      json_builder_add_int_value (b, s->players[i].goods[TS_CARCASSONNE_CLOTH]);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  text = explanation (s);
  return ts_breakdown_end (b, s->winners, s->n_players, __builtin_popcount (s->winners) > 1 ? "shared" : "none", text);
}
