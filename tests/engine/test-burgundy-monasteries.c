/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Monasteries 1-26 (CB-MNG, CB-MON); the clause id ends each test path. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-engine-error.h"

#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)
#define T_ANIMAL(s, n) TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_##s, n)
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)

#define REFUSED(s, needle, json)                                                                   \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_json (s, json);                                              \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("refusal “%s” does not mention “%s”", msg_, needle);                                \
  }                                                                                                \
  G_STMT_END

/* A turn state where player 0 owns monastery @n (placed on a free monastery space). */
static TsBurgundyState *
with_monastery (guint n, guint players, guint a, guint b)
{
  TsBurgundyState *s = bt_turn_state (players, a, b);
  bt_put (s, 0, 3, T_MON (n)); /* not adjacent to anything: placement rules are not tested */
  return s;
}

/* CB-MNG-01: 26 monasteries numbered 1-26 in the base inventory. */
static void
test_inventory (void)
{
  const TsBurgundyData *d = ts_burgundy_data_get (NULL);
  guint total = 0;
  for (guint n = 1; n <= 26; n++)
    {
      guint c = d->inventory[0][T_MON (n)] + d->inventory[1][T_MON (n)];
      g_assert_cmpuint (c, ==, 1);
      total += c;
    }
  g_assert_cmpuint (total, ==, 26);
}

/* CB-MNG-02: effects only while placed; a stored monastery does nothing. */
static void
test_storage_no_effect (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->players[0].storage[0] = T_MON (14);
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (s->players[0].workers, ==, 3);
}

/* CB-MON-01 */
static void
test_mon1 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (1, 2, 3, 3);
  bt_put (s, 0, 26, T_BLD (BANK));
  s->players[0].storage[0] = T_BLD (BANK);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (s->players[0].tiles[25], ==, T_BLD (BANK));
}

/* CB-MON-02 */
static void
test_mon2 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (2, 2, 1, 1);
  bt_put (s, 0, 24, T_MINE);
  int w = s->players[0].workers, silver = s->players[0].silver;
  s->round = 4;
  s->turn = 1;
  s->current = s->order[1];
  bt_set_dice (s, 1, 1);
  g_autofree char *json = g_strdup_printf ("{\"type\":\"end-turn\",\"player\":%d}", s->current);
  bt_apply_json (s, json);
  g_assert_cmpint (s->players[0].workers, ==, w + 1);
  g_assert_cmpint (s->players[0].silver, ==, silver + 1);
}

/* CB-MON-03: 2 silver per sale, also through a warehouse. */
static void
test_mon3 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (3, 2, 4, 3);
  TsBurgundyPlayer *p = &s->players[0];
  p->goods[4] = 1;
  p->goods[6] = 1;
  int silver = p->silver;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":4}");
  g_assert_cmpint (p->silver, ==, silver + 2);
  p->storage[0] = T_BLD (WAREHOUSE);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":11}");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":6}");
  g_assert_cmpint (p->silver, ==, silver + 4);
}

/* CB-MON-04 */
static void
test_mon4 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (4, 2, 4, 3);
  s->players[0].goods[4] = 2;
  int w = s->players[0].workers;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":4}");
  g_assert_cmpint (s->players[0].workers, ==, w + 1);
}

/* CB-MON-05: goods of an adjacent depot too. */
static void
test_mon5 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (5, 2, 5, 5);
  s->players[0].storage[0] = T_SHIP;
  s->depot_goods[5][2] = 1;
  s->depot_goods[0][3] = 2;
  s->depot_goods[2][4] = 1;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}");
  REFUSED (s, "next to",
           "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":6,\"second-depot\":3}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":6,\"second-depot\":1}");
  g_assert_cmpint (s->players[0].goods[2], ==, 1);
  g_assert_cmpint (s->players[0].goods[3], ==, 2);
  g_assert_cmpint (s->depot_goods[2][4], ==, 1);

  g_autofree TsBurgundyState *t = bt_turn_state (2, 5, 5);
  t->players[0].storage[0] = T_SHIP;
  bt_apply_json (t, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}");
  REFUSED (t, "monastery 5",
           "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":6,\"second-depot\":1}");
}

/* CB-MON-06, CB-MON-06b: pay with workers in any mix; buy from any depot; once a turn. */
static void
test_mon6 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (6, 2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  p->silver = 0;
  p->workers = 3;
  s->depots[3][0] = T_SHIP;
  s->black[1] = T_MINE;
  REFUSED (s,
           "you have 0. With monastery 6 workers may pay part or all of it, and you have 3 "
           "workers",
           "{\"type\":\"buy-black\",\"player\":0,\"depot\":4,\"slot\":0,\"workers\":1}");
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"depot\":4,\"slot\":0,\"workers\":2}");
  g_assert_cmpint (p->storage[0], ==, T_SHIP);
  g_assert_cmpint (p->workers, ==, 1);
  REFUSED (s, "one tile", "{\"type\":\"buy-black\",\"player\":0,\"slot\":1,\"workers\":2}");

  g_autofree TsBurgundyState *t = bt_turn_state (2, 1, 1);
  t->players[0].workers = 3;
  t->players[0].silver = 1;
  t->black[1] = T_MINE;
  REFUSED (t, "monastery 6", "{\"type\":\"buy-black\",\"player\":0,\"slot\":1,\"workers\":1}");
}

