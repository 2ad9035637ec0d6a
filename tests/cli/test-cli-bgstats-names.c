/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52 through the real binary: a BG Stats export whose new player is named " " and whose
 * anonymous seat's anonymousName is over 1,000 characters is imported, and its plays are then
 * listed, counted and removed (it was accepted, then `stats` crashed and every imported play
 * was lost); `stats`, `--list-imports`, `--bgstats` and `--remove-import` exit 1 naming the
 * file when the imported plays cannot be read (they exited 0 and the export held 0 plays); an
 * empty name given for a file or a folder, or a blank one to --keep-apart, is refused (exit 2;
 * `--bgstats ""` wrote to the current folder). */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

static char *folder;

static char *
work_path (const char *name)
{
  return g_build_filename (ts_cli_test_work_dir, name, NULL);
}

static void
remove_work_file (const char *name)
{
  g_autofree char *path = work_path (name);

  g_remove (path);
}

/* Ana (blank " " in BG Stats), Bruno and the anonymous player as a guest of 1,500 letters. */
static char *
write_export (void)
{
  g_autofree char *path = work_path ("blank.json");
  g_autofree char *guest = g_malloc (1501);
  g_autofree char *text = NULL;

  memset (guest, 'g', 1500);
  guest[1500] = '\0';
  text = g_strdup_printf (
      "{\"games\": [{\"id\": 1, \"name\": \"Carcassonne\", \"bggId\": 822}], "
      "\"players\": [{\"id\": 1, \"name\": \" \", \"uuid\": \"u1\"}, "
      "{\"id\": 2, \"name\": \"Bruno\", \"uuid\": \"u2\"}, "
      "{\"id\": 3, \"name\": \"Anonymous player\", \"isAnonymous\": true}], "
      "\"plays\": [{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", "
      "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, "
      "{\"playerRefId\": 2, \"score\": \"30\"}, "
      "{\"playerRefId\": 3, \"score\": \"20\", \"anonymousName\": \"%s\"}]}, "
      "{\"uuid\": \"p2\", \"gameRefId\": 1, \"playDate\": \"2024-01-02 10:00:00\", "
      "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"10\"}, "
      "{\"playerRefId\": 2, \"score\": \"50\", \"winner\": true}]}]}",
      guest);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&path);
}

static void
test_blank_and_long (void)
{
  g_autofree char *export = write_export ();
  g_autofree char *imports = work_path ("imports.json");
  g_autofree char *people = work_path ("people.json");
  g_auto(TsCliTestRun) import = { 0 }, list = { 0 }, stats = { 0 }, json = { 0 };
  g_auto(TsCliTestRun) remove = { 0 }, after = { 0 };
  g_autofree char *batch = NULL;
  const char *at;

  ts_cli_test_run_cli (&import, "stats", "--import-bgstats", export, "--imports", imports,
                       "--people", people, folder, NULL);
  g_assert_cmpint (import.status, ==, 0);
  g_assert_nonnull (strstr (import.out, "Unnamed player 1 (2 plays): a new player"));
  at = strstr (import.out, "Imported as ");
  g_assert_nonnull (at);
  batch = g_strndup (at + strlen ("Imported as "), strcspn (at + strlen ("Imported as "), "."));

  /* What the import wrote reads back: listed, counted, removed. */
  ts_cli_test_run_cli (&list, "stats", "--list-imports", "--imports", imports, "--people",
                       people, folder, NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_cmpstr (list.err, ==, "");
  g_assert_nonnull (strstr (list.out, "2 plays from “blank.json”"));
  ts_cli_test_run_cli (&stats, "stats", "--imports", imports, "--people", people, folder, NULL);
  g_assert_cmpint (stats.status, ==, 0);
  g_assert_nonnull (strstr (stats.out, "Unnamed player 1: 2 games, 1 won"));
  g_assert_nonnull (strstr (stats.out, "Bruno: 2 games, 1 won"));
  ts_cli_test_run_cli (&json, "stats", "--json", "--imports", imports, "--people", people,
                       folder, NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"score-only\" : 2"));
  ts_cli_test_run_cli (&remove, "stats", "--remove-import", batch, "--imports", imports,
                       "--people", people, folder, NULL);
  g_assert_cmpint (remove.status, ==, 0);
  g_assert_nonnull (strstr (remove.out, "Removed 2 imported plays"));
  ts_cli_test_run_cli (&after, "stats", "--list-imports", "--imports", imports, "--people",
                       people, folder, NULL);
  g_assert_cmpint (after.status, ==, 0);
  g_assert_nonnull (strstr (after.out, "No plays are imported."));
  remove_work_file ("blank.json");
  remove_work_file ("imports.json");
  remove_work_file ("people.json");
}

