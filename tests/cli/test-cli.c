/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli as a user runs it: options, exit codes, and no GTK in the binary; check,
 * score, moves and bench on records of the test game "counter race" (through a build of the
 * CLI that knows it, TABLESIDE_CLI_TEST) and on complete random games of The Castles of
 * Burgundy (the real CLI); sheet on final-scoring sheets (tests/data/sheets/). No command ever
 * writes to the file it reads. */
#include "config.h"

#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "burgundy/ts-burgundy-rules.h"
#include "ts-random-record.h"

static const char *cli_path;
static const char *test_cli_path;
static char *work_dir;

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_binary (Run        *run,
            const char *binary,
            const char *first_arg,
            va_list     args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (char *) binary);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
run_cli (Run        *run,
         const char *first_arg,
         ...)
{
  va_list args;

  va_start (args, first_arg);
  run_binary (run, cli_path, first_arg, args);
  va_end (args);
}

/* The CLI that also knows counter race. */
static void
run_test_cli (Run        *run,
              const char *first_arg,
              ...)
{
  va_list args;

  va_start (args, first_arg);
  run_binary (run, test_cli_path, first_arg, args);
  va_end (args);
}

static void
test_help (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "tableside-cli"));
  g_assert_nonnull (strstr (run.out, "--version"));
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_version (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "tableside-cli " PACKAGE_VERSION "\n");
}

static void
test_refuses_unknown_input (void)
{
  g_auto(Run) option = { 0 };
  g_auto(Run) command = { 0 };

  run_cli (&option, "--no-such-option", NULL);
  g_assert_cmpint (option.status, ==, 2);
  g_assert_nonnull (strstr (option.err, "--no-such-option"));
  g_assert_nonnull (strstr (option.err, "--help"));

  run_cli (&command, "frobnicate", NULL);
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
                              cli_path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_nonnull (strstr (out, "libglib-2.0"));
  g_assert_null (strstr (out, "libgtk"));
  g_assert_null (strstr (out, "libadwaita"));
}


/* -------------------------------------------------------------------------------------- */

typedef struct
{
  char *path;
  char *contents;
  struct stat before;
} RecordFile;

