/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Castles of Burgundy base rules: turns (dice, workers, the black depot), die actions and
 * ships, and the refusals of the remaining legality rules (test-burgundy-rules.c has the
 * rest of the list). */
#include "burgundy-rules-util.h"
#include "ts-engine-error.h"

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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SPEND_WORKERS), ==,
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_PURCHASE), ==, -2);
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
  bt_apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":%d}",
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA), ==, 1);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_PHASE_BONUS), ==, 10);
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
      g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_TAKE_WORKERS),
                       ==, 2);
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

/* Bad input never crashes: a record long enough to fill the state's fixed arrays is refused
 * like any illegal entry. */
static void
test_refuses_overfull_record (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);

  s->n_ledger = TS_BURGUNDY_MAX_LEDGER - 10;
  REFUSED (s, "more entries", "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
}

/* CB-ACT-07, CB-TRN-01: a refusal names the clause of its rule, where the guide explains it
 * (the page's Why?). */
static void
test_refusal_clause (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 6);
  g_autofree TsBurgundyEntry *far
      = bt_parse ("{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":15}");
  g_autofree TsBurgundyEntry *again
      = bt_parse ("{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  g_autoptr (GError) touch = NULL;
  g_autoptr (GError) used = NULL;

  /* Space 15 is a river 6 far from the castle. */
  s->players[0].storage[0] = T_SHIP;
  g_assert_false (ts_burgundy_apply (s, far, &touch));
  g_assert_error (touch, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (touch), ==, "CB-ACT-07");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  g_assert_false (ts_burgundy_apply (s, again, &used));
  g_assert_error (used, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (used), ==, "CB-TRN-01");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/" path, fn)
  ADD ("turn/two-actions-or-fewer/CB-TRN-01", test_end_turn);
  ADD ("refusal/names-its-clause/CB-ACT-07", test_refusal_clause);
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
  ADD ("turn/wrong-player/CB-RND-04", test_wrong_player);
  ADD ("refusals/other-legality-rules", test_refusals);
  ADD ("refusals/overfull-record", test_refuses_overfull_record);
  return g_test_run ();
}
