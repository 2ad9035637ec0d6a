/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 rules, clause by clause (shared/rules/caylus-1303.clauses.md), with the lead's
 * decisions on the open questions cited as "decision N" (the rules helper's brief). */
#include <string.h>

#include "caylus-util.h"

/* Ana the Thief, Bruno the Bailiff, Carla the Helper; the Laborer, Goldsmith and Master
 * Builder on the board; Ana first. */
#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

static void
place (TsCaylusState *s, guint p, const char *at)
{
  cy_applyf (s, "{\"type\":\"place\",\"player\":%u,\"at\":\"%s\"}", p, at);
}

static void
pass (TsCaylusState *s, guint p)
{
  cy_applyf (s, "{\"type\":\"pass\",\"player\":%u}", p);
}

static const TsCaylusSpot *
spot (const TsCaylusState *s, const char *at)
{
  return &s->spots[cy_spot (s, at)];
}

static int
tile_id (const TsCaylusState *s, const char *id)
{
  return ts_caylus_data_find_tile (s->data, id);
}

/* Setup ------------------------------------------------------------------------------------ */

static void
test_deals (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  guint space;

  /* CY-SET-01..04: the slots in order, then the supplies. */
  g_assert_cmpint (ts_caylus_deal_slot (s, &space), ==, TS_CAYLUS_CLASS_START);
  g_assert_cmpuint (space, ==, 0);
  cy_setup (s, NULL, 0, CY_CHARS3);
  g_assert_cmpint (s->worksite_tiles[0], ==, tile_id (s, "s-farm"));
  g_assert_cmpint (s->worksite_tiles[1], ==, tile_id (s, "w-masons"));
  g_assert_cmpint (s->worksite_tiles[2], ==, tile_id (s, "st-church"));
  g_assert_cmpint (spot (s, "road-1")->tile, ==, tile_id (s, "s-farm"));
  g_assert_cmpint (spot (s, "road-8")->tile, ==, tile_id (s, "s-guild-stone"));
  g_assert_cmpint (spot (s, "road-9")->tile, ==, tile_id (s, "w-farm"));
  g_assert_cmpint (spot (s, "road-9")->side, ==, TS_CAYLUS_SIDE_SETUP);
  g_assert_cmpint (spot (s, "road-14")->tile, ==, tile_id (s, "st-gold-mine"));
  g_assert_cmpint (spot (s, "road-10")->state, ==, TS_CAYLUS_SPOT_EMPTY);
  g_assert_cmpint (spot (s, "road-1")->owner, ==, -1);
  /* CY-SET-03/04/05: 7 wood and 7 stone in the supplies, the 7 monuments. */
  {
    guint left[TS_CAYLUS_N_CLASSES] = { 0 };

    for (guint t = 0; t < s->data->n_tiles; t++)
      left[s->data->tiles[t].klass] += s->left[t];
    g_assert_cmpuint (left[TS_CAYLUS_CLASS_START], ==, 0);
    g_assert_cmpuint (left[TS_CAYLUS_CLASS_WOOD], ==, 7);
    g_assert_cmpuint (left[TS_CAYLUS_CLASS_STONE], ==, 7);
    g_assert_cmpuint (left[TS_CAYLUS_CLASS_MONUMENT], ==, 7);
  }
}

static void
test_provost_start (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief bailiff helper laborer goldsmith");

  /* CY-SET-06: just before the wood building on the Road (space 9). */
  g_assert_cmpuint (s->provost, ==, 8);
}

static void
test_workers_by_count (void)
{
  static const guint camp[] = { 0, 0, 5, 9, 9, 5 };

  for (guint n = 2; n <= 5; n++)
    {
      g_autofree TsCaylusState *s = cy_new_game (n, NULL);

      /* CY-SET-09 and decision 2. Example (derived): 3 players -> 6 in supply, 9 in the Camp. */
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s->players[p].camp, ==, camp[n]);
          g_assert_cmpuint (s->players[p].supply, ==, TS_CAYLUS_WORKERS - camp[n]);
          g_assert_cmpint (cy_ledger (s, p, TS_LEDGER_WORKERS), ==, TS_CAYLUS_WORKERS - camp[n]);
        }
    }
}

static void
test_starting_goods (void)
{
  g_autofree TsCaylusState *s = cy_new_game (4, NULL);

  /* CY-SET-08/13: one house below the bridge, 2 wood, 1 stone, 1 food, through the ledger. */
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpuint (s->players[p].houses, ==, 9);
      g_assert_cmpint (cy_ledger (s, p, TS_LEDGER_WOOD), ==, 2);
      g_assert_cmpint (cy_ledger (s, p, TS_LEDGER_STONE), ==, 1);
      g_assert_cmpint (cy_ledger (s, p, TS_LEDGER_FOOD), ==, 1);
      g_assert_cmpint (cy_ledger (s, p, TS_LEDGER_CLOTH), ==, 0);
      g_assert_cmpint (cy_pp (s, p), ==, 0);
    }
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_DEAL);
  g_assert_cmpint (ts_caylus_state_actor (s), ==, -1);
}

