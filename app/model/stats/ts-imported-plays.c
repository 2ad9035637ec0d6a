/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The imported plays' file (docs/file-format.md, "Imported plays"): read whole and checked
 * member by member, written atomically, never written over when it cannot be read. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-imported-plays-private.h"
#include "ts-json-read.h"
#include "ts-model-games.h"
#include "ts-model-record.h"

struct _TsImportedPlays
{
  GObject parent_instance;

  GFile *file; /* NULL: not kept (tests) */
  char *problem;
  GPtrArray *batches; /* TsImportBatch */
  GHashTable *play_ids; /* the plays' ids, borrowed from the batches */
  GListStore *infos;    /* made when first asked for, after each change */
  TsFileStamp stamp;    /* the file as last read or written */
  gboolean others_changed; /* another program's batches taken in: "changed" to emit */
};

G_DEFINE_FINAL_TYPE (TsImportedPlays, ts_imported_plays, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-imported-plays-error-quark, ts_imported_plays_error)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TsImportedPlay *
ts_imported_play_new (guint n_seats)
{
  TsImportedPlay *play = g_new0 (TsImportedPlay, 1);

  play->duration = -1;
  play->expansions = g_ptr_array_new_with_free_func (g_free);
  play->n_seats = n_seats;
  play->seats = g_new0 (TsImportedSeat, n_seats);
  return play;
}

TsImportedPlay *
ts_imported_play_copy (const TsImportedPlay *play)
{
  TsImportedPlay *copy = ts_imported_play_new (play->n_seats);

  copy->id = g_strdup (play->id);
  copy->module = play->module;
  copy->time = play->time;
  copy->duration = play->duration;
  copy->location = g_strdup (play->location);
  for (guint k = 0; k < play->expansions->len; k++)
    g_ptr_array_add (copy->expansions, g_strdup (play->expansions->pdata[k]));
  for (guint i = 0; i < play->n_seats; i++)
    {
      copy->seats[i] = play->seats[i];
      copy->seats[i].name = g_strdup (play->seats[i].name);
      copy->seats[i].person = g_strdup (play->seats[i].person);
      copy->seats[i].key = g_strdup (play->seats[i].key);
      copy->seats[i].team = g_strdup (play->seats[i].team);
    }
  return copy;
}

void
ts_imported_play_free (TsImportedPlay *play)
{
  if (play == NULL)
    return;
  for (guint i = 0; i < play->n_seats; i++)
    {
      g_free (play->seats[i].name);
      g_free (play->seats[i].person);
      g_free (play->seats[i].key);
      g_free (play->seats[i].team);
    }
  g_free (play->seats);
  g_ptr_array_unref (play->expansions);
  g_free (play->location);
  g_free (play->id);
  g_free (play);
}

static void
person_free (gpointer data)
{
  TsImportedPerson *person = data;

  g_free (person->id);
  g_free (person->name);
  g_free (person);
}

TsImportBatch *
ts_import_batch_new (const char *source,
                     const char *file_name,
                     gint64      time)
{
  TsImportBatch *batch = g_new0 (TsImportBatch, 1);
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (time);
  g_autofree char *stamp = when != NULL ? g_date_time_format (when, "%Y-%m-%d-%H%M%S")
                                        : g_strdup ("0");

  batch->id = g_strconcat (source, "-", stamp, NULL);
  batch->source = g_strdup (source);
  batch->file_name = g_strdup (file_name);
  batch->time = time;
  batch->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_imported_play_free);
  batch->people = g_ptr_array_new_with_free_func (person_free);
  return batch;
}

void
ts_import_batch_add_person (TsImportBatch *batch,
                            const char    *id,
                            const char    *name)
{
  TsImportedPerson *person = g_new0 (TsImportedPerson, 1);

  person->id = g_strdup (id);
  person->name = g_strdup (name);
  g_ptr_array_add (batch->people, person);
}

void
ts_import_batch_free (TsImportBatch *batch)
{
  if (batch == NULL)
    return;
  g_free (batch->id);
  g_free (batch->source);
  g_free (batch->file_name);
  g_ptr_array_unref (batch->plays);
  g_ptr_array_unref (batch->people);
  g_free (batch->people_file);
  g_free (batch);
}

