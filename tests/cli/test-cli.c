/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli as a user runs it: options, exit codes, and no GTK in the binary; check,
 * score, moves and bench on records of the test game "counter race" (through a build of the
 * CLI that knows it, TABLESIDE_CLI_TEST); bad files. Records of The Castles of Burgundy:
 * test-cli-burgundy.c; final-scoring sheets: test-cli-sheet.c. No command ever writes to the
 * file it reads. */
#include "config.h"

#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-util.h"
#include "ts-counter-game.h"

static const char *test_cli_path;

/* The CLI that also knows counter race. */
static void
run_test_cli (TsCliTestRun *run,
              const char   *first_arg,
              ...)
{
  va_list args;

  va_start (args, first_arg);
  ts_cli_test_run_binary (run, test_cli_path, first_arg, args);
  va_end (args);
}

static void
test_help (void)
{
  g_auto(TsCliTestRun) run = { 0 };

  ts_cli_test_run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "tableside-cli"));
  g_assert_nonnull (strstr (run.out, "--version"));
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_version (void)
{
  g_auto(TsCliTestRun) run = { 0 };

  ts_cli_test_run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "tableside-cli " PACKAGE_VERSION "\n");
}

static void
test_refuses_unknown_input (void)
{
  g_auto(TsCliTestRun) option = { 0 };
  g_auto(TsCliTestRun) command = { 0 };

  ts_cli_test_run_cli (&option, "--no-such-option", NULL);
  g_assert_cmpint (option.status, ==, 2);
  g_assert_nonnull (strstr (option.err, "--no-such-option"));
  g_assert_nonnull (strstr (option.err, "--help"));

  ts_cli_test_run_cli (&command, "frobnicate", NULL);
  g_assert_cmpint (command.status, ==, 2);
  g_assert_nonnull (strstr (command.err, "frobnicate"));
  g_assert_cmpstr (command.out, ==, "");
}

/* The build already refuses a CLI that needs GTK; this checks the binary that was built. */
static void
test_links_no_gtk (void)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, "readelf", "-d",
                              ts_cli_test_cli_path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_nonnull (strstr (out, "libglib-2.0"));
  g_assert_null (strstr (out, "libgtk"));
  g_assert_null (strstr (out, "libadwaita"));
}

/* -------------------------------------------------------------------------------------- */

