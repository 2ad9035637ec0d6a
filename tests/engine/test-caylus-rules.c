/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 rules, clause by clause (shared/rules/caylus-1303.clauses.md), with the lead's
 * decisions on the open questions cited as "decision N" (the rules helper's brief). */
#include <string.h>

#include "caylus-util.h"
#include "ts-engine-error.h"

/* Ana the Thief, Bruno the Bailiff, Carla the Helper; the Laborer, Goldsmith and Master
 * Builder on the board; Ana first. */
#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

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
  g_assert_cmpint (s->worksite_tiles[0], ==, cy_tile_id (s, "s-farm"));
  g_assert_cmpint (s->worksite_tiles[1], ==, cy_tile_id (s, "w-masons"));
  g_assert_cmpint (s->worksite_tiles[2], ==, cy_tile_id (s, "st-church"));
  g_assert_cmpint (cy_spot_at (s, "road-1")->tile, ==, cy_tile_id (s, "s-farm"));
  g_assert_cmpint (cy_spot_at (s, "road-8")->tile, ==, cy_tile_id (s, "s-guild-stone"));
  g_assert_cmpint (cy_spot_at (s, "road-9")->tile, ==, cy_tile_id (s, "w-farm"));
  g_assert_cmpint (cy_spot_at (s, "road-9")->side, ==, TS_CAYLUS_SIDE_SETUP);
  g_assert_cmpint (cy_spot_at (s, "road-14")->tile, ==, cy_tile_id (s, "st-gold-mine"));
  g_assert_cmpint (cy_spot_at (s, "road-10")->state, ==, TS_CAYLUS_SPOT_EMPTY);
  g_assert_cmpint (cy_spot_at (s, "road-1")->owner, ==, -1);
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
test_deal_events (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_auto (GStrv) t = g_strsplit (CY_TILES, " ", -1);
  /* Kinds left before each deal: two Farms and two Markets count once while one is left. */
  static const guint kinds[] = { 7, 7, 6, 5, 4, 3, 3, 2, 1, 9 };

  /* Decision 2: the table events offer each kind left of the slot's class; the Road's wood
   * slot never the Masons' Workshop. */
  for (guint i = 0; i < 10; i++)
    {
      g_autoptr (GArray) events = ts_caylus_legal_events (s);

      g_assert_cmpuint (events->len, ==, kinds[i]);
      cy_applyf (s, "{\"type\":\"deal\",\"tile\":\"%s\"}", i == 9 ? "w-tailor" : t[i]);
    }
  g_assert_true (cy_is_legal (s, "{\"type\":\"deal\",\"tile\":\"w-farm\"}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"deal\",\"tile\":\"w-masons\"}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"deal\",\"tile\":\"w-tailor\"}"));
  g_assert_false (cy_is_legal (s, "{\"type\":\"deal\",\"tile\":\"st-farm\"}"));
  {
    g_autoptr (GArray) events = ts_caylus_legal_events (s);

    /* 9 wood kinds, the Tailor dealt, the Masons' Workshop never here: 7. */
    g_assert_cmpuint (events->len, ==, 7);
  }
}

static void
test_setup_refused (void)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Dora", "Eva", "Fabio" };
  g_autoptr (JsonParser) parser = json_parser_new ();

  /* CY-CMP-01: 2 to 5 players. */
  for (guint n = 1; n <= 6; n++)
    {
      g_autoptr (JsonArray) players = json_array_new ();
      g_autoptr (GError) error = NULL;
      g_autofree TsCaylusState *s = NULL;

      for (guint i = 0; i < n; i++)
        json_array_add_string_element (players, names[i]);
      s = ts_caylus_state_new (NULL, players, &error);
      g_assert_true ((s != NULL) == (n >= 2 && n <= 5));
      if (s == NULL)
        g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
    }
  /* The options: "monument-residence" is "covered" or "counts"; "stone-owner-gain"
   * (CY-STN-04) "activated" or "used". */
  for (guint k = 0; k < 2; k++)
    {
      static const char *const bad[]
          = { "{\"monument-residence\": \"both\"}", "{\"stone-owner-gain\": true}" };
      static const char *const said[]
          = { "The Caylus option “monument-residence” must be “covered” or “counts”.",
              "The Caylus option “stone-owner-gain” must be “activated” or “used”." };
      g_autoptr (JsonArray) players = json_array_new ();
      g_autoptr (GError) error = NULL;
      g_autofree TsCaylusState *s = NULL;

      json_array_add_string_element (players, "Ana");
      json_array_add_string_element (players, "Bruno");
      g_assert_true (json_parser_load_from_data (parser, bad[k], -1, NULL));
      s = ts_caylus_state_new (json_node_get_object (json_parser_get_root (parser)), players,
                               &error);
      g_assert_null (s);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
      g_assert_cmpstr (error->message, ==, said[k]);
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
  const char *const chars[]
      = { "thief", "bailiff", "helper", "laborer", "goldsmith", "master-builder" };

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
  cy_place (s, 0, "fair");
  g_assert_cmpint (s->actor, ==, 1);
  cy_place (s, 1, "road-9");
  g_assert_cmpint (s->actor, ==, 2);
  cy_place (s, 2, "road-14");
  g_assert_cmpint (s->actor, ==, 0);
  g_assert_cmpint (cy_spot_at (s, "fair")->workers[0], ==, 0);
  g_assert_cmpint (cy_spot_at (s, "road-9")->workers[0], ==, 1);
  g_assert_cmpuint (s->players[0].supply, ==, 5);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 5);
}

