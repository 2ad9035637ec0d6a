/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game (CB-SOL-01..25, issue 15): setup, the round, the river rule, the ship's
 * goods and the exchange, face-down tiles, monasteries, black tiles for completed colours,
 * the VP marker and its target, the end; JSON; refusals that change nothing; random complete
 * solo games with invariants. No solo board (13A/B) is known: the games use duchy 1's
 * layout entered as a board of kind "solo". Clause ids end the test paths. */
#include "burgundy-util.h"

#include <stdlib.h>
#include <string.h>

#include "burgundy/ts-burgundy-boards.h"
#include "ts-engine-error.h"

#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_DOWN TS_BURGUNDY_TILE_FACE_DOWN
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define T_BUILDING(b) (TS_BURGUNDY_TILE_BUILDING + (b))
#define START 18


/* The player object of a solo game: duchy 1's layout as a "solo" board. */
static JsonNode *
solo_player (int start, const char *kind)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_autoptr (JsonObject) board = ts_burgundy_board_to_json (ts_burgundy_data_find_duchy (data, "1"));
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (board, "kind", kind);
  json_object_set_string_member (o, "name", "Ana");
  json_object_set_object_member (o, "layout", json_object_ref (board));
  if (start >= 0)
    json_object_set_int_member (o, "start-space", start);
  json_node_take_object (node, o);
  return node;
}

static TsBurgundyState *
solo_setup (const char *options_json, guint n_players, int start, const char *kind,
            GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) players = json_array_new ();

  g_assert_true (json_parser_load_from_data (parser, options_json, -1, NULL));
  for (guint i = 0; i < n_players; i++)
    json_array_add_element (players, solo_player (start, kind));
  return ts_burgundy_state_new_from_setup (json_node_get_object (json_parser_get_root (parser)),
                                           players, NULL, error);
}

static TsBurgundyState *
solo_new (const char *options_json)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = solo_setup (options_json, 1, -1, "solo", &error);

  g_assert_no_error (error);
  return s;
}

/* Random table events (seeded) up to the first turn. */
static TsBurgundyState *
solo_at_turn (const char *options_json, guint seed)
{
  TsBurgundyState *s = solo_new (options_json);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_TURN)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, &error));
      g_assert_no_error (error);
    }
  return s;
}

/* The first turn with empty depots and storage, no goods, dice @a and @b. */
static TsBurgundyState *
solo_turn (const char *options_json, guint a, guint b)
{
  TsBurgundyState *s = solo_at_turn (options_json, 1);

  memset (s->depots, 0, sizeof s->depots);
  memset (s->black, 0, sizeof s->black);
  memset (s->depot_goods, 0, sizeof s->depot_goods);
  memset (s->players[0].goods, 0, sizeof s->players[0].goods);
  memset (s->players[0].storage, 0, sizeof s->players[0].storage);
  bt_set_dice (s, a, b);
  return s;
}

#define SOLO "{\"solo\": true}"

static void
refused_with (TsBurgundyState *s, const char *json, const char *fragment)
{
  g_autofree char *msg = bt_refuse_json (s, json);

  if (strstr (msg, fragment) == NULL)
    g_error ("“%s” does not say “%s”", msg, fragment);
}

static void
setup_refused (const char *options, guint n, int start, const char *kind, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = solo_setup (options, n, start, kind, &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not say “%s”", error->message, fragment);
}

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
  setup_refused ("{\"solo\": true, \"shields\": true}", 1, -1, "solo", "“shields”");
  setup_refused ("{\"solo\": true, \"inns\": true}", 1, -1, "solo", "“inns”");
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
  g_autofree char *roll = g_strdup_printf ("{\"type\": \"roll\", \"dice\": [[3, 4]], \"white\": %u}",
                                           white);

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
  for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
    if (s->depots[1][k] != 0)
      {
        if (first < 0)
          first = k;
        else if (other < 0)
          other = k;
      }
  g_autofree char *bad = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}",
                                          other);
  refused_with (s, bad, "top or left-most");
  refused_with (s, "{\"type\": \"solo-remove\", \"depot\": 3, \"slot\": 0}", "white die shows 2");
  guint t = s->depots[1][first];
  guint gone = s->discarded[t];
  g_autofree char *ok = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}",
                                         first);
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
  refused_with (s, "{\"type\": \"solo-remove\", \"depot\": 6, \"slot\": 0}", "depot 2");
  g_autofree char *ok = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": 2, \"slot\": %d}",
                                         slot);
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

  refused_with (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}",
                "table must enter");
  g_assert_true (ts_burgundy_solo_remove_slot (s, &depot, &slot));
  g_autofree char *ok = g_strdup_printf ("{\"type\": \"solo-remove\", \"depot\": %d, "
                                         "\"slot\": %d}",
                                         depot, slot);
  bt_apply_json (s, ok);
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  g_assert_cmpint (s->players[0].workers, ==, 6);
}


