/* SPDX-License-Identifier: GPL-3.0-or-later */
/* CB-BLK-01: the black-depot purchase at any moment of the player's own turn, including while
 * a placed tile's effect is still to be carried out (PT "antes, durante, ou após", ES "antes,
 * durante, entre o después"); the waiting effect keeps its own rules. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)
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

#define REFUSED(s, needle, json)                                                                   \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_json (s, json);                                              \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("refusal “%s” does not mention “%s”", msg_, needle);                                \
  }                                                                                                \
  G_STMT_END

static guint
top (const TsBurgundyState *s)
{
  g_assert_cmpuint (s->n_pending, >, 0);
  return s->pending[s->n_pending - 1];
}

/* Is a purchase of black-depot space @slot (depot 0) or depot @depot listed now? */
static gboolean
buy_listed (const TsBurgundyState *s, int depot, int slot)
{
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_BUY_BLACK && legal[i].depot == depot
        && legal[i].slot == slot)
      return TRUE;
  return FALSE;
}

static guint
count_type (const TsBurgundyState *s, guint type)
{
  guint n, k = 0;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    k += legal[i].type == type;
  return k;
}

/* A castle goes on an adjacent castle space with die 0; returns that space. */
static int
place_castle (TsBurgundyState *s, guint storage)
{
  TsBurgundyPlayer *p = &s->players[0];

  /* No castle space of duchy 1 touches the starting castle: space 12 (a monastery) leads to
   * castle space 6. */
  if (bt_find_space (s, 0, TS_BURGUNDY_CASTLE, 0) < 0)
    bt_put (s, 0, 12, T_MON (20));
  int space = bt_space (s, 0, TS_BURGUNDY_CASTLE, 0);
  bt_set_dice (s, p->duchy.die[space], p->duchy.die[space] % 6 + 1);
  apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":%u,\"space\":%d}",
           storage, space);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CASTLE);
  return space;
}

/* The classic combo: storage full, place a castle, buy a black-depot tile into the freed
 * space, place it with the castle's extra action. */
static void
test_castle_combo (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];

  p->storage[0] = T_CASTLE;
  p->storage[1] = p->storage[2] = T_MINE;
  p->silver = 2;
  s->black[3] = T_SHIP;
  g_assert_cmpint (ts_burgundy_free_storage (p), <, 0);
  place_castle (s, 0);
  g_assert_true (buy_listed (s, 0, 3));
  /* The table view's choices offer it too, at no worker cost. */
  guint n_choices;
  gboolean offered = FALSE;
  g_autofree TsBurgundyChoice *choices = ts_burgundy_choices (s, &n_choices);
  for (guint i = 0; i < n_choices; i++)
    offered |= choices[i].action.type == TS_BURGUNDY_ENTRY_BUY_BLACK && choices[i].workers == 0
               && choices[i].action.slot == 3;
  g_assert_true (offered);
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":3}");
  g_assert_cmpint (p->storage[0], ==, T_SHIP); /* into the freed space, nothing discarded */
  g_assert_cmpint (s->discarded[T_MINE], ==, 0);
  g_assert_cmpint (p->silver, ==, 0);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CASTLE);
  int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);
  apply_f (s,
           "{\"type\":\"place-tile\",\"player\":0,\"die\":\"castle\",\"storage\":0,"
           "\"space\":%d}",
           river);
  g_assert_cmpint (p->tiles[river], ==, T_SHIP);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
  /* Still once per turn, while the ship waits too. */
  p->silver = 2;
  s->black[4] = T_MINE;
  g_assert_false (buy_listed (s, 0, 4));
  REFUSED (s, "one tile", "{\"type\":\"buy-black\",\"player\":0,\"slot\":4}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":1}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_true ((s->die_used & 1u) != 0);
}

/* Bought before the castle: the purchase of the turn is spent, also for the castle. */
static void
test_castle_after_purchase (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];

  p->storage[0] = T_CASTLE;
  p->silver = 4;
  s->black[0] = T_MINE;
  s->black[1] = T_SHIP;
  bt_put (s, 0, 12, T_MON (20));
  int space = bt_space (s, 0, TS_BURGUNDY_CASTLE, 0);
  bt_set_dice (s, p->duchy.die[space], 1);
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":0}");
  g_assert_cmpint (p->storage[1], ==, T_MINE);
  apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", space);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CASTLE);
  g_assert_false (buy_listed (s, 0, 1));
  REFUSED (s, "one tile", "{\"type\":\"buy-black\",\"player\":0,\"slot\":1}");
}

/* A ship waits for its depot: the purchase changes neither goods nor the bridge, and the
 * ship still must choose (no decline) afterwards. */
