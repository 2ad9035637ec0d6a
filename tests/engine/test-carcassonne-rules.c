/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's rules (docs: ../shared/rules/carcassonne.clauses.md), each test under its
 * clause id, with the rulebooks' example numbers. The start tile BASE-D lies at (0, 0): a
 * city cap to the north, a road west to east, a field to the south. Rotation r turns a tile
 * r quarters clockwise. */
#include <string.h>

#include "carcassonne-util.h"
#include "ts-carcassonne.h"

/* CA-BSE-02..04: 7 followers each, the start tile at (0, 0), the first player draws first. */
static void
test_setup (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (3, NULL);
  g_autofree TsCarcassonneState *t = ct_new_game (2, "{\"tiles\":true,\"builder\":true,\"pig\":true}");

  g_assert_cmpuint (s->n_tiles, ==, 1);
  g_assert_cmpstr (s->data->kinds[s->tiles[0].kind].id, ==, "BASE-D");
  g_assert_cmpint (ts_carcassonne_tile_at (s, 0, 0), ==, 0);
  g_assert_cmpuint (s->n_left, ==, 71);
  g_assert_cmpuint (t->n_left, ==, 95);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s->players[p].followers, ==, 7);
      g_assert_cmpuint (s->players[p].builder, ==, 0);
    }
  g_assert_cmpuint (t->players[1].builder, ==, 1);
  g_assert_cmpuint (t->players[1].pig, ==, 1);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpint (ts_carcassonne_state_actor (s), ==, -1);
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"U\"}");
  g_assert_cmpint (ts_carcassonne_state_actor (s), ==, 0);
}

/* CA-BTR-01, CA-BTL-01..03: every placement listed fits and touches; turning is free. */
static void
test_placements_listed (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GArray) legal = NULL;
  guint at_east = 0;

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  legal = ts_carcassonne_legal (s);
  /* The straight road fits east and west of the start tile turned 0 or 2 (the same look,
   * two entries), and south turned 1 or 3? No: its ends would meet the start's field. */
  for (guint i = 0; i < legal->len; i++)
    {
      TsCarcassonneEntry *e = &g_array_index (legal, TsCarcassonneEntry, i);

      g_assert_cmpint (e->type, ==, TS_CARCASSONNE_ENTRY_PLACE);
      g_assert_true (ts_carcassonne_fits (s, s->drawn, e->x, e->y, e->rotation, NULL));
      if (e->x == 1 && e->y == 0)
        at_east |= 1u << e->rotation;
    }
  g_assert_cmpuint (at_east, ==, 0x5);
  /* South: the road's side faces the start tile's field, so it runs west-east there. */
  g_assert_true (ct_is_legal (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":1,\"rotation\":0}"));
  g_assert_true (ct_is_legal (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":1,\"rotation\":2}"));
  g_assert_false (ct_is_legal (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":1,\"rotation\":1}"));
  /* The city side: no road tile fits north. */
  g_assert_false (ct_is_legal (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":0}"));
  g_assert_cmpuint (legal->len, ==, 6);
  g_assert_cmpuint (ts_carcassonne_fitting_rotations (s, s->drawn, 1, 0), ==, 0x1);
  g_assert_cmpuint (ts_carcassonne_fitting_rotations (s, s->drawn, 0, 1), ==, 0x1);
}

/* CA-BSC-01 example: a completed road over 4 tiles scores 4. */
static void
test_road_4 (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-A", -1, 0, 3, NULL);           /* Ana: the road ends at a cloister */
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0"); /* Bruno's thief */
  g_assert_cmpuint (s->players[1].followers, ==, 6);
  ct_tile (s, "BASE-A", 2, 0, 1, NULL);            /* Ana closes the east end */
  g_assert_cmpint (ct_vp (s, 1), ==, 4);
  g_assert_cmpint (ct_vp (s, 0), ==, 0);
  g_assert_cmpuint (s->players[1].followers, ==, 7); /* CA-BSC-05 */
  g_assert_cmpuint (s->n_scorings, ==, 1);
  g_assert_cmpuint (s->scorings[0].tiles, ==, 4);
  g_assert_cmpuint (s->scorings[0].entry, ==, s->n_entries - 1);
}

