/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch's changes: a new entry, an edit, an insertion, a removal, undo and redo, each one
 * splice of the entry list and a replay from the first changed entry (ts-match-replay.c). The
 * rest of TsMatch is in ts-match.c. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-match-private.h"
#include "ts-match-replay.h"

void
_ts_match_change_free (Change *change)
{
  g_ptr_array_unref (change->removed);
  g_ptr_array_unref (change->inserted);
  g_clear_pointer (&change->removed_times, g_array_unref);
  g_clear_pointer (&change->inserted_times, g_array_unref);
  g_free (change->summary);
  g_free (change);
}

/* -------------------------------------------------------------------------------------- */
/* Changing the entries                                                                    */

/* Replaces the entries from @position on: @n_removals of them by @additions, which must all
 * apply, followed by the entries after the removed ones for as long as they still apply. The
 * first that does not is reported in @out_set_aside and it and all after it leave the
 * record (the undo stack keeps them). The game's automatic entries are written where they
 * are missing (TsGameModule.automatic_after). On refusal nothing changes. */
static gboolean
splice (TsMatch          *self,
        guint             position,
        guint             n_removals,
        TsEntry         **additions,
        guint             n_additions,
        SpliceMode        mode,
        TsMatchChangeKind kind,
        TsMatchSetAside **out_set_aside,
        GError          **error)
{
  guint n = ts_record_get_n_entries (self->record);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  gboolean could_undo = ts_match_get_can_undo (self);
  gboolean could_redo = ts_match_get_can_redo (self);
  Change *change;
  TsReplayPlan plan;
  TsReplay *replay = &plan.replay;

  if (!ts_replay_plan (self->module, self->record, self->checkpoints, self->state, position,
                       n_removals, additions, n_additions, FALSE, &plan, error))
    return FALSE;

  change = g_new0 (Change, 1);
  change->position = position;
  change->removed = g_ptr_array_new_full (n - position, g_object_unref);
  for (guint i = position; i < n; i++)
    g_ptr_array_add (change->removed, g_object_ref (ts_record_get_entry (self->record, i)));
  change->inserted = g_ptr_array_ref (replay->applied);

  /* The record as it was is written out before anything is set aside: without that copy
   * nothing is, unless the players accepted it (ts_match_step_without_copy()). */
  if (plan.first_dropped < n)
    {
      GFile *backup = NULL;

      if (mode == SPLICE_USER && !_ts_match_keep_copy (self, &backup, error))
        {
          _ts_match_change_free (change);
          ts_replay_plan_clear (&plan);
          return FALSE;
        }
      set_aside = _ts_match_set_aside_new (self, plan.first_dropped, n - plan.first_dropped,
                                           g_steal_pointer (&plan.drop_description),
                                           plan.drop_error->message, backup);
    }

  /* Commit. */
  for (guint i = 0; i < replay->applied->len; i++)
    ts_entry_set_description (g_ptr_array_index (replay->applied, i),
                              g_steal_pointer (&g_ptr_array_index (replay->descriptions, i)));
  ts_record_splice_entries (self->record, position, n - position,
                            (TsEntry **) replay->applied->pdata, replay->applied->len);
  g_ptr_array_set_size (self->checkpoints, plan.n_valid);
  g_ptr_array_extend_and_steal (self->checkpoints, g_steal_pointer (&replay->fresh));
  self->module->state_free (self->state);
  self->state = g_steal_pointer (&replay->state);

  switch (mode)
    {
    case SPLICE_USER:
      change->id = ++self->last_change_id;
      change->kind = kind;
      g_ptr_array_add (self->undo_stack, change);
      g_ptr_array_set_size (self->redo_stack, 0);
      break;
    case SPLICE_UNDO:
      _ts_match_change_free (change);
      g_ptr_array_add (self->redo_stack,
                       g_ptr_array_steal_index (self->undo_stack, self->undo_stack->len - 1));
      break;
    case SPLICE_REDO:
      _ts_match_change_free (change);
      g_ptr_array_add (self->undo_stack,
                       g_ptr_array_steal_index (self->redo_stack, self->redo_stack->len - 1));
      break;
    default:
      g_assert_not_reached ();
    }

  g_object_freeze_notify (G_OBJECT (self));
  g_list_store_splice (self->entries, position, n - position, replay->applied->pdata,
                       replay->applied->len);
  ts_replay_plan_clear (&plan);
  _ts_match_refresh_derived (self);
  if (n != ts_record_get_n_entries (self->record))
    g_object_notify (G_OBJECT (self), "n-entries");
  if (could_undo != ts_match_get_can_undo (self))
    g_object_notify (G_OBJECT (self), "can-undo");
  if (could_redo != ts_match_get_can_redo (self))
    g_object_notify (G_OBJECT (self), "can-redo");
  g_object_thaw_notify (G_OBJECT (self));

  _ts_match_autosave (self);
  g_signal_emit_by_name (self, "changed");
  if (set_aside != NULL)
    {
      g_signal_emit_by_name (self, "entries-set-aside", set_aside);
      if (out_set_aside != NULL)
        *out_set_aside = g_steal_pointer (&set_aside);
    }
  return TRUE;
}

