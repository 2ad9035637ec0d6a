/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"

/* The games folder: where games are saved and read from (issue 43: the default one, or the
 * one chosen in Preferences), and every saved file in it read on the calling thread. What
 * is read of each file is TsRecordInfo's (ts-record-info.c). */

/* The games folder chosen in Preferences (issue 43), NULL for the default. */
static GFile *chosen_dir;
G_LOCK_DEFINE_STATIC (chosen_dir);

/**
 * ts_record_dir:
 *
 * Where games are autosaved: $XDG_DATA_HOME/tableside/games (inside Flatpak, the app's own
 * data folder, so no file-system permission is needed).
 */
GFile *
ts_record_dir (void)
{
  g_autoptr(GFile) chosen = NULL;

  G_LOCK (chosen_dir);
  chosen = chosen_dir != NULL ? g_object_ref (chosen_dir) : NULL;
  G_UNLOCK (chosen_dir);
  return chosen != NULL ? g_steal_pointer (&chosen) : ts_record_default_dir ();
}

GFile *
ts_record_default_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "games", NULL);
}

/**
 * ts_record_set_dir:
 * @dir: (nullable): the games folder, or NULL for the default one
 *
 * Where games are saved and read from now on (issue 43: a folder kept in sync by another
 * program, chosen in Preferences). Games already saved stay where they are.
 */
void
ts_record_set_dir (GFile *dir)
{
  g_return_if_fail (dir == NULL || G_IS_FILE (dir));

  G_LOCK (chosen_dir);
  g_set_object (&chosen_dir, dir);
  G_UNLOCK (chosen_dir);
}

void
ts_record_dir_load_setting (const char *schema_id)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *path = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, schema_id, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, TS_SAVED_GAMES_SETTING))
    return;
  settings = g_settings_new_full (schema, NULL, NULL);
  path = g_settings_get_string (settings, TS_SAVED_GAMES_SETTING);
  /* "~/…" and file:// understood, anything else refused and said (issue 52). */
  ts_saved_games_apply_setting (path);
}

/**
 * ts_record_scan_recent:
 *
 * Every saved-game file in @dir, newest first, read on the calling thread (the start page
 * reads them on a worker with TsRecordScan). A file that is not a readable record or sheet is
 * listed as %TS_RECORD_INFO_UNREADABLE, with the reason, and left alone on disk; a missing
 * folder is an empty list.
 */
GListStore *
ts_record_scan_recent (GFile        *dir,
                       GCancellable *cancellable)
{
  g_autoptr(GListStore) store = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GError) error = NULL;

  files = ts_record_scan_list (dir, cancellable, &error);
  if (files == NULL)
    {
      g_warning ("Cannot list saved games: %s", error->message);
      return g_steal_pointer (&store);
    }
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autoptr(TsRecordInfo) record = NULL;

      record = ts_record_info_read (file, g_object_get_data (G_OBJECT (file), "ts-modified"),
                                    cancellable);
      g_list_store_append (store, record);
    }
  return g_steal_pointer (&store);
}