/* CA-BSC-02 example: a completed 3-tile city with 1 pennant scores 3 × 2 + 2 = 8. */
static void
test_city_3_pennant (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GPtrArray) lines = NULL;
  const TsLedgerLine *line;

  ct_tile (s, "BASE-M", 0, -1, 2, "follower:city0"); /* Ana: corner south-east, pennant */
  ct_tile (s, "BASE-E", 1, -1, 3, NULL);             /* Bruno closes it with a cap */
  g_assert_cmpint (ct_vp (s, 0), ==, 8);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpuint (lines->len, ==, 1);
  line = g_ptr_array_index (lines, 0);
  g_assert_cmpstr (line->cause_id, ==, "city");
  g_assert_cmpstr (line->cause_text, ==, "City of 3 tiles and 1 pennant at (0, 0): 3 × 2 + 1 × 2");
  g_assert_cmpint (line->entry_index, ==, 5);
}

/* CA-BSC-02's open question: a completed 2-tile city scores 4, or 2 with "small-city": "half". */
static void
test_small_city (void)
{
  g_autofree TsCarcassonneState *full = ct_new_game (2, NULL);
  g_autofree TsCarcassonneState *half = ct_new_game (2, "{\"small-city\":\"half\"}");
  g_autoptr (GPtrArray) lines = NULL;

  ct_tile (full, "BASE-E", 0, -1, 2, "follower:city0");
  ct_tile (half, "BASE-E", 0, -1, 2, "follower:city0");
  lines = ts_carcassonne_ledger_lines (full);
  g_assert_cmpint (ct_vp (full, 0), ==, 4);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_text, ==,
                   "City of 2 tiles at (0, 0): 2 × 2");
  g_assert_cmpint (ct_vp (half, 0), ==, 2);
}

/* CA-BEN-02 example: an incomplete 3-tile city with 1 pennant scores 3 + 1 = 4 at the end;
 * CA-BTR-02: the game ends by itself after the last tile. */
static void
test_incomplete_city (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GPtrArray) lines = NULL;

  ct_box (s, "BASE-M:1 BASE-G:1");
  ct_tile (s, "BASE-M", 0, -1, 2, "follower:city0");
  ct_tile (s, "BASE-G", 1, -1, 0, NULL); /* the city goes on east, open */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 0), ==, 4);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_id, ==, "end-city");
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_text, ==,
                   "Incomplete city of 3 tiles and 1 pennant at (0, 0): 3 × 1 + 1 × 1");
  g_assert_cmpuint (s->winners, ==, 0x1);
}

/* CA-BEN-03 example: a cloister with 5 neighbours scores 6 at the end. */
static void
test_incomplete_cloister (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_box (s, "BASE-B:1 BASE-U:2 BASE-V:2");
  ct_tile (s, "BASE-B", 0, 1, 0, "follower:cloister");
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-V", 1, 1, 3, NULL);
  ct_tile (s, "BASE-V", -1, 1, 0, NULL);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 0), ==, 6);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
}

/* CA-BEN-04 example: a field touching 2 completed cities gives its farmer 6. */
static void
test_field_two_cities (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_box (s, "BASE-E:2 BASE-D:1");
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);             /* Ana completes the start's city */
  ct_tile (s, "BASE-D", 1, 0, 0, "follower:field0"); /* Bruno: farmer between road and city */
  ct_tile (s, "BASE-E", 1, -1, 2, NULL);             /* Ana completes the second city */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 1), ==, 6);
  g_assert_cmpint (ct_vp (s, 0), ==, 0);
  g_assert_cmpuint (s->scorings[s->n_scorings - 1].kind, ==, TS_CARCASSONNE_FIELD);
  g_assert_cmpuint (s->scorings[s->n_scorings - 1].tiles, ==, 2);
}

