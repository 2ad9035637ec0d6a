/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Boards of the user's box through TsMatch (issue 15), with the user's data folder in a
 * temporary directory (G_TEST_OPTION_ISOLATE_DIRS): a game on a board the user entered
 * ("4 (2019 print)", kept in the "duchies" component overrides) carries the board as each
 * player's "layout"; it is played to its end, saved and loaded back the same; then the user
 * changes that board, and later the file breaks, and the saved game still replays exactly as
 * played. Without the layout the record could not name the board at all. */
#include <string.h>

#include "ts-burgundy.h"
#include "ts-component-overrides.h"
#include "ts-game.h"
#include "ts-match-test-util.h"

static gboolean
check_board (const char *id, JsonNode *values, gpointer unused, GError **error)
{
  TsBurgundyDuchy board;

  return JSON_NODE_HOLDS_OBJECT (values)
         && ts_burgundy_board_from_json (json_node_get_object (values), id, &board, error);
}

/* The user's boards file, as the board store writes it. */
static void
save_board (const TsBurgundyDuchy *board)
{
  g_autoptr (TsComponentOverrides) overrides
      = ts_component_overrides_new ("castles-of-burgundy", "duchies", check_board, NULL);
  g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_component_overrides_load (overrides, NULL, &error));
  g_assert_no_error (error);
  json_node_take_object (node, ts_burgundy_board_to_json (board));
  g_assert_true (ts_component_overrides_store (overrides, board->id, node, &error));
  g_assert_no_error (error);
}

/* Duchy @shipped's layout as the user's board "4 (2019 print)". */
static TsBurgundyDuchy
user_board (const char *shipped)
{
  TsBurgundyDuchy board = *ts_burgundy_data_find_duchy (ts_burgundy_data_get (NULL), shipped);

  g_strlcpy (board.id, "4-2019-print", sizeof board.id);
  g_strlcpy (board.name, "4 (2019 print)", sizeof board.name);
  board.base[0] = '\0';
  board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  return board;
}

static JsonArray *
players_on (const TsBurgundyDuchy *board, gboolean with_layout)
{
  JsonArray *players = json_array_new ();

  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_object_set_string_member (player, "color", i == 0 ? "red" : "blue");
      json_object_set_string_member (player, "duchy", board->id);
      if (with_layout)
        json_object_set_object_member (player, "layout", ts_burgundy_board_to_json (board));
      json_array_add_object_element (players, player);
    }
  return players;
}

static void
test_replay_after_change (void)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  TsBurgundyDuchy played = user_board ("1");
  TsBurgundyDuchy changed = user_board ("3");
  g_autoptr (JsonArray) players = players_on (&played, TRUE);
  g_autoptr (JsonArray) bare = players_on (&played, FALSE);
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonObject) setup = json_object_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (15);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsMatch) match = NULL;
  g_autoptr (TsMatch) refused = NULL;
  g_autoptr (TsMatch) loaded = NULL;
  g_autoptr (TsMatch) again = NULL;
  g_autoptr (TsMatch) broken = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                            "castles-of-burgundy", "duchies.json", NULL);
  TsBurgundyEntry e;

  save_board (&played);
  match = ts_match_new (module, "Own box", players, options, setup, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((const TsBurgundyState *)ts_match_get_state (match))->players[0].duchy.id,
                   ==, "4-2019-print");

  /* Without its layout the record names a board no other machine has. */
  refused = ts_match_new (module, "Bare", bare, options, setup, &error);
  g_assert_null (refused);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "4-2019-print"));
  g_clear_error (&error);

  /* A whole game at random, through the match. */
  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
    {
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
      g_autoptr (TsEntry) entry = ts_match_parse_entry (match, node, &error);

      g_assert_no_error (error);
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_match_get_finished (match));
  loaded = ts_match_test_save_and_load (match, "own-box.json");

  /* The user changes the board (another layout under the same id): the saved game keeps the
   * board it was played on. */
  save_board (&changed);
  g_assert_true (memcmp (changed.colour, played.colour, sizeof played.colour) != 0);
  again = ts_match_test_save_and_load (loaded, "own-box-again.json");
  g_assert_cmpmem (((const TsBurgundyState *)ts_match_get_state (again))->players[0].duchy.colour,
                   TS_BURGUNDY_N_SPACES, played.colour, TS_BURGUNDY_N_SPACES);
  g_assert_true (module->state_equal (ts_match_get_state (again), ts_match_get_state (match)));

  /* Even a broken boards file changes nothing for it. */
  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  broken = ts_match_test_save_and_load (again, "own-box-broken.json");
  g_assert_true (module->state_equal (ts_match_get_state (broken), ts_match_get_state (match)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/model/burgundy/boards/replay-after-change", test_replay_after_change);
  return g_test_run ();
}