static void
test_ship_pending (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);
  guint bridge = p->bridge_space;

  p->storage[0] = T_SHIP;
  p->silver = 3;
  s->black[0] = T_BLD (BANK);
  s->depot_goods[2][5] = 2;
  bt_set_dice (s, p->duchy.die[river], 1);
  apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", river);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
  g_assert_true (buy_listed (s, 0, 0));
  g_assert_cmpuint (count_type (s, TS_BURGUNDY_ENTRY_DECLINE), ==, 0);
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":0}");
  g_assert_cmpint (p->storage[0], ==, T_BLD (BANK));
  g_assert_cmpint (p->silver, ==, 1);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
  g_assert_cmpint (s->depot_goods[2][5], ==, 2);
  REFUSED (s, "choose a depot", "{\"type\":\"decline\",\"player\":0}");
  REFUSED (s, "ship takes", "{\"type\":\"end-turn\",\"player\":0}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":3}");
  g_assert_cmpint (p->goods[5], ==, 2);
  g_assert_cmpuint (p->bridge_space, ==, bridge + 1);
}

/* City hall: it waits (a stored mine could go down), the player buys a ship and places the
 * ship with it instead. With nothing placeable in storage the city hall is lost (CB-BLD-03)
 * even though a purchase is possible: it never waits for a tile still to buy, so records kept
 * before keep their meaning (docs/rules-coverage.md); the player buys first instead. */
static void
test_city_hall_pending (void)
{
  for (int mine = 1; mine >= 0; mine--)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
      TsBurgundyPlayer *p = &s->players[0];
      int city = bt_space (s, 0, TS_BURGUNDY_CITY, 0);

      p->storage[0] = T_BLD (CITY_HALL);
      p->storage[1] = mine ? T_MINE : TS_BURGUNDY_TILE_NONE;
      p->silver = 2;
      s->black[2] = T_SHIP;
      bt_set_dice (s, p->duchy.die[city], 1);
      apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}",
               city);
      if (!mine)
        {
          g_assert_cmpuint (s->n_pending, ==, 0);
          g_assert_true (buy_listed (s, 0, 2));
          continue;
        }
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CITY_HALL);
      g_assert_true (buy_listed (s, 0, 2));
      bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":2}");
      g_assert_cmpint (p->storage[0], ==, T_SHIP);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CITY_HALL);
      int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);
      apply_f (s,
               "{\"type\":\"place-tile\",\"player\":0,\"die\":\"city-hall\",\"storage\":0,"
               "\"space\":%d}",
               river);
      g_assert_cmpint (p->tiles[river], ==, T_SHIP);
      g_assert_cmpint (p->storage[1], ==, T_MINE);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
    }
}

/* Market: buy a black-depot tile, then take the ship the market allows into the other space.
 * The market's own rule holds after the purchase: with "effect-discard" off and the storage
 * full again, it can only be declined. */
static void
test_market_pending (void)
{
  for (int discard = 1; discard >= 0; discard--)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
      TsBurgundyPlayer *p = &s->players[0];
      int city = bt_space (s, 0, TS_BURGUNDY_CITY, 0);

      s->options.effect_discard = discard;
      p->storage[0] = T_BLD (MARKET);
      if (!discard)
        p->storage[1] = p->storage[2] = T_MINE;
      p->silver = 2;
      s->black[0] = T_CASTLE;
      s->depots[0][3] = T_SHIP; /* depot 1's river space */
      bt_set_dice (s, p->duchy.die[city], 1);
      apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}",
               city);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_MARKET);
      g_assert_true (buy_listed (s, 0, 0));
      bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":0}");
      g_assert_cmpint (p->storage[0], ==, T_CASTLE);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_MARKET);
      if (discard)
        {
          bt_apply_json (
              s, "{\"type\":\"take-tile\",\"player\":0,\"die\":\"market\",\"depot\":1,\"slot\":3}");
          g_assert_cmpint (p->storage[1], ==, T_SHIP);
          g_assert_cmpuint (s->n_pending, ==, 0);
          continue;
        }
      g_assert_cmpuint (count_type (s, TS_BURGUNDY_ENTRY_TAKE_TILE), ==, 0);
      g_assert_cmpuint (count_type (s, TS_BURGUNDY_ENTRY_DECLINE), ==, 1);
      REFUSED (s, "does not let",
               "{\"type\":\"take-tile\",\"player\":0,\"die\":\"market\",\"depot\":1,\"slot\":3,"
               "\"discard\":1}");
      bt_apply_json (s, "{\"type\":\"decline\",\"player\":0}");
      g_assert_cmpuint (s->n_pending, ==, 0);
    }
}

