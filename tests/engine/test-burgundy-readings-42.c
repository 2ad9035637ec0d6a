/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy, issue 42: four findings fixed from the rulebook's text, each the
 * text's reading by default and the earlier one kept as an option ("readings" 9 to 12,
 * docs/rules-coverage.md). Comments quote the
 * Portuguese rulebook; test paths end with the clause id. */
#include "solo-util.h"
#include "team-util.h"

#include <string.h>

#define SOLO_SHIELDS "{\"solo\": true, \"shields\": true}"

static int
vp_of (const TsBurgundyState *s, TsBurgundyCause cause, int detail)
{
  return bt_cause_sum (s, 0, TS_LEDGER_VP, cause, detail);
}

/* CB-SHD-12 with CB-SOL-06 (the sale's 2 VP a tile, as with 2 players): “Enquanto este
 * escudo estiver no teu ducado, recebes o dobro dos pontos de vitória por cada peça de
 * mercadorias que vendas.” Three goods sold score 6, and shield 12 doubles them: 12 VP. Before
 * issue 42 ("solo-shield-12-one-player") it added the player count, 1 a tile: 9. */
static void
test_shield_12_solo (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = solo_turn (
          old ? "{\"solo\": true, \"shields\": true, \"solo-shield-12-one-player\": true}"
              : SOLO_SHIELDS,
          3, 5);
      TsBurgundyPlayer *p = &s->players[0];

      p->shield[START] = 12;
      s->shields_set |= 1u << 12;
      p->goods[3] = 3;
      bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
      g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_SALE, 3), ==, 6);
      g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_SHIELD, 12), ==, old ? 3 : 6);
      g_assert_cmpint (p->vp, ==, old ? 9 : 12);
      g_assert_cmpuint (p->solo_marker, ==, old ? 9 : 12);
    }
}

/* A solo game at the end of phase A holding shield 15, the black depot's first space holding
 * @tile, silver @silver; with a monastery tile, monasteries 2 and 3 on spaces 7 and 3, so that
 * space 12 completes their area. */
static TsBurgundyState *
phase_end_15 (const char *options, guint tile, int silver)
{
  TsBurgundyState *s = solo_turn (options, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  if (TS_BURGUNDY_IS_MONASTERY (tile))
    {
      bt_put (s, 0, 7, T_MON (2));
      bt_put (s, 0, 3, T_MON (3));
    }

  p->shield[START] = 15;
  s->shields_set |= 1u << 15;
  s->black[0] = tile;
  p->silver = silver;
  p->workers = 0;
  bt_end_phase_a (s);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  return s;
}

/* CB-SOL-13 with CB-SHD-15: “Quando colocas um barco, recebe todas as mercadorias de um
 * depósito à tua escolha. Depois, remove imediatamente do jogo todas as outras mercadorias de
 * todos os outros depósitos.” A ship shield 15 places at the phase end takes depot 1's goods
 * and the others leave the game, as in a turn. Before issue 42
 * ("solo-phase-end-ship-keeps-goods") they stayed, for a later ship to take. */
static void
test_phase_end_ship (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = phase_end_15 (
          old ? "{\"solo\": true, \"shields\": true, \"solo-phase-end-ship-keeps-goods\": true}"
              : SOLO_SHIELDS,
          T_SHIP, 0);
      TsBurgundyPlayer *p = &s->players[0];
      guint gone = s->solo_goods_gone;

      s->depot_goods[0][4] = 1;
      s->depot_goods[2][5] = 2;
      bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                        "\"space\": 17}");
      bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
      g_assert_cmpuint (p->goods[4], ==, 1);
      g_assert_cmpuint (s->depot_goods[2][5], ==, old ? 2 : 0);
      g_assert_cmpuint (s->solo_goods_gone, ==, gone + (old ? 0 : 2));
    }
}

/* CB-SOL-20 with CB-SHD-15: “Quando obténs pontos de vitória, avança o marcador ... Sempre que o
 * fazes, podes comprar pontos de vitória adicionais, pagando 1 moeda de prata por cada um.”
 * Shield 15 puts monastery 4 on space 12 at the phase end: the area 12-7-3 is complete (6 VP)
 * and so is phase A's bonus (10 VP). Then the player may buy, before the tax: 2 VP for 2 silver,
 * and the tax takes the last. Before issue 42 ("solo-buy-vp-own-turn") the phase end went on
 * to the tax and a purchase was refused. */
