/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 refusals, one test per sentence: the blocking reason first, in the table's
 * words (decision 14); each refused entry changes nothing and is not among the legal ones. */
#include "caylus-util.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

static TsCaylusState *
game3 (void)
{
  return cy_new_setup (3, CY_CHARS3);
}

#define REFUSED(s, json, sentence) cy_assert_refused ((s), (json), (sentence))

/* Setup */

static void
test_deal_wrong_class (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  REFUSED (s, "{\"type\":\"deal\",\"tile\":\"w-tailor\"}",
           "The Tailor is a wood building: this place takes a starting building.");
}

static void
test_deal_none_left (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_apply (s, "{\"type\":\"deal\",\"tile\":\"s-quarry\"}");
  REFUSED (s, "{\"type\":\"deal\",\"tile\":\"s-quarry\"}",
           "No Quarry is left to deal: it is already on the board.");
}

static void
test_deal_masons (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);

  for (guint i = 0; i < 10; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", i == 9 ? "w-tailor" : t[i]);
  /* Decision 2: the Masons' Workshop never starts on the Road. */
  REFUSED (s, "{\"type\":\"deal\",\"tile\":\"w-masons\"}",
           "The Masons' Workshop never starts on the Road: deal another wood tile there.");
}

/* CY-SET-01, CY-SET-02: a refusal names the clause of its rule, where the guide explains it
 * (the page's Why?). */
static void
test_refusal_clause (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_autofree TsCaylusEntry *wood = cy_parse ("{\"type\":\"deal\",\"tile\":\"w-tailor\"}");
  g_autofree TsCaylusEntry *masons = cy_parse ("{\"type\":\"deal\",\"tile\":\"w-masons\"}");
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);
  g_autoptr (GError) starting = NULL;
  g_autoptr (GError) road = NULL;

  g_assert_false (ts_caylus_apply (s, wood, &starting));
  g_assert_error (starting, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (starting), ==, "CY-SET-01");
  for (guint i = 0; i < 10; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", i == 9 ? "w-tailor" : t[i]);
  g_assert_false (ts_caylus_apply (s, masons, &road));
  g_assert_error (road, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (road), ==, "CY-SET-02");
}

static void
test_setup_order (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  REFUSED (s, "{\"type\":\"first-player\",\"player\":1}",
           "The setup goes in order: tiles, first player, characters; this comes later.");
  cy_setup (s, NULL, 0, CY_CHARS3);
  REFUSED (s, "{\"type\":\"deal\",\"tile\":\"w-tailor\"}", "That part of the setup is done.");
}

static void
test_first_player_unknown (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);

  for (guint i = 0; t[i] != NULL; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
  REFUSED (s, "{\"type\":\"first-player\",\"player\":4}", "That player is not in this game.");
}

static void
test_reveal_twice (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);

  for (guint i = 0; t[i] != NULL; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
  cy_apply (s, "{\"type\":\"first-player\",\"player\":0}");
  cy_apply (s, "{\"type\":\"reveal\",\"character\":\"thief\"}");
  REFUSED (s, "{\"type\":\"reveal\",\"character\":\"thief\"}", "The Thief is already revealed.");
}

static void
test_draft_not_revealed (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);
  g_auto (GStrv) c = g_strsplit (CY_CHARS3, " ", -1);

  for (guint i = 0; t[i] != NULL; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
  cy_apply (s, "{\"type\":\"first-player\",\"player\":0}");
  for (guint i = 0; c[i] != NULL; i++)
    cy_applyf (s, "{\"type\":\"reveal\",\"character\":\"%s\"}", c[i]);
  REFUSED (s, "{\"type\":\"draft\",\"player\":2,\"character\":\"architect\"}",
           "Carla picks one of the characters revealed: the Architect is not among them.");
  REFUSED (s, "{\"type\":\"draft\",\"player\":0,\"character\":\"thief\"}",
           "It is Carla's turn, not Ana's.");
}

/* Turns and stages */

static void
test_not_your_turn (void)
{
  g_autofree TsCaylusState *s = game3 ();

  REFUSED (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-1\"}",
           "It is Ana's turn, not Bruno's.");
}

static void
test_not_now (void)
{
  g_autofree TsCaylusState *s = game3 ();

  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
           "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}",
           "That is not possible now: the players place workers.");
}

