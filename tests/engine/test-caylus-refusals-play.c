/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 refusals of the buildings, Benefits, delivery and monuments, one test per
 * sentence (the others are in test-caylus-refusals.c): the blocking reason first, in the
 * table's words; each refused entry changes nothing and is not among the legal ones. */
#include "caylus-util.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"
#define REFUSED(s, json, sentence) cy_assert_refused ((s), (json), (sentence))

static TsCaylusState *
game3 (void)
{
  return cy_new_setup (3, CY_CHARS3);
}

/* Buildings (CY-PRT, CY-STB, CY-WDB, CY-STN) */

static void
test_fair_lacks (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 1, 0, 1, 0, 0);
  cy_activate (s, "fair", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0}",
           "The Fair needs 1 wood: Ana has none.");
}

static void
test_tailor_only (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "w-tailor", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_res (s, 0, 1, 0, 0, 1, 0);
  cy_activate (s, "road-10", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}",
           "The Tailor needs 2 cloth: Ana has only 1 cloth.");
}

static void
test_option_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "road-1", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}", "The Farm has 1 option.");
}

static void
test_choice_missing (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "road-7", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0}",
           "Part of the Guild's price is of Ana's choice: say which resources are paid.");
}

static void
test_choice_none_left (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_res (s, 0, 0, 0, 0, 0, 0);
  cy_activate (s, "road-7", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"pay\":{\"wood\":1}}",
           "The Guild needs 1 more resource of Ana's choice: there is none left.");
}

static void
test_choice_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "road-7", 0);
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
  cy_activate (s, "road-10", 0);
  /* The Foundry costs 1 stone + 1 wood, nothing of choice. */
  REFUSED (s,
           "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"st-foundry\","
           "\"pay\":{\"cloth\":1,\"wood\":1}}",
           "The Foundry's price has no part of Ana's choice: it is paid as printed.");
  /* The Guild (stone) costs 1 stone + 1 of choice: "pay" without the stone. */
  REFUSED (s,
           "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"st-guild\","
           "\"pay\":{\"wood\":2}}",
           "The Guild's price includes 1 stone: the payment lacks some.");
}

static void
test_build_nothing (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "road-1", 0);
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
  cy_activate (s, "carpenter", 0);
  /* CY-PRT-04 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-farm\"}",
           "No Road space is empty: the Carpenter cannot build.");
}

static void
test_no_house (void)
{
  g_autofree TsCaylusState *s = game3 ();

  s->players[0].houses = 0;
  cy_activate (s, "carpenter", 0);
  /* CY-CON-01, decision 8 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-sawmill\"}",
           "Ana has no house left: the Carpenter cannot build.");
}

static void
test_build_class (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "carpenter", 0);
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
  cy_activate (s, "lawyer", 0);
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

  cy_activate (s, "toll", 0);
  /* CY-PRT-05 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":3}",
           "The Toll moves the Provost at most 2 spaces.");
}

static void
test_toll_end (void)
{
  g_autofree TsCaylusState *s = game3 ();

  /* CY-PRV-04: “No final da Estrada há quatro casas com a figura do Capataz para as quais
   * ele também pode se mover”: the Toll too takes it onto them (23 .. 26), not past them. */
  cy_activate (s, "toll", 0);
  /* Bruno on the Farm (space 1) keeps the activation there once the Toll is used. */
  s->spots[cy_spot (s, "road-1")].workers[0] = 1;
  s->players[1].supply--;
  s->provost = 25;
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":2}",
           "The Provost cannot go past the end of the Road.");
  s->provost = 24;
  g_assert_true (cy_is_legal (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":2}"));
  cy_apply (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"steps\":2}");
  g_assert_cmpuint (s->provost, ==, 26);
}

