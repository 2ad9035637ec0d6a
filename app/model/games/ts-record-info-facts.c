/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a BG Stats play of a finished record says besides its scores (issue 56): who started,
 * the teams, the options on; found when the record is read and kept in the saved-games index
 * (ts-record-info-index.c), so that the export does not read every record again. */
#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-record-info-private.h"

/* An entry of the record as the game reads it, after the checks every entry gets (no
 * critical warning whatever the file holds). */
static gpointer
entry_of (const TsGameModule *module,
          JsonNode           *node)
{
  JsonNode *type;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  type = json_object_get_member (json_node_get_object (node), "type");
  if (type == NULL || json_node_get_value_type (type) != G_TYPE_STRING)
    return NULL;
  return module->entry_from_json (node, NULL);
}

/* The teams of a finished game, from its final breakdown's "teams" (docs/file-format.md,
 * "The final breakdown"): the team game of The Castles of Burgundy. */
static char **
teams_of (const TsGameModule *module,
          gconstpointer       state,
          guint               n_players)
{
  g_autoptr(JsonNode) breakdown = module->final_breakdown (state);
  JsonObject *object = breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown)
                           ? json_node_get_object (breakdown)
                           : NULL;
  JsonNode *teams = object != NULL ? json_object_get_member (object, "teams") : NULL;
  g_auto(GStrv) out = NULL;
  gboolean any = FALSE;

  if (teams == NULL || !JSON_NODE_HOLDS_ARRAY (teams))
    return NULL;
  out = g_new0 (char *, n_players + 1);
  for (guint t = 0; t < json_array_get_length (json_node_get_array (teams)); t++)
    {
      JsonNode *node = json_array_get_element (json_node_get_array (teams), t);
      JsonObject *team = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = team != NULL ? json_object_get_string_member_with_default (team, "team",
                                                                                   NULL)
                                      : NULL;
      JsonNode *members = team != NULL ? json_object_get_member (team, "members") : NULL;

      for (guint k = 0; name != NULL && members != NULL && JSON_NODE_HOLDS_ARRAY (members)
                        && k < json_array_get_length (json_node_get_array (members));
           k++)
        {
          gint64 member = -1;

          if (ts_json_read_int (json_array_get_element (json_node_get_array (members), k), 0,
                                n_players - 1, &member)
              && out[member] == NULL)
            {
              out[member] = g_strdup (name);
              any = TRUE;
            }
        }
    }
  for (guint i = 0; i < n_players; i++)
    if (out[i] == NULL)
      out[i] = g_strdup ("");
  return any ? g_steal_pointer (&out) : NULL;
}

/* The members of @options that are true, in the record's order; NULL when none. */
static GStrv
options_on (JsonObject *options)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;
  gboolean any = FALSE;

  if (options == NULL)
    return NULL;
  json_object_iter_init_ordered (&iter, options);
  while (json_object_iter_next_ordered (&iter, &name, &member))
    if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_BOOLEAN
        && json_node_get_boolean (member))
      {
        g_strv_builder_add (builder, name);
        any = TRUE;
      }
  return any ? g_strv_builder_end (builder) : NULL;
}

/* As the BG Stats export read them from each file before issue 56 (its replay, not
 * ts_record_replay_run()'s, so that an export is the same text as it was): the readings the
 * record says, else those its version knew, never the inferred ones; a refused entry ends
 * the replay there. */
void
ts_record_facts_read (const TsRecordHeader *header,
                      guint                 winners,
                      TsRecordFacts        *facts)
{
  const TsGameModule *module = header->module;
  gpointer state;
  guint n_entries, i = 0;

  facts->start = -1;
  facts->options_on = options_on (header->options);
  /* A module of the tests may lack these (the counter race): it has none of the facts. */
  if (module->pending_player == NULL || module->final_breakdown == NULL)
    return;
  state = ts_readings_replay (module, header->options, header->players, header->setup,
                              header->readings >= 0
                                  ? (guint) header->readings
                                  : ts_readings_known_by_version (module, header->version),
                              NULL, 0, NULL, NULL);
  if (state == NULL)
    return;
  n_entries = json_array_get_length (header->entries);
  /* Up to the first decision; to the end for the teams. */
  for (; i < n_entries && (facts->start < 0 || __builtin_popcount (winners) > 1); i++)
    {
      gpointer entry;
      gboolean applied;

      if (facts->start < 0 && module->pending_player (state) >= 0)
        facts->start = module->pending_player (state);
      entry = entry_of (module, json_array_get_element (header->entries, i));
      applied = entry != NULL && module->apply (state, entry, NULL);
      if (entry != NULL)
        module->entry_free (entry);
      if (!applied)
        break;
    }
  if (facts->start < 0 && module->pending_player (state) >= 0)
    facts->start = module->pending_player (state);
  if (i == n_entries && __builtin_popcount (winners) > 1 && module->is_finished (state))
    facts->teams = teams_of (module, state, json_array_get_length (header->players));
  module->state_free (state);
}

void
ts_record_facts_clear (TsRecordFacts *facts)
{
  facts->start = -1;
  g_clear_pointer (&facts->teams, g_strfreev);
  g_clear_pointer (&facts->options_on, g_strfreev);
}

/* -------------------------------------------------------------------------------------- */
/* In the saved-games index                                                                */

static JsonArray *
array_of (const char *const *strings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strings[i] != NULL; i++)
    json_array_add_string_element (array, strings[i]);
  return array;
}

void
_ts_record_facts_to_index (const TsRecordFacts *facts,
                           JsonObject          *entry)
{
  json_object_set_int_member (entry, "start", facts->start);
  if (facts->teams != NULL)
    json_object_set_array_member (entry, "teams",
                                  array_of ((const char *const *) facts->teams));
  if (facts->options_on != NULL)
    json_object_set_array_member (entry, "options-on",
                                  array_of ((const char *const *) facts->options_on));
}

/* @entry's @member: absent (*@out NULL), else a list of strings, of @length unless it is 0;
 * FALSE for anything else. */
static gboolean
strings_of (JsonObject *entry,
            const char *member,
            guint       length,
            GStrv      *out)
{
  JsonNode *node = json_object_get_member (entry, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  *out = NULL;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) == 0 || (length != 0 && json_array_get_length (array) != length))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (json_node_get_value_type (item) != G_TYPE_STRING)
        return FALSE;
      g_strv_builder_add (builder, json_node_get_string (item));
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

gboolean
_ts_record_facts_from_index (JsonObject    *entry,
                             guint          n_players,
                             TsRecordFacts *facts)
{
  gint64 start = -2;

  if (!ts_json_read_int_member (entry, "start", -1, (gint64) n_players - 1, -2, &start)
      || start < -1 || !strings_of (entry, "teams", n_players, &facts->teams)
      || !strings_of (entry, "options-on", 0, &facts->options_on))
    {
      ts_record_facts_clear (facts);
      return FALSE;
    }
  facts->start = (int) start;
  return TRUE;
}
