/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of a Carcassonne game when the box is short of a tile: the table says the stack is
 * empty where a draw is due ({"type": "stack-empty"}), and the game ends with the final
 * scoring of CA-BTR-02 and CA-BEN, exactly as after the last tile. Also the builder's second
 * tile when it fits nowhere (CA-TBU-05 with CA-BTL-04). The start tile BASE-D lies at (0, 0):
 * a city cap to the north, a road west to east, a field to the south. */
#include <string.h>

#include "carcassonne-util.h"
#include "ts-carcassonne.h"
#include "ts-engine-error.h"

#define STACK_EMPTY "{\"type\":\"stack-empty\"}"

/* Ana's knight in the city of the start tile and BASE-M (2 tiles, 1 pennant), Bruno's thief
 * on the road of the start tile and BASE-U (2 tiles): both incomplete. */
static void
play_two_tiles (TsCarcassonneState *s)
{
  ct_tile (s, "BASE-M", 0, -1, 2, "follower:city0");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
}

/* CA-BTR-02 ("The game ends when the last tile has been drawn and placed ...; then final
 * scoring takes place"), CA-BEN-01/02/06: with 69 tiles still counted in the box, the table
 * finds the stack empty; the final scoring is the one the engine gives for that map, line for
 * line the same as a box that held only those two tiles. */
static void
test_stack_empty_scores (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree TsCarcassonneState *whole = ct_new_game (2, NULL);
  g_autofree TsCarcassonneState *direct = NULL;
  g_autoptr (GPtrArray) lines = NULL;
  g_autoptr (GPtrArray) whole_lines = NULL;
  g_autoptr (JsonNode) breakdown = NULL;
  g_autoptr (JsonNode) whole_breakdown = NULL;
  g_autofree TsCarcassonneEntry *entry = ct_parse (STACK_EMPTY);
  g_autofree char *said = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  play_two_tiles (s);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpuint (s->n_left, ==, 69);
  said = ts_carcassonne_describe_entry (s, entry);
  g_assert_cmpstr (said, ==, "The stack is empty: the game ends, 69 tiles counted in the box "
                             "never drawn.");
  /* The final scoring the engine gives for this map, on a copy. */
  direct = ts_carcassonne_state_copy (s);
  ts_carcassonne_final_scoring (direct);

  ct_apply (s, STACK_EMPTY);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpuint (s->stack_empty, ==, 1);
  g_assert_cmpuint (s->n_left, ==, 69);
  g_assert_cmpint (ts_carcassonne_state_actor (s), ==, -1);
  /* CA-BEN-02: 2 tiles + 1 pennant; CA-BEN-01: 2 tiles; CA-BEN-06: Ana wins. */
  g_assert_cmpint (ct_vp (s, 0), ==, 3);
  g_assert_cmpint (ct_vp (s, 1), ==, 2);
  g_assert_cmpuint (s->winners, ==, 0x1);
  g_assert_cmpint (ct_vp (s, 0), ==, direct->players[0].vp);
  g_assert_cmpint (ct_vp (s, 1), ==, direct->players[1].vp);
  g_assert_cmpuint (s->winners, ==, direct->winners);
  g_assert_cmpuint (s->n_scorings, ==, direct->n_scorings);
  g_assert_cmpmem (s->scorings, s->n_scorings * sizeof *s->scorings, direct->scorings,
                   direct->n_scorings * sizeof *direct->scorings);

  /* The same map at the end of a box of two tiles: the same ledger and breakdown. */
  ct_box (whole, "BASE-M:1 BASE-U:1");
  play_two_tiles (whole);
  g_assert_cmpint (whole->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  lines = ts_carcassonne_ledger_lines (s);
  whole_lines = ts_carcassonne_ledger_lines (whole);
  g_assert_cmpuint (lines->len, ==, whole_lines->len);
  g_assert_cmpuint (lines->len, ==, 2);
  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *l = g_ptr_array_index (lines, i), *w = g_ptr_array_index (whole_lines, i);

      g_assert_cmpint (l->player, ==, w->player);
      g_assert_cmpint (l->delta, ==, w->delta);
      g_assert_cmpstr (l->cause_id, ==, w->cause_id);
      g_assert_cmpstr (l->cause_text, ==, w->cause_text);
    }
  g_assert_cmpstr (((TsLedgerLine *)g_ptr_array_index (lines, 0))->cause_id, ==, "end-city");
  breakdown = ts_carcassonne_final_breakdown (s);
  whole_breakdown = ts_carcassonne_final_breakdown (whole);
  a = json_to_string (breakdown, FALSE);
  b = json_to_string (whole_breakdown, FALSE);
  g_assert_cmpstr (a, ==, b);
}

/* The stack is looked at only where a draw is due: while a tile waits to be placed, while a
 * figure is chosen and once the game is over it is refused, in words, and nothing changes. */
static void
test_stack_empty_refused (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree char *placing = NULL;
  g_autofree char *figure = NULL;
  g_autofree char *over = NULL;

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  placing = ct_refuse (s, STACK_EMPTY);
  g_assert_cmpstr (placing, ==, "Not now: Ana places the straight road W-E first.");
  ct_apply (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":0}");
  figure = ct_refuse (s, STACK_EMPTY);
  g_assert_cmpstr (figure, ==, "Not now: Ana puts a figure on the tile just placed or passes "
                               "first.");
  ct_apply (s, "{\"type\":\"pass\",\"player\":0}");
  ct_apply (s, STACK_EMPTY);
  over = ct_refuse (s, STACK_EMPTY);
  g_assert_cmpstr (over, ==, "The game is over: the final scoring is done.");
}