/* CA-BEN-05: a city counts for every field it borders (several fields share the cities);
 * CA-BSC-06: farmers stay on the map. */
static void
test_fields_share_cities (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GArray) cities = NULL;

  ct_box (s, "BASE-E:2 BASE-D:1");
  ct_tile (s, "BASE-E", 0, -1, 2, "follower:field0"); /* Ana: the field north of the cities */
  ct_tile (s, "BASE-D", 1, 0, 0, "follower:field0");  /* Bruno: the strip south of them */
  g_assert_cmpuint (s->players[0].followers, ==, 6);  /* the city scored; the farmer stays */
  ct_tile (s, "BASE-E", 1, -1, 2, NULL);
  cities = ts_carcassonne_field_cities (s, ct_feature (s, 1, 0, "field0"));
  g_assert_cmpuint (cities->len, ==, 2);
  g_assert_cmpint (ct_vp (s, 0), ==, 6);
  g_assert_cmpint (ct_vp (s, 1), ==, 6);
}

/* CA-BFL-04, CA-BSC-04: two knights of different players meet in one city; tied, both
 * score the full 8. */
static void
test_merge_tie (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-E", -1, -1, 1, "follower:city0"); /* Ana: a cap facing east */
  ct_tile (s, "BASE-E", 1, -1, 3, "follower:city0");  /* Bruno: a cap facing west */
  ct_tile (s, "BASE-R", 0, -1, 2, NULL);              /* Ana joins and closes the four */
  g_assert_cmpint (ct_vp (s, 0), ==, 8);
  g_assert_cmpint (ct_vp (s, 1), ==, 8);
  g_assert_cmpuint (s->scorings[0].winners, ==, 0x3);
  g_assert_cmpuint (s->players[0].followers, ==, 7);
  g_assert_cmpuint (s->players[1].followers, ==, 7);
}

/* CA-BSC-04: the most followers score, the others nothing; roads that meet share them. */
static void
test_majority (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-V", 1, 0, 0, "follower:road0");  /* Ana: east, turning south */
  ct_tile (s, "BASE-W", -1, 0, 0, "follower:road1"); /* Bruno: the junction's south road */
  ct_tile (s, "BASE-U", 0, 1, 0, "follower:road0");  /* Ana: a road of its own */
  ct_tile (s, "BASE-V", -1, 1, 2, NULL);
  g_assert_cmpint (ct_vp (s, 0) + ct_vp (s, 1), ==, 0);
  ct_tile (s, "BASE-V", 1, 1, 1, NULL); /* Ana closes the ring back to the junction */
  g_assert_cmpint (ct_vp (s, 0), ==, 6);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
  g_assert_cmpuint (s->players[0].followers, ==, 7);
  g_assert_cmpuint (s->players[1].followers, ==, 7); /* the loser's thief comes back too */
}

/* CA-BSC-01: a road that closes on itself in a loop is complete; 4 tiles, 4 VP. */
static void
test_road_loop (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-V", 0, 1, 3, "follower:road0");
  ct_tile (s, "BASE-V", 1, 1, 0, NULL);
  ct_tile (s, "BASE-V", 1, 2, 1, NULL);
  g_assert_cmpint (ct_vp (s, 0), ==, 0);
  ct_tile (s, "BASE-V", 0, 2, 2, NULL);
  g_assert_cmpint (ct_vp (s, 0), ==, 4);
}

/* CA-BSC-02: a city around an empty cell (a hole) is not complete; at the end it scores as
 * incomplete: 9 tiles and 2 pennants, 11. */