static void
test_workers_out (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "st-church", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_activate (s, "road-10", 0);
  cy_workers (s, 0, 3);
  /* CY-STN-09 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1}",
           "The Church needs 4 workers for the Camp: Ana has only 3.");
}

static void
test_take (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_activate (s, "road-5", 0);
  /* CY-STB-05: food, wood, stone or cloth. */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"take\":\"gold\"}",
           "The Market gives a resource of Ana's choice: food, wood, stone or cloth.");
  s->spots[cy_spot (s, "road-5")].workers[0] = -1;
  cy_activate (s, "road-1", 0);
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"take\":\"wood\"}",
           "The Farm gives no resource of choice.");
}

/* Benefits (CY-BEN) */

static void
test_benefit_reach (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_benefit (s, 0, 2);
  REFUSED (s,
           "{\"type\":\"benefit\",\"player\":0,\"worksite\":2,\"option\":0,"
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

  cy_benefit (s, 0, 1);
  REFUSED (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"thief\"}",
           "Ana already holds the Thief.");
}

static void
test_benefit_board (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_benefit (s, 0, 1);
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

  cy_benefit (s, 0, 1);
  e->character = TS_CAYLUS_LABORER;
  cy_refused_entry (s, e,
                    "A Benefit takes a character or uses a Worksite building, not both at "
                    "once: the board's character comes after.");
}

static void
test_benefit_neither (void)
{
  g_autofree TsCaylusState *s = game3 ();
  g_autofree TsCaylusEntry *e
      = cy_parse ("{\"type\":\"benefit\",\"player\":0,\"character\":\"bailiff\"}");

  cy_benefit (s, 0, 1);
  /* The record format always says which; an entry made in code may not. */
  e->character = 0xff;
  cy_refused_entry (s, e, "A Benefit takes a character or uses a Worksite building: say which.");
}

static void
test_character_not_on_board (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_benefit (s, 0, 1);
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
  cy_refused_entry (s, e, "Say which resources the batches are made of.");
  e->has_pay = 1;
  e->batches = 0;
  cy_refused_entry (s, e, "A delivery has at least 1 batch: “skip” delivers none.");
}

static void
test_delivery_lacks (void)
{
  g_autofree TsCaylusState *s = game3 ();

  deliverer (s, 0);
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
           "\"pay\":{\"food\":1,\"wood\":1,\"cloth\":1}}",
           "Those batches need 1 cloth: Ana has none.");
}

static void
test_delivery_count (void)
{
  g_autofree TsCaylusState *s = game3 ();

  deliverer (s, 0);
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
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
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
           "\"pay\":{\"food\":1,\"wood\":3,\"stone\":2}}",
           "Each batch has exactly 1 food: 2 batches take 2 food.");
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
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

static void
test_worksite_index (void)
{
  g_autofree TsCaylusState *s = game3 ();
  g_autofree TsCaylusEntry *e
      = cy_parse ("{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":0}");

  cy_benefit (s, 0, 8);
  /* The record format stops at 3; an entry made in code does not. */
  e->worksite = 4;
  cy_refused_entry (s, e, "The Worksite holds 3 buildings.");
}

static void
test_not_in_the_box (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_autofree TsCaylusEntry *deal = cy_parse ("{\"type\":\"deal\",\"tile\":\"s-farm\"}");
  g_autofree TsCaylusEntry *reveal = NULL;
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);

  deal->tile = 200;
  cy_refused_entry (s, deal, "That tile is not in the box.");
  for (guint i = 0; t[i] != NULL; i++)
    cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
  cy_apply (s, "{\"type\":\"first-player\",\"player\":0}");
  reveal = cy_parse ("{\"type\":\"reveal\",\"character\":\"thief\"}");
  reveal->character = 12;
  cy_refused_entry (s, reveal, "That character is not in the box.");
}

/* Ana holds the Goldsmith (and the Helper when @helper), 3 food, 2 wood and @gold gold, at
 * her delivery. */