static void
test_draft_order (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  const char *const chars[] = { "thief", "bailiff", "helper", "laborer", "goldsmith",
                                "master-builder" };

  for (guint i = 0; i < 13; i++)
    {
      g_autoptr (GArray) events = ts_caylus_legal_events (s);
      g_autofree char *json = NULL;
      g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);

      g_assert_cmpuint (events->len, >, 0);
      json = g_strdup_printf ("{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
      cy_apply (s, json);
    }
  cy_apply (s, "{\"type\":\"first-player\",\"player\":1}");
  for (guint i = 0; i < 6; i++)
    cy_applyf (s, "{\"type\":\"reveal\",\"character\":\"%s\"}", chars[i]);
  /* CY-SET-12, decision 3: the last player in turn order (Ana, before Bruno), then
   * counter-clockwise (Carla), the first player (Bruno) last. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_DRAFT);
  g_assert_cmpint (s->actor, ==, 0);
  cy_apply (s, "{\"type\":\"draft\",\"player\":0,\"character\":\"goldsmith\"}");
  g_assert_cmpint (s->actor, ==, 2);
  cy_apply (s, "{\"type\":\"draft\",\"player\":2,\"character\":\"thief\"}");
  g_assert_cmpint (s->actor, ==, 1);
  cy_apply (s, "{\"type\":\"draft\",\"player\":1,\"character\":\"helper\"}");
  g_assert_cmpint (s->board_characters, ==,
                   (1u << TS_CAYLUS_BAILIFF) | (1u << TS_CAYLUS_LABORER)
                       | (1u << TS_CAYLUS_MASTER_BUILDER));
  g_assert_cmpint (s->revealed, ==, 0);
  g_assert_true (s->players[0].characters == 1u << TS_CAYLUS_GOLDSMITH);
  /* Round 1 starts with the first player. */
  g_assert_cmpuint (s->round, ==, 1);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_PLANNING);
  g_assert_cmpint (s->actor, ==, 1);
}

/* Planning ---------------------------------------------------------------------------------- */

static void
test_turn_order (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-01/02: clockwise from the first player; printed buildings and Road buildings. */
  g_assert_cmpint (s->actor, ==, 0);
  place (s, 0, "fair");
  g_assert_cmpint (s->actor, ==, 1);
  place (s, 1, "road-9");
  g_assert_cmpint (s->actor, ==, 2);
  place (s, 2, "road-14");
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_cmpint (spot (s, "fair")->workers[0], ==, 0);
  g_assert_cmpint (spot (s, "road-9")->workers[0], ==, 1);
  g_assert_cmpuint (s->players[0].supply, ==, 5);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 5);
}

static void
test_worksite (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-07/08: the first free numbered space, one per player. */
  place (s, 0, "worksite");
  place (s, 1, "worksite");
  g_assert_cmpint (s->worksite[0], ==, 0);
  g_assert_cmpint (s->worksite[1], ==, 1);
  g_assert_cmpuint (s->players[1].worksite, ==, 2);
  place (s, 2, "road-1");
  g_assert_false (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}"));
  g_assert_true (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}"));
}

static void
test_pass_bridge (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-09..11, decision 6: onto the bridge in order, the first takes the token. */
  place (s, 0, "road-1");
  pass (s, 1);
  g_assert_cmpuint (s->players[1].bridge, ==, 1);
  g_assert_cmpint (s->next_first, ==, 1);
  g_assert_true (s->first_passer);
  pass (s, 2);
  g_assert_cmpuint (s->players[2].bridge, ==, 2);
  g_assert_cmpint (s->next_first, ==, 1);
  /* CY-PLN-14: planning ends when everyone has passed; Ana is the only one left. */
  g_assert_cmpint (s->actor, ==, 0);
  pass (s, 0);
  g_assert_cmpuint (s->players[0].bridge, ==, 3);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
  /* CY-PRV-01: in bridge order: Bruno first. */
  g_assert_cmpint (s->actor, ==, 1);
}

static void
test_extra_worker_after_pass (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-12: once someone passed, a placement costs one more for the Camp. */
  place (s, 0, "road-1");
  pass (s, 1);
  place (s, 2, "road-2");
  g_assert_cmpuint (s->players[2].supply, ==, 4);
  g_assert_cmpuint (s->players[2].camp, ==, 10);
  place (s, 0, "worksite");
  g_assert_cmpuint (s->players[0].supply, ==, 3);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 3);
}

static void
test_pln13_example (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-13, Example (derived): after the first pass a player with 3 workers places one
   * (2 leave the supply) and cannot place the 1 left: the engine passes for her. */
  place (s, 0, "road-1");
  pass (s, 1);
  place (s, 2, "road-2");
  cy_workers (s, 0, 3);
  place (s, 0, "road-3");
  g_assert_cmpuint (s->players[0].supply, ==, 1);
  g_assert_cmpint (s->actor, ==, 2);
  place (s, 2, "road-4");
  /* Ana's turn came with 1 worker: passed by the engine, so Carla plays again. */
  g_assert_true (s->players[0].passed);
  g_assert_cmpuint (s->players[0].bridge, ==, 2);
  g_assert_cmpint (s->actor, ==, 2);
}

