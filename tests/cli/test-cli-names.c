/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli run as a user would, issue 40: file and folder names that are not UTF-8 on
 * the command line and in a folder (check, score, stats: UTF-8 out, the index read back);
 * `stats` on a folder that is not there fails, naming it; `check --json`, `bench --json` and
 * `board check --json`; `bench` on records of version 1 of The Castles of Burgundy (the
 * documented example among them: it failed an assertion) and its temporary copy removed on
 * every path, a SIGTERM included. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "cli-util.h"
#include "ts-test-folder.h"

#define LATIN1_NAME "partie-\xe9t\xe9.json"

static char *
seed_path (const char *folder,
           const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
}

static char *
read_seed (const char *name)
{
  g_autofree char *path = seed_path ("fuzz-seeds", name);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static char *
put (const char *dir,
     const char *name,
     const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static guint
count_children (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* A folder of games named in Latin-1 and bytes that are no text, in a folder so named:
 * every command prints UTF-8 (a run whose output is not fails in cli-util.c), names the
 * files readably, and `stats` reads the index back at its second run. */
static void
test_latin1_names (void)
{
  g_autofree char *parent = g_build_filename (ts_cli_test_work_dir, "jeux-\xe9t\xe9", NULL);
  g_autofree char *record = read_seed ("castles-of-burgundy-4p-complete.json");
  g_autofree char *latin1 = NULL;
  g_autofree char *invalid = NULL;
  g_autofree char *index = NULL;
  g_autofree char *index_text = NULL;
  g_autofree char *index_again = NULL;
  GStatBuf before, after;

  g_assert_cmpint (g_mkdir (parent, 0700), ==, 0);
  latin1 = put (parent, LATIN1_NAME, record);
  invalid = put (parent, "broken-\xff\xfe.json", "not a record");
  index = g_build_filename (parent, ".saved-games-index.json", NULL);

  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "check", latin1, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "partie-\xef\xbf\xbdt\xef\xbf\xbd.json: a valid record"));
  }
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "score", latin1, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_utf8_validate (run.out, -1, NULL));
  }
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "check", invalid, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "broken-\xef\xbf\xbd\xef\xbf\xbd.json"));
  }
  {
    g_auto(TsCliTestRun) run = { 0 };
    g_autoptr(JsonNode) root = NULL;
    JsonObject *object;

    ts_cli_test_run_cli (&run, "check", "--json", latin1, NULL);
    g_assert_cmpint (run.status, ==, 0);
    root = ts_cli_test_parse_json (run.out);
    object = json_node_get_object (root);
    g_assert_true (g_str_has_suffix (json_object_get_string_member (object, "file"),
                                     "partie-\xef\xbf\xbdt\xef\xbf\xbd.json"));
    /* The URI gives the name byte for byte. */
    g_assert_true (g_str_has_suffix (json_object_get_string_member (object, "uri"),
                                     "/jeux-%E9t%E9/partie-%E9t%E9.json"));
  }

  /* stats: the first run writes the index, the second reads it (and writes nothing). */
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "stats", parent, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "partie-\xef\xbf\xbdt\xef\xbf\xbd.json"));
  }
  g_assert_true (g_file_get_contents (index, &index_text, NULL, NULL));
  g_assert_true (g_utf8_validate (index_text, -1, NULL));
  g_assert_nonnull (strstr (index_text, "/partie-%E9t%E9.json"));
  g_assert_cmpint (g_stat (index, &before), ==, 0);
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "stats", "--json", parent, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_utf8_validate (run.out, -1, NULL));
  }
  g_assert_cmpint (g_stat (index, &after), ==, 0);
  g_assert_cmpint (after.st_ino, ==, before.st_ino);
  g_assert_true (g_file_get_contents (index, &index_again, NULL, NULL));
  g_assert_cmpstr (index_again, ==, index_text);
  ts_test_remove_tree (parent);
}

/* A folder named on the command line that is not there is a mistake, said with its name. */
static void
test_stats_missing_folder (void)
{
  g_autofree char *missing = g_build_filename (ts_cli_test_work_dir, "no-such-\xe9-folder",
                                               NULL);
  g_auto(TsCliTestRun) run = { 0 };

  ts_cli_test_run_cli (&run, "stats", missing, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "no-such-\xef\xbf\xbd-folder"));
  g_assert_nonnull (strstr (run.err, "there is no folder"));
}

