/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 in words: every entry type as it applies to the state before it, every stage
 * of the next step, what an entry did beyond itself (the engine's own passes and skips,
 * workers back to the Camp, residences, the Provost's reset, recruitment, a new round, the
 * final scoring), and a tile's facts with the unsure ones starred. Each sentence is checked
 * whole: building names, road space numbers as printed, player names, never an index. */
#include "caylus-util.h"

#include <string.h>

/* Checks the words of @json before it is applied (@said), the next step before it
 * (@pending, NULL to skip) and what it did beyond itself (@outcome, NULL for nothing). */
static void
expect (TsCaylusState *s, const char *pending, const char *json, const char *said,
        const char *outcome)
{
  g_autofree TsCaylusEntry *e = cy_parse (json);
  g_autofree char *words = ts_caylus_describe_entry (s, e);
  g_autofree char *next = ts_caylus_describe_pending (s);
  g_autofree TsCaylusState *before = ts_caylus_state_copy (s);
  g_autofree char *did = NULL;

  if (pending != NULL)
    g_assert_cmpstr (next, ==, pending);
  g_assert_cmpstr (words, ==, said);
  cy_apply (s, json);
  did = ts_caylus_describe_outcome (before, e, s);
  g_assert_cmpstr (did, ==, outcome);
}

static void
expect_pending (const TsCaylusState *s, const char *pending)
{
  g_autofree char *next = ts_caylus_describe_pending (s);

  g_assert_cmpstr (next, ==, pending);
}

/* CY-SET-01..04, 10..12: the deals slot by slot, the first player, the reveals, the draft. */
static void
test_setup (void)
{
  static const char *const road[]
      = { "Farm", "Sawmill", "Quarry", "Carpenter", "Market", "Market", "Guild", "Guild" };
  static const char *const ids[] = { "s-farm",   "s-sawmill", "s-quarry",    "s-carpenter",
                                     "s-market", "s-market",  "s-guild-any", "s-guild-stone" };
  g_autofree TsCaylusState *s = cy_new_game (2, NULL);

  expect (s, "Deal the starting building for the Worksite (9 left).",
          "{\"type\":\"deal\",\"tile\":\"s-farm\"}", "Worksite: the Farm (starting) is dealt.",
          NULL);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *pending = g_strdup_printf (
          "Deal the starting building for road space %u (%u left).", i + 1, 8 - i);
      g_autofree char *json = g_strdup_printf ("{\"type\":\"deal\",\"tile\":\"%s\"}", ids[i]);
      g_autofree char *said
          = g_strdup_printf ("Road space %u: the %s (starting) is dealt.", i + 1, road[i]);

      expect (s, pending, json, said, NULL);
    }
  expect (s, "Deal the wood building for the Worksite (9 left).",
          "{\"type\":\"deal\",\"tile\":\"w-masons\"}",
          "Worksite: the Masons' Workshop (wood) is dealt.", NULL);
  expect (s, "Deal the wood building for road space 9 (8 left).",
          "{\"type\":\"deal\",\"tile\":\"w-farm\"}", "Road space 9: the Farm (wood) is dealt.",
          NULL);
  expect (s, "Deal the stone building for the Worksite (9 left).",
          "{\"type\":\"deal\",\"tile\":\"st-church\"}", "Worksite: the Church (stone) is dealt.",
          NULL);
  expect (s, "Deal the stone building for road space 14 (8 left).",
          "{\"type\":\"deal\",\"tile\":\"st-gold-mine\"}",
          "Road space 14: the Gold Mine (stone) is dealt.", NULL);
  expect (s, "Enter the first player.", "{\"type\":\"first-player\",\"player\":0}",
          "Ana is the first player.", NULL);
  expect (s, "Reveal character 1 of 5.", "{\"type\":\"reveal\",\"character\":\"thief\"}",
          "The Thief is revealed.", NULL);
  expect (s, "Reveal character 2 of 5.", "{\"type\":\"reveal\",\"character\":\"bailiff\"}",
          "The Bailiff is revealed.", NULL);
  expect (s, NULL, "{\"type\":\"reveal\",\"character\":\"helper\"}", "The Helper is revealed.",
          NULL);
  expect (s, NULL, "{\"type\":\"reveal\",\"character\":\"laborer\"}", "The Laborer is revealed.",
          NULL);
  expect (s, "Reveal character 5 of 5.", "{\"type\":\"reveal\",\"character\":\"early-riser\"}",
          "The Early Riser is revealed.", NULL);
  /* CY-SET-12: the last player in turn order picks first. */
  expect (s, "Bruno picks a character (5 left).",
          "{\"type\":\"draft\",\"player\":1,\"character\":\"bailiff\"}", "Bruno takes the Bailiff.",
          NULL);
  expect (s, "Ana picks a character (4 left).",
          "{\"type\":\"draft\",\"player\":0,\"character\":\"early-riser\"}",
          "Ana takes the Early Riser.", "Round 1 begins: Ana is the first player.");
  /* CY-CHR-01: the Early Riser's holder first, even as the first player. */
  expect (s, "Ana may place a worker with the Early Riser (10 in supply).",
          "{\"type\":\"place\",\"player\":0,\"at\":\"fair\"}",
          "Ana puts a worker on the Fair, and one more in the Camp.", NULL);
  expect_pending (s, "Ana places a worker or passes (8 in supply).");
}

