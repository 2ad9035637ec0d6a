/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game that does not replay to its end (issue 40): damaged, edited by hand, made by
 * another tool. It opens up to the entry before the one the rules refuse; that entry and the
 * ones after it are held, kept in the file and not played, until the players choose to drop
 * it (the rest is then played again as far as it goes) or to drop them all. Meanwhile
 * nothing else changes the game: what the players enter next depends on that choice. The rest
 * of TsMatch is in ts-match.c. */
#include "ts-i18n.h"

#include "ts-engine-error.h"
#include "ts-match-private.h"
#include "ts-match-replay.h"
#include "ts-model-private.h"

/* TsMatch:attention from the held entries. */
void
_ts_match_update_attention (TsMatch *self)
{
  guint n_held = ts_record_get_n_held (self->record);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_clear_pointer (&self->attention, g_free);
  if (n_held > 0)
    {
      /* Translators: an entry number from 1, that entry in words, then the game's reason
       * (a sentence) why it cannot be played. */
      first = g_strdup_printf (_("Entry %u (“%s”) cannot be played: %s"), self->held_number,
                               self->held_description != NULL ? self->held_description : "?",
                               self->held_reason);
      if (n_held == 1)
        second = g_strdup (_("It is kept in the file but not played: enter what happened "
                             "instead, or drop it."));
      else
        second = g_strdup_printf (ngettext ("It and the entry after it are kept in the file "
                                            "but not played: enter what happened instead, or "
                                            "drop it, and the next is played again; or drop "
                                            "both.",
                                            "It and the %u entries after it are kept in the file "
                                            "but not played: enter what happened instead, or "
                                            "drop it, and the rest are played again as far as "
                                            "they go; or drop them all.",
                                            n_held - 1),
                                  n_held - 1);
      self->attention = g_strconcat (first, " ", second, NULL);
    }
  g_object_notify (G_OBJECT (self), "attention");
}

void
_ts_match_hold (TsMatch    *self,
                guint       position,
                guint       number,
                const char *reason,
                char       *description)
{
  ts_record_hold_from (self->record, position);
  self->held_number = number;
  g_free (self->held_reason);
  self->held_reason = g_strdup (reason);
  g_free (self->held_description);
  self->held_description = description;
  _ts_match_update_attention (self);
}

gboolean
_ts_match_refuse_while_held (TsMatch *self,
                             GError **error)
{
  if (ts_record_get_n_held (self->record) == 0)
    return FALSE;
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
               /* Translators: an entry number from 1. */
               _("Entry %u of the file cannot be played and comes first: enter what happened "
                 "instead, or drop it."),
               self->held_number);
  return TRUE;
}

/**
 * ts_match_get_attention:
 *
 * Returns: (nullable): why entries of the file are held and not played, and what the players
 *   may do ("Entry 110 (“…”) cannot be played: … It and the 69 entries after it are kept in
 *   the file but not played: …"), or NULL when every entry is played
 */
const char *
ts_match_get_attention (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->attention;
}

/* How many entries of the file are held: the refused one and those after it. */
guint
ts_match_get_n_held (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return ts_record_get_n_held (self->record);
}

/* Plays the record's entries from @n on (the released held entries, after what took the
 * refused one's place) from where the game stands; a refusal holds the rest again, counted
 * from @number in the file. The players' choice is no undo step: the undo history is that of
 * the entries as a file opens (@keep_undo), or none (an Undo would name another entry than
 * the one just entered). */
static void
play_released (TsMatch *self,
               guint    n,
               guint    number,
               gboolean keep_undo)
{
  TsReplay replay;

  ts_replay_init (&replay, self->module, self->module->state_copy (self->state), n);
  for (guint i = n; i < ts_record_get_n_entries (self->record); i++)
    {
      TsEntry *entry = ts_record_get_entry (self->record, i);
      g_autoptr(GError) refusal = NULL;
      g_autofree char *description = NULL;

      ts_replay_fill (&replay, entry);
      if (!ts_replay_step (&replay, entry, TRUE, i, &description, &refusal))
        {
          _ts_match_hold (self, i, number + (i - n), refusal->message,
                          g_steal_pointer (&description));
          break;
        }
    }
  ts_replay_fill (&replay, NULL);
  if (replay.applied->len != ts_record_get_n_entries (self->record) - n)
    ts_record_splice_entries (self->record, n, ts_record_get_n_entries (self->record) - n,
                              (TsEntry **) replay.applied->pdata, replay.applied->len);
  for (guint i = 0; i < replay.applied->len; i++)
    ts_entry_set_description (g_ptr_array_index (replay.applied, i),
                              g_steal_pointer (&g_ptr_array_index (replay.descriptions, i)));
  g_ptr_array_extend_and_steal (self->checkpoints, g_steal_pointer (&replay.fresh));
  self->module->state_free (self->state);
  self->state = g_steal_pointer (&replay.state);

  g_object_freeze_notify (G_OBJECT (self));
  g_list_store_splice (self->entries, n, 0, replay.applied->pdata, replay.applied->len);
  ts_replay_clear (&replay);
  _ts_match_replayed (self, keep_undo, ts_record_get_n_held (self->record) == 0);
}

