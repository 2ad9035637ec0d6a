/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 refusals, one test per sentence: the blocking reason first, in the table's
 * words (decision 14); each refused entry changes nothing and is not among the legal ones. */
#include "caylus-util.h"
#include "ts-engine-error.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

static TsCaylusState *
game3 (void)
{
  return cy_new_setup (3, CY_CHARS3);
}

/* The building at @at activated now, @player's worker on it deciding. */
static void
activate (TsCaylusState *s, const char *at, guint player)
{
  guint spot = cy_spot (s, at);

  s->spots[spot].workers[0] = player;
  s->players[player].supply--;
  s->stage = TS_CAYLUS_STAGE_ACTIVATE;
  s->cursor = spot;
  s->cursor_worker = 0;
  s->actor = player;
}

/* @player chooses a Benefit in @round, gained while the Fair was activated. */
static void
benefit (TsCaylusState *s, guint player, guint round)
{
  activate (s, "fair", player);
  s->round = round;
  s->stage = TS_CAYLUS_STAGE_BENEFIT;
  s->resume_stage = TS_CAYLUS_STAGE_ACTIVATE;
  s->resume_actor = player;
  s->benefits_due = 1;
}

#define REFUSED(s, json, sentence) cy_assert_refused ((s), (json), (sentence))

/* An entry the record format cannot hold but code can make: refused all the same. */
static void
refused_entry (TsCaylusState *s, const TsCaylusEntry *e, const char *sentence)
{
  g_autofree TsCaylusState *before = ts_caylus_state_copy (s);
  g_autoptr (GError) error = NULL;

  g_assert_false (ts_caylus_apply (s, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, sentence);
  g_assert_true (ts_caylus_state_equal (before, s));
}

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

  REFUSED (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
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

  s->provost = 22;
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

/* Buildings (CY-PRT, CY-STB, CY-WDB, CY-STN) */

static void
test_fair_lacks (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 1, 0, 1, 0, 0);
  activate (s, "fair", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0}", "The Fair needs 1 wood: Ana has none.");
}

static void
test_tailor_only (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "w-tailor", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_res (s, 0, 1, 0, 0, 1, 0);
  activate (s, "road-10", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}",
           "The Tailor needs 2 cloth: Ana has only 1 cloth.");
}

static void
test_option_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "road-1", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}", "The Farm has 1 option.");
}

static void
test_choice_missing (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "road-7", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0}",
           "Part of the Guild's price is of Ana's choice: say which resources are paid.");
}

static void
test_choice_none_left (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 0, 0, 0, 0, 0);
  activate (s, "road-7", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"pay\":{\"wood\":1}}",
           "The Guild needs 1 more resource of Ana's choice: there is none left.");
}

static void
test_choice_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "road-7", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"pay\":{\"wood\":2}}",
           "The Guild takes 1 resource in all.");
}

static void
test_choice_lacks_fixed (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "st-apothecary", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  s->spots[cy_spot (s, "road-10")].tile = ts_caylus_data_find_tile (s->data, "w-masons");
  cy_res (s, 0, 1, 2, 3, 1, 0);
  activate (s, "road-10", 0);
  /* The Foundry costs 1 stone + 1 wood, nothing of choice. */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"st-foundry\","
              "\"pay\":{\"cloth\":1,\"wood\":1}}",
           "The Foundry's price has no part of Ana's choice: it is paid as printed.");
  /* The Guild (stone) costs 1 stone + 1 of choice: "pay" without the stone. */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"st-guild\","
              "\"pay\":{\"wood\":2}}",
           "The Guild's price includes 1 stone: the payment lacks some.");
}

static void
test_build_nothing (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "road-1", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-tailor\"}",
           "The Farm builds nothing.");
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"at\":\"road-2\"}",
           "The Farm puts no house on a building.");
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":1}",
           "The Farm does not move the Provost.");
}

