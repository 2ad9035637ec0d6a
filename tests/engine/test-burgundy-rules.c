/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Castles of Burgundy base rules, one test (at least) per clause; the clause id is the last
 * component of each test path (docs/rules-coverage.md). Monasteries: test-burgundy-
 * monasteries.c; data: test-burgundy-data.c. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-engine-error.h"

#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)
#define T_ANIMAL(s, n) TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_##s, n)
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)

static void apply_f (TsBurgundyState *s, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static void
apply_f (TsBurgundyState *s, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  g_autofree char *json = g_strdup_vprintf (fmt, args);
  va_end (args);
  bt_apply_json (s, json);
}

static char *refuse_f (TsBurgundyState *s, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static char *
refuse_f (TsBurgundyState *s, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  g_autofree char *json = g_strdup_vprintf (fmt, args);
  va_end (args);
  return bt_refuse_json (s, json);
}

#define REFUSED(s, needle, ...)                                                                    \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = refuse_f (s, __VA_ARGS__);                                             \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("refusal “%s” does not mention “%s”", msg_, needle);                                \
  }                                                                                                \
  G_STMT_END

static int
last_line_sum (const TsBurgundyState *s, guint player, TsLedgerResource r, TsBurgundyCause cause)
{
  int sum = 0;
  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player == player && s->ledger[i].resource == r && s->ledger[i].cause == cause)
      sum += s->ledger[i].delta;
  return sum;
}

/* 2. Setup ----------------------------------------------------------------------------- */

static void
test_player_count (void)
{
  for (guint n = 1; n <= 5; n++)
    {
      g_autoptr (JsonArray) players = json_array_new ();
      g_autoptr (GError) error = NULL;
      for (guint i = 0; i < n; i++)
        json_array_add_string_element (players, "x");
      g_autofree TsBurgundyState *s
          = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
      if (n < 2 || n > 4)
        {
          g_assert_null (s);
          g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
        }
      else
        g_assert_nonnull (s);
    }
}

/* CB-SET-01, CB-PLY-01..03, CB-PHS-05: spaces used by player count. */
static void
test_spaces_by_count (void)
{
  static const guint coloured[] = { 0, 0, 12, 18, 24 }, black[] = { 0, 0, 4, 6, 8 };
  for (guint n = 2; n <= 4; n++)
    {
      g_autofree TsBurgundyState *s = bt_new_game_at_turn (n, 3);
      guint c = 0, b = 0;
      for (guint d = 0; d < 6; d++)
        for (guint k = 0; k < 4; k++)
          c += s->depots[d][k] != 0;
      for (guint k = 0; k < 8; k++)
        b += s->black[k] != 0;
      g_assert_cmpuint (c, ==, coloured[n]);
      g_assert_cmpuint (b, ==, black[n]);
    }
}

/* CB-SET-02, CB-TRN-07: workers and silver have no limit. */
static void
test_unlimited_supply (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 3, 3);
  s->players[0].workers = 30; /* more than the 26 tokens in the box */
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (s->players[0].workers, ==, 32);
}

/* CB-SET-03: stacks by back colour; a space takes a tile of its colour. */
static void
test_fill_colours (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  TsBurgundyEntry e;
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  g_autoptr (GError) error = NULL;

  while (s->stage != TS_BURGUNDY_STAGE_FILL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  /* Depot 1 space 2 is a city space: a ship cannot go there. */
  TsBurgundyEntry bad = e;
  bad.fill[0][2] = T_SHIP;
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_cmpstr (error->message, ==, "A ship cannot go on the beige city space of depot 1.");
  g_assert_true (ts_burgundy_state_equal (before, s));
  g_clear_error (&error);
  /* Monastery 1 has no black back: it cannot be in the black depot. */
  bad = e;
  bad.fill_black[1] = T_MON (1);
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "black"));
  g_clear_error (&error);
  g_assert_true (ts_burgundy_apply (s, &e, &error));
}

/* CB-SET-04, CB-PHS-06, CB-RND-06: 5 goods per phase, one per round. */
static void
test_phase_goods (void)
{
  g_autofree TsBurgundyState *s = bt_new_game_at_turn (3, 7);
  g_assert_cmpuint (s->n_round_goods, ==, 4); /* one went out with the first roll */
  g_assert_cmpuint (TS_BURGUNDY_ROUNDS - s->round - 1, ==, s->n_round_goods);
}

/* CB-SET-05, CB-SET-10: goods left after the starting draws are never used. */
static void
test_unused_goods (void)
{
  for (guint n = 2; n <= 4; n += 2)
    {
      g_autofree TsBurgundyState *s = bt_new_game (n, NULL);
      g_autoptr (GRand) rand = g_rand_new_with_seed (n);
      TsBurgundyEntry e;
      while (ts_burgundy_random_entry (s, rand, &e))
        g_assert_true (ts_burgundy_apply (s, &e, NULL));
      guint left = 0;
      for (guint g = 1; g <= 6; g++)
        left += s->goods_supply[g];
      /* Example (derived): 4 players leave 5 goods in the box, 2 players 11. */
      g_assert_cmpuint (left, ==, n == 4 ? 5 : 11);
    }
}

/* CB-SET-06, CB-CMP-04: 12 bonus tiles, none taken at the start. */
static void
test_bonus_tiles_start (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      g_assert_cmpint (s->bonus_large_owner[c], ==, -1);
      g_assert_cmpint (s->bonus_small_owner[c], ==, -1);
    }
}

/* CB-SET-07: everyone on the same duchy (1 unless the setup says 2). */
static void
test_same_duchy (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (
      parser, "{\"players\":[\"a\",\"b\",\"c\"],\"setup\":{\"duchy\":\"2\"}}", -1, NULL));
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_autofree TsBurgundyState *s
      = ts_burgundy_state_new_from_setup (NULL, json_object_get_array_member (root, "players"),
                                          json_object_get_object_member (root, "setup"), NULL);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (s->players[i].duchy.id, ==, "2");
  g_autofree TsBurgundyState *d = bt_new_game (2, NULL);
  g_assert_cmpstr (d->players[1].duchy.id, ==, "1");
}

/* CB-SET-08: the starting castle on the central dark-green space. */
static void
test_start_castle (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_assert_cmpint (s->players[0].tiles[18], ==, T_CASTLE);
  g_assert_cmpint (s->players[0].duchy.colour[18], ==, TS_BURGUNDY_CASTLE);
  g_assert_cmpint (s->players[0].n_placed, ==, 1);
  /* 14 coloured castles minus 2 starting ones. */
  g_assert_cmpint (s->supply[0][T_CASTLE], ==, 12);
}

/* CB-SET-09: 3 starting goods, same types stacked. */
static void
test_starting_goods (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[2,2,5]}");
  g_assert_cmpint (s->players[1].goods[2], ==, 2);
  g_assert_cmpint (s->players[1].goods[5], ==, 1);
  g_assert_cmpuint (ts_burgundy_goods_types (&s->players[1]), ==, 2);
  REFUSED (s, "already", "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[1,1,1]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":0,\"goods\":[6,6,6]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
}

/* CB-SET-11: 1 silver each, VP 0, in the ledger. */
static void
test_start_silver (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].silver, ==, 1);
      g_assert_cmpint (s->players[i].vp, ==, 0);
      g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_SILVER), ==, 1);
    }
}

/* CB-SET-12, CB-SET-14: setup order is turn order; stacked on bridge space 1, first on top. */
static void
test_start_bridge (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].bridge_space, ==, 1);
      g_assert_cmpint (s->order[i], ==, i);
    }
  g_assert_cmpint (s->players[0].bridge_height, >, s->players[1].bridge_height);
  g_assert_cmpint (s->players[2].bridge_height, >, s->players[3].bridge_height);
}

/* CB-SET-13: 1, 2, 3, 4 workers in turn order. */
static void
test_start_workers (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].workers, ==, i + 1);
      g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_WORKERS), ==, i + 1);
    }
}

/* CB-SET-15, CB-RND-01, CB-RND-02: the first player has the white die; its value sends the
 * next goods tile to that depot. */