static void
ts_imported_plays_finalize (GObject *object)
{
  TsImportedPlays *self = TS_IMPORTED_PLAYS (object);

  g_clear_object (&self->file);
  g_clear_object (&self->infos);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->play_ids, g_hash_table_unref);
  g_clear_pointer (&self->batches, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_imported_plays_parent_class)->finalize (object);
}

static void
ts_imported_plays_class_init (TsImportedPlaysClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_imported_plays_finalize;

  /* TsImportedPlays::changed: a batch was added or removed */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
ts_imported_plays_init (TsImportedPlays *self)
{
  self->batches = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_import_batch_free);
  self->play_ids = g_hash_table_new (g_str_hash, g_str_equal);
}

GFile *
ts_imported_plays_default_file (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "imported-plays.json",
                                    NULL);
}

TsImportedPlays *
ts_imported_plays_new_empty (void)
{
  return g_object_new (TS_TYPE_IMPORTED_PLAYS, NULL);
}

/* Reads the batches of @root, the file as it is (on an error, none). */
static gboolean
read_root (TsImportedPlays *self,
           JsonNode        *root,
           GError         **error)
{
  g_hash_table_remove_all (self->play_ids);
  g_ptr_array_set_size (self->batches, 0);
  if (root != NULL && !ts_imported_plays_read_batches (root, self->batches, self->play_ids, error))
    {
      g_hash_table_remove_all (self->play_ids);
      g_ptr_array_set_size (self->batches, 0);
      return FALSE;
    }
  return TRUE;
}

/**
 * ts_imported_plays_load:
 *
 * Reads the file; then puts back into people.json the people an import made that it lacks,
 * when a kill or a crash cut that import short between its two files (docs/file-format.md,
 * "Imported plays").
 */
TsImportedPlays *
ts_imported_plays_load (GFile *file)
{
  g_autoptr(TsImportedPlays) self = ts_imported_plays_new_empty ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self->file = g_object_ref (file);
  ts_atomic_write_clean_stale (file);
  name = g_file_get_parse_name (file);
  root = ts_kept_file_read (file, _ts_imported_plays_kind (), &self->stamp, &error);
  if (root == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_steal_pointer (&self);
  if (root == NULL || !read_root (self, root, &error))
    {
      /* Translators: the first %s is a file's path, the second why it cannot be read. */
      self->problem = g_strdup_printf (_("The imported plays “%s” cannot be read, so they are "
                                         "not counted, the file is left as it is and nothing "
                                         "new is imported into it: %s"),
                                       name, error->message);
      return g_steal_pointer (&self);
    }
  g_clear_pointer (&root, json_node_unref);
  _ts_imported_plays_restore_people (self);
  return g_steal_pointer (&self);
}

GFile *
ts_imported_plays_get_file (TsImportedPlays *self)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), NULL);
  return self->file;
}

const char *
ts_imported_plays_get_problem (TsImportedPlays *self)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), NULL);
  return self->problem;
}

guint
ts_imported_plays_get_n_batches (TsImportedPlays *self)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), 0);
  return self->batches->len;
}

const TsImportBatch *
ts_imported_plays_get_batch (TsImportedPlays *self,
                             guint            index)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), NULL);
  g_return_val_if_fail (index < self->batches->len, NULL);
  return self->batches->pdata[index];
}

gboolean
ts_imported_plays_has_play (TsImportedPlays *self,
                            const char      *id)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), FALSE);
  return id != NULL && g_hash_table_contains (self->play_ids, id);
}

