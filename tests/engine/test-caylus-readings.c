/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303: the earlier readings of issue 26's changes (issue 40). CY-STN-04's is kept as an
 * option, so that a record keeps the result it was played to; CY-PRV-04's change needs none,
 * and these tests say why (test paths cite clause ids, comments quote the rulebook). */
#include <string.h>

#include "caylus-util.h"
#include "ts-game.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

/* The module lists one change, with a value that starts a game. */
static void
test_list (void)
{
  const TsGameModule *module = ts_games_lookup ("caylus-1303");
  const TsReading *r = module->readings;
  g_autofree char *options = NULL;
  g_autofree TsCaylusState *s = NULL;

  g_assert_nonnull (r);
  g_assert_cmpstr (r[0].clause, ==, "CY-STN-04");
  g_assert_cmpstr (r[0].option, ==, "stone-owner-gain");
  g_assert_cmpstr (r[0].old_value, ==, "\"used\"");
  g_assert_null (r[0].requires);
  g_assert_cmpuint (strlen (r[0].summary), >, 0);
  g_assert_cmpuint (r[0].known_in_version, ==, 3);
  g_assert_null (r[1].clause);
  options = g_strdup_printf ("{\"%s\":%s}", r[0].option, r[0].old_value);
  s = cy_new_game (3, options);
  g_assert_true (s->opt_owner_gain_used);
}

/* CY-STN-04: “se elas forem ativadas por outro jogador que não seja quem as construiu, quem as
 * construiu, além do ponto de prestígio, ainda ganha, respectivamente, 1 comida, 1 madeira, 1
 * pedra”. Ana's worker on Bruno's stone Quarry declines it: the building was activated, so
 * Bruno gains his stone; before issue 26 he gained it only when she used it, and the
 * module's earlier reading gives exactly that. */
static void
test_stone_owner_gain (void)
{
  const TsGameModule *module = ts_games_lookup ("caylus-1303");
  g_autofree char *old
      = g_strdup_printf ("{\"%s\":%s}", module->readings[0].option, module->readings[0].old_value);
  const char *const options[] = { NULL, old };

  for (guint k = 0; k < G_N_ELEMENTS (options); k++)
    {
      g_autofree TsCaylusState *s = cy_new_game (3, options[k]);
      gboolean earlier = k == 1;

      cy_put (s, 10, "st-quarry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
      cy_setup (s, NULL, 0, CY_CHARS3);
      s->provost = 12;
      cy_place (s, 0, "road-10");
      cy_pass_all (s);
      while (s->stage == TS_CAYLUS_STAGE_BRIDGE || s->stage == TS_CAYLUS_STAGE_BAILIFF)
        cy_skip (s);
      g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
      g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-10"));
      g_assert_cmpint (s->actor, ==, 0);
      cy_skip (s);
      g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_STONE), ==, earlier ? 1 : 2);
    }
}

/* CY-PRV-04: “No final da Estrada há quatro casas com a figura do Capataz para as quais ele
 * também pode se mover”. Before issue 26 the Provost stopped on the first of them (position
 * road_spaces). The change only allows moves that were refused before, so no record made then
 * holds one, and it adds no decision: with the Provost on the old end a player on the bridge
 * is asked as before (a worker in the supply: the Provost could always go back), one without
 * is skipped by the game as before, and the Bailiff's holder is asked as before. The moves the
 * earlier reading allowed end where they did. */
static void
test_provost_end_spaces (void)
{
  g_autofree TsCaylusState *s
      = cy_new_setup (5, "thief bailiff helper laborer goldsmith master-builder architect "
                         "craftsman");
  guint end = s->data->road_spaces;
  int fourth = -1;

  cy_place (s, 0, "road-1");
  cy_pass_all (s);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
  s->provost = end;
  for (guint p = 0; p < 5; p++)
    if (s->players[p].bridge == 4)
      fourth = p;
  g_assert_cmpint (fourth, >=, 0);
  cy_workers (s, fourth, 0);
  /* First and second on the bridge: asked; the moves of the earlier reading. */
  cy_applyf (s, "{\"type\":\"provost\",\"player\":%d,\"steps\":-1}", s->actor);
  g_assert_cmpuint (s->provost, ==, end - 1);
  cy_applyf (s, "{\"type\":\"provost\",\"player\":%d,\"steps\":1}", s->actor);
  g_assert_cmpuint (s->provost, ==, end);
  /* Third: a move the earlier reading refused. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
  cy_applyf (s, "{\"type\":\"provost\",\"player\":%d,\"steps\":2}", s->actor);
  g_assert_cmpuint (s->provost, ==, end + 2);
  /* The fourth has no worker to pay with: skipped by the game; the fifth is asked. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
  g_assert_cmpint (s->actor, !=, fourth);
  g_assert_cmpint (s->players[s->actor].bridge, ==, 5);
  cy_skip (s);
  /* The Bailiff's holder (Bruno) is asked wherever the Provost stands. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BAILIFF);
  g_assert_cmpint (s->actor, ==, 1);
  cy_skip (s);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/readings/list", test_list);
  g_test_add_func ("/caylus/readings/CY-STN-04/stone-owner-gain-used", test_stone_owner_gain);
  g_test_add_func ("/caylus/readings/CY-PRV-04/no-option-needed", test_provost_end_spaces);
  return g_test_run ();
}