static void
test_roll (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  TsBurgundyEntry e;
  while (s->stage != TS_BURGUNDY_STAGE_ROLL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  guint goods = s->round_goods[0];
  TsBurgundyEntry bad;
  g_autoptr (GError) error = NULL;
  ts_burgundy_entry_init (&bad, TS_BURGUNDY_ENTRY_ROLL, -1);
  bad.dice[0][0] = 1; /* player 1's dice missing */
  bad.white = 3;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "2 dice"));
  g_clear_error (&error);
  bad.dice[0][1] = bad.dice[1][0] = bad.dice[1][1] = 2;
  bad.white = 0;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "white"));
  bt_apply_json (s, "{\"type\":\"roll\",\"dice\":[[1,6],[2,2]],\"white\":4}");
  g_assert_cmpint (s->depot_goods[3][goods], ==, 1);
  g_assert_cmpint (s->current, ==, 0);
  g_assert_cmpint (s->dice[0][1], ==, 6);
  g_assert_cmpint (s->white, ==, 4);
}

/* 5. Rounds ---------------------------------------------------------------------------- */

/* CB-RND-03: the white die is never an action die. */
static void
test_white_not_usable (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->white = 5;
  s->depots[4][1] = T_MINE;
  REFUSED (s, "depot 1 only",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":5,\"slot\":1}");
  g_autofree TsBurgundyEntry *legal = NULL;
  guint n;
  legal = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    g_assert_false (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_TILE);
}

/* CB-RND-04, CB-RND-05: bridge order; a ship moves its owner for the next round only. */
static void
test_round_order (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 2, 2);
  TsBurgundyPlayer *p1;
  /* Player 0 takes workers twice; then player 1 places a ship and moves ahead. */
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  if (s->current == 0)
    bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_cmpint (s->current, ==, 1);
  bt_set_dice (s, 2, 2);
  p1 = &s->players[1];
  p1->storage[0] = T_SHIP;
  apply_f (s, "{\"type\":\"place-tile\",\"player\":1,\"die\":0,\"storage\":0,\"space\":%d}",
           bt_space (s, 1, TS_BURGUNDY_RIVER, 2));
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":1,\"depot\":3}");
  g_assert_cmpint (p1->bridge_space, ==, 2);
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":1,\"die\":1}");
  if (s->current == 1)
    bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":1}");
  /* Still player 2 this round (order fixed per round). */
  g_assert_cmpint (s->current, ==, 2);
  bt_set_dice (s, 2, 2);
  bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":2}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL);
  g_assert_cmpint (s->round, ==, 1);
  bt_apply_json (s, "{\"type\":\"roll\",\"dice\":[[1,1],[2,2],[3,3]],\"white\":1}");
  g_assert_cmpint (s->order[0], ==, 1);
  g_assert_cmpint (s->current, ==, 1);
  g_assert_cmpint (s->order[1], ==, 0);
  g_assert_cmpint (s->order[2], ==, 2);
}

/* CB-RND-07, CB-PHS-01, CB-PHE-01, CB-END-01: 5 phases of 5 rounds, 25 rolls. */
static void
test_game_length (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (3, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  TsBurgundyEntry e;
  guint rolls = 0, fills = 0;
  while (ts_burgundy_random_entry (s, rand, &e))
    {
      rolls += e.type == TS_BURGUNDY_ENTRY_ROLL;
      fills += e.type == TS_BURGUNDY_ENTRY_FILL_DEPOTS;
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_cmpuint (rolls, ==, 25);
  g_assert_cmpuint (fills, ==, 5);
  g_assert_true (s->stage == TS_BURGUNDY_STAGE_OVER);
}

/* 6. Turns, dice, workers ------------------------------------------------------------- */

/* CB-TRN-01: a die may be left unused (end-turn); with both dice used and no purchase
 * possible the turn ends by itself. */
static void
test_end_turn (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_cmpint (s->current, ==, 1);
  bt_set_dice (s, 3, 4);
  s->players[1].silver = 0;
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":1,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":1,\"die\":1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL);
  REFUSED (s, "No one", "{\"type\":\"end-turn\",\"player\":0}");
}

/* CB-TRN-02, CB-TRN-03: any order, same action twice; a used die is spent. */
static void
test_same_action_twice (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);
  s->players[0].silver = 2;
  s->black[1] = T_SHIP;
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  REFUSED (s, "used", "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (s->players[0].workers, ==, 5);
  g_assert_cmpint (s->die_used, ==, 3);
  REFUSED (s, "used", "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":2}");
}

/* CB-TRN-04, CB-TRN-05: one worker moves a die by one, wrapping 6<->1. */
static void
test_worker_wrap (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 1);
  s->players[0].workers = 2;
  bt_apply_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":1}");
  g_assert_cmpint (s->dice[0][0], ==, 1);
  bt_apply_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":1,\"to\":6}");
  g_assert_cmpint (s->dice[0][1], ==, 6);
  g_assert_cmpint (s->players[0].workers, ==, 0);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SPEND_WORKERS), ==,
                   -2);
  REFUSED (s, "Turning the die from 6 to 5 takes 1 worker. You have 0 workers.",
           "{\"type\":\"spend-workers\",\"player\":0,\"die\":1,\"to\":5}");
  REFUSED (s, "already shows", "{\"type\":\"spend-workers\",\"player\":0,\"die\":1,\"to\":6}");
}

/* CB-TRN-06 example: Ana turns a 2 into a 6 with 2 workers and takes from depot 6. */
static void
test_ana_example (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 5);
  s->players[0].workers = 2;
  s->depots[5][1] = T_BLD (BANK);
  REFUSED (s, "depot 2 only",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":6,\"slot\":1}");
  bt_apply_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":6}");
  g_assert_cmpint (s->players[0].workers, ==, 0);
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":6,\"slot\":1}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_BLD (BANK));
}

/* CB-TRN-08, CB-BLK-01..03: one purchase per turn, 2 silver, into storage; before or after
 * the dice. */
static void
test_black_depot (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 3, 4);
  TsBurgundyPlayer *p = &s->players[0];
  p->silver = 5;
  s->black[0] = T_SHIP;
  s->black[2] = T_MON (7);
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  g_assert_cmpint (s->current, ==, 0); /* a purchase is still possible */
  REFUSED (s, "monastery 6", "{\"type\":\"buy-black\",\"player\":0,\"depot\":2,\"slot\":0}");
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":2}");
  g_assert_cmpint (p->storage[0], ==, T_MON (7));
  g_assert_cmpint (p->silver, ==, 3);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_PURCHASE), ==, -2);
  /* The purchase ended the turn (nothing left to do). */
  g_assert_cmpint (s->current, ==, 1);
  bt_set_dice (s, 1, 1);
  s->players[1].silver = 1;
  REFUSED (s, "costs 2 silver and you have 1.", "{\"type\":\"buy-black\",\"player\":1,\"slot\":0}");
  s->players[1].silver = 4;
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":1,\"slot\":0}");
  REFUSED (s, "one tile", "{\"type\":\"buy-black\",\"player\":1,\"slot\":2}");
  REFUSED (s, "There is no tile on the yellow monastery space marked 3 of depot 1.",
           "{\"type\":\"take-tile\",\"player\":1,\"die\":0,\"depot\":1,\"slot\":0}");
}

/* CB-BLK-03 with full storage: discard (option "effect-discard", on by default). */
static void
test_black_full_storage (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);
  TsBurgundyPlayer *p = &s->players[0];
  p->silver = 2;
  p->storage[0] = p->storage[1] = p->storage[2] = T_MINE;
  s->black[1] = T_SHIP;
  REFUSED (s, "discard", "{\"type\":\"buy-black\",\"player\":0,\"slot\":1}");
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":1,\"discard\":1}");
  g_assert_cmpint (p->storage[1], ==, T_SHIP);
  g_assert_cmpint (s->discarded[T_MINE], ==, 1);

  g_autofree TsBurgundyState *o = bt_turn_state (2, 3, 4);
  o->options.effect_discard = FALSE;
  o->players[0].silver = 2;
  memset (o->players[0].storage, T_MINE, 3);
  o->black[1] = T_SHIP;
  REFUSED (o, "does not let", "{\"type\":\"buy-black\",\"player\":0,\"slot\":1,\"discard\":0}");
}

/* 7. Die actions ---------------------------------------------------------------------- */

