/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on solo games of The Castles of Burgundy (issue 15): complete random solo
 * games written as records, checked and scored through the real binary. */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

#include "ts-burgundy.h"

/* Runs the real CLI; returns its exit status, output in *@out. */
/* One player on duchy 1's layout entered as a solo board (no solo board is shipped). */
static JsonArray *
solo_players (void)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  JsonObject *board = ts_burgundy_board_to_json (ts_burgundy_data_find_duchy (data, "1"));
  JsonObject *ana = json_object_new ();
  JsonArray *players = json_array_new ();

  json_object_set_string_member (board, "id", "13a");
  json_object_set_string_member (board, "kind", "solo");
  json_object_set_string_member (ana, "name", "Ana");
  json_object_set_object_member (ana, "layout", board);
  json_array_add_object_element (players, ana);
  return players;
}

static void
test_documented (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-solo-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "solo.json", NULL);
  g_autofree char *text
      = ts_cli_test_documented_example ("\"options\": {\"solo\": true, \"solo-target\": 48}");
  g_autofree char *check = NULL, *moves = NULL;

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  g_assert_nonnull (strstr (check, "a valid record of The Castles of Burgundy, 16 entries, in "
                                   "progress"));
  g_assert_cmpint (ts_cli_test_run (&moves, "moves", file, NULL), ==, 0);
  g_assert_nonnull (strstr (moves, "Enter the dice rolled for round 4 of phase A."));
  g_remove (file);
  g_rmdir (dir);
}

static void
test_random_games (void)
{
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 17);
      g_autoptr (JsonArray) players = solo_players ();
      g_autoptr (JsonObject) options = json_object_new ();
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *s = NULL;
      g_autofree char *dir = g_dir_make_tmp ("ts-solo-XXXXXX", NULL);
      g_autofree char *file = g_build_filename (dir, "solo.json", NULL);
      g_autofree char *check = NULL, *score = NULL, *json = NULL, *text = NULL;
      g_autoptr (JsonObject) record = json_object_new ();
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonArray *entries = json_array_new ();
      TsBurgundyEntry e;

      json_object_set_boolean_member (options, "solo", TRUE);
      json_object_set_int_member (options, "solo-target", 44 + seed);
      s = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
      g_assert_no_error (error);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_assert_true (ts_burgundy_apply (s, &e, NULL));
          json_array_add_element (entries, ts_burgundy_entry_to_json (&e));
        }
      json_object_set_string_member (record, "format", "tableside-record");
      json_object_set_int_member (record, "version", 1);
      json_object_set_string_member (record, "game", "castles-of-burgundy");
      json_object_set_object_member (record, "options", json_object_ref (options));
      json_object_set_array_member (record, "players", json_array_ref (players));
      json_object_set_array_member (record, "entries", entries);
      {
        g_autoptr (JsonNode) root = json_node_new (JSON_NODE_OBJECT);
        json_node_set_object (root, record);
        text = json_to_string (root, TRUE);
      }
      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
      g_assert_nonnull (strstr (check, "finished"));
      g_assert_cmpint (ts_cli_test_run (&json, "score", file, "--json"), ==, 0);
      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      g_test_message ("%s", json);
      g_assert_nonnull (strstr (json, "\"won\" : false"));
      g_assert_nonnull (strstr (json, "\"round\" : 25"));
      g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
      g_test_message ("%s", score);
      /* The result in words: lost after round 25 (random games do not fill the duchy). */
      g_assert_nonnull (strstr (score, "Ana lost"));
      g_assert_nonnull (strstr (score, "after round 25"));
      g_remove (file);
      g_rmdir (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/burgundy/solo/documented-example", test_documented);
  g_test_add_func ("/cli/burgundy/solo/random-games", test_random_games);
  return g_test_run ();
}
