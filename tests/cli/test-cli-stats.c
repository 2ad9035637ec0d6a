/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli stats` (issue 27) run as a user would: a folder of random complete games of
 * all four games, its figures against a direct count of the games, the JSON's documented
 * shape, filters, refused options, a broken list of people named, names escaped. */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"
#include "ts-match-player.h"
#include "ts-random-record.h"

static char *folder;
static GHashTable *wins;  /* name -> wins (GUINT_TO_POINTER) over the finished games */
static GHashTable *plays; /* name -> plays */

static TsMatch *
random_game (guint game,
             guint seed)
{
  g_autoptr(GError) error = NULL;
  TsMatch *match = NULL;

  switch (game)
    {
    case 0: match = ts_random_record_burgundy (3, seed, &error); break;
    case 1: match = ts_random_record_kingsburg (3, seed, &error); break;
    case 2: match = ts_random_record_carcassonne (3, NULL, seed, &error); break;
    default: match = ts_random_record_caylus (3, NULL, seed, &error); break;
    }
  g_assert_no_error (error);
  return match;
}

static void
make_folder (void)
{
  g_autoptr(GError) error = NULL;

  folder = g_build_filename (ts_cli_test_work_dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  wins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  plays = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(TsMatch) match = random_game (i % 4, 100 + i);
      g_autofree char *name = g_strdup_printf ("game-%u.json", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      GListModel *players = ts_match_get_players (match);

      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
      for (guint p = 0; p < g_list_model_get_n_items (players); p++)
        {
          g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);
          const char *who = ts_match_player_get_name (player);

          g_hash_table_insert (plays, g_strdup (who),
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (plays, who))
                                                 + 1));
          g_hash_table_insert (wins, g_strdup (who),
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (wins, who))
                                                 + ts_match_player_get_winner (player)));
        }
    }
}

static JsonObject *
member (JsonObject *object,
        const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_node_get_object (node);
}

static void
test_json (void)
{
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *players;
  JsonObject *games;

  ts_cli_test_run_cli (&run, "stats", "--json", "--people", "/nonexistent/people.json", folder,
                       NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = ts_cli_test_parse_json (run.out);
  players = json_object_get_array_member (json_node_get_object (root), "players");
  games = member (json_node_get_object (root), "games");
  g_assert_cmpuint (json_array_get_length (players), ==, g_hash_table_size (plays));
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      const char *name = json_object_get_string_member (player, "name");
      JsonObject *per_game = member (player, "games");
      g_autoptr(GList) ids = json_object_get_members (per_game);
      gint64 sum = 0;

      /* Matched by name: "~" and the name folded. */
      g_assert_true (g_str_has_prefix (json_object_get_string_member (player, "id"), "~"));
      g_assert_cmpint (json_object_get_int_member (player, "plays"), ==,
                       GPOINTER_TO_UINT (g_hash_table_lookup (plays, name)));
      g_assert_cmpint (json_object_get_int_member (player, "wins"), ==,
                       GPOINTER_TO_UINT (g_hash_table_lookup (wins, name)));
      for (GList *l = ids; l != NULL; l = l->next)
        {
          JsonObject *game = member (per_game, l->data);

          g_assert_true (json_object_has_member (game, "wins"));
          g_assert_true (json_object_has_member (game, "best"));
          g_assert_true (json_object_has_member (game, "average"));
          sum += json_object_get_int_member (game, "plays");
        }
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "plays"));
    }
  g_assert_cmpuint (json_object_get_size (games), ==, 4);
  g_assert_cmpint (json_object_get_int_member (member (games, "kingsburg"), "plays"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (member (games, "kingsburg"), "finished"), ==, 2);
}

static void
test_text_and_filters (void)
{
  g_auto(TsCliTestRun) text = { 0 };
  g_auto(TsCliTestRun) only = { 0 };
  g_auto(TsCliTestRun) none = { 0 };
  g_autoptr(JsonNode) root = NULL;

  ts_cli_test_run_cli (&text, "stats", folder, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Players\n"));
  g_assert_nonnull (strstr (text.out, "Carcassonne: 2 finished, 0 in progress"));
  g_assert_nonnull (strstr (text.out, "record: "));
  ts_cli_test_run_cli (&only, "stats", "--json", "--game", "caylus-1303", folder, NULL);
  g_assert_cmpint (only.status, ==, 0);
  root = ts_cli_test_parse_json (only.out);
  g_assert_cmpuint (json_object_get_size (member (json_node_get_object (root), "games")), ==, 1);
  g_assert_true (json_object_has_member (member (json_node_get_object (root), "games"),
                                         "caylus-1303"));
  /* Games of 2 players: there are none. */
  ts_cli_test_run_cli (&none, "stats", "--players", "2", folder, NULL);
  g_assert_cmpint (none.status, ==, 0);
  g_assert_nonnull (strstr (none.out, "No games kept match."));
}

static void
test_refusals (void)
{
  static const char *const bad[][3] = {
    { "--players", "9", "--players" },
    { "--game", "chess", "chess" },
    { "--from", "2026-13-01", "--from" },
    { "--to", "yesterday", "--to" },
  };
  g_autofree char *missing = g_build_filename (ts_cli_test_work_dir, "no-such-folder", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(TsCliTestRun) run = { 0 };

      ts_cli_test_run_cli (&run, "stats", bad[i][0], bad[i][1], folder, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, bad[i][2]));
    }
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "stats", folder, folder, NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  /* A folder named that does not exist is a mistake, said with its name (issue 40). */
  {
    g_auto(TsCliTestRun) run = { 0 };

    ts_cli_test_run_cli (&run, "stats", missing, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, missing));
  }
}

/* --csv: the plays as the page exports them, with the play's id last (issue 41): the rows of
 * one game share it, two games of one game on one day (the folder's games were all saved
 * today) differ by it, and the next run gives the same. */
static void
test_csv (void)
{
  g_auto(TsCliTestRun) run = { 0 };
  g_auto(TsCliTestRun) again = { 0 };
  g_auto(TsCliTestRun) both = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) kingsburg = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) days = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint rows = 0;

  ts_cli_test_run_cli (&run, "stats", "--csv", "--people", "/nonexistent/people.json", folder,
                       NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\r\n", -1);
  g_assert_cmpstr (lines[0], ==, "date,game,name,person,score,position,won,play");
  for (guint i = 1; lines[i] != NULL && *lines[i] != '\0'; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 8);
      /* The record's file name without ".json". */
      g_assert_true (g_str_has_prefix (fields[7], "game-"));
      if (g_str_equal (fields[1], "kingsburg"))
        {
          g_hash_table_add (days, g_strdup (fields[0]));
          g_hash_table_add (kingsburg, g_strdup (fields[7]));
        }
      rows++;
    }
  /* 8 games of 3 players; Kingsburg's two, the same day, two ids. */
  g_assert_cmpuint (rows, ==, 8 * 3);
  g_assert_cmpuint (g_hash_table_size (days), ==, 1);
  g_assert_cmpuint (g_hash_table_size (kingsburg), ==, 2);
  g_assert_true (g_hash_table_contains (kingsburg, "game-1"));
  g_assert_true (g_hash_table_contains (kingsburg, "game-5"));
  ts_cli_test_run_cli (&again, "stats", "--csv", "--people", "/nonexistent/people.json", folder,
                       NULL);
  g_assert_cmpstr (again.out, ==, run.out);
  ts_cli_test_run_cli (&both, "stats", "--csv", "--json", folder, NULL);
  g_assert_cmpint (both.status, ==, 2);
}

/* A broken list of people is named on the error output and left alone; the figures come. */
static void
test_broken_people (void)
{
  g_autofree char *path = g_build_filename (ts_cli_test_work_dir, "people.json", NULL);
  g_auto(TsCliTestRun) run = { 0 };
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, "{\"format\": \"tableside-people\"", -1, NULL));
  ts_cli_test_run_cli (&run, "stats", "--people", path, folder, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, path));
  g_assert_nonnull (strstr (run.out, "Players\n"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{\"format\": \"tableside-people\"");
  g_remove (path);
}

/* A name with a terminal escape in a record is printed escaped. */
static void
test_escaped_names (void)
{
  g_autofree char *path = g_build_filename (folder, "game-0.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *changed = NULL;
  g_auto(TsCliTestRun) run = { 0 };
  const char *at;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  at = strstr (contents, "\"Ana\"");
  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s\"Ana\\u001b[2J\"%s", (int) (at - contents), contents,
                             at + strlen ("\"Ana\""));
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));
  ts_cli_test_run_cli (&run, "stats", folder, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Ana\\x1b[2J"));
  g_assert_null (strchr (run.out, '\x1b'));
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  make_folder ();
  g_test_add_func ("/cli/stats/json", test_json);
  g_test_add_func ("/cli/stats/text-and-filters", test_text_and_filters);
  g_test_add_func ("/cli/stats/csv", test_csv);
  g_test_add_func ("/cli/stats/refusals", test_refusals);
  g_test_add_func ("/cli/stats/broken-people", test_broken_people);
  g_test_add_func ("/cli/stats/escaped-names", test_escaped_names);
  return ts_cli_test_run_tests ();
}
