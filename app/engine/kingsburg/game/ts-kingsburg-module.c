/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. Most functions already have the interface's signatures. */
#include "ts-kingsburg.h"

#include "ts-engine-error.h"
#include "ts-game.h"
#include "ts-i18n.h"

/* A string option of two values: *@second_chosen is TRUE for @second, FALSE for @first or
 * when absent; another value is refused with @refusal (marked with N_()). */
static gboolean
kb_read_choice (JsonObject *options, const char *member, const char *first, const char *second,
                const char *refusal, gboolean *second_chosen, GError **error)
{
  JsonNode *n = options != NULL ? json_object_get_member (options, member) : NULL;
  const char *v = n == NULL ? first
                  : JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                      ? json_node_get_string (n)
                      : NULL;

  if (g_strcmp0 (v, first) != 0 && g_strcmp0 (v, second) != 0)
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, _ (refusal));
      return FALSE;
    }
  *second_chosen = g_strcmp0 (v, second) == 0;
  return TRUE;
}

/* A true/false option, @absent when the record does not have it; another value is refused
 * with @refusal (marked with N_()). */
static gboolean
kb_read_flag (JsonObject *options, const char *member, gboolean absent, const char *refusal,
              gboolean *out, GError **error)
{
  JsonNode *n = options != NULL ? json_object_get_member (options, member) : NULL;

  if (n == NULL)
    {
      *out = absent;
      return TRUE;
    }
  if (!(JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, _ (refusal));
      return FALSE;
    }
  *out = json_node_get_boolean (n);
  return TRUE;
}

/* The players, listed in turn order; the readings of KB-BDG-17, KB-BDG-03 and KB-RWD-01/02
 * (ts-kingsburg-state.h; absent, the rulebook's); and "pass-by-itself" (written for every
 * new game), which passes a player with no coloured die left by itself (KB-INF-11): records
 * made before it ask the player, as they did. */
static gpointer
kb_new (JsonObject *options, JsonArray *players, JsonObject *setup G_GNUC_UNUSED, GError **error)
{
  g_autofree TsKingsburgState *state = ts_kingsburg_state_new_from_setup (players, error);
  gboolean most_built, next_phase, statue_after_chapel, pass;

  if (state == NULL)
    return NULL;
  if (!kb_read_choice (options, "kings-reward", "all-tied", "most-built",
                       N_ ("The Kingsburg option “kings-reward” must be “all-tied” or "
                           "“most-built”."),
                       &most_built, error)
      || !kb_read_choice (options, "building-powers", "at-once", "next-phase",
                          N_ ("The Kingsburg option “building-powers” must be “at-once” or "
                              "“next-phase”."),
                          &next_phase, error)
      || !kb_read_flag (options, "statue-after-chapel", TRUE,
                        N_ ("The Kingsburg option “statue-after-chapel” must be true or "
                            "false."),
                        &statue_after_chapel, error)
      || !kb_read_flag (options, "pass-by-itself", FALSE,
                        N_ ("The Kingsburg option “pass-by-itself” must be true or false."), &pass,
                        error))
    return NULL;
  state->opt_reward_needs_building = most_built;
  state->opt_powers_next_phase = next_phase;
  state->opt_chapel_ends_rerolls = !statue_after_chapel;
  state->pass_by_itself = pass;
  return g_steal_pointer (&state);
}

static GPtrArray *
kb_legal (gconstpointer state)
{
  g_autoptr (GArray) legal = ts_kingsburg_legal (state);

  /* The shared copy never computes NULL + 0 for an empty list (undefined behaviour, found by
   * fuzzing the Kingsburg seeds, issue 25). */
  return ts_games_entries_dup (legal);
}

static gboolean
kb_over (gconstpointer state)
{
  return ((const TsKingsburgState *)state)->stage == TS_KINGSBURG_STAGE_OVER;
}

/* The goods, soldiers and "+2" tokens every player keeps (the CLI's totals list a 0 too). */
static guint
kb_ledger_resources (gconstpointer state G_GNUC_UNUSED)
{
  return 1u << TS_LEDGER_VP | 1u << TS_LEDGER_GOLD | 1u << TS_LEDGER_WOOD | 1u << TS_LEDGER_STONE
         | 1u << TS_LEDGER_SOLDIERS | 1u << TS_LEDGER_TOKENS;
}

/* One line per role: who plays, states, entries, what the views ask, scores. */
/* clang-format off */
/* Where points come from, for the statistics (TsGameModule.categories). */
static const TsLedgerCategory ts_kingsburg_categories[] = {
  { "advisor", "advisors", N_ ("Advisors") },
  { "kings-aid", "king", N_ ("The King") },
  { "kings-reward", "king", N_ ("The King") },
  { "build", "buildings", N_ ("Buildings") },
  { "inn", "buildings", N_ ("Buildings") },
  { "embassy", "buildings", N_ ("Buildings") },
  { "town-hall", "buildings", N_ ("Buildings") },
  { "merchants-guild", "buildings", N_ ("Buildings") },
  { "cathedral", "buildings", N_ ("Buildings") },
  { "victory", "battles", N_ ("Battles") },
  { "defeat", "battles", N_ ("Battles") },
  { "destroyed", "battles", N_ ("Battles") },
  { "fortress", "battles", N_ ("Battles") },
  { "highest-victory", "battles", N_ ("Battles") },
  { NULL, NULL, NULL },
};

/* The ledger's causes and the final breakdown's lines, by the clause that gives the points or
 * the goods (TsGameModule.cause_clause). */