/* Placement ---------------------------------------------------------------------------- */

/* Duchy 1 (the test board): 18 is the start castle; 17 and 19 rivers next to it; 24, 29, 33
 * the 3 mines (one area); 11 a city area of one space; 12 a monastery, 7 and 3 the rest of
 * its area; 23 a city touching river 17; 1, 2, 6 the other castles. */

static void
store (TsBurgundyState *s, guint k, guint tile)
{
  s->players[0].storage[k] = tile;
}

/* CB-SOL-12 as decided: a new area only from a river space or next to a ship. */
static void
test_river_rule (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 4, 2);

  store (s, 0, T_MINE);
  store (s, 1, T_SHIP);
  refused_with (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
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
  refused_with (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 1, \"storage\": 1, "
                   "\"space\": 13}",
                "neither a river space nor next to a ship");
}

/* CB-SOL-03, CB-SOL-13: the ship takes one depot's goods (any number of types); the other
 * depots' goods leave the game. */
static void
test_ship_clears (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 2, 2);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[1] = p->goods[2] = p->goods[3] = 1;
  s->depot_goods[0][4] = 1;
  s->depot_goods[0][5] = 1;
  s->depot_goods[1][6] = 2;
  s->depot_goods[4][1] = 1;
  store (s, 0, T_SHIP);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 17}");
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
  g_assert_cmpuint (ts_burgundy_goods_types (p), ==, 5);
  g_assert_cmpuint (p->goods[4], ==, 1);
  g_assert_cmpuint (p->goods[5], ==, 1);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint g = 1; g <= 6; g++)
      g_assert_cmpuint (s->depot_goods[d][g], ==, 0);
  g_assert_cmpuint (s->solo_goods_gone, ==, 3);
  /* No black tile to exchange for: nothing waits. */
  g_assert_cmpuint (s->n_pending, ==, 0);
}

/* A ship with 5 goods held and the black depot's watchtower on space 0. */
static TsBurgundyState *
exchange_state (void)
{
  TsBurgundyState *s = solo_turn (SOLO, 2, 2);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[1] = p->goods[2] = p->goods[3] = 1;
  s->depot_goods[0][4] = 1;
  s->depot_goods[0][5] = 1;
  s->black[0] = T_BUILDING (TS_BURGUNDY_WATCHTOWER);
  s->supply[1][s->black[0]]--;
  store (s, 0, T_SHIP);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 17}");
  refused_with (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
                   "\"slot\": 0}",
                "choose the depot");
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
  return s;
}

/* CB-SOL-14: right then, 5 goods for a black-depot tile stored face down. */
static void
test_exchange (void)
{
  g_autofree TsBurgundyState *s = exchange_state ();
  TsBurgundyPlayer *p = &s->players[0];
  guint t = s->black[0];
  guint boxed = s->discarded[t];

  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_EXCHANGE);
  refused_with (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 1, 2, 3, 4], "
                   "\"slot\": 0}",
                "You have 1 goods tile with die number 1.");
  refused_with (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
                   "\"slot\": 1}",
                "no tile on that space of the black depot");
  refused_with (s, "{\"type\": \"end-turn\", \"player\": 0}", "5 goods");
  bt_apply_json (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
                    "\"slot\": 0}");
  g_assert_cmpuint (p->storage[0], ==, T_DOWN);
  g_assert_cmpuint (s->black[0], ==, 0);
  g_assert_cmpuint (s->discarded[t], ==, boxed + 1);
  for (guint g = 1; g <= 6; g++)
    g_assert_cmpuint (p->goods[g], ==, 0);
  g_assert_cmpuint (s->solo_goods_gone, ==, 5);
  g_assert_cmpuint (s->n_pending, ==, 0);
  /* Only at that moment. */
  p->goods[1] = 5;
  s->black[1] = T_MINE;
  refused_with (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 1, 1, 1, 1], "
                   "\"slot\": 1}",
                "only right after a ship");
}