static void
test_builder_pp (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_put (s, 10, "w-tailor", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_put (s, 11, "w-mansion", 2, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, "bailiff helper laborer thief goldsmith master-builder");
  /* CY-PLN-05: the builder gains 1 PP when another player's worker goes on it. */
  place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 1);
  /* CY-PLN-06: not on one's own building, nor on buildings that started on the board. */
  place (s, 1, "road-9");
  place (s, 2, "road-11");
  g_assert_cmpint (cy_pp (s, 2), ==, 0);
  g_assert_cmpint (cy_pp (s, 1), ==, 1);
  g_assert_cmpint (cy_pp (s, 0), ==, 0);
  {
    g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (s);
    gboolean found = FALSE;

    for (guint i = 0; i < lines->len; i++)
      {
        TsLedgerLine *l = g_ptr_array_index (lines, i);

        if (l->player == 1 && l->resource == TS_LEDGER_VP)
          {
            g_assert_cmpstr (l->cause_text, ==, "Ana's worker on your Tailor");
            found = TRUE;
          }
      }
    g_assert_true (found);
  }
}

static void
test_thief_administrator (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_put (s, 10, "w-tailor", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_put (s, 11, "w-mansion", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_put (s, 12, "w-market", 0, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, "thief administrator helper laborer goldsmith master-builder");
  /* CY-CHR-05, decision 4: the Thief's worker gives the owner nothing, even the
   * Administrator's holder (the Thief wins). */
  place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 0);
  /* CY-CHR-04: the Administrator's holder gains 2 instead of 1. */
  place (s, 1, "road-12");
  g_assert_cmpint (cy_pp (s, 0), ==, 1);
  place (s, 2, "road-11");
  g_assert_cmpint (cy_pp (s, 1), ==, 2);
}

static void
test_craftsman (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "craftsman thief helper laborer goldsmith master-builder");
  cy_res (s, 1, 1, 2, 1, 3, 0);
  cy_res (s, 0, 1, 2, 1, 3, 0);
  /* CY-CHR-03, decision 4: once a round beside another player's worker. */
  place (s, 0, "road-2");
  place (s, 1, "road-1");
  place (s, 2, "road-3");
  g_assert_false (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}"));
  place (s, 0, "road-1");
  g_assert_cmpint (spot (s, "road-1")->workers[0], ==, 1);
  g_assert_cmpint (spot (s, "road-1")->workers[1], ==, 0);
  g_assert_true (s->players[0].craftsman_used);
  place (s, 1, "road-4");
  place (s, 2, "road-5");
  g_assert_false (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-3\"}"));
  cy_pass_all (s);
  cy_skip_to (s, TS_CAYLUS_STAGE_ACTIVATE);
  /* Both workers use the Farm, in placement order: Bruno, then Ana. */
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-1"));
  g_assert_cmpint (s->actor, ==, 1);
  cy_apply (s, "{\"type\":\"use\",\"player\":1,\"option\":0}");
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-1"));
  g_assert_cmpint (s->actor, ==, 0);
  cy_apply (s, "{\"type\":\"use\",\"player\":0,\"option\":0}");
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_FOOD), ==, 2);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_FOOD), ==, 2);
  g_assert_cmpint (spot (s, "road-1")->workers[0], ==, -1);
  g_assert_cmpint (spot (s, "road-1")->workers[1], ==, -1);
}

static void
test_early_riser (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  /* CY-CHR-01, decision 5: before the first player, even when the holder is the first
   * player, one worker and one more for the Camp. */
  cy_setup (s, NULL, 0, "early-riser thief helper laborer goldsmith master-builder");
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_EARLY_RISER);
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_true (cy_is_legal (s, "{\"type\":\"skip\",\"player\":0}"));
  place (s, 0, "road-9");
  g_assert_cmpuint (s->players[0].supply, ==, 4);
  g_assert_cmpuint (s->players[0].camp, ==, 10);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_PLANNING);
  g_assert_cmpint (s->actor, ==, 0);
  place (s, 0, "road-1");
  g_assert_cmpuint (s->players[0].supply, ==, 3);
}

static void
test_early_riser_night_worker (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  /* Decision 5: the Night Worker does not waive the Early Riser's extra worker. */
  cy_setup (s, NULL, 1, "early-riser helper thief laborer goldsmith master-builder");
  s->players[0].characters |= 1u << TS_CAYLUS_NIGHT_WORKER;
  g_assert_cmpint (s->actor, ==, 0);
  place (s, 0, "road-1");
  g_assert_cmpuint (s->players[0].supply, ==, 4);
  /* Then the first player, Bruno. */
  g_assert_cmpint (s->actor, ==, 1);
}

