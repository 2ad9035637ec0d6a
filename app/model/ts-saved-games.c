/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-record.h"
#include "ts-saved-games.h"

/* A rename inside the folder: never a copy, never over another file. */
#define MOVE_FLAGS (G_FILE_COPY_NOFOLLOW_SYMLINKS | G_FILE_COPY_NO_FALLBACK_FOR_MOVE)

/**
 * ts_saved_games_rename:
 *
 * Gives the game in @file the name @name: the "name" inside the record, which the window
 * title, the start page and the score sheet show, saved the way every entry is saved. The
 * file keeps its name. A file that does not load is left as it is, with the reason.
 */
gboolean
ts_saved_games_rename (GFile      *file,
                       const char *name,
                       GError    **error)
{
  g_autoptr(TsRecord) record = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0' || !g_utf8_validate (stripped, -1, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A saved game needs a name."));
      return FALSE;
    }
  record = ts_record_load (file, NULL, error);
  if (record == NULL)
    return FALSE;
  ts_record_set_name (record, stripped);
  return ts_record_save (record, file, NULL, error);
}

static GFile *
get_aside_dir (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return g_file_get_child (parent, TS_SAVED_GAMES_ASIDE);
}

/**
 * ts_saved_games_set_aside:
 *
 * The first step of deleting a saved game: moves @file into the hidden ".deleted" folder
 * beside it, which the saved games list skips. Returns where the file is now, for
 * ts_saved_games_restore() (undo) or ts_saved_games_delete_aside().
 */
GFile *
ts_saved_games_set_aside (GFile   *file,
                          GError **error)
{
  g_autoptr(GFile) aside_dir = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  aside_dir = get_aside_dir (file);
  if (!g_file_make_directory (aside_dir, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  basename = g_file_get_basename (file);
  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (basename) : g_strdup_printf ("%u-%s", n, basename);
      g_autoptr(GFile) aside = g_file_get_child (aside_dir, name);

      g_clear_error (&local_error);
      /* Never over another file set aside: a move that would replace one fails. */
      if (g_file_move (file, aside, MOVE_FLAGS, NULL, NULL, NULL, &local_error))
        return g_steal_pointer (&aside);
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
}

/* Undo: moves @aside back to @file, never over a file that took its name meanwhile. */
gboolean
ts_saved_games_restore (GFile   *aside,
                        GFile   *file,
                        GError **error)
{
  g_return_val_if_fail (G_IS_FILE (aside), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return g_file_move (aside, file, MOVE_FLAGS, NULL, NULL, NULL, error);
}

/* The second step of deleting, once the undo is no longer offered. */
gboolean
ts_saved_games_delete_aside (GFile   *aside,
                             GError **error)
{
  g_return_val_if_fail (G_IS_FILE (aside), FALSE);
  return g_file_delete (aside, NULL, error);
}

/**
 * ts_saved_games_purge:
 *
 * Deletes what a run that was killed before its undo toast went away left set aside in
 * @dir. Call it before this run sets anything aside. Only files in the ".deleted" folder are
 * touched.
 */
void
ts_saved_games_purge (GFile *dir)
{
  g_autoptr(GFile) aside_dir = g_file_get_child (dir, TS_SAVED_GAMES_ASIDE);
  g_autoptr(GFileEnumerator) children = NULL;

  children = g_file_enumerate_children (aside_dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                                   G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children == NULL)
    return;
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        continue;
      if (!g_file_delete (child, NULL, &error))
        g_warning ("Cannot delete %s: %s", g_file_info_get_name (info), error->message);
    }
}

/**
 * ts_saved_games_unique_name:
 *
 * @name, or “@name (2)”, “@name (3)”… when a game of @dir saved in the last two days already
 * has it: a proposed name holds the date, so two games started the same day would otherwise
 * share it (issue 24). Only the recent files' headers are read, so that a folder of
 * thousands of games costs a listing.
 */
char *
ts_saved_games_unique_name (GFile      *dir,
                            const char *name)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GHashTable) titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) since = g_date_time_add_days (now, -2);

  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  files = ts_record_scan_list (dir, NULL, NULL);
  for (guint i = 0; files != NULL && i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GDateTime *modified = g_object_get_data (G_OBJECT (file), "ts-modified");
      g_autoptr(TsRecordInfo) info = NULL;

      /* Newest first: the rest is older still. */
      if (modified != NULL && g_date_time_compare (modified, since) < 0)
        break;
      info = ts_record_info_load (file, NULL, NULL);
      if (info != NULL && ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME)
        g_hash_table_add (titles, g_strdup (ts_record_info_get_title (info)));
    }
  for (guint n = 1;; n++)
    {
      g_autofree char *candidate = n == 1 ? g_strdup (name) : NULL;

      if (candidate == NULL)
        /* Translators: a proposed game name taken already today, then a number from 2
         * (“Kingsburg 23/11/2026 (2)”) */
        candidate = g_strdup_printf (C_ ("saved game", "%s (%u)"), name, n);
      if (!g_hash_table_contains (titles, candidate))
        return g_steal_pointer (&candidate);
    }
}