/* CB-ACT-01: the four actions are listed for a die. */
static void
test_four_actions (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 2);
  g_autofree TsBurgundyEntry *legal = NULL;
  guint n;
  gboolean seen[TS_BURGUNDY_N_ENTRY_TYPES] = { FALSE };
  s->depots[1][0] = T_MON (3);
  s->players[0].storage[0] = T_SHIP;
  s->players[0].goods[2] = 1;
  legal = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    seen[legal[i].type] = TRUE;
  g_assert_true (seen[TS_BURGUNDY_ENTRY_TAKE_TILE]);
  g_assert_true (seen[TS_BURGUNDY_ENTRY_PLACE_TILE]);
  g_assert_true (seen[TS_BURGUNDY_ENTRY_SELL_GOODS]);
  g_assert_true (seen[TS_BURGUNDY_ENTRY_TAKE_WORKERS]);
}

/* CB-ACT-02, CB-ACT-03: any tile of the depot of the die's number, into storage. */
static void
test_take_tile (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 4, 4);
  s->depots[3][0] = T_SHIP;
  s->depots[3][2] = T_MINE;
  s->depots[2][0] = T_ANIMAL (COW, 2);
  REFUSED (s, "depot 4 only",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":3,\"slot\":0}");
  REFUSED (s, "There is no tile on the beige city space of depot 4.",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1}");
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":2}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_MINE);
  g_assert_cmpint (s->depots[3][2], ==, 0);
  g_assert_cmpint (s->players[0].n_placed, ==, 1);
}

/* CB-ACT-04: with full storage a stored tile must be discarded first. */
static void
test_take_full_storage (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 4, 4);
  TsBurgundyPlayer *p = &s->players[0];
  s->depots[3][0] = T_SHIP;
  s->depots[3][2] = T_MINE;
  REFUSED (s, "nothing needs",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":2,\"discard\":0}");
  p->storage[0] = T_BLD (BANK);
  p->storage[1] = T_CASTLE;
  p->storage[2] = T_MON (4);
  REFUSED (s, "discard", "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":2}");
  bt_apply_json (
      s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":2,\"discard\":1}");
  g_assert_cmpint (p->storage[1], ==, T_MINE);
  g_assert_cmpint (s->discarded[T_CASTLE], ==, 1);
}

/* CB-ACT-05: a tile taken goes through storage, even when placed the same turn. */
static void
test_take_then_place (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 4, 4);
  s->depots[3][0] = T_MINE;
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":0}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_MINE);
  apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":%d}",
           bt_space (s, 0, TS_BURGUNDY_MINE, 4));
  g_assert_cmpint (s->players[0].storage[0], ==, 0);
  g_assert_cmpint (s->players[0].tiles[24], ==, T_MINE);
}

/* CB-ACT-06: colour and number must match; refusals name the rule. */
static void
test_place_rules (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 5, 4);
  s->players[0].storage[1] = T_SHIP;
  REFUSED (s, "empty",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}");
  REFUSED (s, "A ship goes on a blue river space, and the grey mine space with die 4 is not one.",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":1,\"space\":24}");
  REFUSED (s, "A die showing 4 cannot place a tile on the blue river space with die 5.",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":1,\"space\":19}");
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":1,\"space\":19}");
  g_assert_cmpint (s->players[0].tiles[19], ==, T_SHIP);
}

/* CB-ACT-07, CB-ACT-08: a placement touches a placed tile; the first ones ring the castle. */
static void
test_adjacency (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 6);
  g_autofree TsBurgundyEntry *legal = NULL;
  guint n;
  s->players[0].storage[0] = T_SHIP;
  /* Space 15 is a river 6 far from the castle. */
  REFUSED (s,
           "must touch a tile already in your duchy, and the blue river space with die 6 "
           "touches none",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":15}");
  s->players[0].storage[1] = T_BLD (BANK);
  s->players[0].storage[2] = T_MON (3);
  s->dice[0][0] = 3;
  s->dice[0][1] = 1;
  legal = ts_burgundy_legal_all (s, &n);
  guint places = 0;
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_PLACE_TILE)
      {
        places++;
        g_assert_true (ts_hex_grid_adjacent (&s->data->grid, legal[i].space, 18));
      }
  g_assert_cmpuint (places, >, 0);
}

/* CB-ACT-09: placed tiles are permanent. */
static void
test_permanent (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 6);
  s->players[0].storage[0] = T_CASTLE;
  REFUSED (s, "There is already a tile on the dark green castle space with die 6",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":18}");
}

/* CB-ACT-10: a placement scores its effect and a completed area at once. */
static void
test_place_triggers (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 3);
  s->players[0].storage[0] = T_BLD (WATCHTOWER);
  /* Space 11 is a one-space city numbered 3 next to the castle. */
  g_assert_cmpint (s->players[0].area_size[11], ==, 1);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":11}");
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA), ==, 1);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_PHASE_BONUS), ==, 10);
  g_assert_cmpint (s->players[0].vp, ==, 15);
}

/* CB-ACT-11..14: sell the whole stack of the die's type; 1 silver; VP per tile by count.
 * Example (derived): 4 players, 3 goods: 12 VP and 1 silver. */
static void
test_sell (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 5, 2);
  TsBurgundyPlayer *p = &s->players[0];
  p->goods[5] = 3;
  p->goods[2] = 1;
  REFUSED (s, "A die showing 2 sells only the goods with die number 2.",
           "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":5}");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_assert_cmpint (p->goods[5], ==, 0); /* the whole stack */
  g_assert_cmpint (p->goods[2], ==, 1);
}

static void
test_sell_example (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 5, 4);
  TsBurgundyPlayer *p = &s->players[0];
  p->goods[5] = 3;
  int silver = p->silver;
  REFUSED (s, "You have no goods with die number 4 to sell.",
           "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":4}");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_assert_cmpint (p->goods[5], ==, 0);
  g_assert_cmpint (p->sold[5], ==, 3);
  g_assert_cmpint (p->vp, ==, 12);
  g_assert_cmpint (p->silver, ==, silver + 1);
}

/* CB-ACT-15: any die value takes 2 workers. */
static void
test_take_workers (void)
{
  for (guint v = 1; v <= 6; v++)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (2, v, v);
      bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
      g_assert_cmpint (s->players[0].workers, ==, 3);
      g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_TAKE_WORKERS), ==,
                       2);
    }
}

/* CB-ACT-16: the sold pile is kept per type and shown in the state. */
static void
test_sold_pile (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->players[0].goods[1] = 2;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":1}");
  g_assert_cmpint (s->players[0].sold[1], ==, 2);
}

/* 8. Ships ----------------------------------------------------------------------------- */

static TsBurgundyState *
ship_placed (guint n)
{
  TsBurgundyState *s = bt_turn_state (n, 5, 5);
  s->players[0].storage[0] = T_SHIP;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}");
  g_assert_cmpint (s->n_pending, ==, 1);
  return s;
}

/* CB-SHP-01: any depot, all its goods. */
static void
test_ship_any_depot (void)
{
  g_autofree TsBurgundyState *s = ship_placed (2);
  s->depot_goods[1][3] = 2;
  s->depot_goods[4][4] = 1;
  REFUSED (s, "choose a depot", "{\"type\":\"decline\",\"player\":0}");
  REFUSED (s, "depot whose goods", "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":2}");
  g_assert_cmpint (s->players[0].goods[3], ==, 2);
  g_assert_cmpint (s->depot_goods[1][3], ==, 0);
  g_assert_cmpint (s->depot_goods[4][4], ==, 1);
  REFUSED (s, "right after placing a ship",
           "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":5}");
}

/* CB-SHP-02, CB-SHP-03 (Carla's example): turquoise joins its stack, one of pink/brown fits. */
static void
test_ship_carla (void)
{
  g_autofree TsBurgundyState *s = ship_placed (3);
  TsBurgundyPlayer *p = &s->players[0];
  /* turquoise = 1, pink = 3, brown = 5 (types are die numbers); Carla holds 1 and 6. */
  p->goods[1] = 1;
  p->goods[6] = 2;
  s->depot_goods[2][1] = 1;
  s->depot_goods[2][3] = 1;
  s->depot_goods[2][5] = 1;
  REFUSED (s, "which", "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":3}");
  REFUSED (s, "exactly",
           "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":3,\"keep\":[3,5]}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":3,\"keep\":[5]}");
  g_assert_cmpint (p->goods[1], ==, 2);
  g_assert_cmpint (p->goods[5], ==, 1);
  g_assert_cmpint (p->goods[3], ==, 0);
  g_assert_cmpint (s->depot_goods[2][3], ==, 1); /* pink stays in the depot */
  g_assert_cmpuint (ts_burgundy_goods_types (p), ==, 3);
}

