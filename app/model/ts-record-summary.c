/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <errno.h>

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

guint
ts_record_summary_n_categories (const TsGameModule *module)
{
  guint n = 1; /* "other" */

  for (const TsLedgerCategory *c = module->categories; c != NULL && c->cause != NULL; c++)
    {
      gboolean seen = FALSE;

      for (const TsLedgerCategory *d = module->categories; d < c && !seen; d++)
        seen = g_str_equal (d->category, c->category);
      n += !seen;
    }
  return n;
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

/* One string of whole numbers, as the index keeps it: the winners (a bit per player), each
 * player's score, then each player's points by category, row by row. A string is one JSON
 * value where arrays would be dozens: 10,000 games' index reads in half the time. */
char *
ts_record_summary_to_text (const TsRecordSummary *self)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%u", self->winners);
  for (guint i = 0; i < self->n_players; i++)
    g_string_append_printf (text, " %d", self->scores[i]);
  for (guint k = 0; k < self->n_players * self->n_categories; k++)
    g_string_append_printf (text, " %d", self->points[k]);
  return g_string_free (text, FALSE);
}

/* The next whole number of @text at *@at, or FALSE when there is none that fits an int. */
static gboolean
next_int (const char **at,
          gint64       min,
          gint64       max,
          gint64      *out)
{
  char *end = NULL;
  gint64 value;

  while (**at == ' ')
    (*at)++;
  if (!g_ascii_isdigit (**at) && **at != '-')
    return FALSE;
  errno = 0;
  value = g_ascii_strtoll (*at, &end, 10);
  if (errno != 0 || end == *at || value < min || value > max || (*end != ' ' && *end != '\0'))
    return FALSE;
  *at = end;
  *out = value;
  return TRUE;
}

TsRecordSummary *
ts_record_summary_from_text (const char         *text,
                             const TsGameModule *module,
                             guint               n_players)
{
  g_autoptr(TsRecordSummary) self = NULL;
  const char *at = text;
  gint64 value;

  if (text == NULL || module == NULL || n_players == 0 || n_players > 32)
    return NULL;
  self = summary_new (n_players, ts_record_summary_n_categories (module));
  if (!next_int (&at, 0, (n_players < 32 ? (G_GINT64_CONSTANT (1) << n_players) : G_MAXUINT32 + G_GINT64_CONSTANT (1)) - 1,
                 &value))
    return NULL;
  self->winners = (guint) value;
  for (guint i = 0; i < n_players; i++)
    {
      if (!next_int (&at, G_MININT, G_MAXINT, &value))
        return NULL;
      self->scores[i] = (int) value;
    }
  for (guint k = 0; k < n_players * self->n_categories; k++)
    {
      if (!next_int (&at, G_MININT, G_MAXINT, &value))
        return NULL;
      self->points[k] = (int) value;
    }
  while (*at == ' ')
    at++;
  return *at == '\0' ? g_steal_pointer (&self) : NULL;
}
