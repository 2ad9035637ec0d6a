/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One test per refusal: the whole sentence, the state unchanged byte for byte, and the
 * entry not offered by the legal list (ct_refuse checks the last two). */
#include "carcassonne-util.h"
#include "ts-engine-error.h"

#define PASS0 "{\"type\":\"pass\",\"player\":0}"

static void
expect (TsCarcassonneState *s, const char *json, const char *sentence)
{
  g_autofree char *message = ct_refuse (s, json);

  g_assert_cmpstr (message, ==, sentence);
}

/* Ana has drawn a tile and placed it: the figure step. */
static TsCarcassonneState *
at_figure (const char *options, const char *kind, int x, int y, guint rotation)
{
  TsCarcassonneState *s = ct_new_game (2, options);
  g_autofree char *draw = g_strdup_printf ("{\"type\":\"draw\",\"tile\":\"%s\"}", kind);
  g_autofree char *place = g_strdup_printf ("{\"type\":\"place\",\"player\":0,\"x\":%d,\"y\":%d,"
                                            "\"rotation\":%u}", x, y, rotation);

  ct_apply (s, draw);
  ct_apply (s, place);
  return s;
}

/* CA-BTR-01: a placement before the draw. */
static void
test_place_before_draw (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  expect (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":0}",
          "Not now: the table draws the next tile first.");
  /* A pass at the draw is only the builder's second tile declined (CA-TBU-05). */
  expect (s, PASS0, "Not now: the table draws the next tile first.");
}

/* CA-BTR-01: a second draw before the tile is placed. */
static void
test_draw_before_place (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  expect (s, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}",
          "Not now: Ana places the straight road W-E first.");
}

/* CA-BTR-01: a draw before the figure step is over. */
static void
test_draw_before_figure (void)
{
  g_autofree TsCarcassonneState *s = at_figure (NULL, "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}",
          "Not now: Ana puts a figure on the tile just placed or passes first.");
}

/* CA-BTR-02: nothing after the final scoring. */
static void
test_after_the_end (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_box (s, "BASE-U:1");
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  expect (s, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}", "The game is over: the final scoring is done.");
}

/* CA-BSE-02: a player who is not at the table. */
static void
test_unknown_player (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  expect (s, "{\"type\":\"place\",\"player\":3,\"x\":1,\"y\":0,\"rotation\":0}",
          "That player is not in the game: it has 2 players.");
}

/* CA-BSE-04: the turn goes clockwise; Bruno cannot place Ana's tile. */
static void
test_not_your_turn (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  expect (s, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":0,\"rotation\":0}",
          "It is Ana's turn, not Bruno's.");
}

/* CA-TBC-01/02: the expansion's tiles only with the option. */
static void
test_expansion_tile (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  expect (s, "{\"type\":\"draw\",\"tile\":\"TB-B\"}",
          "The bridge: road N-S passes over road W-E (not a crossing); four separate fields (TB) "
          "is a Traders & Builders tile, and this game is played without them.");
}

/* CA-BSE-01: no more of a kind than the box holds. */
static void
test_none_left (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-C", 0, -1, 0, NULL);
  expect (s, "{\"type\":\"draw\",\"tile\":\"C\"}",
          "No city on all four sides, pennant (C) is left to draw: every one is on the map or "
          "set aside.");
}

/* CA-BTL-01: one tile a cell. */
static void
test_place_taken (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  expect (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":0,\"rotation\":0}",
          "That place is taken: the city cap on N, straight road W-E (start-tile type) lies at "
          "(0, 0).");
}

/* CA-BTL-03: the edges must match (the refusal's own example). */
static void
test_edges_clash (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  /* The start tile's west road: a city cap turned to face east does not fit west of it. */
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-E\"}");
  expect (s, "{\"type\":\"place\",\"player\":0,\"x\":-1,\"y\":0,\"rotation\":1}",
          "That tile does not fit there: its east side is a city and the tile east of it shows a "
          "road there.");
}

/* CA-BTL-01: a tile must touch the map by a side, not only a corner. */
static void
test_not_touching (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-B\"}");
  expect (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":1,\"rotation\":0}",
          "That tile must touch the map by a side: no tile is next to (1, 1).");
}