/* A whole first round of 2 players, every decision in words (CY-PLN, CY-PRV, CY-ACT,
 * CY-BEN, CY-DLV, CY-ADM). */
static void
test_round (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief bailiff helper laborer goldsmith");

  /* Planning (CY-PLN-01..12). */
  expect (s, "Ana places a worker or passes (10 in supply).",
          "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}",
          "Ana puts a worker on the Sawmill (road space 2).", NULL);
  expect (s, "Bruno places a worker or passes (10 in supply).",
          "{\"type\":\"place\",\"player\":1,\"at\":\"worksite\"}",
          "Bruno puts a worker in the Worksite, space 1.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":0,\"at\":\"lawyer\"}",
          "Ana puts a worker on the Lawyer.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":1,\"at\":\"road-5\"}",
          "Bruno puts a worker on the Market (road space 5).", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":0,\"at\":\"toll\"}",
          "Ana puts a worker on the Toll.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":1,\"at\":\"fair\"}",
          "Bruno puts a worker on the Fair.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":0,\"at\":\"road-4\"}",
          "Ana puts a worker on the Carpenter (road space 4).", NULL);
  expect (s, "Bruno places a worker or passes (7 in supply).", "{\"type\":\"pass\",\"player\":1}",
          "Bruno passes and takes the first-player token.", NULL);
  expect (s, "Ana places a worker or passes (6 in supply).",
          "{\"type\":\"place\",\"player\":0,\"at\":\"road-7\"}",
          "Ana puts a worker on the Guild (road space 7), and one more in the Camp.", NULL);
  expect (s, "Ana places a worker or passes (4 in supply).", "{\"type\":\"pass\",\"player\":0}",
          "Ana passes.", "Activation begins.");

  /* The Guild Bridge in bridge order, then the Bailiff (CY-PRV-01, CY-CHR-06). */
  expect (s, "Bruno may move the Provost: it stands after road space 8.",
          "{\"type\":\"provost\",\"player\":1,\"steps\":2}",
          "Bruno moves the Provost 2 spaces forward for 2 workers.", NULL);
  expect (s, "Ana may move the Provost: it stands after road space 10.",
          "{\"type\":\"provost\",\"player\":0,\"steps\":-1}",
          "Ana moves the Provost 1 space back for 1 worker.", NULL);
  expect (s, "Bruno may move the Provost one space with the Bailiff: it stands after road space 9.",
          "{\"type\":\"skip\",\"player\":1}", "Bruno skips the Bailiff's move.", NULL);

  /* Activation from the Fair (CY-ACT-01/02, CY-PRT-01, CY-BEN-01/05). */
  cy_res (s, 0, 1, 2, 1, 1, 0);
  expect (s, "Activating the Fair: Bruno may use it.", "{\"type\":\"use\",\"player\":1}",
          "Bruno uses the Fair: 1 wood for 1 Benefit.", "Bruno gains a Benefit.");
  expect (s, "Bruno chooses a Benefit.",
          "{\"type\":\"benefit\",\"player\":1,\"worksite\":1,\"option\":0}",
          "Benefit: Bruno uses the Farm in the Worksite: 1 food.", NULL);
  expect (s, "Bruno may take a character from the board.",
          "{\"type\":\"character\",\"player\":1,\"character\":\"helper\"}",
          "Bruno takes the Helper from the board.", "Back to the Camp: Bruno 1.");
  expect (s, "Activating the Lawyer: Ana may use it.",
          "{\"type\":\"use\",\"player\":0,\"at\":\"road-5\"}",
          "Ana uses the Lawyer: 1 cloth for a house on the Market (road space 5).",
          "Back to the Camp: Ana 1.");
  expect (s, "Activating the Toll: Ana may use it.", "{\"type\":\"use\",\"player\":0,\"steps\":2}",
          "Ana uses the Toll: the Provost 2 spaces forward.", "Back to the Camp: Ana 1.");
  expect (s, "Activating the Sawmill (road space 2): Ana may use it.",
          "{\"type\":\"skip\",\"player\":0}", "Ana skips using the Sawmill (road space 2).",
          "Back to the Camp: Ana 1.");
  expect (s, "Activating the Carpenter (road space 4): Ana may use it.",
          "{\"type\":\"use\",\"player\":0,\"tile\":\"w-tailor\",\"pay\":{\"wood\":1,\"food\":1}}",
          "Ana builds the Tailor on road space 10 for 1 food, 1 wood: 4 PP.",
          "Back to the Camp: Ana 1.");
  /* Ana's house is on the Market now: Bruno's worker there is a visitor. */
  expect (s, "Activating the Market (road space 5, Ana's): Bruno may use it.",
          "{\"type\":\"use\",\"player\":1,\"take\":\"cloth\"}",
          "Bruno uses the Market (road space 5, Ana's): 1 worker to the Camp for 1 cloth.",
          "Back to the Camp: Bruno 1.");
  cy_res (s, 0, 0, 1, 1, 0, 0);
  expect (s, "Activating the Guild (road space 7): Ana may use it.",
          "{\"type\":\"use\",\"player\":0,\"pay\":{\"stone\":1}}",
          "Ana uses the Guild (road space 7): 1 stone for 3 workers back from the Camp.",
          "Back to the Camp: Ana 1. Delivery begins.");

  /* Delivery (CY-DLV-02..05) with the Helper's any 3 (CY-CHR-10). */
  cy_res (s, 1, 1, 0, 2, 0, 0);
  expect (s, "Bruno delivers batches or skips.",
          "{\"type\":\"deliver\",\"player\":1,\"batches\":1,\"pay\":{\"food\":1,\"stone\":2}}",
          "Bruno delivers 1 batch: 1 food, 2 stone.", "Bruno gains a Benefit.");
  expect (s, "Bruno chooses a Benefit.", "{\"type\":\"skip\",\"player\":1}",
          "Bruno skips the Benefit.",
          /* CY-DLV-06, CY-ADM-01/04, CY-RCR: the Worksite's worker, the residence, the
           * Provost before the Tailor, recruitment (3 each, Ana +1 for her residence). */
          "Back to the Camp: Bruno 1. New residence: the Market (road space 5, Ana's). The "
          "Provost now stands after road space 9. Recruitment: Ana 4 workers; Bruno 3 workers. "
          "Round 2 begins: Bruno is the first player.");
  expect_pending (s, "Bruno places a worker or passes (7 in supply).");
}

