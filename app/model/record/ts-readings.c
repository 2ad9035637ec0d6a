/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The readings a record was played under (ts-readings.h). */
#include "ts-i18n.h"

#include "ts-json-read.h"
#include "ts-ledger.h"
#include "ts-readings.h"

guint
ts_readings_count (const TsGameModule *module)
{
  guint n = 0;

  if (module->readings != NULL)
    while (module->readings[n].clause != NULL)
      n++;
  return n;
}

/* Whether @reading can change anything in a game played with @options. */
static gboolean
applies (const TsReading *reading,
         JsonObject      *options)
{
  JsonNode *node;

  if (reading->requires == NULL)
    return TRUE;
  node = options != NULL ? json_object_get_member (options, reading->requires) : NULL;
  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

/* Whether the earlier reading of @reading is added to @options: it applies and the table did
 * not choose either reading itself. */
static gboolean
takes_earlier (const TsReading *reading,
               JsonObject      *options)
{
  return applies (reading, options)
         && (options == NULL || !json_object_has_member (options, reading->option));
}

JsonObject *
ts_readings_options (const TsGameModule *module,
                     JsonObject         *options,
                     guint               known)
{
  JsonObject *out = json_object_new ();
  guint n = ts_readings_count (module);

  if (options != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (options);

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (out, l->data,
                                json_node_copy (json_object_get_member (options, l->data)));
    }
  for (guint i = known; i < n; i++)
    {
      const TsReading *reading = &module->readings[i];
      JsonNode *value;

      if (!takes_earlier (reading, options))
        continue;
      /* The game's own constant: valid JSON (test /readings/lists). */
      value = ts_json_read_data (reading->old_value, -1, reading->option, NULL);
      if (value != NULL)
        json_object_set_member (out, reading->option, value);
    }
  return out;
}

gpointer
ts_readings_replay (const TsGameModule *module,
                    JsonObject         *options,
                    JsonArray          *players,
                    JsonObject         *setup,
                    guint               known,
                    gconstpointer      *entries,
                    guint               n_entries,
                    guint              *n_applied,
                    GError            **error)
{
  g_autoptr(JsonObject) played = ts_readings_options (module, options, known);
  gpointer state = module->state_new (played, players, setup, error);
  guint i = 0;

  if (state != NULL)
    while (i < n_entries && module->apply (state, entries[i], error))
      i++;
  if (n_applied != NULL)
    *n_applied = i;
  return state;
}

/* Whether the entries all replay under @known readings; the state they end in, when asked. */
static gboolean
replays (const TsGameModule *module,
         JsonObject         *options,
         JsonArray          *players,
         JsonObject         *setup,
         guint               known,
         gconstpointer      *entries,
         guint               n_entries,
         gpointer           *end)
{
  guint n_applied = 0;
  gpointer state = ts_readings_replay (module, options, players, setup, known, entries,
                                       n_entries, &n_applied, NULL);
  gboolean all = state != NULL && n_applied == n_entries;

  if (end != NULL && all)
    *end = state;
  else if (state != NULL)
    module->state_free (state);
  return all;
}

guint
ts_readings_known_by_version (const TsGameModule *module,
                              guint               version)
{
  guint n = ts_readings_count (module);
  guint known = 0;

  while (known < n && module->readings[known].known_in_version != 0
         && module->readings[known].known_in_version <= version)
    known++;
  return known;
}

guint
ts_readings_infer (const TsGameModule *module,
                   guint               version,
                   JsonObject         *options,
                   JsonArray          *players,
                   JsonObject         *setup,
                   gconstpointer      *entries,
                   guint               n_entries)
{
  guint n = ts_readings_count (module);
  guint known = ts_readings_known_by_version (module, version);

  /* The builds that wrote this version knew the changes before @known and perhaps some
   * after: the earliest readings under which the whole record replays are the ones it was
   * kept under (a change that does not apply to this game is not tried on its own). */
  for (guint k = known; k < n; k++)
    {
      if (k > known && !takes_earlier (&module->readings[k - 1], options))
        continue;
      if (replays (module, options, players, setup, k, entries, n_entries, NULL))
        return k;
    }
  return n;
}

/* Whether two final breakdowns say the same @member (the winners: the rows that explain them
 * may differ without changing them). */
static gboolean
same_member (JsonNode   *a,
             JsonNode   *b,
             const char *member)
{
  JsonNode *in_a = JSON_NODE_HOLDS_OBJECT (a) ? json_object_get_member (json_node_get_object (a),
                                                                         member)
                                              : NULL;
  JsonNode *in_b = JSON_NODE_HOLDS_OBJECT (b) ? json_object_get_member (json_node_get_object (b),
                                                                         member)
                                              : NULL;

  if (in_a == NULL || in_b == NULL)
    return in_a == in_b;
  return json_node_equal (in_a, in_b);
}

/* Whether two ends of the same entries are the same for the players: finished or not, what
 * is awaited, every total of every player, the winners. (state_equal() would also
 * compare the options that chose the readings.) */
static gboolean
same_result (const TsGameModule *module,
             gconstpointer       a,
             gconstpointer       b)
{
  g_autoptr(GPtrArray) ledger_a = module->ledger (a);
  g_autoptr(GPtrArray) ledger_b = module->ledger (b);
  g_autofree char *pending_a = module->describe_pending (a);
  g_autofree char *pending_b = module->describe_pending (b);
  g_autoptr(JsonNode) breakdown_a = NULL;
  g_autoptr(JsonNode) breakdown_b = NULL;
  guint n_players = 0;

  if (module->is_finished (a) != module->is_finished (b) || g_strcmp0 (pending_a, pending_b) != 0)
    return FALSE;
  for (guint k = 0; k < ledger_a->len; k++)
    n_players = MAX (n_players, ((TsLedgerLine *) g_ptr_array_index (ledger_a, k))->player + 1);
  for (guint k = 0; k < ledger_b->len; k++)
    n_players = MAX (n_players, ((TsLedgerLine *) g_ptr_array_index (ledger_b, k))->player + 1);
  for (guint p = 0; p < n_players; p++)
    for (guint r = 0; r < TS_LEDGER_N_ALL; r++)
      if (ts_ledger_sum (ledger_a, p, r) != ts_ledger_sum (ledger_b, p, r))
        return FALSE;
  if (!module->is_finished (a))
    return TRUE;
  breakdown_a = module->final_breakdown (a);
  breakdown_b = module->final_breakdown (b);
  return breakdown_a != NULL && breakdown_b != NULL
         && same_member (breakdown_a, breakdown_b, "winner")
         && same_member (breakdown_a, breakdown_b, "winners");
}

GPtrArray *
ts_readings_earlier (const TsGameModule *module,
                     JsonObject         *options,
                     JsonArray          *players,
                     JsonObject         *setup,
                     guint               known,
                     gconstpointer      *entries,
                     guint               n_entries)
{
  GPtrArray *earlier = g_ptr_array_new ();
  guint n = ts_readings_count (module);
  gpointer kept = NULL;

  if (known >= n)
    return earlier;
  /* A record that does not replay under its readings needs attention anyway: every
   * earlier reading it has is said. */
  if (!replays (module, options, players, setup, known, entries, n_entries, &kept))
    {
      for (guint i = known; i < n; i++)
        if (takes_earlier (&module->readings[i], options))
          g_ptr_array_add (earlier, (gpointer) &module->readings[i]);
      return earlier;
    }
  for (guint i = known; i < n; i++)
    {
      const TsReading *reading = &module->readings[i];
      g_autoptr(JsonObject) played = NULL;
      gpointer end = NULL;
      gboolean same;

      if (!takes_earlier (reading, options))
        continue;
      /* The same game with this one change played by the later reading. */
      played = ts_readings_options (module, options, known);
      json_object_remove_member (played, reading->option);
      same = replays (module, played, players, setup, n, entries, n_entries, &end)
             && same_result (module, kept, end);
      if (end != NULL)
        module->state_free (end);
      if (!same)
        g_ptr_array_add (earlier, (gpointer) reading);
    }
  module->state_free (kept);
  return earlier;
}

char *
ts_readings_describe (GPtrArray *earlier)
{
  g_autoptr(GString) list = NULL;

  if (earlier == NULL || earlier->len == 0)
    return NULL;
  list = g_string_new (NULL);
  for (guint i = 0; i < earlier->len; i++)
    {
      const TsReading *reading = g_ptr_array_index (earlier, i);

      if (i > 0)
        /* Translators: between two earlier readings in "Kept under an earlier reading: …" */
        g_string_append (list, _("; "));
      g_string_append (list, _(reading->summary));
    }
  /* Translators: %s is one or more readings of a rule that an earlier Tableside played
   * ("after the Chapel, no Statue reroll"); the game was saved under them. */
  return g_strdup_printf (ngettext ("Kept under an earlier reading: %s",
                                    "Kept under earlier readings: %s", earlier->len),
                          list->str);
}
