/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-match.h"
#include "ts-model-private.h"

/* What a correction would do to the entries after it, told before it is made: each later
 * entry is replayed as it applies now and as it would after the change, and compared by what
 * it does (its description against the state it applies to, what the game says it did, its
 * ledger lines). Automatic entries are left out: they always mean the same thing ("the turn
 * ends here"), whatever happened before them. */

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

  if (!ts_match_replay_change (self, position, n_removals, additions, n_additions, &old_steps,
                               &new_steps, &first_dropped, &reason, error))
    return NULL;

  effects = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_effect_free);
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