static void
record_file_clear (RecordFile *record)
{
  struct stat after;
  g_autofree char *contents = NULL;

  /* No command writes to the record it reads. */
  g_assert_cmpint (g_stat (record->path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, record->before.st_mtime);
  g_assert_cmpint (after.st_size, ==, record->before.st_size);
  g_assert_true (g_file_get_contents (record->path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, record->contents);
  g_assert_cmpint (g_remove (record->path), ==, 0);
  g_free (record->path);
  g_free (record->contents);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RecordFile, record_file_clear)

static void
record_file_init (RecordFile *record,
                  const char *name,
                  char       *contents)
{
  record->path = g_build_filename (work_dir, name, NULL);
  record->contents = contents;
  g_assert_true (g_file_set_contents (record->path, contents, -1, NULL));
  g_assert_cmpint (g_stat (record->path, &record->before), ==, 0);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static void
test_check (void)
{
  g_auto(RecordFile) running = { 0 };
  g_auto(RecordFile) finished = { 0 };
  g_auto(RecordFile) illegal = { 0 };
  g_auto(RecordFile) broken = { 0 };
  g_auto(Run) ok = { 0 };
  g_auto(Run) done = { 0 };
  g_auto(Run) refused = { 0 };
  g_auto(Run) malformed = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) no_file = { 0 };
  g_auto(Run) two_files = { 0 };
  g_auto(Run) unknown_game = { 0 };
  char *text;
  char *at;

  record_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  record_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));
  /* The fourth entry made Ana's once more: from the fifth on the turns are wrong. */
  text = ts_counter_game_random_record (3, 100, 25, 1);
  at = strstr (text, "\"entries\"");
  for (guint i = 0; i < 4; i++)
    at = strstr (at + 1, "\"player\":");
  g_assert_true (g_str_has_prefix (at, "\"player\":0"));
  at = strstr (at + 1, "\"player\":");
  at[strlen ("\"player\":")] = '0';
  record_file_init (&illegal, "illegal.json", text);
  record_file_init (&broken, "broken.json", g_strdup ("{\"format\": \"tableside-record\","));

  run_test_cli (&ok, "check", running.path, NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_nonnull (strstr (ok.out, "running.json: a valid record of Counter race, 25 entries, "
                                    "in progress."));
  g_assert_cmpstr (ok.err, ==, "");

  run_test_cli (&done, "check", finished.path, NULL);
  g_assert_cmpint (done.status, ==, 0);
  g_assert_nonnull (strstr (done.out, "finished, "));
  g_assert_nonnull (strstr (done.out, " won."));

  /* The first refused entry, by number, with the rule. */
  run_test_cli (&refused, "check", illegal.path, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  g_assert_nonnull (strstr (refused.err, "illegal.json"));
  g_assert_nonnull (strstr (refused.err, "entry 5: It is Bruno's turn, not Ana's."));

  run_test_cli (&malformed, "check", broken.path, NULL);
  g_assert_cmpint (malformed.status, ==, 1);
  g_assert_nonnull (strstr (malformed.err, "broken.json"));
  g_assert_nonnull (strstr (malformed.err, "not valid JSON"));

  run_test_cli (&missing, "check", "/nonexistent/game.json", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "game.json"));

  /* The real CLI does not know the test game. */
  run_cli (&unknown_game, "check", running.path, NULL);
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
  g_auto(RecordFile) running = { 0 };
  g_auto(RecordFile) finished = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) final_text = { 0 };
  g_auto(Run) final_json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) final_root = NULL;
  JsonObject *object;
  JsonArray *players;
  JsonArray *ledger;

  record_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  record_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));

  run_test_cli (&text, "score", running.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Ana: "));
  g_assert_nonnull (strstr (text.out, "Carla: "));
  g_assert_nonnull (strstr (text.out, "VP       moves ("));
  g_assert_nonnull (strstr (text.out, "workers  starting workers (1 time)"));

  /* Every total is the sum of its causes and of its ledger lines. */
  run_test_cli (&json, "score", "--json", running.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out);
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
  final_root = parse_json (final_json.out);
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
  g_auto(RecordFile) running = { 0 };
  g_auto(RecordFile) finished = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) none = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *legal;

  /* 24 entries of 3 players: Ana is to move. */
  record_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 24, 1));
  record_file_init (&finished, "finished.json", ts_counter_game_random_record (2, 10, 100, 2));

  run_test_cli (&text, "moves", running.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "Ana to move (at "));
  g_assert_nonnull (strstr (text.out, "legal entries:\n   1. Ana adds 1.\n"
                                      "      {\"type\":\"add\",\"player\":0,\"amount\":1}\n"));

  run_test_cli (&json, "moves", "--json", running.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out);
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
  g_auto(RecordFile) running = { 0 };
  g_auto(Run) run = { 0 };
  g_auto(Run) bad_runs = { 0 };

  record_file_init (&running, "running.json", ts_counter_game_random_record (3, 100, 25, 1));
  run_test_cli (&run, "bench", "--runs", "3", running.path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "load and replay"));
  g_assert_nonnull (strstr (run.out, "apply one entry"));
  g_assert_nonnull (strstr (run.out, "save (atomic, with fsync)"));
  g_assert_nonnull (strstr (run.out, "(3 runs)"));

  run_test_cli (&bad_runs, "bench", "--runs", "0", running.path, NULL);
  g_assert_cmpint (bad_runs.status, ==, 2);
}

/* The real CLI on complete random games of The Castles of Burgundy, and on one stopped
 * half-way. */
