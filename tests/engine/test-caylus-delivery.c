/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 delivery (CY-DLV), administration (CY-ADM, CY-MNM, CY-RCR) and the end
 * (CY-END, CY-TIE), clause by clause, with the lead's decisions cited as "decision N". */
#include <string.h>

#include "caylus-util.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

/* Everyone passes, nobody moves the Provost: the first building with a worker decides. */
static void
to_activation (TsCaylusState *s)
{
  cy_pass_all (s);
  while (s->stage == TS_CAYLUS_STAGE_BRIDGE || s->stage == TS_CAYLUS_STAGE_BAILIFF)
    cy_skip (s);
}

/* Delivery (CY-DLV) ---------------------------------------------------------------------------- */

static void
to_delivery (TsCaylusState *s)
{
  to_activation (s);
  while (s->stage == TS_CAYLUS_STAGE_ACTIVATE)
    cy_skip (s);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_DELIVERY);
}

static void
test_delivery_example (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "master-builder bailiff thief laborer goldsmith helper");
  /* CY-DLV-03 Example: 3 batches = 3 food + 6 others; CY-DLV-04 Example (derived): 15 PP,
   * 18 with the Master Builder. */
  cy_res (s, 0, 3, 2, 2, 2, 0);
  cy_res (s, 1, 3, 2, 2, 2, 0);
  cy_place (s, 0, "worksite");
  cy_place (s, 1, "worksite");
  to_delivery (s);
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_true (cy_is_legal (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
                                 "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"cloth\":2}}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
                                  "\"pay\":{\"wood\":1,\"stone\":1,\"cloth\":1}}"));
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
               "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"cloth\":2}}");
  g_assert_cmpint (cy_pp (s, 0), ==, 18);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":1,\"batches\":3,"
               "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"cloth\":2}}");
  g_assert_cmpint (cy_pp (s, 1), ==, 15);
  /* CY-DLV-05/06: 3 and 3: the lower Worksite space (Ana) gains the Benefit. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
  g_assert_cmpint (s->actor, ==, 0);
  {
    g_autofree char *text = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_DELIVERY, 2);

    g_assert_cmpstr (text, ==, "2 batches delivered");
  }
}

static void
test_deliverer (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "deliverer bailiff thief laborer goldsmith helper");
  cy_res (s, 0, 1, 1, 1, 0, 0);
  cy_res (s, 1, 1, 1, 1, 0, 0);
  /* CY-CHR-08: without a Worksite worker Ana delivers last; a tie with Bruno's space goes
   * to Bruno (decision 10: after every space). */
  cy_place (s, 0, "road-1");
  cy_place (s, 1, "worksite");
  to_delivery (s);
  g_assert_cmpint (s->actor, ==, 1);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":1,\"batches\":1,"
               "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}");
  g_assert_cmpint (s->actor, ==, 0);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
               "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}");
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
  g_assert_cmpint (s->actor, ==, 1);
}

static void
test_deliverer_again (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "deliverer bailiff thief laborer goldsmith helper");
  cy_res (s, 0, 2, 2, 2, 0, 0);
  cy_res (s, 1, 2, 2, 2, 0, 0);
  /* CY-CHR-09: with a Worksite worker, Ana delivers again after everyone; her batches add
   * up: 1 + 1 = 2 against Bruno's 2, and her lower space wins. */
  cy_place (s, 0, "worksite");
  cy_place (s, 1, "worksite");
  to_delivery (s);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
               "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}");
  cy_apply (s, "{\"type\":\"deliver\",\"player\":1,\"batches\":2,"
               "\"pay\":{\"food\":2,\"wood\":2,\"stone\":2}}");
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_DELIVERY);
  g_assert_cmpint (s->actor, ==, 0);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
               "\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}");
  g_assert_cmpuint (s->players[0].batches, ==, 2);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
  g_assert_cmpint (s->actor, ==, 0);
  cy_skip (s);
  /* The Worksite's workers go to the Camp (decision 10). */
  g_assert_cmpint (s->worksite[0], ==, -1);
  g_assert_cmpuint (s->round, ==, 2);
}

static void
test_no_batch_no_benefit (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-DLV-05, decision 10: the most batches means at least 1. */
  cy_res (s, 0, 0, 2, 1, 0, 0);
  cy_place (s, 0, "worksite");
  to_activation (s);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_PLANNING);
  g_assert_cmpuint (s->players[0].camp, ==, 7);
}