static void
test_check (void)
{
  g_auto(TsCliTestFile) running = { 0 };
  g_auto(TsCliTestFile) finished = { 0 };
  g_auto(TsCliTestFile) illegal = { 0 };
  g_auto(TsCliTestFile) broken = { 0 };
  g_auto(TsCliTestRun) ok = { 0 };
  g_auto(TsCliTestRun) done = { 0 };
  g_auto(TsCliTestRun) refused = { 0 };
  g_auto(TsCliTestRun) malformed = { 0 };
  g_auto(TsCliTestRun) missing = { 0 };
  g_auto(TsCliTestRun) no_file = { 0 };
  g_auto(TsCliTestRun) two_files = { 0 };
  g_auto(TsCliTestRun) unknown_game = { 0 };
  char *text;
  char *at;

  ts_cli_test_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  ts_cli_test_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));
  /* The fourth entry made Ana's once more: from the fifth on the turns are wrong. */
  text = ts_counter_game_random_record (3, 100, 25, 1);
  at = strstr (text, "\"entries\"");
  for (guint i = 0; i < 4; i++)
    at = strstr (at + 1, "\"player\":");
  g_assert_true (g_str_has_prefix (at, "\"player\":0"));
  at = strstr (at + 1, "\"player\":");
  at[strlen ("\"player\":")] = '0';
  ts_cli_test_file_init (&illegal, "illegal.json", text);
  ts_cli_test_file_init (&broken, "broken.json", g_strdup ("{\"format\": \"tableside-record\","));

  run_test_cli (&ok, "check", running.path, NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_nonnull (strstr (ok.out, "running.json: a valid record of Counter race, 25 entries, "
                                    "in progress."));
  g_assert_cmpstr (ok.err, ==, "");

  run_test_cli (&done, "check", finished.path, NULL);
  g_assert_cmpint (done.status, ==, 0);
  g_assert_nonnull (strstr (done.out, "finished, "));
  g_assert_nonnull (strstr (done.out, " won."));

  /* The first refused entry, by number, with the rule: the record needs attention (the app
   * opens it up to entry 4 and holds the rest, issue 40). */
  run_test_cli (&refused, "check", illegal.path, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.err, ==, "");
  g_assert_nonnull (strstr (refused.out, "illegal.json: a record of Counter race that needs "
                                         "attention."));
  g_assert_nonnull (strstr (refused.out, "Entry 5 (“Ana adds 2.”) cannot be played: It is "
                                         "Bruno's turn, not Ana's."));
  /* What the file keeps, not the page's promise of what is entered next: the CLI enters
   * nothing. */
  g_assert_null (strstr (refused.out, "What you enter next"));
  g_assert_nonnull (strstr (refused.out, "kept in the file, not played, until the game is "
                                         "mended in Tableside.\n"));

  run_test_cli (&malformed, "check", broken.path, NULL);
  g_assert_cmpint (malformed.status, ==, 1);
  g_assert_nonnull (strstr (malformed.err, "broken.json"));
  g_assert_nonnull (strstr (malformed.err, "not valid JSON"));

  run_test_cli (&missing, "check", "/nonexistent/game.json", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "game.json"));

  /* The real CLI does not know the test game. */
  ts_cli_test_run_cli (&unknown_game, "check", running.path, NULL);
  g_assert_cmpint (unknown_game.status, ==, 1);
  g_assert_nonnull (strstr (unknown_game.err, "“counter-race”"));

  run_test_cli (&no_file, "check", NULL);
  g_assert_cmpint (no_file.status, ==, 2);
  g_assert_nonnull (strstr (no_file.err, "one record file"));
  run_test_cli (&two_files, "check", running.path, finished.path, NULL);
  g_assert_cmpint (two_files.status, ==, 2);
}

static void
test_score (void)
{
  g_auto(TsCliTestFile) running = { 0 };
  g_auto(TsCliTestFile) finished = { 0 };
  g_auto(TsCliTestRun) text = { 0 };
  g_auto(TsCliTestRun) json = { 0 };
  g_auto(TsCliTestRun) final_text = { 0 };
  g_auto(TsCliTestRun) final_json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) final_root = NULL;
  JsonObject *object;
  JsonArray *players;
  JsonArray *ledger;

  ts_cli_test_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  ts_cli_test_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));

  run_test_cli (&text, "score", running.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Ana: "));
  g_assert_nonnull (strstr (text.out, "Carla: "));
  g_assert_nonnull (strstr (text.out, "VP       moves ("));
  g_assert_nonnull (strstr (text.out, "workers  starting workers (1 time)"));

  /* Every total is the sum of its causes and of its ledger lines. */
  run_test_cli (&json, "score", "--json", running.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = ts_cli_test_parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "counter-race");
  g_assert_cmpint (json_object_get_int_member (object, "entries"), ==, 25);
  g_assert_false (json_object_get_boolean_member (object, "finished"));
  g_assert_true (json_object_get_null_member (object, "winner"));
  g_assert_true (json_object_get_null_member (object, "final"));
  players = json_object_get_array_member (object, "players");
  ledger = json_object_get_array_member (object, "ledger");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  for (guint p = 0; p < 3; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *causes = json_object_get_array_member (player, "causes");
      gint64 vp_causes = 0;
      gint64 vp_ledger = 0;

      for (guint k = 0; k < json_array_get_length (causes); k++)
        {
          JsonObject *cause = json_array_get_object_element (causes, k);

          if (g_str_equal (json_object_get_string_member (cause, "resource"), "vp"))
            vp_causes += json_object_get_int_member (cause, "total");
        }
      for (guint k = 0; k < json_array_get_length (ledger); k++)
        {
          JsonObject *line = json_array_get_object_element (ledger, k);

          if (json_object_get_int_member (line, "player") == p
              && g_str_equal (json_object_get_string_member (line, "resource"), "vp"))
            vp_ledger += json_object_get_int_member (line, "delta");
        }
      g_assert_cmpint (json_object_get_int_member (player, "vp"), ==, vp_causes);
      g_assert_cmpint (vp_causes, ==, vp_ledger);
    }

  /* Finished: the final breakdown, its explanation and the winner. */
  run_test_cli (&final_text, "score", finished.path, NULL);
  g_assert_cmpint (final_text.status, ==, 0);
  g_assert_nonnull (strstr (final_text.out, " wins with "));
  g_assert_nonnull (strstr (final_text.out, "silver at the end"));
  run_test_cli (&final_json, "score", "--json", finished.path, NULL);
  final_root = ts_cli_test_parse_json (final_json.out);
  object = json_node_get_object (final_root);
  g_assert_true (json_object_get_boolean_member (object, "finished"));
  g_assert_false (json_object_get_null_member (object, "final"));
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==,
                   json_object_get_int_member (json_object_get_object_member (object, "final"),
                                               "winner"));
}

