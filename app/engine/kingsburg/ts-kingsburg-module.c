/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. Most functions already have the interface's signatures. */
#include "ts-kingsburg-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

/* Kingsburg has no setup beyond the players, listed in turn order. Its one option,
 * "pass-by-itself" (written for every new game), passes a player with no coloured die left
 * by itself (KB-INF-11); records made before it ask the player, as they did. */
static gpointer
kb_new (JsonObject *options, JsonArray *players, JsonObject *setup G_GNUC_UNUSED,
        GError **error)
{
  TsKingsburgState *state = ts_kingsburg_state_new_from_setup (players, error);

  if (state != NULL && options != NULL)
    state->pass_by_itself
        = json_object_get_boolean_member_with_default (options, "pass-by-itself", FALSE);
  return state;
}

static GPtrArray *
kb_legal (gconstpointer state)
{
  g_autoptr (GArray) legal = ts_kingsburg_legal (state);
  GPtrArray *out = g_ptr_array_new_full (legal->len, g_free);
  const TsKingsburgEntry *all = (const TsKingsburgEntry *)(gpointer)legal->data;

  for (const TsKingsburgEntry *e = all; e < all + legal->len; e++)
    g_ptr_array_add (out, g_memdup2 (e, sizeof *e));
  return out;
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
  .automatic_after = ts_kingsburg_automatic_after,
  .entry_is_automatic = ts_kingsburg_entry_is_automatic,
};
/* clang-format on */
