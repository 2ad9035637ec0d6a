/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders (../shared/rules/carcassonne.clauses.md, Part B): the new tiles, goods,
 * the builder and the pig, each test under its clause id with the rulebook's example numbers.
 * The start tile BASE-D lies at (0, 0): a city cap to the north, a road west to east, a field
 * to the south. Rotation r turns a tile r quarters clockwise. */
#include <string.h>

#include "carcassonne-util.h"
#include "ts-carcassonne.h"

#define BUILDER "{\"builder\":true}"
#define PIG "{\"pig\":true}"
#define GOODS "{\"tiles\":true,\"goods\":true}"

/* CA-TGD-02..04 example: Bruno's knight scores the city (10), Ana, who completes it, takes
 * 1 wine and 2 grain. */
static void
test_goods_example (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, GOODS);
  g_autoptr (GPtrArray) lines = NULL;

  ct_tile (s, "TB-G", 0, -1, 3, NULL);              /* grain corner */
  ct_tile (s, "TB-T", -1, -1, 2, "follower:city0"); /* Bruno's knight; wine */
  ct_tile (s, "TB-D", -1, 0, 0, NULL);              /* grain */
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-E", -2, 0, 1, NULL); /* Ana completes the city */
  g_assert_cmpint (ct_vp (s, 1), ==, 10);
  g_assert_cmpint (ct_vp (s, 0), ==, 0);
  g_assert_cmpint (ct_ledger (s, 0, TS_LEDGER_WINE), ==, 1);
  g_assert_cmpint (ct_ledger (s, 0, TS_LEDGER_GRAIN), ==, 2);
  g_assert_cmpint (ct_ledger (s, 0, TS_LEDGER_CLOTH), ==, 0);
  g_assert_cmpint (ct_ledger (s, 1, TS_LEDGER_GRAIN), ==, 0);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 1))->cause_id, ==, "goods");
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 1))->cause_text, ==,
                   "Goods of the completed city of 5 tiles at (0, 0)");
}

/* CA-TGD-03/04: a city with goods and no knight still gives its goods. Without
 * the goods option it gives none. */
static void
test_goods_without_knight (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, GOODS);
  g_autofree TsCarcassonneState *plain = ct_new_game (2, "{\"tiles\":true}");

  ct_tile (s, "TB-V", 0, -1, 2, NULL); /* wine: city south, west, east */
  ct_tile (s, "BASE-E", -1, -1, 1, NULL);
  ct_tile (s, "BASE-E", 1, -1, 3, NULL); /* Ana completes it */
  g_assert_cmpint (ct_ledger (s, 0, TS_LEDGER_WINE), ==, 1);
  g_assert_cmpint (ct_vp (s, 0) + ct_vp (s, 1), ==, 0);
  ct_tile (plain, "TB-V", 0, -1, 2, NULL);
  ct_tile (plain, "BASE-E", -1, -1, 1, NULL);
  ct_tile (plain, "BASE-E", 1, -1, 3, NULL);
  g_assert_cmpint (ct_ledger (plain, 0, TS_LEDGER_WINE), ==, 0);
}

/* CA-TBE-01/02: 10 for the most tokens of each good, ties all 10, none without a token. */
static void
test_goods_majorities (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, GOODS);
  g_autoptr (JsonNode) breakdown = NULL;
  JsonArray *players;

  ct_box (s, "TB-V:1 BASE-E:2 BASE-U:1 TB-G:1");
  ct_tile (s, "TB-V", 0, -1, 2, NULL);
  ct_tile (s, "BASE-E", -1, -1, 1, NULL);
  ct_tile (s, "BASE-E", 1, -1, 3, NULL); /* Ana: 1 wine */
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "TB-G", 0, 1, 2, NULL); /* Ana: a grain city left open; the game ends */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  /* Wine: Ana 1, Bruno 0; grain and cloth: no one has any. */
  g_assert_cmpint (ct_vp (s, 0), ==, 10);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
  breakdown = ts_carcassonne_final_breakdown (s);
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  g_assert_cmpint (json_object_get_int_member (
                       json_object_get_object_member (json_array_get_object_element (players, 0),
                                                      "goods"),
                       "wine"),
                   ==, 1);
}

