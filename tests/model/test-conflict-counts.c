/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52: a game and its sync tool's conflict copy count once in the statistics and in the
 * BG Stats export; a copy counts in place of an original that needs attention or cannot be
 * read; a game that needs attention is named as not counted; and the games-folder setting is
 * read as a folder on the command line is: "~/…" and file:// understood, anything else and a
 * folder that is not there said, naming the setting. Records are the finished Caylus 1303 game
 * of tests/data, written as they are or with one entry damaged so that the rules refuse it. */
#include <string.h>

#include <glib/gstdio.h>

#include "ts-bgstats-private.h"
#include "ts-bgstats.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"
#include "ts-stats.h"
#include "ts-sync-conflict.h"

#define COPY_NAME "Race.sync-conflict-20261125-223015-ABCDEF7.json"

/* The fixture's text; @damaged: its 20th entry (a character revealed) names one the game does
 * not have, so that the replay stops there and the record needs attention. */
static char *
fixture (gboolean damaged)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data",
                                                 "caylus-complete.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *entries;
  JsonObject *entry;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  if (!damaged)
    return json_to_string (json_parser_get_root (parser), FALSE);
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  entry = json_array_get_object_element (entries, 19);
  g_assert_cmpstr (json_object_get_string_member (entry, "type"), ==, "reveal");
  /* Already revealed: the rules refuse a character twice. */
  json_object_set_string_member (entry, "character",
                                 json_object_get_string_member (
                                     json_array_get_object_element (entries, 14), "character"));
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static GListStore *
read_folder (const char *dir)
{
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  GListStore *infos = ts_record_scan_read (folder, NULL, &error);

  g_assert_no_error (error);
  return infos;
}

static TsRecordInfo *
find (GListModel *infos,
      const char *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (infos); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (infos, i);
      g_autofree char *own = g_file_get_basename (ts_record_info_get_file (info));

      if (g_str_equal (own, name))
        return info; /* the list keeps it */
    }
  g_assert_not_reached ();
}

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

/* The tester's folder: a finished game and Syncthing's copy of it. One play in the export (it
 * wrote two), one finished game in the statistics. */
static void
test_export_once (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-conflict-XXXXXX", NULL);
  g_autofree char *text = fixture (FALSE);
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(TsBgStatsOut) out = NULL;
  g_autoptr(TsStats) stats = NULL;

  write_file (dir, "Race.json", text);
  write_file (dir, COPY_NAME, text);
  infos = read_folder (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (infos)), ==, 2);

  out = ts_bgstats_out_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_bgstats_out_get_n_plays (out), ==, 1);
  {
    TsImportedPlay *play = out->plays->pdata[0];
    g_autofree char *original = ts_bgstats_play_uuid (find (G_LIST_MODEL (infos), "Race.json"));

    g_assert_cmpstr (play->id, ==, original);
  }
  stats = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 1);
  g_assert_cmpuint (ts_stats_get_n_conflicts (stats), ==, 1);
  g_assert_cmpuint (ts_stats_get_counted_copies (stats)->len, ==, 0);
  remove_folder (dir);
}

/* The original needs attention (an entry damaged): its copy counts in its place, in the
 * statistics and in the export (under the original's id, the same play for BG Stats). */
static void
test_held_original (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-conflict-XXXXXX", NULL);
  g_autofree char *good = fixture (FALSE);
  g_autofree char *damaged = fixture (TRUE);
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(TsBgStatsOut) out = NULL;
  g_autoptr(TsStats) stats = NULL;
  g_autoptr(TsSyncCounts) versions = NULL;
  TsRecordInfo *original, *copy, *other = NULL;

  write_file (dir, "Race.json", damaged);
  write_file (dir, COPY_NAME, good);
  infos = read_folder (dir);
  original = find (G_LIST_MODEL (infos), "Race.json");
  copy = find (G_LIST_MODEL (infos), COPY_NAME);
  g_assert_nonnull (ts_record_info_get_attention (original));
  g_assert_null (ts_record_info_get_attention (copy));

  versions = ts_sync_counts_new (G_LIST_MODEL (infos));
  g_assert_cmpint (ts_sync_counts_get (versions, copy, &other), ==, TS_SYNC_COUNT_IN_PLACE);
  g_assert_true (other == original);
  g_assert_cmpint (ts_sync_counts_get (versions, original, &other), ==, TS_SYNC_COUNT_REPLACED);
  g_assert_true (other == copy);

  stats = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 1);
  g_assert_cmpuint (ts_stats_get_n_unscored (stats), ==, 0);
  g_assert_cmpuint (ts_stats_get_n_conflicts (stats), ==, 0);
  g_assert_cmpuint (ts_stats_get_not_counted (stats)->len, ==, 0);
  g_assert_cmpuint (ts_stats_get_counted_copies (stats)->len, ==, 1);
  g_assert_true (ts_stats_get_counted_copies (stats)->pdata[0] == copy);

  out = ts_bgstats_out_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_bgstats_out_get_n_plays (out), ==, 1);
  {
    TsImportedPlay *play = out->plays->pdata[0];
    g_autofree char *id = ts_bgstats_play_uuid (original);

    g_assert_cmpstr (play->id, ==, id);
  }

  /* A damaged original (not even JSON) the same. */
  write_file (dir, "Race.json", "{\"format\": \"tableside-record\", ");
  g_clear_object (&infos);
  g_clear_object (&stats);
  infos = read_folder (dir);
  g_assert_cmpint (ts_record_info_get_kind (find (G_LIST_MODEL (infos), "Race.json")), ==,
                   TS_RECORD_INFO_UNREADABLE);
  stats = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 1);
  g_assert_cmpuint (ts_stats_get_not_counted (stats)->len, ==, 0);
  g_assert_cmpuint (ts_stats_get_counted_copies (stats)->len, ==, 1);
  remove_folder (dir);
}

