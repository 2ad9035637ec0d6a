/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch's saving: autosave after every change and its retries while saving fails, the
 * notice when a change sets entries aside (its copy kept by ts-match-versions.c), and the
 * file it is kept in. The rest of TsMatch is in ts-match.c. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-model-common.h"
#include "ts-match-private.h"
#include "ts-model-record.h"
#include "ts-model-games.h"

TsMatchSetAside *
_ts_match_set_aside_new (TsMatch    *self,
                         guint       index,
                         guint       n_entries,
                         char       *description,
                         const char *reason,
                         GFile      *backup)
{
  TsMatchSetAside *set_aside = g_new0 (TsMatchSetAside, 1);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  set_aside->index = index;
  set_aside->n_entries = n_entries;
  set_aside->description = description;
  set_aside->reason = g_strdup (reason);
  set_aside->backup = backup;

  /* Translators: an entry number counted from 1, then the game's reason (a sentence). */
  first = g_strdup_printf (_("Entry %u no longer applies: %s"), index + 1, reason);
  if (n_entries == 1)
    second = g_strdup (_("It was set aside; undo brings it back."));
  else
    second = g_strdup_printf (ngettext ("It and the entry after it were set aside; undo brings "
                                        "them back.",
                                        "It and the %u entries after it were set aside; undo "
                                        "brings them back.",
                                        n_entries - 1),
                              n_entries - 1);
  set_aside->message = g_strconcat (first, " ", second, NULL);
  return set_aside;
}

static void
set_save_error (TsMatch      *self,
                const GError *error)
{
  if (self->save_error == NULL && error == NULL)
    return;
  if (self->save_error != NULL && error != NULL
      && g_error_matches (self->save_error, error->domain, error->code)
      && g_strcmp0 (self->save_error->message, error->message) == 0)
    return;
  g_clear_error (&self->save_error);
  if (error != NULL)
    self->save_error = g_error_copy (error);
  g_object_notify (G_OBJECT (self), "save-error");
}

/* Another program (another computer, through a synced folder) changed the record since this
 * match read or wrote it: the match goes on in a conflict copy beside it, as sync tools do,
 * so that neither side's entries are lost (TsMatch::file-diverted). FALSE if even the copy
 * cannot be written: then the match stays with the original and says why it is not saved. */
static gboolean
divert (TsMatch *self)
{
  g_autoptr(GFile) original = g_object_ref (self->file);
  g_autoptr(GFile) dir = g_file_get_parent (original);
  g_autofree char *name = g_file_get_basename (original);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  TsFileStamp stamp = self->stamp;

  if (dir == NULL)
    return FALSE;
  for (guint n = 1; copy == NULL && n < 100; n++)
    {
      g_autofree char *copy_name = ts_sync_conflict_name (name, now, n);
      g_autoptr(GFile) candidate = g_file_get_child (dir, copy_name);

      if (!g_file_query_exists (candidate, NULL))
        copy = g_steal_pointer (&candidate);
    }
  if (copy == NULL)
    return FALSE;
  g_set_object (&self->file, copy);
  memset (&self->stamp, 0, sizeof self->stamp);
  self->cleaned = FALSE;
  if (!ts_match_save (self, NULL, &error))
    {
      g_set_object (&self->file, original);
      self->stamp = stamp;
      return FALSE;
    }
  g_object_notify (G_OBJECT (self), "file");
  g_signal_emit_by_name (self, "file-diverted", original, copy);
  return TRUE;
}

static gboolean
retry_cb (gpointer user_data)
{
  TsMatch *self = TS_MATCH (user_data);
  g_autoptr(GError) error = NULL;

  if (!self->autosave || self->file == NULL || ts_match_save (self, NULL, &error)
      || (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG) && divert (self)))
    {
      self->retry_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
_ts_match_autosave (TsMatch *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->autosave || self->file == NULL)
    return;
  if (!ts_match_save (self, NULL, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG) && divert (self))
        return;
      if (self->retry_id == 0)
        self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
      g_signal_emit_by_name (self, "save-failed", error);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Saving                                                                                  */

GFile *
ts_match_get_file (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->file;
}

/**
 * ts_match_set_file:
 *
 * Where the record is kept. With TsMatch:autosave (the default) the record is saved there at
 * once, then after every change.
 */
void
ts_match_set_file (TsMatch *self,
                   GFile   *file)
{
  g_return_if_fail (TS_IS_MATCH (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (!g_set_object (&self->file, file))
    return;
  self->cleaned = FALSE;
  /* A new file: whatever is there was chosen to be replaced (Save As asks first). */
  memset (&self->stamp, 0, sizeof self->stamp);
  if (file == NULL)
    set_save_error (self, NULL);
  g_object_notify (G_OBJECT (self), "file");
  _ts_match_autosave (self);
}

gboolean
ts_match_get_autosave (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->autosave;
}

void
ts_match_set_autosave (TsMatch *self,
                       gboolean autosave_)
{
  g_return_if_fail (TS_IS_MATCH (self));

  autosave_ = !!autosave_;
  if (self->autosave == autosave_)
    return;
  self->autosave = autosave_;
  g_object_notify (G_OBJECT (self), "autosave");
}

/* Where the game stands, in the header, for the saved games list (TsGameModule.progress). */
void
_ts_match_write_progress (TsMatch *self)
{
  JsonObject *progress = !self->finished && self->module->progress != NULL
                             ? self->module->progress (self->state)
                             : NULL;

  ts_record_set_progress (self->record, progress);
  if (progress != NULL)
    json_object_unref (progress);
}

/**
 * ts_match_save:
 *
 * Saves the record to TsMatch:file now, atomically (ts_record_save()). The first save to a
 * file also removes the temporary files a crashed save of it may have left (only writers
 * do: opening or checking a record never deletes anything).
 */
gboolean
ts_match_save (TsMatch      *self,
               GCancellable *cancellable,
               GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  TsFileStamp written;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  ts_record_set_status (self->record, self->finished, self->winner);
  ts_record_set_winners (self->record, self->winners);
  _ts_match_write_progress (self);
  bytes = ts_record_to_bytes (self->record);
  /* Refused when another program (another Tableside) wrote the file since this match last
   * read or wrote it: overwriting would lose its entries. */
  if (!ts_atomic_write_checked (self->file, g_bytes_get_data (bytes, NULL),
                                g_bytes_get_size (bytes), &self->stamp, &written, cancellable,
                                &local_error))
    {
      set_save_error (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  self->stamp = written;
  set_save_error (self, NULL);
  if (!self->cleaned)
    {
      ts_atomic_write_clean_stale (self->file);
      self->cleaned = TRUE;
    }
  return TRUE;
}

/**
 * ts_match_get_save_error:
 *
 * Returns: (nullable): why the last save to TsMatch:file failed, or NULL when it holds every
 *   entry (TsMatch:save-error)
 */
const GError *
ts_match_get_save_error (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->save_error;
}