/* CA-TPG-05/06 example: Ana's farmer and pig in a field by 2 completed cities: 2 × 4 = 8;
 * Bruno has no farmer there and scores nothing. */
static void
test_pig_example (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, PIG);

  ct_box (s, "BASE-D:1 BASE-U:1 BASE-A:1 BASE-E:2");
  ct_tile (s, "BASE-D", 1, 0, 0, "follower:field0"); /* Ana: farmer by the cities */
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-A", 2, 0, 1, "pig:field0"); /* Ana's pig in the same field */
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  ct_tile (s, "BASE-E", 1, -1, 2, NULL);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 0), ==, 8);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
  g_assert_cmpuint (s->players[0].pig, ==, 0); /* CA-TPG-03: it stayed to the end */
}

/* CA-TPG-04/05/06: tied farmers; the pig's owner scores 4 a city, the other 3. */
static void
test_pig_tied_majority (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, PIG);
  g_autoptr (GPtrArray) lines = NULL;

  ct_box (s, "BASE-D:1 BASE-U:1 BASE-A:1 BASE-E:2");
  ct_tile (s, "BASE-D", 1, 0, 0, "follower:field1");  /* Ana: the field south of the road */
  ct_tile (s, "BASE-U", -1, 0, 0, "follower:field0"); /* Bruno: the strip north of it */
  ct_tile (s, "BASE-A", 2, 0, 1, "pig:field0");       /* the road ends: the fields join */
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  ct_tile (s, "BASE-E", 1, -1, 2, NULL);
  g_assert_cmpint (ct_vp (s, 0), ==, 8);
  g_assert_cmpint (ct_vp (s, 1), ==, 6);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_id, ==, "farm");
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_text, ==,
                   "Farm through (0, 0) by 2 completed cities: 2 × 3, with the pig 2 × 4");
}

/* CA-TBU-02/03/05/06/09/10: the builder's extension gives a second tile, never a third. */
static void
test_builder_double_turn (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, BUILDER);

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0"); /* no double: the builder was at home */
  g_assert_cmpuint (s->turn, ==, 1);
  ct_tile (s, "BASE-B", 0, 1, 0, NULL);
  ct_tile (s, "BASE-U", 3, 0, 0, NULL); /* Ana extends her builder's road */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpuint (s->turn, ==, 0);
  g_assert_cmpuint (s->second_tile, ==, 1);
  g_assert_true (ct_is_legal (s, "{\"type\":\"pass\",\"player\":0}"));
  ct_tile (s, "BASE-U", 4, 0, 0, NULL); /* the second tile extends it again: no third */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (s->second_tile, ==, 0);
  ct_tile (s, "BASE-B", 1, 1, 0, NULL);
  ct_tile (s, "BASE-U", -2, 0, 0, NULL); /* CA-TBU-10, CA-TBU-12: again, far from the builder */
  g_assert_cmpuint (s->second_tile, ==, 1);
  ct_apply (s, "{\"type\":\"pass\",\"player\":0}"); /* declined (CA-TBU-05: "poderá") */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpint (ct_vp (s, 0), ==, 0);
}

/* CA-TBU-15 example, CA-TBU-04/07/08/13/14: the road completes with the first tile, thief
 * and builder come back, a knight goes on that tile's city, and the builder goes into the
 * city with the second tile. */
