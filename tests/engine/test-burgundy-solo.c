/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game (CB-SOL, issue 15), 1 of 3: setup, the round (the dice, the tile taken out
 * of the game) and the river rule. test-burgundy-solo-tiles.c: ships, the exchange,
 * face-down tiles, monasteries and black tiles for completed colours;
 * test-burgundy-solo-end.c: the VP marker and its target, the end, JSON and random games.
 * Clause ids end the test paths. */
#include "solo-util.h"

#include <string.h>

#include "ts-engine-error.h"

/* Setup ------------------------------------------------------------------------------ */

static void
test_start_resources (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);

  g_assert_cmpuint (s->n_players, ==, 1);
  g_assert_cmpint (s->players[0].silver, ==, 1);
  g_assert_cmpint (s->players[0].workers, ==, 2);
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_WORKERS), ==, 2);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
  /* The 3 goods are drawn at the table and entered. */
  bt_apply_json (s, "{\"type\": \"starting-goods\", \"player\": 0, \"goods\": [2, 2, 5]}");
  g_assert_cmpuint (s->players[0].goods[2], ==, 2);
  g_assert_cmpuint (s->players[0].goods[5], ==, 1);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
}

static void
test_setup_refusals (void)
{
  setup_refused ("{}", 1, -1, "duchy", "solo");
  setup_refused (SOLO, 2, -1, "solo", "one player");
  /* Issue 26: only the modules that name another board are refused (outposts: “cada jogador
   * recebe um com o n.º 11”; advanced duchies: “tableros de jugador n. 1-10”). */
  setup_refused ("{\"solo\": true, \"outposts\": true}", 1, -1, "solo", "“outposts”");
  setup_refused ("{\"solo\": true, \"advanced-duchies\": true}", 1, -1, "solo",
                 "“advanced-duchies”");
  setup_refused (SOLO, 1, -1, "duchy", "solo duchy");
  setup_refused ("{}", 2, -1, "solo", "only in a solo game");
  setup_refused ("{\"solo\": 1}", 1, -1, "solo", "options.solo");
}

/* CB-SOL-02: the start castle on any castle space. */
static void
test_start_castle (void)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  const TsBurgundyDuchy *d = ts_burgundy_data_find_duchy (data, "1");
  int other = -1, not_castle = -1;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (d->colour[s] == TS_BURGUNDY_CASTLE && s != START && other < 0)
      other = s;
    else if (d->colour[s] != TS_BURGUNDY_CASTLE && not_castle < 0)
      not_castle = s;
  g_assert_cmpint (other, >=, 0);
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = solo_setup (SOLO, 1, other, "solo", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->players[0].tiles[other], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (s->players[0].tiles[START], ==, 0);
  setup_refused (SOLO, 1, not_castle, "solo", "castle space");
}

/* CB-SOL-05, CB-SOL-25: the marker on 0, the target on 50 or the chosen 45-55. */
static void
test_target_start (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);
  g_autofree TsBurgundyState *easy = solo_new ("{\"solo\": true, \"solo-target\": 45}");
  g_autofree TsBurgundyState *hard = solo_new ("{\"solo\": true, \"solo-target\": 55}");

  g_assert_cmpuint (s->players[0].solo_marker, ==, 0);
  g_assert_cmpuint (s->players[0].solo_target, ==, 50);
  g_assert_cmpuint (easy->players[0].solo_target, ==, 45);
  g_assert_cmpuint (hard->players[0].solo_target, ==, 55);
  setup_refused ("{\"solo\": true, \"solo-target\": 44}", 1, -1, "solo", "45 to 55");
  setup_refused ("{\"solo\": true, \"solo-target\": 56}", 1, -1, "solo", "45 to 55");
  setup_refused ("{\"solo\": true, \"solo-target\": \"50\"}", 1, -1, "solo", "45 to 55");
}