static void
test_exchange_decline (void)
{
  g_autofree TsBurgundyState *s = exchange_state ();

  bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_cmpuint (ts_burgundy_goods_types (&s->players[0]), ==, 5);
  g_assert_cmpuint (s->black[0], !=, 0);
}

/* CB-SOL-15: a face-down tile goes on any colour with the die of the space, and does
 * nothing. The example: a "black mine" gives no silver, a "black ship" no goods and no
 * exchange. */
static void
test_face_down (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 4);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, 17, T_SHIP);
  store (s, 0, T_DOWN);
  refused_with (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                   "\"space\": 24}",
                "A die showing 3");
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 1, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpuint (p->tiles[24], ==, T_DOWN);
  g_assert_cmpuint (s->n_pending, ==, 0);
  bt_put (s, 0, 29, T_MINE);
  int silver = p->silver;
  ts_burgundy_end_phase (s);
  g_assert_cmpint (p->silver, ==, silver + 1); /* mine 29 only */
}

static void
test_face_down_ship (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 2, 2);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[1] = 5;
  s->depot_goods[0][4] = 1;
  s->black[0] = T_MINE;
  store (s, 0, T_DOWN);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 17}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_cmpuint (p->goods[4], ==, 0);
  g_assert_cmpuint (s->depot_goods[0][4], ==, 1);
  refused_with (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}",
                "right after placing a ship");
}

/* Monasteries and completed colours ---------------------------------------------------- */

/* CB-SOL-16: a monastery scores when placed (monastery 16: 4 VP per warehouse). */
static void
test_monastery_now (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, 11, T_BUILDING (TS_BURGUNDY_WAREHOUSE));
  bt_put (s, 0, 7, T_MON (2));
  store (s, 0, T_MON (16));
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 12}");
  g_assert_cmpint (p->vp, ==, 4);
  g_assert_cmpuint (p->solo_marker, ==, 4);
  g_assert_cmpuint (s->ledger[s->n_ledger - 1].cause, ==, TS_BURGUNDY_CAUSE_SOLO_MONASTERY);
  g_assert_cmpuint (s->ledger[s->n_ledger - 1].detail, ==, 16);
}

/* CB-SOL-17: monastery 26, 3 VP per colour completed so far (PT); per completed colour area
 * with "solo-colour-areas" (ES, CB-DIF-08). */
static void
test_monastery_26 (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 1, 2);
  g_autofree TsBurgundyState *es = solo_turn ("{\"solo\": true, \"solo-colour-areas\": true}",
                                              1, 2);

  s->players[0].colour_filled[TS_BURGUNDY_MINE] = 1;
  s->players[0].colour_filled[TS_BURGUNDY_RIVER] = 1;
  bt_put (s, 0, 7, T_MON (2));
  store (s, 0, T_MON (26));
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 12}");
  g_assert_cmpint (s->players[0].vp, ==, 6);
  /* Areas covered: the start castle's own (one space) and the 3 mines. */
  bt_put (es, 0, 24, T_MINE);
  bt_put (es, 0, 29, T_MINE);
  bt_put (es, 0, 33, T_MINE);
  bt_put (es, 0, 7, T_MON (2));
  store (es, 0, T_MON (26));
  bt_apply_json (es, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                     "\"space\": 12}");
  g_assert_cmpint (es->players[0].vp, ==, 6);
}

/* The mines but 24 covered, ship 17 beside it, a mine in storage and dice 4, 4; the black
 * depot holds @black0 and @black1 (0: none). */
static TsBurgundyState *
before_mines (const char *options, guint black0, guint black1)
{
  TsBurgundyState *s = solo_turn (options, 4, 4);

  bt_put (s, 0, 17, T_SHIP);
  bt_put (s, 0, 29, T_MINE);
  bt_put (s, 0, 33, T_MINE);
  store (s, 0, T_MINE);
  s->black[0] = black0;
  s->black[1] = black1;
  return s;
}

/* CB-SOL-18: a completed colour gives no bonus; a black-depot tile goes straight on, no
 * die, its effect applies. */