/* CB-MON-07 examples: 3 sheep next to 4 sheep: 9; 2 pigs alone: 3. */
static void
test_mon7 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (7, 2, 2, 6);
  TsBurgundyPlayer *p = &s->players[0];
  bt_put (s, 0, 12, T_MON (20));
  bt_put (s, 0, 6, T_CASTLE);
  bt_put (s, 0, 5, T_ANIMAL (SHEEP, 4));
  p->storage[0] = T_ANIMAL (SHEEP, 3);
  p->storage[1] = T_ANIMAL (PIG, 2);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":4}");
  g_assert_cmpint (p->vp, ==, 9);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":1,\"space\":0}");
  g_assert_cmpint (p->vp, ==, 12);
}

/* CB-MON-08 example: a 3 becomes a 6 with 2 workers. */
static void
test_mon8 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (8, 2, 3, 1);
  s->players[0].workers = 2;
  bt_apply_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":6}");
  g_assert_cmpint (s->players[0].workers, ==, 0);
  g_assert_cmpint (s->dice[0][0], ==, 6);
}

/* CB-MON-09..11: a free ±1 when placing the matching tiles. */
static void
test_free_place (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);
  guint tile = n == 9 ? T_BLD (BANK) : n == 10 ? T_SHIP : T_MINE;
  guint space = n == 9 ? 11 : n == 10 ? 19 : 24; /* numbered 3, 5, 4 */
  guint die = n == 9 ? 4 : n == 10 ? 6 : 5;
  g_autofree TsBurgundyState *s = with_monastery (n, 2, die, die);
  s->players[0].storage[0] = tile;
  s->players[0].storage[1] = n == 9 ? T_SHIP : T_BLD (BANK); /* the others: no free change */
  g_autofree char *other = g_strdup_printf (
      "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":1,\"space\":%u}",
      n == 9 ? 19 : 11);
  s->dice[0][1] = n == 9 ? 6 : 4;
  REFUSED (s, "cannot place a tile on the", other);
  g_autofree char *json = g_strdup_printf (
      "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%u}", space);
  bt_apply_json (s, json);
  g_assert_cmpint (s->players[0].tiles[space], ==, tile);
}

/* CB-MON-12 */
static void
test_mon12 (void)
{
  g_autofree TsBurgundyState *s = with_monastery (12, 2, 1, 1);
  s->depots[1][0] = T_MON (20);
  s->depots[5][1] = T_BLD (BANK);
  s->depots[2][0] = T_ANIMAL (PIG, 2);
  REFUSED (s, "A die showing 1 takes a tile from depot 6, 1 or 2 (monastery 12); this is depot 3.",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":3,\"slot\":0}");
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":2,\"slot\":0}");
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":6,\"slot\":1}");
}

/* CB-MON-13, CB-MON-13b, CB-MON-14, CB-MON-14b */
static void
test_workers_monasteries (void)
{
  g_autofree TsBurgundyState *s = with_monastery (13, 2, 3, 3);
  bt_put (s, 0, 7, T_MON (14));
  TsBurgundyPlayer *p = &s->players[0];
  int w = p->workers, silver = p->silver;
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (p->workers, ==, w + 4);
  g_assert_cmpint (p->silver, ==, silver + 1);
  p->storage[0] = T_BLD (BOARDING_HOUSE);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":11}");
  g_assert_cmpint (p->workers, ==, w + 8);
  g_assert_cmpint (p->silver, ==, silver + 1);
}

/* CB-MON-15 and CB-MON-25, Daniel's example: 4+3+3+1 sold of 4 types: 8 and 11 VP. */
static void
test_sold_goods (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  p->sold[4] = 4;
  p->sold[2] = 3;
  p->sold[3] = 3;
  p->sold[6] = 1;
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, p, 15), ==, 8);
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, p, 25), ==, 11);
}

/* CB-MON-16..23: 4 VP per building of the type (16 warehouse ... 23 city hall). */
static void
test_building_monastery (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  bt_put (s, 0, 11, TS_BURGUNDY_TILE_BUILDING + (n - 16));
  bt_put (s, 0, 25, TS_BURGUNDY_TILE_BUILDING + (n - 16));
  bt_put (s, 0, 8, TS_BURGUNDY_TILE_BUILDING + (n - 15) % 8); /* another type */
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, p, n), ==, 8);
}