static void
test_night_worker (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  /* CY-CHR-02: no extra worker after a pass for the Night Worker's holder. */
  cy_setup (s, NULL, 0, "thief night-worker helper laborer goldsmith master-builder");
  pass (s, 0);
  place (s, 1, "road-1");
  g_assert_cmpuint (s->players[1].supply, ==, 5);
  g_assert_cmpuint (s->players[1].camp, ==, 9);
  place (s, 2, "road-2");
  g_assert_cmpuint (s->players[2].supply, ==, 4);
}

/* The Guild Bridge and the Bailiff -------------------------------------------------------------- */

static void
test_bridge_moves (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  place (s, 0, "road-1");
  cy_pass_all (s);
  /* Bridge order: Bruno, Carla, Ana. CY-PRV-01: 1-3 spaces, a worker each. */
  g_assert_cmpint (s->actor, ==, 1);
  g_assert_true (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":-3}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":4}"));
  cy_apply (s, "{\"type\":\"provost\",\"player\":1,\"steps\":3}");
  g_assert_cmpuint (s->provost, ==, 11);
  g_assert_cmpuint (s->players[1].supply, ==, 3);
  g_assert_cmpuint (s->players[1].camp, ==, 12);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_WORKERS), ==, 3);
  cy_apply (s, "{\"type\":\"provost\",\"player\":2,\"steps\":-2}");
  cy_skip (s);
  /* CY-CHR-06: the Bailiff's holder (Bruno) then moves it 1 for free. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BAILIFF);
  g_assert_cmpint (s->actor, ==, 1);
  g_assert_false (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":2}"));
  cy_apply (s, "{\"type\":\"provost\",\"player\":1,\"steps\":-1}");
  g_assert_cmpuint (s->provost, ==, 8);
  g_assert_cmpuint (s->players[1].supply, ==, 3);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
}

static void
test_bridge_bounds (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PRV-03: never back past the bridge; nor past the Road's end. */
  s->provost = 1;
  place (s, 0, "road-1");
  cy_pass_all (s);
  g_assert_true (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":-1}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":-2}"));
  cy_apply (s, "{\"type\":\"provost\",\"player\":1,\"steps\":-1}");
  g_assert_cmpuint (s->provost, ==, 0);
  /* A player with no worker in supply is skipped on the bridge (decision 12). */
  cy_workers (s, 0, 0);
  cy_skip (s);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BAILIFF);
}


/* Activation (CY-ACT, CY-PRT) ---------------------------------------------------------------- */

static void
use (TsCaylusState *s, const char *extra)
{
  cy_applyf (s, "{\"type\":\"use\",\"player\":%d,\"option\":0%s%s}", s->actor,
             extra != NULL ? "," : "", extra != NULL ? extra : "");
}

/* Everyone passes, nobody moves the Provost: the first building with a worker decides. */
static void
to_activation (TsCaylusState *s)
{
  cy_pass_all (s);
  while (s->stage == TS_CAYLUS_STAGE_BRIDGE || s->stage == TS_CAYLUS_STAGE_BAILIFF)
    cy_skip (s);
}

static void
test_activation_order (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  place (s, 0, "toll");
  place (s, 1, "road-1");
  place (s, 2, "lawyer");
  to_activation (s);
  /* CY-ACT-01/02: from the Fair along the Road: the Lawyer (Carla, no cloth: the engine
   * skips for her, decision 12), the Toll (Ana), then the Farm (Bruno). */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "toll"));
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_cmpuint (s->players[2].camp, ==, 10);
  cy_skip (s);
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-1"));
  g_assert_cmpint (s->actor, ==, 1);
  use (s, NULL);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_FOOD), ==, 2);
  /* Nothing more to decide this round: round 2 starts. CY-ACT-03: every worker went back to
   * the Camp (10), none to the supply (5), before the recruitment's 3. */
  g_assert_cmpuint (s->round, ==, 2);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s->players[p].camp, ==, 7);
      g_assert_cmpuint (s->players[p].supply, ==, 8);
    }
}

static void
test_beyond_provost (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-ACT-04: the wood Farm on space 9 is beyond the Provost (after space 8): Ana's worker
   * goes to the Camp with no effect. */
  place (s, 0, "road-9");
  place (s, 1, "road-1");
  pass (s, 2);
  pass (s, 0);
  pass (s, 1);
  while (s->stage != TS_CAYLUS_STAGE_ACTIVATE)
    cy_skip (s);
  g_assert_cmpint (s->actor, ==, 1);
  use (s, NULL);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_FOOD), ==, 1);
  g_assert_cmpint (cy_pp (s, 0), ==, 0);
  g_assert_cmpint (spot (s, "road-9")->workers[0], ==, -1);
  /* The round is over: in the Camp (10), then 3 recruited. */
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->players[0].camp, ==, 7);
  g_assert_cmpuint (s->players[0].supply, ==, 8);
}