static void
test_moves (void)
{
  g_auto(TsCliTestFile) running = { 0 };
  g_auto(TsCliTestFile) finished = { 0 };
  g_auto(TsCliTestRun) text = { 0 };
  g_auto(TsCliTestRun) json = { 0 };
  g_auto(TsCliTestRun) none = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *legal;

  /* 24 entries of 3 players: Ana is to move. */
  ts_cli_test_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 24, 1));
  ts_cli_test_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));

  run_test_cli (&text, "moves", running.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "Ana to move (at "));
  g_assert_nonnull (strstr (text.out, "legal entries:\n   1. Ana adds 1.\n"
                                      "      {\"type\":\"add\",\"player\":0,\"amount\":1}\n"));

  run_test_cli (&json, "moves", "--json", running.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = ts_cli_test_parse_json (json.out);
  legal = json_object_get_array_member (json_node_get_object (root), "legal");
  g_assert_cmpuint (json_array_get_length (legal), >=, 2);
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *item = json_array_get_object_element (legal, i);
      JsonObject *entry = json_object_get_object_member (item, "entry");

      g_assert_cmpint (json_object_get_int_member (entry, "player"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (entry, "amount"), ==, i + 1);
      g_assert_true (g_str_has_prefix (json_object_get_string_member (item, "description"),
                                       "Ana adds "));
    }

  run_test_cli (&none, "moves", finished.path, NULL);
  g_assert_cmpint (none.status, ==, 0);
  g_assert_nonnull (strstr (none.out, "no entry is legal"));
}

static void
test_bench (void)
{
  g_auto(TsCliTestFile) running = { 0 };
  g_auto(TsCliTestRun) run = { 0 };
  g_auto(TsCliTestRun) bad_runs = { 0 };

  ts_cli_test_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  run_test_cli (&run, "bench", "--runs", "3", running.path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "load and replay"));
  g_assert_nonnull (strstr (run.out, "apply one entry"));
  g_assert_nonnull (strstr (run.out, "save (atomic, with fsync)"));
  g_assert_nonnull (strstr (run.out, "(3 runs)"));

  run_test_cli (&bad_runs, "bench", "--runs", "0", running.path, NULL);
  g_assert_cmpint (bad_runs.status, ==, 2);
}

/* Bad files through the real binary: a FIFO with no writer is refused at once by every
 * command (it used to hang them), a wrong-typed option is refused naming the member, a sheet
 * that json-glib alone would misread (010, 0x1F) is refused, and a name past the limit is. */
