/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-match-replay.h"
#include "ts-match.h"
#include "ts-match-private.h"

/* What a correction would do to the entries after it, told before it is made: each later
 * entry is replayed as it applies now and as it would after the change, and compared by what
 * it does (its description against the state it applies to, what the game says it did, its
 * ledger lines). Automatic entries are left out: they always mean the same thing ("the turn
 * ends here"), whatever happened before them. */

/* One entry as it applies, now or after the change. */
typedef struct
{
  int origin;        /* its index in the record before the change, -1 when it is new */
  guint index;       /* its index in the replayed record */
  TsEntry *entry;
  char *description; /* in words, as it applies */
  char *outcome;     /* what it did (TsGameModule.describe_outcome), or NULL */
  char *ledger;      /* its ledger lines in words, or NULL */
} TsMatchStep;

static void
ts_match_step_free (TsMatchStep *step)
{
  if (step == NULL)
    return;
  g_clear_object (&step->entry);
  g_free (step->description);
  g_free (step->outcome);
  g_free (step->ledger);
  g_free (step);
}

static const char *
resource_name (TsLedgerResource resource)
{
  switch (resource)
    {
    case TS_LEDGER_VP:
      /* Translators: victory points, after a number ("+3 VP") */
      return _("VP");
    case TS_LEDGER_SILVER:
      /* Translators: money, after a number ("+2 silver") */
      return _("silver");
    case TS_LEDGER_WORKERS:
    default:
      /* Translators: worker tokens, after a number ("-1 workers") */
      return _("workers");
    }
}

/* The ledger lines of each entry in [@from, @from + @n), in words, one text per entry. */
static GPtrArray *
ledger_by_entry (TsMatch       *self,
                 gconstpointer  state,
                 guint          from,
                 guint          n)
{
  g_autoptr(GPtrArray) ledger = ts_match_get_module (self)->ledger (state);
  GPtrArray *texts = g_ptr_array_new_full (n, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, NULL);
  for (guint i = 0; i < ledger->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, i);
      g_autoptr(TsMatchPlayer) player = NULL;
      g_autofree char *part = NULL;
      char **text;
      char *joined;

      if (line->entry_index < (int) from || line->entry_index >= (int) (from + n))
        continue;
      player = g_list_model_get_item (ts_match_get_players (self), line->player);
      text = (char **) &g_ptr_array_index (texts, line->entry_index - from);
      /* Translators: one line of the score ledger: a player, a change ("+3"), what changed
       * ("VP", "silver", "workers") and why. */
      part = g_strdup_printf (_("%s %+d %s (%s)"),
                              player != NULL ? ts_match_player_get_name (player) : "?",
                              line->delta, resource_name (line->resource), line->cause_text);
      /* Translators: separates the ledger lines of one entry */
      joined = *text != NULL ? g_strjoin (_(", "), *text, part, NULL) : g_strdup (part);
      g_free (*text);
      *text = joined;
    }
  return texts;
}

static GPtrArray *
steps_from_replay (TsReplay    *replay,
                   GPtrArray *ledger,
                   guint      position)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_step_free);

  for (guint k = 0; k < replay->applied->len; k++)
    {
      TsMatchStep *step = g_new0 (TsMatchStep, 1);

      step->origin = g_array_index (replay->origins, int, k);
      step->index = position + k;
      step->entry = g_object_ref (g_ptr_array_index (replay->applied, k));
      step->description = g_strdup (g_ptr_array_index (replay->descriptions, k));
      step->outcome = g_strdup (g_ptr_array_index (replay->outcomes, k));
      step->ledger = g_strdup (g_ptr_array_index (ledger, k));
      g_ptr_array_add (steps, step);
    }
  return steps;
}

/* The entries from @position on as they apply now (@old_steps) and as they would after
 * replacing @n_removals of them by @additions (@new_steps), without changing anything.
 * @first_dropped is the first entry (index now) that would no longer apply, or the number of
 * entries; @drop_reason says why. FALSE, with the game's error, when the change itself would
 * be refused. */