static void
test_builder_example (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, BUILDER);

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0"); /* turn 1: Ana's thief */
  ct_tile (s, "BASE-A", -1, 0, 3, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0"); /* turn 2: the builder */
  ct_tile (s, "BASE-B", 0, 1, 0, NULL);
  ct_tile (s, "BASE-L", 3, 0, 0, "follower:city0"); /* turn 3: road complete, a knight */
  g_assert_cmpint (ct_vp (s, 0), ==, 5);
  g_assert_cmpuint (s->players[0].builder, ==, 1);
  g_assert_cmpuint (s->players[0].followers, ==, 6);
  g_assert_cmpuint (s->second_tile, ==, 1);
  ct_tile (s, "BASE-N", 3, -1, 2, "builder:city0"); /* the second tile: builder again */
  g_assert_cmpuint (s->players[0].builder, ==, 0);
  g_assert_cmpuint (s->turn, ==, 1);
}

/* CA-TBU-11, CA-TBU-15: two players' builders in one city; they do not count for the
 * majority, and both come home when it is scored. The first tile completing the builder's
 * city still gives the second tile (CA-TBU-08). */
static void
test_two_builders (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, BUILDER);

  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-E", -1, -1, 1, "follower:city0");
  ct_tile (s, "BASE-E", 1, -1, 3, "follower:city0");
  ct_tile (s, "BASE-C", 0, -1, 0, "builder:city0");  /* Ana */
  ct_tile (s, "BASE-N", 0, -2, 2, "builder:city0");  /* Bruno, in the same city */
  g_assert_cmpuint (s->n_figures, ==, 4);
  ct_tile (s, "BASE-E", 1, -2, 3, NULL); /* Ana completes it */
  g_assert_cmpint (ct_vp (s, 0), ==, 6 * 2 + 2);
  g_assert_cmpint (ct_vp (s, 1), ==, 6 * 2 + 2);
  g_assert_cmpuint (s->n_figures, ==, 0);
  g_assert_cmpuint (s->players[0].builder, ==, 1);
  g_assert_cmpuint (s->players[1].builder, ==, 1);
  g_assert_cmpuint (s->turn, ==, 0);
  g_assert_cmpuint (s->second_tile, ==, 1);
}

/* CA-BTR-02, CA-TBU-05: the last tile grants no second tile; the game ends. */
static void
test_no_second_tile_at_the_end (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, BUILDER);

  ct_box (s, "BASE-U:5");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0");
  ct_tile (s, "BASE-U", -2, 0, 0, NULL);
  ct_tile (s, "BASE-U", 3, 0, 0, NULL); /* would grant a second tile, but none is left */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 0), ==, 6); /* the incomplete road of 6 tiles */
}

/* CA-TBC-01/04, CA-TBS-01/03: each part alone; the tiles shuffled in; the builder and the
 * pig start in the supply. */
static void
test_parts (void)
{
  g_autofree TsCarcassonneState *tiles = ct_new_game (2, "{\"tiles\":true}");
  g_autofree TsCarcassonneState *builder = ct_new_game (2, BUILDER);
  g_autofree TsCarcassonneState *pig = ct_new_game (5, PIG);
  int tb = ts_carcassonne_data_find_kind (tiles->data, "TB-B");

  g_assert_cmpuint (tiles->n_left, ==, 95);
  g_assert_cmpuint (tiles->left[tb], ==, 1);
  g_assert_cmpuint (builder->n_left, ==, 71);
  g_assert_cmpuint (builder->left[tb], ==, 0);
  for (guint p = 0; p < 5; p++)
    {
      g_assert_cmpuint (pig->players[p].pig, ==, 1);
      g_assert_cmpuint (pig->players[p].builder, ==, 0);
    }
  g_assert_cmpuint (builder->players[1].builder, ==, 1);
  g_assert_cmpuint (builder->players[1].pig, ==, 0);
}