static void
test_city_with_hole (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  TsCarcassonneFeatureInfo info;

  ct_box (s, "BASE-C:1 BASE-N:3 BASE-M:1 BASE-R:3");
  ct_tile (s, "BASE-C", 0, -1, 0, "follower:city0");
  ct_tile (s, "BASE-N", -1, -1, 1, NULL);
  ct_tile (s, "BASE-N", 1, -1, 0, NULL);
  ct_tile (s, "BASE-R", -1, -2, 1, NULL);
  ct_tile (s, "BASE-R", 1, -2, 3, NULL);
  ct_tile (s, "BASE-N", -1, -3, 2, NULL);
  ct_tile (s, "BASE-M", 1, -3, 3, NULL);
  ts_carcassonne_feature_info (s, ct_feature (s, 0, 0, "city0"), &info);
  g_assert_cmpuint (info.tiles, ==, 8);
  g_assert_false (info.complete);
  ct_tile (s, "BASE-R", 0, -3, 2, NULL); /* the ring closes around (0, −2) */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpuint (s->open[ct_feature (s, 0, 0, "city0")], ==, 4);
  g_assert_cmpint (ct_vp (s, 0), ==, 11);
  g_assert_true (s->scorings[0].final);
}

/* CA-BSC-07, CA-BSC-03, CA-BSC-05: one tile completes a city and a cloister; both score, and
 * the knight placed on that very tile comes back the same turn. */
static void
test_cloister_and_city (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);

  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-B", 1, -1, 0, "follower:cloister"); /* Bruno's monk */
  ct_tile (s, "BASE-U", 2, 0, 0, NULL);
  ct_tile (s, "BASE-B", 2, -1, 0, NULL);
  ct_tile (s, "BASE-B", 2, -2, 0, NULL);
  ct_tile (s, "BASE-B", 1, -2, 0, NULL);
  ct_tile (s, "BASE-E", 0, -2, 0, NULL);
  g_assert_cmpint (ct_vp (s, 1), ==, 0);
  ct_tile (s, "BASE-E", 0, -1, 2, "follower:city0"); /* Bruno: the 8th neighbour, a city */
  g_assert_cmpint (ct_vp (s, 1), ==, 4 + 9);
  g_assert_cmpuint (s->n_scorings, ==, 2);
  g_assert_cmpuint (s->players[1].followers, ==, 7);
}

/* CA-BTL-04: a drawn tile that fits nowhere is set aside and the table draws again. */
static void
test_fits_nowhere (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  int c = ts_carcassonne_data_find_kind (s->data, "BASE-C");

  /* Around the start tile alone, the all-city tile fits only north; fill it first. */
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  g_assert_false (ts_carcassonne_fits_somewhere (s, c));
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"C\"}");
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpuint (s->set_aside[c], ==, 1);
  g_assert_cmpuint (s->left[c], ==, 0);
  g_assert_cmpuint (s->turn, ==, 1); /* still Bruno's turn to draw */
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"U\"}");
  g_assert_cmpint (ts_carcassonne_state_actor (s), ==, 1);
}

/* CA-BEN-06, docs/file-format.md "The final breakdown": the breakdown's lines sum to the totals and the ledger. */
static void
test_breakdown (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (JsonNode) node = NULL;
  JsonObject *o;
  JsonArray *players;

  ct_box (s, "BASE-M:1 BASE-E:1 BASE-U:1");
  ct_tile (s, "BASE-M", 0, -1, 2, "follower:city0");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-E", 1, -1, 3, NULL);
  node = ts_carcassonne_final_breakdown (s);
  o = json_node_get_object (node);
  players = json_object_get_array_member (o, "players");
  for (guint p = 0; p < 2; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (player, "lines");
      int sum = 0;

      g_assert_cmpuint (json_array_get_length (lines), ==, 7);
      for (guint i = 0; i < 7; i++)
        sum += json_object_get_int_member (json_array_get_object_element (lines, i), "vp");
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "total"));
      g_assert_cmpint (sum, ==, ct_vp (s, p));
    }
  /* Ana: the city 8; Bruno: the incomplete road of 3 tiles. */
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "total"),
                   ==, 8);
  g_assert_cmpstr (json_object_get_string_member (
                       json_array_get_object_element (
                           json_object_get_array_member (json_array_get_object_element (players, 1),
                                                         "lines"),
                           3),
                       "note"),
                   ==, "1 incomplete road");
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==, "Ana wins with 8 points.");
}

