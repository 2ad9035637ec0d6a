/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 rules after planning, clause by clause: activation and the Provost, the
 * buildings, Benefits, delivery, administration and the end (the lead's decisions cited as
 * "decision N"). Setup and planning are in test-caylus-rules.c. */
#include <string.h>

#include "caylus-util.h"

#define CY_CHARS3 "thief bailiff helper laborer goldsmith master-builder"

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

  cy_place (s, 0, "toll");
  cy_place (s, 1, "road-1");
  cy_place (s, 2, "lawyer");
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
  cy_place (s, 0, "road-9");
  cy_place (s, 1, "road-1");
  cy_pass (s, 2);
  cy_pass (s, 0);
  cy_pass (s, 1);
  while (s->stage != TS_CAYLUS_STAGE_ACTIVATE)
    cy_skip (s);
  g_assert_cmpint (s->actor, ==, 1);
  use (s, NULL);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_FOOD), ==, 1);
  g_assert_cmpint (cy_pp (s, 0), ==, 0);
  g_assert_cmpint (cy_spot_at (s, "road-9")->workers[0], ==, -1);
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
  cy_place (s, 0, "toll");
  cy_place (s, 1, "road-8");
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
  cy_place (s, 0, "road-8");
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
  cy_place (s, 0, "fair");
  cy_place (s, 1, "road-1");
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
  cy_place (s, player, "fair");
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
      if (((TsLedgerLine *)g_ptr_array_index (lines, i))->resource == TS_LEDGER_VP)
        last = ((TsLedgerLine *)g_ptr_array_index (lines, i))->cause_text;
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
  cy_place (s, 0, "carpenter");
  to_activation (s);
  g_assert_true (cy_is_legal (s, "{\"type\":\"use\",\"player\":0,\"option\":0,"
                                 "\"tile\":\"w-tailor\",\"pay\":{\"wood\":1,\"stone\":1}}"));
  use (s, "\"tile\":\"w-tailor\",\"pay\":{\"wood\":2}");
  g_assert_cmpint (cy_spot_at (s, "road-10")->tile, ==, cy_tile_id (s, "w-tailor"));
  g_assert_cmpint (cy_spot_at (s, "road-10")->owner, ==, 0);
  g_assert_cmpint (cy_spot_at (s, "road-10")->side, ==, TS_CAYLUS_SIDE_CONSTRUCTION);
  g_assert_cmpuint (s->players[0].houses, ==, 8);
  g_assert_cmpint (cy_pp (s, 0), ==, 5);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_WOOD), ==, 0);
  g_assert_cmpuint (s->left[cy_tile_id (s, "w-tailor")], ==, 0);
  {
    g_autofree char *text
        = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_BUILD, cy_tile_id (s, "w-tailor"));

    g_assert_cmpstr (text, ==, "Built the Tailor (road space 10)");
  }
}

static void
test_no_house_no_build (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (3, CY_CHARS3);

  /* Decision 8: no house, no building; the engine skips the Carpenter for Ana. */
  s->players[0].houses = 0;
  cy_place (s, 0, "carpenter");
  cy_place (s, 1, "road-1");
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
  cy_setup (s,
            "s-farm s-farm s-sawmill s-quarry s-carpenter s-market s-market s-guild-any "
            "s-guild-stone w-tailor w-farm st-church st-gold-mine",
            0, CY_CHARS3);
  s->provost = 10;
  cy_res (s, 0, 1, 1, 1, 0, 0);
  cy_place (s, 0, "road-10");
  g_assert_cmpint (cy_pp (s, 1), ==, 0); /* the Thief's worker */
  to_activation (s);
  use (s, "\"tile\":\"st-farm\"");
  g_assert_cmpint (cy_spot_at (s, "road-11")->tile, ==, cy_tile_id (s, "st-farm"));
  g_assert_cmpint (cy_spot_at (s, "road-11")->owner, ==, 0);
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
  cy_place (s, 0, "lawyer");
  to_activation (s);
  use (s, "\"at\":\"road-3\"");
  g_assert_cmpint (cy_spot_at (s, "road-3")->owner, ==, 0);
  g_assert_cmpuint (s->players[0].houses, ==, 8);
  g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_CLOTH), ==, 0);
  /* Nobody delivers; no monument is affordable: round 2 starts. */
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpint (cy_spot_at (s, "road-3")->state, ==, TS_CAYLUS_SPOT_RESIDENCE);
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
  cy_place (s, 0, "road-10");
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

