/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <errno.h>

#include "ts-engine-error.h"
#include "ts-ledger.h"
#include "ts-readings.h"
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

/* The final breakdown's winners: a bit per player its "winners" names and the one its
 * "winner" names, as TsMatch marks them; *@winner is that one, else the first of the others. */
static guint
winners_of (const TsGameModule *module,
            gconstpointer       state,
            guint               n_players,
            int                *winner)
{
  g_autoptr(JsonNode) breakdown = module->final_breakdown (state);
  JsonObject *object = breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown)
                           ? json_node_get_object (breakdown)
                           : NULL;
  JsonNode *node = object != NULL ? json_object_get_member (object, "winners") : NULL;
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
  node = object != NULL ? json_object_get_member (object, "winner") : NULL;
  *winner = -1;
  if (node != NULL && json_node_get_value_type (node) == G_TYPE_INT64
      && json_node_get_int (node) >= 0 && json_node_get_int (node) < MIN (n_players, 32))
    {
      *winner = json_node_get_int (node);
      winners |= 1u << *winner;
    }
  else if (winners != 0)
    *winner = __builtin_ctz (winners);
  return winners;
}

/* A finished game's scores from its ledger: each player's VP by category. */
static TsRecordSummary *
summary_of (const TsGameModule *module,
            gconstpointer       state,
            guint               n_players,
            guint               winners)
{
  g_autoptr(GPtrArray) ids = ts_record_summary_category_ids (module);
  g_autoptr(GPtrArray) ledger = module->ledger (state);
  TsRecordSummary *self = summary_new (n_players, ids->len);

  for (guint k = 0; k < ledger->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, k);

      if (line->resource != TS_LEDGER_VP || line->player >= n_players || line->delta == 0)
        continue;
      self->points[line->player * self->n_categories
                   + category_index (module, ids, line->cause_id)] += line->delta;
      self->scores[line->player] += line->delta;
    }
  self->winners = winners;
  return self;
}

/* @node as the game reads it, after the checks of every entry (ts_entry_new_from_json(), with
 * its messages): no TsEntry, whose texts the replay does not need. */
static gpointer
entry_from_json (const TsGameModule *module,
                 JsonNode           *node,
                 GError            **error)
{
  JsonNode *type;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _("An entry must be a JSON object."));
      return NULL;
    }
  type = json_object_get_member (json_node_get_object (node), "type");
  if (type == NULL || json_node_get_value_type (type) != G_TYPE_STRING)
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           /* Translators: “type” is a JSON member name; keep it as it is. */
                           _("An entry must have a “type” that is a string."));
      return NULL;
    }
  return module->entry_from_json (node, error);
}

void
ts_record_replay_free (TsRecordReplay *self)
{
  if (self == NULL)
    return;
  g_clear_error (&self->refusal);
  g_clear_pointer (&self->progress, json_object_unref);
  g_clear_pointer (&self->summary, ts_record_summary_free);
  g_free (self);
}

/* A record that does not say its readings is first replayed under those every build of its
 * version knew (ts_readings_known_by_version()), which ts_readings_infer() tries first: a
 * record that replays under them is replayed once instead of twice. */
/* The engine alone (no record object, no entry texts): this runs for every record the first
 * time its file is read, 10,000 of them on a first start. The readings are found as
 * ts-match-new.c finds them, and the entries played through ts_readings_replay(), the one
 * replay under readings the match's opening uses too. */
TsRecordReplay *
ts_record_replay_run (const TsGameModule *module,
                      guint               version,
                      int                 readings,
                      JsonObject         *options,
                      JsonArray          *players,
                      JsonObject         *setup,
                      JsonArray          *entries)
{
  TsRecordReplay *self = g_new0 (TsRecordReplay, 1);
  guint n_players = json_array_get_length (players);
  guint n_entries = json_array_get_length (entries);
  g_autofree gpointer *data = g_new0 (gpointer, n_entries + 1);
  g_autoptr(GError) parse_error = NULL;
  guint n_parsed = 0;
  gpointer state;

  self->winner = -1;
  /* An entry the game cannot read is refused there, as one it cannot apply. */
  while (n_parsed < n_entries
         && (data[n_parsed] = entry_from_json (module, json_array_get_element (entries, n_parsed),
                                               &parse_error))
                != NULL)
    n_parsed++;
  if (readings >= 0)
    self->readings = MIN ((guint) readings, ts_readings_count (module));
  else
    self->readings = ts_readings_known_by_version (module, version);
  state = ts_readings_replay (module, options, players, setup, self->readings,
                              (gconstpointer *) data, n_parsed, &self->n_applied,
                              &self->refusal);
  /* A record that does not say its readings and does not replay under those of its version:
   * ts_readings_infer() tries the later ones, as a match opens it. */
  if (readings < 0 && (state == NULL || self->n_applied < n_parsed)
      && self->readings < ts_readings_count (module))
    {
      if (state != NULL)
        module->state_free (state);
      g_clear_error (&self->refusal);
      self->readings = ts_readings_infer (module, version, options, players, setup,
                                          (gconstpointer *) data, n_parsed);
      state = ts_readings_replay (module, options, players, setup, self->readings,
                                  (gconstpointer *) data, n_parsed, &self->n_applied,
                                  &self->refusal);
    }
  for (guint i = 0; i < n_parsed; i++)
    module->entry_free (data[i]);
  self->started = state != NULL;
  if (state != NULL && self->n_applied == n_parsed && n_parsed < n_entries)
    self->refusal = g_steal_pointer (&parse_error);
  if ((state == NULL || self->n_applied < n_entries) && self->refusal == NULL)
    g_set_error_literal (&self->refusal, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                         _("The game gave no reason."));
  if (state == NULL)
    return self;

  self->finished = module->is_finished (state);
  if (self->finished)
    {
      self->winners = winners_of (module, state, n_players, &self->winner);
      self->summary = summary_of (module, state, n_players, self->winners);
    }
  else if (module->progress != NULL)
    self->progress = module->progress (state);
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