/* The characters' words: the Craftsman beside another's worker (CY-CHR-03), the Night Worker
 * paying nothing more after a pass (CY-CHR-02), a Benefit taking a character (CY-BEN-01 a),
 * the skips of the Early Riser, the bridge, the character after a Benefit and delivery. */
static void
test_characters (void)
{
  g_autofree TsCaylusState *s
      = cy_new_setup (3, "craftsman early-riser night-worker thief bailiff helper");

  expect (s, "Bruno may place a worker with the Early Riser (6 in supply).",
          "{\"type\":\"skip\",\"player\":1}", "Bruno skips the Early Riser's worker.", NULL);
  expect (s, "Ana places a worker or passes (6 in supply).",
          "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}",
          "Ana puts a worker in the Worksite, space 1.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":1,\"at\":\"road-1\"}",
          "Bruno puts a worker on the Farm (road space 1).", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":2,\"at\":\"worksite\"}",
          "Carla puts a worker in the Worksite, space 2.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}",
          "Ana puts a worker on the Farm (road space 1) beside Bruno's, with the Craftsman.", NULL);
  expect (s, NULL, "{\"type\":\"pass\",\"player\":1}",
          "Bruno passes and takes the first-player token.", NULL);
  /* The Night Worker's holder pays nothing more after a pass (CY-CHR-02); Ana does. */
  expect (s, NULL, "{\"type\":\"place\",\"player\":2,\"at\":\"fair\"}",
          "Carla puts a worker on the Fair.", NULL);
  expect (s, NULL, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}",
          "Ana puts a worker on the Sawmill (road space 2), and one more in the Camp.", NULL);
  cy_pass_all (s);
  expect (s, "Bruno may move the Provost: it stands after road space 8.",
          "{\"type\":\"skip\",\"player\":1}", "Bruno skips moving the Provost.", NULL);
  cy_skip_to (s, TS_CAYLUS_STAGE_ACTIVATE);
  expect (s, "Activating the Fair: Carla may use it.", "{\"type\":\"use\",\"player\":2}",
          "Carla uses the Fair: 1 wood for 1 Benefit.", "Carla gains a Benefit.");
  expect (s, "Carla chooses a Benefit.",
          "{\"type\":\"benefit\",\"player\":2,\"character\":\"craftsman\"}",
          "Carla takes the Craftsman from Ana.", "Back to the Camp: Carla 1.");
  cy_skip_to (s, TS_CAYLUS_STAGE_DELIVERY);
  expect (s, "Ana delivers batches or skips.", "{\"type\":\"skip\",\"player\":0}",
          "Ana skips the delivery.", NULL);
}