static void
test_planning_skip (void)
{
  g_autofree TsCaylusState *s = game3 ();

  REFUSED (s, "{\"type\":\"skip\",\"player\":0}", "In planning Ana places a worker or passes.");
}

static void
test_player_unknown (void)
{
  g_autofree TsCaylusState *s = game3 ();

  REFUSED (s, "{\"type\":\"pass\",\"player\":4}", "That player is not in this game.");
}

/* Planning (CY-PLN) */

static void
test_occupied (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_put (s, 10, "w-tailor", 2, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, CY_CHARS3);
  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-9\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-10\"}");
  /* CY-PLN-03 */
  REFUSED (s, "{\"type\":\"place\",\"player\":2,\"at\":\"road-10\"}",
           "The Tailor already has a worker: Bruno's.");
}

static void
test_craftsman_used (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "craftsman bailiff helper laborer goldsmith master-builder");
  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-9\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-1\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":2,\"at\":\"road-2\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-3\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":2,\"at\":\"road-4\"}");
  /* CY-CHR-03: once a round. */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}",
           "The Sawmill already has a worker: Carla's, and Ana's Craftsman has joined a worker "
           "this round already.");
  /* Never beside one's own worker. */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-9\"}",
           "The Farm already has a worker: Ana's.");
}

static void
test_empty_space (void)
{
  g_autofree TsCaylusState *s = game3 ();

  /* CY-PLN-04 */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-12\"}",
           "Road space 12 is empty: workers go only on buildings.");
}

static void
test_residence (void)
{
  g_autofree TsCaylusState *s = game3 ();

  s->spots[cy_spot (s, "road-3")].state = TS_CAYLUS_SPOT_RESIDENCE;
  s->spots[cy_spot (s, "road-3")].owner = 1;
  /* CY-PLN-04, CY-MNM-03 */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-3\"}",
           "Road space 3 is Bruno's residence: workers never go on residences.");
}

static void
test_monument (void)
{
  g_autofree TsCaylusState *s = game3 ();
  TsCaylusSpot *sp = &s->spots[cy_spot (s, "road-3")];

  sp->state = TS_CAYLUS_SPOT_MONUMENT;
  sp->owner = 1;
  sp->monument = ts_caylus_data_find_tile (s->data, "m-garden");
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-3\"}",
           "The Garden on road space 3 is a monument: workers never go on monuments.");
}

static void
test_off_the_road (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, "{\"components\": {\"road\": {\"spaces\": 20}}}");

  cy_setup (s, NULL, 0, CY_CHARS3);
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-21\"}",
           "That place is not on this Road.");
}

static void
test_worksite_twice (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-1\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":2,\"at\":\"road-2\"}");
  /* CY-PLN-08 */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}",
           "Ana already has a worker in the Worksite.");
}

static void
test_worksite_full (void)
{
  g_autofree TsCaylusState *s = game3 ();

  for (guint k = 0; k < 5; k++)
    s->worksite[k] = 1;
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}",
           "The Worksite's 5 spaces are all taken.");
}

static void
test_no_worker (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_workers (s, 0, 0);
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}",
           "Ana has no worker left in their supply.");
}

static void
test_extra_after_pass (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}");
  cy_apply (s, "{\"type\":\"pass\",\"player\":1}");
  cy_apply (s, "{\"type\":\"place\",\"player\":2,\"at\":\"road-2\"}");
  cy_workers (s, 0, 1);
  /* CY-PLN-12/13 */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-3\"}",
           "Since Bruno passed, a worker costs one more for the Camp: Ana has only 1.");
}

static void
test_early_riser_cost (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "early-riser bailiff helper laborer goldsmith master-builder");
  cy_workers (s, 0, 1);
  /* CY-CHR-01, decision 5 */
  REFUSED (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-3\"}",
           "The Early Riser's worker costs one more for the Camp: Ana has only 1.");
}

/* The Provost (CY-PRV, CY-CHR-06) */

static TsCaylusState *
at_bridge (void)
{
  TsCaylusState *s = game3 ();

  cy_pass_all (s);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
  g_assert_cmpint (s->actor, ==, 0);
  return s;
}

static void
test_provost_zero (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  REFUSED (s, "{\"type\":\"provost\",\"player\":0,\"steps\":0}",
           "The Provost moves at least 1 space: “skip” leaves it where it is.");
}

static void
test_provost_far (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  REFUSED (s, "{\"type\":\"provost\",\"player\":0,\"steps\":4}",
           "From the bridge the Provost moves at most 3 spaces.");
}