static gboolean
replay_change (TsMatch    *self,
               guint       position,
               guint       n_removals,
               TsEntry   **additions,
               guint       n_additions,
               GPtrArray **old_steps,
               GPtrArray **new_steps,
               guint      *first_dropped,
               char      **drop_reason,
               GError    **error)
{
  const TsGameModule *module = ts_match_get_module (self);
  TsRecord *record = ts_match_get_record (self);
  GPtrArray *checkpoints = _ts_match_get_checkpoints (self);
  guint n = ts_record_get_n_entries (record);
  g_autoptr(GPtrArray) old_ledger = NULL;
  g_autoptr(GPtrArray) new_ledger = NULL;
  TsReplayPlan plan;
  TsReplay old;
  guint k;

  if (!ts_replay_plan (module, record, checkpoints, ts_match_get_state (self), position,
                       n_removals, additions, n_additions, TRUE, &plan, error))
    return FALSE;

  /* The same entries as they apply now, from the same checkpoint. */
  k = MIN (position / TS_MATCH_CHECKPOINT_EVERY, checkpoints->len - 1);
  ts_replay_init (&old, module, module->state_copy (g_ptr_array_index (checkpoints, k)),
                  k * TS_MATCH_CHECKPOINT_EVERY);
  old.add_automatic = FALSE;
  for (guint i = old.count; i < n; i++)
    {
      old.want_outcomes = i >= position;
      if (!ts_replay_step (&old, ts_record_get_entry (record, i), i >= position, i, NULL,
                           error))
        {
          g_critical ("Replaying entry %u of %s failed", i + 1, module->id);
          ts_replay_clear (&old);
          ts_replay_plan_clear (&plan);
          return FALSE;
        }
    }

  old_ledger = ledger_by_entry (self, ts_match_get_state (self), position, n - position);
  new_ledger = ledger_by_entry (self, plan.replay.state, position, plan.replay.applied->len);
  *old_steps = steps_from_replay (&old, old_ledger, position);
  *new_steps = steps_from_replay (&plan.replay, new_ledger, position);
  *first_dropped = plan.first_dropped;
  *drop_reason = plan.drop_error != NULL ? g_strdup (plan.drop_error->message) : NULL;
  ts_replay_clear (&old);
  ts_replay_plan_clear (&plan);
  return TRUE;
}


void
ts_match_effect_free (TsMatchEffect *effect)
{
  if (effect == NULL)
    return;
  g_free (effect->description);
  g_free (effect->before);
  g_free (effect->after);
  g_free (effect->message);
  g_free (effect);
}

/* What @step did, in words, ending with a full stop. */
static char *
what_it_does (TsMatchStep *step,
              gboolean     with_description)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (with_description)
    g_string_append_printf (text, "“%s” ", step->description);
  if (step->outcome != NULL)
    g_string_append (text, step->outcome);
  else if (step->ledger != NULL)
    g_string_append_printf (text, "%s.", step->ledger);
  else
    g_string_append (text, _("Nothing changes for the players."));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static TsMatchEffect *
changed_new (TsMatchStep *before,
             TsMatchStep *after)
{
  TsMatchEffect *effect = g_new0 (TsMatchEffect, 1);
  gboolean described = g_strcmp0 (before->description, after->description) != 0;

  effect->index = before->index;
  effect->kind = TS_MATCH_EFFECT_CHANGED;
  effect->description = g_strdup (before->description);
  effect->before = what_it_does (before, described);
  effect->after = what_it_does (after, described);
  effect->message = g_strdup_printf (
      /* Translators: an entry number from 1, the entry in words, then what it does now and
       * what it would do after the correction (each a sentence). */
      _("Entry %u, “%s” Now: %s After the change: %s"), effect->index + 1, effect->description,
      effect->before, effect->after);
  return effect;
}