/* CB-SHP-04, CB-SHP-05: one bridge space forward, on top; first next round. */
static void
test_ship_bridge (void)
{
  g_autofree TsBurgundyState *s = ship_placed (4);
  s->players[2].bridge_space = 2;
  s->players[2].bridge_height = 0;
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":1}");
  g_assert_cmpint (s->players[0].bridge_space, ==, 2);
  g_assert_cmpint (s->players[0].bridge_height, ==, 1);
  TsBurgundyState copy = *s;
  ts_burgundy_compute_order (&copy);
  g_assert_cmpint (copy.order[0], ==, 0);
  g_assert_cmpint (copy.order[1], ==, 2);
  /* On the last space the marker stays there, on top. */
  g_autofree TsBurgundyState *t = ship_placed (2);
  t->players[0].bridge_space = t->players[1].bridge_space = t->data->bridge_spaces;
  t->players[0].bridge_height = 0;
  t->players[1].bridge_height = 1;
  bt_apply_json (t, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":1}");
  g_assert_cmpint (t->players[0].bridge_space, ==, t->data->bridge_spaces);
  g_assert_cmpint (t->players[0].bridge_height, ==, 2);
}

/* 9. Castles, mines, animals --------------------------------------------------------- */

/* CB-CAS-01: an extra action with any value. */
static void
test_castle (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 6);
  TsBurgundyPlayer *p = &s->players[0];
  p->storage[0] = T_CASTLE;
  p->storage[1] = T_BLD (BANK);
  s->depots[0][2] = T_BLD (MARKET);
  /* Space 6 (castle, 6) needs a neighbour: put a tile on 12 first. */
  bt_put (s, 0, 12, T_MON (20));
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":6}");
  REFUSED (s, "extra action", "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  /* The bank goes on space 25, numbered 3: no die shows 3 but the castle gives any value. */
  bt_apply_json (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":\"castle\",\"storage\":1,\"space\":25}");
  g_assert_cmpint (p->tiles[25], ==, T_BLD (BANK));
  g_assert_cmpint (s->n_pending, ==, 0);
  REFUSED (s, "not waiting",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":\"castle\",\"depot\":1,\"slot\":2}");
}

/* CB-MIN-01, CB-MIN-02, CB-PHE-02: no immediate effect; 1 silver per mine at phase end. */
static void
test_mines (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 4, 4);
  TsBurgundyPlayer *p = &s->players[0];
  p->storage[0] = T_MINE;
  guint lines = s->n_ledger;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":24}");
  g_assert_cmpuint (s->n_ledger, ==, lines);
  int silver = p->silver;
  s->round = TS_BURGUNDY_ROUNDS - 1;
  s->turn = s->n_players - 1;
  s->current = s->order[s->turn];
  bt_set_dice (s, 1, 1);
  apply_f (s, "{\"type\":\"end-turn\",\"player\":%d}", s->current);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_cmpint (p->silver, ==, silver + 1);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_MINES), ==, 1);
}

/* CB-ANI-01..03: Bruno's example (7, then 11; 2 sheep next to 3 sheep: 5). */
static void
test_animals_example (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 2);
  TsBurgundyPlayer *p = &s->players[0];
  /* Pasture {0,4,5,9,10} of duchy 1; open a path to it through the castle at 6. */
  bt_put (s, 0, 12, T_MON (20));
  bt_put (s, 0, 6, T_CASTLE);
  bt_put (s, 0, 5, T_ANIMAL (COW, 3));
  bt_put (s, 0, 10, T_ANIMAL (SHEEP, 3));
  bt_put (s, 0, 27, T_ANIMAL (COW, 4)); /* another pasture: does not count */
  p->storage[0] = T_ANIMAL (COW, 4);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":4}");
  g_assert_cmpint (p->vp, ==, 7);
  p->storage[0] = T_ANIMAL (COW, 4);
  p->storage[1] = T_ANIMAL (SHEEP, 2);
  bt_set_dice (s, 6, 5);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":0}");
  g_assert_cmpint (p->vp, ==, 7 + 11);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":1,\"space\":9}");
  /* + the 5-space pasture (15 + 10) + the pasture colour bonus (5, 2 players) */
  g_assert_cmpint (p->vp, ==, 7 + 11 + 5 + 15 + 10 + 5);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ANIMALS), ==, 23);
}

/* 10. Buildings ------------------------------------------------------------------------ */

static TsBurgundyState *
building_state (guint building, guint n)
{
  TsBurgundyState *s = bt_turn_state (n, 3, 3);
  s->players[0].storage[0] = TS_BURGUNDY_TILE_BUILDING + building;
  return s;
}

#define PLACE_ON_11 "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":11}"

/* CB-BLD-01, CB-BLD-11: effect once, at once, without a die (watchtower: 4 VP). */
static void
test_watchtower (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_WATCHTOWER, 2);
  bt_apply_json (s, PLACE_ON_11);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
  g_assert_cmpint (s->die_used, ==, 1);
}

/* CB-BLD-02: one building of each type per city. */
static void
test_one_per_city (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_BANK, 2);
  /* City {25,26,31,32,36}: a bank on 26 already. */
  bt_put (s, 0, 26, T_BLD (BANK));
  REFUSED (s, "once per city",
           "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  /* Another city (space 11) is fine. */
  bt_apply_json (s, PLACE_ON_11);
}

/* CB-BLD-03, CB-BLD-04: market takes a ship/animal from a numbered depot; lost if none. */
static void
test_market (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_MARKET, 2);
  s->black[1] = T_SHIP;
  bt_apply_json (s, PLACE_ON_11);
  g_assert_cmpint (s->n_pending, ==, 0); /* nothing to take: the effect is lost */

  g_autofree TsBurgundyState *t = building_state (TS_BURGUNDY_MARKET, 2);
  t->depots[0][3] = T_SHIP;
  t->depots[1][0] = T_MON (3);
  bt_apply_json (t, PLACE_ON_11);
  g_assert_cmpint (t->n_pending, ==, 1);
  REFUSED (t, "ship or an animal",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":\"market\",\"depot\":2,\"slot\":0}");
  REFUSED (t, "market", "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":3,\"slot\":0}");
  bt_apply_json (t,
                 "{\"type\":\"take-tile\",\"player\":0,\"die\":\"market\",\"depot\":1,\"slot\":3}");
  g_assert_cmpint (t->players[0].storage[0], ==, T_SHIP);
}

/* CB-BLD-05: carpenter's workshop takes a building. */
static void
test_carpenter (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_CARPENTER, 2);
  s->depots[5][1] = T_BLD (BANK);
  s->depots[5][3] = T_ANIMAL (PIG, 2);
  bt_apply_json (s, PLACE_ON_11);
  REFUSED (s, "building tile only",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":\"carpenter\",\"depot\":6,\"slot\":3}");
  bt_apply_json (
      s, "{\"type\":\"take-tile\",\"player\":0,\"die\":\"carpenter\",\"depot\":6,\"slot\":1}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_BLD (BANK));
}

/* CB-BLD-06: church takes a castle, mine or monastery; declining is allowed. */
static void
test_church (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_CHURCH, 2);
  s->depots[1][2] = T_CASTLE;
  s->depots[0][2] = T_BLD (BANK);
  bt_apply_json (s, PLACE_ON_11);
  REFUSED (s, "castle, mine or monastery",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":\"church\",\"depot\":1,\"slot\":2}");
  bt_apply_json (s,
                 "{\"type\":\"take-tile\",\"player\":0,\"die\":\"church\",\"depot\":2,\"slot\":2}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_CASTLE);

  g_autofree TsBurgundyState *t = building_state (TS_BURGUNDY_CHURCH, 2);
  t->depots[1][2] = T_CASTLE;
  bt_apply_json (t, PLACE_ON_11);
  bt_apply_json (t, "{\"type\":\"decline\",\"player\":0}");
  g_assert_cmpint (t->n_pending, ==, 0);
  REFUSED (t, "No effect", "{\"type\":\"decline\",\"player\":0}");
}

