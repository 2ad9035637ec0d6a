/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. */
#include "ts-caylus-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

/* The players' decisions; the table's events are described by describe_pending. */
static GPtrArray *
cy_legal (gconstpointer state)
{
  g_autoptr (GArray) decisions = ts_caylus_legal (state);

  return ts_games_entries_dup (decisions);
}

static gboolean
cy_finished (gconstpointer state)
{
  const TsCaylusState *s = state;

  return s->stage == TS_CAYLUS_STAGE_OVER;
}

/* The table enters every setup tile and character as an entry: nothing comes from "setup". */
static gpointer
cy_new (JsonObject *options, JsonArray *players, JsonObject *setup G_GNUC_UNUSED, GError **error)
{
  return ts_caylus_state_new (options, players, error);
}

/* Workers and the five resources every player keeps (the CLI's totals list a 0 too). */
static guint
cy_ledger_resources (gconstpointer state G_GNUC_UNUSED)
{
  return 1u << TS_LEDGER_VP | 1u << TS_LEDGER_WORKERS | 1u << TS_LEDGER_FOOD | 1u << TS_LEDGER_WOOD
         | 1u << TS_LEDGER_STONE | 1u << TS_LEDGER_CLOTH | 1u << TS_LEDGER_GOLD;
}

/* By role, a line each: who plays; states; entries; the rules; words; scores. */
/* clang-format off */
/* Caylus counts prestige points, not victory points. */
static const char *
cy_points_label (void)
{
  /* Translators: short for prestige points, after a number ("+12 PP") */
  return C_ ("prestige points", "PP");
}

/* Where points come from, for the statistics (TsGameModule.categories). */
static const TsLedgerCategory ts_caylus_categories[] = {
  { "delivery", "castle", N_ ("Castle") },
  { "master-builder", "castle", N_ ("Castle") },
  { "goldsmith", "castle", N_ ("Castle") },
  { "build", "buildings", N_ ("Buildings built") },
  { "architect", "buildings", N_ ("Buildings built") },
  { "monument", "buildings", N_ ("Buildings built") },
  { "visitor", "visitors", N_ ("Visitors to own buildings") },
  { "owner-gain", "visitors", N_ ("Visitors to own buildings") },
  { "effect", "effects", N_ ("Buildings used") },
  { "worksite", "effects", N_ ("Buildings used") },
  { "gold", "gold", N_ ("Gold at the end") },
  { NULL, NULL, NULL },
};

/* The readings earlier builds played and issue 26 changed, oldest change first: a record
 * keeps those in force when it was saved (issue 40). CY-PRV-04 (13ae5f7) only allowed moves
 * that were refused before, and a delivery without "gold-batches" (17c81bd) scores as it did:
 * neither has an option (docs/rules-coverage.md). */
static const TsReading ts_caylus_readings[] = {
  { "CY-STN-04", "stone-owner-gain", "\"used\"", NULL,
    N_ ("the owner of a stone Farm, Sawmill or Quarry gains only when it is used"), 3 },
  { NULL, NULL, NULL, NULL, NULL, 0 },
};

const TsGameModule ts_caylus_module = {
  .id = "caylus-1303", .name = N_ ("Caylus 1303"), .min_players = 2, .max_players = 5,
  .ledger_resources = cy_ledger_resources,
  .state_new = cy_new, .state_copy = ts_caylus_state_copy, .state_equal = ts_caylus_state_equal, .state_free = g_free,
  .entry_from_json = ts_caylus_entry_from_json, .entry_to_json = ts_caylus_entry_to_json, .entry_free = g_free,
  .apply = ts_caylus_apply, .legal_entries = cy_legal, .pending_player = ts_caylus_state_actor, .is_finished = cy_finished,
  .describe_entry = ts_caylus_describe_entry, .describe_pending = ts_caylus_describe_pending, .describe_outcome = ts_caylus_describe_outcome,
  .ledger = ts_caylus_ledger_lines,
  .ledger_totals = ts_caylus_ledger_totals, .final_breakdown = ts_caylus_final_breakdown,
  .points_label = cy_points_label,
  .progress = ts_caylus_progress, .describe_progress = ts_caylus_describe_progress,
  .table_facts = ts_caylus_table_facts, .points_secret = ts_caylus_points_secret,
  .categories = ts_caylus_categories,
  .readings = ts_caylus_readings,
};
/* clang-format on */
G_STATIC_ASSERT (TS_CAYLUS_MAX_PLAYERS == 5);