static void
test_burgundy (void)
{
  g_auto(RecordFile) complete = { 0 };
  g_auto(RecordFile) half = { 0 };
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(Run) check = { 0 };
  g_auto(Run) score = { 0 };
  g_auto(Run) moves = { 0 };
  g_auto(Run) moves_json = { 0 };
  JsonObject *object;

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  match = ts_random_record_burgundy (4, 5, &error);
  g_assert_no_error (error);
  ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                        ts_match_get_winner (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  record_file_init (&complete, "burgundy.json", g_strndup (g_bytes_get_data (bytes, NULL),
                                                           g_bytes_get_size (bytes)));
  while (ts_match_get_n_entries (match) > 150)
    g_assert_true (ts_match_undo (match));
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  record_file_init (&half, "half.json", g_strndup (g_bytes_get_data (bytes, NULL),
                                                   g_bytes_get_size (bytes)));

  run_cli (&check, "check", complete.path, NULL);
  g_assert_cmpint (check.status, ==, 0);
  g_assert_nonnull (strstr (check.out, "a valid record of The Castles of Burgundy"));
  g_assert_nonnull (strstr (check.out, "finished, "));

  run_cli (&score, "score", "--json", complete.path, NULL);
  g_assert_cmpint (score.status, ==, 0);
  root = parse_json (score.out);
  object = json_node_get_object (root);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "players")),
                    ==, 4);
  g_assert_false (json_object_get_null_member (object, "final"));

  run_cli (&moves, "moves", half.path, NULL);
  g_assert_cmpint (moves.status, ==, 0);
  g_assert_cmpstr (moves.out, !=, "");
  run_cli (&moves_json, "moves", "--json", half.path, NULL);
  g_assert_cmpint (moves_json.status, ==, 0);
  g_clear_pointer (&root, json_node_unref);
  root = parse_json (moves_json.out);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "entries-so-far"),
                   ==, 150);
}

/* Issue 10: a quick-filled game (every depot tile unknown) where the player holds monastery
 * 6 and a full storage has thousands of legal entries; `moves` prints every one of them,
 * end-turn included (they used to be cut at 1,024 without a word). */
static void
test_burgundy_crowded_moves (void)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  g_auto(RecordFile) crowded = { 0 };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) engine_list = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *count_line = NULL;
  g_autofree char *last_line = NULL;
  g_auto(Run) moves = { 0 };
  g_auto(Run) moves_json = { 0 };
  JsonArray *legal;
  JsonObject *last;

  if (module == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (module, "Crowded", players, NULL, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  entries = ts_burgundy_crowded_entries (ts_match_get_state (match));
  g_assert_nonnull (entries);
  for (guint i = 0; i < entries->len; i++)
    {
      TsBurgundyEntry *e = &g_array_index (entries, TsBurgundyEntry, i);
      g_autoptr(TsEntry) item = ts_entry_new_take (module, g_memdup2 (e, sizeof *e));

      g_assert_true (ts_match_apply (match, item, &error));
      g_assert_no_error (error);
    }
  engine_list = module->legal_entries (ts_match_get_state (match));
  g_assert_cmpuint (engine_list->len, >, 1024);
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  record_file_init (&crowded, "crowded.json", g_strndup (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes)));

  run_cli (&moves_json, "moves", "--json", crowded.path, NULL);
  if (moves_json.status != 0)
    g_error ("moves --json failed: %s", moves_json.err);
  root = parse_json (moves_json.out);
  legal = json_object_get_array_member (json_node_get_object (root), "legal");
  g_assert_cmpuint (json_array_get_length (legal), ==, engine_list->len);
  last = json_array_get_object_element (legal, json_array_get_length (legal) - 1);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (last, "entry"),
                                                  "type"),
                   ==, "end-turn");
  for (guint i = 0; i < engine_list->len; i++)
    {
      JsonObject *item = json_array_get_object_element (legal, i);
      g_autoptr(JsonNode) expected = module->entry_to_json (engine_list->pdata[i]);

      g_assert_true (json_node_equal (json_object_get_member (item, "entry"), expected));
    }

  run_cli (&moves, "moves", crowded.path, NULL);
  g_assert_cmpint (moves.status, ==, 0);
  count_line = g_strdup_printf ("%u legal entries:", engine_list->len);
  g_assert_nonnull (strstr (moves.out, count_line));
  /* The last one is numbered and is the end of the turn. */
  last_line = g_strdup_printf ("\n%4u. ", engine_list->len);
  g_assert_nonnull (strstr (moves.out, last_line));
  g_assert_nonnull (strstr (strstr (moves.out, last_line), "\"end-turn\""));
}

/* @match's record as version 1 wrote it: no automatic entries, "version": 1. */
static char *
as_version_1 (TsMatch *match)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  JsonObject *object = json_node_get_object (root);
  JsonArray *entries = json_object_get_array_member (object, "entries");
  g_autoptr(JsonArray) kept = json_array_new ();

  for (guint i = 0; i < json_array_get_length (entries); i++)
    if (!json_object_get_boolean_member_with_default (json_array_get_object_element (entries, i),
                                                      "automatic", FALSE))
      json_array_add_element (kept, json_node_copy (json_array_get_element (entries, i)));
  json_object_set_array_member (object, "entries", json_array_ref (kept));
  json_object_set_int_member (object, "version", 1);
  return json_to_string (root, TRUE);
}