static TsCaylusState *
at_golden_delivery (gboolean helper, guint gold)
{
  TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "goldsmith bailiff thief laborer deliverer helper");
  if (helper)
    {
      s->board_characters &= ~(1u << TS_CAYLUS_HELPER);
      s->players[0].characters |= 1u << TS_CAYLUS_HELPER;
    }
  cy_res (s, 0, 3, 2, 2, 0, gold);
  cy_place (s, 0, "worksite");
  cy_skip_to (s, TS_CAYLUS_STAGE_DELIVERY);
  return s;
}

static void
test_split_too_few (void)
{
  g_autofree TsCaylusState *helper = at_golden_delivery (TRUE, 4);
  g_autofree TsCaylusState *plain = at_golden_delivery (FALSE, 2);

  /* CY-CHR-10: even the Helper's batch is 3 resources, so 4 gold fill 2 batches at least. */
  REFUSED (helper,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
           "\"pay\":{\"food\":3,\"wood\":2,\"gold\":4},\"gold-batches\":1}",
           "Even the Helper's batch holds at most 3 gold: 4 gold fill at least 2 batches.");
  /* CY-DLV-03: “sempre dois diferentes por fardo”: 1 gold a batch. */
  REFUSED (plain,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
           "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"gold\":2},\"gold-batches\":1}",
           "Without the Helper a batch holds at most 1 gold: 2 gold are in 2 batches.");
}

static void
test_split_too_many (void)
{
  g_autofree TsCaylusState *s = at_golden_delivery (TRUE, 4);

  /* CY-CHR-12: a batch with gold needs a gold of its own; and there are only so many. */
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
           "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"gold\":2},\"gold-batches\":3}",
           "Only 2 gold are delivered: at most 2 batches hold gold.");
  REFUSED (s,
           "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
           "\"pay\":{\"food\":1,\"wood\":1,\"gold\":4},\"gold-batches\":3}",
           "There are only 2 batches: at most 2 hold gold.");
}

static void
test_choices_short (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "st-apothecary", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_res (s, 0, 0, 1, 0, 0, 0);
  cy_activate (s, "road-10", 0);
  /* CY-STN-08: 2 resources of choice, Ana holds 1. */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":1,\"pay\":{\"wood\":2}}",
           "The Apothecary needs 2 more resources of Ana's choice: there are not enough left.");
}

static void
test_masons_class (void)
{
  g_autofree TsCaylusState *s = game3 ();

  cy_put (s, 10, "w-masons", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_activate (s, "road-10", 0);
  /* CY-WDB-08 */
  REFUSED (s, "{\"type\":\"use\",\"player\":0,\"option\":0,\"tile\":\"w-sawmill\"}",
           "The Masons' Workshop builds a stone building.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
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
  g_test_add_func ("/caylus/refusal/CY-PRV-04/toll-to-the-end-spaces", test_toll_end);
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
  g_test_add_func ("/caylus/refusal/CY-CHR-10-12/split-too-few-with-gold", test_split_too_few);
  g_test_add_func ("/caylus/refusal/CY-CHR-10-12/split-too-many-with-gold", test_split_too_many);
  g_test_add_func ("/caylus/refusal/CY-MNM-01/which-residence", test_monument_where);
  g_test_add_func ("/caylus/refusal/CY-MNM-02/not-a-monument", test_monument_kind);
  g_test_add_func ("/caylus/refusal/CY-MNM-02/built-or-too-dear", test_monument_built);
  g_test_add_func ("/caylus/refusal/CY-BEN-01/worksite-index", test_worksite_index);
  g_test_add_func ("/caylus/refusal/not-in-the-box", test_not_in_the_box);
  g_test_add_func ("/caylus/refusal/CY-STN-08/choices-short", test_choices_short);
  g_test_add_func ("/caylus/refusal/CY-WDB-08/masons-build-stone", test_masons_class);
  g_test_add_func ("/caylus/refusal/CY-BEN-01/neither", test_benefit_neither);
  return g_test_run ();
}
