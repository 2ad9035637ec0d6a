/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game with the modules (issue 26): "Aplicam-se todas as regras do jogo base, com as
 * seguintes modificações" — each module's rules work with the solo rules (CB-SOL-*). Outposts
 * and advanced duchies name another board and stay refused (test-burgundy-solo.c). Clause
 * ids end the paths. */
#include "solo-util.h"

#include <string.h>

#include "ts-engine-error.h"

static int
vp_of (const TsBurgundyState *s, TsBurgundyCause cause)
{
  int vp = 0;

  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].resource == TS_LEDGER_VP && s->ledger[i].cause == cause)
      vp += s->ledger[i].delta;
  return vp;
}

/* CB-SOL-06 with CB-SHG-01 and CB-TRD-01: the solo game's setup follows the 2-player rules, so
 * 1 shield per depot and 5 trade-route pieces (15 spaces). */
static void
test_setup (void)
{
  g_autofree TsBurgundyState *s
      = solo_new ("{\"solo\": true, \"extra-tiles\": true, \"white-castles\": true, \"inns\": "
                  "true, \"trade-routes\": true, \"shields\": true}");

  g_assert_cmpuint (s->players[0].route_len, ==, 15);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  g_autofree char *msg
      = bt_refuse_json (s, "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4], [5], "
                           "[6, 7]]}");
  g_assert_nonnull (strstr (msg, "depot 6 holds only one shield"));
  bt_apply_json (s, "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4], [5], [6]]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
}

/* CB-EXT-03 with CB-SOL-16: the crane counts "na pontuação final" as a type of the owner's
 * choice; a solo monastery scores when placed, so the crane counts then, as the monastery's
 * type: monastery 16 (warehouses) scores 4 for the crane alone. */
static void
test_crane_monastery (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"extra-tiles\": true}", 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, 11, TS_BURGUNDY_TILE_CRANE);
  bt_put (s, 0, 7, T_MON (2));
  store (s, 0, T_MON (16));
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 12}");
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_SOLO_MONASTERY), ==, 4);
  g_assert_cmpuint (p->solo_marker, ==, 4);
}

/* CB-WHC-02 in the solo game: the white die is rolled each round (CB-SOL-04/07), and a white
 * castle's action uses its value; CB-MON-29 then scores when placed (CB-SOL-16). The castle
 * goes on city 23, entered from the ship on river 17 (CB-SOL-12). */
static void
test_white_castle (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"white-castles\": true}", 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int workers = p->workers;
  guint die = p->duchy.die[23];

  bt_put (s, 0, 17, T_SHIP);
  bt_set_dice (s, die, die);
  s->white = 5;
  store (s, 0, TS_BURGUNDY_TILE_WHITE_CASTLE);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 23}");
  g_assert_cmpuint (s->white_value, ==, 5);
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"white\"}");
  g_assert_cmpint (p->workers, ==, workers + 2);
  /* Monastery 29: 4 VP per white castle, at once. */
  bt_put (s, 0, 7, T_MON (2));
  store (s, 0, T_MON (29));
  bt_set_dice (s, 1, 1);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 12}");
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_SOLO_MONASTERY), ==, 4);
}

/* CB-INN-07 in the solo game: the monastery area 12-7-3 (size 3) completed by an inn scores as
 * size 4 (10 VP) and the phase bonus, on the VP marker (CB-SOL-20). */
static void
test_inn (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"inns\": true}", 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  g_assert_cmpuint (p->area_size[12], ==, 3);
  bt_put (s, 0, 7, T_MON (2));
  bt_put (s, 0, 3, T_MON (3));
  store (s, 0, TS_BURGUNDY_TILE_INN);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 12}");
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_AREA), ==, 10);
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_PHASE_BONUS), ==, 10);
  g_assert_cmpuint (p->solo_marker, ==, 20);
}

/* CB-TRD-03 in the solo game: a sold goods tile goes on the route; the sale scores as with 2
 * players (CB-SOL-25) and moves the VP marker. */
