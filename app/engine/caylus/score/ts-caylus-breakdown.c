/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's final breakdown (docs/file-format.md "The final breakdown"): every player the
 * same lines in one order, from the ledger's PP marks by cause, whose sum is the total. */
#include "ts-caylus-score.h"

#include "ts-breakdown.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"

typedef enum
{
  LINE_VISITORS,
  LINE_BUILDINGS,
  LINE_EFFECTS,
  LINE_DELIVERIES,
  LINE_MONUMENTS,
  LINE_GOLD,
  N_LINES,
} Line;

static const char *const line_ids[] = {
  "visitors", "buildings", "effects", "deliveries", "monuments", "gold",
};
G_STATIC_ASSERT (G_N_ELEMENTS (line_ids) == N_LINES);

static const char *
line_text (Line line)
{
  /* Translators: rows of Caylus 1303's final scores, where the PP came from */
  static const char *const texts[] = {
    N_ ("Other players' workers on your buildings"),
    N_ ("Wood and stone buildings built"),
    N_ ("Building effects"),
    N_ ("Deliveries to the castle"),
    N_ ("Monuments"),
    N_ ("Gold at the end"),
  };

  return _ (texts[line]);
}

static gboolean
is_monument (const TsCaylusState *s, guint tile)
{
  return tile < s->data->n_tiles && s->data->tiles[tile].klass == TS_CAYLUS_CLASS_MONUMENT;
}

/* The line a PP mark goes to; the Architect's PP follow what was built. Causes the rules add
 * later count as effects, so that the lines always sum to the total. */
static Line
line_of (const TsCaylusState *s, const TsLedgerMark *m)
{
  switch (m->cause)
    {
      case TS_CAYLUS_CAUSE_VISITOR:
        return LINE_VISITORS;
      case TS_CAYLUS_CAUSE_BUILD:
        return LINE_BUILDINGS;
      case TS_CAYLUS_CAUSE_ARCHITECT:
        return is_monument (s, m->detail) ? LINE_MONUMENTS : LINE_BUILDINGS;
      case TS_CAYLUS_CAUSE_DELIVERY:
      case TS_CAYLUS_CAUSE_MASTER_BUILDER:
      case TS_CAYLUS_CAUSE_GOLDSMITH:
        return LINE_DELIVERIES;
      case TS_CAYLUS_CAUSE_MONUMENT:
        return LINE_MONUMENTS;
      case TS_CAYLUS_CAUSE_GOLD:
        return LINE_GOLD;
      default:
        return LINE_EFFECTS;
    }
}

/* How a line counts: the number of marks that scored, or the batches and the gold. */
static char *
line_note (const TsCaylusState *s, guint player, Line line, guint count, guint batches)
{
  switch (line)
    {
      case LINE_VISITORS:
        /* Translators: a final breakdown note (CY-PLN-05) */
        return g_strdup_printf (
            ngettext ("%u worker placed by others", "%u workers placed by others", count), count);
      case LINE_BUILDINGS:
        /* Translators: a final breakdown note (CY-PRT-03, CY-WDB-08) */
        return g_strdup_printf (ngettext ("%u building", "%u buildings", count), count);
      case LINE_EFFECTS:
        /* Translators: a final breakdown note: building effects that gave PP */
        return g_strdup_printf (ngettext ("%u use", "%u uses", count), count);
      case LINE_DELIVERIES:
        /* Translators: a final breakdown note (CY-DLV-04) */
        return g_strdup_printf (ngettext ("%u batch", "%u batches", batches), batches);
      case LINE_MONUMENTS:
        /* Translators: a final breakdown note (CY-MNM-02) */
        return g_strdup_printf (ngettext ("%u monument", "%u monuments", count), count);
      case LINE_GOLD:
      default:
        {
          guint gold = s->players[player].res[TS_CAYLUS_GOLD];

          /* Translators: a final breakdown note (CY-END-02): gold, 2 PP each */
          return g_strdup_printf (ngettext ("%u gold × 2", "%u gold × 2", gold), gold);
        }
    }
}

/* Who won with how many PP; tied players share the victory (CY-END-03, CY-TIE-01). */
static char *
explanation (const TsCaylusState *s)
{
  g_autofree char *who = ts_entry_json_names_text (s->names, s->n_players, s->winners);
  int pp = s->winners != 0 ? s->players[__builtin_ctz (s->winners)].pp : 0;
  /* Translators: prestige points, in “Ana wins with 52 PP.” */
  g_autofree char *points = g_strdup_printf (ngettext ("%d PP", "%d PP", pp), pp);

  if (__builtin_popcount (s->winners) <= 1)
    /* Translators: the winner's name and PP (“52 PP”), CY-END-03 */
    return g_strdup_printf (_ ("%s wins with %s."), who, points);
  /* Translators: the players who share the victory and their PP (“52 PP”): the rules give
   * no tie-breaker (CY-TIE-01) */
  return g_strdup_printf (_ ("%s share the victory with %s each: Caylus 1303 has no "
                             "tie-breaker."),
                          who, points);
}

static void
add_player (JsonBuilder *b, const TsCaylusState *s, guint player)
{
  int pp[N_LINES] = { 0 };
  guint count[N_LINES] = { 0 }, batches = 0;

  for (guint k = 0; k < s->n_ledger; k++)
    {
      const TsLedgerMark *m = &s->ledger[k];
      Line line;

      if (m->player != player || m->resource != TS_LEDGER_VP)
        continue;
      line = line_of (s, m);
      pp[line] += m->delta;
      /* The Architect, the Master Builder and the Goldsmith add to a count made already. */
      if (m->cause != TS_CAYLUS_CAUSE_ARCHITECT && m->cause != TS_CAYLUS_CAUSE_MASTER_BUILDER
          && m->cause != TS_CAYLUS_CAUSE_GOLDSMITH && m->delta > 0)
        count[line]++;
      if (m->cause == TS_CAYLUS_CAUSE_DELIVERY)
        batches += m->detail;
    }
  ts_breakdown_begin_player (b, s->names[player], s->players[player].pp);
  for (guint l = 0; l < N_LINES; l++)
    {
      g_autofree char *note = line_note (s, player, l, count[l], batches);

      ts_breakdown_add_line (b, line_ids[l], line_text (l), note, pp[l]);
    }
  ts_breakdown_end_player (b);
}

JsonNode *
ts_caylus_final_breakdown (gconstpointer state)
{
  const TsCaylusState *s = state;
  gboolean shared = __builtin_popcount (s->winners) > 1;
  g_autofree char *text = s->stage == TS_CAYLUS_STAGE_OVER ? explanation (s) : NULL;
  JsonBuilder *b;
  JsonNode *breakdown;

  if (text == NULL)
    return NULL;
  b = ts_breakdown_begin ();
  for (guint i = 0; i < s->n_players; i++)
    add_player (b, s, i);
  breakdown = ts_breakdown_end (b, s->winners, s->n_players, shared ? "shared" : "none", text);
  g_object_unref (b);
  return breakdown;
}