/* Reads an entry of this match's game from JSON (TS_ENGINE_ERROR_PARSE). */
TsEntry *
ts_match_parse_entry (TsMatch  *self,
                      JsonNode *node,
                      GError  **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_entry_new_from_json (self->module, node, error);
}

/* Keeps the last refusal's sentence and clause for ts_match_get_refusal_clause(). */
static gboolean
note_refusal (TsMatch  *self,
              gboolean  applied,
              GError  **error)
{
  const GError *refused = !applied && error != NULL ? *error : NULL;

  g_free (self->refusal);
  g_free (self->refusal_clause);
  self->refusal = refused != NULL ? g_strdup (refused->message) : NULL;
  self->refusal_clause = g_strdup (ts_engine_error_get_clause (refused));
  return applied;
}

/**
 * ts_match_apply:
 *
 * Adds @entry at the end of the record, or refuses it with the game's error
 * (TS_ENGINE_ERROR_ILLEGAL and a sentence naming the rule) and changes nothing.
 */
gboolean
ts_match_apply (TsMatch *self,
                TsEntry *entry,
                GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);

  /* Entries held after one the rules refuse: this takes its place (ts-match-held.c). */
  if (ts_record_get_n_held (self->record) > 0)
    return note_refusal (self, _ts_match_apply_held (self, &entry, 1, error), error);

  return note_refusal (self,
                       splice (self, ts_record_get_n_entries (self->record), 0, &entry, 1,
                               SPLICE_USER, TS_MATCH_CHANGE_ADD, NULL, error),
                       error);
}

/**
 * ts_match_dup_refusal_clause:
 * @refusal: the sentence of a refusal the page shows
 *
 * The clause ("KB-BDG-03") of the rule behind @refusal: the last entry refused, or a recent
 * refusal of the engine with that sentence (a form's check), when its rule named its clause;
 * else NULL. The user guide explains each clause under its ID (the page's Why?).
 */
char *
ts_match_dup_refusal_clause (TsMatch    *self,
                             const char *refusal)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  if (refusal == NULL)
    return NULL;
  if (g_strcmp0 (refusal, self->refusal) == 0 && self->refusal_clause != NULL)
    return g_strdup (self->refusal_clause);
  /* A form that checked its entry on a copy of the state showed the engine's sentence. */
  return ts_engine_refusal_clause (refusal);
}

/**
 * ts_match_apply_many:
 * @entries: (array length=n_entries): entries to add in this order
 *
 * Adds several entries as one change: one undo step, one autosave, one ::changed. Used when
 * one choice at the table is several entries in the record (workers spent to change a die,
 * then the action they paid for). All apply or none does.
 */
gboolean
ts_match_apply_many (TsMatch  *self,
                     TsEntry **entries,
                     guint     n_entries,
                     GError  **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (n_entries > 0, FALSE);
  for (guint i = 0; i < n_entries; i++)
    g_return_val_if_fail (TS_IS_ENTRY (entries[i])
                              && ts_entry_get_module (entries[i]) == self->module,
                          FALSE);
  if (ts_record_get_n_held (self->record) > 0)
    return note_refusal (self, _ts_match_apply_held (self, entries, n_entries, error), error);

  return note_refusal (self,
                       splice (self, ts_record_get_n_entries (self->record), 0, entries,
                               n_entries, SPLICE_USER, TS_MATCH_CHANGE_ADD, NULL, error),
                       error);
}