static void
test_helper (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-CHR-10: Carla's batches are any 3 resources. */
  cy_res (s, 2, 0, 3, 0, 0, 0);
  cy_pass (s, 0);
  cy_place (s, 1, "road-1");
  cy_place (s, 2, "worksite");
  to_delivery (s);
  g_assert_cmpint (s->actor, ==, 2);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":2,\"batches\":1,\"pay\":{\"wood\":3}}");
  g_assert_cmpint (cy_pp (s, 2), ==, 5);
}

static void
test_goldsmith (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "goldsmith bailiff thief laborer deliverer helper");
  /* CY-CHR-12: 5 more per batch with gold: 2 batches, 1 gold -> 10 + 5. */
  cy_res (s, 0, 2, 2, 1, 0, 1);
  cy_place (s, 0, "worksite");
  to_delivery (s);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
               "\"pay\":{\"food\":2,\"wood\":2,\"stone\":1,\"gold\":1}}");
  g_assert_cmpint (cy_pp (s, 0), ==, 15);
}

/* Ana holds the Goldsmith and the Helper, and @food .. @gold, with a worker in the Worksite
 * at delivery. */
static TsCaylusState *
goldsmith_and_helper (guint food, guint wood, guint gold)
{
  TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "goldsmith bailiff thief laborer deliverer helper");
  s->board_characters &= ~(1u << TS_CAYLUS_HELPER);
  s->players[0].characters |= 1u << TS_CAYLUS_HELPER;
  cy_res (s, 0, food, wood, 0, 0, gold);
  cy_place (s, 0, "worksite");
  to_delivery (s);
  g_assert_cmpint (s->actor, ==, 0);
  return s;
}

#define SPLIT_PAY "\"batches\":3,\"pay\":{\"food\":3,\"wood\":2,\"gold\":4}"

static void
test_goldsmith_split (void)
{
  g_autofree TsCaylusState *s = goldsmith_and_helper (3, 2, 4);
  g_autofree TsCaylusState *before = ts_caylus_state_copy (s);
  g_autoptr (GError) error = NULL;
  g_autofree TsCaylusEntry *e = NULL;
  g_autofree char *words = NULL;
  g_autofree char *did = NULL;

  /* CY-CHR-10: “Ajudante (seus fardos [...] podem ter três recursos em qualquer combinação,
   * incluindo sem comida e repetidos)”; CY-CHR-12: “Ourives (ganhe 5 pontos de prestígio a
   * mais por cada fardo que entregar que contenha 1 ouro)”. 4 gold in 3 batches of 3: the
   * table put them in 2 batches (2 + 2, or 3 + 1) or in 3: the score differs, so the entry
   * says which; the list offers both and never the entry without it. */
  g_assert_true (
      cy_is_legal (s, "{\"type\":\"deliver\",\"player\":0," SPLIT_PAY ",\"gold-batches\":2}"));
  g_assert_true (
      cy_is_legal (s, "{\"type\":\"deliver\",\"player\":0," SPLIT_PAY ",\"gold-batches\":3}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"deliver\",\"player\":0," SPLIT_PAY "}"));
  /* Splits the rules do not allow, in words: 4 gold in 1 batch, gold in 4 of 3 batches. */
  cy_assert_refused (s, "{\"type\":\"deliver\",\"player\":0," SPLIT_PAY ",\"gold-batches\":1}",
                     "Even the Helper's batch holds at most 3 gold: 4 gold fill at least 2 "
                     "batches.");
  cy_assert_refused (s, "{\"type\":\"deliver\",\"player\":0," SPLIT_PAY ",\"gold-batches\":4}",
                     "There are only 3 batches: at most 3 hold gold.");
  e = cy_parse ("{\"type\":\"deliver\",\"player\":0," SPLIT_PAY ",\"gold-batches\":2}");
  words = ts_caylus_describe_entry (s, e);
  g_assert_cmpstr (words, ==,
                   "Ana delivers 3 batches: 3 food, 2 wood, 4 gold; 2 of them hold "
                   "gold.");
  g_assert_true (ts_caylus_apply (s, e, &error));
  g_assert_no_error (error);
  /* 3 batches: 15 PP; 2 with gold: 10 more. */
  g_assert_cmpint (cy_pp (s, 0), ==, 25);
  did = ts_caylus_describe_outcome (before, e, s);
  g_assert_true (did == NULL || strstr (did, "Goldsmith") == NULL);
}