static TsMatchEffect *
set_aside_new (TsMatchStep *step,
               const char  *reason)
{
  TsMatchEffect *effect = g_new0 (TsMatchEffect, 1);

  effect->index = step->index;
  effect->kind = TS_MATCH_EFFECT_SET_ASIDE;
  effect->description = g_strdup (step->description);
  effect->after = g_strdup (reason);
  if (reason != NULL)
    /* Translators: an entry number from 1, the entry in words, then the game's reason. */
    effect->message = g_strdup_printf (_("Entry %u, “%s” would no longer apply: %s"),
                                       effect->index + 1, effect->description, reason);
  else
    /* Translators: an entry number from 1, then the entry in words. */
    effect->message = g_strdup_printf (_("Entry %u, “%s” would be set aside with it."),
                                       effect->index + 1, effect->description);
  return effect;
}

static gboolean
same_effect (TsMatchStep *a,
             TsMatchStep *b)
{
  return g_strcmp0 (a->description, b->description) == 0
         && g_strcmp0 (a->outcome, b->outcome) == 0 && g_strcmp0 (a->ledger, b->ledger) == 0;
}

/* Each entry from @position on that would do something else (TsMatchEffect in record
 * order); the automatic ones and those new in @new_steps are left out. */
static GPtrArray *
changed_effects (GPtrArray *old_steps,
                 GPtrArray *new_steps,
                 guint      position)
{
  GPtrArray *effects = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_effect_free);

  for (guint k = 0; k < new_steps->len; k++)
    {
      TsMatchStep *after = g_ptr_array_index (new_steps, k);
      TsMatchStep *before;

      if (after->origin < 0 || ts_entry_get_automatic (after->entry))
        continue;
      before = g_ptr_array_index (old_steps, after->origin - position);
      if (!same_effect (before, after))
        g_ptr_array_add (effects, changed_new (before, after));
    }
  return effects;
}

static GPtrArray *
preview (TsMatch  *self,
         guint     position,
         guint     n_removals,
         TsEntry **additions,
         guint     n_additions,
         GError  **error)
{
  g_autoptr(GPtrArray) old_steps = NULL;
  g_autoptr(GPtrArray) new_steps = NULL;
  g_autofree char *reason = NULL;
  GPtrArray *effects;
  guint first_dropped;

  if (!replay_change (self, position, n_removals, additions, n_additions, &old_steps,
                      &new_steps, &first_dropped, &reason, error))
    return NULL;

  effects = changed_effects (old_steps, new_steps, position);
  for (guint i = first_dropped; i < position + old_steps->len; i++)
    g_ptr_array_add (effects, set_aside_new (g_ptr_array_index (old_steps, i - position),
                                             i == first_dropped ? reason : NULL));
  return effects;
}

/**
 * ts_match_preview_edit:
 *
 * What ts_match_edit() with the same arguments would do to the entries after @index, without
 * doing it: a GPtrArray of TsMatchEffect in record order, empty when every later entry would
 * apply and do what it does now. NULL, with the error ts_match_edit() would give, when the
 * edit would be refused.
 */
GPtrArray *
ts_match_preview_edit (TsMatch *self,
                       guint    index,
                       TsEntry *entry,
                       GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TS_IS_ENTRY (entry), NULL);

  if (!ts_match_check_change (self, index, FALSE, error))
    return NULL;
  return preview (self, index, 1, &entry, 1, error);
}

/* Like ts_match_preview_edit(), for ts_match_insert(). */
GPtrArray *
ts_match_preview_insert (TsMatch *self,
                         guint    index,
                         TsEntry *entry,
                         GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TS_IS_ENTRY (entry), NULL);

  if (!ts_match_check_change (self, index, TRUE, error))
    return NULL;
  return preview (self, ts_match_insertion_point (self, index), 0, &entry, 1, error);
}

/* Like ts_match_preview_edit(), for ts_match_remove(). */
GPtrArray *
ts_match_preview_remove (TsMatch *self,
                         guint    index,
                         GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (!ts_match_check_change (self, index, FALSE, error))
    return NULL;
  return preview (self, index, 1, NULL, 0, error);
}

/**
 * ts_match_preview_text_readings:
 *
 * What ts_match_use_text_readings() would do, without doing it: each entry that would do
 * something else under the rulebook's readings, and the first it would refuse with the
 * entries after it (a GPtrArray of TsMatchEffect in record order; empty when nothing
 * changes). NULL, with the game's error, when the game could not start.
 */
