/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game with shields (CB-TEM, CB-SHG, CB-SHD; issue 26). “Aplicam-se todas as regras
 * do jogo base, com as seguintes modificações” (CB-TEM-01): the shields are not excluded. A
 * shield lies on a castle of the team board (“Esse escudo tem de ser colocado numa das peças
 * castelo do teu ducado”), which is both partners' duchy: the team's, as its workers and
 * silver are (CB-TEM-09). Each decision is in docs/rules-coverage.md. */
#include "team-util.h"

#include "ts-engine-error.h"

#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_MINE TS_BURGUNDY_TILE_MINE

static TsBurgundyState *
shield_turn (guint player, guint a, guint b)
{
  TsBurgundyState *s = team_turn (player, a, b);

  s->options.shields = TRUE;
  return s;
}

/* Shield @n on the team board of @player's team (its start castle), as a take would leave it. */
static void
give (TsBurgundyState *s, guint player, guint n)
{
  s->players[player].shield[TEAM_START] = n;
  s->shields_set |= 1u << n;
  ts_burgundy_team_sync (s, player);
  ts_burgundy_shields_refresh (s);
}

/* CB-TEM-01: shields, alone and with every module the team game takes. */
static void
test_setup (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = team_setup ("{\"team\": true, \"shields\": true}", NULL, 4,
                                              &error);

  g_assert_no_error (error);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  /* CB-SHG-01, 4 players: 2 shields per depot. */
  g_assert_true (ts_burgundy_shield_slot_used (s, 0, 1));
}

/* CB-SHG-04/05, CB-TEM-09/12: A2 takes a shield with doubles onto the team board's castle:
 * A1 holds it too (“no teu ducado”: the team board is both partners' duchy). */
static void
test_take_shared (void)
{
  g_autofree TsBurgundyState *s = shield_turn (2, 3, 3);

  s->shield_depot[2][0] = 8;
  s->shields_set |= 1u << 8;
  g_autofree char *json = g_strdup_printf ("{\"type\": \"take-shield\", \"player\": 2, \"die\": "
                                           "\"doubles\", \"depot\": 3, \"slot\": 0, \"space\": %d}",
                                           TEAM_START);
  bt_apply_json (s, json);
  g_assert_true (ts_burgundy_has_shield (&s->players[2], 8));
  g_assert_true (ts_burgundy_has_shield (&s->players[0], 8));
  g_assert_false (ts_burgundy_has_shield (&s->players[1], 8));
  team_assert_synced (s);
}

/* CB-SHD-02: “sempre que outro jogador obtiver um trabalhador, recebes também um
 * trabalhador”: a player of the other team gains, the team's supply gains once; a partner's
 * gain is the team's own (the shield lies in the gainer's duchy too). */
static void
test_shield_2 (void)
{
  g_autofree TsBurgundyState *s = shield_turn (1, 1, 2);

  give (s, 0, 2);
  int before = s->players[0].workers;
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 1, \"die\": 0}");
  g_assert_cmpint (s->players[0].workers - before, ==, 2);
  g_assert_cmpint (s->players[2].workers, ==, s->players[0].workers);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==, 2);
  g_assert_cmpint (bt_cause_sum (s, 2, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==, 0);

  g_autofree TsBurgundyState *t = shield_turn (2, 1, 2);
  give (t, 0, 2);
  before = t->players[0].workers;
  bt_apply_json (t, "{\"type\": \"take-workers\", \"player\": 2, \"die\": 0}");
  g_assert_cmpint (t->players[0].workers - before, ==, 2); /* A2's own 2, nothing more */
  g_assert_cmpint (bt_cause_sum (t, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==, 0);
  team_assert_synced (t);
}

/* CB-SHD-04: “tens um número ilimitado de espaços de armazenagem de peças hexagonais no teu
 * ducado (em vez de apenas três)”: the team board's shared storage has no limit; each
 * player's 2 private spaces stay 2 (CB-TEM-08). */
static void
test_shield_4 (void)
{
  g_autofree TsBurgundyState *s = shield_turn (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[2];

  give (s, 0, 4);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, TS_BURGUNDY_MAX_STORAGE);
  p->storage[0] = p->storage[1] = T_MINE;
  p->storage[2] = p->storage[3] = T_MINE; /* A2's private spaces */
  ts_burgundy_team_sync (s, 2);
  s->depots[0][0] = T_CASTLE;
  bt_apply_json (s, "{\"type\": \"take-tile\", \"player\": 2, \"die\": 0, \"depot\": 1, "
                    "\"slot\": 0, \"store\": \"shared\"}");
  g_assert_cmpuint (p->storage[4], ==, T_CASTLE);
  g_assert_cmpuint (s->players[0].storage[4], ==, T_CASTLE); /* the partner's too */
  g_assert_cmpuint (s->players[0].storage[2], ==, 0);        /* not A2's private ones */
  {
    TsBurgundyEntry e;
    g_autoptr (GError) error = NULL;

    ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 2);
    e.store = TS_BURGUNDY_STORE_PRIVATE;
    g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
    g_assert_nonnull (strstr (error->message, "Your 2 private storage spaces are full"));
  }
  /* Shield 4 leaves: the team keeps 2 shared spaces, filled from the further ones. */
  p->storage[0] = 0;
  ts_burgundy_shield_leaves (s, p, TEAM_START);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, TS_BURGUNDY_TEAM_STORAGE);
  g_assert_cmpuint (p->storage[0], ==, T_CASTLE);
  g_assert_cmpuint (p->storage[4], ==, 0);
  g_assert_cmpuint (p->storage[2], ==, T_MINE);
}