/* What the game does by itself after an entry, in words: a worker who cannot use their
 * building (CY-ACT-02), a building beyond the Provost (CY-ACT-04), the workers back to the
 * Camp (CY-ACT-03), a round with no delivery ending. */
static void
test_unused (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief bailiff helper laborer goldsmith");

  cy_res (s, 0, 1, 2, 0, 0, 0);
  cy_apply (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-8\"}");
  cy_apply (s, "{\"type\":\"place\",\"player\":1,\"at\":\"road-9\"}");
  cy_apply (s, "{\"type\":\"pass\",\"player\":0}");
  expect (s, NULL, "{\"type\":\"pass\",\"player\":1}", "Bruno passes.", "Activation begins.");
  expect (s, "Ana may move the Provost: it stands after road space 8.",
          "{\"type\":\"skip\",\"player\":0}", "Ana skips moving the Provost.", NULL);
  expect (s, NULL, "{\"type\":\"skip\",\"player\":1}", "Bruno skips moving the Provost.", NULL);
  expect (s, "Bruno may move the Provost one space with the Bailiff: it stands after road space 8.",
          "{\"type\":\"skip\",\"player\":1}", "Bruno skips the Bailiff's move.",
          "Ana cannot use the Guild (road space 8). Beyond the Provost, not activated: the Farm "
          "(road space 9). Back to the Camp: Ana 1, Bruno 1. Recruitment: Ana 3 workers; Bruno 3 "
          "workers. Round 2 begins: Ana is the first player.");
}

/* A monument on a residence (CY-MNM-01/02), and its outcome differing between a covered and
 * a counting residence (CY-MNM-08's option), as a correction's preview shows it. */