static void
test_colour_black_tile (void)
{
  g_autofree TsBurgundyState *s
      = before_mines (SOLO, T_BUILDING (TS_BURGUNDY_WATCHTOWER), 0);
  TsBurgundyPlayer *p = &s->players[0];

  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpint (p->vp, ==, 6 + 10); /* the area of 3 and phase A's bonus, no bonus tile */
  g_assert_cmpuint (p->bonus_large, ==, 0);
  g_assert_cmpint (s->bonus_large_owner[TS_BURGUNDY_MINE], ==, -1);
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_BLACK);
  refused_with (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}", "colour you "
                                                                               "completed");
  refused_with (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 25}",
                "entered only by the river");
  refused_with (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 12}",
                "goes on a");
  bt_apply_json (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 23}");
  g_assert_cmpuint (p->tiles[23], ==, T_BUILDING (TS_BURGUNDY_WATCHTOWER));
  g_assert_cmpint (p->vp, ==, 16 + 4); /* the watchtower's effect */
  g_assert_cmpuint (s->black[0], ==, 0);
  g_assert_cmpuint (s->n_pending, ==, 0);
}

static void
test_colour_nothing_fits (void)
{
  g_autofree TsBurgundyState *s = before_mines (SOLO, 0, 0);
  g_autofree TsBurgundyState *d = before_mines (SOLO, T_BUILDING (TS_BURGUNDY_BANK), 0);

  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  bt_apply_json (d, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  bt_apply_json (d, "{\"type\": \"decline\", \"player\": 0}");
  g_assert_cmpuint (d->n_pending, ==, 0);
  g_assert_cmpuint (d->black[0], !=, 0);
}

/* CB-DIF-08: with "solo-colour-areas", each completed area of a colour places one. */
static void
test_colour_areas (void)
{
  g_autofree TsBurgundyState *pt = solo_turn (SOLO, 3, 3);
  g_autofree TsBurgundyState *es = solo_turn ("{\"solo\": true, \"solo-colour-areas\": true}",
                                              3, 3);
  TsBurgundyState *both[] = { pt, es };

  for (guint k = 0; k < 2; k++)
    {
      TsBurgundyState *s = both[k];
      bt_put (s, 0, 17, T_SHIP);
      store (s, 0, T_BUILDING (TS_BURGUNDY_CARPENTER));
      s->black[0] = T_BUILDING (TS_BURGUNDY_WATCHTOWER);
      /* City space 11 is an area of one space: the city colour is far from complete. */
      bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                        "\"space\": 11}");
    }
  g_assert_cmpuint (pt->n_pending, ==, 0);
  g_assert_cmpuint (es->pending[es->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_BLACK);
}

/* CB-SOL-19: a black tile that completes another colour places another. */
static void
test_colour_repeat (void)
{
  g_autofree TsBurgundyState *s
      = before_mines (SOLO, TS_BURGUNDY_TILE_CASTLE, T_BUILDING (TS_BURGUNDY_WATCHTOWER));

  bt_put (s, 0, 1, TS_BURGUNDY_TILE_CASTLE);
  bt_put (s, 0, 2, TS_BURGUNDY_TILE_CASTLE);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  bt_apply_json (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 6}");
  /* The castles are complete: another black tile waits, above the castle's own action. */
  g_assert_cmpuint (s->n_pending, ==, 2);
  g_assert_cmpuint (s->pending[1], ==, TS_BURGUNDY_PENDING_SOLO_BLACK);
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_CASTLE);
  bt_apply_json (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 1, \"space\": 11}");
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_CASTLE);
}

/* The VP marker ------------------------------------------------------------------------ */

/* CB-SOL-20, CB-SOL-25: a sale scores as with 2 players; then VP for silver. */
static void
test_buy_vp (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->silver = 2;
  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}", "scored none this turn");
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpint (p->vp, ==, 4);
  g_assert_cmpint (p->silver, ==, 3);
  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 4}",
                "4 victory points cost 4 silver and you have 3.");
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 2}");
  g_assert_cmpint (p->vp, ==, 6);
  g_assert_cmpint (p->silver, ==, 1);
  g_assert_cmpuint (p->solo_marker, ==, 6);
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_VP), ==, 6);
  /* Both dice used, but VP may still be bought: the turn waits for its end. */
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_TURN);
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL); /* nothing left: it ended */
}