/* CA-BEN-06: tied players share the victory. */
static void
test_shared_victory (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (JsonNode) node = NULL;
  JsonObject *o;

  ct_box (s, "BASE-U:2 BASE-E:2 BASE-R:1");
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-E", -1, -1, 1, "follower:city0");
  ct_tile (s, "BASE-E", 1, -1, 3, "follower:city0");
  ct_tile (s, "BASE-R", 0, -1, 2, NULL);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpuint (s->winners, ==, 0x3);
  node = ts_carcassonne_final_breakdown (s);
  o = json_node_get_object (node);
  g_assert_true (json_object_get_null_member (o, "winner"));
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "shared");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Ana and Bruno share the victory with 8 points each.");
}

/* CA-BFL-01: in the figure step every legal figure is listed, then the pass. */
static void
test_figures_listed (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"builder\":true,\"pig\":true}");
  g_autoptr (GArray) legal = NULL;

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-D\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":0}");
  legal = ts_carcassonne_legal (s);
  /* A follower on each of the 4 segments; no builder or pig (no follower of Ana's yet). */
  g_assert_cmpuint (legal->len, ==, 5);
  g_assert_cmpuint (ts_carcassonne_figure_segments (s, TS_CARCASSONNE_FOLLOWER), ==, 0xf);
  g_assert_cmpuint (ts_carcassonne_figure_segments (s, TS_CARCASSONNE_BUILDER), ==, 0);
  g_assert_cmpint (g_array_index (legal, TsCarcassonneEntry, 4).type, ==, TS_CARCASSONNE_ENTRY_PASS);
}

/* The feature's words, for refusals and the views. */
static void
test_feature_text (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree char *city = NULL, *road = NULL;

  ct_tile (s, "BASE-M", 0, -1, 2, NULL);
  city = ts_carcassonne_feature_text (s, ct_feature (s, 0, -1, "city0"));
  road = ts_carcassonne_feature_text (s, ct_feature (s, 0, 0, "road0"));
  g_assert_cmpstr (city, ==, "the city of 2 tiles and 1 pennant at (0, 0)");
  g_assert_cmpstr (road, ==, "the road of 1 tile at (0, 0)");
}

/* CA-BSE-03: the start tile face up in the middle, its city to the north. */
static void
test_start_tile (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  const TsCarcassonnePlaced *start = &s->tiles[0];

  g_assert_cmpint (start->x, ==, 0);
  g_assert_cmpint (start->y, ==, 0);
  g_assert_cmpuint (start->rotation, ==, 0);
  g_assert_cmpuint (start->player, ==, TS_CARCASSONNE_NO_TILE);
  g_assert_cmpuint (ts_carcassonne_kind_edge (&s->data->kinds[start->kind], 0, TS_CARCASSONNE_N),
                    ==, TS_CARCASSONNE_EDGE_CITY);
  g_assert_cmpuint (s->left[s->data->start_kind], ==, 3);
}

/* CA-BSE-04: the first player listed plays first, then clockwise (the list's order). */
static void
test_turn_order (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (3, NULL);

  g_assert_cmpuint (s->turn, ==, 0);
  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  g_assert_cmpuint (s->turn, ==, 1);
  ct_tile (s, "BASE-U", 2, 0, 0, NULL);
  g_assert_cmpuint (s->turn, ==, 2);
  ct_tile (s, "BASE-U", 3, 0, 0, NULL);
  g_assert_cmpuint (s->turn, ==, 0);
}

/* CA-BFL-01/02: at most one follower, on the tile just placed; after it the table draws. */
static void
test_one_figure (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GArray) legal = NULL;

  ct_tile (s, "BASE-B", 0, 1, 0, "follower:cloister");
  g_assert_cmpuint (s->n_figures, ==, 1);
  g_assert_cmpuint (s->figures[0].seg, ==, TS_CARCASSONNE_SEG (1, 0)); /* tile 1's cloister */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  legal = ts_carcassonne_legal (s);
  g_assert_cmpuint (legal->len, ==, 0); /* the table draws: no player decision */
}