static void
test_bad_files (void)
{
  static const char *const commands[] = { "check", "score", "moves", "sheet" };
  g_autofree char *fifo = g_build_filename (ts_cli_test_work_dir, "pipe.json", NULL);
  g_auto(TsCliTestFile) option = { 0 };
  g_auto(TsCliTestFile) octal = { 0 };
  g_auto(TsCliTestFile) long_name = { 0 };
  g_auto(TsCliTestRun) wrong_option = { 0 };
  g_auto(TsCliTestRun) octal_run = { 0 };
  g_auto(TsCliTestRun) long_run = { 0 };
  g_autofree char *name = g_strnfill (1001, 'x');

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(TsCliTestRun) run = { 0 };
      gint64 start = g_get_monotonic_time ();

      ts_cli_test_run_cli (&run, commands[i], fifo, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
      if (strstr (run.err, "pipe.json” is not a regular file") == NULL)
        g_error ("%s: %s", commands[i], run.err);
    }
  g_assert_cmpint (g_remove (fifo), ==, 0);

  ts_cli_test_file_init (&option, "option.json",
                         g_strdup ("{\"format\": \"tableside-record\", \"version\": 1, "
                                   "\"game\": \"castles-of-burgundy\", "
                                   "\"options\": {\"effect-discard\": \"false\"}, "
                                   "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], "
                                   "\"entries\": []}"));
  ts_cli_test_run_cli (&wrong_option, "check", option.path, NULL);
  g_assert_cmpint (wrong_option.status, ==, 1);
  g_assert_nonnull (strstr (wrong_option.err, "“options.effect-discard” must be true or false"));

  ts_cli_test_file_init (&octal, "octal.json",
                         g_strdup ("{\"format\": \"tableside-sheet\", \"version\": 1, "
                                   "\"game\": \"castles-of-burgundy\", \"players\": "
                                   "[{\"name\": \"Ana\", \"track\": 010, \"goods\": 0, "
                                   "\"silver\": 0, \"workers\": 0, \"empty-spaces\": 3, "
                                   "\"bridge-space\": 1}]}"));
  ts_cli_test_run_cli (&octal_run, "sheet", octal.path, NULL);
  g_assert_cmpint (octal_run.status, ==, 1);
  g_assert_cmpstr (octal_run.out, ==, "");
  g_assert_nonnull (strstr (octal_run.err, "a number is not written as JSON writes numbers"));

  ts_cli_test_file_init (
      &long_name, "long-name.json",
      g_strdup_printf ("{\"format\": \"tableside-record\", \"version\": 1, "
                       "\"game\": \"castles-of-burgundy\", \"name\": \"%s\", "
                       "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], "
                       "\"entries\": []}",
                       name));
  ts_cli_test_run_cli (&long_run, "check", long_name.path, NULL);
  g_assert_cmpint (long_run.status, ==, 1);
  g_assert_nonnull (strstr (long_run.err, "its “name” is longer than 1000 characters"));
}

/* Names come from files anyone may write: a terminal escape in one is printed escaped, never
 * raw (issue 25). */
static void
test_control_characters (void)
{
  static const char *const commands[] = { "check", "score", "moves" };
  g_auto(TsCliTestFile) record = { 0 };

  ts_cli_test_file_init (&record, "escape\x1b[2J.json",
                         g_strdup ("{\"format\": \"tableside-record\", \"version\": 2, "
                                   "\"game\": \"castles-of-burgundy\", "
                                   "\"name\": \"Game\\u001b]0;title\\u0007\", "
                                   "\"players\": [{\"name\": \"\\u001b[31mAna\"}, "
                                   "{\"name\": \"Bruno\\u009b2J\"}], \"entries\": []}"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(TsCliTestRun) run = { 0 };

      ts_cli_test_run_cli (&run, commands[i], record.path, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strchr (run.out, '\x1b'));
      g_assert_null (strchr (run.err, '\x1b'));
      g_assert_null (strstr (run.out, "\xc2\x9b"));
      /* The file's name is escaped too. */
      if (i < 2)
        g_assert_nonnull (strstr (run.out, "escape\\x1b[2J.json"));
      if (i > 0)
        g_assert_nonnull (strstr (run.out, "\\x1b[31mAna"));
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  test_cli_path = g_getenv ("TABLESIDE_CLI_TEST");
  g_assert_nonnull (test_cli_path);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/refuses-unknown-input", test_refuses_unknown_input);
  g_test_add_func ("/cli/links-no-gtk", test_links_no_gtk);
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/score", test_score);
  g_test_add_func ("/cli/moves", test_moves);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/bad-files", test_bad_files);
  g_test_add_func ("/cli/control-characters", test_control_characters);

  return ts_cli_test_run_tests ();
}