static void
test_goldsmith_split_old_record (void)
{
  g_autofree TsCaylusState *s = goldsmith_and_helper (3, 2, 4);
  g_autofree TsCaylusState *before = ts_caylus_state_copy (s);
  g_autofree TsCaylusEntry *e = cy_parse ("{\"type\":\"deliver\",\"player\":0," SPLIT_PAY "}");
  g_autofree char *did = NULL;

  /* A record made before issue 26 does not say how the batches were formed: it replays as it
   * was scored, with the most batches with gold possible, and the game says so. */
  g_assert_true (ts_caylus_apply (s, e, NULL));
  g_assert_cmpint (cy_pp (s, 0), ==, 30);
  did = ts_caylus_describe_outcome (before, e, s);
  g_assert_nonnull (strstr (did, "The Goldsmith counts 3 batches with gold, the most possible: "
                                 "the record does not say how the batches were formed."));
}

static void
test_goldsmith_no_choice (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_autofree TsCaylusState *before = NULL;
  g_autofree TsCaylusEntry *e = NULL;
  g_autofree char *did = NULL;
  const char *deliver = "{\"type\":\"deliver\",\"player\":0,\"batches\":3,"
                        "\"pay\":{\"food\":3,\"wood\":2,\"stone\":2,\"gold\":2}";

  cy_setup (s, NULL, 0, "goldsmith bailiff thief laborer deliverer helper");
  cy_res (s, 0, 3, 2, 2, 0, 2);
  cy_place (s, 0, "worksite");
  to_delivery (s);
  /* CY-DLV-03: “Os outros recursos entregues junto com a comida podem ser madeira, pedra,
   * tecido ou ouro, mas sempre dois diferentes por fardo”: without the Helper each gold is in
   * a batch of its own, so 2 gold are 2 batches with gold, and nothing is asked. */
  {
    g_autofree char *listed = g_strconcat (deliver, "}", NULL);

    g_assert_true (cy_is_legal (s, listed));
  }
  {
    g_autofree char *one = g_strconcat (deliver, ",\"gold-batches\":1}", NULL);
    g_autofree char *three = g_strconcat (deliver, ",\"gold-batches\":3}", NULL);

    cy_assert_refused (s, one,
                       "Without the Helper a batch holds at most 1 gold: 2 gold are "
                       "in 2 batches.");
    cy_assert_refused (s, three, "Only 2 gold are delivered: at most 2 batches hold gold.");
  }
  before = ts_caylus_state_copy (s);
  {
    g_autofree char *listed = g_strconcat (deliver, "}", NULL);

    e = cy_parse (listed);
  }
  g_assert_true (ts_caylus_apply (s, e, NULL));
  g_assert_cmpint (cy_pp (s, 0), ==, 25);
  did = ts_caylus_describe_outcome (before, e, s);
  g_assert_nonnull (strstr (did, "The Goldsmith counts 2 batches with gold: these batches can "
                                 "be formed no other way."));
}

static void
test_goldsmith_split_example (void)
{
  g_autofree TsCaylusState *s = goldsmith_and_helper (3, 2, 4);
  g_autofree TsCaylusEntry *e = cy_parse ("{\"type\":\"deliver\",\"player\":0," SPLIT_PAY "}");
  guint8 split[3 * TS_CAYLUS_N_RESOURCES];

  /* The batches shown for each count: 3 resources each, together the payment, gold in as
   * many as said. */
  for (guint k = 0; k <= 4; k++)
    {
      guint8 sum[TS_CAYLUS_N_RESOURCES] = { 0 };
      guint with_gold = 0;

      g_assert_cmpint (ts_caylus_delivery_split_example (s, e, k, split), ==, k == 2 || k == 3);
      if (k != 2 && k != 3)
        continue;
      for (guint b = 0; b < 3; b++)
        {
          guint n = 0;

          for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
            {
              n += split[b * TS_CAYLUS_N_RESOURCES + r];
              sum[r] += split[b * TS_CAYLUS_N_RESOURCES + r];
            }
          g_assert_cmpuint (n, ==, 3);
          with_gold += split[b * TS_CAYLUS_N_RESOURCES + TS_CAYLUS_GOLD] > 0;
        }
      g_assert_cmpmem (sum, sizeof sum, e->pay, sizeof sum);
      g_assert_cmpuint (with_gold, ==, k);
    }
}

/* Administration (CY-ADM, CY-MNM, CY-RCR) and the end ------------------------------------------ */