static void
monument_round (const char *options, const char *recruitment)
{
  g_autofree TsCaylusState *s = cy_new_game (2, options);
  guint spot;

  cy_setup (s, NULL, 0, "thief bailiff helper laborer goldsmith");
  spot = cy_spot (s, "road-3");
  s->spots[spot].owner = 0;
  s->players[0].houses--;
  cy_res (s, 0, 1, 2, 1, 0, 1);
  /* 8 in the Camp, so that recruitment is not capped (CY-RCR-04). */
  cy_workers (s, 0, s->players[0].supply - 3);
  s->players[0].camp += 3;
  cy_skip_to (s, TS_CAYLUS_STAGE_MONUMENT);
  expect_pending (s, "Ana may turn the residence on road space 3 into a monument.");
  {
    g_autofree TsCaylusState *declined = ts_caylus_state_copy (s);

    expect (declined, NULL, "{\"type\":\"skip\",\"player\":0}",
            "Ana skips building a monument on road space 3.",
            "Recruitment: Ana 4 workers; Bruno 3 workers. Round 2 begins: Ana is the first "
            "player.");
  }
  expect (s, NULL, "{\"type\":\"monument\",\"player\":0,\"at\":\"road-3\",\"tile\":\"m-garden\"}",
          "Ana builds the Garden on the residence on road space 3 for 1 wood, 1 gold: 4 PP.",
          recruitment);
}

static void
test_monument (void)
{
  /* The Garden's 2 workers and 3 for everyone; the covered residence no longer counts. */
  monument_round (NULL, "Recruitment: Ana 5 workers; Bruno 3 workers. Round 2 begins: Ana is "
                        "the first player.");
  monument_round ("{\"monument-residence\":\"counts\"}",
                  "Recruitment: Ana 6 workers; Bruno 3 workers. Round 2 begins: Ana is the first "
                  "player.");
}

/* The last round: 2 PP a gold (CY-END-02), the winners and the shared victory (CY-TIE-01). */
static void
test_game_over (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, "thief bailiff helper laborer goldsmith "
                                                 "architect");
  g_autofree TsCaylusState *before = NULL;
  g_autofree TsCaylusEntry *e = NULL;
  g_autofree char *did = NULL;
  g_autoptr (JsonNode) breakdown = NULL;

  while (s->round < TS_CAYLUS_ROUNDS)
    cy_skip (s);
  cy_res (s, 0, 0, 0, 0, 0, 2);
  cy_res (s, 1, 0, 0, 0, 0, 2);
  cy_res (s, 2, 0, 0, 0, 0, 1);
  /* Everybody passes: the last pass ends the game. */
  while (s->stage != TS_CAYLUS_STAGE_OVER)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"type\":\"%s\",\"player\":%d}",
                             s->stage == TS_CAYLUS_STAGE_PLANNING ? "pass" : "skip", s->actor);

      g_free (e);
      g_free (before);
      e = cy_parse (json);
      before = ts_caylus_state_copy (s);
      cy_apply (s, json);
    }
  g_assert_nonnull (e);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_OVER);
  did = ts_caylus_describe_outcome (before, e, s);
  g_assert_cmpstr (did, ==,
                   "Gold at the end: Ana +4 PP, Bruno +4 PP, Carla +2 PP. The game is over: Ana "
                   "and Bruno share the victory with 4 PP.");
  expect_pending (s, "The game is over: Ana and Bruno share the victory with 4 PP.");
  breakdown = ts_caylus_final_breakdown (s);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (breakdown), "explanation"),
                   ==,
                   "Ana and Bruno share the victory with 4 PP each: Caylus 1303 has no "
                   "tie-breaker.");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (breakdown), "tie-break"),
                   ==, "shared");
}

static const TsCaylusTile *
tile (const char *id)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  int t = ts_caylus_data_find_tile (data, id);

  g_assert_cmpint (t, >=, 0);
  return &data->tiles[t];
}

static void
expect_facts (const char *id, const char *facts)
{
  g_autofree char *text = ts_caylus_tile_facts (tile (id));

  g_assert_cmpstr (text, ==, facts);
}

/* A tile's facts as the player picks it: the facts from one source starred (ts-caylus-data.h,
 * TsCaylusUnsure), and every kind of option in words. */
