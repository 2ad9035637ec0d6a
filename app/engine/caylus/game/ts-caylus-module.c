/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. */
#include "ts-caylus.h"

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

/* Each building's clause, by its id in the components (a building used: "effect-N"). */
static const TsCauseClause cy_tile_clauses[] = {
  { "fair", "CY-PRT-01" },            { "lawyer", "CY-PRT-02" },
  { "carpenter", "CY-PRT-03" },       { "toll", "CY-PRT-05" },
  { "s-farm", "CY-STB-01" },          { "s-sawmill", "CY-STB-02" },
  { "s-quarry", "CY-STB-03" },        { "s-carpenter", "CY-STB-04" },
  { "s-market", "CY-STB-05" },        { "s-guild-any", "CY-STB-06" },
  { "s-guild-stone", "CY-STB-07" },   { "w-farm", "CY-WDB-01" },
  { "w-sawmill", "CY-WDB-02" },       { "w-quarry", "CY-WDB-03" },
  { "w-market", "CY-WDB-04" },        { "w-covered-market", "CY-WDB-05" },
  { "w-mansion", "CY-WDB-06" },       { "w-tailor", "CY-WDB-07" },
  { "w-masons", "CY-WDB-08" },
  { "w-spinning-mill", "CY-WDB-08" }, /* the guide's reading of the ninth wood building */
  { "st-farm", "CY-STN-01" },         { "st-sawmill", "CY-STN-02" },
  { "st-quarry", "CY-STN-03" },       { "st-guild", "CY-STN-05" },
  { "st-gold-mine", "CY-STN-06" },    { "st-foundry", "CY-STN-07" },
  { "st-apothecary", "CY-STN-08" },   { "st-church", "CY-STN-09" },
  { "st-jeweler", "CY-STN-10" },      { "m-theatre", "CY-MNM-05" },
  { "m-garden", "CY-MNM-06" },        { "m-granary", "CY-MNM-07" },
  { "m-factory", "CY-MNM-08" },       { NULL, NULL },
};

/* The ledger's causes (ts_caylus_cause_id) and the final breakdown's lines, by the clause
 * that gives the points, the workers or the resources (TsGameModule.cause_clause). */
static const TsCauseClause cy_cause_clauses[] = {
  { "passed-extra", "CY-PLN-12" },
  { "early-riser", "CY-CHR-01" },
  { "visitor", "CY-PLN-05" },
  { "provost", "CY-PRV-01" },
  { "effect", "CY-ACT-02" },
  { "owner-gain", "CY-STN-04" },
  { "owner-gain-unused", "CY-STN-04" },
  { "build", "CY-CON-01" },
  { "architect", "CY-CHR-07" },
  { "worksite", "CY-BEN-01" },
  { "delivery", "CY-DLV-03" }, /* its PP: CY-DLV-04 */
  { "master-builder", "CY-CHR-11" },
  { "goldsmith", "CY-CHR-12" },
  { "monument", "CY-MNM-02" },
  { "recruitment", "CY-RCR-01" }, /* the monuments' food and cloth: CY-RCR-03 */
  { "gold", "CY-END-02" },
  /* Lines of the final breakdown only. */
  { "visitors", "CY-PLN-05" },
  { "buildings", "CY-PRT-03" },
  { "effects", "CY-ACT-02" },
  { "deliveries", "CY-DLV-04" },
  { "monuments", "CY-MNM-02" },
  { NULL, NULL },
};