/* CA-BFL-02: a figure goes on a part of the tile just placed. */
static void
test_no_such_part (void)
{
  g_autofree TsCarcassonneState *s = at_figure (NULL, "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"city0\"}",
          "The straight road W-E just placed has no part “city0”.");
}

/* CA-BFL-05, CA-BSE-02: 7 followers and no more. */
static void
test_no_follower_left (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  /* Ana: six monks on a column of cloisters and a thief; Bruno plays roads west. */
  ct_tile (s, "BASE-B", 0, 1, 0, "follower:cloister");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-B", 0, 2, 0, "follower:cloister");
  ct_tile (s, "BASE-U", -2, 0, 0, NULL);
  ct_tile (s, "BASE-B", 0, 3, 0, "follower:cloister");
  ct_tile (s, "BASE-U", -3, 0, 0, NULL);
  ct_tile (s, "BASE-B", 0, 4, 0, "follower:cloister");
  ct_tile (s, "BASE-U", -4, 0, 0, NULL);
  ct_tile (s, "BASE-A", 0, 5, 0, "follower:cloister");
  ct_tile (s, "BASE-U", -5, 0, 0, NULL);
  ct_tile (s, "BASE-A", 0, 6, 2, "follower:cloister");
  ct_tile (s, "BASE-U", -6, 0, 0, NULL);
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -7, 0, 0, NULL);
  g_assert_cmpuint (s->players[0].followers, ==, 0);
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":-1,\"rotation\":1}");
  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"field0\"}",
          "Ana has no follower left: all 7 are on the map.");
}

/* CA-BFL-03: no follower joins a feature that has one. */
static void
test_feature_taken (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-M", 0, -1, 2, "follower:city0");
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-G\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":-1,\"rotation\":0}");
  expect (s, "{\"type\":\"figure\",\"player\":1,\"figure\":\"follower\",\"segment\":\"city0\"}",
          "The city already has a knight: Ana's.");
}

/* CA-TBC-01: no builder without the option. */
static void
test_builder_off (void)
{
  g_autofree TsCarcassonneState *s = at_figure (NULL, "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"builder\",\"segment\":\"road0\"}",
          "This game is played without the builders.");
}

/* CA-TBU-04: one builder each, from the supply. */
static void
test_builder_on_map (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"builder\":true}");

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0");
  ct_tile (s, "BASE-B", 0, 1, 0, NULL);
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-E\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":2}");
  g_assert_cmpuint (s->players[0].followers, ==, 6);
  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"builder\",\"segment\":\"field0\"}",
          "Ana's builder is on the map already.");
}

/* CA-TBU-02: the builder goes on a road or a city. */
static void
test_builder_on_field (void)
{
  g_autofree TsCarcassonneState *s = at_figure ("{\"builder\":true}", "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"builder\",\"segment\":\"field0\"}",
          "The builder goes on a road or a city, not on a field.");
}

/* CA-TBU-03: only where the player has a follower. */
static void
test_builder_without_follower (void)
{
  g_autofree TsCarcassonneState *s = at_figure ("{\"builder\":true}", "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"builder\",\"segment\":\"road0\"}",
          "The builder goes only where Ana has a follower, and this road has none of theirs.");
}

/* CA-TBC-01: no pig without the option. */
static void
test_pig_off (void)
{
  g_autofree TsCarcassonneState *s = at_figure (NULL, "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"field0\"}",
          "This game is played without the pigs.");
}

/* CA-TPG-03: the pig stays where it is, one each. */
static void
test_pig_on_map (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"pig\":true}");

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:field1");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "pig:field1");
  ct_tile (s, "BASE-U", -2, 0, 0, NULL);
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":0,\"x\":3,\"y\":0,\"rotation\":0}");
  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"field1\"}",
          "Ana's pig is on the map already.");
}

/* CA-TPG-02: the pig goes on a field. */
static void
test_pig_on_road (void)
{
  g_autofree TsCarcassonneState *s = at_figure ("{\"pig\":true}", "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"road0\"}",
          "The pig goes on a field, not on a road.");
}

/* CA-BTR-01, CA-TPG-02: a refusal names the clause of its rule, where the guide explains it
 * (the page's Why?), a figure's refusal too. */
