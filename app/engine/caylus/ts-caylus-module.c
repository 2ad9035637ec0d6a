/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 as a TsGameModule. Designated initializers: members added to the interface
 * later stay NULL. */
#include "ts-caylus-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

/* The table enters every setup tile and character as an entry: nothing comes from "setup". */
static gpointer
cy_new (JsonObject *options, JsonArray *players, JsonObject *setup G_GNUC_UNUSED, GError **error)
{
  return ts_caylus_state_new (options, players, error);
}

/* The players' decisions; the table's events are described by describe_pending. */
static GPtrArray *
cy_legal (gconstpointer state)
{
  g_autoptr (GArray) legal = ts_caylus_legal (state);
  GPtrArray *out = g_ptr_array_new_full (legal->len, g_free);

  for (guint i = 0; i < legal->len; i++)
    g_ptr_array_add (out, g_memdup2 (&g_array_index (legal, TsCaylusEntry, i),
                                     sizeof (TsCaylusEntry)));
  return out;
}

static gboolean
cy_over (gconstpointer state)
{
  return ((const TsCaylusState *)state)->stage == TS_CAYLUS_STAGE_OVER;
}

/* One line per role: who plays, states, entries, what the views ask, scores. */
/* clang-format off */
const TsGameModule ts_caylus_module = {
  .id = "caylus-1303", .name = N_ ("Caylus 1303"),
  .min_players = 2, .max_players = TS_CAYLUS_MAX_PLAYERS,
  .state_new = cy_new, .state_free = g_free,
  .state_copy = ts_caylus_state_copy, .state_equal = ts_caylus_state_equal,
  .entry_from_json = ts_caylus_entry_from_json, .entry_to_json = ts_caylus_entry_to_json,
  .entry_free = g_free, .apply = ts_caylus_apply,
  .legal_entries = cy_legal, .pending_player = ts_caylus_state_actor,
  .describe_entry = ts_caylus_describe_entry,
  .describe_pending = ts_caylus_describe_pending,
  .describe_outcome = ts_caylus_describe_outcome,
  .is_finished = cy_over, .ledger = ts_caylus_ledger_lines,
  .final_breakdown = ts_caylus_final_breakdown,
};
/* clang-format on */
