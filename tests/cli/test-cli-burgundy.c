/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on records of The Castles of Burgundy (the real CLI): complete random games
 * and one stopped half-way, a turn with thousands of legal entries, records of version 1 as
 * they are written, and the complete example in docs/file-format.md. */
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-util.h"
#include "ts-burgundy.h"
#include "ts-random-record.h"

/* The real CLI on complete random games of The Castles of Burgundy, and on one stopped
 * half-way. */
static void
test_burgundy (void)
{
  g_auto(TsCliTestFile) complete = { 0 };
  g_auto(TsCliTestFile) half = { 0 };
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(TsCliTestRun) check = { 0 };
  g_auto(TsCliTestRun) score = { 0 };
  g_auto(TsCliTestRun) moves = { 0 };
  g_auto(TsCliTestRun) moves_json = { 0 };
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
  ts_cli_test_file_init (&complete, "burgundy.json",
                         g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  while (ts_match_get_n_entries (match) > 150)
    g_assert_true (ts_match_undo (match));
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  ts_cli_test_file_init (&half, "half.json",
                         g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));

  ts_cli_test_run_cli (&check, "check", complete.path, NULL);
  g_assert_cmpint (check.status, ==, 0);
  g_assert_nonnull (strstr (check.out, "a valid record of The Castles of Burgundy"));
  g_assert_nonnull (strstr (check.out, "finished, "));

  ts_cli_test_run_cli (&score, "score", "--json", complete.path, NULL);
  g_assert_cmpint (score.status, ==, 0);
  root = ts_cli_test_parse_json (score.out);
  object = json_node_get_object (root);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "players")),
                    ==, 4);
  g_assert_false (json_object_get_null_member (object, "final"));

  ts_cli_test_run_cli (&moves, "moves", half.path, NULL);
  g_assert_cmpint (moves.status, ==, 0);
  g_assert_cmpstr (moves.out, !=, "");
  ts_cli_test_run_cli (&moves_json, "moves", "--json", half.path, NULL);
  g_assert_cmpint (moves_json.status, ==, 0);
  g_clear_pointer (&root, json_node_unref);
  root = ts_cli_test_parse_json (moves_json.out);
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
  g_auto(TsCliTestFile) crowded = { 0 };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) engine_list = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *count_line = NULL;
  g_autofree char *last_line = NULL;
  g_auto(TsCliTestRun) moves = { 0 };
  g_auto(TsCliTestRun) moves_json = { 0 };
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
  ts_cli_test_file_init (&crowded, "crowded.json",
                         g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));

  ts_cli_test_run_cli (&moves_json, "moves", "--json", crowded.path, NULL);
  if (moves_json.status != 0)
    g_error ("moves --json failed: %s", moves_json.err);
  root = ts_cli_test_parse_json (moves_json.out);
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

  ts_cli_test_run_cli (&moves, "moves", crowded.path, NULL);
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
  g_autoptr(JsonNode) root = ts_cli_test_parse_json (json);

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
  g_auto(TsCliTestFile) v2 = { 0 };
  g_auto(TsCliTestFile) v1 = { 0 };
  g_auto(TsCliTestFile) half_v2 = { 0 };
  g_auto(TsCliTestFile) half_v1 = { 0 };
  g_auto(TsCliTestRun) check_v1 = { 0 };
  g_auto(TsCliTestRun) check_v2 = { 0 };
  g_auto(TsCliTestRun) score_v1 = { 0 };
  g_auto(TsCliTestRun) score_v2 = { 0 };
  g_auto(TsCliTestRun) moves_v1 = { 0 };
  g_auto(TsCliTestRun) moves_v2 = { 0 };
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
  ts_cli_test_file_init (&v2, "v2.json",
                         g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  ts_cli_test_file_init (&v1, "v1.json", as_version_1 (match));

  ts_cli_test_run_cli (&check_v1, "check", v1.path, NULL);
  ts_cli_test_run_cli (&check_v2, "check", v2.path, NULL);
  g_assert_cmpint (check_v1.status, ==, 0);
  expected = g_strdup_printf ("%u entries", n - n_automatic);
  g_assert_nonnull (strstr (check_v1.out, expected));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%u entries", n);
  g_assert_nonnull (strstr (check_v2.out, expected));

  ts_cli_test_run_cli (&score_v1, "score", "--json", v1.path, NULL);
  ts_cli_test_run_cli (&score_v2, "score", "--json", v2.path, NULL);
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
  ts_cli_test_file_init (&half_v2, "half-v2.json",
                         g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  ts_cli_test_file_init (&half_v1, "half-v1.json", as_version_1 (match));
  ts_cli_test_run_cli (&moves_v1, "moves", "--json", half_v1.path, NULL);
  ts_cli_test_run_cli (&moves_v2, "moves", "--json", half_v2.path, NULL);
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

/* The complete example in docs/file-format.md is a record the CLI accepts. */
static void
test_documented_example (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs",
                                                     "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_auto(TsCliTestFile) example = { 0 };
  g_auto(TsCliTestRun) check = { 0 };
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
  ts_cli_test_file_init (&example, "example.json", g_strndup (start, end - start));
  ts_cli_test_run_cli (&check, "check", example.path, NULL);
  if (check.status != 0)
    g_error ("the documented example is refused: %s", check.err);
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/burgundy", test_burgundy);
  g_test_add_func ("/cli/burgundy-crowded-moves", test_burgundy_crowded_moves);
  g_test_add_func ("/cli/documented-example", test_documented_example);
  g_test_add_func ("/cli/version-1-as-written", test_version_1_as_written);

  return ts_cli_test_run_tests ();
}