/* CB-SOL-06: the depots as with 2 players. */
static void
test_two_player_board (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  TsBurgundyEntry e;
  guint used = 0, black = 0;

  bt_apply_json (s, "{\"type\": \"starting-goods\", \"player\": 0, \"goods\": [1, 2, 3]}");
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      used += ts_burgundy_slot_used (s, d, k);
  for (guint k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
    black += ts_burgundy_black_used (s, k);
  g_assert_cmpuint (used, ==, 12); /* 12 + 4 hex tiles per phase */
  g_assert_cmpuint (black, ==, 4);
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  /* A space used only with 3 players must stay empty. */
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      if (!ts_burgundy_slot_used (s, d, k) && s->data->depot_min_players[d][k] == 3)
        {
          TsBurgundyEntry bad = e;
          g_autoptr (GError) error = NULL;
          bad.fill[d][k] = TS_BURGUNDY_TILE_UNKNOWN;
          g_assert_false (ts_burgundy_apply (s, &bad, &error));
          g_assert_nonnull (strstr (error->message, "stays empty"));
        }
  g_assert_true (ts_burgundy_apply (s, &e, NULL));
}

/* The round ---------------------------------------------------------------------------- */

/* A state right after the roll, depots filled by hand. */
static TsBurgundyState *
rolled (guint white)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 1, 2);
  g_autofree char *roll
      = g_strdup_printf ("{\"type\": \"roll\", \"dice\": [[3, 4]], \"white\": %u}", white);

  /* Back to the end of round 1: the table enters the next round's dice. */
  bt_apply_json (s, "{\"type\": \"end-turn\", \"player\": 0}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      if (ts_burgundy_slot_used (s, d, k))
        {
          s->depots[d][k] = T_MINE + (k % 2);
          s->supply[0][s->depots[d][k]]--;
        }
  bt_apply_json (s, roll);
  return g_steal_pointer (&s);
}

/* CB-SOL-04, CB-SOL-07, CB-SOL-08: the player's 2 dice and the white die; the goods tile
 * goes to the white die's depot. */
static void
test_roll (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 1, 2);
  guint next = s->round_goods[0];

  bt_apply_json (s, "{\"type\": \"end-turn\", \"player\": 0}");
  guint before = s->depot_goods[3][next];
  refused_with (s, "{\"type\": \"roll\", \"dice\": [[3, 4], [1, 1]], \"white\": 4}", "1 player");
  bt_apply_json (s, "{\"type\": \"roll\", \"dice\": [[3, 4]], \"white\": 4}");
  g_assert_cmpuint (s->depot_goods[3][next], ==, before + 1);
  g_assert_cmpuint (s->dice[0][0], ==, 3);
  g_assert_cmpuint (s->dice[0][1], ==, 4);
}

/* CB-SOL-09: the top or left-most tile of the white die's depot leaves the game. */
static void
test_remove (void)
{
  g_autofree TsBurgundyState *s = rolled (2);
  int first = -1, other = -1;

  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_SOLO_REMOVE);
  g_assert_cmpint (ts_burgundy_state_actor (s), ==, -1);
  g_autofree char *waits = ts_burgundy_describe_pending (s);
  g_assert_true (g_str_has_prefix (waits, "The white die shows 2: take the "));
  g_assert_nonnull (strstr (waits, "of depot 2 out of the game."));
  for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
    if (s->depots[1][k] != 0)
      {
        if (first < 0)
          first = k;
        else if (other < 0)
          other = k;
      }
  g_autofree char *bad
      = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}", other);
  refused_with (s, bad, "top or left-most");
  refused_with (s, "{\"type\": \"solo-remove\", \"depot\": 3, \"slot\": 0}", "white die shows 2");
  guint t = s->depots[1][first];
  guint gone = s->discarded[t];
  g_autofree char *ok
      = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}", first);
  bt_apply_json (s, ok);
  g_assert_cmpuint (s->depots[1][first], ==, 0);
  g_assert_cmpuint (s->discarded[t], ==, gone + 1);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_TURN);
  refused_with (s, ok, "only right after the dice");
}