/* CB-SOL-21: the target reached, the marker goes back to 0 (surplus lost), the target
 * back 5. */
static void
test_target_reached (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->solo_marker = 48;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (p->solo_marker, ==, 0);
  g_assert_cmpuint (p->solo_target, ==, 45);
  g_assert_cmpuint (p->solo_resets, ==, 1);
  g_assert_cmpint (p->vp, ==, 4); /* the ledger keeps every VP */
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
  bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
  p->solo_marker = 44;
  p->goods[5] = 1;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 1, \"goods\": 5}");
  g_assert_cmpuint (p->solo_target, ==, 40);
  g_assert_cmpuint (p->solo_resets, ==, 2);
}

/* CB-SOL-22: the free action, any value, like a castle's. */
static void
test_free_action (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->solo_marker = 49;
  bt_put (s, 0, 17, T_SHIP);
  store (s, 0, T_MINE);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  refused_with (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 1, \"storage\": 0, "
                   "\"space\": 24}",
                "free action for reaching the target");
  /* CB-SOL-23: the player chooses the order: VP may be bought first. */
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}");
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": \"target\", "
                    "\"storage\": 0, \"space\": 24}");
  g_assert_cmpuint (p->tiles[24], ==, T_MINE);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_false ((s->die_used >> 1) & 1u);
}

/* The end ------------------------------------------------------------------------------ */

/* CB-SOL-24: the 37th space filled wins at once. */
static void
test_won (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 4, 4);
  TsBurgundyPlayer *p = &s->players[0];

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (sp != 24 && p->tiles[sp] == 0)
      bt_put (s, 0, sp, sp == 17 ? T_SHIP : T_DOWN);
  store (s, 0, T_MINE);
  s->black[0] = T_MINE;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  g_assert_true (s->solo_won);
  g_assert_cmpuint (s->solo_round, ==, 1);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (b);
  g_assert_true (json_object_get_boolean_member (o, "won"));
  g_assert_cmpint (json_object_get_int_member (o, "round"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "empty-spaces"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 0);
  /* The last mine completed the mines' area: its VP are the lines, by cause. */
  JsonObject *row = json_array_get_object_element (json_object_get_array_member (o, "players"), 0);
  JsonArray *lines = json_object_get_array_member (row, "lines");
  g_assert_cmpint (json_object_get_int_member (row, "total"), ==, 6 + 10);
  g_assert_cmpuint (json_array_get_length (lines), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (lines, 0), "cause"),
                   ==, "area");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Ana filled the whole duchy in round 1 and wins; the target ended on 50.");
  g_autofree char *text = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (text, "round 1 and wins"));
  refused_with (s, "{\"type\": \"end-turn\", \"player\": 0}", "The game is over.");
}

/* CB-SOL-07, CB-SOL-24: 25 rounds, then lost; no final scoring. */
static void
test_lost_after_25_rounds (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint rolls = 0;
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_OVER)
    {
      if (s->stage == TS_BURGUNDY_STAGE_TURN)
        ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_END_TURN, 0);
      else
        g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      rolls += e.type == TS_BURGUNDY_ENTRY_ROLL;
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_cmpuint (rolls, ==, 25);
  g_assert_false (s->solo_won);
  g_assert_cmpuint (s->solo_round, ==, 25);
  g_assert_cmpint (s->players[0].vp, ==, 0);
  for (guint k = 0; k < s->n_ledger; k++)
    g_assert_cmpuint (s->ledger[k].cause, !=, TS_BURGUNDY_CAUSE_END_SILVER);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (b);
  g_assert_false (json_object_get_boolean_member (o, "won"));
  g_assert_cmpint (json_object_get_int_member (o, "round"), ==, 25);
  g_assert_cmpint (json_object_get_int_member (o, "empty-spaces"), ==, 36);
  g_assert_true (json_object_get_null_member (o, "winner"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "winners")), ==, 0);
  g_autofree char *text = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (text, "lost"));
}

/* CB-SOL-25: the black-depot purchase stays. */
static void
test_black_purchase (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);

  s->players[0].silver = 2;
  s->black[0] = T_MINE;
  bt_apply_json (s, "{\"type\": \"buy-black\", \"player\": 0, \"depot\": 0, \"slot\": 0}");
  g_assert_cmpuint (s->players[0].storage[0], ==, T_MINE);
}

