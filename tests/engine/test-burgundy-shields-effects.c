/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHD; issue 14): each shield's effect once placed (shields 14 and 15, which act at
 * the phase end, are test-burgundy-shields.c's). Clause ids end the test paths. */
#include "shields-util.h"

#include <string.h>

/* CB-SHD-11: the castle's extra action takes a shield from any depot. */
static void
test_shield_11 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 1);

  sh_give (s, 0, 11);
  sh_give (s, 0, 18); /* on a second castle; the new castle may then go anywhere */
  int space = sh_castle_space (s, 0, 0);
  sh_put_on_depot (s, 4, 0, 16);
  s->players[0].storage[0] = T_CASTLE;
  sh_place_stored (s, space);
  g_autofree char *take = g_strdup_printf ("{\"type\": \"take-shield\", \"player\": 0, \"die\": "
                                           "\"castle\", \"depot\": 4, \"slot\": 0, \"space\": %d}",
                                           space);
  bt_apply_json (s, take);
  g_assert_cmpuint (s->players[0].shield[space], ==, 16);
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-SHD-09 example: 3 goods sold sh_give 3 silver; monastery 3 adds nothing (CB-SHG-06). */
static void
test_shield_9 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 4, 1);

  sh_give (s, 0, 9);
  bt_put (s, 0, 3, T_MON (3));
  s->players[0].goods[4] = 3;
  int silver = s->players[0].silver;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 4}");
  g_assert_cmpint (s->players[0].silver - silver, ==, 3);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD, 9), ==, 2);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_MONASTERY, 3), ==, 0);
}

/* CB-SHD-12 example: 4 players, 3 goods sold: 3 x 4 x 2 = 24 VP. */
static void
test_shield_12 (void)
{
  g_autofree TsBurgundyState *s = sh_state (4, 2, 1);

  sh_give (s, 0, 12);
  s->players[0].goods[2] = 3;
  int vp = s->players[0].vp;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 2}");
  g_assert_cmpint (s->players[0].vp - vp, ==, 24);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 12), ==, 12);
}

/* CB-SHD-10: the monasteries' end VP count double. */
static void
test_shield_10 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 1);

  sh_give (s, 0, 10);
  bt_put (s, 0, 3, T_MON (26)); /* 3 VP per bonus tile */
  s->players[0].bonus_large = 1u << TS_BURGUNDY_MINE;
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY, 26), ==, 3);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, 10), ==, 8 + 3);
}

/* CB-SHD-17 example: a size-3 area (6 VP) scores as size 4 (10 VP). */
static void
test_shield_17 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int last = -1;

  sh_give (s, 0, 17);
  /* A mine area of 3 spaces: two mines put, the third placed. */
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES && last < 0; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE && p->area_size[sp] == 3)
      {
        guint k = 0;
        for (guint t = 0; t < TS_BURGUNDY_N_SPACES; t++)
          if (p->area[t] == p->area[sp] && k++ < 2)
            bt_put (s, 0, t, T_MINE);
          else if (p->area[t] == p->area[sp])
            last = t;
      }
  if (last < 0)
    {
      g_test_skip ("duchy 1 has no mine area of 3 spaces");
      return;
    }
  p->storage[0] = T_MINE;
  sh_place_stored (s, last);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA, 4), ==, 10);
  g_assert_cmpuint (ts_burgundy_area_score_size (p, last), ==, 4);
}

/* CB-SHD-18: a tile on a space that touches none; without the shield it is refused. */
static void
test_shield_18 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int far = -1;

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES && far < 0; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE && !ts_burgundy_adjacent_to_tile (s, p, sp))
      far = sp;
  g_assert_cmpint (far, >=, 0);
  p->storage[0] = T_MINE;
  bt_set_dice (s, p->duchy.die[far], 1);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, "
                                           "\"storage\": 0, \"space\": %d}",
                                           far);
  g_autofree char *refused = bt_refuse_json (s, json);
  g_assert_nonnull (strstr (refused, "must touch a tile"));
  sh_give (s, 0, 18);
  bt_apply_json (s, json);
  g_assert_cmpuint (p->tiles[far], ==, T_MINE);
}