static void
test_facts (void)
{
  g_autofree char *tailor = ts_caylus_option_text (&tile ("w-tailor")->sides[1].options[0]);

  g_assert_cmpstr (tailor, ==, "pay 1 cloth: +4 PP");
  expect_facts ("w-farm", "Wood building · costs 1 wood + 1 food* · 2 PP* · setup side: +1 food, "
                          "+1 PP; construction side: +2 food · * from one source: check your tile");
  expect_facts ("w-sawmill", "Wood building · costs 1 wood + 1 food* · 2 PP* · setup side: +1 "
                             "wood, +1 PP*; construction side: +2 wood · * from one source: "
                             "check your tile");
  expect_facts ("w-tailor", "Wood building · costs 1 wood + 1 of your choice* · 4 PP* · setup "
                            "side: pay 1 cloth: +4 PP or pay 2 cloth: +6 PP; construction side: "
                            "pay 1 cloth: +4 PP or pay 2 cloth: +6 PP · * from one source: check "
                            "your tile");
  expect_facts ("w-masons", "Wood building · costs 1 wood + 1 of your choice* · 4 PP* · setup "
                            "side: build a stone building*; construction side: build a stone "
                            "building · * from one source: check your tile");
  expect_facts ("st-church", "Stone building · costs 1 stone + 1 cloth* · 5 PP* · setup side: 2 "
                             "workers to the Camp: +4 PP or 4 workers to the Camp: +6 PP; "
                             "construction side: 2 workers to the Camp: +4 PP or 4 workers to "
                             "the Camp: +6 PP · * from one source: check your tile");
  expect_facts ("st-apothecary", "Stone building · costs 1 stone + 1 wood* · 5 PP* · setup side: "
                                 "pay 1 of your choice: +1 gold or pay 2 of your choice: +2 gold; "
                                 "construction side: pay 1 of your choice: +1 gold or pay 2 of "
                                 "your choice: +2 gold · * from one source: check your tile");
  expect_facts ("s-market", "Starting building · 1 worker to the Camp: +1 food, wood, stone or "
                            "cloth; turned into a residence once it has a house");
  expect_facts ("s-guild-any", "Starting building · pay 1 of your choice: +3 workers from the "
                               "Camp; turned into a residence once it has a house");
  expect_facts ("fair", "Printed building · pay 1 wood: +1 Benefit");
  expect_facts ("lawyer", "Printed building · pay 1 cloth: a house on a starting building");
  expect_facts ("carpenter", "Printed building · build a wood building");
  expect_facts ("toll", "Printed building · move the Provost up to 2 spaces");
  expect_facts ("m-garden", "Monument · costs 1 wood + 1 gold* · 4 PP* · +2 workers at each "
                            "recruitment · * from one source: check your tile");
  expect_facts ("m-granary", "Monument · costs 1 stone + 1 gold* · 7 PP* · +1 food at each "
                             "recruitment · * from one source: check your tile");
  expect_facts ("m-theatre", "Monument · costs 4 wood + 3 gold* · 12 PP* · +1 Benefit when built "
                             "· * from one source: check your tile");
  expect_facts ("m-palace", "Monument (name*) · costs 5 stone + 5 gold* · 20 PP* · * from one "
                            "source: check your tile");
}

static char *
progress_text (const TsCaylusState *s)
{
  g_autoptr (JsonObject) progress = ts_caylus_progress (s);

  g_assert_nonnull (progress);
  return ts_caylus_describe_progress (progress);
}

/* Issue 24: where a game stands, for the saved games list: the setup, then the round of
 * nine (CY-RND-01) and its step. */
static void
test_progress (void)
{
  g_autofree TsCaylusState *s = cy_new_game (2, NULL);
  g_autofree char *setup = progress_text (s);
  g_autofree char *planning = NULL;

  g_assert_cmpstr (setup, ==, "Setup");
  cy_setup (s, NULL, 0, "thief bailiff helper laborer goldsmith");
  planning = progress_text (s);
  g_assert_cmpstr (planning, ==, "Round 1 of 9, planning");
  s->stage = TS_CAYLUS_STAGE_OVER;
  g_assert_null (ts_caylus_progress (s));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/wording/setup", test_setup);
  g_test_add_func ("/caylus/wording/round", test_round);
  g_test_add_func ("/caylus/wording/characters", test_characters);
  g_test_add_func ("/caylus/wording/unused", test_unused);
  g_test_add_func ("/caylus/wording/monument", test_monument);
  g_test_add_func ("/caylus/wording/game-over", test_game_over);
  g_test_add_func ("/caylus/wording/facts", test_facts);
  g_test_add_func ("/caylus/wording/progress/CY-RND-01", test_progress);
  return g_test_run ();
}