static void
test_toll_back (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PRT-05, decision 8: the Toll moves the Provost back, so the Guild on space 8 is not
   * activated; Bruno's worker goes to the Camp with no effect. */
  place (s, 0, "toll");
  place (s, 1, "road-8");
  to_activation (s);
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "toll"));
  use (s, "\"steps\":-1");
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_STONE), ==, 1);
  /* The round is over: no Guild, Bruno's worker in the Camp (10), then 3 recruited. */
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->players[1].supply, ==, 8);
  g_assert_cmpuint (s->players[1].camp, ==, 7);
}

static void
test_guild_workers (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-STB-07: 1 stone for 4 workers from the Camp. */
  place (s, 0, "road-8");
  to_activation (s);
  use (s, NULL);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_STONE), ==, 0);
  /* 5 + 4 from the Camp (9 - 4 + the worker back = 6), then 3 recruited. */
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 12);
  g_assert_cmpuint (s->players[0].camp, ==, 3);
}

static void
test_fair_takes_last_character (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PRT-01: 1 wood for a Benefit, chosen at once (decision 9); CY-BEN-01 (a): Bruno's
   * Bailiff, his last character. */
  place (s, 0, "fair");
  place (s, 1, "road-1");
  to_activation (s);
  use (s, NULL);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WOOD), ==, 1);
  cy_apply (s, "{\"type\":\"benefit\",\"player\":0,\"character\":\"bailiff\"}");
  g_assert_cmpuint (s->players[1].characters, ==, 0);
  g_assert_true (s->players[0].characters & (1u << TS_CAYLUS_BAILIFF));
  /* Back to the activation: Bruno's Farm. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
  g_assert_cmpint (s->actor, ==, 1);
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-1"));
}

/* @player's Benefit in @round, gained at the Fair during the activation. */
static void
benefit_at (TsCaylusState *s, guint player, guint round)
{
  s->round = round;
  place (s, player, "fair");
  to_activation (s);
  use (s, NULL);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BENEFIT);
}

static void
test_benefit_reach (void)
{
  static const guint rounds[] = { 1, 3, 4, 6, 7, 9 };

  /* CY-BEN-02..04: the Worksite's starting building in rounds 1-3, the wood one too in 4-6,
   * all three in 7-9. */
  for (guint i = 0; i < G_N_ELEMENTS (rounds); i++)
    {
      g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);
      guint reach = rounds[i] <= 3 ? 1 : rounds[i] <= 6 ? 2 : 3;
      g_autoptr (GArray) legal = NULL;
      guint seen = 0;

      cy_res (s, 0, 2, 2, 2, 2, 2);
      benefit_at (s, 0, rounds[i]);
      g_assert_cmpuint (ts_caylus_worksite_reach (s), ==, reach);
      legal = ts_caylus_legal (s);
      for (guint k = 0; k < legal->len; k++)
        {
          const TsCaylusEntry *e = &g_array_index (legal, TsCaylusEntry, k);

          if (e->type == TS_CAYLUS_ENTRY_BENEFIT && e->worksite > 0)
            seen |= 1u << (e->worksite - 1);
        }
      g_assert_cmpuint (seen, ==, (1u << reach) - 1);
    }
}

static void
test_benefit_worksite_then_character (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  benefit_at (s, 0, 1);
  /* CY-BEN-01 (b): the Worksite's Farm, setup side; CY-BEN-05: then a board character. */
  cy_apply (s, "{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":0}");
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_FOOD), ==, 2);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_CHARACTER);
  cy_apply (s, "{\"type\":\"character\",\"player\":0,\"character\":\"laborer\"}");
  g_assert_true (s->players[0].characters & (1u << TS_CAYLUS_LABORER));
  g_assert_false (s->board_characters & (1u << TS_CAYLUS_LABORER));
  /* CY-BEN-06: no limit: Ana holds two now. */
  g_assert_true (s->players[0].characters & (1u << TS_CAYLUS_THIEF));
  g_assert_cmpint (s->stage, !=, TS_CAYLUS_STAGE_BENEFIT);
}

static void
test_benefit_stone_in_round_7 (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-BEN-04: the Worksite's Church (2 workers for 4 PP) in round 7. */
  benefit_at (s, 0, 7);
  cy_apply (s, "{\"type\":\"benefit\",\"player\":0,\"worksite\":3,\"option\":0}");
  g_assert_cmpint (cy_pp (s, 0), ==, 4);
  g_assert_cmpuint (s->players[0].supply, ==, 3);
  {
    g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (s);
    const char *last = "";

    for (guint i = 0; i < lines->len; i++)
      if (((TsLedgerLine *) g_ptr_array_index (lines, i))->resource == TS_LEDGER_VP)
        last = ((TsLedgerLine *) g_ptr_array_index (lines, i))->cause_text;
    g_assert_cmpstr (last, ==, "Benefit, the Worksite's Church: 2 workers for 4 PP");
  }
}