/* check --json: what a record is, or which entry is refused and why. */
static void
test_check_json (void)
{
  g_autofree char *documented = seed_path ("fuzz-seeds", "castles-of-burgundy-2p-documented.json");
  g_autofree char *record = read_seed ("castles-of-burgundy-4p-complete.json");
  g_autoptr(JsonNode) parsed = json_from_string (record, NULL);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (parsed), "entries");
  g_autofree char *refused = NULL;
  g_autofree char *refused_path = NULL;
  g_autofree char *junk = put (ts_cli_test_work_dir, "junk.json", "[1, 2");

  {
    g_auto(TsCliTestRun) run = { 0 };
    g_autoptr(JsonNode) root = NULL;
    JsonObject *object;

    ts_cli_test_run_cli (&run, "check", "--json", documented, NULL);
    g_assert_cmpint (run.status, ==, 0);
    root = ts_cli_test_parse_json (run.out);
    object = json_node_get_object (root);
    g_assert_true (json_object_get_boolean_member (object, "ok"));
    g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "castles-of-burgundy");
    g_assert_cmpint (json_object_get_int_member (object, "entries"), ==, 14);
    g_assert_false (json_object_get_boolean_member (object, "finished"));
    g_assert_cmpstr (json_object_get_string_member (object, "file"), ==, documented);
    g_assert_false (json_object_has_member (object, "refusal"));
  }

  /* Entry 41 swapped with entry 42: entry 41 is refused, as the text says. */
  {
    JsonNode *a = json_node_ref (json_array_get_element (entries, 40));
    JsonNode *b = json_node_ref (json_array_get_element (entries, 41));
    g_autoptr(JsonArray) swapped = json_array_new ();

    for (guint i = 0; i < json_array_get_length (entries); i++)
      json_array_add_element (swapped, i == 40   ? json_node_ref (b)
                                       : i == 41 ? json_node_ref (a)
                                                 : json_node_ref (json_array_get_element (
                                                       entries, i)));
    json_node_unref (a);
    json_node_unref (b);
    json_object_set_array_member (json_node_get_object (parsed), "entries",
                                  g_steal_pointer (&swapped));
    refused = json_to_string (parsed, FALSE);
    refused_path = put (ts_cli_test_work_dir, "refused.json", refused);
  }
  {
    g_auto(TsCliTestRun) text = { 0 };
    g_auto(TsCliTestRun) run = { 0 };
    g_autoptr(JsonNode) root = NULL;
    JsonObject *object;
    JsonObject *refusal;

    ts_cli_test_run_cli (&text, "check", refused_path, NULL);
    g_assert_cmpint (text.status, ==, 1);
    g_assert_nonnull (strstr (text.out, "needs attention. Entry 41 ("));
    ts_cli_test_run_cli (&run, "check", "--json", refused_path, NULL);
    g_assert_cmpint (run.status, ==, 1);
    root = ts_cli_test_parse_json (run.out);
    object = json_node_get_object (root);
    g_assert_false (json_object_get_boolean_member (object, "ok"));
    g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "castles-of-burgundy");
    refusal = json_object_get_object_member (object, "refusal");
    g_assert_cmpint (json_object_get_int_member (refusal, "entry"), ==, 41);
    g_assert_nonnull (strstr (text.out, json_object_get_string_member (refusal, "message")));
  }
  /* Not a record at all: no game, no entry. */
  {
    g_auto(TsCliTestRun) run = { 0 };
    g_autoptr(JsonNode) root = NULL;
    JsonObject *object;
    JsonObject *refusal;

    ts_cli_test_run_cli (&run, "check", "--json", junk, NULL);
    g_assert_cmpint (run.status, ==, 1);
    root = ts_cli_test_parse_json (run.out);
    object = json_node_get_object (root);
    g_assert_false (json_object_get_boolean_member (object, "ok"));
    g_assert_true (json_object_get_null_member (object, "game"));
    refusal = json_object_get_object_member (object, "refusal");
    g_assert_true (json_object_get_null_member (refusal, "entry"));
    g_assert_nonnull (strstr (json_object_get_string_member (refusal, "message"), "junk.json"));
  }
  g_remove (refused_path);
  g_remove (junk);
}

/* bench on records of version 1 of The Castles of Burgundy (the documented example among
 * them): it runs to its end, in text and JSON, and leaves nothing in the temporary folder. */