/* CA-TBU-01, CA-TPG-01: the builder and the pig change nothing in step 1. */
static void
test_no_effect_on_placement (void)
{
  g_autofree TsCarcassonneState *plain = ct_new_game (2, NULL);
  g_autofree TsCarcassonneState *both = ct_new_game (2, "{\"builder\":true,\"pig\":true}");
  g_autoptr (GArray) a = NULL;
  g_autoptr (GArray) b = NULL;

  ct_tile (plain, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (both, "BASE-U", 1, 0, 0, "follower:road0");
  ct_apply (plain, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}");
  ct_apply (both, "{\"type\":\"draw\",\"tile\":\"BASE-V\"}");
  a = ts_carcassonne_legal (plain);
  b = ts_carcassonne_legal (both);
  g_assert_cmpuint (a->len, >, 0);
  g_assert_cmpuint (a->len, ==, b->len);
  g_assert_cmpmem (a->data, a->len * sizeof (TsCarcassonneEntry), b->data,
                   b->len * sizeof (TsCarcassonneEntry));
}

/* CA-TTL-02: the bridge: two roads that cross without ending, four fields. */
static void
test_bridge (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\":true}");
  TsCarcassonneFeatureInfo info;

  ct_tile (s, "TB-B", 1, 0, 0, "follower:road0"); /* Ana's thief on the north-south road */
  g_assert_cmpuint (ct_feature (s, 1, 0, "road1"), ==, ct_feature (s, 0, 0, "road0"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "road0"), !=, ct_feature (s, 1, 0, "road1"));
  ts_carcassonne_feature_info (s, ct_feature (s, 0, 0, "road0"), &info);
  g_assert_cmpuint (info.followers[0], ==, 0); /* the thief is on the other road */
  g_assert_false (info.complete);
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      {
        char a[8], b[8];

        g_snprintf (a, sizeof a, "field%u", i);
        g_snprintf (b, sizeof b, "field%u", j);
        g_assert_cmpuint (ct_feature (s, 1, 0, a), !=, ct_feature (s, 1, 0, b));
      }
}

/* CA-TTL-03: the city and crossroads tile: one road ends at the city, one at the crossroads;
 * three fields. */
static void
test_city_crossroads (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\":true}");
  const TsCarcassonneKind *k = &s->data->kinds[ts_carcassonne_data_find_kind (s->data, "TB-C")];
  guint roads = 0, fields = 0;

  for (guint i = 0; i < k->n_segments; i++)
    {
      roads += k->segments[i].kind == TS_CARCASSONNE_ROAD;
      fields += k->segments[i].kind == TS_CARCASSONNE_FIELD;
      if (k->segments[i].kind == TS_CARCASSONNE_ROAD)
        g_assert_cmpuint (__builtin_popcount (k->segments[i].sides), ==, 1); /* both end */
    }
  g_assert_cmpuint (roads, ==, 2);
  g_assert_cmpuint (fields, ==, 3);
  /* West of the start: its road ends there, a road of 2 tiles, complete on that side only. */
  ct_tile (s, "TB-C", -1, 0, 2, "follower:road0"); /* turned: its west road faces east */
  g_assert_cmpuint (s->open[ct_feature (s, 0, 0, "road0")], ==, 1);
}

/* CA-TTL-04: the cloister on the road splits it in three, and the field in three. */
static void
test_cloister_on_road (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\":true}");

  ct_tile (s, "TB-J", 1, 0, 1, "follower:cloister"); /* turned: roads S, W and N */
  g_assert_cmpuint (ct_feature (s, 1, 0, "road1"), ==, ct_feature (s, 0, 0, "road0"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "road0"), !=, ct_feature (s, 1, 0, "road1"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "road1"), !=, ct_feature (s, 1, 0, "road2"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "road0"), !=, ct_feature (s, 1, 0, "road2"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "field0"), !=, ct_feature (s, 1, 0, "field1"));
  g_assert_cmpuint (ct_feature (s, 1, 0, "field1"), !=, ct_feature (s, 1, 0, "field2"));
  g_assert_cmpuint (s->players[0].followers, ==, 6);
}

/* CA-TTL-05: the three-city tile: three separate cities and a field in the middle that can
 * hold a farmer. */
