/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. Most functions already have the interface's signatures. */
#include "ts-kingsburg-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

/* Kingsburg has no options and no setup beyond the players, listed in turn order. */
static gpointer
kb_new (JsonObject *options G_GNUC_UNUSED, JsonArray *players, JsonObject *setup G_GNUC_UNUSED,
        GError **error)
{
  return ts_kingsburg_state_new_from_setup (players, error);
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

/* One line per role: who plays, states, entries, what the views ask, scores. */
/* clang-format off */
const TsGameModule ts_kingsburg_module = {
  .id = "kingsburg", .name = N_ ("Kingsburg"),
  .min_players = 2, .max_players = TS_KINGSBURG_MAX_PLAYERS,
  .state_new = kb_new, .state_free = g_free,
  .state_copy = ts_kingsburg_state_copy, .state_equal = ts_kingsburg_state_equal,
  .entry_from_json = ts_kingsburg_entry_from_json, .entry_to_json = ts_kingsburg_entry_to_json,
  .entry_free = g_free, .apply = ts_kingsburg_apply,
  .legal_entries = kb_legal, .pending_player = ts_kingsburg_state_actor,
  .describe_entry = ts_kingsburg_describe_entry,
  .describe_pending = ts_kingsburg_describe_pending,
  .is_finished = kb_over, .ledger = ts_kingsburg_ledger_lines,
  .final_breakdown = ts_kingsburg_final_breakdown,
};
/* clang-format on */
