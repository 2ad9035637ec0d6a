/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game's earlier versions: a copy of the record kept before a change set entries
 * aside and before each mending step, beside the game in the hidden folder
 * ".tableside-versions/STEM/" of the game's own folder (so a synced games folder carries
 * them along). Listed newest first for the game's Earlier Versions…, and any one can be
 * restored, itself a mending step that undo takes back. Copies made by earlier builds in
 * the data folder's "superseded" folder are listed too. Pruning (docs/file-format.md): the
 * newest KEEP_ALWAYS copies of a game are never removed; beyond them a copy older than
 * KEEP_DAYS days goes, and so does any beyond the newest KEEP_MAX. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-model-common.h"
#include "ts-match-private.h"

#define VERSIONS_FOLDER ".tableside-versions"
#define KEEP_ALWAYS 10
#define KEEP_DAYS 30
#define KEEP_MAX 50

/* The folder where earlier builds kept superseded copies, for every game. */
GFile *
ts_match_superseded_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "superseded", NULL);
}

static char *
file_stem (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_str_has_suffix (base, ".json") ? g_strndup (base, strlen (base) - strlen (".json"))
                                          : g_strdup (base);
}

/**
 * ts_match_dup_versions_dir:
 *
 * Returns: (transfer full) (nullable): the folder of this game's earlier versions, beside
 *   its file; NULL for a game without a file
 */
static GFile *game_versions_dir (TsMatch *self);

GFile *
ts_match_dup_versions_dir (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->file != NULL ? game_versions_dir (self) : NULL;
}

static GFile *
game_versions_dir (TsMatch *self)
{
  g_autoptr(GFile) parent = g_file_get_parent (self->file);
  g_autofree char *stem = file_stem (self->file);

  return parent != NULL ? g_file_new_build_filename (g_file_peek_path (parent), VERSIONS_FOLDER,
                                                     stem, NULL)
                        : NULL;
}

void
ts_match_version_free (TsMatchVersion *version)
{
  if (version == NULL)
    return;
  g_clear_object (&version->file);
  g_free (version);
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TsMatchVersion *x = *(TsMatchVersion *const *) a;
  const TsMatchVersion *y = *(TsMatchVersion *const *) b;

  return x->time_usec < y->time_usec ? 1 : x->time_usec > y->time_usec ? -1 : 0;
}

/* Adds to @out the records in @dir whose names start with @prefix (all with NULL). */
static void
list_in (GFile      *dir,
         const char *prefix,
         GPtrArray  *out)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;

  children = g_file_enumerate_children (dir,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children == NULL)
    return;
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFileInfo) owned = info;
      const char *name = g_file_info_get_name (info);
      g_autoptr(GFile) file = NULL;
      g_autoptr(TsRecord) record = NULL;
      TsMatchVersion *version;

      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_str_has_suffix (name, ".json")
          || (prefix != NULL && !g_str_has_prefix (name, prefix)))
        continue;
      file = g_file_get_child (dir, name);
      /* A copy that does not read is no version to restore. */
      if ((record = ts_record_load (file, NULL, NULL)) == NULL)
        continue;
      version = g_new0 (TsMatchVersion, 1);
      version->file = g_steal_pointer (&file);
      version->time = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
      version->time_usec = version->time * G_USEC_PER_SEC
                           + g_file_info_get_attribute_uint32 (info,
                                                               G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      version->n_entries = ts_record_get_n_entries (record);
      version->finished = ts_record_is_finished (record);
      g_ptr_array_add (out, version);
    }
}

/**
 * ts_match_list_versions:
 *
 * Returns: (transfer container) (element-type TsMatchVersion): this game's earlier
 *   versions, newest first; empty for a game without a file
 */
GPtrArray *
ts_match_list_versions (TsMatch *self)
{
  GPtrArray *versions = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_version_free);
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) legacy = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *prefix = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self), versions);
  if (self->file == NULL)
    return versions;
  if ((dir = game_versions_dir (self)) != NULL)
    list_in (dir, NULL, versions);
  /* Earlier builds named them STEM-YYYY-MM-DD-HHMMSS.json in one folder. */
  legacy = ts_match_superseded_dir ();
  stem = file_stem (self->file);
  prefix = g_strconcat (stem, "-", NULL);
  list_in (legacy, prefix, versions);
  g_ptr_array_sort (versions, newest_first);
  return versions;
}