static void
test_three_cities (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\":true}");
  g_autoptr (GArray) cities = NULL;

  ct_tile (s, "TB-M", 0, -1, 2, "follower:field0"); /* turned: cities S+E, N, W */
  g_assert_cmpuint (ct_feature (s, 0, -1, "city0"), ==, ct_feature (s, 0, 0, "city0"));
  g_assert_cmpuint (ct_feature (s, 0, -1, "city1"), !=, ct_feature (s, 0, -1, "city2"));
  g_assert_cmpuint (ct_feature (s, 0, -1, "city0"), !=, ct_feature (s, 0, -1, "city1"));
  g_assert_cmpuint (s->players[0].followers, ==, 6);
  cities = ts_carcassonne_field_cities (s, ct_feature (s, 0, -1, "field0"));
  g_assert_cmpuint (cities->len, ==, 0); /* none is complete yet */
}

/* CA-TGD-06: a city with goods left incomplete gives no token at the end. */
static void
test_no_goods_at_the_end (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, GOODS);

  ct_box (s, "TB-V:1");
  ct_tile (s, "TB-V", 0, -1, 2, "follower:city0");
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_ledger (s, 0, TS_LEDGER_WINE), ==, 0);
  g_assert_cmpint (ct_vp (s, 0), ==, 2); /* the incomplete city: 2 tiles */
}

/* CA-TBU-06/07/14: both tiles of a double turn take their steps: a follower on the second
 * tile, and scoring on it. */
static void
test_second_tile_steps (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, BUILDER);

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0");
  ct_tile (s, "BASE-B", 0, 1, 0, NULL);
  ct_tile (s, "BASE-U", 3, 0, 0, NULL);
  g_assert_cmpuint (s->second_tile, ==, 1);
  ct_tile (s, "BASE-E", 0, -1, 2, "follower:city0"); /* second tile: a knight, city scored */
  g_assert_cmpint (ct_vp (s, 0), ==, 4);
  g_assert_cmpuint (s->players[0].followers, ==, 6);
  g_assert_cmpuint (s->turn, ==, 1);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/CA-TGD-04/goods-example", test_goods_example);
  g_test_add_func ("/carcassonne/CA-TGD-03/goods-without-knight", test_goods_without_knight);
  g_test_add_func ("/carcassonne/CA-TBE-02/goods-majorities", test_goods_majorities);
  g_test_add_func ("/carcassonne/CA-TPG-05/pig-example", test_pig_example);
  g_test_add_func ("/carcassonne/CA-TPG-06/pig-tied-majority", test_pig_tied_majority);
  g_test_add_func ("/carcassonne/CA-TBU-05/double-turn", test_builder_double_turn);
  g_test_add_func ("/carcassonne/CA-TBU-15/builder-example", test_builder_example);
  g_test_add_func ("/carcassonne/CA-TBU-11/two-builders", test_two_builders);
  g_test_add_func ("/carcassonne/CA-BTR-02/no-second-tile-at-the-end", test_no_second_tile_at_the_end);
  g_test_add_func ("/carcassonne/CA-TBC-01/parts", test_parts);
  g_test_add_func ("/carcassonne/CA-TBU-01/no-effect-on-placement", test_no_effect_on_placement);
  g_test_add_func ("/carcassonne/CA-TTL-02/bridge", test_bridge);
  g_test_add_func ("/carcassonne/CA-TTL-03/city-crossroads", test_city_crossroads);
  g_test_add_func ("/carcassonne/CA-TTL-04/cloister-on-road", test_cloister_on_road);
  g_test_add_func ("/carcassonne/CA-TTL-05/three-cities", test_three_cities);
  g_test_add_func ("/carcassonne/CA-TGD-06/no-goods-at-the-end", test_no_goods_at_the_end);
  g_test_add_func ("/carcassonne/CA-TBU-07/second-tile-steps", test_second_tile_steps);
  return g_test_run ();
}
