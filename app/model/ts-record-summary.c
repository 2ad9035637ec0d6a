/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-ledger.h"
#include "ts-record-summary.h"

#define OTHER_CATEGORY "other"

static void
state_free (gpointer *state,
            const TsGameModule *module)
{
  if (*state != NULL)
    module->state_free (*state);
  *state = NULL;
}

static JsonArray *
winners_of (const TsGameModule *module,
            gconstpointer       state,
            guint               n_players)
{
  g_autoptr(JsonNode) breakdown = module->final_breakdown (state);
  JsonArray *winners = json_array_new ();
  JsonNode *node = breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown)
                       ? json_object_get_member (json_node_get_object (breakdown), "winners")
                       : NULL;

  for (guint k = 0; node != NULL && JSON_NODE_HOLDS_ARRAY (node)
                    && k < json_array_get_length (json_node_get_array (node));
       k++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (node), k);

      if (json_node_get_value_type (item) == G_TYPE_INT64 && json_node_get_int (item) >= 0
          && json_node_get_int (item) < n_players)
        json_array_add_int_element (winners, json_node_get_int (item));
    }
  return winners;
}

JsonObject *
ts_record_summary_compute (TsRecord *record,
                           GError  **error)
{
  const TsGameModule *module;
  JsonArray *players;
  guint n_players;
  gpointer state;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autofree int *scores = NULL;
  JsonObject *summary;
  JsonArray *score_array;
  JsonArray *points;

  g_return_val_if_fail (TS_IS_RECORD (record), NULL);

  module = ts_record_get_module (record);
  players = ts_record_get_players (record);
  n_players = json_array_get_length (players);
  state = module->state_new (ts_record_get_options (record), players,
                             ts_record_get_setup (record), error);
  if (state == NULL)
    return NULL;
  for (guint i = 0; i < ts_record_get_n_entries (record); i++)
    if (!module->apply (state, ts_entry_get_data (ts_record_get_entry (record, i)), error))
      {
        state_free (&state, module);
        return NULL;
      }
  if (!module->is_finished (state))
    {
      state_free (&state, module);
      g_set_error_literal (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                           _("The game is not over."));
      return NULL;
    }

  summary = json_object_new ();
  score_array = json_array_new ();
  points = json_array_new ();
  scores = g_new0 (int, n_players);
  for (guint i = 0; i < n_players; i++)
    json_array_add_object_element (points, json_object_new ());
  ledger = module->ledger (state);
  for (guint k = 0; k < ledger->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, k);
      const TsLedgerCategory *category;
      const char *id;
      JsonObject *mine;

      if (line->resource != TS_LEDGER_VP || line->player >= n_players || line->delta == 0)
        continue;
      category = ts_games_category_of (module, line->cause_id);
      id = category != NULL ? category->category : OTHER_CATEGORY;
      mine = json_array_get_object_element (points, line->player);
      json_object_set_int_member (mine, id,
                                  json_object_get_int_member_with_default (mine, id, 0)
                                      + line->delta);
      scores[line->player] += line->delta;
    }
  for (guint i = 0; i < n_players; i++)
    json_array_add_int_element (score_array, scores[i]);
  json_object_set_array_member (summary, "scores", score_array);
  json_object_set_array_member (summary, "points", points);
  json_object_set_array_member (summary, "winners", winners_of (module, state, n_players));
  state_free (&state, module);
  return summary;
}

static gboolean
is_int (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_INT64;
}

gboolean
ts_record_summary_check (JsonObject *summary,
                         guint       n_players)
{
  JsonNode *scores = json_object_get_member (summary, "scores");
  JsonNode *points = json_object_get_member (summary, "points");
  JsonNode *winners = json_object_get_member (summary, "winners");

  if (scores == NULL || !JSON_NODE_HOLDS_ARRAY (scores) || points == NULL
      || !JSON_NODE_HOLDS_ARRAY (points) || winners == NULL || !JSON_NODE_HOLDS_ARRAY (winners)
      || json_array_get_length (json_node_get_array (scores)) != n_players
      || json_array_get_length (json_node_get_array (points)) != n_players)
    return FALSE;
  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *mine = json_array_get_element (json_node_get_array (points), i);
      g_autoptr(GList) members = NULL;

      if (!is_int (json_array_get_element (json_node_get_array (scores), i))
          || !JSON_NODE_HOLDS_OBJECT (mine))
        return FALSE;
      members = json_object_get_members (json_node_get_object (mine));
      for (GList *l = members; l != NULL; l = l->next)
        if (!is_int (json_object_get_member (json_node_get_object (mine), l->data)))
          return FALSE;
    }
  for (guint k = 0; k < json_array_get_length (json_node_get_array (winners)); k++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (winners), k);

      if (!is_int (item) || json_node_get_int (item) < 0 || json_node_get_int (item) >= n_players)
        return FALSE;
    }
  return TRUE;
}
