/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The readings a record was played under (ts-readings.h). */
#include "ts-i18n.h"

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

      if (takes_earlier (reading, options))
        json_object_set_member (out, reading->option,
                                json_from_string (reading->old_value, NULL));
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
ts_readings_infer (const TsGameModule *module,
                   guint               version,
                   JsonObject         *options,
                   JsonArray          *players,
                   JsonObject         *setup,
                   gconstpointer      *entries,
                   guint               n_entries)
{
  guint n = ts_readings_count (module);
  guint known = 0;

  while (known < n && module->readings[known].known_in_version != 0
         && module->readings[known].known_in_version <= version)
    known++;
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
             && module->state_equal (kept, end);
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