GPtrArray *
ts_match_preview_text_readings (TsMatch *self,
                                GError **error)
{
  const TsGameModule *module;
  TsRecord *record;
  GPtrArray *checkpoints;
  guint n;
  TsReplay old;
  TsReplay now;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GPtrArray) old_ledger = NULL;
  g_autoptr(GPtrArray) new_ledger = NULL;
  g_autoptr(GPtrArray) old_steps = NULL;
  g_autoptr(GPtrArray) new_steps = NULL;
  g_autoptr(GError) refusal = NULL;
  GPtrArray *effects;
  gpointer start;
  guint first_dropped;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  module = ts_match_get_module (self);
  record = ts_match_get_record (self);
  checkpoints = _ts_match_get_checkpoints (self);
  n = ts_record_get_n_entries (record);
  options = ts_readings_options (module, ts_record_get_options (record),
                                 ts_readings_count (module));
  start = module->state_new (options, ts_record_get_players (record),
                             ts_record_get_setup (record), error);
  if (start == NULL)
    return NULL;

  /* The entries as they apply now, from the start. */
  ts_replay_init (&old, module, module->state_copy (g_ptr_array_index (checkpoints, 0)), 0);
  old.add_automatic = FALSE;
  old.want_outcomes = TRUE;
  for (guint i = 0; i < n; i++)
    if (!ts_replay_step (&old, ts_record_get_entry (record, i), TRUE, i, NULL, NULL))
      g_critical ("Replaying entry %u of %s failed", i + 1, module->id);

  /* And by the text's readings, for as long as they apply. */
  ts_replay_init (&now, module, start, 0);
  now.want_outcomes = TRUE;
  first_dropped = n;
  for (guint i = 0; i < n; i++)
    {
      TsEntry *entry = ts_record_get_entry (record, i);

      ts_replay_fill (&now, entry);
      if (!ts_replay_step (&now, entry, TRUE, i, NULL, &refusal))
        {
          first_dropped = i;
          break;
        }
    }
  ts_replay_fill (&now, NULL);

  old_ledger = ledger_by_entry (self, old.state, 0, n);
  new_ledger = ledger_by_entry (self, now.state, 0, now.applied->len);
  old_steps = steps_from_replay (&old, old_ledger, 0);
  new_steps = steps_from_replay (&now, new_ledger, 0);
  ts_replay_clear (&old);
  ts_replay_clear (&now);

  effects = changed_effects (old_steps, new_steps, 0);
  /* A refused entry holds the rest (ts_match_use_text_readings()): nothing is lost. */
  if (first_dropped < n)
    {
      TsMatchStep *step = g_ptr_array_index (old_steps, first_dropped);
      TsMatchEffect *effect = g_new0 (TsMatchEffect, 1);

      effect->index = step->index;
      effect->kind = TS_MATCH_EFFECT_HELD;
      effect->description = g_strdup (step->description);
      effect->after = g_strdup (refusal->message);
      if (first_dropped + 1 == n)
        effect->message = g_strdup_printf (
            /* Translators: an entry number from 1, the entry in words, the game's reason. */
            _("Entry %u, “%s” would no longer apply: %s It would wait in the file, not "
              "played, until you add what is missing before it, replace it or drop it."),
            effect->index + 1, effect->description, refusal->message);
      else
      effect->message = g_strdup_printf (
          /* Translators: an entry number from 1, the entry in words, the game's reason, then
           * how many entries come after it. */
          ngettext ("Entry %u, “%s” would no longer apply: %s It and the %u entry after it "
                    "would wait in the file, not played, until you add what is missing before "
                    "it, replace it or drop it.",
                    "Entry %u, “%s” would no longer apply: %s It and the %u entries after it "
                    "would wait in the file, not played, until you add what is missing before "
                    "it, replace it or drop it.",
                    n - 1 - first_dropped),
          effect->index + 1, effect->description, refusal->message, n - 1 - first_dropped);
      g_ptr_array_add (effects, effect);
    }
  return effects;
}