/* CB-SHD-16: once per turn, a die to any number. */
static void
test_shield_16 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

  REFUSED_AS (s, "Only shield 16 turns a die to any number.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 4}");
  sh_give (s, 0, 16);
  bt_apply_json (s, "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 4}");
  g_assert_cmpuint (s->dice[0][0], ==, 4);
  REFUSED_AS (s, "Shield 16 changes one die once per turn, and it did this turn.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 1, \"to\": 4}");
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  s->shield16_used = 0;
  REFUSED_AS (s, "That die is already used this turn.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 2}");
  REFUSED_AS (s, "The die already shows 2.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 1, \"to\": 2}");
}

/* CB-SHD-02 (issue 26): “sempre que outro jogador obtiver um trabalhador, recebes também um
 * trabalhador” (PT; ES “cada vez que otro jugador coja un trabajador, tú también cogerás un
 * trabajador”): a worker for a worker, so taking 2 workers gives the owner 2. With
 * "shield-2-per-gain" the old reading: one per gain. */
static void
test_shield_2 (void)
{
  for (guint per_gain = 0; per_gain < 2; per_gain++)
    {
      g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

      s->options.shield_2_per_gain = per_gain;
      sh_give (s, 1, 2);
      int before = s->players[1].workers;
      bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
      g_assert_cmpint (s->players[1].workers - before, ==, per_gain ? 1 : 2);
      g_assert_cmpint (bt_cause_sum (s, 1, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==,
                       per_gain ? 1 : 2);
      /* Player 0 holds no shield 2: nothing more comes back (no chain). */
      g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==, 0);
    }
}

/* CB-SHD-06: the chosen player's monasteries work for the owner. */
static void
test_shield_6 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

  sh_give (s, 0, 6);
  bt_put (s, 1, 3, T_MON (8));
  g_assert_false (ts_burgundy_has_monastery (&s->players[0], 8));
  REFUSED_AS (s, "Choose one of the other players.",
              "{\"type\": \"choose-player\", \"player\": 0, \"target\": 0}");
  bt_apply_json (s, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
  g_assert_true (ts_burgundy_has_monastery (&s->players[0], 8));
  REFUSED_AS (s, "Shield 6's player is chosen once, and you chose Bruno.",
              "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
}

/* CB-SHD-04: storage beyond 3 with shield 4; losing it sends the extra tiles to the box.
 * “tens um número ilimitado de espaços de armazenagem de peças hexagonais no teu ducado (em
 * vez de apenas três)” (issue 26: no cap at 12). */
static void
test_shield_4 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  sh_give (s, 0, 4);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, TS_BURGUNDY_MAX_STORAGE);
  /* 40 stored tiles (more than 13 turns of taking 3 and placing none): a 41st still goes
   * into an empty space, with no discard. */
  for (guint k = 0; k < 40; k++)
    p->storage[k] = T_MINE;
  {
    g_autoptr (GError) error = NULL;
    TsBurgundyEntry e;

    ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
    g_assert_true (ts_burgundy_check_storage (s, p, &e, FALSE, &error));
    g_assert_no_error (error);
    g_assert_cmpint (ts_burgundy_free_storage (p), ==, 40);
  }
  /* Past 64 (no game reaches it) Tableside asks for a discard, with the real number. */
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    p->storage[k] = T_MINE;
  {
    g_autoptr (GError) error = NULL;
    TsBurgundyEntry e;

    ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
    g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
    g_assert_cmpstr (error->message, ==,
                     "Your storage is full (Tableside keeps 64 tiles with shield 4): say which "
                     "stored tile to discard to make room.");
    e.discard = TS_BURGUNDY_MAX_STORAGE - 1;
    g_assert_true (ts_burgundy_check_storage (s, p, &e, TRUE, NULL));
  }
  for (guint k = 5; k < TS_BURGUNDY_MAX_STORAGE; k++)
    p->storage[k] = 0;
  ts_burgundy_shield_leaves (s, p, START);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (p->storage[k], ==, T_MINE);
  g_assert_cmpuint (p->storage[3], ==, 0);
  g_assert_cmpuint (s->discarded[T_MINE], ==, 2);
}