static void
test_route (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"trade-routes\": true}", 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->route_die[0] = 4; /* not the goods sold: no bonus */
  p->goods[3] = 1;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (p->route_next, ==, 1);
  g_assert_cmpuint (p->route_goods[0], ==, 3);
  g_assert_cmpint (p->vp, ==, 2);
  g_assert_cmpuint (p->solo_marker, ==, 2);
  /* CB-TRD-04: a space of the goods' colour gives its bonus, here 4 VP, on the marker. */
  p->route_die[1] = 5;
  p->route_bonus[1] = TS_BURGUNDY_BONUS_VP;
  p->goods[5] = 1;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 1, \"goods\": 5}");
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_ROUTE), ==, 4);
  g_assert_cmpuint (p->solo_marker, ==, 2 + 2 + 4);
}

/* CB-SHD-05 with CB-SOL-03 and CB-SOL-13: shield 5 takes a goods type from all depots whatever
 * the number of types held, before the other depots' goods leave the game. */
static void
test_shield_5 (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"shields\": true}", 2, 2);
  TsBurgundyPlayer *p = &s->players[0];

  p->shield[START] = 5;
  p->goods[1] = p->goods[2] = p->goods[3] = 1;
  s->depot_goods[0][4] = 1;
  s->depot_goods[1][6] = 2;
  s->depot_goods[4][1] = 1;
  store (s, 0, T_SHIP);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 17}");
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1, "
                    "\"shield-goods\": 6}");
  g_assert_cmpuint (p->goods[4], ==, 1);
  g_assert_cmpuint (p->goods[6], ==, 2);
  g_assert_cmpuint (p->goods[1], ==, 1);
  g_assert_cmpuint (ts_burgundy_goods_types (p), ==, 5);
  g_assert_cmpuint (s->solo_goods_gone, ==, 1);
}

/* CB-SHG-03 in the solo game: doubles take a shield; shield 6 has no other player to choose
 * (CB-SHD-06 names "um jogador" whose duchy is not the owner's). */
static void
test_shield_take (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"shields\": true}", 4, 4);
  TsBurgundyPlayer *p = &s->players[0];

  s->shield_depot[3][0] = 13;
  s->shields_set |= 1u << 13;
  bt_apply_json (s, "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", "
                    "\"depot\": 4, \"slot\": 0, \"space\": 18}");
  g_assert_cmpuint (p->shield[START], ==, 13);
  g_assert_cmpuint (s->shield_depot[3][0], ==, 0);

  g_autofree TsBurgundyState *six = solo_turn ("{\"solo\": true, \"shields\": true}", 4, 4);
  guint n;

  six->players[0].shield[START] = 6;
  refused_with (six, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 0}",
                "Choose one of the other players.");
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (six, &n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (all[i].type, !=, TS_BURGUNDY_ENTRY_CHOOSE_PLAYER);
}

/* CB-SHG-09 with CB-SOL-24: the solo game has no final scoring ("Vences se conseguires
 * preencher os 37 espaços"), so a shield's end VP are not scored; the won game's lines are
 * those of test_won (test-burgundy-solo-end.c). */
static void
test_shield_no_end_vp (void)
{
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true, \"shields\": true}", 4, 4);
  TsBurgundyPlayer *p = &s->players[0];

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (sp != 24 && p->tiles[sp] == 0)
      bt_put (s, 0, sp, sp == 17 ? T_SHIP : T_DOWN);
  p->shield[START] = 13;
  store (s, 0, T_MINE);
  s->black[0] = T_MINE;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_true (s->solo_won);
  g_assert_cmpint (p->vp, ==, 6 + 10);
  g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_SHIELD), ==, 0);
  /* The score page's result: won, the same 2 lines (the area and the phase bonus). */
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (b);
  JsonObject *row = json_array_get_object_element (json_object_get_array_member (o, "players"), 0);
  g_assert_true (json_object_get_boolean_member (o, "won"));
  g_assert_cmpint (json_object_get_int_member (row, "total"), ==, 6 + 10);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (row, "lines")), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/solo/modules/" path, fn)
  ADD ("setup/CB-SOL-06", test_setup);
  ADD ("crane-monastery/CB-EXT-03", test_crane_monastery);
  ADD ("white-castle/CB-WHC-02", test_white_castle);
  ADD ("inn/CB-INN-07", test_inn);
  ADD ("route/CB-TRD-03", test_route);
  ADD ("shield-5/CB-SHD-05", test_shield_5);
  ADD ("take-shield/CB-SHG-03", test_shield_take);
  ADD ("no-end-vp/CB-SHG-09", test_shield_no_end_vp);
  return g_test_run ();
}
