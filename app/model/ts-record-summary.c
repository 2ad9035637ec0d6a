/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-ledger.h"
#include "ts-record-summary.h"
#include "ts-record.h"

#define OTHER_CATEGORY "other"

GPtrArray *
ts_record_summary_category_ids (const TsGameModule *module)
{
  g_autoptr(GPtrArray) categories = ts_games_categories (module);
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < categories->len; i++)
    g_ptr_array_add (ids, (gpointer) ((const TsLedgerCategory *) categories->pdata[i])->category);
  g_ptr_array_add (ids, (gpointer) OTHER_CATEGORY);
  return ids;
}

static TsRecordSummary *
summary_new (guint n_players,
             guint n_categories)
{
  TsRecordSummary *self = g_new0 (TsRecordSummary, 1);

  self->n_players = n_players;
  self->n_categories = n_categories;
  self->scores = g_new0 (int, n_players);
  self->points = g_new0 (int, (gsize) n_players * n_categories);
  return self;
}

void
ts_record_summary_free (TsRecordSummary *self)
{
  if (self == NULL)
    return;
  g_free (self->scores);
  g_free (self->points);
  g_free (self);
}

/* The category of a cause: its index in ts_record_summary_category_ids(). */
static guint
category_index (const TsGameModule *module,
                GPtrArray          *ids,
                const char         *cause_id)
{
  const TsLedgerCategory *category = ts_games_category_of (module, cause_id);

  for (guint c = 0; category != NULL && c + 1 < ids->len; c++)
    if (g_str_equal (ids->pdata[c], category->category))
      return c;
  return ids->len - 1;
}

static guint
winners_of (const TsGameModule *module,
            gconstpointer       state,
            guint               n_players)
{
  g_autoptr(JsonNode) breakdown = module->final_breakdown (state);
  JsonNode *node = breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown)
                       ? json_object_get_member (json_node_get_object (breakdown), "winners")
                       : NULL;
  guint winners = 0;

  for (guint k = 0; node != NULL && JSON_NODE_HOLDS_ARRAY (node)
                    && k < json_array_get_length (json_node_get_array (node));
       k++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (node), k);

      if (json_node_get_value_type (item) == G_TYPE_INT64 && json_node_get_int (item) >= 0
          && json_node_get_int (item) < MIN (n_players, 32))
        winners |= 1u << json_node_get_int (item);
    }
  return winners;
}

/* The engine alone (no record object, no entry texts): this runs for every finished game the
 * first time its file is read, 10,000 of them on a first start. */
TsRecordSummary *
ts_record_summary_compute (const TsGameModule *module,
                           JsonObject         *options,
                           JsonArray          *players,
                           JsonObject         *setup,
                           JsonArray          *entries,
                           GError            **error)
{
  guint n_players = json_array_get_length (players);
  g_autoptr(GPtrArray) ids = ts_record_summary_category_ids (module);
  g_autoptr(GPtrArray) ledger = NULL;
  TsRecordSummary *self;
  gpointer state;

  state = module->state_new (options, players, setup, error);
  if (state == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      gpointer entry = module->entry_from_json (json_array_get_element (entries, i), error);
      gboolean applied = entry != NULL && module->apply (state, entry, error);

      if (entry != NULL)
        module->entry_free (entry);
      if (!applied)
        {
          module->state_free (state);
          return NULL;
        }
    }
  if (!module->is_finished (state))
    {
      module->state_free (state);
      g_set_error_literal (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                           _("The game is not over."));
      return NULL;
    }

  self = summary_new (n_players, ids->len);
  ledger = module->ledger (state);
  for (guint k = 0; k < ledger->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, k);

      if (line->resource != TS_LEDGER_VP || line->player >= n_players || line->delta == 0)
        continue;
      self->points[line->player * self->n_categories
                   + category_index (module, ids, line->cause_id)] += line->delta;
      self->scores[line->player] += line->delta;
    }
  self->winners = winners_of (module, state, n_players);
  module->state_free (state);
  return self;
}

JsonObject *
ts_record_summary_to_json (const TsRecordSummary *self)
{
  JsonObject *object = json_object_new ();
  JsonArray *scores = json_array_new ();
  JsonArray *winners = json_array_new ();
  JsonArray *points = json_array_new ();

  for (guint i = 0; i < self->n_players; i++)
    {
      JsonArray *mine = json_array_new ();

      json_array_add_int_element (scores, self->scores[i]);
      if (i < 32 && ((self->winners >> i) & 1))
        json_array_add_int_element (winners, i);
      for (guint c = 0; c < self->n_categories; c++)
        json_array_add_int_element (mine, ts_record_summary_get_points (self, i, c));
      json_array_add_array_element (points, mine);
    }
  json_object_set_array_member (object, "scores", scores);
  json_object_set_array_member (object, "winners", winners);
  json_object_set_array_member (object, "points", points);
  return object;
}

static gboolean
read_int (JsonArray *array,
          guint      index,
          int       *out)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < G_MININT || json_node_get_int (node) > G_MAXINT)
    return FALSE;
  *out = json_node_get_int (node);
  return TRUE;
}

static JsonArray *
array_member (JsonObject *object,
              const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

TsRecordSummary *
ts_record_summary_from_json (JsonObject         *object,
                             const TsGameModule *module,
                             guint               n_players)
{
  g_autoptr(GPtrArray) ids = ts_record_summary_category_ids (module);
  g_autoptr(TsRecordSummary) self = summary_new (n_players, ids->len);
  JsonArray *scores = array_member (object, "scores");
  JsonArray *winners = array_member (object, "winners");
  JsonArray *points = array_member (object, "points");

  if (scores == NULL || winners == NULL || points == NULL
      || json_array_get_length (scores) != n_players
      || json_array_get_length (points) != n_players)
    return NULL;
  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *row = json_array_get_element (points, i);
      JsonArray *mine = JSON_NODE_HOLDS_ARRAY (row) ? json_node_get_array (row) : NULL;

      if (!read_int (scores, i, &self->scores[i]) || mine == NULL
          || json_array_get_length (mine) != self->n_categories)
        return NULL;
      for (guint c = 0; c < self->n_categories; c++)
        if (!read_int (mine, c, &self->points[i * self->n_categories + c]))
          return NULL;
    }
  for (guint k = 0; k < json_array_get_length (winners); k++)
    {
      int winner;

      if (!read_int (winners, k, &winner) || winner < 0 || (guint) winner >= MIN (n_players, 32))
        return NULL;
      self->winners |= 1u << winner;
    }
  return g_steal_pointer (&self);
}