/* CB-SHD-06: “escolhe um jogador ... Quaisquer peças de mosteiro no seu ducado contam como se
 * estivessem no teu ducado”: the partner's monasteries are on the team board already. */
static void
test_shield_6 (void)
{
  g_autofree TsBurgundyState *s = shield_turn (0, 1, 2);

  give (s, 0, 6);
  g_autofree char *msg = bt_refuse_json (s, "{\"type\": \"choose-player\", \"player\": 0, "
                                            "\"target\": 2}");
  g_assert_cmpstr (msg, ==, "Choose a player of the other team: your partner's monasteries are "
                            "on your team board already.");
  bt_apply_json (s, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 3}");
  g_assert_cmpint (s->players[2].shield6_player, ==, 3); /* the team's choice */
}

/* CB-SHG-07 “Paga 1 prata por cada escudo”, CB-SHD-03: the team pays once for the shields of
 * its board, from its shared silver (and with shield 3 its shared workers), when the first
 * of its members comes in turn order. */
static void
test_tax (void)
{
  g_autofree TsBurgundyState *s = shield_turn (0, 1, 2);

  give (s, 0, 3);
  s->players[0].shield[TEAM_START + 1] = 9; /* a second shield, on another castle */
  ts_burgundy_team_sync (s, 0);
  s->players[0].silver = s->players[2].silver = 1;
  s->players[0].workers = s->players[2].workers = 1;
  bt_end_phase_a (s);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  g_assert_cmpint (s->phase_end_player, ==, 0);
  bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0, \"workers\": 1}");
  /* Nobody else holds a shield: A2 is not asked again for the same shields. */
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_cmpint (s->players[2].silver, ==, s->players[0].silver);
  g_assert_cmpint (s->players[2].workers, ==, 0);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD_TAX, -1), ==, -1);
  g_assert_cmpint (bt_cause_sum (s, 2, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD_TAX, -1), ==, 0);
  g_assert_true (ts_burgundy_has_shield (&s->players[2], 9));
  team_assert_synced (s);
}

/* CB-SHG-09, CB-SHD-13: a shield's end VP count once for the team board, as its goods,
 * silver and monasteries do (CB-TEM-14 as decided). */
static void
test_end_vp (void)
{
  g_autofree TsBurgundyState *s = shield_turn (0, 1, 2);

  give (s, 0, 13);
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, 13), ==, 8);
  g_assert_cmpint (bt_cause_sum (s, 2, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, -1), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/team-shields/setup/CB-TEM-01", test_setup);
  g_test_add_func ("/burgundy/team-shields/take/CB-SHG-05", test_take_shared);
  g_test_add_func ("/burgundy/team-shields/shield-2/CB-SHD-02", test_shield_2);
  g_test_add_func ("/burgundy/team-shields/shield-4/CB-SHD-04", test_shield_4);
  g_test_add_func ("/burgundy/team-shields/shield-6/CB-SHD-06", test_shield_6);
  g_test_add_func ("/burgundy/team-shields/tax/CB-SHG-07", test_tax);
  g_test_add_func ("/burgundy/team-shields/end-vp/CB-SHD-13", test_end_vp);
  return g_test_run ();
}
