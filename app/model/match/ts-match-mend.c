/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mending a record that needs attention (ts-match-held.c), each step one undo step: an entry
 * added before the held one or in its place, held entries dropped, the rulebook's reading,
 * an earlier version restored. A step sets the file's entries (played and held alike) from
 * some position on and plays the game again from its setup, so that undo gives back exactly
 * the entries the file had, with their times, and holds what it held. */
#include "ts-i18n.h"

#include "ts-match-private.h"

void
_ts_match_file_tail (TsMatch    *self,
                     guint       position,
                     GPtrArray **entries,
                     GArray    **times)
{
  TsRecord *record = self->record;
  guint n = ts_record_get_n_entries (record);
  guint n_held = ts_record_get_n_held (record);

  g_assert (position <= n);
  *entries = g_ptr_array_new_full (n + n_held - position, g_object_unref);
  *times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n + n_held - position);
  for (guint i = position; i < n; i++)
    {
      gint64 time = ts_record_get_entry_time (record, i);

      g_ptr_array_add (*entries, g_object_ref (ts_record_get_entry (record, i)));
      g_array_append_val (*times, time);
    }
  for (guint i = 0; i < n_held; i++)
    {
      gint64 time = ts_record_get_held_time (record, i);

      g_ptr_array_add (*entries, g_object_ref (ts_record_get_held (record, i)));
      g_array_append_val (*times, time);
    }
}

/* The file's entries from @position on become @tail, and the game is played again from its
 * setup under @readings: the first entry the rules refuse holds it and the rest. */
static void
set_tail (TsMatch   *self,
          guint      position,
          GPtrArray *tail,
          GArray    *times,
          guint      readings)
{
  TsRecord *record = self->record;
  g_autoptr(GError) error = NULL;

  g_assert (tail->len == times->len);
  ts_record_release_held (record, 0);
  ts_record_splice_entries_timed (record, position, ts_record_get_n_entries (record) - position,
                                  (TsEntry **) tail->pdata, (const gint64 *) times->data,
                                  tail->len);
  g_clear_pointer (&self->held_reason, g_free);
  g_clear_pointer (&self->held_description, g_free);
  self->held_number = 0;
  /* The setup started the game before: it starts it again, and a refusal only holds. */
  if (!_ts_match_replay_record (self, readings, FALSE, TRUE, &error))
    g_critical ("Cannot play %s again: %s", self->module->id, error->message);
}

/* After a step, undone or redone: what views read, saved, TsMatch::changed. */
static void
finish (TsMatch *self)
{
  /* Replace is for one entry: after any step, its undo or its redo, what is entered next is
   * added before the held entry again, and the page says so. */
  self->held_mode = TS_MATCH_HELD_ADD_BEFORE;
  _ts_match_update_attention (self);
  _ts_match_refresh_derived (self);
  g_object_notify (G_OBJECT (self), "n-entries");
  g_object_notify (G_OBJECT (self), "can-undo");
  g_object_notify (G_OBJECT (self), "can-redo");
  g_object_thaw_notify (G_OBJECT (self));
  _ts_match_autosave (self);
  g_signal_emit_by_name (self, "changed");
}

gboolean
_ts_match_mend (TsMatch   *self,
                guint      position,
                GPtrArray *tail,
                GArray    *times,
                guint      readings,
                gboolean   cuts,
                char      *summary,
                GError   **error)
{
  g_autofree char *owned = summary;
  Change *change;

  /* The record as it was stays in reach (Earlier Versions…) besides the undo: a step that
   * cuts entries waits for that copy; one that cuts nothing goes on without it. */
  if (cuts)
    {
      if (!_ts_match_keep_copy (self, NULL, error))
        return FALSE;
    }
  else
    {
      GFile *version = _ts_match_write_backup (self, NULL);

      g_clear_object (&version);
    }

  change = g_new0 (Change, 1);
  change->kind = TS_MATCH_CHANGE_MEND;
  change->position = position;
  change->summary = g_steal_pointer (&owned);
  change->readings_before = (guint) MAX (ts_record_get_readings (self->record), 0);
  change->readings_after = readings;
  _ts_match_file_tail (self, position, &change->removed, &change->removed_times);

  g_object_freeze_notify (G_OBJECT (self));
  set_tail (self, position, tail, times, readings);
  /* As played: with the automatic entries the game wrote, so that redo is exact. */
  _ts_match_file_tail (self, position, &change->inserted, &change->inserted_times);
  change->id = ++self->last_change_id;
  g_ptr_array_add (self->undo_stack, change);
  g_ptr_array_set_size (self->redo_stack, 0);
  finish (self);
  return TRUE;
}

void
_ts_match_undo_redo_mend (TsMatch   *self,
                          Change    *change,
                          SpliceMode mode)
{
  gboolean undo = mode == SPLICE_UNDO;
  GPtrArray *from = undo ? self->undo_stack : self->redo_stack;
  GPtrArray *to = undo ? self->redo_stack : self->undo_stack;

  g_assert (change == g_ptr_array_index (from, from->len - 1));
  g_object_freeze_notify (G_OBJECT (self));
  set_tail (self, change->position, undo ? change->removed : change->inserted,
            undo ? change->removed_times : change->inserted_times,
            undo ? change->readings_before : change->readings_after);
  g_ptr_array_add (to, g_ptr_array_steal_index (from, from->len - 1));
  finish (self);
}

/**
 * ts_match_dup_mend_log:
 *
 * Returns: (transfer full): the mending steps that undo can take back now, oldest first, in
 *   words (History lists them); empty when there are none
 */
GStrv
ts_match_dup_mend_log (TsMatch *self)
{
  g_autoptr(GStrvBuilder) log = g_strv_builder_new ();

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  for (guint i = 0; i < self->undo_stack->len; i++)
    {
      const Change *change = g_ptr_array_index (self->undo_stack, i);

      if (change->kind == TS_MATCH_CHANGE_MEND)
        g_strv_builder_add (log, change->summary);
    }
  return g_strv_builder_end (log);
}