static void
test_refusal_clause (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"pig\":true}");
  g_autofree TsCarcassonneState *t = at_figure ("{\"pig\":true}", "BASE-U", 1, 0, 0);
  g_autofree TsCarcassonneEntry *place
      = ct_parse ("{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":0}");
  g_autofree TsCarcassonneEntry *pig
      = ct_parse ("{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"road0\"}");
  g_autoptr (GError) early = NULL;
  g_autoptr (GError) road = NULL;

  g_assert_false (ts_carcassonne_apply (s, place, &early));
  g_assert_error (early, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (early), ==, "CA-BTR-01");
  g_assert_false (ts_carcassonne_apply (t, pig, &road));
  g_assert_error (road, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (road), ==, "CA-TPG-02");
}

/* CA-TPG-02: only with one of the player's farmers. */
static void
test_pig_without_farmer (void)
{
  g_autofree TsCarcassonneState *s = at_figure ("{\"pig\":true}", "BASE-U", 1, 0, 0);

  expect (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"field0\"}",
          "The pig goes only on a field with one of Ana's farmers, and this field has none.");
}

/* CA-TBC-01: goods need the expansion's tiles; the setup says so. */
static void
test_goods_without_tiles (void)
{
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (GError) error = NULL;

  json_array_add_string_element (players, "Ana");
  json_array_add_string_element (players, "Bruno");
  json_object_set_boolean_member (options, "goods", TRUE);
  g_assert_null (ts_carcassonne_state_new (options, players, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "The goods tokens need the Traders & Builders tiles: choose the tiles too, or "
                   "play without goods.");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/refusals/CA-BTR-01/place-before-draw", test_place_before_draw);
  g_test_add_func ("/carcassonne/refusals/CA-BTR-01-TPG-02/refusal-clause", test_refusal_clause);
  g_test_add_func ("/carcassonne/refusals/CA-BTR-01/draw-before-place", test_draw_before_place);
  g_test_add_func ("/carcassonne/refusals/CA-BTR-01/draw-before-figure", test_draw_before_figure);
  g_test_add_func ("/carcassonne/refusals/CA-BTR-02/after-the-end", test_after_the_end);
  g_test_add_func ("/carcassonne/refusals/CA-BSE-02/unknown-player", test_unknown_player);
  g_test_add_func ("/carcassonne/refusals/CA-BSE-04/not-your-turn", test_not_your_turn);
  g_test_add_func ("/carcassonne/refusals/CA-TBC-02/expansion-tile", test_expansion_tile);
  g_test_add_func ("/carcassonne/refusals/CA-BSE-01/none-left", test_none_left);
  g_test_add_func ("/carcassonne/refusals/CA-BTL-01/place-taken", test_place_taken);
  g_test_add_func ("/carcassonne/refusals/CA-BTL-03/edges-clash", test_edges_clash);
  g_test_add_func ("/carcassonne/refusals/CA-BTL-01/not-touching", test_not_touching);
  g_test_add_func ("/carcassonne/refusals/CA-BFL-02/no-such-part", test_no_such_part);
  g_test_add_func ("/carcassonne/refusals/CA-BFL-05/no-follower-left", test_no_follower_left);
  g_test_add_func ("/carcassonne/refusals/CA-BFL-03/feature-taken", test_feature_taken);
  g_test_add_func ("/carcassonne/refusals/CA-TBC-01/builder-off", test_builder_off);
  g_test_add_func ("/carcassonne/refusals/CA-TBU-04/builder-on-map", test_builder_on_map);
  g_test_add_func ("/carcassonne/refusals/CA-TBU-02/builder-on-field", test_builder_on_field);
  g_test_add_func ("/carcassonne/refusals/CA-TBU-03/builder-without-follower",
                   test_builder_without_follower);
  g_test_add_func ("/carcassonne/refusals/CA-TBC-01/pig-off", test_pig_off);
  g_test_add_func ("/carcassonne/refusals/CA-TPG-03/pig-on-map", test_pig_on_map);
  g_test_add_func ("/carcassonne/refusals/CA-TPG-02/pig-on-road", test_pig_on_road);
  g_test_add_func ("/carcassonne/refusals/CA-TPG-02/pig-without-farmer", test_pig_without_farmer);
  g_test_add_func ("/carcassonne/refusals/CA-TBC-01/goods-without-tiles", test_goods_without_tiles);
  return g_test_run ();
}