static void
test_worksite (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-07/08: the first free numbered space, one per player. */
  cy_place (s, 0, "worksite");
  cy_place (s, 1, "worksite");
  g_assert_cmpint (s->worksite[0], ==, 0);
  g_assert_cmpint (s->worksite[1], ==, 1);
  g_assert_cmpuint (s->players[1].worksite, ==, 2);
  cy_place (s, 2, "road-1");
  g_assert_false (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"worksite\"}"));
  g_assert_true (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}"));
}

static void
test_pass_bridge (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-09..11, decision 6: onto the bridge in order, the first takes the token. */
  cy_place (s, 0, "road-1");
  cy_pass (s, 1);
  g_assert_cmpuint (s->players[1].bridge, ==, 1);
  g_assert_cmpint (s->next_first, ==, 1);
  g_assert_true (s->first_passer);
  cy_pass (s, 2);
  g_assert_cmpuint (s->players[2].bridge, ==, 2);
  g_assert_cmpint (s->next_first, ==, 1);
  /* CY-PLN-14: planning ends when everyone has passed; Ana is the only one left. */
  g_assert_cmpint (s->actor, ==, 0);
  cy_pass (s, 0);
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
  cy_place (s, 0, "road-1");
  cy_pass (s, 1);
  cy_place (s, 2, "road-2");
  g_assert_cmpuint (s->players[2].supply, ==, 4);
  g_assert_cmpuint (s->players[2].camp, ==, 10);
  cy_place (s, 0, "worksite");
  g_assert_cmpuint (s->players[0].supply, ==, 3);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WORKERS), ==, 3);
}