/* CB-BLD-07: warehouse sells one type without a die. */
static void
test_warehouse (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_WAREHOUSE, 3);
  s->players[0].goods[6] = 2;
  bt_apply_json (s, PLACE_ON_11);
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":6}");
  g_assert_cmpint (s->players[0].sold[6], ==, 2);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SALE), ==, 6);
}

/* CB-BLD-08: boarding house, 4 workers. */
static void
test_boarding_house (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_BOARDING_HOUSE, 2);
  int w = s->players[0].workers;
  bt_apply_json (s, PLACE_ON_11);
  g_assert_cmpint (s->players[0].workers, ==, w + 4);
}

/* CB-BLD-09: bank, 2 silver. */
static void
test_bank (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_BANK, 2);
  int silver = s->players[0].silver;
  bt_apply_json (s, PLACE_ON_11);
  g_assert_cmpint (s->players[0].silver, ==, silver + 2);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_BANK), ==, 2);
}

/* CB-BLD-10: city hall places another stored tile of any colour (any number), which
 * triggers its own effect: the chain city hall -> castle -> another placement. */
static void
test_city_hall_chain (void)
{
  g_autofree TsBurgundyState *s = building_state (TS_BURGUNDY_CITY_HALL, 2);
  TsBurgundyPlayer *p = &s->players[0];
  p->storage[1] = T_MINE;
  p->storage[2] = T_BLD (WATCHTOWER);
  bt_apply_json (s, PLACE_ON_11);
  g_assert_cmpint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_CITY_HALL);
  REFUSED (s, "city hall", "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  /* The mine goes on space 24 (numbered 4) with no die showing 4. */
  bt_apply_json (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":\"city-hall\",\"storage\":1,\"space\":24}");
  g_assert_cmpint (p->tiles[24], ==, T_MINE);
  g_assert_cmpint (s->n_pending, ==, 0);

  g_autofree TsBurgundyState *c = building_state (TS_BURGUNDY_CITY_HALL, 2);
  c->players[0].storage[1] = T_CASTLE;
  c->players[0].storage[2] = T_BLD (WATCHTOWER);
  bt_put (c, 0, 12, T_MON (20));
  bt_apply_json (c, PLACE_ON_11);
  bt_apply_json (
      c, "{\"type\":\"place-tile\",\"player\":0,\"die\":\"city-hall\",\"storage\":1,\"space\":6}");
  g_assert_cmpint (c->pending[c->n_pending - 1], ==, TS_BURGUNDY_PENDING_CASTLE);
  bt_apply_json (
      c, "{\"type\":\"place-tile\",\"player\":0,\"die\":\"castle\",\"storage\":2,\"space\":25}");
  g_assert_cmpint (last_line_sum (c, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
  g_assert_cmpint (c->n_pending, ==, 0);
}

/* 11. Areas and colours ------------------------------------------------------------- */

/* CB-ARE-01..03: size 1..8 -> 1..36, plus the phase bonus. Example (derived): size 3 in
 * phase B scores 6 + 8 = 14. */
static void
test_area_values (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  s->phase = 1;
  /* Monastery area {3,7,12} of duchy 1: fill 3 and 7, then place on 12 (numbered 1). */
  g_assert_cmpint (p->area_size[12], ==, 3);
  bt_put (s, 0, 3, T_MON (20));
  bt_put (s, 0, 7, T_MON (21));
  p->storage[0] = T_MON (22);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":12}");
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA), ==, 6);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_PHASE_BONUS), ==, 8);
  g_assert_cmpint (p->vp, ==, 14);
}

/* CB-ARE-04..06: the first to cover a colour gets the large bonus, the second the small,
 * later ones nothing. */
static void
test_colour_bonus (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 4, 4);
  for (guint i = 0; i < 4; i++)
    {
      TsBurgundyPlayer *p = &s->players[i];
      s->current = i;
      bt_set_dice (s, 4, 4);
      /* Mines of duchy 1: spaces 24 (4), 29 and 33; two placed already. */
      bt_put (s, i, 29, T_MINE);
      bt_put (s, i, 33, T_MINE);
      p->storage[0] = T_MINE;
      int before = p->vp;
      apply_f (s, "{\"type\":\"place-tile\",\"player\":%u,\"die\":0,\"storage\":0,\"space\":24}",
               i);
      int bonus = p->vp - before - 6 /* area of 3 */ - 10;
      g_assert_cmpint (bonus, ==, i == 0 ? 7 : i == 1 ? 4 : 0);
    }
  g_assert_cmpint (s->bonus_large_owner[TS_BURGUNDY_MINE], ==, 0);
  g_assert_cmpint (s->bonus_small_owner[TS_BURGUNDY_MINE], ==, 1);
}

/* CB-ARE-04 with castles: the starting castle counts as covering its space. */
static void
test_castle_colour (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 6, 6);
  bt_put (s, 0, 1, T_CASTLE);
  bt_put (s, 0, 2, T_CASTLE);
  s->players[0].storage[0] = T_CASTLE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":6}");
  g_assert_cmpint (s->bonus_large_owner[TS_BURGUNDY_CASTLE], ==, 0);
  g_assert_cmpint (s->players[0].vp, ==, 6 + 10 + 6);
}

/* CB-ARE-07: the 100/200 token is bookkeeping only; VP simply count on. */
static void
test_past_100 (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 5, 5);
  s->players[0].vp = 98;
  s->players[0].goods[5] = 2;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_assert_cmpint (s->players[0].vp, ==, 106);
}

/* 13. Phase end -------------------------------------------------------------------- */

static void
finish_phase (TsBurgundyState *s)
{
  s->round = TS_BURGUNDY_ROUNDS - 1;
  s->turn = s->n_players - 1;
  s->current = s->order[s->turn];
  bt_set_dice (s, 1, 1);
  g_autofree char *json = g_strdup_printf ("{\"type\":\"end-turn\",\"player\":%d}", s->current);
  bt_apply_json (s, json);
}

/* CB-PHS-02, CB-PHS-03, CB-PHE-04: tiles leave the board, goods stay, next phase fills. */
static void
test_phase_change (void)
{
  g_autofree TsBurgundyState *s = bt_new_game_at_turn (2, 9);
  s->depot_goods[2][4] = 1;
  guint on_board = 0;
  for (guint d = 0; d < 6; d++)
    for (guint k = 0; k < 4; k++)
      on_board += s->depots[d][k] != 0;
  g_assert_cmpuint (on_board, ==, 12);
  finish_phase (s);
  g_assert_cmpint (s->phase, ==, 1);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  for (guint d = 0; d < 6; d++)
    for (guint k = 0; k < 4; k++)
      g_assert_cmpint (s->depots[d][k], ==, 0);
  g_assert_cmpint (s->depot_goods[2][4], ==, 1);
  guint discarded = 0;
  for (guint t = 0; t < TS_BURGUNDY_N_TILES; t++)
    discarded += s->discarded[t];
  g_assert_cmpuint (discarded, >=, 12 + 4 - 0);
}

/* CB-PHS-04, CB-PHS-06 (open question): every used space filled while its stack lasts; an
 * exhausted stack leaves the space empty. */
static void
test_fill_exhausted (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (2);
  TsBurgundyEntry e;
  g_autoptr (GError) error = NULL;
  while (s->stage != TS_BURGUNDY_STAGE_FILL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  /* Depot 5 space 1 is the 2-player mine space. */
  g_assert_cmpint (e.fill[4][1], ==, T_MINE);
  TsBurgundyEntry bad = e;
  bad.fill[4][1] = 0;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "must be filled"));
  s->supply[0][T_MINE] = 0; /* the grey stack ran out */
  g_assert_true (ts_burgundy_apply (s, &bad, NULL));
}

/* CB-PHE-03: phase-end monastery effects (monastery 2) come with the mine income. */
static void
test_phase_end_monastery (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  bt_put (s, 1, 24, T_MINE);
  bt_put (s, 1, 29, T_MINE);
  bt_put (s, 1, 12, T_MON (2));
  int w = s->players[1].workers;
  finish_phase (s);
  g_assert_cmpint (s->players[1].workers, ==, w + 2);
  g_assert_cmpint (last_line_sum (s, 1, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_MONASTERY), ==, 2);
}

/* 14. End of game ----------------------------------------------------------------- */