static void
test_phase_end_buy (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = phase_end_15 (
          old ? "{\"solo\": true, \"shields\": true, \"solo-buy-vp-own-turn\": true}"
              : SOLO_SHIELDS,
          T_MON (4), 3);
      TsBurgundyPlayer *p = &s->players[0];

      bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                        "\"space\": 12}");
      g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_AREA, -1), ==, 6);
      g_assert_cmpint (vp_of (s, TS_BURGUNDY_CAUSE_PHASE_BONUS, -1), ==, 10);
      g_assert_cmpuint (p->solo_marker, ==, 16);
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
      if (old)
        {
          g_assert_cmpuint (s->n_pending, ==, 0); /* the tax */
          g_autofree char *msg = bt_refuse_json (
              s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 2}");
          g_assert_nonnull (msg);
          continue;
        }
      g_assert_cmpuint (s->n_pending, ==, 1);
      g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_SOLO_BUY);
      g_autofree char *words = ts_burgundy_describe_pending (s);
      g_assert_cmpstr (words, ==, "Ana scored at the phase end: buy victory points (1 silver "
                                  "each), or decline to go on.");
      /* The legal entries: 1 to 3 VP, or decline; nothing else. */
      guint n = 0;
      g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
      g_assert_cmpuint (n, ==, 4);
      for (guint i = 0; i < n; i++)
        g_assert_true (all[i].type == TS_BURGUNDY_ENTRY_BUY_VP
                       || all[i].type == TS_BURGUNDY_ENTRY_DECLINE);
      g_autofree char *msg = bt_refuse_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 4}");
      g_assert_nonnull (strstr (msg, "4 victory points cost 4 silver and you have 3."));
      bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 2}");
      g_assert_cmpuint (p->solo_marker, ==, 18);
      g_assert_cmpint (p->silver, ==, 1);
      /* The purchase ends the wait: the tax comes, and no second purchase. */
      g_assert_cmpuint (s->n_pending, ==, 0);
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
      g_assert_cmpint (ts_burgundy_shields_step (s), ==, TS_BURGUNDY_SHIELD_STEP_TAX);
      g_free (bt_refuse_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}"));
      bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0}");
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
    }
  /* Declining goes on to the tax; with no silver nothing waits. */
  {
    g_autofree TsBurgundyState *s = phase_end_15 (SOLO_SHIELDS, T_MON (4), 3);

    bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                      "\"space\": 12}");
    bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
    g_assert_cmpint (ts_burgundy_shields_step (s), ==, TS_BURGUNDY_SHIELD_STEP_TAX);
    g_assert_cmpint (s->players[0].silver, ==, 3);
  }
  {
    g_autofree TsBurgundyState *s = phase_end_15 (SOLO_SHIELDS, T_MON (4), 0);

    bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                      "\"space\": 12}");
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL); /* the unpaid shield left */
  }
}

/* CB-SOL-24 with CB-SOL-20: “Vences se conseguires preencher os 37 espaços hexagonais do teu
 * ducado nas 25 rondas.” A placement at the end of phase A (and of phase E) that covers the
 * last space wins at once, in round 5 (25): no purchase waits, and one is refused (the game
 * is over). Before issue 42 ("solo-phase-end-win-late") the win came after the entry, counted
 * in the next round (6, 26), and at the end of phase E, when nothing else waited, the game was
 * lost first. */
static void
test_phase_end_last_space (void)
{
  for (guint last = 0; last < 2; last++)
    for (guint old = 0; old < 2; old++)
      {
        g_autofree TsBurgundyState *s = solo_turn (
            old ? "{\"solo\": true, \"shields\": true, \"solo-phase-end-win-late\": true, "
                  "\"solo-buy-vp-own-turn\": true}"
                : SOLO_SHIELDS,
            1, 2);
        TsBurgundyPlayer *p = &s->players[0];

        p->shield[START] = 15;
        s->shields_set |= 1u << 15;
        s->black[0] = T_MON (4);
        p->silver = old && last ? 0 : 3; /* then nothing waits after the placement */
        for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
          if (sp != 12 && p->tiles[sp] == TS_BURGUNDY_TILE_NONE)
            bt_put (s, 0, sp, T_DOWN);
        g_assert_cmpuint (p->n_placed, ==, TS_BURGUNDY_N_SPACES - 1);
        if (last)
          s->phase = TS_BURGUNDY_PHASES - 1;
        bt_end_phase_a (s);
        g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
        bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, "
                          "\"slot\": 0, \"space\": 12}");
        if (!old || !last)
          {
            g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
            g_assert_true (s->solo_won);
            g_assert_cmpuint (s->solo_round, ==, (last ? 25 : 5) + (old ? 1 : 0));
            g_assert_cmpuint (s->n_pending, ==, 0);
            g_autofree char *msg
                = bt_refuse_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}");
            g_assert_cmpstr (msg, ==, "The game is over.");
          }
        else
          {
            /* The earlier reading: with nothing left to decide, phase E's end lost the game
             * before the 37th space was counted. */
            g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
            g_assert_false (s->solo_won);
          }
      }
}

/* CB-MON-27 ------------------------------------------------------------------------------ */

/* Ana (A1), Bruno (B1) and Carla (A2) on bridge space 1 at @ana, @bruno, @carla high, Davi on
 * space 2; Ana to place monastery 27 from her storage with both dice on its die. */