/**
 * ts_match_dup_state_before:
 * @index: an entry, from 0; the number of entries gives the current state
 *
 * The game's state just before entry @index, replayed from the nearest checkpoint. Free it
 * with the module's state_free. Used to correct an earlier entry in place.
 */
gpointer
ts_match_dup_state_before (TsMatch *self,
                           guint    index)
{
  gpointer state;
  guint k;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index <= ts_record_get_n_entries (self->record), NULL);

  k = MIN (index / TS_MATCH_CHECKPOINT_EVERY, self->checkpoints->len - 1);
  state = self->module->state_copy (g_ptr_array_index (self->checkpoints, k));
  for (guint i = k * TS_MATCH_CHECKPOINT_EVERY; i < index; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!self->module->apply (state, ts_entry_get_data (ts_record_get_entry (self->record, i)),
                                &error))
        g_critical ("Replaying entry %u of %s failed: %s", i + 1, self->module->id,
                    error->message);
    }
  return state;
}

static gboolean
check_index (TsMatch *self,
             guint    index,
             guint    limit,
             GError **error)
{
  if (index < limit)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               /* Translators: an entry number from 1, then how many entries there are. */
               _("There is no entry %u: the game has %u entries."), index + 1,
               ts_record_get_n_entries (self->record));
  return FALSE;
}

/* An automatic entry is the game's note of what an entry did by itself: it changes with that
 * entry, never alone. */
static gboolean
check_not_automatic (TsMatch *self,
                     guint    index,
                     GError **error)
{
  TsEntry *entry = ts_record_get_entry (self->record, index);

  if (!ts_entry_get_automatic (entry))
    return TRUE;
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
               /* Translators: an entry number from 1, then that entry in words. */
               _("Entry %u (“%s”) was written by Tableside because of the entry before it; "
                 "correct or remove that one instead."),
               index + 1, ts_entry_get_description (entry));
  return FALSE;
}

/* Where an insertion "before entry @index" goes: after the automatic entries there, which
 * belong to the entry before them. */
static guint
insertion_point (TsMatch *self,
                 guint    index)
{
  guint n = ts_record_get_n_entries (self->record);

  while (index < n && ts_entry_get_automatic (ts_record_get_entry (self->record, index)))
    index++;
  return index;
}

/**
 * ts_match_edit:
 * @index: the entry to replace, from 0
 * @set_aside: (out) (optional) (nullable): what could not be kept, or NULL when every later
 *   entry still applies
 *
 * Replaces an earlier entry (the table noticed a mistake) and replays the entries after it.
 * Refused, changing nothing, when @entry itself does not apply there, or when entry @index
 * is automatic (ts_entry_get_automatic()). ts_match_preview_edit() tells beforehand which
 * later entries the change would set aside or change. When a later entry no
 * longer applies, it and all after it are set aside (see TsMatchSetAside) and
 * TsMatch::entries-set-aside is emitted; the change is still made, and undo reverts it.
 */
gboolean
ts_match_edit (TsMatch          *self,
               guint             index,
               TsEntry          *entry,
               TsMatchSetAside **set_aside,
               GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  if (_ts_match_refuse_while_held (self, error))
    return FALSE;
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record), error)
      || !check_not_automatic (self, index, error))
    return FALSE;
  return splice (self, index, 1, &entry, 1, SPLICE_USER, TS_MATCH_CHANGE_EDIT, set_aside,
                 error);
}

/* Inserts @entry before entry @index (the table forgot one), after any automatic entries
 * there; like ts_match_edit(). */
gboolean
ts_match_insert (TsMatch          *self,
                 guint             index,
                 TsEntry          *entry,
                 TsMatchSetAside **set_aside,
                 GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  if (_ts_match_refuse_while_held (self, error))
    return FALSE;
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record) + 1, error))
    return FALSE;
  return splice (self, insertion_point (self, index), 0, &entry, 1, SPLICE_USER,
                 TS_MATCH_CHANGE_INSERT, set_aside, error);
}