/* CB-END-02..05, CB-PHE-04 (mine income after E, option): final lines. Example (derived):
 * 5 workers -> 2 VP. */
static void
test_final_scoring (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  s->phase = 4;
  p->goods[2] = 2;
  p->goods[3] = 1;
  p->silver = 4;
  p->workers = 5;
  bt_put (s, 0, 24, T_MINE);
  p->storage[0] = T_MON (25); /* in storage: scores nothing */
  p->sold[1] = 3;
  finish_phase (s);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_GOODS), ==, 3);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SILVER), ==, 5);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_WORKERS), ==, 2);
  g_assert_cmpint (last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY), ==, 0);
  REFUSED (s, "over", "{\"type\":\"end-turn\",\"player\":0}");

  g_autofree TsBurgundyState *o = bt_new_game (2, "{\"mine-income-after-e\": false}");
  g_assert_false (o->options.mine_income_after_e);
}

/* CB-END-06, CB-TIE-01, CB-TIE-02: most VP; then most empty spaces; then furthest back. */
static void
test_tie_breaks (void)
{
  for (guint round = 0; round < 3; round++)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (3, 1, 1);
      s->phase = 4;
      for (guint i = 0; i < 3; i++)
        {
          s->players[i].silver = 0;
          s->players[i].workers = 0;
          s->players[i].vp = 50;
        }
      if (round == 0)
        s->players[2].vp = 51;
      if (round >= 1)
        bt_put (s, 0, 24, T_MINE); /* player 0 has fewer empty spaces */
      if (round == 2)
        bt_put (s, 1, 24, T_MINE), bt_put (s, 2, 24, T_MINE);
      s->options.mine_income_after_e = FALSE;
      finish_phase (s);
      g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
      JsonObject *o = json_node_get_object (b);
      if (round == 0)
        {
          g_assert_cmpint (s->winner, ==, 2);
          g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "none");
        }
      else if (round == 1)
        {
          /* Players 1 and 2 tie on empty spaces too; 2 is further back on the bridge. */
          g_assert_cmpint (s->winner, ==, 2);
          g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "bridge");
        }
      else
        {
          g_assert_cmpint (s->winner, ==, 2);
          g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "bridge");
        }
      g_assert_nonnull (strstr (json_object_get_string_member (o, "explanation"), "Carla"));
    }
  /* Empty spaces decide when they differ. */
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->phase = 4;
  s->options.mine_income_after_e = FALSE;
  for (guint i = 0; i < 2; i++)
    s->players[i].silver = s->players[i].workers = 0, s->players[i].vp = 40;
  bt_put (s, 1, 24, T_MINE);
  finish_phase (s);
  g_assert_cmpint (s->winner, ==, 0);
  g_assert_cmpint (s->tie_break, ==, 1);
}

/* 18. Player counts -------------------------------------------------------------- */

/* CB-PLY-05, CB-ARE-04, CB-ARE-05: sale and bonus values by player count. */
static void
test_count_values (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (n, 2, 2);
      s->players[0].goods[2] = 2;
      bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":2}");
      g_assert_cmpint (s->players[0].vp, ==, 2 * n);
      g_assert_cmpint (ts_burgundy_large_bonus (n), ==, n + 3);
      g_assert_cmpint (ts_burgundy_small_bonus (n), ==, n);
    }
}

/* CB-PLY-04: with 3 players depot 6's castle space takes a mine in phases B and D. */
static void
test_three_player_mine (void)
{
  g_autofree TsBurgundyState *s = bt_new_game_at_turn (3, 4);
  g_assert_cmpint (s->depots[5][0], ==, T_CASTLE);
  finish_phase (s);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);
  TsBurgundyEntry e;
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  g_assert_cmpint (e.fill[5][0], ==, T_MINE);
  TsBurgundyEntry bad = e;
  bad.fill[5][0] = T_CASTLE;
  g_autoptr (GError) error = NULL;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_cmpstr (error->message, ==,
                   "A castle cannot go on the grey mine space marked 3 of depot 6.");
  g_assert_true (ts_burgundy_apply (s, &e, NULL));
  g_autofree TsBurgundyState *four = bt_new_game_at_turn (4, 4);
  finish_phase (four);
  g_assert_true (ts_burgundy_random_entry (four, rand, &e));
  g_assert_cmpint (e.fill[5][0], ==, T_CASTLE);
}

/* 28. Advanced duchies ---------------------------------------------------------- */

static TsBurgundyState *
setup_json (const char *players_json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, players_json, -1, NULL));
  return ts_burgundy_state_new_from_setup (
      NULL, json_node_get_array (json_parser_get_root (parser)), NULL, error);
}

/* CB-ADV-01, CB-ADV-02: other duchies, start castle on a chosen dark-green space. */
static void
test_advanced_duchies (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = setup_json (
      "[{\"name\":\"a\",\"duchy\":\"6\",\"start-space\":33},{\"name\":\"b\",\"duchy\":\"9\","
      "\"start-space\":15}]",
      &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->players[0].tiles[33], ==, T_CASTLE);
  g_assert_cmpint (s->players[1].tiles[15], ==, T_CASTLE);
  g_autofree TsBurgundyState *bad
      = setup_json ("[{\"name\":\"a\",\"duchy\":\"9\"},{\"name\":\"b\"}]", &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "castle"));
}

/* Duchies 4 and 8 are not shipped: refused unless the layout is entered. */
static void
test_unknown_duchy (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *bad = setup_json ("[{\"name\":\"a\",\"duchy\":\"4\"},\"b\"]", &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "not known"));
  g_clear_error (&error);
  /* The layout of duchy 1 typed in as if it were the user's duchy 4. */
  const TsBurgundyDuchy *d1 = ts_burgundy_data_find_duchy (ts_burgundy_data_get (NULL), "1");
  char cells[38], dice[38];
  for (guint i = 0; i < 37; i++)
    cells[i] = "CPSBYM"[d1->colour[i]], dice[i] = '0' + d1->die[i];
  cells[37] = dice[37] = 0;
  g_autofree char *json = g_strdup_printf (
      "[{\"name\":\"a\",\"duchy\":\"4\",\"layout\":{\"cells\":\"%s\",\"dice\":\"%s\"}},\"b\"]",
      cells, dice);
  g_autofree TsBurgundyState *ok = setup_json (json, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ok->players[0].duchy.id, ==, "4");
  cells[0] = 'C';
  g_autofree char *json2 = g_strdup_printf (
      "[{\"name\":\"a\",\"duchy\":\"4\",\"layout\":{\"cells\":\"%s\",\"dice\":\"%s\"}},\"b\"]",
      cells, dice);
  g_autofree TsBurgundyState *broken = setup_json (json2, &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "castle"));
}

/* Unknown tiles: entered unidentified, identified when taken. */
static void
test_unknown_tiles (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 4, 4);
  s->depots[3][1] = TS_BURGUNDY_TILE_UNKNOWN;
  s->unknown[0][TS_BURGUNDY_CITY] = 1;
  REFUSED (s,
           "The tile on the beige city space of depot 4 was not identified when the depots were "
           "filled: say which tile it is.",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1}");
  REFUSED (
      s, "A ship cannot lie on the beige city space of depot 4.",
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1,\"tile\":\"ship\"}");
  int banks = s->supply[0][T_BLD (BANK)];
  bt_apply_json (
      s,
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1,\"tile\":\"bank\"}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_BLD (BANK));
  g_assert_cmpint (s->supply[0][T_BLD (BANK)], ==, banks - 1);
  g_assert_cmpint (s->unknown[0][TS_BURGUNDY_CITY], ==, 0);
}

/* A refusal names whose turn it is. */
static void
test_wrong_player (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 1, 1);
  REFUSED (s, "Ana's turn", "{\"type\":\"take-workers\",\"player\":1,\"die\":0}");
}

/* Refusals for every remaining legality rule: each names the rule and changes nothing
 * (REFUSED checks both). */