static void
test_carpenter_architect (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_setup (s, NULL, 0, "architect bailiff helper laborer goldsmith master-builder");
  /* CY-PRT-03, CY-CON-01, CY-CHR-07: the Tailor (1 wood + 1 of choice) on the first empty
   * space, Ana's house on it, its 4 PP and 1 for the Architect. */
  place (s, 0, "carpenter");
  to_activation (s);
  g_assert_true (cy_is_legal (s, "{\"type\":\"use\",\"player\":0,\"option\":0,"
                                 "\"tile\":\"w-tailor\",\"pay\":{\"wood\":1,\"stone\":1}}"));
  use (s, "\"tile\":\"w-tailor\",\"pay\":{\"wood\":2}");
  g_assert_cmpint (spot (s, "road-10")->tile, ==, tile_id (s, "w-tailor"));
  g_assert_cmpint (spot (s, "road-10")->owner, ==, 0);
  g_assert_cmpint (spot (s, "road-10")->side, ==, TS_CAYLUS_SIDE_CONSTRUCTION);
  g_assert_cmpuint (s->players[0].houses, ==, 8);
  g_assert_cmpint (cy_pp (s, 0), ==, 5);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WOOD), ==, 0);
  g_assert_cmpuint (s->left[tile_id (s, "w-tailor")], ==, 0);
  {
    g_autofree char *text = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_BUILD, tile_id (s, "w-tailor"));

    g_assert_cmpstr (text, ==, "Built the Tailor (road space 10)");
  }
}

static void
test_no_house_no_build (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* Decision 8: no house, no building; the engine skips the Carpenter for Ana. */
  s->players[0].houses = 0;
  place (s, 0, "carpenter");
  place (s, 1, "road-1");
  to_activation (s);
  g_assert_cmpuint (s->cursor, ==, cy_spot (s, "road-1"));
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WOOD), ==, 2);
  g_assert_cmpuint (s->players[0].camp, ==, 10);
}

static void
test_masons (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  /* CY-WDB-08: a stone building from the supply; decision 2: its setup side is its
   * construction side. */
  cy_put (s, 10, "w-masons", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  s->provost = 10;
  cy_setup (s, "s-farm s-farm s-sawmill s-quarry s-carpenter s-market s-market s-guild-any "
               "s-guild-stone w-tailor w-farm st-church st-gold-mine",
            0, CY_CHARS3);
  s->provost = 10;
  cy_res (s, 0, 1, 1, 1, 0, 0);
  place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 0); /* the Thief's worker */
  to_activation (s);
  use (s, "\"tile\":\"st-farm\"");
  g_assert_cmpint (spot (s, "road-11")->tile, ==, tile_id (s, "st-farm"));
  g_assert_cmpint (spot (s, "road-11")->owner, ==, 0);
  g_assert_cmpint (cy_pp (s, 0), ==, 3);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_STONE), ==, 0);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_FOOD), ==, 0);
}

static void
test_lawyer_residence (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PRT-02: 1 cloth, a house on a starting building; CY-ADM-01: a residence at the
   * administration; CY-RCR-02: one more worker at the recruitment. */
  cy_res (s, 0, 1, 2, 1, 1, 0);
  place (s, 0, "lawyer");
  to_activation (s);
  use (s, "\"at\":\"road-3\"");
  g_assert_cmpint (spot (s, "road-3")->owner, ==, 0);
  g_assert_cmpuint (s->players[0].houses, ==, 8);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_CLOTH), ==, 0);
  /* Nobody delivers; no monument is affordable: round 2 starts. */
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpint (spot (s, "road-3")->state, ==, TS_CAYLUS_SPOT_RESIDENCE);
  /* 5 in supply, 10 in the Camp before: 3 + 1 for the residence. */
  g_assert_cmpuint (s->players[0].supply, ==, 9);
  g_assert_cmpuint (s->players[1].supply, ==, 9);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 9);
}

static void
test_owner_bonus (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_put (s, 10, "st-quarry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, CY_CHARS3);
  s->provost = 12;
  /* CY-STN-03/04: Ana (the Thief) gets 2 stone + 1 cloth; Bruno no PP (the Thief) but his
   * stone (decision 8: the Thief cancels only the placement PP). */
  place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 0);
  to_activation (s);
  use (s, NULL);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_STONE), ==, 3);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_CLOTH), ==, 1);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_STONE), ==, 2);
  {
    g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (s);
    gboolean found = FALSE;

    for (guint i = 0; i < lines->len; i++)
      {
        TsLedgerLine *l = g_ptr_array_index (lines, i);

        if (l->player == 1 && g_str_has_prefix (l->cause_id, "owner-gain"))
          {
            g_assert_cmpstr (l->cause_text, ==, "Ana used your Quarry");
            found = TRUE;
          }
      }
    g_assert_true (found);
  }
}