/* Carpenter's workshop, church and warehouse wait the same way. */
static void
test_other_buildings_pending (void)
{
  static const guint building[]
      = { TS_BURGUNDY_CARPENTER, TS_BURGUNDY_CHURCH, TS_BURGUNDY_WAREHOUSE };
  static const guint pending[] = { TS_BURGUNDY_PENDING_CARPENTER, TS_BURGUNDY_PENDING_CHURCH,
                                   TS_BURGUNDY_PENDING_WAREHOUSE };

  for (guint i = 0; i < G_N_ELEMENTS (building); i++)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
      TsBurgundyPlayer *p = &s->players[0];
      int city = bt_space (s, 0, TS_BURGUNDY_CITY, 0);

      p->storage[0] = TS_BURGUNDY_TILE_BUILDING + building[i];
      p->silver = 2;
      p->goods[3] = 2;
      s->black[5] = T_MINE;
      s->depots[0][2] = T_BLD (BANK); /* depot 1's city space */
      s->depots[1][2] = T_CASTLE;     /* depot 2's castle space */
      bt_set_dice (s, p->duchy.die[city], 1);
      apply_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}",
               city);
      g_assert_cmpuint (top (s), ==, pending[i]);
      g_assert_true (buy_listed (s, 0, 5));
      bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":5}");
      g_assert_cmpuint (top (s), ==, pending[i]);
      if (building[i] == TS_BURGUNDY_WAREHOUSE)
        bt_apply_json (s,
                       "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":3}");
      else if (building[i] == TS_BURGUNDY_CARPENTER)
        bt_apply_json (
            s,
            "{\"type\":\"take-tile\",\"player\":0,\"die\":\"carpenter\",\"depot\":1,\"slot\":2}");
      else
        bt_apply_json (
            s, "{\"type\":\"take-tile\",\"player\":0,\"die\":\"church\",\"depot\":2,\"slot\":2}");
      g_assert_cmpuint (s->n_pending, ==, 0);
      g_assert_cmpint (p->storage[0], ==, T_MINE);
    }
}

/* CB-MON-06, CB-MON-06b while the castle waits: paid with workers, from a numbered depot. */
static void
test_monastery_6_pending (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, bt_space (s, 0, TS_BURGUNDY_MONASTERY, 0), T_MON (6));
  p->storage[0] = T_CASTLE;
  p->silver = 0;
  p->workers = 2;
  s->depots[2][0] = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_SHEEP, 3); /* depot 3's pasture */
  place_castle (s, 0);
  g_assert_true (buy_listed (s, 3, 0));
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"depot\":3,\"slot\":0,\"workers\":2}");
  g_assert_cmpint (p->workers, ==, 0);
  g_assert_cmpint (p->silver, ==, 0);
  int pasture = bt_space (s, 0, TS_BURGUNDY_PASTURE, 0);
  apply_f (s,
           "{\"type\":\"place-tile\",\"player\":0,\"die\":\"castle\",\"storage\":0,"
           "\"space\":%d}",
           pasture);
  g_assert_cmpint (p->tiles[pasture], ==, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_SHEEP, 3));
}

/* Refusals that still hold while an effect waits: no silver, not your turn. */
static void
test_refusals_pending (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];

  p->storage[0] = T_CASTLE;
  p->silver = 1;
  s->black[0] = T_SHIP;
  place_castle (s, 0);
  g_assert_false (buy_listed (s, 0, 0));
  REFUSED (s, "2 silver", "{\"type\":\"buy-black\",\"player\":0,\"slot\":0}");
  REFUSED (s, "turn", "{\"type\":\"buy-black\",\"player\":1,\"slot\":0}");
  s->players[1].silver = 5;
  REFUSED (s, "turn", "{\"type\":\"buy-black\",\"player\":1,\"slot\":0}");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/purchase/castle-combo/CB-BLK-01", test_castle_combo);
  g_test_add_func ("/burgundy/purchase/once-per-turn/CB-BLK-01", test_castle_after_purchase);
  g_test_add_func ("/burgundy/purchase/ship-pending/CB-BLK-01", test_ship_pending);
  g_test_add_func ("/burgundy/purchase/city-hall-pending/CB-BLK-01", test_city_hall_pending);
  g_test_add_func ("/burgundy/purchase/market-pending/CB-BLK-01", test_market_pending);
  g_test_add_func ("/burgundy/purchase/other-buildings-pending/CB-BLK-01",
                   test_other_buildings_pending);
  g_test_add_func ("/burgundy/purchase/monastery-6-pending/CB-MON-06", test_monastery_6_pending);
  g_test_add_func ("/burgundy/purchase/refusals-pending/CB-BLK-01", test_refusals_pending);
  return g_test_run ();
}