static void
test_road_full (void)
{
  g_autofree TsCaylusState *s = game3 ();

  for (guint space = 10; space <= 23; space++)
    if (s->spots[TS_CAYLUS_N_PRINTED - 1 + space].state == TS_CAYLUS_SPOT_EMPTY)
      cy_put (s, space, "m-statue", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  activate (s, "carpenter", 0);
  /* CY-PRT-04 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-farm\"}",
           "No Road space is empty: the Carpenter cannot build.");
}

static void
test_no_house (void)
{
  g_autofree TsCaylusState *s = game3 ();

  s->players[0].houses = 0;
  activate (s, "carpenter", 0);
  /* CY-CON-01, decision 8 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-sawmill\"}",
           "Ana has no house left: the Carpenter cannot build.");
}

static void
test_build_class (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "carpenter", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"st-farm\"}",
           "The Carpenter builds a wood building.");
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-farm\"}",
           "The Farm is not in the supply any more: it is on the board.");
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-mansion\"}",
           "The Mansion needs 1 cloth: Ana has none.");
}

static void
test_lawyer (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 1, 2, 1, 1, 0);
  activate (s, "lawyer", 0);
  /* CY-PRT-02 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"at\":\"road-9\"}",
           "The Lawyer puts a house on a starting building of the Road that has none.");
  s->players[0].houses = 0;
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"at\":\"road-2\"}",
           "Ana has no house left for the Lawyer.");
}

static void
test_toll_far (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "toll", 0);
  /* CY-PRT-05 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":3}",
           "The Toll moves the Provost at most 2 spaces.");
}

static void
test_workers_out (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "st-church", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  activate (s, "road-10", 0);
  cy_workers (s, 0, 3);
  /* CY-STN-09 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}",
           "The Church needs 4 workers for the Camp: Ana has only 3.");
}

static void
test_take (void)
{
  g_autofree TsCaylusState *s = game3 ();

  activate (s, "road-5", 0);
  /* CY-STB-05: food, wood, stone or cloth. */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"take\":\"gold\"}",
           "The Market gives a resource of Ana's choice: food, wood, stone or cloth.");
  s->spots[cy_spot (s, "road-5")].workers[0] = -1;
  activate (s, "road-1", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"take\":\"wood\"}",
           "The Farm gives no resource of choice.");
}

/* Benefits (CY-BEN) */

static void
test_benefit_reach (void)
{
  g_autofree TsCaylusState *s = game3 ();

  benefit (s, 0, 2);
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"worksite\":2,\"option\":0,"
              "\"tile\":\"st-farm\"}",
           "In rounds 1-3 a Benefit may use only the Worksite's starting building.");
  s->round = 5;
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"worksite\":3,\"option\":0}",
           "In rounds 4-6 a Benefit may use only the Worksite's starting and wood buildings.");
}

static void
test_benefit_own (void)
{
  g_autofree TsCaylusState *s = game3 ();

  benefit (s, 0, 1);
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"thief\"}",
           "Ana already holds the Thief.");
}

static void
test_benefit_board (void)
{
  g_autofree TsCaylusState *s = game3 ();

  benefit (s, 0, 1);
  /* Decision 9: a board character only after a Worksite building. */
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"laborer\"}",
           "The Laborer is on the board: a Benefit takes it only after using a Worksite "
           "building.");
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"architect\"}",
           "Nobody holds the Architect: it is not in this game.");
}

static void
test_benefit_both (void)
{
  g_autofree TsCaylusState *s = game3 ();
  g_autofree TsCaylusEntry *e
      = cy_parse ("{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":0}");

  benefit (s, 0, 1);
  e->character = TS_CAYLUS_LABORER;
  refused_entry (s, e, "A Benefit takes a character or uses a Worksite building, not both at "
                       "once: the board's character comes after.");
}

static void
test_character_not_on_board (void)
{
  g_autofree TsCaylusState *s = game3 ();

  benefit (s, 0, 1);
  cy_apply (s, "{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":0}");
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_CHARACTER);
  REFUSED (s, "{\"type\":\"character\",\"player\":0,\"character\":\"bailiff\"}",
           "That character is not on the board.");
}

/* Delivery (CY-DLV) */

static void
deliverer (TsCaylusState *s, guint player)
{
  s->stage = TS_CAYLUS_STAGE_DELIVERY;
  s->actor = player;
  s->worksite[0] = player;
  s->players[player].worksite = 1;
  s->delivery_step = 0;
}

static void
test_delivery_pay_missing (void)
{
  g_autofree TsCaylusState *s = game3 ();
  g_autofree TsCaylusEntry *e = cy_parse ("{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
                                          "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}");

  deliverer (s, 0);
  e->has_pay = 0;
  refused_entry (s, e, "Say which resources the batches are made of.");
  e->has_pay = 1;
  e->batches = 0;
  refused_entry (s, e, "A delivery has at least 1 batch: “skip” delivers none.");
}

static void
test_delivery_lacks (void)
{
  g_autofree TsCaylusState *s = game3 ();

  deliverer (s, 0);
  REFUSED (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
              "\"pay\":{\"food\":1,\"wood\":1,\"cloth\":1}}",
           "Those batches need 1 cloth: Ana has none.");
}

static void
test_delivery_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  deliverer (s, 0);
  REFUSED (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
              "\"pay\":{\"food\":1,\"wood\":2,\"stone\":1}}",
           "1 batch is 3 resources.");
}