/* JSON ---------------------------------------------------------------------------------- */

static void
test_json (void)
{
  static const char *const entries[] = {
    "{\"type\":\"solo-remove\",\"depot\":3,\"slot\":1}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,1,4,5,5],\"slot\":2,"
    "\"tile\":\"watchtower\",\"discard\":1}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[2,2,2,2,2],\"slot\":0}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":3,\"space\":12,\"tile\":\"mine\"}",
    "{\"type\":\"buy-vp\",\"player\":0,\"vp\":3}",
    "{\"type\":\"place-tile\",\"player\":0,\"die\":\"target\",\"storage\":0,\"space\":24}",
    "{\"type\":\"roll\",\"dice\":[[3,4]],\"white\":2}",
  };
  static const char *const bad[] = {
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,2,3,4],\"slot\":0}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,2,3,4,7],\"slot\":0}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":8,\"space\":1}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":1,\"space\":1,\"tile\":\"face-down\"}",
    "{\"type\":\"buy-vp\",\"player\":0,\"vp\":0}",
    "{\"type\":\"solo-remove\",\"depot\":7,\"slot\":0}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (entries[i]);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
      g_autofree char *text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, entries[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      g_assert_true (json_parser_load_from_data (parser, bad[i], -1, NULL));
      g_assert_null (ts_burgundy_entry_from_json (json_parser_get_root (parser), &error));
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
    }
}

/* Entries of the solo game refused in a game that is not one. */
static void
test_not_solo (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);

  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}", "only in the solo game");
  refused_with (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 1}",
                "not one");
}

/* Words for every solo entry and waiting decision. */
static void
test_words (void)
{
  g_autofree TsBurgundyState *s = exchange_state ();
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_autofree TsBurgundyEntry *e = bt_parse ("{\"type\":\"solo-exchange\",\"player\":0,"
                                            "\"goods\":[1,2,3,4,5],\"slot\":0}");
  g_autofree char *text = ts_burgundy_describe_entry (s, e);
  g_autofree TsBurgundyEntry *b = bt_parse ("{\"type\":\"buy-vp\",\"player\":0,\"vp\":2}");
  g_autofree char *bought = ts_burgundy_describe_entry (s, b);

  g_assert_nonnull (strstr (pending, "5 goods"));
  g_assert_cmpstr (text, ==, "Ana gives goods 1 2 3 4 5 for the black depot's watchtower, "
                             "stored face down.");
  g_assert_cmpstr (bought, ==, "Ana buys 2 victory points for 2 silver.");
}


/* Property test ------------------------------------------------------------------------ */

static guint n_games = 300;

static void
check_invariants (const TsBurgundyState *s)
{
  const TsBurgundyPlayer *p = &s->players[0];
  guint tiles[TS_BURGUNDY_N_TILES], unknown, goods;
  int target = s->options.solo_target - TS_BURGUNDY_SOLO_TARGET_STEP * p->solo_resets;

  ts_burgundy_count_components (s, tiles, &unknown, &goods);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    g_assert_cmpuint (tiles[t], ==, ts_burgundy_tiles_in_game (s, t));
  g_assert_cmpuint (goods, ==, 6 * s->data->goods_per_type);
  g_assert_cmpint (p->silver, >=, 0);
  g_assert_cmpint (p->workers, >=, 0);
  g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, 0, TS_LEDGER_VP));
  g_assert_cmpint (p->silver, ==, bt_ledger_sum (s, 0, TS_LEDGER_SILVER));
  g_assert_cmpint (p->workers, ==, bt_ledger_sum (s, 0, TS_LEDGER_WORKERS));
  /* CB-SOL-21: the marker stays below the target, which moves back 5 per reset. */
  g_assert_cmpuint (p->solo_marker, <, p->solo_target);
  g_assert_cmpint (p->solo_target, ==, MAX (target, TS_BURGUNDY_SOLO_TARGET_FLOOR));
  g_assert_cmpuint (p->bonus_large | p->bonus_small, ==, 0);
  g_assert_cmpuint (p->n_placed, <=, TS_BURGUNDY_N_SPACES);
  if (s->stage == TS_BURGUNDY_STAGE_OVER)
    {
      /* CB-SOL-24: won exactly when all 37 spaces are filled, within 25 rounds. */
      g_assert_cmpint (s->solo_won, ==, p->n_placed == TS_BURGUNDY_N_SPACES);
      g_assert_cmpuint (s->solo_round, >=, 1);
      g_assert_cmpuint (s->solo_round, <=, 25);
      if (!s->solo_won)
        g_assert_cmpuint (s->solo_round, ==, 25);
    }
  else
    g_assert_cmpuint (p->n_placed, <, TS_BURGUNDY_N_SPACES);
}