/* The record's words: no player (the table's entry, like the draw); it reads back. */
static void
test_stack_empty_json (void)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (STACK_EMPTY);
  g_autoptr (JsonNode) node = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (e->type, ==, TS_CARCASSONNE_ENTRY_STACK_EMPTY);
  g_assert_cmpint (e->player, ==, -1);
  node = ts_carcassonne_entry_to_json (e);
  text = json_to_string (node, FALSE);
  g_assert_cmpstr (text, ==, STACK_EMPTY);
}

/* Bruno's builder stands on the road east of the start tile; the north city is closed, so
 * the all-city tile BASE-C fits nowhere. Bruno's last tile extends his builder's road. */
static TsCarcassonneState *
second_tile_offered (void)
{
  TsCarcassonneState *s = ct_new_game (2, "{\"builder\":true}");

  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-U", 2, 0, 0, "builder:road0");
  ct_tile (s, "BASE-B", 0, 1, 0, NULL);
  ct_tile (s, "BASE-U", 3, 0, 0, NULL);
  g_assert_cmpuint (s->second_tile, ==, 1);
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_false (ts_carcassonne_fits_somewhere (s, ts_carcassonne_data_find_kind (s->data,
                                                                                   "BASE-C")));
  return s;
}

/* CA-TBU-05 ("você poderá comprar uma cartela a mais e colocá-la": one more tile drawn AND
 * placed, a permission) with CA-BTL-04 (a tile that fits nowhere leaves the game and a
 * replacement is drawn): the second tile set aside was never placed, so the builder's tile is
 * still due; the player may draw the replacement or still decline, and the table is told
 * that the tile was set aside. */
static void
test_second_tile_set_aside (void)
{
  g_autofree TsCarcassonneState *s = second_tile_offered ();
  g_autofree TsCarcassonneState *declined = NULL;
  g_autofree char *pending = NULL;
  g_autofree char *after_place = NULL;

  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-C\"}");
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpuint (s->set_aside[ts_carcassonne_data_find_kind (s->data, "BASE-C")], ==, 1);
  g_assert_cmpuint (s->second_tile, ==, 1);
  g_assert_cmpuint (s->turn, ==, 1);
  pending = ts_carcassonne_describe_pending (s);
  g_assert_cmpstr (pending, ==, "Tile C fits nowhere and is set aside. Bruno's builder gives a "
                                "second tile: draw it, or decline.");
  g_assert_true (ct_is_legal (s, "{\"type\":\"pass\",\"player\":1}"));

  /* Declined after the tile set aside: Ana's turn. */
  declined = ts_carcassonne_state_copy (s);
  ct_apply (declined, "{\"type\":\"pass\",\"player\":1}");
  g_assert_cmpuint (declined->turn, ==, 0);
  g_assert_cmpuint (declined->second_tile, ==, 0);
  g_assert_cmpuint (declined->last_aside, ==, TS_CARCASSONNE_NO_TILE);

  /* Or the replacement drawn and placed as the second tile; then Ana's turn. */
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  after_place = ts_carcassonne_describe_pending (s);
  g_assert_cmpstr (after_place, ==, "Bruno places tile U, the builder's second tile.");
  ct_apply (s, "{\"type\":\"place\",\"player\":1,\"x\":4,\"y\":0,\"rotation\":0}");
  ct_apply (s, "{\"type\":\"pass\",\"player\":1}");
  g_assert_cmpuint (s->turn, ==, 0);
  g_assert_cmpuint (s->second_tile, ==, 0);
}

/* CA-BTL-04: a tile set aside in a normal turn is said too, until the next tile is drawn. */
static void
test_set_aside_said (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree char *pending = NULL;
  g_autofree char *next = NULL;

  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-C\"}");
  pending = ts_carcassonne_describe_pending (s);
  g_assert_cmpstr (pending, ==, "Tile C fits nowhere and is set aside. Draw a tile for Bruno "
                                "(69 left).");
  ct_apply (s, "{\"type\":\"draw\",\"tile\":\"BASE-U\"}");
  ct_apply (s, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":0,\"rotation\":0}");
  ct_apply (s, "{\"type\":\"pass\",\"player\":1}");
  next = ts_carcassonne_describe_pending (s);
  g_assert_cmpstr (next, ==, "Draw a tile for Ana (68 left).");
}

/* CA-BTR-02 with CA-TBU-05: the builder's second tile is a draw too; an empty stack there
 * ends the game. */
static void
test_stack_empty_second_tile (void)
{
  g_autofree TsCarcassonneState *s = second_tile_offered ();
  int before0 = ct_vp (s, 0), before1 = ct_vp (s, 1);

  ct_apply (s, STACK_EMPTY);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  /* CA-BEN-01: Bruno's thief on the road of 5 tiles (-1..3), nothing for Ana. */
  g_assert_cmpint (ct_vp (s, 1), ==, before1 + 5);
  g_assert_cmpint (ct_vp (s, 0), ==, before0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/CA-BTR-02/stack-empty/scores", test_stack_empty_scores);
  g_test_add_func ("/carcassonne/CA-BTR-02/stack-empty/refused", test_stack_empty_refused);
  g_test_add_func ("/carcassonne/CA-BTR-02/stack-empty/json", test_stack_empty_json);
  g_test_add_func ("/carcassonne/CA-BTR-02/stack-empty/second-tile", test_stack_empty_second_tile);
  g_test_add_func ("/carcassonne/CA-TBU-05/CA-BTL-04/second-tile-set-aside",
                   test_second_tile_set_aside);
  g_test_add_func ("/carcassonne/CA-BTL-04/set-aside-said", test_set_aside_said);
  return g_test_run ();
}