static void
test_unreadable_imports (void)
{
  g_autofree char *imports = work_path ("broken-imports.json");
  g_autofree char *people = work_path ("people-broken.json");
  g_autofree char *out = work_path ("out.json");
  g_auto(TsCliTestRun) stats = { 0 }, json = { 0 }, list = { 0 }, export = { 0 };
  g_auto(TsCliTestRun) remove = { 0 };

  g_assert_true (g_file_set_contents (imports, "{\"format\": \"tableside-imported-plays\", "
                                               "\"version\": 1, \"batches\": [{}]}",
                                      -1, NULL));
  ts_cli_test_run_cli (&stats, "stats", "--imports", imports, "--people", people, folder, NULL);
  g_assert_cmpint (stats.status, ==, 1);
  g_assert_nonnull (strstr (stats.err, imports));
  g_assert_nonnull (strstr (stats.err, "cannot be read"));
  ts_cli_test_run_cli (&json, "stats", "--json", "--imports", imports, "--people", people,
                       folder, NULL);
  g_assert_cmpint (json.status, ==, 1);
  g_assert_nonnull (strstr (json.err, imports));
  ts_cli_test_run_cli (&list, "stats", "--list-imports", "--imports", imports, "--people",
                       people, folder, NULL);
  g_assert_cmpint (list.status, ==, 1);
  g_assert_nonnull (strstr (list.err, imports));
  g_assert_null (strstr (list.out, "No plays are imported."));
  /* An export would hold none of the imported plays: none is written. */
  ts_cli_test_run_cli (&export, "stats", "--bgstats", out, "--imports", imports, "--people",
                       people, folder, NULL);
  g_assert_cmpint (export.status, ==, 1);
  g_assert_nonnull (strstr (export.err, imports));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  ts_cli_test_run_cli (&remove, "stats", "--remove-import", "bgstats-1", "--imports", imports,
                       "--people", people, folder, NULL);
  g_assert_cmpint (remove.status, ==, 1);
  g_assert_nonnull (strstr (remove.err, imports));
  remove_work_file ("broken-imports.json");
}

/* @option "" names no file (GIO took "" for the current folder). */
static void
assert_empty_refused (const char *option,
                      const char *words)
{
  g_autofree char *imports = work_path ("imports-empty.json");
  g_autofree char *people = work_path ("people-empty.json");
  g_auto(TsCliTestRun) run = { 0 };

  if (g_str_equal (option, "FOLDER"))
    ts_cli_test_run_cli (&run, "stats", "--imports", imports, "--people", people, "", NULL);
  else if (g_str_equal (option, "--imports"))
    ts_cli_test_run_cli (&run, "stats", "--imports", "", "--people", people, folder, NULL);
  else if (g_str_equal (option, "--people"))
    ts_cli_test_run_cli (&run, "stats", "--people", "", "--imports", imports, folder, NULL);
  else
    ts_cli_test_run_cli (&run, "stats", option, "", "--imports", imports, "--people", people,
                         folder, NULL);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.err, words) == NULL)
    g_error ("%s \"\": “%s” does not say “%s”", option, run.err, words);
  g_assert_false (g_file_test (imports, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (people, G_FILE_TEST_EXISTS));
}

static void
test_empty_names (void)
{
  g_autofree char *export = write_export ();
  g_autofree char *imports = work_path ("imports-apart.json");
  g_autofree char *people = work_path ("people-apart.json");
  g_auto(TsCliTestRun) apart = { 0 };

  assert_empty_refused ("--bgstats", "--bgstats takes a file, and an empty name names none");
  assert_empty_refused ("--import-bgstats", "--import-bgstats takes a file");
  assert_empty_refused ("--imports", "--imports takes a file");
  assert_empty_refused ("--people", "--people takes a file");
  assert_empty_refused ("FOLDER", "an empty name names no folder");
  /* A blank --keep-apart names nobody; nothing is imported. */
  ts_cli_test_run_cli (&apart, "stats", "--import-bgstats", export, "--keep-apart", " \t",
                       "--imports", imports, "--people", people, folder, NULL);
  g_assert_cmpint (apart.status, ==, 2);
  g_assert_nonnull (strstr (apart.err, "--keep-apart takes a player’s name"));
  g_assert_false (g_file_test (imports, G_FILE_TEST_EXISTS));
  remove_work_file ("blank.json");
}

int
main (int    argc,
      char **argv)
{
  int status;

  ts_cli_test_init (&argc, &argv);
  folder = g_build_filename (ts_cli_test_work_dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_test_add_func ("/cli-bgstats-names/blank-and-long", test_blank_and_long);
  g_test_add_func ("/cli-bgstats-names/unreadable-imports", test_unreadable_imports);
  g_test_add_func ("/cli-bgstats-names/empty-names", test_empty_names);
  status = g_test_run ();
  g_rmdir (folder);
  g_rmdir (ts_cli_test_work_dir);
  return status;
}