static void
test_bench_version_1 (void)
{
  static const char *const records[] = { "castles-of-burgundy-2p-documented.json",
                                         "castles-of-burgundy-3p-phase-a.json",
                                         "castles-of-burgundy-4p-complete.json" };
  g_autofree char *tmp = g_build_filename (ts_cli_test_work_dir, "tmp", NULL);

  g_assert_cmpint (g_mkdir (tmp, 0700), ==, 0);
  g_setenv ("TMPDIR", tmp, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *path = seed_path ("fuzz-seeds", records[i]);
      g_auto(TsCliTestRun) text = { 0 };
      g_auto(TsCliTestRun) run = { 0 };
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object;

      ts_cli_test_run_cli (&text, "bench", "--runs", "2", path, NULL);
      g_assert_cmpstr (text.err, ==, "");
      g_assert_cmpint (text.status, ==, 0);
      g_assert_nonnull (strstr (text.out, "save (atomic, with fsync)"));
      g_assert_cmpuint (count_children (tmp), ==, 0);

      ts_cli_test_run_cli (&run, "bench", "--json", "-n", "3", path, NULL);
      g_assert_cmpint (run.status, ==, 0);
      root = ts_cli_test_parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==,
                       "castles-of-burgundy");
      g_assert_cmpint (json_object_get_int_member (object, "entries"), >, 0);
      for (guint k = 0; k < 3; k++)
        {
          const char *step = (const char *[]){ "load-and-replay", "apply-one-entry", "save" }[k];
          JsonObject *times = json_object_get_object_member (object, step);

          g_assert_nonnull (times);
          g_assert_cmpint (json_object_get_int_member (times, "runs"), ==, 3);
          g_assert_cmpint (json_object_get_int_member (times, "min-us"), <=,
                           json_object_get_int_member (times, "median-us"));
          g_assert_cmpint (json_object_get_int_member (times, "median-us"), <=,
                           json_object_get_int_member (times, "max-us"));
        }
      g_assert_cmpuint (count_children (tmp), ==, 0);
    }

  /* Ended by SIGTERM while it saves: the copy goes, then the signal ends it. */
  {
    g_autofree char *path = seed_path ("fuzz-seeds", records[0]);
    const char *argv[] = { ts_cli_test_cli_path, "bench", "-n", "5000", path, NULL };
    g_autoptr(GSubprocess) process = NULL;
    g_autoptr(GError) error = NULL;
    /* Under the sanitizers the 5,000 loads take over a minute. */
    gint64 deadline = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;

    process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error);
    g_assert_no_error (error);
    /* Its folder appears once the timed saves begin (after 5,000 loads, a second or two; a
     * minute or more under the sanitizers). */
    while (count_children (tmp) == 0 && g_get_monotonic_time () < deadline)
      g_usleep (20000);
    g_assert_cmpuint (count_children (tmp), ==, 1);
    g_usleep (100000);
    g_subprocess_send_signal (process, SIGTERM);
    g_subprocess_wait (process, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (g_subprocess_get_if_signaled (process));
    g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGTERM);
    g_assert_cmpuint (count_children (tmp), ==, 0);
  }
  g_unsetenv ("TMPDIR");
  g_rmdir (tmp);
}

/* board check --json: one object per file, its problems with their spaces, or why it could
 * not be read. */
static void
test_board_json (void)
{
  g_autofree char *duchy = seed_path ("fuzz-seeds-board", "duchy.json");
  g_autofree char *draft = seed_path ("fuzz-seeds-board", "draft.json");
  g_autofree char *junk = put (ts_cli_test_work_dir, "board-\xe9.json", "{");
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *files;
  JsonObject *object;
  JsonArray *problems;

  ts_cli_test_run_cli (&run, "board", "check", "--json", duchy, draft, junk, NULL);
  g_assert_cmpint (run.status, ==, 1);
  root = ts_cli_test_parse_json (run.out);
  files = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (files), ==, 3);

  object = json_array_get_object_element (files, 0);
  g_assert_cmpstr (json_object_get_string_member (object, "file"), ==, duchy);
  g_assert_true (json_object_get_boolean_member (object, "ok"));
  g_assert_cmpstr (json_object_get_string_member (object, "board"), ==, "4 (2019 print)");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "problems")),
                    ==, 0);

  object = json_array_get_object_element (files, 1);
  g_assert_false (json_object_get_boolean_member (object, "ok"));
  problems = json_object_get_array_member (object, "problems");
  g_assert_cmpuint (json_array_get_length (problems), >, 0);
  {
    JsonObject *first = json_array_get_object_element (problems, 0);

    g_assert_nonnull (strstr (json_object_get_string_member (first, "text"), "castle"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (first, "spaces")),
                      >, 0);
  }

  object = json_array_get_object_element (files, 2);
  g_assert_false (json_object_get_boolean_member (object, "ok"));
  g_assert_true (g_str_has_suffix (json_object_get_string_member (object, "file"),
                                   "board-\xef\xbf\xbd.json"));
  g_assert_nonnull (strstr (json_object_get_string_member (object, "error"),
                            "board-\xef\xbf\xbd.json"));
  g_remove (junk);
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  g_test_add_func ("/cli/names/latin1", test_latin1_names);
  g_test_add_func ("/cli/names/stats-missing-folder", test_stats_missing_folder);
  g_test_add_func ("/cli/json/check", test_check_json);
  g_test_add_func ("/cli/json/bench-version-1", test_bench_version_1);
  g_test_add_func ("/cli/json/board-check", test_board_json);
  return ts_cli_test_run_tests ();
}
