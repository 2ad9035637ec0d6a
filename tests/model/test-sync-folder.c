/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A games folder kept in sync by another program (issue 43): the sync tools' conflict copies
 * are known by their names and listed beside their originals; the folder chosen in
 * Preferences is where games are read and saved; and two programs writing one record at
 * once (two processes, as two computers through a shared folder) never lose an entry. */
#include <string.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-match.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-sync-conflict.h"

static void
test_parse (void)
{
  static const struct
  {
    const char *name;
    const char *original;
    TsSyncTool tool;
  } cases[] = {
    { "Castles 2026-11-25.sync-conflict-20261125-223015-ABCDEF7.json",
      "Castles 2026-11-25.json", TS_SYNC_TOOL_SYNCTHING },
    { "Castles (conflicted copy 2026-11-25 223015).json", "Castles.json",
      TS_SYNC_TOOL_NEXTCLOUD },
    { "Castles_conflict-20261125-223015.json", "Castles.json", TS_SYNC_TOOL_NEXTCLOUD },
    { "Castles (Ana's conflicted copy 2026-11-25).json", "Castles.json", TS_SYNC_TOOL_DROPBOX },
    { "Castles (Ana\xe2\x80\x99s conflicted copy 2026-11-25 (1)).json", "Castles.json",
      TS_SYNC_TOOL_DROPBOX },
    { "Castles (conflicted copy 2026-11-25).json", "Castles.json", TS_SYNC_TOOL_DROPBOX },
    { "Castles (SFConflict ana@example.org 2026-11-25-22-30-15).json", "Castles.json",
      TS_SYNC_TOOL_SEAFILE },
    { "Castles (Tableside conflict 2026-11-25 223015).json", "Castles.json",
      TS_SYNC_TOOL_TABLESIDE },
    { "Castles (Tableside conflict 2026-11-25 223015 2).json", "Castles.json",
      TS_SYNC_TOOL_TABLESIDE },
    /* A name in Latin-1, not UTF-8: file names are bytes. */
    { "Ca\xe7" "a.sync-conflict-20261125-223015-ABCDEF7.json", "Ca\xe7" "a.json",
      TS_SYNC_TOOL_SYNCTHING },
    /* Not conflict copies. */
    { "Castles (2).json", NULL, TS_SYNC_TOOL_NONE },
    { "Castles (copy).json", NULL, TS_SYNC_TOOL_NONE },
    { "Castles 2026-11-25.json", NULL, TS_SYNC_TOOL_NONE },
    { "x.sync-conflict-2026-ABC.json", NULL, TS_SYNC_TOOL_NONE },
    { ".sync-conflict-20261125-223015-ABCDEF7.json", NULL, TS_SYNC_TOOL_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsSyncTool tool = 99;
      g_autofree char *original = ts_sync_conflict_parse (cases[i].name, &tool);

      g_test_message ("%s", cases[i].name);
      g_assert_cmpstr (original, ==, cases[i].original);
      g_assert_cmpint (tool, ==, cases[i].tool);
    }
  g_assert_null (ts_sync_conflict_parse (NULL, NULL));
  g_assert_cmpstr (ts_sync_tool_get_name (TS_SYNC_TOOL_SYNCTHING), ==, "Syncthing");
  g_assert_null (ts_sync_tool_get_name (TS_SYNC_TOOL_NONE));
}

/* Tableside's own copies are named so that it knows them again. */
static void
test_own_name (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 11, 25, 22, 30, 15);
  g_autofree char *first = ts_sync_conflict_name ("Kingsburg.json", when, 1);
  g_autofree char *second = ts_sync_conflict_name ("Kingsburg.json", when, 2);
  g_autofree char *bare = ts_sync_conflict_name ("notes", when, 1);
  g_autofree char *back = NULL;
  TsSyncTool tool = TS_SYNC_TOOL_NONE;

  g_assert_cmpstr (first, ==, "Kingsburg (Tableside conflict 2026-11-25 223015).json");
  g_assert_cmpstr (second, ==, "Kingsburg (Tableside conflict 2026-11-25 223015 2).json");
  g_assert_cmpstr (bare, ==, "notes (Tableside conflict 2026-11-25 223015)");
  back = ts_sync_conflict_parse (second, &tool);
  g_assert_cmpstr (back, ==, "Kingsburg.json");
  g_assert_cmpint (tool, ==, TS_SYNC_TOOL_TABLESIDE);
}