static char *
member_text (const char *json,
             const char *member)
{
  g_autoptr(JsonNode) root = parse_json (json);

  return json_to_string (json_object_get_member (json_node_get_object (root), member), FALSE);
}

/* A record of version 1 is reported as its file is written: its own entry count, and the
 * same scores, final breakdown, pending decision and legal entries as the same game written
 * as version 2 with its automatic ends of turn. */
static void
test_version_1_as_written (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_auto(RecordFile) v2 = { 0 };
  g_auto(RecordFile) v1 = { 0 };
  g_auto(RecordFile) half_v2 = { 0 };
  g_auto(RecordFile) half_v1 = { 0 };
  g_auto(Run) check_v1 = { 0 };
  g_auto(Run) check_v2 = { 0 };
  g_auto(Run) score_v1 = { 0 };
  g_auto(Run) score_v2 = { 0 };
  g_auto(Run) moves_v1 = { 0 };
  g_auto(Run) moves_v2 = { 0 };
  g_autofree char *expected = NULL;
  guint n_automatic = 0;
  guint n;

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  match = ts_random_record_burgundy (3, 8, &error);
  g_assert_no_error (error);
  n = ts_match_get_n_entries (match);
  for (guint i = 0; i < n; i++)
    n_automatic += ts_entry_get_automatic (ts_match_get_entry (match, i));
  g_assert_cmpuint (n_automatic, >, 0);
  ts_record_set_status (ts_match_get_record (match), TRUE, ts_match_get_winner (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  record_file_init (&v2, "v2.json", g_strndup (g_bytes_get_data (bytes, NULL),
                                               g_bytes_get_size (bytes)));
  record_file_init (&v1, "v1.json", as_version_1 (match));

  run_cli (&check_v1, "check", v1.path, NULL);
  run_cli (&check_v2, "check", v2.path, NULL);
  g_assert_cmpint (check_v1.status, ==, 0);
  expected = g_strdup_printf ("%u entries", n - n_automatic);
  g_assert_nonnull (strstr (check_v1.out, expected));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%u entries", n);
  g_assert_nonnull (strstr (check_v2.out, expected));

  run_cli (&score_v1, "score", "--json", v1.path, NULL);
  run_cli (&score_v2, "score", "--json", v2.path, NULL);
  g_assert_cmpint (score_v1.status, ==, 0);
  {
    g_autofree char *players_v1 = member_text (score_v1.out, "players");
    g_autofree char *players_v2 = member_text (score_v2.out, "players");
    g_autofree char *final_v1 = member_text (score_v1.out, "final");
    g_autofree char *final_v2 = member_text (score_v2.out, "final");

    g_assert_cmpstr (players_v1, ==, players_v2);
    g_assert_cmpstr (final_v1, ==, final_v2);
  }

  /* Mid-game: the same decision pending and the same legal entries. */
  while (ts_match_get_n_entries (match) > 120)
    g_assert_true (ts_match_undo (match));
  g_clear_pointer (&bytes, g_bytes_unref);
  ts_record_set_status (ts_match_get_record (match), FALSE, -1);
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  record_file_init (&half_v2, "half-v2.json", g_strndup (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes)));
  record_file_init (&half_v1, "half-v1.json", as_version_1 (match));
  run_cli (&moves_v1, "moves", "--json", half_v1.path, NULL);
  run_cli (&moves_v2, "moves", "--json", half_v2.path, NULL);
  g_assert_cmpint (moves_v1.status, ==, 0);
  {
    g_autofree char *legal_v1 = member_text (moves_v1.out, "legal");
    g_autofree char *legal_v2 = member_text (moves_v2.out, "legal");
    g_autofree char *pending_v1 = member_text (moves_v1.out, "pending");
    g_autofree char *pending_v2 = member_text (moves_v2.out, "pending");

    g_assert_cmpstr (legal_v1, ==, legal_v2);
    g_assert_cmpstr (pending_v1, ==, pending_v2);
  }
}

/* Bad files through the real binary: a FIFO with no writer is refused at once by every
 * command (it used to hang them), a wrong-typed option is refused naming the member, a sheet
 * that json-glib alone would misread (010, 0x1F) is refused, and a name past the limit is. */
static void
test_bad_files (void)
{
  static const char *const commands[] = { "check", "score", "moves", "sheet" };
  g_autofree char *fifo = g_build_filename (work_dir, "pipe.json", NULL);
  g_auto(RecordFile) option = { 0 };
  g_auto(RecordFile) octal = { 0 };
  g_auto(RecordFile) long_name = { 0 };
  g_auto(Run) wrong_option = { 0 };
  g_auto(Run) octal_run = { 0 };
  g_auto(Run) long_run = { 0 };
  g_autofree char *name = g_strnfill (1001, 'x');

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };
      gint64 start = g_get_monotonic_time ();

      run_cli (&run, commands[i], fifo, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
      if (strstr (run.err, "pipe.json” is not a regular file") == NULL)
        g_error ("%s: %s", commands[i], run.err);
    }
  g_assert_cmpint (g_remove (fifo), ==, 0);

  record_file_init (&option, "option.json",
                    g_strdup ("{\"format\": \"tableside-record\", \"version\": 1, "
                              "\"game\": \"castles-of-burgundy\", "
                              "\"options\": {\"effect-discard\": \"false\"}, "
                              "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], "
                              "\"entries\": []}"));
  run_cli (&wrong_option, "check", option.path, NULL);
  g_assert_cmpint (wrong_option.status, ==, 1);
  g_assert_nonnull (strstr (wrong_option.err, "“options.effect-discard” must be true or false"));

  record_file_init (&octal, "octal.json",
                    g_strdup ("{\"format\": \"tableside-sheet\", \"version\": 1, "
                              "\"game\": \"castles-of-burgundy\", \"players\": "
                              "[{\"name\": \"Ana\", \"track\": 010, \"goods\": 0, "
                              "\"silver\": 0, \"workers\": 0, \"empty-spaces\": 3, "
                              "\"bridge-space\": 1}]}"));
  run_cli (&octal_run, "sheet", octal.path, NULL);
  g_assert_cmpint (octal_run.status, ==, 1);
  g_assert_cmpstr (octal_run.out, ==, "");
  g_assert_nonnull (strstr (octal_run.err, "a number is not written as JSON writes numbers"));

  record_file_init (&long_name, "long-name.json",
                    g_strdup_printf ("{\"format\": \"tableside-record\", \"version\": 1, "
                                     "\"game\": \"castles-of-burgundy\", \"name\": \"%s\", "
                                     "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], "
                                     "\"entries\": []}",
                                     name));
  run_cli (&long_run, "check", long_name.path, NULL);
  g_assert_cmpint (long_run.status, ==, 1);
  g_assert_nonnull (strstr (long_run.err, "its “name” is longer than 1000 characters"));
}