static void
changed (TsImportedPlays *self)
{
  g_hash_table_remove_all (self->play_ids);
  for (guint b = 0; b < self->batches->len; b++)
    {
      const TsImportBatch *batch = self->batches->pdata[b];

      for (guint p = 0; p < batch->plays->len; p++)
        g_hash_table_add (self->play_ids, ((TsImportedPlay *) batch->plays->pdata[p])->id);
    }
  g_clear_object (&self->infos);
  self->others_changed = FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Says the batches another program added or removed, once the lock is let go. */
void
_ts_imported_plays_flush_changed (TsImportedPlays *self)
{
  if (self->others_changed)
    changed (self);
}

gboolean
_ts_imported_plays_refresh_locked (TsImportedPlays *self,
                                   GError         **error)
{
  g_autoptr(JsonNode) current = NULL;
  gboolean file_changed = FALSE;

  if (self->problem != NULL)
    {
      g_set_error_literal (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                           self->problem);
      return FALSE;
    }
  if (self->file == NULL)
    return TRUE;
  if (!ts_kept_file_refresh (self->file, _ts_imported_plays_kind (), &self->stamp,
                             &file_changed, &current, error))
    return FALSE;
  /* Another program's batches (read by the same reader already, so this reads); a file gone
   * is written again whole from these. */
  if (file_changed && current != NULL)
    {
      read_root (self, current, NULL);
      g_clear_object (&self->infos);
      self->others_changed = TRUE;
    }
  return TRUE;
}

/* Writes @batches as the file; the object changes only after it is written. */
static gboolean
write_locked (TsImportedPlays *self,
              GPtrArray       *batches,
              GError         **error)
{
  g_autofree char *data = NULL;

  if (self->file == NULL)
    return TRUE;
  data = ts_imported_plays_to_text (batches);
  return ts_kept_file_write (self->file, _ts_imported_plays_kind (), data, strlen (data),
                             &self->stamp, error);
}

gboolean
_ts_imported_plays_add_locked (TsImportedPlays *self,
                               TsImportBatch   *batch,
                               GError         **error)
{
  g_autoptr(TsImportBatch) owned = batch;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GHashTable) ids = NULL;
  g_autofree char *base = NULL;

  /* Plays another program imported meanwhile are kept once (the reader refuses a play kept
   * twice). */
  for (guint p = owned->plays->len; p > 0; p--)
    if (g_hash_table_contains (self->play_ids,
                               ((TsImportedPlay *) owned->plays->pdata[p - 1])->id))
      g_ptr_array_remove_index (owned->plays, p - 1);
  if (owned->plays->len == 0)
    {
      g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_KEPT,
                   /* Translators: %s is the name of the file imported from */
                   _("Every play of “%s” is imported already."), owned->file_name);
      return FALSE;
    }
  /* Its id unique: a second import in the same second is "-2". */
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint b = 0; b < self->batches->len; b++)
    g_hash_table_add (ids, ((TsImportBatch *) self->batches->pdata[b])->id);
  base = g_strdup (owned->id);
  for (guint n = 2; g_hash_table_contains (ids, owned->id); n++)
    {
      g_free (owned->id);
      owned->id = g_strdup_printf ("%s-%u", base, n);
    }
  /* The batches as they would be, borrowed (the copy frees none of them). */
  after = g_ptr_array_copy (self->batches, NULL, NULL);
  g_ptr_array_set_free_func (after, NULL);
  g_ptr_array_add (after, owned);
  if (!write_locked (self, after, error))
    return FALSE;
  g_ptr_array_add (self->batches, g_steal_pointer (&owned));
  changed (self);
  return TRUE;
}

gboolean
_ts_imported_plays_remove_locked (TsImportedPlays *self,
                                  const char      *id,
                                  TsImportBatch  **removed,
                                  GError         **error)
{
  g_autoptr(GPtrArray) after = NULL;
  guint index = G_MAXUINT;

  for (guint b = 0; b < self->batches->len; b++)
    if (g_strcmp0 (((TsImportBatch *) self->batches->pdata[b])->id, id) == 0)
      index = b;
  if (index == G_MAXUINT)
    {
      g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNKNOWN,
                   /* Translators: %s is an import's id (“bgstats-2026-11-20-201500”) */
                   _("No import has the id “%s”."), id != NULL ? id : "");
      return FALSE;
    }
  after = g_ptr_array_copy (self->batches, NULL, NULL);
  g_ptr_array_set_free_func (after, NULL);
  g_ptr_array_remove_index (after, index);
  if (!write_locked (self, after, error))
    return FALSE;
  if (removed != NULL)
    *removed = g_ptr_array_steal_index (self->batches, index);
  else
    g_ptr_array_remove_index (self->batches, index);
  changed (self);
  return TRUE;
}