/* CB-SOL-10: an empty depot passes the removal to the next one clockwise (6, then 1). */
static void
test_remove_clockwise (void)
{
  g_autofree TsBurgundyState *s = rolled (6);

  memset (s->depots[5], 0, sizeof s->depots[5]);
  memset (s->depots[0], 0, sizeof s->depots[0]);
  int depot, slot;
  g_assert_true (ts_burgundy_solo_remove_slot (s, &depot, &slot));
  g_assert_cmpint (depot, ==, 2);
  g_autofree char *waits = ts_burgundy_describe_pending (s);
  g_assert_true (g_str_has_prefix (waits, "The white die shows 6 and that depot is empty: take "));
  g_assert_nonnull (strstr (waits, "of depot 2, the next depot clockwise holding tiles, out"));
  refused_with (s, "{\"type\": \"solo-remove\", \"depot\": 6, \"slot\": 0}", "depot 2");
  g_autofree char *ok
      = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}", slot);
  bt_apply_json (s, ok);
  /* No tile anywhere: the round starts at once. */
  g_autofree TsBurgundyState *empty = solo_turn (SOLO, 1, 2);
  bt_apply_json (empty, "{\"type\": \"end-turn\", \"player\": 0}");
  bt_apply_json (empty, "{\"type\": \"roll\", \"dice\": [[3, 4]], \"white\": 1}");
  g_assert_cmpint (empty->stage, ==, TS_BURGUNDY_STAGE_TURN);
}

/* CB-SOL-11: then the 2 die actions; nothing before the tile is out. */
static void
test_actions_after_remove (void)
{
  g_autofree TsBurgundyState *s = rolled (1);
  int depot, slot;

  refused_with (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}", "table must enter");
  g_assert_true (ts_burgundy_solo_remove_slot (s, &depot, &slot));
  g_autofree char *ok = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": %d, "
                                         "\"slot\": %d}",
                                         depot, slot);
  bt_apply_json (s, ok);
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  g_assert_cmpint (s->players[0].workers, ==, 6);
}

/* CB-SOL-12 as decided: a new area only from a river space or next to a ship. */
static void
test_river_rule (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 4, 2);

  store (s, 0, T_MINE);
  store (s, 1, T_SHIP);
  refused_with (s,
                "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                "\"space\": 24}",
                "entered only by the river");
  /* A river space opens its own area. */
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 1, \"storage\": 1, "
                    "\"space\": 17}");
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
  /* Next to the ship, a new area may start. */
  s->dice[0][0] = 4;
  s->die_used = 0;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  /* Within an area placement is as usual: mine 29 touches no ship. */
  store (s, 0, T_MINE);
  s->dice[0][0] = 1;
  s->die_used = 0;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 29}");
  g_assert_cmpuint (s->players[0].tiles[29], ==, T_MINE);
}

/* A face-down tile on a river space is not a ship. */
static void
test_river_face_down (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 5, 2);

  store (s, 0, T_DOWN);
  store (s, 1, T_BUILDING (TS_BURGUNDY_WATCHTOWER));
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 19}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  refused_with (s,
                "{\"type\": \"place-tile\", \"player\": 0, \"die\": 1, \"storage\": 1, "
                "\"space\": 13}",
                "neither a river space nor next to a ship");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/solo/" path, fn)
  /* The clause id ends each path (docs/rules-coverage.md). */
  ADD ("start-resources/CB-SOL-01", test_start_resources);
  ADD ("setup-refusals/CB-SOL-01", test_setup_refusals);
  ADD ("start-castle/CB-SOL-02", test_start_castle);
  ADD ("target-start/CB-SOL-05", test_target_start);
  ADD ("difficulty/CB-SOL-25", test_target_start);
  ADD ("two-player-board/CB-SOL-06", test_two_player_board);
  ADD ("roll/CB-SOL-04", test_roll);
  ADD ("goods-to-white-depot/CB-SOL-08", test_roll);
  ADD ("remove/CB-SOL-09", test_remove);
  ADD ("remove-clockwise/CB-SOL-10", test_remove_clockwise);
  ADD ("actions-after-remove/CB-SOL-11", test_actions_after_remove);
  ADD ("river-rule/CB-SOL-12", test_river_rule);
  ADD ("face-down-is-no-ship/CB-SOL-12", test_river_face_down);
  return g_test_run ();
}