static void
test_provost_reset (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-ADM-04/05: the setup stone building (space 14) is ignored behind the empty space 13:
   * the Provost goes before the wood Farm (space 9). */
  s->provost = 20;
  cy_place (s, s->actor, "road-1");
  to_activation (s);
  cy_skip (s);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->provost, ==, 8);
  /* With spaces 10-13 built the stone building counts: before space 14. */
  for (guint space = 10; space <= 13; space++)
    cy_put (s, space,
            space == 10   ? "w-tailor"
            : space == 11 ? "w-market"
            : space == 12 ? "w-quarry"
                          : "w-sawmill",
            1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_place (s, s->actor, "road-1");
  to_activation (s);
  cy_skip (s);
  g_assert_cmpuint (s->round, ==, 3);
  g_assert_cmpuint (s->provost, ==, 13);
  /* A building after it: before that one. */
  cy_put (s, 15, "st-foundry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_place (s, s->actor, "road-1");
  to_activation (s);
  cy_skip (s);
  g_assert_cmpuint (s->provost, ==, 14);
}

static void
test_recruitment_example (void)
{
  g_autofree TsCaylusState *s = cy_new_game (4, NULL);

  cy_setup (s, NULL, 0, "laborer bailiff thief helper goldsmith deliverer master-builder");
  /* CY-RCR-04 Example (derived): 4 players, 2 residences, the Laborer: 3 + 2 + 1 = 6, with 4
   * in the Camp Ana takes 4. */
  for (guint space = 1; space <= 2; space++)
    {
      TsCaylusSpot *sp = &s->spots[TS_CAYLUS_N_PRINTED - 1 + space];

      sp->state = TS_CAYLUS_SPOT_RESIDENCE;
      sp->owner = 0;
    }
  s->players[0].camp = 4;
  cy_pass_all (s);
  while (s->round == 1)
    cy_skip (s);
  g_assert_cmpuint (s->players[0].supply, ==, 10);
  g_assert_cmpuint (s->players[0].camp, ==, 0);
  /* CY-RCR-01: the others 3 each. */
  g_assert_cmpuint (s->players[1].supply, ==, 9);
  {
    g_autofree char *text = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_RECRUIT, 3);

    g_assert_cmpstr (text, ==, "Recruitment, round 3");
  }
}

static void
test_monument_theatre (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);
  TsCaylusSpot *sp = &s->spots[cy_spot (s, "road-2")];

  /* CY-MNM-01/02/05: the Theatre on Ana's residence: its cost, 12 PP and a Benefit at once
   * during the administration (decision 9), then the recruitment goes on. */
  sp->state = TS_CAYLUS_SPOT_RESIDENCE;
  sp->owner = 0;
  cy_res (s, 0, 1, 4, 1, 0, 3);
  cy_pass_all (s);
  while (s->stage != TS_CAYLUS_STAGE_MONUMENT)
    cy_skip (s);
  g_assert_cmpint (s->actor, ==, 0);
  cy_apply (s, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-2\",\"tile\":\"m-theatre\"}");
  g_assert_cmpint (cy_pp (s, 0), ==, 12);
  g_assert_cmpint (sp->state, ==, TS_CAYLUS_SPOT_MONUMENT);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
  cy_apply (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"helper\"}");
  g_assert_cmpuint (s->round, ==, 2);
  /* CY-MNM-08, the default: the monument covers the residence: 3 workers. */
  g_assert_cmpuint (s->players[0].supply, ==, 9);
}

static void
test_garden_counts (void)
{
  for (guint counts = 0; counts < 2; counts++)
    {
      g_autofree TsCaylusState *s
          = cy_new_game (3, counts ? "{\"monument-residence\": \"counts\"}" : NULL);
      TsCaylusSpot *sp;

      cy_setup (s, NULL, 0, CY_CHARS3);
      sp = &s->spots[cy_spot (s, "road-2")];
      sp->state = TS_CAYLUS_SPOT_MONUMENT;
      sp->owner = 0;
      sp->monument = cy_tile_id (s, "m-garden");
      /* CY-MNM-06, CY-MNM-08's option: 3 + 2 (+ 1 when the residence still counts). */
      cy_pass_all (s);
      while (s->round == 1)
        cy_skip (s);
      g_assert_cmpuint (s->players[0].supply, ==, 6 + 5 + counts);
    }
}

/* A ledger line says where the worker went as the table stood then: the starting Sawmill of
 * road space 2, even after it became a residence and a monument (CY-ADM-01, CY-MNM-02). */