void
_ts_match_replayed (TsMatch *self,
                    gboolean keep_undo,
                    gboolean attention)
{
  g_ptr_array_set_size (self->undo_stack, 0);
  g_ptr_array_set_size (self->redo_stack, 0);
  if (keep_undo)
    _ts_match_rebuild_undo (self);
  if (attention)
    _ts_match_update_attention (self);
  _ts_match_refresh_derived (self);
  g_object_notify (G_OBJECT (self), "n-entries");
  g_object_notify (G_OBJECT (self), "can-undo");
  g_object_notify (G_OBJECT (self), "can-redo");
  g_object_thaw_notify (G_OBJECT (self));
  _ts_match_autosave (self);
  g_signal_emit_by_name (self, "changed");
}

/* The players enter what happened instead of the refused entry (the table's forms stand
 * before it): @entries take its place, all or none, and the held entries after it are played
 * again as far as they go. Called by ts_match_apply() and ts_match_apply_many(). */
gboolean
_ts_match_apply_held (TsMatch  *self,
                      TsEntry **entries,
                      guint     n_entries,
                      GError  **error)
{
  guint n = ts_record_get_n_entries (self->record);
  gpointer trial = self->module->state_copy (self->state);
  guint number = self->held_number;
  g_autoptr(GFile) backup = NULL;

  for (guint i = 0; i < n_entries; i++)
    if (!self->module->apply (trial, ts_entry_get_data (entries[i]), error))
      {
        self->module->state_free (trial);
        return FALSE;
      }
  self->module->state_free (trial);
  if (self->file != NULL)
    backup = _ts_match_write_backup (self);
  ts_record_release_held (self->record, 1);
  ts_record_splice_entries (self->record, n, 0, entries, n_entries);
  g_clear_pointer (&self->held_reason, g_free);
  g_clear_pointer (&self->held_description, g_free);
  play_released (self, n, number + 1, FALSE);
  return TRUE;
}

/**
 * ts_match_drop_held:
 * @all: drop every held entry, not only the refused one
 * @message: (out) (optional): what was done, for a toast
 *
 * The players' choice for held entries (ts_match_open()): the refused entry leaves the
 * record and the ones after it are played again for as long as they apply (a later refusal
 * holds the rest again), or, with @all, they all leave it. The record as it was is kept in
 * the superseded folder first (ts_match_superseded_dir()), and @message says where. This is
 * not an undo step: the entries that are played again are. FALSE when nothing is held.
 */
gboolean
ts_match_drop_held (TsMatch *self,
                    gboolean all,
                    char   **message,
                    GError **error)
{
  guint n_held;
  guint n = ts_record_get_n_entries (self->record);
  guint number;
  g_autoptr(GFile) backup = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  n_held = ts_record_get_n_held (self->record);
  if (n_held == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Every entry of this game is played: there is nothing to drop."));
      return FALSE;
    }
  number = self->held_number;
  if (self->file != NULL)
    backup = _ts_match_write_backup (self);
  ts_record_release_held (self->record, all ? n_held : 1);
  g_clear_pointer (&self->held_reason, g_free);
  g_clear_pointer (&self->held_description, g_free);

  play_released (self, n, number, TRUE);

  if (message != NULL)
    {
      g_autofree char *what = NULL;
      g_autofree char *kept = NULL;

      if (all && n_held > 1)
        /* Translators: the first and the last entry numbers of those dropped, from 1. */
        what = g_strdup_printf (_("Entries %u to %u dropped."), number, number + n_held - 1);
      else if (all)
        /* Translators: an entry number from 1. */
        what = g_strdup_printf (_("Entry %u dropped."), number);
      else
        /* Translators: an entry number from 1. */
        what = g_strdup_printf (_("Entry %u dropped; the entries after it are played again."),
                                number);
      if (backup != NULL)
        {
          g_autofree char *where = g_file_get_parse_name (backup);

          /* Translators: %s is where the file as it was is kept. */
          kept = g_strdup_printf (_("The game as it was is kept in %s."), where);
        }
      *message = kept != NULL ? g_strconcat (what, " ", kept, NULL) : g_steal_pointer (&what);
    }
  return TRUE;
}