static const char *
cy_cause_clause (const char *cause_id, TsLedgerResource resource)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  int effect = ts_cause_number (cause_id, "effect");
  int built = ts_cause_number (cause_id, "build");
  const char *clause;

  if (g_str_equal (cause_id, "setup"))
    return resource == TS_LEDGER_WORKERS ? "CY-SET-09" : "CY-SET-13";
  if (g_str_equal (cause_id, "place-254")) /* TS_CAYLUS_AT_WORKSITE */
    return "CY-PLN-07";
  if (ts_cause_number (cause_id, "place") >= 0)
    return "CY-PLN-02";
  if (ts_cause_number (cause_id, "delivery") >= 0 && resource == TS_LEDGER_VP)
    return "CY-DLV-04";
  if (ts_cause_number (cause_id, "recruitment") >= 0 && resource != TS_LEDGER_WORKERS)
    return "CY-RCR-03";
  /* The building used (the tile, its option above 6 bits), the wood or stone one built. */
  if (effect >= 0 && data != NULL && (guint)(effect & 0x3f) < data->n_tiles
      && (clause = ts_cause_clause_find (cy_tile_clauses, data->tiles[effect & 0x3f].id)))
    return clause;
  if (built >= 0 && data != NULL && (guint)built < data->n_tiles)
    {
      if (data->tiles[built].klass == TS_CAYLUS_CLASS_WOOD)
        return "CY-PRT-03";
      if (data->tiles[built].klass == TS_CAYLUS_CLASS_STONE)
        return "CY-WDB-08";
    }
  return ts_cause_clause_find (cy_cause_clauses, cause_id);
}

/* The readings earlier builds played and issue 26 changed, oldest change first: a record
 * keeps those in force when it was saved (issue 40). CY-PRV-04 (13ae5f7) only allowed moves
 * that were refused before, and a delivery without "gold-batches" (17c81bd) scores as it did:
 * neither has an option (docs/rules-coverage.md). */
static const TsReading ts_caylus_readings[] = {
  { "CY-STN-04", "stone-owner-gain", "\"used\"", NULL,
    N_ ("the owner of a stone Farm, Sawmill or Quarry gains only when it is used"), 3 },
  { NULL, NULL, NULL, NULL, NULL, 0 },
};

/* The sheet `sheet --of` and the score page write of a finished game (issue 58). */
static JsonNode *
cy_final_sheet (gconstpointer state, GError **error)
{
  g_autoptr (TsCaylusSheet) sheet = ts_caylus_sheet_from_state (state);

  return ts_caylus_sheet_to_json (sheet);
}

/* CY-END-02: the gold's prestige, CY-TIE-01. */
static void
module_end_now (gpointer state)
{
  ts_caylus_final_scoring (state);
}

const TsGameModule ts_caylus_module = {
  .id = "caylus-1303", .name = N_ ("Caylus 1303"), .min_players = 2, .max_players = 5,
  .ledger_resources = cy_ledger_resources,
  .state_new = cy_new, .state_copy = ts_caylus_state_copy, .state_equal = ts_caylus_state_equal, .state_free = g_free,
  .entry_from_json = ts_caylus_entry_from_json, .entry_to_json = ts_caylus_entry_to_json, .entry_free = g_free,
  .apply = ts_caylus_apply, .legal_entries = cy_legal, .pending_player = ts_caylus_state_actor, .is_finished = cy_finished,
  .describe_entry = ts_caylus_describe_entry, .describe_pending = ts_caylus_describe_pending, .describe_outcome = ts_caylus_describe_outcome,
  .ledger = ts_caylus_ledger_lines,
  .ledger_totals = ts_caylus_ledger_totals, .final_breakdown = ts_caylus_final_breakdown,
  .end_now = module_end_now,
  .points_label = cy_points_label,
  .progress = ts_caylus_progress, .describe_progress = ts_caylus_describe_progress,
  .table_facts = ts_caylus_table_facts, .points_secret = ts_caylus_points_secret,
  .holdings = ts_caylus_holdings,
  .categories = ts_caylus_categories,
  .readings = ts_caylus_readings,
  .cause_clause = cy_cause_clause,
  .final_sheet = cy_final_sheet,
  .table_form = ts_caylus_table_form, .form_entry = ts_caylus_form_entry,
  .ahead_state = ts_caylus_ahead_state,
  .board_picture = ts_caylus_board_picture, .entry_spot = ts_caylus_entry_spot,
};
/* clang-format on */
G_STATIC_ASSERT (TS_CAYLUS_MAX_PLAYERS == 5);