static TsBurgundyState *
bridge_three (gboolean old, guint ana, guint bruno, guint carla, int *space)
{
  TsBurgundyState *s = team_turn (0, 1, 1);

  s->options.monastery_27_placer_on_top = old;
  *space = bt_find_space (s, 0, TS_BURGUNDY_MONASTERY, 0);
  g_assert_cmpint (*space, >=, 0);
  bt_set_dice (s, s->players[0].duchy.die[*space], s->players[0].duchy.die[*space]);
  for (guint i = 0; i < 4; i++)
    s->players[i].bridge_space = i == 3 ? 2 : 1;
  s->players[0].bridge_height = ana;
  s->players[1].bridge_height = bruno;
  s->players[2].bridge_height = carla;
  s->players[0].storage[0] = T_MON (27);
  ts_burgundy_team_sync (s, 0);
  return s;
}

/* The order on bridge space 1, from the top: seats as a string ("201"). */
static char *
stack_of (TsBurgundyState *s)
{
  GString *out = g_string_new (NULL);
  guint h = 0;

  for (guint i = 0; i < 3; i++)
    h = MAX (h, s->players[i].bridge_height);
  for (int k = h; k >= 0; k--)
    for (guint i = 0; i < 3; i++)
      if (s->players[i].bridge_space == 1 && s->players[i].bridge_height == (guint)k)
        g_string_append_printf (out, "%u", i);
  return g_string_free (out, FALSE);
}

/* CB-MON-27 in the team game (docs/rules-coverage.md): “Se esta peça está no teu ducado e o teu
 * marcador de ordem está empilhado com outros, o teu fica sempre no topo. Isto aplica-se ativa
 * e passivamente.” Ana places it; Carla, her partner, holds it with her: both go above Bruno
 * and keep their order. Carla above Ana stays above her (2, 0, 1 from the top); before issue
 * 42 ("monastery-27-placer-on-top") Ana, lifted first, went above Carla (0, 2, 1). Ana above
 * Carla stays above under both readings. */
static void
test_placer_and_partner (void)
{
  for (guint old = 0; old < 2; old++)
    {
      int space;
      g_autofree TsBurgundyState *s = bridge_three (old, 0, 1, 2, &space);
      g_autofree char *json = g_strdup_printf (
          "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, \"space\": %d}",
          space);

      bt_apply_json (s, json);
      g_autofree char *stack = stack_of (s);
      g_assert_cmpstr (stack, ==, old ? "021" : "201");

      g_autofree TsBurgundyState *t = bridge_three (old, 2, 1, 0, &space);
      bt_apply_json (t, json);
      g_autofree char *other = stack_of (t);
      g_assert_cmpstr (other, ==, "021");
      ts_burgundy_compute_order (t);
      g_assert_cmpuint (t->order[0], ==, 3); /* Davi, on space 2, first */
    }
}

/* CB-MON-27 with CB-SHP-04 (“Se esse espaço já está ocupado, coloca o teu marcador sobre os
 * outros”): a holder arriving by ship on a space where the other holder is goes on top of
 * both, as the base rule puts an arriving marker; a non-holder arriving goes under both
 * holders, who keep their order. Both readings. */
static void
test_arriving (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
      TsBurgundyPlayer *ana = &s->players[0], *bruno = &s->players[1], *carla = &s->players[2];
      int river = bt_find_space (s, 0, TS_BURGUNDY_RIVER, 0);

      s->options.monastery_27_placer_on_top = old;
      g_assert_cmpint (river, >=, 0);
      bt_set_dice (s, ana->duchy.die[river], ana->duchy.die[river]);
      ana->monasteries |= 1u << 27;
      ts_burgundy_team_sync (s, 0);
      ana->bridge_space = 1;
      bruno->bridge_space = carla->bridge_space = 2;
      s->players[3].bridge_space = 3;
      bruno->bridge_height = 0;
      carla->bridge_height = 1;
      ana->storage[0] = T_SHIP;
      ts_burgundy_team_sync (s, 0);
      g_autofree char *json = g_strdup_printf (
          "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, \"space\": %d}",
          river);
      bt_apply_json (s, json);
      bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
      g_assert_cmpuint (ana->bridge_space, ==, 2);
      g_assert_cmpuint (ana->bridge_height, >, carla->bridge_height);
      g_assert_cmpuint (carla->bridge_height, >, bruno->bridge_height);
      ts_burgundy_compute_order (s);
      g_assert_cmpuint (s->order[1], ==, 0);
      g_assert_cmpuint (s->order[2], ==, 2);
      g_assert_cmpuint (s->order[3], ==, 1);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/readings-42/shield-12-solo/CB-SHD-12", test_shield_12_solo);
  g_test_add_func ("/burgundy/readings-42/phase-end-ship/CB-SOL-13", test_phase_end_ship);
  g_test_add_func ("/burgundy/readings-42/phase-end-buy/CB-SOL-20", test_phase_end_buy);
  g_test_add_func ("/burgundy/readings-42/phase-end-last-space/CB-SOL-24",
                   test_phase_end_last_space);
  g_test_add_func ("/burgundy/readings-42/placer-and-partner/CB-MON-27", test_placer_and_partner);
  g_test_add_func ("/burgundy/readings-42/arriving/CB-MON-27", test_arriving);
  return g_test_run ();
}