/* Removes entry @index (it never happened at the table); like ts_match_edit(). */
gboolean
ts_match_remove (TsMatch          *self,
                 guint             index,
                 TsMatchSetAside **set_aside,
                 GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  if (_ts_match_refuse_while_held (self, error))
    return FALSE;
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record), error)
      || !check_not_automatic (self, index, error))
    return FALSE;
  return splice (self, index, 1, NULL, 0, SPLICE_USER, TS_MATCH_CHANGE_REMOVE, set_aside,
                 error);
}

/* For previews: where ts_match_insert() would put an entry asked for before @index. */
guint
ts_match_insertion_point (TsMatch *self,
                          guint    index)
{
  return insertion_point (self, index);
}

gboolean
ts_match_check_change (TsMatch *self,
                       guint    index,
                       gboolean insertion,
                       GError **error)
{
  guint n = ts_record_get_n_entries (self->record);

  if (insertion)
    return check_index (self, index, n + 1, error);
  return check_index (self, index, n, error) && check_not_automatic (self, index, error);
}

/* Whether the top of @stack may be undone (redone) now: held entries come first
 * (ts-match-held.c), but a mending step is how they are dealt with, and its undo too. */
static gboolean
can_take (TsMatch   *self,
          GPtrArray *stack)
{
  const Change *top = stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : NULL;

  return top != NULL
         && (top->kind == TS_MATCH_CHANGE_MEND || ts_record_get_n_held (self->record) == 0);
}

gboolean
ts_match_get_can_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return can_take (self, self->undo_stack);
}

gboolean
ts_match_get_can_redo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return can_take (self, self->redo_stack);
}

static gboolean
undo_redo (TsMatch    *self,
           SpliceMode  mode)
{
  GPtrArray *stack = mode == SPLICE_UNDO ? self->undo_stack : self->redo_stack;
  g_autoptr(GError) error = NULL;
  Change *change;
  GPtrArray *from;
  GPtrArray *to;

  if (!can_take (self, stack))
    return FALSE;
  change = g_ptr_array_index (stack, stack->len - 1);
  if (change->kind == TS_MATCH_CHANGE_MEND)
    {
      _ts_match_undo_redo_mend (self, change, mode);
      return TRUE;
    }
  from = mode == SPLICE_UNDO ? change->inserted : change->removed;
  to = mode == SPLICE_UNDO ? change->removed : change->inserted;
  g_assert (change->position + from->len == ts_record_get_n_entries (self->record));
  if (!splice (self, change->position, from->len, (TsEntry **) to->pdata, to->len, mode,
               change->kind, NULL, &error))
    {
      /* These entries applied before in the same place: the game is not deterministic. */
      g_critical ("Cannot %s in %s: %s", mode == SPLICE_UNDO ? "undo" : "redo",
                  self->module->id, error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * ts_match_undo:
 *
 * Reverts the last change (an entry added, edited, inserted or removed). Any number of
 * changes can be undone. Returns FALSE when there is nothing to undo.
 */
gboolean
ts_match_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return undo_redo (self, SPLICE_UNDO);
}

/* Makes the last undone change again; a new change forgets what could be redone. */
gboolean
ts_match_redo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return undo_redo (self, SPLICE_REDO);
}

/* -------------------------------------------------------------------------------------- */
/* Undo and redo by name: a toast's Undo takes back the change it names, or nothing        */

static Change *
top_change (GPtrArray *stack)
{
  return stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : NULL;
}

static Change *
find_change (GPtrArray *stack,
             guint64    id)
{
  for (guint i = stack->len; i > 0; i--)
    if (((Change *) g_ptr_array_index (stack, i - 1))->id == id)
      return g_ptr_array_index (stack, i - 1);
  return NULL;
}

/* Of the entries @change added, the last the players chose (automatic entries follow the
 * entry they belong to), counted from 0 in @change->inserted. */
static guint
last_chosen (const Change *change)
{
  guint i = change->inserted->len;

  while (i > 1 && ts_entry_get_automatic (g_ptr_array_index (change->inserted, i - 1)))
    i--;
  return i > 0 ? i - 1 : 0;
}

static gboolean
peek (GPtrArray     *stack,
      TsMatchChange *out)
{
  const Change *change = top_change (stack);

  memset (out, 0, sizeof *out);
  if (change == NULL)
    return FALSE;
  out->id = change->id;
  out->kind = change->kind;
  out->index = change->position;
  switch (change->kind)
    {
    case TS_MATCH_CHANGE_ADD:
      out->index = change->position + last_chosen (change);
      out->after = g_ptr_array_index (change->inserted, out->index - change->position);
      break;
    case TS_MATCH_CHANGE_EDIT:
      out->before = g_ptr_array_index (change->removed, 0);
      out->after = g_ptr_array_index (change->inserted, 0);
      break;
    case TS_MATCH_CHANGE_INSERT:
      out->after = g_ptr_array_index (change->inserted, 0);
      break;
    case TS_MATCH_CHANGE_MEND:
      out->summary = change->summary;
      break;
    case TS_MATCH_CHANGE_REMOVE:
    default:
      out->before = g_ptr_array_index (change->removed, 0);
      break;
    }
  return TRUE;
}

/**
 * ts_match_peek_change:
 * @redo: the change ts_match_redo() would make again rather than the one ts_match_undo()
 *   would take back
 * @change: (out caller-allocates): set to that change
 *
 * What undo (redo) would do, for words and for an undo bound to it
 * (ts_match_undo_redo_change()). FALSE, with @change zeroed, when there is nothing to undo
 * (redo).
 */
gboolean
ts_match_peek_change (TsMatch       *self,
                      gboolean       redo,
                      TsMatchChange *change)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (change != NULL, FALSE);
  return peek (redo ? self->redo_stack : self->undo_stack, change);
}