static const char *const advisor_clauses[] = {
  NULL,        "KB-ADV-01", "KB-ADV-02", "KB-ADV-03", "KB-ADV-04", "KB-ADV-05", "KB-ADV-06",
  "KB-ADV-07", "KB-ADV-08", "KB-ADV-09", "KB-ADV-10", "KB-ADV-11", "KB-ADV-12", "KB-ADV-13",
  "KB-ADV-14", "KB-ADV-15", "KB-ADV-16", "KB-ADV-17", "KB-ADV-18",
};

static const TsCauseClause kb_cause_clauses[] = {
  { "kings-aid", "KB-AID-03" },
  { "kings-reward", "KB-RWD-01" },
  { "build", "KB-BLD-02" }, /* its VP: KB-BLD-03 */
  { "destroyed", "KB-BAT-14" },
  { "merchants-guild", "KB-BDG-10" },
  { "inn", "KB-BDG-06" },
  { "embassy", "KB-BDG-19" },
  { "town-hall", "KB-BDG-18" },
  { "plus2-used", "KB-INF-06" },
  { "recruit", "KB-REC-01" },
  { "kings-reinforcements", "KB-BAT-05" },
  { "defeat", "KB-BAT-09" },
  { "victory", "KB-BAT-07" },
  { "fortress", "KB-BDG-15" },
  { "highest-victory", "KB-BAT-10" },
  { "winter-end", "KB-BAT-18" },
  { "cathedral", "KB-BDG-05" },
  /* Lines of the final breakdown only. */
  { "advisors", "KB-HLP-01" },
  { "buildings", "KB-BLD-03" },
  { "victories", "KB-BAT-07" },
  { "defeats", "KB-BAT-09" },
  /* Its tie-breaks. */
  { "most-goods", "KB-TIE-01" },
  { "most-buildings", "KB-TIE-02" },
  { NULL, NULL },
};

static const char *
kb_cause_clause (const char *cause_id, TsLedgerResource resource)
{
  int n = ts_cause_number (cause_id, "advisor");

  if (n >= 1 && n < (int)G_N_ELEMENTS (advisor_clauses))
    return advisor_clauses[n];
  if (g_str_has_prefix (cause_id, "build-") && resource == TS_LEDGER_VP)
    return "KB-BLD-03";
  return ts_cause_clause_find (kb_cause_clauses, cause_id);
}

/* The readings earlier builds played and issue 26 changed, oldest change first (68043d6,
 * eb8f048, e14fc2e): a record keeps those in force when it was saved (issue 40). */
static const TsReading ts_kingsburg_readings[] = {
  { "KB-BDG-17", "building-powers", "\"next-phase\"", NULL,
    N_ ("a new building's power works from the next phase"), 3 },
  { "KB-BDG-03", "statue-after-chapel", "false", NULL, N_ ("after the Chapel, no Statue reroll"), 3 },
  { "KB-RWD-01/02", "kings-reward", "\"most-built\"", NULL,
    N_ ("no King's Reward while nobody has built"), 3 },
  { NULL, NULL, NULL, NULL, NULL, 0 },
};

/* The sheet `sheet --of` and the score page write of a finished game (issue 58). */
static JsonNode *
kb_final_sheet (gconstpointer state, GError **error)
{
  g_autoptr (TsKingsburgSheet) sheet = ts_kingsburg_sheet_from_state (state);

  return ts_kingsburg_sheet_to_json (sheet);
}

/* KB-WIN-01, KB-TIE-01..03: the Cathedral's goods and the ties. */
static void
module_end_now (gpointer state)
{
  ts_kingsburg_finish (state);
}

const TsGameModule ts_kingsburg_module = {
  .id = "kingsburg", .name = N_ ("Kingsburg"),
  .min_players = 2, .max_players = TS_KINGSBURG_MAX_PLAYERS,
  .ledger_resources = kb_ledger_resources,
  .state_new = kb_new, .state_free = g_free,
  .state_copy = ts_kingsburg_state_copy, .state_equal = ts_kingsburg_state_equal,
  .entry_from_json = ts_kingsburg_entry_from_json, .entry_to_json = ts_kingsburg_entry_to_json,
  .entry_free = g_free, .apply = ts_kingsburg_apply,
  .legal_entries = kb_legal, .pending_player = ts_kingsburg_state_actor,
  .describe_entry = ts_kingsburg_describe_entry,
  .describe_pending = ts_kingsburg_describe_pending,
  .is_finished = kb_over, .ledger = ts_kingsburg_ledger_lines,
  .ledger_totals = ts_kingsburg_ledger_totals,
  .final_breakdown = ts_kingsburg_final_breakdown,
  .end_now = module_end_now,
  .progress = ts_kingsburg_progress, .describe_progress = ts_kingsburg_describe_progress,
  .table_facts = ts_kingsburg_table_facts, .holdings = ts_kingsburg_holdings,
  .automatic_after = ts_kingsburg_automatic_after,
  .entry_is_automatic = ts_kingsburg_entry_is_automatic,
  .categories = ts_kingsburg_categories,
  .readings = ts_kingsburg_readings,
  .cause_clause = kb_cause_clause,
  .final_sheet = kb_final_sheet,
  .table_form = ts_kingsburg_table_form, .form_entry = ts_kingsburg_form_entry,
  .ahead_state = ts_kingsburg_ahead_state,
  .board_picture = ts_kingsburg_board_picture, .entry_spot = ts_kingsburg_entry_spot,
};
/* clang-format on */
