/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Replaying entries (ts-match-replay.h). */
#include <string.h>

#include "ts-match-replay.h"

void
ts_replay_init (TsReplay           *replay,
                const TsGameModule *module,
                gpointer            state,
                guint               count)
{
  memset (replay, 0, sizeof *replay);
  replay->module = module;
  replay->state = state;
  replay->count = count;
  replay->add_automatic = module->automatic_after != NULL;
  replay->fresh = g_ptr_array_new_with_free_func (module->state_free);
  replay->applied = g_ptr_array_new_with_free_func (g_object_unref);
  replay->descriptions = g_ptr_array_new_with_free_func (g_free);
  replay->origins = g_array_new (FALSE, FALSE, sizeof (int));
  replay->outcomes = g_ptr_array_new_with_free_func (g_free);
}

void
ts_replay_clear (TsReplay *replay)
{
  if (replay->state != NULL)
    replay->module->state_free (replay->state);
  replay->state = NULL;
  g_clear_object (&replay->expected);
  g_clear_pointer (&replay->fresh, g_ptr_array_unref);
  g_clear_pointer (&replay->applied, g_ptr_array_unref);
  g_clear_pointer (&replay->descriptions, g_ptr_array_unref);
  g_clear_pointer (&replay->origins, g_array_unref);
  g_clear_pointer (&replay->outcomes, g_ptr_array_unref);
}

/* Applies @entry; with @keep, remembers it, its description and @origin. On refusal the
 * state is unchanged and @description (if asked for) is the entry as it would have applied.
 * Afterwards replay->expected is the automatic entry the game writes next, if any. */
gboolean
ts_replay_step (TsReplay *replay,
                TsEntry  *entry,
                gboolean  keep,
                int       origin,
                char    **description,
                GError  **error)
{
  gconstpointer data = ts_entry_get_data (entry);
  g_autofree char *text = NULL;
  gpointer before = NULL;

  g_clear_object (&replay->expected);
  if (keep || description != NULL)
    text = replay->module->describe_entry (replay->state, data);
  if (keep && replay->want_outcomes && replay->module->describe_outcome != NULL)
    before = replay->module->state_copy (replay->state);
  if (!replay->module->apply (replay->state, data, error))
    {
      if (before != NULL)
        replay->module->state_free (before);
      if (description != NULL)
        *description = g_steal_pointer (&text);
      return FALSE;
    }
  replay->count++;
  if (keep)
    {
      g_ptr_array_add (replay->applied, g_object_ref (entry));
      g_ptr_array_add (replay->descriptions, g_steal_pointer (&text));
      g_array_append_val (replay->origins, origin);
      if (replay->want_outcomes)
        g_ptr_array_add (replay->outcomes,
                         before != NULL ? replay->module->describe_outcome (before, data,
                                                                            replay->state)
                                        : NULL);
    }
  if (before != NULL)
    replay->module->state_free (before);
  if (replay->count % TS_MATCH_CHECKPOINT_EVERY == 0)
    g_ptr_array_add (replay->fresh, replay->module->state_copy (replay->state));
  if (replay->add_automatic)
    {
      gpointer next = replay->module->automatic_after (replay->state, data);

      if (next != NULL)
        replay->expected = ts_entry_new_take (replay->module, next);
    }
  return TRUE;
}

/* Whether @entry says what @expected (made by the game) says: compared as the game writes
 * them, so members the game does not read (a newer Tableside's) make no difference. */
static gboolean
same_meaning (const TsGameModule *module,
              TsEntry            *entry,
              TsEntry            *expected)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  if (g_strcmp0 (ts_entry_get_json_text (entry), ts_entry_get_json_text (expected)) == 0)
    return TRUE;
  node = module->entry_to_json (ts_entry_get_data (entry));
  text = json_to_string (node, FALSE);
  return g_strcmp0 (text, ts_entry_get_json_text (expected)) == 0;
}

/* Writes the automatic entry the last entry calls for, unless @next (the entry the record
 * holds next, or NULL) already is it. */
void
ts_replay_fill (TsReplay *replay,
                TsEntry  *next)
{
  g_autoptr(TsEntry) expected = g_steal_pointer (&replay->expected);
  g_autoptr(GError) error = NULL;

  if (expected == NULL || (next != NULL && same_meaning (replay->module, next, expected)))
    return;
  /* The game asked for it right here: refusing it is a bug in the game. */
  if (!ts_replay_step (replay, expected, TRUE, -1, NULL, &error))
    g_critical ("The automatic entry %s of %s does not apply: %s",
                ts_entry_get_json_text (expected), replay->module->id, error->message);
}

void
ts_replay_plan_clear (TsReplayPlan *plan)
{
  ts_replay_clear (&plan->replay);
  g_clear_pointer (&plan->drop_description, g_free);
  g_clear_error (&plan->drop_error);
}

gboolean
ts_replay_plan (const TsGameModule *module,
                TsRecord           *record,
                GPtrArray          *checkpoints,
                gconstpointer       state,
                guint               position,
                guint               n_removals,
                TsEntry           **additions,
                guint               n_additions,
                gboolean            want_outcomes,
                TsReplayPlan       *plan,
                GError            **error)
{
  guint n = ts_record_get_n_entries (record);
  TsReplay *replay = &plan->replay;

  g_assert (position + n_removals <= n);
  memset (plan, 0, sizeof *plan);
  plan->first_dropped = n;

  /* Where to start: the current state for an entry added at the end, else the last
   * checkpoint at or before @position. Checkpoints up to @position stay valid. */
  if (position == n)
    {
      plan->n_valid = checkpoints->len;
      ts_replay_init (replay, module, module->state_copy (state), n);
    }
  else
    {
      plan->n_valid = MIN (position / TS_MATCH_CHECKPOINT_EVERY + 1, checkpoints->len);
      ts_replay_init (replay, module,
                      module->state_copy (g_ptr_array_index (checkpoints, plan->n_valid - 1)),
                      (plan->n_valid - 1) * TS_MATCH_CHECKPOINT_EVERY);
      for (guint i = replay->count; i < position; i++)
        if (!ts_replay_step (replay, ts_record_get_entry (record, i), FALSE, -1, NULL, error))
          {
            /* The game gave a different answer for the same entries: a bug in the game. */
            g_critical ("Replaying entry %u of %s failed: %s", i + 1, module->id,
                        error != NULL && *error != NULL ? (*error)->message : "");
            ts_replay_plan_clear (plan);
            return FALSE;
          }
    }
  replay->want_outcomes = want_outcomes;

  for (guint i = 0; i < n_additions; i++)
    {
      ts_replay_fill (replay, additions[i]);
      if (!ts_replay_step (replay, additions[i], TRUE, -1, NULL, error))
        {
          ts_replay_plan_clear (plan);
          return FALSE;
        }
    }

  for (guint i = position + n_removals; i < n; i++)
    {
      TsEntry *entry = ts_record_get_entry (record, i);

      ts_replay_fill (replay, entry);
      if (!ts_replay_step (replay, entry, TRUE, i, &plan->drop_description, &plan->drop_error))
        {
          plan->first_dropped = i;
          break;
        }
    }
  ts_replay_fill (replay, NULL);
  return TRUE;
}