static GPtrArray *
files_named (const char *const *names)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (files, g_file_new_build_filename ("/games", names[i], NULL));
  return files;
}

static void
assert_names (GPtrArray         *files,
              const char *const *names)
{
  g_assert_cmpuint (files->len, ==, g_strv_length ((char **) names));
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *name = g_file_get_basename (g_ptr_array_index (files, i));

      g_assert_cmpstr (name, ==, names[i]);
    }
}

/* A copy follows its original wherever the newest-first order put it; a copy of a copy
 * follows that copy; a copy whose original is gone stays where it was. */
static void
test_order (void)
{
  static const char *const newest_first[] = {
    "A (conflicted copy 2026-11-25 223015).json",
    "B.json",
    "C.sync-conflict-20261125-223015-ABCDEF7.json",
    "A.json",
    "A (conflicted copy 2026-11-25 223015).sync-conflict-20261125-230000-ABCDEF7.json",
    "D.json",
    "A (Tableside conflict 2026-11-24 101010).json",
    NULL,
  };
  static const char *const expected[] = {
    "B.json",
    "C.sync-conflict-20261125-223015-ABCDEF7.json",
    "A.json",
    "A (conflicted copy 2026-11-25 223015).json",
    "A (conflicted copy 2026-11-25 223015).sync-conflict-20261125-230000-ABCDEF7.json",
    "A (Tableside conflict 2026-11-24 101010).json",
    "D.json",
    NULL,
  };
  g_autoptr(GPtrArray) files = files_named (newest_first);
  g_autoptr(GPtrArray) plain = files_named ((const char *const[]) { "B.json", "A.json", NULL });

  ts_sync_conflict_order (files);
  assert_names (files, expected);
  ts_sync_conflict_order (plain);
  assert_names (plain, (const char *const[]) { "B.json", "A.json", NULL });
}

static TsMatch *
new_race (void)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_array_add_object_element (players, player);
    }
  json_object_set_int_member (setup, "target", 1000);
  match = ts_match_new (&ts_counter_game, "Synced race", players, NULL, setup, &error);
  g_assert_no_error (error);
  return match;
}

static void
save_new (GFile *file,
          guint  n_entries)
{
  g_autoptr(TsMatch) match = new_race ();

  ts_match_set_file (match, file);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (ts_match_get_legal_entries (match), 0);

      g_assert_true (ts_match_apply (match, entry, NULL));
    }
  g_assert_null (ts_match_get_save_error (match));
}

/* The folder chosen in Preferences is where the saved games are read from; a scan lists a
 * conflict copy beside its original even when it is the newest file. */
static void
test_chosen_folder (void)
{
  g_autofree char *base = g_dir_make_tmp ("ts-sync-XXXXXX", NULL);
  g_autoptr(GFile) chosen = g_file_new_build_filename (base, "Sync", "Tableside", NULL);
  g_autoptr(GFile) original = g_file_get_child (chosen, "Race.json");
  g_autoptr(GFile) other = g_file_get_child (chosen, "Other.json");
  g_autoptr(GFile) copy = g_file_get_child (chosen,
                                            "Race.sync-conflict-20261125-223015-ABCDEF7.json");
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");
  static const char *const expected[] = {
    "Other.json", "Race.json", "Race.sync-conflict-20261125-223015-ABCDEF7.json", NULL,
  };

  g_assert_true (g_file_make_directory_with_parents (chosen, NULL, &error));
  save_new (original, 3);
  g_usleep (20000);
  save_new (other, 2);
  g_usleep (20000);
  save_new (copy, 4);

  /* The setting, as the command line reads it. */
  g_settings_set_string (settings, "games-folder", g_file_peek_path (chosen));
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  dir = ts_record_dir ();
  g_assert_true (g_file_equal (dir, chosen));

  infos = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (infos)), ==, 3);
  for (guint i = 0; expected[i] != NULL; i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (infos), i);
      g_autofree char *name = g_file_get_basename (ts_record_info_get_file (info));

      g_assert_cmpstr (name, ==, expected[i]);
    }

  /* Back to the default. */
  g_settings_reset (settings, "games-folder");
  ts_record_dir_load_setting ("io.github.tableside.Tableside");
  g_clear_object (&dir);
  dir = ts_record_dir ();
  {
    g_autoptr(GFile) fallback = ts_record_default_dir ();

    g_assert_true (g_file_equal (dir, fallback));
  }
}

