/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg as a TsGameModule (designated initializers: members added later stay NULL). */
#include "ts-kingsburg-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

static gpointer
kb_state_new (JsonObject *options, JsonArray *players, JsonObject *setup, GError **error)
{
  /* Kingsburg has no options and no setup beyond the players (KB-SET). */
  return ts_kingsburg_state_new_from_setup (players, error);
}

static gpointer
kb_state_copy (gconstpointer state)
{
  return ts_kingsburg_state_copy (state);
}

static gboolean
kb_state_equal (gconstpointer a, gconstpointer b)
{
  return ts_kingsburg_state_equal (a, b);
}

static gpointer
kb_entry_from_json (JsonNode *node, GError **error)
{
  return ts_kingsburg_entry_from_json (node, error);
}

static JsonNode *
kb_entry_to_json (gconstpointer entry)
{
  return ts_kingsburg_entry_to_json (entry);
}

static gboolean
kb_apply (gpointer state, gconstpointer entry, GError **error)
{
  return ts_kingsburg_apply (state, entry, error);
}

static GPtrArray *
kb_legal_entries (gconstpointer state)
{
  g_autoptr (GArray) legal = ts_kingsburg_legal (state);
  GPtrArray *out = g_ptr_array_new_full (legal->len, g_free);

  for (guint i = 0; i < legal->len; i++)
    g_ptr_array_add (out, g_memdup2 (&g_array_index (legal, TsKingsburgEntry, i),
                                     sizeof (TsKingsburgEntry)));
  return out;
}

static char *
kb_describe_entry (gconstpointer state, gconstpointer entry)
{
  return ts_kingsburg_describe_entry (state, entry);
}

static char *
kb_describe_pending (gconstpointer state)
{
  return ts_kingsburg_describe_pending (state);
}

static gboolean
kb_is_finished (gconstpointer state)
{
  return ((const TsKingsburgState *) state)->stage == TS_KINGSBURG_STAGE_OVER;
}

static GPtrArray *
kb_ledger (gconstpointer state)
{
  return ts_kingsburg_ledger_lines (state);
}

static int
kb_pending_player (gconstpointer state)
{
  return ts_kingsburg_state_actor (state);
}

static JsonNode *
kb_final_breakdown (gconstpointer state)
{
  return ts_kingsburg_final_breakdown (state);
}

const TsGameModule ts_kingsburg_module = {
  .id = "kingsburg",
  .name = N_ ("Kingsburg"),
  .min_players = 2,
  .max_players = TS_KINGSBURG_MAX_PLAYERS,
  .state_new = kb_state_new,
  .state_copy = kb_state_copy,
  .state_free = g_free,
  .state_equal = kb_state_equal,
  .entry_from_json = kb_entry_from_json,
  .entry_to_json = kb_entry_to_json,
  .entry_free = g_free,
  .apply = kb_apply,
  .legal_entries = kb_legal_entries,
  .describe_entry = kb_describe_entry,
  .describe_pending = kb_describe_pending,
  .is_finished = kb_is_finished,
  .ledger = kb_ledger,
  .pending_player = kb_pending_player,
  .final_breakdown = kb_final_breakdown,
};