static void
test_refusals (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  REFUSED (s, "start of a phase",
           "{\"type\":\"fill-depots\",\"depots\":[[],[],[],[],[],[]],\"black\":[],\"goods\":[1,1,1,"
           "1,1]}");
  REFUSED (s, "start of a round", "{\"type\":\"roll\",\"dice\":[[1,1],[1,1]],\"white\":1}");
  REFUSED (s, "No one", "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  s->goods_supply[4] = 1;
  REFUSED (s, "no more goods with die number 4",
           "{\"type\":\"starting-goods\",\"player\":0,\"goods\":[4,4,1]}");
  REFUSED (s, "no such player", "{\"type\":\"starting-goods\",\"player\":3,\"goods\":[1,1,1]}");
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":0,\"goods\":[4,1,1]}");
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[2,2,2]}");
  REFUSED (s, "only at the start of the game",
           "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[2,2,2]}");

  /* fill-depots: unused spaces stay empty; unknown tiles no more than the stack holds; goods. */
  g_autoptr (GRand) rand = g_rand_new_with_seed (8);
  TsBurgundyEntry fill, bad;
  g_assert_true (ts_burgundy_random_entry (s, rand, &fill));
  g_autoptr (GError) error = NULL;
  bad = fill;
  bad.fill[0][1] = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 2); /* a 4-player space */
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (
      strstr (error->message,
              "With 2 players, the light green pasture space marked 4 of depot 1 stays empty."));
  g_clear_error (&error);
  bad = fill;
  bad.fill_goods[0] = bad.fill_goods[1] = bad.fill_goods[2] = 4; /* type 4 is used up */
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (
      strstr (error->message, "There are no more goods with die number 4 left to reveal."));
  g_clear_error (&error);
  bad = fill;
  s->supply[0][T_MINE] = 0;
  bad.fill[4][1] = TS_BURGUNDY_TILE_UNKNOWN; /* no grey tile is left to be that unknown one */
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "More tiles"));
  g_clear_error (&error);
  s->supply[0][T_MINE] = 10;
  bad = fill;
  g_assert_true (ts_burgundy_apply (s, &fill, NULL));
  /* roll: a die for a player who is not in the game. */
  ts_burgundy_entry_init (&bad, TS_BURGUNDY_ENTRY_ROLL, -1);
  bad.dice[0][0] = bad.dice[0][1] = bad.dice[1][0] = bad.dice[1][1] = bad.dice[2][0] = 3;
  bad.white = 2;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "2 players"));
  g_clear_error (&error);

  /* Turn: things that must wait for a pending effect. */
  g_autofree TsBurgundyState *t = bt_turn_state (2, 5, 5);
  t->players[0].storage[0] = T_SHIP;
  t->players[0].silver = 5;
  t->black[1] = T_MINE;
  bt_apply_json (t, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}");
  REFUSED (t, "ship takes", "{\"type\":\"spend-workers\",\"player\":0,\"die\":1,\"to\":4}");
  REFUSED (t, "ship takes", "{\"type\":\"end-turn\",\"player\":0}");
  REFUSED (t, "nothing to choose",
           "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":2,\"keep\":[4]}");
  bt_apply_json (t, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":2}");
  REFUSED (t, "There is no tile on that space of the black depot.",
           "{\"type\":\"buy-black\",\"player\":0,\"slot\":0}");
  /* A known tile named as something else. */
  t->depots[4][1] = T_MINE;
  REFUSED (
      t, "The tile on the grey mine space of depot 5 is a mine, not a bank.",
      "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":5,\"slot\":1,\"tile\":\"bank\"}");
  /* An unknown tile named as one that is all accounted for. */
  t->depots[4][3] = TS_BURGUNDY_TILE_UNKNOWN;
  t->unknown[0][TS_BURGUNDY_MONASTERY] = 1;
  t->supply[0][T_MON (9)] = 0;
  REFUSED (t, "already accounted",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":5,\"slot\":3,\"tile\":"
           "\"monastery-9\"}");
  bt_apply_json (t, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_cmpint (t->current, ==, 1);
}

/* A long name is cut on a character boundary, so every sentence built from it is valid
 * UTF-8; a name that is not UTF-8 is refused. */
static void
test_long_player_names (void)
{
  g_autoptr(JsonNode) players = json_from_string (
      "[{\"name\": \"Ana Maria da Conceição Gonçalves Ferreira\"}, "
      "{\"name\": \"ÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇ\"}]", NULL);
  g_autoptr(JsonArray) bad = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree TsBurgundyState *s = NULL;
  g_autofree char *pending = NULL;

  s = ts_burgundy_state_new_from_setup (NULL, json_node_get_array (players), NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (g_utf8_validate (s->names[i], -1, NULL));
      g_assert_cmpuint (strlen (s->names[i]), >=, sizeof s->names[i] - 4);
    }
  g_assert_true (g_str_has_prefix (s->names[0], "Ana Maria da Concei"));
  pending = ts_burgundy_describe_pending (s);
  g_assert_true (g_utf8_validate (pending, -1, NULL));

  json_array_add_string_element (bad, "Ana");
  json_array_add_string_element (bad, "Bruno\xc3");
  g_assert_null (ts_burgundy_state_new_from_setup (NULL, bad, NULL, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "player 2"));
}

/* A setup or option member of the wrong type is refused with a message naming it, never
 * read as its default ("effect-discard": "false" played with the rule on). */
static void
test_refuses_wrong_typed_setup (void)
{
  static const struct
  {
    const char *options;
    const char *players;
    const char *setup;
    const char *message;
  } cases[] = {
    { "{\"effect-discard\": \"false\"}", NULL, NULL,
      "“options.effect-discard” must be true or false" },
    { "{\"mine-income-after-e\": 0}", NULL, NULL,
      "“options.mine-income-after-e” must be true or false" },
    { NULL, NULL, "{\"duchy\": {}}", "“setup.duchy” must be a string" },
    { NULL, NULL, "{\"duchy\": 6}", "“setup.duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": {}}]", NULL,
      "“players[1].duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": 6}]", NULL,
      "“players[1].duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": -5}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": [18]}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": 4294967314}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": \"18\"}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": 7}]", NULL, "“players[1].name” must be a string" },
    { NULL, "[\"Ana\", 7]", NULL, "“players[1]” must be a name or an object" },
    { NULL, "[\"Ana\", {\"name\": \"B\", \"layout\": \"CCC\"}]", NULL,
      "“players[1].layout” must be an object" },
    { NULL, "[\"Ana\", {\"name\": \"B\", \"layout\": {\"cells\": 1, \"dice\": \"1\"}}]",
      NULL, "“players[1].layout.cells” must be a string" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) options = cases[i].options ? json_from_string (cases[i].options, NULL)
                                                     : NULL;
      g_autoptr(JsonNode) players
          = json_from_string (cases[i].players ? cases[i].players : "[\"Ana\", \"Bruno\"]", NULL);
      g_autoptr(JsonNode) setup = cases[i].setup ? json_from_string (cases[i].setup, NULL)
                                                 : NULL;
      g_autoptr(GError) error = NULL;
      g_autofree TsBurgundyState *s = NULL;

      s = ts_burgundy_state_new_from_setup (options ? json_node_get_object (options) : NULL,
                                            json_node_get_array (players),
                                            setup ? json_node_get_object (setup) : NULL, &error);
      g_assert_null (s);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
    }
}

/* Bad input never crashes: a record long enough to fill the state's fixed arrays is refused
 * like any illegal entry. */
