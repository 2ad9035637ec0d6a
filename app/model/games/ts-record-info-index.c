/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsRecordInfo in the saved games index (ts-record-index.c): what an entry keeps of a file,
 * and the info read back from it. */
#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-record-info-private.h"

static const char *const kind_ids[] = { "game", "sheet", "unreadable" };

/* A game's entry says "replay": 1 when its "finished", "winner", "winners", "progress" and
 * "summary" are what the replay of the record's entries under its readings found (issue 40).
 * Entries without it were written by builds that took them from the record's header, which
 * is informative only: their files are read and replayed again. A change of what the replay
 * gives (not of a game's rules: their readings keep old records' results) takes the next
 * number. */
#define INDEX_REPLAY 1

static gboolean
persons_empty (TsRecordInfo *self)
{
  for (guint i = 0; self->persons[i] != NULL; i++)
    if (self->persons[i][0] != '\0')
      return FALSE;
  return TRUE;
}

/* What the saved games index (ts-record-index.c) keeps of @self: everything the start page
 * shows but the file and its time, which the index keys by. */
JsonObject *
ts_record_info_to_index (TsRecordInfo *self)
{
  JsonObject *entry = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *colors = json_array_new ();
  JsonArray *persons = json_array_new ();

  json_object_set_string_member (entry, "kind", kind_ids[self->kind]);
  if (self->kind == TS_RECORD_INFO_UNREADABLE)
    json_object_set_string_member (entry, "problem", self->problem);
  else
    {
      if (self->kind == TS_RECORD_INFO_GAME)
        json_object_set_string_member (entry, "title", self->title);
      json_object_set_string_member (entry, "game", self->game_id);
      /* A record that needs attention is read again at every start: the reason is in the
       * language of the run that found it, and few records ever need it. */
      if (self->kind == TS_RECORD_INFO_GAME && self->attention == NULL)
        json_object_set_int_member (entry, "replay", INDEX_REPLAY);
      json_object_set_boolean_member (entry, "finished", self->finished);
      json_object_set_int_member (entry, "winner", self->winner);
      if ((self->winners & (self->winners - 1)) != 0)
        json_object_set_int_member (entry, "winners", self->winners);
      if (self->progress != NULL)
        json_object_set_object_member (entry, "progress", json_object_ref (self->progress));
      json_object_set_int_member (entry, "created", self->created);
      if (self->duration >= 0)
        json_object_set_int_member (entry, "duration", self->duration);
      if (self->last_entry >= 0)
        json_object_set_int_member (entry, "last-entry", self->last_entry);
      if (self->summary != NULL)
        {
          g_autofree char *summary = ts_record_summary_to_text (self->summary);

          json_object_set_string_member (entry, "summary", summary);
        }
      if (self->has_facts)
        _ts_record_facts_to_index (&self->facts, entry);
    }
  for (guint i = 0; self->players[i] != NULL; i++)
    {
      json_array_add_string_element (players, self->players[i]);
      json_array_add_string_element (colors, self->colors[i]);
      json_array_add_string_element (persons, self->persons[i]);
    }
  json_object_set_array_member (entry, "players", players);
  json_object_set_array_member (entry, "colors", colors);
  /* Records before version 3 name nobody: no list of empty ids for them. */
  if (self->persons[0] != NULL && !persons_empty (self))
    json_object_set_array_member (entry, "persons", persons);
  else
    json_array_unref (persons);
  return entry;
}

static const char *
get_string (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
}

/* @entry as ts_record_info_to_index() wrote it, or NULL when it is not (then the file is
 * read again). */