/* CA-BEN-01: an incomplete road scores 1 a tile for its majority at the end. */
static void
test_incomplete_road (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GPtrArray) lines = NULL;

  ct_box (s, "BASE-U:2");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", 2, 0, 0, NULL);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpint (ct_vp (s, 0), ==, 3);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_id, ==, "end-road");
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_text, ==,
                   "Incomplete road of 3 tiles at (0, 0): 3 × 1");
}

/* CA-BSC-03: a cloister with its 8 neighbours scores 9 as soon as the 8th is placed. */
static void
test_cloister_9 (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (GPtrArray) lines = NULL;

  ct_tile (s, "BASE-U", 1, 0, 0, NULL);
  ct_tile (s, "BASE-B", 1, -1, 0, "follower:cloister");
  ct_tile (s, "BASE-U", 2, 0, 0, NULL);
  ct_tile (s, "BASE-B", 2, -1, 0, NULL);
  ct_tile (s, "BASE-B", 2, -2, 0, NULL);
  ct_tile (s, "BASE-B", 1, -2, 0, NULL);
  ct_tile (s, "BASE-E", 0, -2, 0, NULL);
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  g_assert_cmpint (ct_vp (s, 1), ==, 9);
  lines = ts_carcassonne_ledger_lines (s);
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_id, ==, "cloister");
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_text, ==,
                   "Cloister at (1, −1) with its 8 neighbours: 9");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/CA-BSE-02/setup", test_setup);
  g_test_add_func ("/carcassonne/CA-BSE-03/start-tile", test_start_tile);
  g_test_add_func ("/carcassonne/CA-BSE-04/turn-order", test_turn_order);
  g_test_add_func ("/carcassonne/CA-BFL-01/one-figure", test_one_figure);
  g_test_add_func ("/carcassonne/CA-BEN-01/incomplete-road", test_incomplete_road);
  g_test_add_func ("/carcassonne/CA-BSC-03/cloister-9", test_cloister_9);
  g_test_add_func ("/carcassonne/CA-BTL-03/placements-listed", test_placements_listed);
  g_test_add_func ("/carcassonne/CA-BSC-01/road-4-tiles", test_road_4);
  g_test_add_func ("/carcassonne/CA-BSC-02/city-3-tiles-1-pennant", test_city_3_pennant);
  g_test_add_func ("/carcassonne/CA-BSC-02/small-city-option", test_small_city);
  g_test_add_func ("/carcassonne/CA-BEN-02/incomplete-city-3-tiles-1-pennant", test_incomplete_city);
  g_test_add_func ("/carcassonne/CA-BEN-03/cloister-5-neighbours", test_incomplete_cloister);
  g_test_add_func ("/carcassonne/CA-BEN-04/field-2-cities", test_field_two_cities);
  g_test_add_func ("/carcassonne/CA-BEN-05/fields-share-cities", test_fields_share_cities);
  g_test_add_func ("/carcassonne/CA-BFL-04/merged-city-tie", test_merge_tie);
  g_test_add_func ("/carcassonne/CA-BSC-04/majority", test_majority);
  g_test_add_func ("/carcassonne/CA-BSC-01/road-loop", test_road_loop);
  g_test_add_func ("/carcassonne/CA-BSC-02/city-with-hole", test_city_with_hole);
  g_test_add_func ("/carcassonne/CA-BSC-07/cloister-and-city", test_cloister_and_city);
  g_test_add_func ("/carcassonne/CA-BTL-04/fits-nowhere", test_fits_nowhere);
  g_test_add_func ("/carcassonne/CA-BEN-06/breakdown", test_breakdown);
  g_test_add_func ("/carcassonne/CA-BEN-06/shared-victory", test_shared_victory);
  g_test_add_func ("/carcassonne/CA-BFL-01/figures-listed", test_figures_listed);
  g_test_add_func ("/carcassonne/feature-text", test_feature_text);
  return g_test_run ();
}