static void
test_tailor_words (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);

  cy_put (s, 10, "w-tailor", -1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, CY_CHARS3);
  s->provost = 10;
  cy_res (s, 0, 1, 2, 1, 2, 0);
  /* CY-WDB-07: 2 cloth for 6 PP, in the ledger's words. */
  place (s, 0, "road-10");
  to_activation (s);
  cy_applyf (s, "{\"type\":\"use\",\"player\":0,\"option\":1}");
  g_assert_cmpint (cy_pp (s, 0), ==, 6);
  {
    g_autofree char *text
        = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_EFFECT, tile_id (s, "w-tailor") | (1 << 6));

    g_assert_cmpstr (text, ==, "Tailor: 2 cloth for 6 PP");
  }
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
  place (s, 0, "worksite");
  place (s, 1, "worksite");
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
  place (s, 0, "road-1");
  place (s, 1, "worksite");
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
  place (s, 0, "worksite");
  place (s, 1, "worksite");
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
  place (s, 0, "worksite");
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
  pass (s, 0);
  place (s, 1, "road-1");
  place (s, 2, "worksite");
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
  place (s, 0, "worksite");
  to_delivery (s);
  cy_apply (s, "{\"type\":\"deliver\",\"player\":0,\"batches\":2,"
               "\"pay\":{\"food\":2,\"wood\":2,\"stone\":1,\"gold\":1}}");
  g_assert_cmpint (cy_pp (s, 0), ==, 15);
}

/* Administration (CY-ADM, CY-MNM, CY-RCR) and the end ------------------------------------------ */

static void
test_provost_reset (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-ADM-04/05: the setup stone building (space 14) is ignored behind the empty space 13:
   * the Provost goes before the wood Farm (space 9). */
  s->provost = 20;
  place (s, s->actor, "road-1");
  to_activation (s);
  cy_skip (s);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->provost, ==, 8);
  /* With spaces 10-13 built the stone building counts: before space 14. */
  for (guint space = 10; space <= 13; space++)
    cy_put (s, space, space == 10 ? "w-tailor" : space == 11 ? "w-market" : space == 12 ? "w-quarry" : "w-sawmill", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  place (s, s->actor, "road-1");
  to_activation (s);
  cy_skip (s);
  g_assert_cmpuint (s->round, ==, 3);
  g_assert_cmpuint (s->provost, ==, 13);
  /* A building after it: before that one. */
  cy_put (s, 15, "st-foundry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  place (s, s->actor, "road-1");
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
      sp->monument = tile_id (s, "m-garden");
      /* CY-MNM-06, CY-MNM-08's option: 3 + 2 (+ 1 when the residence still counts). */
      cy_pass_all (s);
      while (s->round == 1)
        cy_skip (s);
      g_assert_cmpuint (s->players[0].supply, ==, 6 + 5 + counts);
    }
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
      sp->monument = tile_id (s, ids[i]);
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
  g_assert_cmpstr (cy_refuse (s, "{\"type\":\"pass\",\"player\":0}"), ==,
                   "That is not possible now: the game is over.");
}

/* The whole flow ------------------------------------------------------------------------------ */

/* Random complete games from the legal lists only: every listed entry is accepted, the game
 * always reaches its end after round 9, and the ledger's sums are the state's counts. */