/* The complete example in docs/file-format.md is a record the CLI accepts. */
static void
test_documented_example (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs",
                                                     "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_auto(RecordFile) example = { 0 };
  g_auto(Run) check = { 0 };
  const char *start;
  const char *end;

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  g_assert_true (g_file_get_contents (doc_path, &doc, NULL, NULL));
  start = strstr (doc, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  record_file_init (&example, "example.json", g_strndup (start, end - start));
  run_cli (&check, "check", example.path, NULL);
  if (check.status != 0)
    g_error ("the documented example is refused: %s", check.err);
}

/* -------------------------------------------------------------------------------------- */
/* sheet: the final-scoring sheet of a game not kept with Tableside (issue 6)             */

/* A copy of tests/data/sheets/@name in the work folder (checked unchanged afterwards). */
static void
sheet_file_init (RecordFile *sheet,
                 const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sheets", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  record_file_init (sheet, name, contents);
}

static void
test_sheet (void)
{
  g_auto(RecordFile) examples = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *players;
  JsonObject *bruno;
  JsonArray *monasteries;
  g_autoptr(GList) members = NULL;
  g_autoptr(GString) names = g_string_new (NULL);

  sheet_file_init (&examples, "rulebook-examples.json");
  run_cli (&text, "sheet", examples.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_nonnull (strstr (text.out, "rulebook-examples.json: final scoring of The Castles of "
                                      "Burgundy, 4 players\nDaniel wins with 171 victory "
                                      "points.\n"));
  g_assert_nonnull (strstr (text.out, "\nBruno: 138 VP\n"
                                      "   +112  VP on the track\n"
                                      "     +1  goods left in storage\n"
                                      "     +0  silver\n"
                                      "     +1  workers (1 VP per 2)\n"
                                      "     +8  monastery 17: 4 VP per watchtower\n"
                                      "    +16  monastery 22: 4 VP per bank\n"
                                      "  for a tie: 6 empty spaces, bridge space 5, place 0 in "
                                      "the stack\n"));
  g_assert_nonnull (strstr (text.out, "    +12  monastery 24: 4 VP per livestock species\n"));
  g_assert_nonnull (strstr (text.out, "     +8  monastery 15: 2 VP per goods type sold\n"
                                      "    +11  monastery 25: 1 VP per goods tile sold\n"));

  /* --json: the breakdown itself, in the shape the score sheet renderer draws. */
  run_cli (&json, "sheet", "--json", examples.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (object, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (object, "explanation"), ==,
                   "Daniel wins with 171 victory points.");
  players = json_object_get_array_member (object, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  bruno = json_array_get_object_element (players, 1);
  g_assert_cmpint (json_object_get_int_member (bruno, "total"), ==, 138);
  g_assert_cmpint (json_object_get_int_member (bruno, "vp-track"), ==, 112);
  monasteries = json_object_get_array_member (bruno, "monasteries");
  g_assert_cmpuint (json_array_get_length (monasteries), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (monasteries, 1),
                                               "vp"),
                   ==, 16);
  members = g_list_sort (json_object_get_members (bruno), (GCompareFunc) strcmp);
  for (GList *l = members; l != NULL; l = l->next)
    g_string_append_printf (names, "%s ", (const char *) l->data);
  g_assert_cmpstr (names->str, ==, "bridge-height bridge-space empty-spaces goods lines "
                                   "monasteries name player silver tie-breaks total vp-track "
                                   "workers ");
}

/* CB-TIE-01 and CB-TIE-02 through the CLI. */
static void
test_sheet_ties (void)
{
  static const struct
  {
    const char *file;
    int winner;
    const char *tie_break;
  } ties[] = {
    { "tie-empty-spaces.json", 1, "empty-spaces" },
    { "tie-bridge.json", 0, "bridge" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ties); i++)
    {
      g_auto(RecordFile) sheet = { 0 };
      g_auto(Run) text = { 0 };
      g_auto(Run) json = { 0 };
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object;

      sheet_file_init (&sheet, ties[i].file);
      run_cli (&text, "sheet", sheet.path, NULL);
      g_assert_cmpint (text.status, ==, 0);
      g_assert_nonnull (strstr (text.out, " wins the tie on "));
      run_cli (&json, "sheet", "--json", sheet.path, NULL);
      g_assert_cmpint (json.status, ==, 0);
      root = parse_json (json.out);
      object = json_node_get_object (root);
      g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, ties[i].winner);
      g_assert_cmpstr (json_object_get_string_member (object, "tie-break"), ==,
                       ties[i].tie_break);
    }
}

/* Exit 1 for a sheet refused (unreadable, not JSON, a version from the future, not
 * possible on a table), with the file named; exit 2 for a wrong command line. */
static void
test_sheet_refused (void)
{
  g_auto(RecordFile) impossible = { 0 };
  g_auto(RecordFile) malformed = { 0 };
  g_auto(RecordFile) future = { 0 };
  g_auto(RecordFile) record = { 0 };
  g_auto(Run) not_possible = { 0 };
  g_auto(Run) not_json = { 0 };
  g_auto(Run) newer = { 0 };
  g_auto(Run) a_record = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) no_file = { 0 };
  g_auto(Run) two_files = { 0 };
  g_auto(Run) bad_option = { 0 };

  sheet_file_init (&impossible, "impossible.json");
  sheet_file_init (&malformed, "malformed.json");
  sheet_file_init (&future, "future-version.json");
  record_file_init (&record, "record.json", ts_counter_game_random_record (2, 10, 5, 1));

  run_cli (&not_possible, "sheet", impossible.path, NULL);
  g_assert_cmpint (not_possible.status, ==, 1);
  g_assert_cmpstr (not_possible.out, ==, "");
  g_assert_nonnull (strstr (not_possible.err, "impossible.json”: Ana, monastery 15: "
                                              "“Goods types sold” must be from 0 to 6, not 7"));

  run_cli (&not_json, "sheet", "--json", malformed.path, NULL);
  g_assert_cmpint (not_json.status, ==, 1);
  g_assert_cmpstr (not_json.out, ==, "");
  g_assert_nonnull (strstr (not_json.err, "malformed.json” is not valid JSON: at line 6, "
                                          "column 33"));

  run_cli (&newer, "sheet", future.path, NULL);
  g_assert_cmpint (newer.status, ==, 1);
  g_assert_nonnull (strstr (newer.err, "future-version.json”: Sheet version 3 is not one"));

  run_cli (&a_record, "sheet", record.path, NULL);
  g_assert_cmpint (a_record.status, ==, 1);
  g_assert_nonnull (strstr (a_record.err, "record.json”: This is not a final-scoring sheet"));

  run_cli (&missing, "sheet", "/nonexistent/sheet.json", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "sheet.json"));

  run_cli (&no_file, "sheet", NULL);
  g_assert_cmpint (no_file.status, ==, 2);
  g_assert_nonnull (strstr (no_file.err, "one sheet file"));
  run_cli (&two_files, "sheet", impossible.path, malformed.path, NULL);
  g_assert_cmpint (two_files.status, ==, 2);
  run_cli (&bad_option, "sheet", "--runs", "3", impossible.path, NULL);
  g_assert_cmpint (bad_option.status, ==, 2);
  g_assert_nonnull (strstr (bad_option.err, "--runs"));
}