TsRecordInfo *
ts_record_info_new_from_index (GFile      *file,
                               GDateTime  *modified,
                               JsonObject *entry)
{
  g_autoptr(TsRecordInfo) self = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) color_builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) person_builder = g_strv_builder_new ();
  const char *kind = get_string (entry, "kind");
  JsonNode *players = json_object_get_member (entry, "players");
  JsonNode *colors = json_object_get_member (entry, "colors");
  JsonNode *persons = json_object_get_member (entry, "persons");
  JsonNode *winner = json_object_get_member (entry, "winner");
  JsonNode *finished = json_object_get_member (entry, "finished");
  guint n_players;

  /* An entry without colours was written before they were kept: the file is read again. */
  if (kind == NULL || players == NULL || !JSON_NODE_HOLDS_ARRAY (players) || colors == NULL
      || !JSON_NODE_HOLDS_ARRAY (colors)
      || json_array_get_length (json_node_get_array (colors))
             != json_array_get_length (json_node_get_array (players))
      || (persons != NULL
          && (!JSON_NODE_HOLDS_ARRAY (persons)
              || json_array_get_length (json_node_get_array (persons))
                     != json_array_get_length (json_node_get_array (players)))))
    return NULL;
  for (self->kind = 0; self->kind < G_N_ELEMENTS (kind_ids); self->kind++)
    if (g_str_equal (kind, kind_ids[self->kind]))
      break;
  if (self->kind >= G_N_ELEMENTS (kind_ids))
    return NULL;
  n_players = json_array_get_length (json_node_get_array (players));
  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *name = json_array_get_element (json_node_get_array (players), i);
      JsonNode *color = json_array_get_element (json_node_get_array (colors), i);
      JsonNode *person = persons != NULL
                             ? json_array_get_element (json_node_get_array (persons), i)
                             : NULL;

      if (json_node_get_value_type (name) != G_TYPE_STRING
          || json_node_get_value_type (color) != G_TYPE_STRING
          || (person != NULL && json_node_get_value_type (person) != G_TYPE_STRING))
        return NULL;
      g_strv_builder_add (builder, json_node_get_string (name));
      g_strv_builder_add (color_builder, json_node_get_string (color));
      g_strv_builder_add (person_builder, person != NULL ? json_node_get_string (person) : "");
    }
  self->players = g_strv_builder_end (builder);
  self->colors = g_strv_builder_end (color_builder);
  self->persons = g_strv_builder_end (person_builder);
  self->file = g_object_ref (file);
  self->modified = g_date_time_ref (modified);

  if (self->kind == TS_RECORD_INFO_UNREADABLE)
    {
      if (get_string (entry, "problem") == NULL)
        return NULL;
      self->problem = g_strdup (get_string (entry, "problem"));
      self->title = ts_record_display_basename (file);
      return g_steal_pointer (&self);
    }

  {
    const char *game = get_string (entry, "game");
    /* An entry without its game (a damaged index) is a bad entry: the file is read again. */
    const TsGameModule *module = game != NULL ? ts_record_lookup_game (game) : NULL;

    /* A game this Tableside no longer knows: the file says what it is now. */
    if (module == NULL || finished == NULL || json_node_get_value_type (finished) != G_TYPE_BOOLEAN
        || winner == NULL || json_node_get_value_type (winner) != G_TYPE_INT64
        || json_node_get_int (winner) < -1 || json_node_get_int (winner) >= n_players)
      return NULL;
    self->game_id = g_strdup (module->id);
    self->game_name = module->name;
  }
  /* A game's end as its record's header says it (an older build's entry) is not trusted. */
  if (self->kind == TS_RECORD_INFO_GAME)
    {
      gint64 replay = 0;

      if (!ts_json_read_int_member (entry, "replay", 0, G_MAXINT, 0, &replay)
          || replay != INDEX_REPLAY
          || (json_node_get_boolean (finished) && json_object_get_member (entry, "summary") == NULL))
        return NULL;
    }
  self->finished = json_node_get_boolean (finished);
  self->winner = json_node_get_int (winner);
  {
    JsonNode *winners = json_object_get_member (entry, "winners");

    if (winners != NULL && json_node_get_value_type (winners) == G_TYPE_INT64)
      self->winners = (guint) json_node_get_int (winners) & ((n_players < 32 ? 1u << n_players : 0u) - 1);
  }
  {
    JsonNode *progress = json_object_get_member (entry, "progress");

    if (progress != NULL && JSON_NODE_HOLDS_OBJECT (progress) && !self->finished)
      self->progress = json_object_ref (json_node_get_object (progress));
  }
  {
    JsonNode *summary = json_object_get_member (entry, "summary");
    gint64 created = 0, duration = -1, last_entry = -1;

    if (!ts_json_read_int_member (entry, "created", G_MININT64, G_MAXINT64, 0, &created)
        || !ts_json_read_int_member (entry, "duration", 0, G_MAXINT64, -1, &duration)
        || !ts_json_read_int_member (entry, "last-entry", 0, G_MAXINT64, -1, &last_entry))
      return NULL;
    self->created = created;
    self->duration = duration;
    self->last_entry = last_entry;
    if (summary != NULL)
      {
        self->summary = ts_record_summary_from_text (get_string (entry, "summary"),
                                                     ts_record_lookup_game (self->game_id),
                                                     n_players);
        if (self->summary == NULL)
          return NULL;
      }
  }
  /* A finished game's entry without what the BG Stats export adds (an earlier build's, or
   * a damaged one): the file is read again. */
  if (self->kind == TS_RECORD_INFO_GAME && self->finished)
    {
      if (!_ts_record_facts_from_index (entry, n_players, &self->facts))
        return NULL;
      self->has_facts = TRUE;
    }
  if (self->kind == TS_RECORD_INFO_SHEET)
    self->title = g_strdup (_ts_record_info_sheet_title ());
  else if (get_string (entry, "title") != NULL)
    self->title = g_strdup (get_string (entry, "title"));
  else
    return NULL;
  return g_steal_pointer (&self);
}