static void
test_place_text_after_monument (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);
  g_autoptr (GPtrArray) lines = NULL;
  TsCaylusSpot *sp;
  gboolean found = FALSE;

  cy_place (s, 0, "road-2");
  sp = &s->spots[cy_spot (s, "road-2")];
  sp->state = TS_CAYLUS_SPOT_MONUMENT;
  sp->owner = 1;
  sp->monument = cy_tile_id (s, "m-garden");
  lines = ts_caylus_ledger_lines (s);
  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *l = g_ptr_array_index (lines, i);

      if (!g_str_has_prefix (l->cause_id, "place-"))
        continue;
      g_assert_cmpstr (l->cause_text, ==, "A worker placed on the Sawmill (road space 2)");
      found = TRUE;
    }
  g_assert_true (found);
}

static void
test_granary_factory (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);
  const char *const ids[] = { "m-granary", "m-factory" };

  for (guint i = 0; i < 2; i++)
    {
      TsCaylusSpot *sp = &s->spots[cy_spot (s, i == 0 ? "road-2" : "road-3")];

      sp->state = TS_CAYLUS_SPOT_MONUMENT;
      sp->owner = 1;
      sp->monument = cy_tile_id (s, ids[i]);
    }
  /* CY-MNM-07/08: 1 food and 1 cloth at each recruitment. */
  cy_pass_all (s);
  while (s->round == 1)
    cy_skip (s);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_FOOD), ==, 2);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_CLOTH), ==, 1);
}

static void
test_end (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-END-01/02: after round 9, 2 PP per gold (Example: 3 gold -> 6 PP); CY-TIE-01: Ana and
   * Bruno share the victory. */
  s->round = 9;
  cy_res (s, 0, 1, 2, 1, 0, 3);
  ts_caylus_gain (s, 1, TS_LEDGER_VP, 6, TS_CAYLUS_CAUSE_SETUP, 0);
  cy_pass_all (s);
  while (s->stage != TS_CAYLUS_STAGE_OVER)
    cy_skip (s);
  g_assert_cmpint (cy_pp (s, 0), ==, 6);
  g_assert_cmpuint (s->winners, ==, 0x3);
  g_assert_cmpint (ts_caylus_state_actor (s), ==, -1);
  {
    g_autoptr (GArray) legal = ts_caylus_legal (s);
    g_autofree char *text = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_GOLD, 3);

    g_assert_cmpuint (legal->len, ==, 0);
    g_assert_cmpstr (text, ==, "Gold at the end: 3 × 2");
  }
  cy_assert_refused (s, "{\"type\":\"pass\",\"player\":0}",
                     "That is not possible now: the game is over.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/CY-DLV-03-06/example-3-batches", test_delivery_example);
  g_test_add_func ("/caylus/CY-CHR-08/deliverer-without-a-worksite-worker", test_deliverer);
  g_test_add_func ("/caylus/CY-CHR-09/deliverer-further-batches", test_deliverer_again);
  g_test_add_func ("/caylus/CY-DLV-05/no-batch-no-benefit", test_no_batch_no_benefit);
  g_test_add_func ("/caylus/CY-CHR-10/helper", test_helper);
  g_test_add_func ("/caylus/CY-CHR-12/goldsmith", test_goldsmith);
  g_test_add_func ("/caylus/CY-CHR-10-12/goldsmith-helper-split", test_goldsmith_split);
  g_test_add_func ("/caylus/CY-CHR-10-12/split-in-an-old-record", test_goldsmith_split_old_record);
  g_test_add_func ("/caylus/CY-DLV-03/CY-CHR-12/goldsmith-no-choice", test_goldsmith_no_choice);
  g_test_add_func ("/caylus/CY-CHR-10-12/split-example", test_goldsmith_split_example);
  g_test_add_func ("/caylus/CY-ADM-04-05/provost-reset", test_provost_reset);
  g_test_add_func ("/caylus/CY-RCR-01-04/example-4-in-the-camp", test_recruitment_example);
  g_test_add_func ("/caylus/CY-MNM-05/theatre-benefit-in-administration", test_monument_theatre);
  g_test_add_func ("/caylus/CY-MNM-06-08/garden-and-the-residence-option", test_garden_counts);
  g_test_add_func ("/caylus/CY-ADM-01/ledger-names-the-building-placed-on",
                   test_place_text_after_monument);
  g_test_add_func ("/caylus/CY-MNM-07-08/granary-factory", test_granary_factory);
  g_test_add_func ("/caylus/CY-END-01-02/CY-TIE-01/gold-and-shared-victory", test_end);
  return g_test_run ();
}