/* Undoes (redoes) change @id if it is the next on its stack; else says why not. */
static gboolean
by_name (TsMatch   *self,
         guint64    id,
         SpliceMode mode,
         GError   **error)
{
  GPtrArray *stack = mode == SPLICE_UNDO ? self->undo_stack : self->redo_stack;
  Change *top = top_change (stack);
  gboolean done = id != 0 && find_change (self->undo_stack, id) != NULL;
  const char *why;

  if (id != 0 && top != NULL && top->id == id)
    return undo_redo (self, mode);
  if (mode == SPLICE_UNDO)
    why = done ? _("Later entries were made after it.") : _("It is no longer in the record.");
  else
    why = done ? _("It was made again already.")
               : _("It can no longer be made again: a later entry took its place.");
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, why);
  return FALSE;
}

/**
 * ts_match_undo_redo_change:
 * @id: a TsMatchChange.id
 * @redo: make the change again rather than take it back
 *
 * Reverts change @id if it is the last change made (ts_match_peek_change()), or with @redo
 * makes it again if it is the next to redo (ts_match_peek_change()), and nothing else: when
 * later changes stand on it, or it was undone (redone) already, refuses in words
 * (TS_ENGINE_ERROR_ILLEGAL) and changes nothing.
 */
gboolean
ts_match_undo_redo_change (TsMatch *self,
                           guint64  id,
                           gboolean redo,
                           GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  if (!can_take (self, redo ? self->redo_stack : self->undo_stack)
      && _ts_match_refuse_while_held (self, error))
    return FALSE;
  return by_name (self, id, redo ? SPLICE_REDO : SPLICE_UNDO, error);
}

/**
 * ts_match_find_added_entry:
 * @id: a TsMatchChange.id
 *
 * Where the entry that change @id added stands in the record now, from 0: so that an undo
 * bound to it can offer to remove exactly that entry once later entries stand on it. -1
 * when @id did not add one entry the players chose (with its automatic entries), or it was
 * undone, or the entry is no longer in the record.
 */
int
ts_match_find_added_entry (TsMatch *self,
                           guint64  id)
{
  Change *change;
  TsEntry *entry;
  guint n_chosen = 0;

  g_return_val_if_fail (TS_IS_MATCH (self), -1);

  change = id != 0 ? find_change (self->undo_stack, id) : NULL;
  if (change == NULL || change->kind != TS_MATCH_CHANGE_ADD)
    return -1;
  for (guint i = 0; i < change->inserted->len; i++)
    n_chosen += !ts_entry_get_automatic (g_ptr_array_index (change->inserted, i));
  if (n_chosen != 1)
    return -1;
  entry = g_ptr_array_index (change->inserted, last_chosen (change));
  for (guint i = ts_record_get_n_entries (self->record); i > 0; i--)
    if (ts_record_get_entry (self->record, i - 1) == entry)
      return (int) i - 1;
  return -1;
}