/* Under the file's lock: takes in another program's changes, then @op (add or remove). */
static TsKeptFileLock *
lock_and_refresh (TsImportedPlays *self,
                  GError         **error)
{
  const TsKeptFileKind *kind = _ts_imported_plays_kind ();
  g_autoptr(TsKeptFileLock) lock = NULL;

  if (self->file != NULL)
    {
      lock = ts_kept_file_lock (&self->file, &kind, 1, error);
      if (lock == NULL)
        return NULL;
    }
  else
    lock = ts_kept_file_lock (NULL, NULL, 0, error);
  if (!_ts_imported_plays_refresh_locked (self, error))
    return NULL;
  return g_steal_pointer (&lock);
}

gboolean
ts_imported_plays_add (TsImportedPlays *self,
                       TsImportBatch   *batch,
                       GError         **error)
{
  g_autoptr(TsImportBatch) owned = batch;
  g_autoptr(TsKeptFileLock) lock = NULL;
  gboolean added;

  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), FALSE);
  g_return_val_if_fail (batch != NULL, FALSE);

  lock = lock_and_refresh (self, error);
  added = lock != NULL && _ts_imported_plays_add_locked (self, g_steal_pointer (&owned), error);
  g_clear_pointer (&lock, ts_kept_file_unlock);
  _ts_imported_plays_flush_changed (self);
  return added;
}

gboolean
ts_imported_plays_remove (TsImportedPlays *self,
                          const char      *id,
                          TsImportBatch  **removed,
                          GError         **error)
{
  g_autoptr(TsKeptFileLock) lock = NULL;
  gboolean done;

  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), FALSE);

  lock = lock_and_refresh (self, error);
  done = lock != NULL && _ts_imported_plays_remove_locked (self, id, removed, error);
  g_clear_pointer (&lock, ts_kept_file_unlock);
  _ts_imported_plays_flush_changed (self);
  return done;
}

/* -------------------------------------------------------------------------------------- */
/* As the statistics read them                                                             */

static TsRecordInfo *
info_of (TsImportedPlays      *self,
         const TsImportedPlay *play)
{
  TsRecordInfo *info = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  TsRecordSummary *summary = g_new0 (TsRecordSummary, 1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colors = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) persons = g_strv_builder_new ();

  info->kind = TS_RECORD_INFO_GAME;
  info->file = self->file != NULL ? g_object_ref (self->file)
                                  : g_file_new_for_path ("imported-plays.json");
  info->game_id = g_strdup (play->module->id);
  info->game_name = play->module->name;
  info->title = g_strdup (play->module->name);
  info->modified = g_date_time_new_from_unix_local (play->time);
  info->created = play->time;
  info->duration = play->duration;
  info->finished = TRUE;
  info->imported_id = g_strdup (play->id);
  summary->n_players = play->n_seats;
  summary->scores = g_new0 (int, play->n_seats);
  for (guint i = 0; i < play->n_seats; i++)
    {
      const TsImportedSeat *seat = &play->seats[i];

      g_strv_builder_add (names, seat->name);
      g_strv_builder_add (colors, "");
      g_strv_builder_add (persons, seat->person);
      summary->scores[i] = seat->scored ? seat->score : 0;
      if (!seat->scored)
        summary->unknown_scores |= 1u << i;
      if (seat->winner)
        {
          summary->winners |= 1u << i;
          if (info->winner < 0)
            info->winner = i;
        }
    }
  info->winners = summary->winners;
  info->summary = summary;
  info->players = g_strv_builder_end (names);
  info->colors = g_strv_builder_end (colors);
  info->persons = g_strv_builder_end (persons);
  return info;
}

GListModel *
ts_imported_plays_get_infos (TsImportedPlays *self)
{
  g_return_val_if_fail (TS_IS_IMPORTED_PLAYS (self), NULL);

  if (self->infos == NULL)
    {
      self->infos = g_list_store_new (TS_TYPE_RECORD_INFO);
      for (guint b = 0; b < self->batches->len; b++)
        {
          const TsImportBatch *batch = self->batches->pdata[b];

          for (guint p = 0; p < batch->plays->len; p++)
            {
              g_autoptr(TsRecordInfo) info = info_of (self, batch->plays->pdata[p]);

              g_list_store_append (self->infos, info);
            }
        }
    }
  return G_LIST_MODEL (self->infos);
}

const char *
ts_imported_plays_info_get_id (TsRecordInfo *info)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (info), NULL);
  return info->imported_id;
}
