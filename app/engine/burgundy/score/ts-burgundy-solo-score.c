/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game's end (CB-SOL-24) and its breakdown. */
#include "ts-burgundy-score.h"

#include "ts-i18n.h"

/* The shared breakdown shape (docs/file-format.md "The final breakdown") with the solo
 * game's own members: {"solo": true, "won": b, "round": 1-25, "vp": total, "marker": m,
 * "target": t, "targets": [50, 45, ...] (the target's spaces, first to now), "resets": n,
 * "empty-spaces": n, "players": [{"player": 0, "name", "total", "vp-track", "lines"}],
 * "winner": 0 or null (lost), "winners": [0] or [], "tie-break": "none", "explanation"}.
 * "lines": the VP by cause as the ledger has them, in the order first scored. */
static void
add_lines (JsonBuilder *b, const TsBurgundyState *state)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) first = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) sums = g_array_new (FALSE, TRUE, sizeof (int));

  for (guint k = 0; k < state->n_ledger; k++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[k];
      char buf[32];
      const char *id;
      guint i;

      if (l->resource != TS_LEDGER_VP)
        continue;
      id = ts_burgundy_cause_id (l->cause, l->detail, buf);
      for (i = 0; i < ids->len && g_strcmp0 (ids->pdata[i], id) != 0; i++)
        ;
      if (i == ids->len)
        {
          int zero = 0;
          g_ptr_array_add (ids, g_strdup (id));
          g_array_append_val (first, k);
          g_array_append_val (sums, zero);
        }
      g_array_index (sums, int, i) += l->delta;
    }
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[g_array_index (first, guint, i)];
      g_autofree char *text = ts_burgundy_cause_text (l->cause, l->detail);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cause");
      json_builder_add_string_value (b, ids->pdata[i]);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, text);
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, g_array_index (sums, int, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b, const char *name, int v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

JsonNode *
ts_burgundy_solo_breakdown (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[0];
  g_autoptr (JsonBuilder) b = json_builder_new ();
  int target = state->options.solo_target;
  int empty = ts_burgundy_empty_spaces (state, 0);
  g_autofree char *explanation = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solo");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "won");
  json_builder_add_boolean_value (b, state->solo_won != 0);
  add_int (b, "round", state->solo_round);
  add_int (b, "vp", p->vp);
  add_int (b, "marker", p->solo_marker);
  add_int (b, "target", p->solo_target);
  add_int (b, "resets", p->solo_resets);
  json_builder_set_member_name (b, "targets");
  json_builder_begin_array (b);
  for (guint k = 0; k <= p->solo_resets; k++)
    {
      json_builder_add_int_value (b, target);
      target = MAX (target - TS_BURGUNDY_SOLO_TARGET_STEP, TS_BURGUNDY_SOLO_TARGET_FLOOR);
    }
  json_builder_end_array (b);
  add_int (b, "empty-spaces", empty);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  json_builder_begin_object (b);
  add_int (b, "player", 0);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, state->names[0]);
  add_int (b, "vp-track", p->vp);
  add_int (b, "total", p->vp);
  add_int (b, "empty-spaces", empty);
  add_lines (b, state);
  json_builder_end_object (b);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winner");
  if (state->solo_won)
    json_builder_add_int_value (b, 0);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  if (state->solo_won)
    json_builder_add_int_value (b, 0);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tie-break");
  json_builder_add_string_value (b, "none");
  if (state->solo_won)
    /* Translators: solo game; player name, round 1-25, the target marker's space */
    explanation = g_strdup_printf (_ ("%s filled the whole duchy in round %u and wins; the "
                                      "target ended on %u."),
                                   state->names[0], state->solo_round, p->solo_target);
  else
    /* Translators: solo game; player name, empty spaces, the target marker's space */
    explanation = g_strdup_printf (ngettext ("%s lost: %d space of the duchy was still empty "
                                             "after round 25; the target ended on %u.",
                                             "%s lost: %d spaces of the duchy were still empty "
                                             "after round 25; the target ended on %u.",
                                             empty),
                                   state->names[0], empty, p->solo_target);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

void
ts_burgundy_solo_lost (TsBurgundyState *state)
{
  state->solo_won = 0;
  state->solo_round = TS_BURGUNDY_PHASES * TS_BURGUNDY_ROUNDS;
  state->winner = -1;
  state->n_pending = 0;
  state->stage = TS_BURGUNDY_STAGE_OVER;
}