/* Removes this game's copies that the rule in this file's comment lets go. */
static void
prune (TsMatch *self)
{
  g_autoptr(GFile) dir = game_versions_dir (self);
  g_autoptr(GPtrArray) versions = g_ptr_array_new_with_free_func (
      (GDestroyNotify) ts_match_version_free);
  gint64 cutoff = g_get_real_time () / G_USEC_PER_SEC - (gint64) KEEP_DAYS * 24 * 3600;

  if (dir == NULL)
    return;
  list_in (dir, NULL, versions);
  g_ptr_array_sort (versions, newest_first);
  for (guint i = KEEP_ALWAYS; i < versions->len; i++)
    {
      TsMatchVersion *version = g_ptr_array_index (versions, i);

      if (i >= KEEP_MAX || version->time < cutoff)
        g_file_delete (version->file, NULL, NULL);
    }
}

/* Keeps a copy of the record as it is now among its earlier versions; it can be opened like
 * any record. */
GFile *
_ts_match_write_backup (TsMatch *self)
{
  g_autoptr(GFile) dir = game_versions_dir (self);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autoptr(GFile) backup = NULL;

  if (dir == NULL)
    return NULL;
  if (!g_file_make_directory_with_parents (dir, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_warning ("Cannot keep an earlier version of the record: %s", error->message);
      return NULL;
    }
  g_clear_error (&error);
  for (guint n = 1; backup == NULL; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s.json", stamp)
                                     : g_strdup_printf ("%s-%u.json", stamp, n);
      g_autoptr(GFile) candidate = g_file_get_child (dir, name);

      if (!g_file_query_exists (candidate, NULL))
        backup = g_steal_pointer (&candidate);
    }
  ts_record_set_status (self->record, self->finished, self->winner);
  ts_record_set_winners (self->record, self->winners);
  bytes = ts_record_to_bytes (self->record);
  if (!ts_atomic_write (backup, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL,
                        &error))
    {
      g_warning ("Cannot keep an earlier version of the record: %s", error->message);
      return NULL;
    }
  prune (self);
  return g_steal_pointer (&backup);
}

/**
 * ts_match_restore_version:
 * @version: one of ts_match_list_versions()
 * @message: (out) (optional): what was done, for a toast with an Undo
 *
 * The game's entries become those of an earlier version (played under its readings), the
 * first the rules refuse holding the rest. One undo step; the record as it is now is kept
 * among the earlier versions first. Refused, changing nothing, when @version does not read
 * or is another game.
 */
gboolean
ts_match_restore_version (TsMatch *self,
                          GFile   *version,
                          char   **message,
                          GError **error)
{
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(GPtrArray) tail = NULL;
  g_autoptr(GArray) times = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *date = NULL;
  g_autofree char *name = NULL;
  guint n;
  int readings;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (version), FALSE);

  record = ts_record_load (version, NULL, error);
  if (record == NULL)
    return FALSE;
  name = g_file_get_parse_name (version);
  if (ts_record_get_module (record) != self->module
      || json_array_get_length (ts_record_get_players (record))
             != json_array_get_length (ts_record_get_players (self->record)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a file. */
                   _("“%s” is not a version of this game: its game or its players differ."),
                   name);
      return FALSE;
    }
  n = ts_record_get_n_entries (record);
  tail = g_ptr_array_new_full (n, g_object_unref);
  times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
  for (guint i = 0; i < n; i++)
    {
      gint64 time = ts_record_get_entry_time (record, i);

      g_ptr_array_add (tail, g_object_ref (ts_record_get_entry (record, i)));
      g_array_append_val (times, time);
    }
  readings = ts_record_get_readings (record);
  info = g_file_query_info (version, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  when = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  date = when != NULL ? g_date_time_format (when, "%c") : g_strdup ("?");
  _ts_match_mend (self, 0, tail, times,
                  readings >= 0 ? (guint) readings
                                : (guint) MAX (ts_record_get_readings (self->record), 0),
                  g_strdup_printf (ngettext ("Earlier version restored: %s, %u entry",
                                             "Earlier version restored: %s, %u entries", n),
                                   date, n));
  if (message != NULL)
    *message = g_strdup (((Change *) g_ptr_array_index (self->undo_stack,
                                                        self->undo_stack->len - 1))
                             ->summary);
  return TRUE;
}
