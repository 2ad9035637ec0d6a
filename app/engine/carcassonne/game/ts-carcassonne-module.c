/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne with Traders & Builders as a TsGameModule. Designated initializers: members
 * added to the interface later stay NULL. */
#include "ts-carcassonne.h"

#include "ts-game.h"
#include "ts-i18n.h"

/* The options are the record's "options"; the start tile needs no setup (CA-BSE-03). */
static gpointer
cc_new (JsonObject *options, JsonArray *players, JsonObject *setup G_GNUC_UNUSED, GError **error)
{
  return ts_carcassonne_state_new (options, players, error);
}

static GPtrArray *
cc_legal (gconstpointer state)
{
  g_autoptr (GArray) legal = ts_carcassonne_legal (state);

  return ts_games_entries_dup (legal);
}

static gboolean
cc_over (gconstpointer state)
{
  return ((const TsCarcassonneState *)state)->stage == TS_CARCASSONNE_STAGE_OVER;
}

/* Goods tokens only with Traders & Builders' goods (the CLI's totals list a 0 too). */
static guint
cc_ledger_resources (gconstpointer state)
{
  guint goods = 1u << TS_LEDGER_WINE | 1u << TS_LEDGER_GRAIN | 1u << TS_LEDGER_CLOTH;

  return 1u << TS_LEDGER_VP | (((const TsCarcassonneState *)state)->opt_goods ? goods : 0);
}

/* One line per role: who plays, states, entries, what the views ask, scores. */
/* clang-format off */
/* Where points come from, for the statistics (TsGameModule.categories). */
static const TsLedgerCategory ts_carcassonne_categories[] = {
  { "road", "roads", N_ ("Roads") },
  { "end-road", "roads", N_ ("Roads") },
  { "city", "cities", N_ ("Cities") },
  { "end-city", "cities", N_ ("Cities") },
  { "cloister", "cloisters", N_ ("Cloisters") },
  { "end-cloister", "cloisters", N_ ("Cloisters") },
  { "farm", "farms", N_ ("Farms") },
  { "goods", "goods", N_ ("Goods") },
  { NULL, NULL, NULL },
};

/* The ledger's causes and the final breakdown's lines (ts-carcassonne-breakdown.c), by the
 * clause that scores them (TsGameModule.cause_clause). "goods" is the tokens a completed city
 * gives in the ledger and their majorities' points in the breakdown. */
static const TsCauseClause cc_cause_clauses[] = {
  { "road", "CA-BSC-01" },         { "roads", "CA-BSC-01" },
  { "city", "CA-BSC-02" },         { "cities", "CA-BSC-02" },
  { "cloister", "CA-BSC-03" },     { "cloisters", "CA-BSC-03" },
  { "end-road", "CA-BEN-01" },     { "end-roads", "CA-BEN-01" },
  { "end-city", "CA-BEN-02" },     { "end-cities", "CA-BEN-02" },
  { "end-cloister", "CA-BEN-03" }, { "end-cloisters", "CA-BEN-03" },
  { "farm", "CA-BEN-04" },         { "farms", "CA-BEN-04" },
  { "goods-majority", "CA-TBE-01" },
  { "track", "CA-BSE-02" }, /* a final-map sheet: the points on the track before the end */
  { NULL, NULL },
};

static const char *
cc_cause_clause (const char *cause_id, TsLedgerResource resource)
{
  if (g_str_equal (cause_id, "goods"))
    return resource == TS_LEDGER_VP ? "CA-TBE-01" : "CA-TGD-03";
  return ts_cause_clause_find (cc_cause_clauses, cause_id);
}

/* The sheet `sheet --of` and the score page write of a finished game (issue 58). */
static JsonNode *
cc_final_sheet (gconstpointer state, GError **error)
{
  g_autoptr (TsCarcassonneSheet) sheet = ts_carcassonne_sheet_from_state (state);

  return ts_carcassonne_sheet_to_json (sheet);
}

/* CA-BEN-01..05, CA-TBE-01/02: unfinished roads, cities and cloisters, farms and goods. */
static void
module_end_now (gpointer state)
{
  ts_carcassonne_final_scoring (state);
}

const TsGameModule ts_carcassonne_module = {
  .id = "carcassonne", .name = N_ ("Carcassonne"),
  .min_players = 2, .max_players = TS_CARCASSONNE_MAX_PLAYERS,
  .ledger_resources = cc_ledger_resources,
  .state_new = cc_new, .state_free = g_free,
  .state_copy = ts_carcassonne_state_copy, .state_equal = ts_carcassonne_state_equal,
  .entry_from_json = ts_carcassonne_entry_from_json,
  .entry_to_json = ts_carcassonne_entry_to_json,
  .entry_free = g_free, .apply = ts_carcassonne_apply,
  .legal_entries = cc_legal, .pending_player = ts_carcassonne_state_actor,
  .describe_entry = ts_carcassonne_describe_entry,
  .describe_pending = ts_carcassonne_describe_pending,
  .describe_outcome = ts_carcassonne_describe_outcome,
  .is_finished = cc_over, .ledger = ts_carcassonne_ledger_lines,
  .ledger_totals = ts_carcassonne_ledger_totals,
  .final_breakdown = ts_carcassonne_final_breakdown,
  .end_now = module_end_now,
  .progress = ts_carcassonne_progress,
  .describe_progress = ts_carcassonne_describe_progress,
  .table_facts = ts_carcassonne_table_facts,
  .holdings = ts_carcassonne_holdings,
  .categories = ts_carcassonne_categories,
  .cause_clause = cc_cause_clause,
  .final_sheet = cc_final_sheet,
  .table_form = ts_carcassonne_table_form, .form_entry = ts_carcassonne_form_entry,
  .board_picture = ts_carcassonne_board_picture, .entry_spot = ts_carcassonne_entry_spot,
};
/* clang-format on */
