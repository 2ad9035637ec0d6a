/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg: when building powers work, as the rulebook's text reads them (issue 26; test
 * paths cite clause ids, comments quote the Portuguese rulebook). */
#include "kingsburg-util.h"

#include "ts-game.h"

#define GOLD TS_KINGSBURG_GOLD
#define WOOD TS_KINGSBURG_WOOD
#define STONE TS_KINGSBURG_STONE

/* KB-BDG-17: “Desde que detenhas um edifício, também podes usar os poderes especiais
 * garantidos por esse edifício.” The Crane built first discounts the Envoy's second
 * building of the same phase: the Town Hall for 1 gold, 1 wood, 1 stone. */
static void
test_crane_at_once (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *barricade[] = { "barricade", NULL };
  guint8 cost[3];

  kt_aid_year1 (s, "gold");
  kt_give (s, 0, 1, 2, 2, barricade);
  s->envoy = 0;
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[4,6,6],[6,6,6]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_TOWN_HALL, cost);
  g_assert_cmpuint (cost[GOLD], ==, 2);
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"crane\"}");
  /* Owned now, so working now. */
  ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_TOWN_HALL, cost);
  g_assert_cmpuint (cost[GOLD], ==, 1);
  g_assert_cmpuint (cost[WOOD], ==, 1);
  g_assert_cmpuint (cost[STONE], ==, 1);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  g_assert_true (kt_is_legal (
      s, "{\"type\":\"build\",\"player\":0,\"building\":\"town-hall\",\"envoy\":true}"));
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"town-hall\",\"envoy\":true}");
  g_assert_true (ts_kingsburg_has (&s->players[0], TS_KINGSBURG_B_TOWN_HALL));
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 0);
  g_assert_cmpuint (s->players[0].goods[WOOD], ==, 0);
  g_assert_cmpuint (s->players[0].goods[STONE], ==, 0);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_GOLD), ==, 1 - 1);
  g_assert_cmpuint (s->envoy, ==, TS_KINGSBURG_NO_ONE);
}

/* KB-BDG-03: “Podes activar os efeitos da Estátua e da Capela na mesma estação do ano, mas
 * só uma vez para cada efeito.” No order is stated: the Chapel first (1,2,3 → 2,2,2), then
 * the Statue on the three equal dice. */
static void
test_statue_after_chapel (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *both[] = { "statue", "chapel", NULL };

  kt_aid_year1 (s, "gold");
  kt_give (s, 0, 0, 0, 0, both);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,2,3],[6,6,5],[6,5,5]]}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_REROLL);
  kt_apply (s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"chapel\",\"values\":[2,2,2]}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_REROLL);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  g_assert_true (ts_kingsburg_can_reroll (s, 0));
  g_assert_true (kt_is_legal (
      s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"statue\",\"die\":1,\"value\":6}"));
  kt_apply (s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"statue\",\"die\":1,\"value\":6}");
  g_assert_cmpuint (s->players[0].dice[1], ==, 6);
  /* Each once: both used, the rerolls are over and turn order is set (2+6+2 = 10). */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->order[0], ==, 0);
}

/* KB-RWD-01/02 with nobody built: “o jogador com mais edifícios é recompensado com um PV
 * bónus. Se houver um empate (para o número de edifícios), todos os jogadores empatados
 * ganham um PV.” At zero buildings all players tie for the most: each gains 1 VP. */
static void
test_reward_at_zero (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);

  kt_aid_year1 (s, "gold");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,1,2],[1,2,2],[2,2,2]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpuint (s->phase, >, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (ts_kingsburg_n_buildings (&s->players[i]), ==, 0);
      g_assert_cmpint (s->players[i].vp, ==, 1);
      g_assert_cmpint (kt_ledger_sum (s, i, TS_LEDGER_VP), ==, 1);
    }
}

/* The table's other reading of KB-RWD-01/02, as a record's option: nobody is rewarded while
 * nobody has built; an unknown value is refused in words. */
static void
test_reward_option (void)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (GError) error = NULL;
  g_autofree TsKingsburgState *s = NULL;
  gpointer bad;

  for (guint i = 0; i < 3; i++)
    json_array_add_string_element (players, (const char *[]){ "Ann", "Brian", "Cindy" }[i]);
  json_object_set_string_member (options, "kings-reward", "most-built");
  s = module->state_new (options, players, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (s->opt_reward_needs_building);
  kt_aid_year1 (s, "gold");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,1,2],[1,2,2],[2,2,2]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpuint (s->phase, >, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (s->players[i].vp, ==, 0);

  json_object_set_string_member (options, "kings-reward", "nobody");
  bad = module->state_new (options, players, NULL, &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "The Kingsburg option “kings-reward” must be “all-tied” or “most-built”.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/buildings/KB-BDG-17/crane-works-at-once", test_crane_at_once);
  g_test_add_func ("/kingsburg/buildings/KB-BDG-03/statue-after-chapel", test_statue_after_chapel);
  g_test_add_func ("/kingsburg/reward/KB-RWD-01-02/all-tied-at-zero", test_reward_at_zero);
  g_test_add_func ("/kingsburg/reward/KB-RWD-01-02/most-built-option", test_reward_option);
  return g_test_run ();
}