/* CB-MON-17, CB-MON-22 example: 2 watchtowers and 4 banks with #17 and #22: 24 VP, scored
 * through the final scoring. */
static void
test_bruno_example (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  bt_put (s, 0, 3, T_MON (17));
  bt_put (s, 0, 7, T_MON (22));
  bt_put (s, 0, 11, T_BLD (WATCHTOWER));
  bt_put (s, 0, 25, T_BLD (WATCHTOWER));
  bt_put (s, 0, 8, T_BLD (BANK));
  bt_put (s, 0, 26, T_BLD (BANK)); /* hand-placed: the per-city rule is not checked here */
  bt_put (s, 0, 22, T_BLD (BANK));
  bt_put (s, 0, 13, T_BLD (BANK));
  s->phase = 4;
  s->round = 4;
  s->turn = 1;
  s->current = s->order[1];
  bt_set_dice (s, 1, 1);
  g_autofree char *json = g_strdup_printf ("{\"type\":\"end-turn\",\"player\":%d}", s->current);
  bt_apply_json (s, json);
  int sum = 0;
  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player == 0 && s->ledger[i].cause == TS_BURGUNDY_CAUSE_END_MONASTERY)
      sum += s->ledger[i].delta;
  g_assert_cmpint (sum, ==, 24);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *p0 = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (b), "players"), 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (p0, "monasteries")), ==,
                    2);
  (void)p;
}

/* CB-MON-24 example: sheep, cow and pig tiles: 12 VP. */
static void
test_mon24 (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  bt_put (s, 0, 0, T_ANIMAL (SHEEP, 3));
  bt_put (s, 0, 4, T_ANIMAL (SHEEP, 2));
  bt_put (s, 0, 5, T_ANIMAL (SHEEP, 4));
  bt_put (s, 0, 9, T_ANIMAL (COW, 2));
  bt_put (s, 0, 27, T_ANIMAL (PIG, 3));
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, p, 24), ==, 12);
}

/* CB-MON-26 example (derived): 2 large and 1 small bonus tile: 9 VP. */
static void
test_mon26 (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  p->bonus_large = (1u << TS_BURGUNDY_MINE) | (1u << TS_BURGUNDY_CASTLE);
  p->bonus_small = 1u << TS_BURGUNDY_RIVER;
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, p, 26), ==, 9);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/monastery/" path, fn)
  ADD ("twenty-six/CB-MNG-01", test_inventory);
  ADD ("stored-no-effect/CB-MNG-02", test_storage_no_effect);
  ADD ("1-duplicate-buildings/CB-MON-01", test_mon1);
  ADD ("2-mine-workers/CB-MON-02", test_mon2);
  ADD ("3-sale-silver/CB-MON-03", test_mon3);
  ADD ("4-sale-worker/CB-MON-04", test_mon4);
  ADD ("5-second-depot/CB-MON-05", test_mon5);
  ADD ("6-pay-workers/CB-MON-06", test_mon6);
  ADD ("6-any-depot/CB-MON-06b", test_mon6);
  ADD ("7-animal-bonus/CB-MON-07", test_mon7);
  ADD ("8-double-step/CB-MON-08", test_mon8);
  g_test_add_data_func ("/burgundy/monastery/9-building-change/CB-MON-09", GUINT_TO_POINTER (9),
                        test_free_place);
  g_test_add_data_func ("/burgundy/monastery/10-ship-animal-change/CB-MON-10",
                        GUINT_TO_POINTER (10), test_free_place);
  g_test_add_data_func ("/burgundy/monastery/11-castle-mine-monastery-change/CB-MON-11",
                        GUINT_TO_POINTER (11), test_free_place);
  ADD ("12-take-change/CB-MON-12", test_mon12);
  ADD ("13-workers-silver/CB-MON-13", test_workers_monasteries);
  ADD ("13-not-boarding-house/CB-MON-13b", test_workers_monasteries);
  ADD ("14-four-workers/CB-MON-14", test_workers_monasteries);
  ADD ("14-not-boarding-house/CB-MON-14b", test_workers_monasteries);
  ADD ("15-types-sold/CB-MON-15", test_sold_goods);
  ADD ("25-goods-sold/CB-MON-25", test_sold_goods);
  for (guint n = 16; n <= 23; n++)
    {
      g_autofree char *path
          = g_strdup_printf ("/burgundy/monastery/%u-building-type/CB-MON-%u", n, n);
      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_building_monastery);
    }
  ADD ("17-22-bruno-example/CB-MON-17", test_bruno_example);
  ADD ("17-22-bruno-example/CB-MON-22", test_bruno_example);
  ADD ("24-species/CB-MON-24", test_mon24);
  ADD ("26-bonus-tiles/CB-MON-26", test_mon26);
  return g_test_run ();
}