/* Every listed entry of a solo decision is accepted; a sample of the others. */
static void
check_legal (const TsBurgundyState *s, GRand *rand)
{
  guint n;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    {
      gboolean solo = all[i].type >= TS_BURGUNDY_ENTRY_SOLO_REMOVE
                      || all[i].die == TS_BURGUNDY_SRC_TARGET;
      if (!solo && g_rand_int_range (rand, 0, 8) != 0)
        continue;
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      g_autoptr (GError) error = NULL;
      if (!ts_burgundy_apply (copy, &all[i], &error))
        g_error ("listed entry %u (%s) refused: %s", i,
                 ts_burgundy_entry_type_id (all[i].type), error->message);
    }
}

/* Half the games play greedily toward a full duchy (so that some are won): a placement
 * whenever one is listed, then taking or buying a tile; otherwise a random entry. */
static gboolean
listed (const TsBurgundyEntry *all, guint n, const TsBurgundyEntry *e)
{
  for (guint i = 0; i < n; i++)
    if (memcmp (&all[i], e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

/* Every solo entry the rules accept now is listed (no identities: random games know every
 * tile): black-tile placements, 5-goods exchanges (no discard) and VP bought. */
static guint n_complete_checks;

static void
check_complete (const TsBurgundyState *s)
{
  guint n;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  g_autoptr (GArray) tries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  TsBurgundyEntry e;

  n_complete_checks++;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_BLACK, 0);
  for (int k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
    for (int sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
      {
        e.slot = k;
        e.space = sp;
        g_array_append_val (tries, e);
      }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_VP, 0);
  for (int v = 1; v <= 30; v++)
    {
      e.vp = v;
      g_array_append_val (tries, e);
    }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, 0);
  for (guint code = 0; code < 6 * 6 * 6 * 6 * 6; code++)
    {
      guint c = code, prev = 1;
      gboolean sorted = TRUE;
      memset (e.exchange, 0, sizeof e.exchange);
      for (guint i = 0; i < 5; i++, c /= 6)
        {
          sorted = sorted && c % 6 + 1 >= prev;
          prev = c % 6 + 1;
          e.exchange[c % 6 + 1]++;
        }
      for (int k = 0; sorted && k < TS_BURGUNDY_BLACK_SLOTS; k++)
        if (s->black[k] != 0)
          {
            e.slot = k;
            g_array_append_val (tries, e);
          }
    }
  for (guint i = 0; i < tries->len; i++)
    {
      const TsBurgundyEntry *t = &g_array_index (tries, TsBurgundyEntry, i);
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      if (ts_burgundy_apply (copy, t, NULL) && !listed (all, n, t))
        g_error ("accepted but not listed: %s", ts_burgundy_entry_type_id (t->type));
    }
}

static gboolean
greedy_entry (const TsBurgundyState *s, GRand *rand, gboolean greedy, TsBurgundyEntry *e)
{
  static const guint8 order[] = {
    TS_BURGUNDY_ENTRY_SOLO_BLACK, TS_BURGUNDY_ENTRY_PLACE_TILE, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE,
    TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT, TS_BURGUNDY_ENTRY_TAKE_TILE, TS_BURGUNDY_ENTRY_BUY_BLACK,
  };
  guint n;

  if (!greedy || s->stage != TS_BURGUNDY_STAGE_TURN)
    return ts_burgundy_random_entry (s, rand, e);
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      guint found = 0;
      for (guint i = 0; i < n; i++)
        if (all[i].type == order[k] && g_rand_int_range (rand, 0, ++found) == 0)
          *e = all[i];
      if (found > 0)
        return TRUE;
    }
  return ts_burgundy_random_entry (s, rand, e);
}

static void
play_random (guint seed, const char *options, guint *won, guint *resets)
{
  g_autofree TsBurgundyState *s = solo_new (options);
  g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  TsBurgundyEntry e;

  while (greedy_entry (s, rand, seed % 2 == 1, &e))
    {
      g_autoptr (GError) error = NULL;
      if (!ts_burgundy_apply (s, &e, &error))
        g_error ("seed %u: random entry %s refused: %s", seed,
                 ts_burgundy_entry_type_id (e.type), error->message);
      g_array_append_val (entries, e);
      check_invariants (s);
      if (s->stage == TS_BURGUNDY_STAGE_TURN && seed % 4 == 0)
        check_legal (s, rand);
      if (s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
          && s->pending[s->n_pending - 1] >= TS_BURGUNDY_PENDING_SOLO_EXCHANGE)
        check_complete (s);
      /* JSON keeps the entry as it is. */
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
      g_autofree TsBurgundyEntry *back = ts_burgundy_entry_from_json (node, NULL);
      g_assert_nonnull (back);
      g_assert_cmpmem (back, sizeof *back, &e, sizeof e);
    }
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  /* The record replays to the same state. */
  for (guint i = 0; i < entries->len; i++)
    g_assert_true (ts_burgundy_apply (start, &g_array_index (entries, TsBurgundyEntry, i), NULL));
  g_assert_true (ts_burgundy_state_equal (start, s));
  *won += s->solo_won;
  *resets += s->players[0].solo_resets;
}

static void
test_property (void)
{
  static const char *const options[] = {
    SOLO,
    "{\"solo\": true, \"solo-colour-areas\": true, \"solo-target\": 45}",
    "{\"solo\": true, \"solo-target\": 55, \"effect-discard\": false}",
  };
  guint won = 0, resets = 0;

  for (guint i = 0; i < n_games; i++)
    play_random (i, options[i % G_N_ELEMENTS (options)], &won, &resets);
  /* The random games reach the target now and then (the rule is exercised). */
  g_assert_cmpuint (resets, >, 0);
  g_assert_cmpuint (n_complete_checks, >, 0);
  g_test_message ("%u of %u random solo games won, %u target resets, %u solo decisions "
                  "checked complete",
                  won, n_games, resets, n_complete_checks);
}

int
main (int argc, char **argv)
{
  const char *games = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (games != NULL && atoi (games) > 0)
    n_games = MIN ((guint)atoi (games), n_games);
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
  ADD ("ship-clears-depots/CB-SOL-03", test_ship_clears);
  ADD ("ship-clears-depots/CB-SOL-13", test_ship_clears);
  ADD ("exchange/CB-SOL-14", test_exchange);
  ADD ("exchange-declined/CB-SOL-14", test_exchange_decline);
  ADD ("black-mine-no-silver/CB-SOL-15", test_face_down);
  ADD ("black-ship-no-goods/CB-SOL-15", test_face_down_ship);
  ADD ("monastery-scores-when-placed/CB-SOL-16", test_monastery_now);
  ADD ("monastery-26/CB-SOL-17", test_monastery_26);
  ADD ("colour-black-tile/CB-SOL-18", test_colour_black_tile);
  ADD ("nothing-fits-or-declined/CB-SOL-18", test_colour_nothing_fits);
  ADD ("colour-areas/CB-SOL-18", test_colour_areas);
  ADD ("colour-areas/CB-DIF-08", test_colour_areas);
  ADD ("repeat/CB-SOL-19", test_colour_repeat);
  ADD ("buy-vp/CB-SOL-20", test_buy_vp);
  ADD ("target-reached/CB-SOL-21", test_target_reached);
  ADD ("free-action/CB-SOL-22", test_free_action);
  ADD ("free-action/CB-SOL-23", test_free_action);
  ADD ("won/CB-SOL-24", test_won);
  ADD ("lost-after-25-rounds/CB-SOL-24", test_lost_after_25_rounds);
  ADD ("twenty-five-rounds/CB-SOL-07", test_lost_after_25_rounds);
  ADD ("black-purchase/CB-SOL-25", test_black_purchase);
  ADD ("two-player-sale/CB-SOL-25", test_buy_vp);
  g_test_add_func ("/burgundy/solo/json", test_json);
  g_test_add_func ("/burgundy/solo/not-solo", test_not_solo);
  g_test_add_func ("/burgundy/solo/words", test_words);
  g_test_add_func ("/burgundy/solo/property/random-games", test_property);
  return g_test_run ();
}
