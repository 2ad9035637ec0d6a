/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes through TsMatch, with the user's data folder in a temporary directory
 * (G_TEST_OPTION_ISOLATE_DIRS): a game whose routes use pieces the user entered from their
 * box (the "trade-routes" component overrides) is played to its end, saved and loaded back
 * the same; then the user's pieces file changes, and later breaks, and the saved game still
 * replays exactly as played: the record carries every route's spaces (CB-TRD-01/02). */
#include <string.h>

#include "ts-burgundy.h"
#include "ts-component-overrides.h"
#include "ts-game.h"
#include "ts-match-test-util.h"

static TsComponentOverrides *
pieces_file (void)
{
  return ts_component_overrides_new ("castles-of-burgundy", "trade-routes",
                                     ts_burgundy_route_piece_check_item, NULL);
}

static JsonNode *
spaces_node (guint a, const char *ba, guint b, const char *bb, guint c, const char *bc)
{
  g_autofree char *json = g_strdup_printf ("{\"spaces\": [[%u, \"%s\"], [%u, \"%s\"], "
                                           "[%u, \"%s\"]]}",
                                           a, ba, b, bb, c, bc);
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

/* The user enters pieces 4 to 10 (every goods type earns some bonus). */
static void
enter_pieces (guint shift)
{
  g_autoptr (TsComponentOverrides) overrides = pieces_file ();
  g_autoptr (GError) error = NULL;
  static const char *const bonuses[] = { "vp-4", "silver-2", "workers-4", "take-any",
                                         "take-building", "take-mine-monastery-castle" };

  g_assert_true (ts_component_overrides_load (overrides, NULL, &error));
  for (guint i = 4; i <= 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      g_autoptr (JsonNode) values
          = spaces_node ((i + shift) % 6 + 1, bonuses[i % 6], (i + shift + 2) % 6 + 1,
                         bonuses[(i + 1) % 6], (i + shift + 4) % 6 + 1, bonuses[(i + 3) % 6]);

      g_assert_true (ts_component_overrides_set (overrides, id, values, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_component_overrides_save (overrides, NULL, &error));
  g_assert_no_error (error);
}

/* The box as a new game's setup sees it: shipped pieces with the user's. */
static void
box_pieces (TsBurgundyRoutePieces *box)
{
  g_autoptr (TsComponentOverrides) overrides = pieces_file ();
  g_auto (GStrv) ids = NULL;

  *box = *ts_burgundy_route_pieces_get (NULL);
  g_assert_true (ts_component_overrides_load (overrides, NULL, NULL));
  ids = ts_component_overrides_dup_ids (overrides);
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_true (ts_burgundy_route_pieces_correct (box, ids[i],
                                                     ts_component_overrides_get (overrides,
                                                                                 ids[i]),
                                                     NULL));
}

static void
test_replay_after_change (void)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  static const char *const routes[2][5] = { { "4", "A", "5", "6", "B" },
                                            { "C", "7", "8", "9", "10" } };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonObject) setup = json_object_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (14);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsMatch) match = NULL;
  g_autoptr (TsMatch) loaded = NULL;
  g_autoptr (TsMatch) again = NULL;
  g_autoptr (TsMatch) broken = NULL;
  g_autofree char *path = NULL;
  TsBurgundyRoutePieces box;
  TsBurgundyEntry e;
  guint8 played_die[TS_BURGUNDY_ROUTE_SPACES];
  guint laid = 0;

  enter_pieces (0);
  box_pieces (&box);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();
      const TsBurgundyRoutePiece *dealt[5];

      for (guint k = 0; k < 5; k++)
        {
          dealt[k] = ts_burgundy_route_pieces_find (&box, routes[i][k]);
          g_assert_true (ts_burgundy_route_piece_known (dealt[k]));
        }
      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_object_set_string_member (player, "color", i == 0 ? "red" : "blue");
      json_object_set_member (player, "route", ts_burgundy_route_to_json (dealt, 5));
      json_array_add_object_element (players, player);
    }
  json_object_set_boolean_member (options, "trade-routes", TRUE);
  match = ts_match_new (module, "Routes", players, options, setup, &error);
  g_assert_no_error (error);

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
  {
    const TsBurgundyState *s = ts_match_get_state (match);
    for (guint i = 0; i < 2; i++)
      laid += s->players[i].route_next;
    memcpy (played_die, s->players[0].route_die, sizeof played_die);
    /* Piece 4 is Ana's first: its spaces as the user entered them. */
    g_assert_cmpuint (played_die[0], ==, box.pieces[3].die[0]);
  }
  g_assert_cmpuint (laid, >, 0);
  loaded = ts_match_test_save_and_load (match, "routes.json");

  /* The user corrects their pieces: the saved game keeps the routes it was played with. */
  enter_pieces (3);
  box_pieces (&box);
  g_assert_cmpuint (ts_burgundy_route_pieces_find (&box, "4")->die[0], !=, played_die[0]);
  again = ts_match_test_save_and_load (loaded, "routes-again.json");
  g_assert_cmpmem (((const TsBurgundyState *)ts_match_get_state (again))->players[0].route_die,
                   TS_BURGUNDY_ROUTE_SPACES, played_die, TS_BURGUNDY_ROUTE_SPACES);

  /* Even a broken pieces file changes nothing for it. */
  path = g_build_filename (g_get_user_data_dir (), "tableside", "games", "castles-of-burgundy",
                           "trade-routes.json", NULL);
  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  broken = ts_match_test_save_and_load (again, "routes-broken.json");
  g_assert_true (module->state_equal (ts_match_get_state (broken), ts_match_get_state (match)));
}

/* A broken pieces file is reported with its path and reason; nothing is kept from it. */
static void
test_broken_file (void)
{
  g_autoptr (TsComponentOverrides) overrides = pieces_file ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                            "castles-of-burgundy", "trade-routes.json", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  const char *bad = "{\"format\": \"tableside-component-overrides\", \"version\": 1, "
                    "\"game\": \"castles-of-burgundy\", \"component\": \"trade-routes\", "
                    "\"items\": {\"5\": {\"spaces\": [[9, \"vp-4\"], [1, \"vp-4\"], "
                    "[2, \"vp-4\"]]}}}";

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  g_assert_false (ts_component_overrides_load (overrides, NULL, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "5.spaces[0]"));
  g_assert_null (ts_component_overrides_get (overrides, "5"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/model/burgundy/routes/replay-after-change/CB-TRD-02",
                   test_replay_after_change);
  g_test_add_func ("/model/burgundy/routes/broken-file", test_broken_file);
  return g_test_run ();
}