/* A finished game that needs attention, with no copy: not counted, and named as such (a change
 * of reading made it so, in the tester's words), as is a file that cannot be read. */
static void
test_held_only (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-conflict-XXXXXX", NULL);
  g_autofree char *damaged = fixture (TRUE);
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(TsStats) stats = NULL;
  GPtrArray *not_counted;

  write_file (dir, "Race.json", damaged);
  write_file (dir, "Broken.json", "[1, 2");
  infos = read_folder (dir);
  stats = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 0);
  g_assert_cmpuint (ts_stats_get_n_unscored (stats), ==, 1);
  not_counted = ts_stats_get_not_counted (stats);
  g_assert_cmpuint (not_counted->len, ==, 2);
  for (guint i = 0; i < not_counted->len; i++)
    {
      g_autofree char *name = g_file_get_basename (ts_record_info_get_file (not_counted->pdata[i]));

      if (g_str_equal (name, "Race.json"))
        g_assert_nonnull (ts_record_info_get_attention (not_counted->pdata[i]));
      else
        g_assert_cmpint (ts_record_info_get_kind (not_counted->pdata[i]), ==,
                         TS_RECORD_INFO_UNREADABLE);
    }
  remove_folder (dir);
}

static void
assert_refused (GFile      *dir,
                const char *value)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ts_saved_games_check_folder (dir, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "games-folder"));
  g_assert_nonnull (strstr (error->message, value));
}

/* The setting as the command line and the app read it (GSettings): a missing folder is said,
 * naming the setting; "~/x" and file:///x are the folders they name. */
static void
test_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");
  g_autofree char *base = g_dir_make_tmp ("ts-setting-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (base, "not-there", NULL);
  g_autofree char *home_games = g_build_filename (g_get_home_dir (), "x", NULL);
  g_autofree char *uri = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) expected = NULL;
  g_autoptr(GFile) fallback = ts_record_default_dir ();
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;

  /* A folder that is not there: an error, not a folder of no games. */
  g_settings_set_string (settings, TS_SAVED_GAMES_SETTING, missing);
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  dir = ts_record_dir ();
  expected = g_file_new_for_path (missing);
  g_assert_true (g_file_equal (dir, expected));
  assert_refused (dir, missing);
  problem = ts_saved_games_dup_folder_problem ();
  g_assert_nonnull (problem);
  g_clear_pointer (&problem, g_free);
  g_assert_true (g_mkdir (missing, 0755) == 0);
  g_assert_true (ts_saved_games_check_folder (dir, &error));
  g_assert_no_error (error);
  g_assert_null (problem = ts_saved_games_dup_folder_problem ());

  /* "~/x": in the home folder, as a shell reads it (it was a folder "~" in the current one). */
  g_settings_set_string (settings, TS_SAVED_GAMES_SETTING, "~/x");
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  g_clear_object (&dir);
  g_clear_object (&expected);
  dir = ts_record_dir ();
  expected = g_file_new_for_path (home_games);
  g_assert_true (g_file_equal (dir, expected));
  assert_refused (dir, "~/x");
  g_assert_true (g_mkdir_with_parents (home_games, 0755) == 0);
  g_assert_true (ts_saved_games_check_folder (dir, NULL));

  /* file:///x: the folder of that path. */
  uri = g_filename_to_uri (missing, NULL, NULL);
  g_settings_set_string (settings, TS_SAVED_GAMES_SETTING, uri);
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  g_clear_object (&dir);
  g_clear_object (&expected);
  dir = ts_record_dir ();
  expected = g_file_new_for_path (missing);
  g_assert_true (g_file_equal (dir, expected));
  g_assert_true (ts_saved_games_check_folder (dir, NULL));
  g_rmdir (missing);
  assert_refused (dir, uri);

  /* Refused: another computer's address, a relative path. The default folder is read (and
   * saved in) meanwhile, and reading it says why. */
  for (const char *const *value = (const char *const[]) { "smb://server/games", "games",
                                                           "~ana/games", NULL };
       *value != NULL; value++)
    {
      g_autoptr(GError) refusal = NULL;

      g_assert_null (ts_saved_games_folder_from_setting (*value, &refusal));
      g_assert_nonnull (refusal);
      g_settings_set_string (settings, TS_SAVED_GAMES_SETTING, *value);
      ts_record_dir_load_setting ("io.github.tableside.Tableside");
      g_clear_object (&dir);
      dir = ts_record_dir ();
      g_assert_true (g_file_equal (dir, fallback));
      assert_refused (dir, *value);
    }

  /* The default: a missing default folder is no games yet, not an error. */
  g_settings_reset (settings, TS_SAVED_GAMES_SETTING);
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  g_clear_object (&dir);
  dir = ts_record_dir ();
  g_assert_true (g_file_equal (dir, fallback));
  g_assert_true (ts_saved_games_check_folder (dir, NULL));
  g_rmdir (home_games);
  g_rmdir (base);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/model/conflict-counts/export-once", test_export_once);
  g_test_add_func ("/model/conflict-counts/held-original", test_held_original);
  g_test_add_func ("/model/conflict-counts/held-only", test_held_only);
  g_test_add_func ("/model/games-folder/setting", test_setting);
  return g_test_run ();
}