static void
test_pln13_example (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* CY-PLN-13, Example (derived): after the first pass a player with 3 workers places one
   * (2 leave the supply) and cannot place the 1 left: the engine passes for her. */
  cy_place (s, 0, "road-1");
  cy_pass (s, 1);
  cy_place (s, 2, "road-2");
  cy_workers (s, 0, 3);
  cy_place (s, 0, "road-3");
  g_assert_cmpuint (s->players[0].supply, ==, 1);
  g_assert_cmpint (s->actor, ==, 2);
  cy_place (s, 2, "road-4");
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
  cy_place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 1);
  /* CY-PLN-06: not on one's own building, nor on buildings that started on the board. */
  cy_place (s, 1, "road-9");
  cy_place (s, 2, "road-11");
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
  cy_place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 0);
  /* CY-CHR-04: the Administrator's holder gains 2 instead of 1. */
  cy_place (s, 1, "road-12");
  g_assert_cmpint (cy_pp (s, 0), ==, 1);
  cy_place (s, 2, "road-11");
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
  cy_place (s, 0, "road-2");
  cy_place (s, 1, "road-1");
  cy_place (s, 2, "road-3");
  g_assert_false (cy_is_legal (s, "{\"type\":\"place\",\"player\":0,\"at\":\"road-2\"}"));
  cy_place (s, 0, "road-1");
  g_assert_cmpint (cy_spot_at (s, "road-1")->workers[0], ==, 1);
  g_assert_cmpint (cy_spot_at (s, "road-1")->workers[1], ==, 0);
  g_assert_true (s->players[0].craftsman_used);
  cy_place (s, 1, "road-4");
  cy_place (s, 2, "road-5");
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
  g_assert_cmpint (cy_spot_at (s, "road-1")->workers[0], ==, -1);
  g_assert_cmpint (cy_spot_at (s, "road-1")->workers[1], ==, -1);
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
  cy_place (s, 0, "road-9");
  g_assert_cmpuint (s->players[0].supply, ==, 4);
  g_assert_cmpuint (s->players[0].camp, ==, 10);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_PLANNING);
  g_assert_cmpint (s->actor, ==, 0);
  cy_place (s, 0, "road-1");
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
  cy_place (s, 0, "road-1");
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
  cy_pass (s, 0);
  cy_place (s, 1, "road-1");
  g_assert_cmpuint (s->players[1].supply, ==, 5);
  g_assert_cmpuint (s->players[1].camp, ==, 9);
  cy_place (s, 2, "road-2");
  g_assert_cmpuint (s->players[2].supply, ==, 4);
}

/* The Guild Bridge and the Bailiff --------------------------------------------------------------
 */

static void
test_bridge_moves (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  cy_place (s, 0, "road-1");
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
  cy_place (s, 0, "road-1");
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

static void
test_provost_end_spaces (void)
{
  g_autofree TsCaylusState *s
      = cy_new_setup (5, "thief bailiff helper laborer goldsmith master-builder architect "
                         "craftsman");

  /* CY-PRV-04: “No final da Estrada há quatro casas com a figura do Capataz para as quais
   * ele também pode se mover, que servem para tentar fazer com que todas as construções da
   * Estrada sejam ativadas.” The 5-player example of issue 26: from before the wood building
   * (after space 8) everyone moves it +3, onto the first Provost space (23) ... */
  g_assert_cmpuint (s->provost, ==, 8);
  cy_place (s, 0, "road-1");
  cy_pass_all (s);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BRIDGE);
      cy_applyf (s, "{\"type\":\"provost\",\"player\":%d,\"steps\":3}", s->actor);
    }
  g_assert_cmpuint (s->provost, ==, 23);
  /* ... then the Bailiff's +1 is accepted: the second of the four spaces. */
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_BAILIFF);
  g_assert_cmpint (s->actor, ==, 1);
  g_assert_true (cy_is_legal (s, "{\"type\":\"provost\",\"player\":1,\"steps\":1}"));
  cy_apply (s, "{\"type\":\"provost\",\"player\":1,\"steps\":1}");
  g_assert_cmpuint (s->provost, ==, 24);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
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
      g_autofree TsCaylusState *s
          = cy_new_game (n, game % 2 ? "{\"monument-residence\":\"counts\"}" : NULL);
      guint steps = 0;

      while (s->stage != TS_CAYLUS_STAGE_OVER)
        {
          g_autoptr (GArray) list
              = ts_caylus_state_actor (s) >= 0 ? ts_caylus_legal (s) : ts_caylus_legal_events (s);
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
            g_error ("game %u step %u: a legal entry was refused: %s", game, steps, error->message);
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
            on_board += (s->spots[k].workers[0] == (int)p) + (s->spots[k].workers[1] == (int)p);
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
  g_test_add_func ("/caylus/CY-CMP-01/players-and-options", test_setup_refused);
  g_test_add_func ("/caylus/CY-SET-01-02/deal-events", test_deal_events);
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
  g_test_add_func ("/caylus/CY-PRV-04/four-provost-spaces", test_provost_end_spaces);
  g_test_add_func ("/caylus/flow/random-complete-games", test_random_games);
  return g_test_run ();
}