/* The owner's line in the ledger for @player, or NULL. */
static char *
owner_line (const TsCaylusState *s, guint player)
{
  g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (s);

  for (guint i = 0; i < lines->len; i++)
    {
      TsLedgerLine *l = g_ptr_array_index (lines, i);

      if (l->player == player && g_str_has_prefix (l->cause_id, "owner-gain"))
        return g_strdup (l->cause_text);
    }
  return NULL;
}

static void
test_owner_bonus_declined (void)
{
  static const char *const options[]
      = { NULL, "{\"stone-owner-gain\":\"activated\"}", "{\"stone-owner-gain\":\"used\"}" };

  /* CY-STN-04, decision of issue 26: “se elas forem ativadas por outro jogador que não seja
   * quem as construiu, quem as construiu, além do ponto de prestígio, ainda ganha,
   * respectivamente, 1 comida, 1 madeira, 1 pedra”; and CY-ACT-02: “Quando uma construção é
   * ativada, se um jogador tinha colocado um trabalhador lá [...], ele poderá usar o efeito”.
   * The building is activated whether or not Ana uses it: Bruno gets his stone when she
   * declines, unless the table plays "stone-owner-gain": "used". */
  for (guint k = 0; k < G_N_ELEMENTS (options); k++)
    {
      g_autofree TsCaylusState *s = cy_new_game (3, options[k]);
      g_autofree char *line = NULL;
      gboolean used_only = k == 2;

      cy_put (s, 10, "st-quarry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
      cy_setup (s, NULL, 0, CY_CHARS3);
      s->provost = 12;
      g_assert_cmpuint (s->opt_owner_gain_used, ==, used_only);
      cy_place (s, 0, "road-10");
      to_activation (s);
      g_assert_cmpint (s->actor, ==, 0);
      cy_skip (s);
      g_assert_cmpint (cy_ledger (s, 0, TS_LEDGER_STONE), ==, 1);
      g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_STONE), ==, used_only ? 1 : 2);
      line = owner_line (s, 1);
      g_assert_cmpstr (line, ==, used_only ? NULL : "Ana skipped your Quarry");
    }
}

static void
test_owner_bonus_not_activated (void)
{
  g_autofree TsCaylusState *s = cy_new_game (3, NULL);
  g_autofree char *line = NULL;

  /* CY-STN-04 asks for an activation: beyond the Provost (CY-ACT-04, “Construções que
   * estejam além do Capataz não são ativadas”) Bruno gets the PP of the visit but no stone. */
  cy_put (s, 10, "st-quarry", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_setup (s, NULL, 0, CY_CHARS3);
  s->provost = 9;
  cy_place (s, 0, "road-10");
  to_activation (s);
  while (s->stage == TS_CAYLUS_STAGE_ACTIVATE)
    cy_skip (s);
  g_assert_cmpint (cy_ledger (s, 1, TS_LEDGER_STONE), ==, 1);
  line = owner_line (s, 1);
  g_assert_null (line);
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
  cy_place (s, 0, "road-10");
  to_activation (s);
  cy_applyf (s, "{\"type\":\"use\",\"player\":0,\"option\":1}");
  g_assert_cmpint (cy_pp (s, 0), ==, 6);
  {
    g_autofree char *text
        = ts_caylus_cause_text (s, TS_CAYLUS_CAUSE_EFFECT, cy_tile_id (s, "w-tailor") | (1 << 6));

    g_assert_cmpstr (text, ==, "Tailor: 2 cloth for 6 PP");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
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
  g_test_add_func ("/caylus/CY-STN-04/owner-bonus-when-declined", test_owner_bonus_declined);
  g_test_add_func ("/caylus/CY-STN-04/owner-bonus-needs-activation",
                   test_owner_bonus_not_activated);
  g_test_add_func ("/caylus/CY-WDB-07/tailor-in-the-ledger", test_tailor_words);
  return g_test_run ();
}