typedef struct
{
  guint loaded;
  guint kept;
  char *file;
} RacerResult;

static void
parse_racer (const char  *output,
             RacerResult *result)
{
  g_auto(GStrv) lines = g_strsplit (output, "\n", -1);
  gboolean seen_first = FALSE;

  memset (result, 0, sizeof *result);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* The first "saved N": what it loaded. */
      if (g_str_has_prefix (lines[i], "saved ") && !seen_first)
        {
          result->loaded = (guint) g_ascii_strtoull (lines[i] + 6, NULL, 10);
          seen_first = TRUE;
        }
      else if (g_str_has_prefix (lines[i], "kept "))
        {
          char *end = NULL;

          result->kept = (guint) g_ascii_strtoull (lines[i] + 5, &end, 10);
          result->file = g_strdup (end + 1);
        }
    }
  g_assert_nonnull (result->file);
}

static guint
entries_in (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, &error);

  g_assert_no_error (error);
  return ts_match_get_n_entries (match);
}

/* Two processes add entries to one record at once, each saving after every entry. Whoever
 * finds the record changed by the other goes on in a conflict copy: at the end, each one's
 * file holds every entry it made, and the record holds at least what it held before. */
static void
test_two_processes (void)
{
  const char *racer = g_getenv ("TS_RECORD_WRITER");
  guint rounds = (guint) g_ascii_strtoull (g_getenv ("TS_RACE_ROUNDS") ?: "8", NULL, 10);
  g_autofree char *base = g_dir_make_tmp ("ts-race-XXXXXX", NULL);
  guint n_at_once = 0;

  g_assert_nonnull (racer);
  for (guint round = 0; round < rounds; round++)
    {
      g_autofree char *name = g_strdup_printf ("Race %u.json", round);
      g_autofree char *path = g_build_filename (base, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      GSubprocess *racers[2];
      RacerResult results[2];

      save_new (file, 5);
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *seed = g_strdup_printf ("%u", round * 2 + i);
          g_autoptr(GError) error = NULL;

          racers[i] = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, racer, path,
                                        "20", seed, NULL);
          g_assert_no_error (error);
        }
      for (guint i = 0; i < 2; i++)
        {
          g_autofree char *output = NULL;
          g_autoptr(GError) error = NULL;

          g_assert_true (g_subprocess_communicate_utf8 (racers[i], NULL, NULL, &output, NULL,
                                                        &error));
          g_assert_no_error (error);
          g_assert_true (g_subprocess_get_if_exited (racers[i]));
          g_assert_cmpint (g_subprocess_get_exit_status (racers[i]), ==, 0);
          g_clear_object (&racers[i]);
          parse_racer (output, &results[i]);
          g_assert_cmpuint (results[i].kept, ==, results[i].loaded + 20);
        }
      /* Each one's entries are on disk, in its own file, when they wrote at once; one after
       * the other (a loaded machine), the second loaded all the first kept and went on. */
      n_at_once += g_strcmp0 (results[0].file, results[1].file) != 0;
      if (g_strcmp0 (results[0].file, results[1].file) != 0)
        for (guint i = 0; i < 2; i++)
          g_assert_cmpuint (entries_in (results[i].file), ==, results[i].kept);
      else
        {
          guint later = results[0].loaded > results[1].loaded ? 0 : 1;

          g_assert_cmpuint (results[later].loaded, ==, results[1 - later].kept);
          g_assert_cmpuint (entries_in (results[later].file), ==, results[later].kept);
        }
      g_assert_cmpuint (entries_in (path), >=, 5);
      for (guint i = 0; i < 2; i++)
        g_free (results[i].file);
    }
  g_test_message ("%u of %u rounds wrote at once (two files)", n_at_once, rounds);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/model/sync-folder/parse", test_parse);
  g_test_add_func ("/model/sync-folder/own-name", test_own_name);
  g_test_add_func ("/model/sync-folder/order", test_order);
  g_test_add_func ("/model/sync-folder/chosen-folder", test_chosen_folder);
  g_test_add_func ("/model/sync-folder/two-processes", test_two_processes);
  return g_test_run ();
}