static void
test_refuses_overfull_record (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);

  s->n_ledger = TS_BURGUNDY_MAX_LEDGER - 10;
  REFUSED (s, "more entries", "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/" path, fn)
  ADD ("setup/player-count/CB-PLY-01", test_player_count);
  ADD ("setup/refuses-wrong-types", test_refuses_wrong_typed_setup);
  ADD ("setup/spaces-by-player-count/CB-SET-01", test_spaces_by_count);
  ADD ("setup/spaces-by-player-count/CB-PLY-02", test_spaces_by_count);
  ADD ("setup/spaces-by-player-count/CB-PLY-03", test_spaces_by_count);
  ADD ("phase/black-depot-spaces/CB-PHS-05", test_spaces_by_count);
  ADD ("setup/unlimited-supply/CB-SET-02", test_unlimited_supply);
  ADD ("turn/unlimited-workers-silver/CB-TRN-07", test_unlimited_supply);
  ADD ("setup/stacks-by-back/CB-SET-03", test_fill_colours);
  ADD ("phase/fill-matching-colour/CB-PHS-04", test_fill_colours);
  ADD ("setup/five-goods-per-phase/CB-SET-04", test_phase_goods);
  ADD ("phase/goods-on-round-spaces/CB-PHS-06", test_phase_goods);
  ADD ("round/goods-left-equal-rounds/CB-RND-06", test_phase_goods);
  ADD ("setup/remaining-goods/CB-SET-05", test_unused_goods);
  ADD ("setup/leftover-goods-unused/CB-SET-10", test_unused_goods);
  ADD ("setup/bonus-tiles/CB-SET-06", test_bonus_tiles_start);
  ADD ("setup/twelve-bonus-tiles/CB-CMP-04", test_bonus_tiles_start);
  ADD ("round/two-dice-each-and-white/CB-CMP-06", test_roll);
  ADD ("setup/same-duchy/CB-SET-07", test_same_duchy);
  ADD ("setup/start-castle/CB-SET-08", test_start_castle);
  ADD ("setup/starting-goods/CB-SET-09", test_starting_goods);
  ADD ("setup/starting-silver/CB-SET-11", test_start_silver);
  ADD ("setup/first-player/CB-SET-12", test_start_bridge);
  ADD ("setup/bridge-stack/CB-SET-14", test_start_bridge);
  ADD ("setup/starting-workers/CB-SET-13", test_start_workers);
  ADD ("setup/white-die/CB-SET-15", test_roll);
  ADD ("round/roll/CB-RND-01", test_roll);
  ADD ("round/goods-to-white-depot/CB-RND-02", test_roll);
  ADD ("round/white-die-not-usable/CB-RND-03", test_white_not_usable);
  ADD ("round/bridge-order/CB-RND-04", test_round_order);
  ADD ("round/round-ends/CB-RND-05", test_round_order);
  ADD ("round/twenty-five-rounds/CB-RND-07", test_game_length);
  ADD ("phase/five-phases/CB-PHS-01", test_game_length);
  ADD ("phase-end/after-fifth-round/CB-PHE-01", test_game_length);
  ADD ("end/after-phase-e/CB-END-01", test_game_length);
  ADD ("turn/two-actions-or-fewer/CB-TRN-01", test_end_turn);
  ADD ("turn/any-order-same-twice/CB-TRN-02", test_same_action_twice);
  ADD ("turn/used-die/CB-TRN-03", test_same_action_twice);
  ADD ("turn/worker-changes-die/CB-TRN-04", test_worker_wrap);
  ADD ("turn/worker-wrap/CB-TRN-05", test_worker_wrap);
  ADD ("turn/ana-example/CB-TRN-06", test_ana_example);
  ADD ("turn/black-purchase-extra/CB-TRN-08", test_black_depot);
  ADD ("black/once-per-turn/CB-BLK-01", test_black_depot);
  ADD ("black/costs-two-silver/CB-BLK-02", test_black_depot);
  ADD ("black/to-storage/CB-BLK-03", test_black_full_storage);
  ADD ("action/four-actions/CB-ACT-01", test_four_actions);
  ADD ("action/take-from-die-depot/CB-ACT-02", test_take_tile);
  ADD ("action/taken-to-storage/CB-ACT-03", test_take_tile);
  ADD ("action/full-storage-discard/CB-ACT-04", test_take_full_storage);
  ADD ("action/through-storage/CB-ACT-05", test_take_then_place);
  ADD ("action/place-colour-number/CB-ACT-06", test_place_rules);
  ADD ("action/adjacent/CB-ACT-07", test_adjacency);
  ADD ("action/first-next-to-castle/CB-ACT-08", test_adjacency);
  ADD ("action/permanent/CB-ACT-09", test_permanent);
  ADD ("action/placement-triggers/CB-ACT-10", test_place_triggers);
  ADD ("action/sell-die-type/CB-ACT-11", test_sell);
  ADD ("action/sold-face-down/CB-ACT-12", test_sell_example);
  ADD ("action/sale-one-silver/CB-ACT-13", test_sell_example);
  ADD ("action/sale-vp-example/CB-ACT-14", test_sell_example);
  ADD ("action/take-workers/CB-ACT-15", test_take_workers);
  ADD ("action/sold-pile/CB-ACT-16", test_sold_pile);
  ADD ("ship/takes-goods-any-depot/CB-SHP-01", test_ship_any_depot);
  ADD ("ship/three-types/CB-SHP-02", test_ship_carla);
  ADD ("ship/carla-example/CB-SHP-03", test_ship_carla);
  ADD ("ship/bridge-move/CB-SHP-04", test_ship_bridge);
  ADD ("ship/first-player-next-round/CB-SHP-05", test_ship_bridge);
  ADD ("castle/extra-action/CB-CAS-01", test_castle);
  ADD ("mine/no-immediate-effect/CB-MIN-01", test_mines);
  ADD ("mine/phase-end-silver/CB-MIN-02", test_mines);
  ADD ("phase-end/mine-silver/CB-PHE-02", test_mines);
  ADD ("animals/own-animals/CB-ANI-01", test_animals_example);
  ADD ("animals/same-species-pasture/CB-ANI-02", test_animals_example);
  ADD ("animals/bruno-example/CB-ANI-03", test_animals_example);
  ADD ("building/immediate-effect/CB-BLD-01", test_watchtower);
  ADD ("building/watchtower/CB-BLD-11", test_watchtower);
  ADD ("building/one-per-city/CB-BLD-02", test_one_per_city);
  ADD ("building/effect-lost/CB-BLD-03", test_market);
  ADD ("building/market/CB-BLD-04", test_market);
  ADD ("building/carpenter/CB-BLD-05", test_carpenter);
  ADD ("building/church/CB-BLD-06", test_church);
  ADD ("building/warehouse/CB-BLD-07", test_warehouse);
  ADD ("building/boarding-house/CB-BLD-08", test_boarding_house);
  ADD ("building/bank/CB-BLD-09", test_bank);
  ADD ("building/city-hall-chain/CB-BLD-10", test_city_hall_chain);
  ADD ("area/completed/CB-ARE-01", test_area_values);
  ADD ("area/size-values/CB-ARE-02", test_area_values);
  ADD ("area/phase-bonus/CB-ARE-03", test_area_values);
  ADD ("area/large-bonus/CB-ARE-04", test_colour_bonus);
  ADD ("area/small-bonus/CB-ARE-05", test_colour_bonus);
  ADD ("area/no-third-bonus/CB-ARE-06", test_colour_bonus);
  ADD ("area/past-100/CB-ARE-07", test_past_100);
  ADD ("area/castle-colour/CB-ARE-04", test_castle_colour);
  ADD ("phase/remove-tiles/CB-PHS-02", test_phase_change);
  ADD ("phase/goods-stay/CB-PHS-03", test_phase_change);
  ADD ("phase-end/next-phase/CB-PHE-04", test_phase_change);
  ADD ("phase/stack-runs-out/CB-PHS-06", test_fill_exhausted);
  ADD ("phase-end/monastery-effects/CB-PHE-03", test_phase_end_monastery);
  ADD ("end/goods/CB-END-02", test_final_scoring);
  ADD ("end/silver/CB-END-03", test_final_scoring);
  ADD ("end/workers/CB-END-04", test_final_scoring);
  ADD ("end/placed-monasteries-only/CB-END-05", test_final_scoring);
  ADD ("end/most-vp/CB-END-06", test_tie_breaks);
  ADD ("end/tie-empty-spaces/CB-TIE-01", test_tie_breaks);
  ADD ("end/tie-bridge/CB-TIE-02", test_tie_breaks);
  ADD ("players/values-by-count/CB-PLY-05", test_count_values);
  ADD ("players/three-player-mine/CB-PLY-04", test_three_player_mine);
  ADD ("setup/advanced-duchy/CB-ADV-01", test_advanced_duchies);
  ADD ("setup/start-castle-choice/CB-ADV-02", test_advanced_duchies);
  ADD ("setup/unknown-duchy/CB-DUC-01", test_unknown_duchy);
  ADD ("phase/unidentified-tiles/CB-PHS-04", test_unknown_tiles);
  ADD ("turn/wrong-player/CB-RND-04", test_wrong_player);
  ADD ("refusals/other-legality-rules", test_refusals);
  ADD ("refusals/overfull-record", test_refuses_overfull_record);
  ADD ("setup/long-player-names", test_long_player_names);
  return g_test_run ();
}