static void
test_random_games (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1303);

  for (guint game = 0; game < 300; game++)
    {
      guint n = 2 + game % 4;
      g_autofree TsCaylusState *s = cy_new_game (n, game % 2 ? "{\"monument-residence\":\"counts\"}"
                                                              : NULL);
      guint steps = 0;

      while (s->stage != TS_CAYLUS_STAGE_OVER)
        {
          g_autoptr (GArray) list = ts_caylus_state_actor (s) >= 0 ? ts_caylus_legal (s)
                                                                   : ts_caylus_legal_events (s);
          g_autoptr (GError) error = NULL;
          TsCaylusEntry e;
          guint pick;

          g_assert_cmpuint (list->len, >, 0);
          /* Skips and passes rarely, so that games use the buildings. */
          pick = g_rand_int_range (rand, 0, list->len);
          e = g_array_index (list, TsCaylusEntry, pick);
          if ((e.type == TS_CAYLUS_ENTRY_SKIP || e.type == TS_CAYLUS_ENTRY_PASS) && list->len > 1
              && g_rand_int_range (rand, 0, 4) > 0)
            e = g_array_index (list, TsCaylusEntry, (pick + 1) % list->len);
          if (!ts_caylus_apply (s, &e, &error))
            g_error ("game %u step %u: a legal entry was refused: %s", game, steps,
                     error->message);
          g_assert_cmpuint (++steps, <, 20000);
        }
      g_assert_cmpuint (s->round, ==, 9);
      g_assert_cmpuint (s->winners, !=, 0);
      for (guint p = 0; p < n; p++)
        {
          guint on_board = 0;

          cy_pp (s, p);
          cy_ledger (s, p, TS_LEDGER_WORKERS);
          for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
            cy_ledger (s, p, ts_caylus_ledger_resource (r));
          for (guint k = 0; k < s->n_spots; k++)
            on_board += (s->spots[k].workers[0] == (int) p) + (s->spots[k].workers[1] == (int) p);
          /* Every worker is in the supply or the Camp between rounds. */
          g_assert_cmpuint (on_board, ==, 0);
          g_assert_cmpuint (s->players[p].supply + s->players[p].camp, ==, TS_CAYLUS_WORKERS);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/CY-SET-01-05/deals", test_deals);
  g_test_add_func ("/caylus/CY-SET-06/provost-before-the-wood-building", test_provost_start);
  g_test_add_func ("/caylus/CY-SET-09/workers-by-player-count", test_workers_by_count);
  g_test_add_func ("/caylus/CY-SET-08-13/houses-and-goods", test_starting_goods);
  g_test_add_func ("/caylus/CY-SET-10-12/draft-from-the-last-player", test_draft_order);
  g_test_add_func ("/caylus/CY-PLN-01-02/turn-order", test_turn_order);
  g_test_add_func ("/caylus/CY-PLN-07-08/worksite", test_worksite);
  g_test_add_func ("/caylus/CY-PLN-09-11-14/pass-bridge-token", test_pass_bridge);
  g_test_add_func ("/caylus/CY-PLN-12/extra-worker-after-a-pass", test_extra_worker_after_pass);
  g_test_add_func ("/caylus/CY-PLN-13/example-3-workers", test_pln13_example);
  g_test_add_func ("/caylus/CY-PLN-05-06/builder-pp", test_builder_pp);
  g_test_add_func ("/caylus/CY-CHR-04-05/thief-and-administrator", test_thief_administrator);
  g_test_add_func ("/caylus/CY-CHR-03/craftsman-on-an-occupied-building", test_craftsman);
  g_test_add_func ("/caylus/CY-CHR-01/early-riser-as-first-player", test_early_riser);
  g_test_add_func ("/caylus/CY-CHR-02/night-worker-after-a-pass", test_night_worker);
  g_test_add_func ("/caylus/CY-CHR-01-02/early-riser-with-the-night-worker",
                   test_early_riser_night_worker);
  g_test_add_func ("/caylus/CY-PRV-01/CY-CHR-06/bridge-and-bailiff", test_bridge_moves);
  g_test_add_func ("/caylus/CY-PRV-03/bounds", test_bridge_bounds);
  g_test_add_func ("/caylus/CY-ACT-01-03/activation-order", test_activation_order);
  g_test_add_func ("/caylus/CY-ACT-04/beyond-the-provost", test_beyond_provost);
  g_test_add_func ("/caylus/CY-PRT-05/toll-moves-the-provost-back", test_toll_back);
  g_test_add_func ("/caylus/CY-STB-07/guild-workers", test_guild_workers);
  g_test_add_func ("/caylus/CY-PRT-01/CY-BEN-01/fair-takes-a-last-character",
                   test_fair_takes_last_character);
  g_test_add_func ("/caylus/CY-BEN-02-04/reach-by-round", test_benefit_reach);
  g_test_add_func ("/caylus/CY-BEN-05-06/worksite-then-character",
                   test_benefit_worksite_then_character);
  g_test_add_func ("/caylus/CY-BEN-04/stone-building-in-round-7", test_benefit_stone_in_round_7);
  g_test_add_func ("/caylus/CY-PRT-03/CY-CHR-07/carpenter-and-architect", test_carpenter_architect);
  g_test_add_func ("/caylus/CY-PRT-04/no-house-cannot-build", test_no_house_no_build);
  g_test_add_func ("/caylus/CY-WDB-08/masons-workshop", test_masons);
  g_test_add_func ("/caylus/CY-PRT-02/CY-ADM-01/lawyer-residence", test_lawyer_residence);
  g_test_add_func ("/caylus/CY-STN-04/owner-bonus-and-the-thief", test_owner_bonus);
  g_test_add_func ("/caylus/CY-WDB-07/tailor-in-the-ledger", test_tailor_words);
  g_test_add_func ("/caylus/CY-DLV-03-06/example-3-batches", test_delivery_example);
  g_test_add_func ("/caylus/CY-CHR-08/deliverer-without-a-worksite-worker", test_deliverer);
  g_test_add_func ("/caylus/CY-CHR-09/deliverer-further-batches", test_deliverer_again);
  g_test_add_func ("/caylus/CY-DLV-05/no-batch-no-benefit", test_no_batch_no_benefit);
  g_test_add_func ("/caylus/CY-CHR-10/helper", test_helper);
  g_test_add_func ("/caylus/CY-CHR-12/goldsmith", test_goldsmith);
  g_test_add_func ("/caylus/CY-ADM-04-05/provost-reset", test_provost_reset);
  g_test_add_func ("/caylus/CY-RCR-01-04/example-4-in-the-camp", test_recruitment_example);
  g_test_add_func ("/caylus/CY-MNM-05/theatre-benefit-in-administration", test_monument_theatre);
  g_test_add_func ("/caylus/CY-MNM-06-08/garden-and-the-residence-option", test_garden_counts);
  g_test_add_func ("/caylus/CY-MNM-07-08/granary-factory", test_granary_factory);
  g_test_add_func ("/caylus/CY-END-01-02/CY-TIE-01/gold-and-shared-victory", test_end);
  g_test_add_func ("/caylus/flow/random-complete-games", test_random_games);
  return g_test_run ();
}