static void
test_delivery_food (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 2, 4, 2, 0, 0);
  deliverer (s, 0);
  /* CY-DLV-03 */
  REFUSED (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
              "\"pay\":{\"food\":1,\"wood\":3,\"stone\":2}}",
           "Each batch has exactly 1 food: 2 batches take 2 food.");
  REFUSED (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
              "\"pay\":{\"food\":2,\"wood\":3,\"stone\":1}}",
           "A batch has 3 different resources: 2 batches take at most 2 wood.");
}

/* Administration (CY-MNM) */

static void
residence (TsCaylusState *s, const char *at, guint player)
{
  TsCaylusSpot *sp = &s->spots[cy_spot (s, at)];

  sp->state = TS_CAYLUS_SPOT_RESIDENCE;
  sp->owner = player;
  s->stage = TS_CAYLUS_STAGE_MONUMENT;
  s->cursor = cy_spot (s, at);
  s->actor = player;
}

static void
test_monument_where (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 0, 1, 0, 0, 1);
  residence (s, "road-3", 0);
  REFUSED (s, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-4\",\"tile\":\"m-garden\"}",
           "The residence deciding now is the one on road space 3.");
}

static void
test_monument_kind (void)
{
  g_autofree TsCaylusState *s = game3 ();

  residence (s, "road-3", 0);
  REFUSED (s, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-3\",\"tile\":\"w-tailor\"}",
           "A residence becomes a monument: choose one of the monuments.");
}

static void
test_monument_built (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 0, 1, 0, 0, 1);
  s->left[ts_caylus_data_find_tile (s->data, "m-garden")] = 0;
  residence (s, "road-3", 0);
  REFUSED (s, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-3\",\"tile\":\"m-garden\"}",
           "The Garden is already built.");
  REFUSED (s, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-3\",\"tile\":\"m-palace\"}",
           "The Palace needs 5 stone: Ana has none.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/refusal/CY-SET-01/deal-wrong-class", test_deal_wrong_class);
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
  g_test_add_func ("/caylus/refusal/CY-PRT-01/fair-needs-wood", test_fair_lacks);
  g_test_add_func ("/caylus/refusal/CY-WDB-07/tailor-needs-cloth", test_tailor_only);
  g_test_add_func ("/caylus/refusal/option-count", test_option_count);
  g_test_add_func ("/caylus/refusal/CY-STB-06/choice-not-said", test_choice_missing);
  g_test_add_func ("/caylus/refusal/CY-STB-06/choice-none-left", test_choice_none_left);
  g_test_add_func ("/caylus/refusal/CY-STB-06/choice-count", test_choice_count);
  g_test_add_func ("/caylus/refusal/CY-WDB-08/price-as-printed", test_choice_lacks_fixed);
  g_test_add_func ("/caylus/refusal/members-that-do-not-belong", test_build_nothing);
  g_test_add_func ("/caylus/refusal/CY-PRT-04/road-full", test_road_full);
  g_test_add_func ("/caylus/refusal/CY-CON-01/no-house", test_no_house);
  g_test_add_func ("/caylus/refusal/CY-PRT-03/build-class", test_build_class);
  g_test_add_func ("/caylus/refusal/CY-PRT-02/lawyer", test_lawyer);
  g_test_add_func ("/caylus/refusal/CY-PRT-05/toll-2", test_toll_far);
  g_test_add_func ("/caylus/refusal/CY-STN-09/workers-out", test_workers_out);
  g_test_add_func ("/caylus/refusal/CY-STB-05/take", test_take);
  g_test_add_func ("/caylus/refusal/CY-BEN-02-03/reach", test_benefit_reach);
  g_test_add_func ("/caylus/refusal/CY-BEN-01/own-character", test_benefit_own);
  g_test_add_func ("/caylus/refusal/CY-BEN-05/board-character", test_benefit_board);
  g_test_add_func ("/caylus/refusal/CY-BEN-01/both", test_benefit_both);
  g_test_add_func ("/caylus/refusal/CY-BEN-05/not-on-the-board", test_character_not_on_board);
  g_test_add_func ("/caylus/refusal/CY-DLV-02/pay-missing", test_delivery_pay_missing);
  g_test_add_func ("/caylus/refusal/CY-DLV-03/lacks", test_delivery_lacks);
  g_test_add_func ("/caylus/refusal/CY-DLV-03/count", test_delivery_count);
  g_test_add_func ("/caylus/refusal/CY-DLV-03/food-and-kinds", test_delivery_food);
  g_test_add_func ("/caylus/refusal/CY-MNM-01/which-residence", test_monument_where);
  g_test_add_func ("/caylus/refusal/CY-MNM-02/not-a-monument", test_monument_kind);
  g_test_add_func ("/caylus/refusal/CY-MNM-02/built-or-too-dear", test_monument_built);
  return g_test_run ();
}