/* The complete example of the sheet format in docs/file-format.md scores as it says. */
static void
test_documented_sheet (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs",
                                                     "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_auto(RecordFile) example = { 0 };
  g_auto(Run) text = { 0 };
  const char *start;
  const char *end;

  g_assert_true (g_file_get_contents (doc_path, &doc, NULL, NULL));
  start = strstr (doc, "\n# The final-scoring sheet\n");
  g_assert_nonnull (start);
  start = strstr (start, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  record_file_init (&example, "sheet.json", g_strndup (start, end - start));
  run_cli (&text, "sheet", example.path, NULL);
  if (text.status != 0)
    g_error ("the documented sheet is refused: %s", text.err);
  /* The page says who wins, and shows Bruno's lines as the CLI prints them. */
  g_assert_nonnull (strstr (doc, "“Daniel wins with 171 victory points.”"));
  g_assert_nonnull (strstr (text.out, "\nDaniel wins with 171 victory points.\n"));
  start = strstr (end + 3, "```\n");
  g_assert_nonnull (start);
  start += strlen ("```\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  {
    g_autofree char *shown = g_strndup (start, end - start);

    g_assert_true (g_str_has_prefix (shown, "Bruno: 138 VP\n"));
    if (strstr (text.out, shown) == NULL)
      g_error ("the page shows\n%s\nbut the CLI prints\n%s", shown, text.out);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  cli_path = g_getenv ("TABLESIDE_CLI");
  g_assert_nonnull (cli_path);
  test_cli_path = g_getenv ("TABLESIDE_CLI_TEST");
  g_assert_nonnull (test_cli_path);
  work_dir = g_dir_make_tmp ("tableside-cli-XXXXXX", NULL);
  g_assert_nonnull (work_dir);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/refuses-unknown-input", test_refuses_unknown_input);
  g_test_add_func ("/cli/links-no-gtk", test_links_no_gtk);
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/score", test_score);
  g_test_add_func ("/cli/moves", test_moves);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/burgundy", test_burgundy);
  g_test_add_func ("/cli/burgundy-crowded-moves", test_burgundy_crowded_moves);
  g_test_add_func ("/cli/documented-example", test_documented_example);
  g_test_add_func ("/cli/version-1-as-written", test_version_1_as_written);
  g_test_add_func ("/cli/sheet", test_sheet);
  g_test_add_func ("/cli/sheet-ties", test_sheet_ties);
  g_test_add_func ("/cli/sheet-refused", test_sheet_refused);
  g_test_add_func ("/cli/documented-sheet", test_documented_sheet);
  g_test_add_func ("/cli/bad-files", test_bad_files);

  {
    int status = g_test_run ();

    g_rmdir (work_dir);
    g_free (work_dir);
    return status;
  }
}
