/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli stats` counts what the replay finds (issue 40), run as a user would on the
 * records the issue names: the team game shipped before the team-discard change, which says
 * no "status" (it counted as a game in progress, 0 plays); the random Kingsburg game written
 * before the Statue/Chapel change (refused at entry 110, it dropped out); a finished
 * Carcassonne game whose header says it is in progress; a Caylus game in progress whose header
 * says Ana won; and a game whose header says finished but whose replay stops at an entry the
 * rules refuse (not counted, and said so). Every player-game row of `stats --json` against the
 * results frozen beside the records in tests/data/corpus, read without and with the index. */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

typedef struct
{
  gint64 plays, wins, in_progress, best;
} Row;

static GHashTable *rows; /* "~name game" -> Row */
static char *folder;

static JsonNode *
read_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* Copies corpus record @name into the folder with @edit applied to its header, and counts
 * its frozen result. */
static void
add (const char *name,
     void (*edit) (JsonObject *root))
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autofree char *stem = g_strndup (name, strlen (name) - strlen (".json"));
  g_autofree char *expected_name = g_strconcat (stem, ".expected.json", NULL);
  g_autofree char *expected_path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                          expected_name, NULL);
  g_autofree char *target = g_build_filename (folder, name, NULL);
  g_autoptr(JsonNode) record = read_json (source);
  g_autoptr(JsonNode) expected = read_json (expected_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *root = json_node_get_object (record);
  JsonObject *result = json_node_get_object (expected);
  JsonArray *players = json_object_get_array_member (root, "players");
  JsonArray *winners = json_object_get_array_member (result, "winners");
  gboolean finished = json_object_get_boolean_member (result, "finished");

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      JsonObject *frozen = json_array_get_object_element (
          json_object_get_array_member (result, "players"), i);
      gint64 vp = json_object_get_int_member_with_default (
          json_object_get_object_member (frozen, "totals"), "vp", 0);
      g_autofree char *folded = g_utf8_casefold (json_object_get_string_member (player, "name"),
                                                 -1);
      g_autofree char *key = g_strdup_printf ("~%s %s", folded,
                                              json_object_get_string_member (root, "game"));
      Row *row = g_hash_table_lookup (rows, key);

      if (row == NULL)
        {
          row = g_new0 (Row, 1);
          g_hash_table_insert (rows, g_strdup (key), row);
        }
      if (!finished)
        {
          row->in_progress++;
          continue;
        }
      row->best = row->plays == 0 ? vp : MAX (row->best, vp);
      row->plays++;
      for (guint k = 0; k < json_array_get_length (winners); k++)
        row->wins += json_array_get_int_element (winners, k) == i;
    }
  if (edit != NULL)
    edit (root);
  text = json_to_string (record, TRUE);
  g_assert_true (g_file_set_contents (target, text, -1, &error));
  g_assert_no_error (error);
}

static void
say_in_progress (JsonObject *root)
{
  json_object_remove_member (root, "winner");
  json_object_set_string_member (root, "status", "in-progress");
}

static void
say_ana_won (JsonObject *root)
{
  json_object_set_string_member (root, "status", "finished");
  json_object_set_int_member (root, "winner", 0);
}

/* Said finished, won by Ana, with the last entry given twice: the rules refuse the second. */
static void
add_refused (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                   "history-caylus-short-eb77f0c.json", NULL);
  g_autofree char *target = g_build_filename (folder, "refused.json", NULL);
  g_autoptr(JsonNode) record = read_json (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonArray *entries = json_object_get_array_member (json_node_get_object (record), "entries");

  json_array_add_element (entries, json_node_copy (json_array_get_element (
                                       entries, json_array_get_length (entries) - 1)));
  say_ana_won (json_node_get_object (record));
  text = json_to_string (record, TRUE);
  g_assert_true (g_file_set_contents (target, text, -1, &error));
  g_assert_no_error (error);
}

static void
check_json (const char *out)
{
  g_autoptr(JsonNode) node = json_from_string (out, NULL);
  JsonObject *root;
  JsonArray *players;
  guint n_rows = 0;

  g_assert_nonnull (node);
  root = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (root, "unscored"), ==, 1);
  players = json_object_get_array_member (root, "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonObject *games = json_object_get_object_member (player, "games");
      g_autoptr(GList) ids = json_object_get_members (games);

      for (GList *l = ids; l != NULL; l = l->next)
        {
          JsonObject *game = json_object_get_object_member (games, l->data);
          g_autofree char *key = g_strdup_printf ("%s %s",
                                                  json_object_get_string_member (player, "id"),
                                                  (const char *) l->data);
          Row *row = g_hash_table_lookup (rows, key);

          g_test_message ("%s", key);
          g_assert_nonnull (row);
          g_assert_cmpint (json_object_get_int_member (game, "plays"), ==, row->plays);
          g_assert_cmpint (json_object_get_int_member (game, "wins"), ==, row->wins);
          g_assert_cmpint (json_object_get_int_member (game, "in-progress"), ==,
                           row->in_progress);
          if (row->plays > 0)
            g_assert_cmpint (json_object_get_int_member (game, "best"), ==, row->best);
          n_rows++;
        }
    }
  g_assert_cmpuint (n_rows, ==, g_hash_table_size (rows));
}

static void
test_replay_counts (void)
{
  g_autofree char *index = NULL;

  folder = g_build_filename (ts_cli_test_work_dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  index = g_build_filename (folder, ".saved-games-index.json", NULL);
  rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  add ("history-castles-of-burgundy-team-complete-c525afa.json", NULL);
  add ("history-kingsburg-2p-random-complete-b3872f0.json", NULL);
  add ("history-carcassonne-2p-random-complete-b3872f0.json", say_in_progress);
  add ("history-caylus-short-eb77f0c.json", say_ana_won);
  add_refused ();

  for (guint pass = 0; pass < 2; pass++)
    {
      g_auto(TsCliTestRun) json = { 0 };
      g_auto(TsCliTestRun) text = { 0 };

      /* The first pass reads every file; the second, the index the first wrote. */
      g_assert_cmpint (g_file_test (index, G_FILE_TEST_EXISTS), ==, pass == 1);
      ts_cli_test_run_cli (&json, "stats", "--json", "--people", "/nonexistent", folder, NULL);
      g_assert_cmpint (json.status, ==, 0);
      check_json (json.out);
      ts_cli_test_run_cli (&text, "stats", "--people", "/nonexistent", folder, NULL);
      g_assert_cmpint (text.status, ==, 0);
      g_assert_nonnull (strstr (text.out, "1 saved game needs attention"));
      /* The team game's two winners, counted from its replay (its record says no status). */
      g_assert_nonnull (strstr (text.out, "Davi: 1 game, 1 won"));
    }
  g_hash_table_unref (rows);
  g_free (folder);
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  g_test_add_func ("/cli/stats-replay/counts", test_replay_counts);
  return ts_cli_test_run_tests ();
}