/* CB-SHD-05 (decided again in issue 26): “sempre que colocas um barco, podes escolher um tipo
 * de mercadorias. Recebes todas as peças de mercadorias desse tipo de todos os seis
 * depósitos” (PT), “podrás escoger un tipo de mercancía y coger también todas las losetas”
 * (ES): besides the ship's own depot (“também”; PT says nothing of “em vez de”), within the
 * 3 goods spaces (“Os jogadores podem armazenar até três tipos”). */
static void
test_shield_5 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);

  sh_give (s, 0, 5);
  s->depot_goods[0][3] = 1;
  s->depot_goods[2][6] = 2;
  s->depot_goods[4][6] = 1;
  p->storage[0] = T_SHIP;
  sh_place_stored (s, river);
  REFUSED_AS (s, "Shield 5 takes goods 2 from the depots only while a depot holds some and your "
                 "3 goods spaces have room for them.",
              "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1, \"shield-goods\": 2}");
  g_autofree TsBurgundyEntry *ship = bt_parse ("{\"type\": \"choose-ship-depot\", \"player\": 0, "
                                               "\"depot\": 1, \"shield-goods\": 6}");
  g_autofree char *text = ts_burgundy_describe_entry (s, ship);
  g_assert_cmpstr (text, ==, "Ana's ship takes the goods of depot 1, and every goods 6 from all "
                             "depots (shield 5).");
  g_assert_true (ts_burgundy_apply (s, ship, NULL));
  g_assert_cmpuint (p->goods[3], ==, 1);
  g_assert_cmpuint (p->goods[6], ==, 3);
  g_assert_cmpuint (s->depot_goods[2][6], ==, 0);
}

/* CB-SHD-07: bonus tiles count double. */
static void
test_shield_7 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int last = -1;

  sh_give (s, 0, 7);
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE)
      {
        if (last >= 0)
          bt_put (s, 0, last, T_MINE);
        last = sp;
      }
  sh_give (s, 0, 18); /* the last mine may touch nothing */
  p->storage[0] = T_MINE;
  sh_place_stored (s, last);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_BONUS_LARGE, -1), ==, 5);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 7), ==, 5);
}

/* CB-SHD-01: all pastures as one for livestock. */
static void
test_shield_1 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int a = -1, b = -1;

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_PASTURE)
      {
        if (a < 0)
          a = sp;
        else if (p->area[sp] != p->area[a] && b < 0)
          b = sp;
      }
  g_assert_cmpint (b, >=, 0);
  sh_give (s, 0, 1);
  sh_give (s, 0, 18);
  bt_put (s, 0, a, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 3));
  p->storage[0] = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 2);
  sh_place_stored (s, b);
  /* The cows of both pastures score: 3 + 2. */
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ANIMALS, -1), ==, 5);
  g_assert_true (ts_burgundy_same_pasture (p, a, b));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/shields/" path, fn)
  ADD ("pastures/CB-SHD-01", test_shield_1);
  ADD ("workers/CB-SHD-02", test_shield_2);
  ADD ("storage/CB-SHD-04", test_shield_4);
  ADD ("ship-goods/CB-SHD-05", test_shield_5);
  ADD ("monasteries/CB-SHD-06", test_shield_6);
  ADD ("bonus/CB-SHD-07", test_shield_7);
  ADD ("sale-silver/CB-SHD-09", test_shield_9);
  ADD ("monastery-vp/CB-SHD-10", test_shield_10);
  ADD ("castle-action/CB-SHD-11", test_shield_11);
  ADD ("sale-vp/CB-SHD-12", test_shield_12);
  ADD ("set-die/CB-SHD-16", test_shield_16);
  ADD ("area-size/CB-SHD-17", test_shield_17);
  ADD ("anywhere/CB-SHD-18", test_shield_18);
  return g_test_run ();
}
