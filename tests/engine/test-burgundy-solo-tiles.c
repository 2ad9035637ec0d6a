/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game (CB-SOL, issue 15), 2 of 3: the ship's goods and the exchange (CB-SOL-13/14),
 * face-down tiles (CB-SOL-15 and its example), monasteries scored when placed (CB-SOL-16/17),
 * black tiles for completed colours (CB-SOL-18/19, CB-DIF-08). Clause ids end the paths. */
#include "solo-util.h"

#include <string.h>

#include "ts-engine-error.h"

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
  refused_with (s,
                "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
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
  refused_with (s,
                "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 1, 2, 3, 4], "
                "\"slot\": 0}",
                "You have 1 goods tile with die number 1.");
  refused_with (s,
                "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
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
  refused_with (s,
                "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 1, 1, 1, 1], "
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
  refused_with (s,
                "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
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
  g_autofree TsBurgundyState *es
      = solo_turn ("{\"solo\": true, \"solo-colour-areas\": true}", 1, 2);

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
  g_autofree TsBurgundyState *s = before_mines (SOLO, T_BUILDING (TS_BURGUNDY_WATCHTOWER), 0);
  TsBurgundyPlayer *p = &s->players[0];

  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpint (p->vp, ==, 6 + 10); /* the area of 3 and phase A's bonus, no bonus tile */
  g_assert_cmpuint (p->bonus_large, ==, 0);
  g_assert_cmpint (s->bonus_large_owner[TS_BURGUNDY_MINE], ==, -1);
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_BLACK);
  refused_with (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}",
                "colour you "
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

/* Is a decline among the legal entries now? */
static gboolean
decline_listed (const TsBurgundyState *s)
{
  guint n = 0;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    if (all[i].type == TS_BURGUNDY_ENTRY_DECLINE)
      return TRUE;
  return FALSE;
}

/* CB-SOL-18 (issue 26): “Em vez disso, escolhe uma peça hexagonal do depósito negro e
 * coloca-a diretamente no teu ducado” (PT; ES “escoge una loseta hexagonal del depósito
 * negro, colócala directamente en tu principado”): a must while one fits, so no decline;
 * nothing waits when no black tile is left. With "solo-black-decline" (the reading before
 * issue 26) it may be declined. */
static void
test_colour_nothing_fits (void)
{
  g_autofree TsBurgundyState *s = before_mines (SOLO, 0, 0);
  g_autofree TsBurgundyState *d = before_mines (SOLO, T_BUILDING (TS_BURGUNDY_BANK), 0);
  g_autofree TsBurgundyState *o = before_mines ("{\"solo\": true, \"solo-black-decline\": true}",
                                                T_BUILDING (TS_BURGUNDY_BANK), 0);

  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  bt_apply_json (d, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_false (decline_listed (d));
  g_assert_false (ts_burgundy_solo_black_may_decline (d));
  refused_with (d, "{\"type\": \"decline\", \"player\": 0}", "it cannot be declined");
  g_assert_true (o->options.solo_black_decline);
  bt_apply_json (o, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_true (decline_listed (o));
  bt_apply_json (o, "{\"type\": \"decline\", \"player\": 0}");
  g_assert_cmpuint (o->n_pending, ==, 0);
  g_assert_cmpuint (o->black[0], !=, 0);
}

/* CB-DIF-08: with "solo-colour-areas", each completed area of a colour places one. */
static void
test_colour_areas (void)
{
  g_autofree TsBurgundyState *pt = solo_turn (SOLO, 3, 3);
  g_autofree TsBurgundyState *es
      = solo_turn ("{\"solo\": true, \"solo-colour-areas\": true}", 3, 3);
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
  /* CB-SOL-18 “podes tirar uma peça hexagonal adicional”: this one is a may. */
  g_assert_true (ts_burgundy_solo_black_may_decline (s));
  g_assert_true (decline_listed (s));
  bt_apply_json (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 1, \"space\": 11}");
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_CASTLE);
}

/* Unknown black tiles: the exchange needs no name (the tile stays face down); a black tile
 * placed at once must be named. */
static void
test_unknown_black (void)
{
  g_autofree TsBurgundyState *s = exchange_state ();
  g_autofree TsBurgundyState *c = before_mines (SOLO, TS_BURGUNDY_TILE_UNKNOWN, 0);

  s->black[1] = TS_BURGUNDY_TILE_UNKNOWN;
  s->unknown[1][0]++;
  bt_apply_json (s, "{\"type\": \"solo-exchange\", \"player\": 0, \"goods\": [1, 2, 3, 4, 5], "
                    "\"slot\": 1}");
  g_assert_cmpuint (s->lost_unknown[1][0], ==, 1);
  g_assert_cmpuint (s->players[0].storage[0], ==, T_DOWN);
  c->unknown[1][0]++;
  bt_apply_json (c, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  refused_with (c, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 23}",
                "say which tile it is");
  bt_apply_json (c, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 23, "
                    "\"tile\": \"bank\"}");
  g_assert_cmpuint (c->players[0].tiles[23], ==, T_BUILDING (TS_BURGUNDY_BANK));
  g_assert_cmpint (c->players[0].silver, ==, 1 + 2); /* the bank's effect */
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
  g_assert_cmpstr (text, ==,
                   "Ana gives goods 1 2 3 4 5 for the black depot's watchtower, "
                   "stored face down.");
  g_assert_cmpstr (bought, ==, "Ana buys 2 victory points for 2 silver.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/solo/" path, fn)
  /* The clause id ends each path (docs/rules-coverage.md). */
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
  ADD ("unknown-black-tiles/CB-SOL-18", test_unknown_black);
  g_test_add_func ("/burgundy/solo/words", test_words);
  return g_test_run ();
}
