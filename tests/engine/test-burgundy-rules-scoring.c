/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Castles of Burgundy base rules: what placed tiles do and earn (castles, mines, animals,
 * buildings, areas), phase end, end of game and values by player count
 * (test-burgundy-rules.c has the rest of the list). */
#include "burgundy-rules-util.h"

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
  bt_apply_f (s, "{\"type\":\"end-turn\",\"player\":%d}", s->current);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_cmpint (p->silver, ==, silver + 1);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_MINES), ==, 1);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ANIMALS), ==, 23);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SALE), ==, 6);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_BANK), ==, 2);
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
  g_assert_cmpint (bt_last_line_sum (c, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_WATCHTOWER), ==, 4);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA), ==, 6);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_PHASE_BONUS), ==, 8);
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
      bt_apply_f (s, "{\"type\":\"place-tile\",\"player\":%u,\"die\":0,\"storage\":0,\"space\":24}",
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
  g_assert_cmpint (bt_last_line_sum (s, 1, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_MONASTERY), ==, 2);
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
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_GOODS), ==, 3);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SILVER), ==, 5);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_WORKERS), ==, 2);
  g_assert_cmpint (bt_last_line_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY), ==, 0);
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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/" path, fn)
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
  return g_test_run ();
}