static void
test_provost_bridge (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  s->provost = 1;
  REFUSED (s, "{\"type\":\"provost\",\"player\":0,\"steps\":-2}",
           "The Provost never goes back past the Guild Bridge.");
}

static void
test_provost_end (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  /* CY-PRV-04: “No final da Estrada há quatro casas com a figura do Capataz para as quais
   * ele também pode se mover”: 23 building spaces, then the 4 Provost spaces (23 .. 26). */
  s->provost = 25;
  REFUSED (s, "{\"type\":\"provost\",\"player\":0,\"steps\":2}",
           "The Provost cannot go past the end of the Road.");
}

static void
test_provost_workers (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  cy_workers (s, 0, 2);
  REFUSED (s, "{\"type\":\"provost\",\"player\":0,\"steps\":3}",
           "Moving the Provost 3 spaces costs 3 workers for the Camp: Ana has 2.");
}

static void
test_bailiff_one (void)
{
  g_autofree TsCaylusState *s = at_bridge ();

  cy_skip_to (s, TS_CAYLUS_STAGE_BAILIFF);
  REFUSED (s, "{\"type\":\"provost\",\"player\":1,\"steps\":2}",
           "The Bailiff moves the Provost 1 space.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/refusal/CY-SET-01/deal-wrong-class", test_deal_wrong_class);
  g_test_add_func ("/caylus/refusal/CY-SET-01-02/refusal-clause", test_refusal_clause);
  g_test_add_func ("/caylus/refusal/CY-SET-01/deal-none-left", test_deal_none_left);
  g_test_add_func ("/caylus/refusal/CY-SET-02/masons-never-on-the-road", test_deal_masons);
  g_test_add_func ("/caylus/refusal/setup-order", test_setup_order);
  g_test_add_func ("/caylus/refusal/CY-SET-10/first-player-unknown", test_first_player_unknown);
  g_test_add_func ("/caylus/refusal/CY-SET-11/reveal-twice", test_reveal_twice);
  g_test_add_func ("/caylus/refusal/CY-SET-12/draft-not-revealed", test_draft_not_revealed);
  g_test_add_func ("/caylus/refusal/not-your-turn", test_not_your_turn);
  g_test_add_func ("/caylus/refusal/not-now", test_not_now);
  g_test_add_func ("/caylus/refusal/CY-PLN-09/planning-has-no-skip", test_planning_skip);
  g_test_add_func ("/caylus/refusal/player-unknown", test_player_unknown);
  g_test_add_func ("/caylus/refusal/CY-PLN-03/occupied", test_occupied);
  g_test_add_func ("/caylus/refusal/CY-CHR-03/craftsman-once", test_craftsman_used);
  g_test_add_func ("/caylus/refusal/CY-PLN-04/empty-space", test_empty_space);
  g_test_add_func ("/caylus/refusal/CY-PLN-04/residence", test_residence);
  g_test_add_func ("/caylus/refusal/CY-MNM-03/monument", test_monument);
  g_test_add_func ("/caylus/refusal/off-the-road", test_off_the_road);
  g_test_add_func ("/caylus/refusal/CY-PLN-08/worksite-twice", test_worksite_twice);
  g_test_add_func ("/caylus/refusal/CY-PLN-08/worksite-full", test_worksite_full);
  g_test_add_func ("/caylus/refusal/CY-PLN-09/no-worker", test_no_worker);
  g_test_add_func ("/caylus/refusal/CY-PLN-12/extra-after-a-pass", test_extra_after_pass);
  g_test_add_func ("/caylus/refusal/CY-CHR-01/early-riser-cost", test_early_riser_cost);
  g_test_add_func ("/caylus/refusal/CY-PRV-01/zero-steps", test_provost_zero);
  g_test_add_func ("/caylus/refusal/CY-PRV-01/more-than-3", test_provost_far);
  g_test_add_func ("/caylus/refusal/CY-PRV-03/behind-the-bridge", test_provost_bridge);
  g_test_add_func ("/caylus/refusal/CY-PRV-04/past-the-end", test_provost_end);
  g_test_add_func ("/caylus/refusal/CY-PRV-01/workers", test_provost_workers);
  g_test_add_func ("/caylus/refusal/CY-CHR-06/bailiff-one-space", test_bailiff_one);
  return g_test_run ();
}
