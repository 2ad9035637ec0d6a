/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on team games of The Castles of Burgundy (issue 15, CB-TEM): the documented
 * record, and complete random team games written as records, checked and scored through the
 * real binary. */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

#include "ts-burgundy.h"

static void
test_documented (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-team-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "team.json", NULL);
  g_autofree char *text = ts_cli_test_documented_example ("\"options\": {\"team\": true},\n \"players\"");
  g_autofree char *check = NULL, *moves = NULL;

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  g_assert_nonnull (strstr (check, "a valid record of The Castles of Burgundy, 15 entries, in "
                                   "progress"));
  g_assert_cmpint (ts_cli_test_run (&moves, "moves", file, NULL), ==, 0);
  g_assert_nonnull (strstr (moves, "Ana's turn: dice 2 and 3."));
  /* CB-TEM-08: the legal entries say where a tile goes. */
  g_assert_nonnull (strstr (moves, "into Ana's private storage."));
  g_remove (file);
  g_rmdir (dir);
}

/* The documented record's setup, with the players' names as objects. */
static JsonObject *
documented_record (void)
{
  g_autofree char *text = ts_cli_test_documented_example ("\"options\": {\"team\": true},\n \"players\"");
  g_autoptr (JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

static void
test_random_games (void)
{
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 31);
      g_autoptr (JsonObject) record = documented_record ();
      JsonObject *options = json_object_get_object_member (record, "options");
      JsonArray *players = json_object_get_array_member (record, "players");
      JsonObject *setup = json_object_get_object_member (record, "setup");
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *s = NULL;
      g_autofree char *dir = g_dir_make_tmp ("ts-team-XXXXXX", NULL);
      g_autofree char *file = g_build_filename (dir, "team.json", NULL);
      g_autofree char *check = NULL, *score = NULL, *text = NULL, *team_a = NULL;
      JsonArray *entries = json_array_new ();
      TsBurgundyEntry e;

      s = ts_burgundy_state_new_from_setup (options, players, setup, &error);
      g_assert_no_error (error);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_assert_true (ts_burgundy_apply (s, &e, NULL));
          json_array_add_element (entries, ts_burgundy_entry_to_json (&e));
        }
      json_object_set_array_member (record, "entries", entries);
      {
        g_autoptr (JsonNode) root = json_node_new (JSON_NODE_OBJECT);
        json_node_set_object (root, record);
        text = json_to_string (root, TRUE);
      }
      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
      g_test_message ("%s", check);
      /* CB-TEM-14: both players of the winning team won. */
      if (s->winner == 0)
        g_assert_nonnull (strstr (check, "finished, Ana and Carla won"));
      else if (s->winner == 1)
        g_assert_nonnull (strstr (check, "finished, Bruno and Davi won"));
      g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
      g_test_message ("%s", score);
      team_a = g_strdup_printf ("Team A (Ana and Carla): %d VP together",
                                s->players[0].vp + s->players[2].vp);
      g_assert_nonnull (strstr (score, team_a));
      g_assert_nonnull (strstr (score, "Team B (Bruno and Davi): "));
      g_remove (file);
      g_rmdir (dir);
    }
}

int
main (int argc, char **argv)
{
  ts_cli_test_init (&argc, &argv);
  g_test_add_func ("/cli/burgundy/team/documented-example/CB-TEM-08", test_documented);
  g_test_add_func ("/cli/burgundy/team/random-games/CB-TEM-14", test_random_games);
  return ts_cli_test_run_tests ();
}
