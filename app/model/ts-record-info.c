/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-game.h"
#include "ts-json-read.h"
#include "ts-model-private.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-record-summary.h"

/* What the start page shows of a saved record without replaying it: the header members of
 * the record file (ARCHITECTURE.md, "The record"). Replaying is the match's job. */
struct _TsRecordInfo
{
  GObject parent_instance;

  TsRecordInfoKind kind;
  GFile *file;
  char *problem; /* why an unreadable file is not a record, or NULL */
  char *title;
  char *game_id;
  const char *game_name;
  GStrv players;
  GStrv colors; /* a palette id per player, "" when the file has none (a score sheet) */
  GDateTime *modified;
  gboolean finished;
  int winner;
  guint winners; /* bit per player when more than one won (a team), else 0 */
  JsonObject *progress; /* where an unfinished game stands (TsGameModule.progress), or NULL */
  /* For the statistics (issue 27) */
  GStrv persons;        /* each player's "person" id, "" when the record names none */
  gint64 created;       /* unix seconds: the record's "created", else its file's time */
  gint64 duration;      /* seconds from the first entry to the last, -1 when not known */
  TsRecordSummary *summary; /* a finished game's scores by category, or NULL */
};

G_DEFINE_FINAL_TYPE (TsRecordInfo, ts_record_info, G_TYPE_OBJECT)

static void
ts_record_info_finalize (GObject *object)
{
  TsRecordInfo *self = TS_RECORD_INFO (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->colors, g_strfreev);
  g_clear_pointer (&self->modified, g_date_time_unref);
  g_clear_pointer (&self->progress, json_object_unref);
  g_clear_pointer (&self->persons, g_strfreev);
  g_clear_pointer (&self->summary, ts_record_summary_free);

  G_OBJECT_CLASS (ts_record_info_parent_class)->finalize (object);
}

static void
ts_record_info_class_init (TsRecordInfoClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_record_info_finalize;
}

static void
ts_record_info_init (TsRecordInfo *self)
{
  self->winner = -1;
  self->duration = -1;
}

/* When the game was played and how long it took, from "created" and the entries' "times". */
static void
take_times (TsRecordInfo         *self,
            const TsRecordHeader *header)
{
  g_autoptr(GDateTime) created = header->created != NULL
                                     ? g_date_time_new_from_iso8601 (header->created, NULL)
                                     : NULL;
  gint64 first = G_MAXINT64, last = -1;

  self->created = created != NULL ? g_date_time_to_unix (created)
                  : self->modified != NULL ? g_date_time_to_unix (self->modified)
                                           : 0;
  for (guint i = 0; created != NULL && header->times != NULL
                    && i < json_array_get_length (header->times);
       i++)
    {
      JsonNode *time = json_array_get_element (header->times, i);

      if (JSON_NODE_HOLDS_NULL (time))
        continue;
      first = MIN (first, json_node_get_int (time));
      last = MAX (last, json_node_get_int (time));
    }
  self->duration = last > first ? last - first : -1;
}

/* Keeps what the start page shows of a header that ts_record_read_header() accepted. */
static void
take_header (TsRecordInfo         *self,
             const TsRecordHeader *header)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colors = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) persons = g_strv_builder_new ();
  guint n_players = json_array_get_length (header->players);

  self->game_id = g_strdup (header->module->id);
  self->game_name = header->module->name;
  self->title = g_strdup (header->name);
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_array_get_object_element (header->players, i);
      /* A colour that is not a string is no colour (the views fall back on the palette). */
      const char *color = ts_json_read_string_member (player, "color");

      g_strv_builder_add (builder, json_object_get_string_member (player, "name"));
      const char *person = ts_json_read_string_member (player, "person");

      g_strv_builder_add (colors, color != NULL ? color : "");
      g_strv_builder_add (persons, person != NULL ? person : "");
    }
  self->players = g_strv_builder_end (builder);
  self->colors = g_strv_builder_end (colors);
  self->persons = g_strv_builder_end (persons);
  self->finished = header->finished;
  self->winner = header->winner;
  self->winners = header->winners;
  if (header->progress != NULL)
    self->progress = json_object_ref (header->progress);
  take_times (self, header);
}

/* The header of a final-scoring sheet (docs/file-format.md): the game, the players' names,
 * and the winner Tableside wrote when it scored the sheet. The game's own reader checks the
 * rest when the sheet is opened. */
static gboolean
take_sheet (TsRecordInfo *self,
            JsonObject   *object,
            const char   *name,
            GError      **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonNode *node = json_object_get_member (object, "version");
  const TsGameModule *module;
  JsonArray *players;
  guint n_players;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < TS_SHEET_OLDEST_VERSION
      || json_node_get_int (node) > TS_SHEET_VERSION)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_VERSION,
                   /* Translators: %s is a file name. */
                   _("“%s” is a score sheet of a version this Tableside cannot read."), name);
      return FALSE;
    }
  node = json_object_get_member (object, "game");
  module = node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
               ? ts_record_lookup_game (json_node_get_string (node))
               : NULL;
  if (module == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                   /* Translators: %s is a file name. */
                   _("“%s” is a score sheet of a game this Tableside does not know."), name);
      return FALSE;
    }
  node = json_object_get_member (object, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” has no list of “players”."), name);
      return FALSE;
    }
  players = json_node_get_array (node);
  n_players = json_array_get_length (players);
  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *player = json_array_get_element (players, i);
      JsonNode *player_name = JSON_NODE_HOLDS_OBJECT (player)
                                  ? json_object_get_member (json_node_get_object (player), "name")
                                  : NULL;

      if (player_name == NULL || json_node_get_value_type (player_name) != G_TYPE_STRING)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: %s is a file name, %u a player number from 1. */
                       _("“%s”: player %u has no name."), name, i + 1);
          return FALSE;
        }
      g_strv_builder_add (builder, json_node_get_string (player_name));
    }

  self->kind = TS_RECORD_INFO_SHEET;
  self->game_id = g_strdup (module->id);
  self->game_name = module->name;
  self->title = g_strdup (_("Score Sheet"));
  self->players = g_strv_builder_end (builder);
  self->colors = g_new0 (char *, n_players + 1);
  self->persons = g_new0 (char *, n_players + 1);
  for (guint i = 0; i < n_players; i++)
    {
      self->colors[i] = g_strdup ("");
      self->persons[i] = g_strdup ("");
    }
  self->finished = TRUE;
  node = json_object_get_member (object, "winner");
  if (node != NULL && json_node_get_value_type (node) == G_TYPE_INT64
      && json_node_get_int (node) >= 0 && json_node_get_int (node) < n_players)
    self->winner = json_node_get_int (node);
  return TRUE;
}

static gboolean
is_sheet (JsonNode *root)
{
  JsonNode *format;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return FALSE;
  format = json_object_get_member (json_node_get_object (root), "format");
  return format != NULL && json_node_get_value_type (format) == G_TYPE_STRING
         && g_strcmp0 (json_node_get_string (format), TS_SHEET_FORMAT) == 0;
}

/* A finished game's scores for the statistics, from a replay of its entries through the
 * engine (about 0.1 to 0.6 ms a game, once per file thanks to the index). A record that does
 * not replay is still listed; the statistics count it as not scored. */
static void
take_summary (TsRecordInfo         *self,
              const TsRecordHeader *header,
              const char           *name)
{
  g_autoptr(GError) error = NULL;

  self->summary = ts_record_summary_compute (header->module, header->options, header->players,
                                             header->setup, header->entries, &error);
  if (self->summary == NULL)
    g_debug ("%s is not in the statistics: %s", name, error->message);
}

static TsRecordInfo *
load_info (GFile        *file,
           GDateTime    *modified,
           GCancellable *cancellable,
           GError      **error)
{
  g_autoptr(TsRecordInfo) self = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = ts_record_display_name (file);
  TsRecordHeader header;
  gsize length = 0;

  self->file = g_object_ref (file);
  if (modified != NULL)
    self->modified = g_date_time_ref (modified);
  else
    {
      /* To the microsecond, as the folder's listing has it (ts-record-scan.c). */
      g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                           G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                     G_FILE_QUERY_INFO_NONE, cancellable, error);

      if (info == NULL)
        return NULL;
      self->modified = g_file_info_get_modification_date_time (info);
    }
  contents = ts_record_read_contents (file, name, &length, cancellable, error);
  if (contents == NULL)
    return NULL;
  root = ts_record_parse (contents, length, name, error);
  if (root == NULL)
    return NULL;
  if (is_sheet (root))
    return take_sheet (self, json_node_get_object (root), name, error) ? g_steal_pointer (&self)
                                                                       : NULL;
  if (!ts_record_read_header (root, name, &header, error))
    return NULL;

  self->kind = TS_RECORD_INFO_GAME;
  take_header (self, &header);
  if (self->title == NULL)
    self->title = g_file_get_basename (file);
  if (header.finished)
    take_summary (self, &header, name);
  return g_steal_pointer (&self);
}

/**
 * ts_record_info_load:
 *
 * Reads a record's header with the same checks as the full loader (ts-record.c), without
 * replaying its entries; or a final-scoring sheet's (%TS_RECORD_INFO_SHEET). Never writes to
 * @file.
 */
TsRecordInfo *
ts_record_info_load (GFile        *file,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return load_info (file, NULL, cancellable, error);
}

/**
 * ts_record_info_read:
 * @modified: (nullable): the file's modification time when the caller has it already
 *
 * As ts_record_info_load(), but a file that is neither a record nor a sheet gives a
 * %TS_RECORD_INFO_UNREADABLE info that says why, so that the saved games list shows every
 * file of the folder. Never writes to @file. Safe to call from a worker thread.
 */
TsRecordInfo *
ts_record_info_read (GFile        *file,
                     GDateTime    *modified,
                     GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  TsRecordInfo *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = load_info (file, modified, cancellable, &error);
  if (self != NULL)
    return self;

  self = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  self->kind = TS_RECORD_INFO_UNREADABLE;
  self->file = g_object_ref (file);
  self->modified = modified != NULL ? g_date_time_ref (modified) : NULL;
  self->title = g_file_get_basename (file);
  self->problem = g_strdup (error->message);
  self->players = g_new0 (char *, 1);
  self->colors = g_new0 (char *, 1);
  self->persons = g_new0 (char *, 1);
  return self;
}

static const char *const kind_ids[] = { "game", "sheet", "unreadable" };

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
      json_object_set_boolean_member (entry, "finished", self->finished);
      json_object_set_int_member (entry, "winner", self->winner);
      if ((self->winners & (self->winners - 1)) != 0)
        json_object_set_int_member (entry, "winners", self->winners);
      if (self->progress != NULL)
        json_object_set_object_member (entry, "progress", json_object_ref (self->progress));
      json_object_set_int_member (entry, "created", self->created);
      if (self->duration >= 0)
        json_object_set_int_member (entry, "duration", self->duration);
      if (self->summary != NULL)
        {
          g_autofree char *summary = ts_record_summary_to_text (self->summary);

          json_object_set_string_member (entry, "summary", summary);
        }
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
      self->title = g_file_get_basename (file);
      return g_steal_pointer (&self);
    }

  {
    const TsGameModule *module = ts_record_lookup_game (get_string (entry, "game"));

    /* A game this Tableside no longer knows: the file says what it is now. */
    if (module == NULL || finished == NULL || json_node_get_value_type (finished) != G_TYPE_BOOLEAN
        || winner == NULL || json_node_get_value_type (winner) != G_TYPE_INT64
        || json_node_get_int (winner) < -1 || json_node_get_int (winner) >= n_players)
      return NULL;
    self->game_id = g_strdup (module->id);
    self->game_name = module->name;
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
    gint64 created = 0, duration = -1;

    if (!ts_json_read_int_member (entry, "created", G_MININT64, G_MAXINT64, 0, &created)
        || !ts_json_read_int_member (entry, "duration", 0, G_MAXINT64, -1, &duration))
      return NULL;
    self->created = created;
    self->duration = duration;
    if (summary != NULL)
      {
        self->summary = ts_record_summary_from_text (get_string (entry, "summary"),
                                                     ts_record_lookup_game (self->game_id),
                                                     n_players);
        if (self->summary == NULL)
          return NULL;
      }
  }
  if (self->kind == TS_RECORD_INFO_SHEET)
    self->title = g_strdup (_("Score Sheet"));
  else if (get_string (entry, "title") != NULL)
    self->title = g_strdup (get_string (entry, "title"));
  else
    return NULL;
  return g_steal_pointer (&self);
}

TsRecordInfoKind
ts_record_info_get_kind (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), TS_RECORD_INFO_UNREADABLE);
  return self->kind;
}

/* Why the file is not a record (%TS_RECORD_INFO_UNREADABLE), or NULL. */
const char *
ts_record_info_get_problem (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->problem;
}

static gboolean
contains_folded (const char *haystack,
                 const char *folded_needle)
{
  g_autofree char *folded = haystack != NULL ? g_utf8_casefold (haystack, -1) : NULL;

  return folded != NULL && strstr (folded, folded_needle) != NULL;
}

/**
 * ts_record_info_get_player_name:
 * @people: (nullable): the people who play
 *
 * Player @index's name as the app shows it: the person's name now when the record names a
 * person @people knows (a renamed person is renamed everywhere), else the name in the record.
 */
const char *
ts_record_info_get_player_name (TsRecordInfo *self,
                                guint         index,
                                TsPeople     *people)
{
  const char *name;

  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  g_return_val_if_fail (index < g_strv_length (self->players), NULL);

  name = people != NULL && self->persons[index][0] != '\0'
             ? ts_people_get_name (people, self->persons[index])
             : NULL;
  return name != NULL ? name : self->players[index];
}

/* Whether @search (as typed) is in the title, a player's name (ts_record_info_get_player_name()),
 * the game or the file name; letter case aside. */
gboolean
ts_record_info_matches (TsRecordInfo *self,
                        const char   *search,
                        TsPeople     *people)
{
  g_autofree char *needle = NULL;
  g_autofree char *basename = NULL;

  g_return_val_if_fail (TS_IS_RECORD_INFO (self), FALSE);

  if (search == NULL || *search == '\0')
    return TRUE;
  needle = g_utf8_casefold (search, -1);
  if (contains_folded (self->title, needle)
      || (self->game_name != NULL && contains_folded (_(self->game_name), needle)))
    return TRUE;
  for (guint i = 0; self->players != NULL && self->players[i] != NULL; i++)
    if (contains_folded (ts_record_info_get_player_name (self, i, people), needle))
      return TRUE;
  basename = g_file_get_basename (self->file);
  return contains_folded (basename, needle);
}

GFile *
ts_record_info_get_file (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->file;
}

const char *
ts_record_info_get_title (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->title;
}

const char *
ts_record_info_get_game_id (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->game_id;
}

/* Translated. */
const char *
ts_record_info_get_game_name (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->game_name != NULL ? _(self->game_name) : NULL;
}

const char *const *
ts_record_info_get_players (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return (const char *const *) self->players;
}

/* A palette id (ts-player-palette.h) per player, in the order of the names; "" for a player
 * whose file gives none (a score sheet). */
const char *const *
ts_record_info_get_colors (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return (const char *const *) self->colors;
}

GDateTime *
ts_record_info_get_modified (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->modified;
}

char *
ts_record_info_dup_players_text (TsRecordInfo *self,
                                 TsPeople     *people)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);

  for (guint i = 0; self->players[i] != NULL; i++)
    {
      if (i > 0)
        /* Translators: separates player names in a list, as in “Ana, Bruno, Carla”. */
        g_string_append (text, _(", "));
      g_string_append (text, ts_record_info_get_player_name (self, i, people));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What the record's own header says: Tableside writes it on every save. */
gboolean
ts_record_info_get_finished (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), FALSE);
  return self->finished;
}

/* The winner's name, or NULL while the game is in progress or when the record does not say. */
const char *
ts_record_info_get_winner (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->finished && self->winner >= 0 ? self->players[self->winner] : NULL;
}

/* “In progress” (with where the game stands when its record says), “Finished”, or
 * “Finished, Ana won”, for the saved-games list. */
char *
ts_record_info_dup_status_text (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);

  if (self->kind == TS_RECORD_INFO_UNREADABLE)
    return g_strdup (self->problem);
  if (self->kind == TS_RECORD_INFO_SHEET)
    return ts_record_info_get_winner (self) != NULL
               /* Translators: a scored final-scoring sheet in the saved games; %s is the
                * winner's name. */
               ? g_strdup_printf (_("Scored, %s won"), ts_record_info_get_winner (self))
               : g_strdup (_("Scored"));
  if (!self->finished)
    {
      const TsGameModule *module = ts_record_lookup_game (self->game_id);
      g_autofree char *where = self->progress != NULL && module != NULL
                                       && module->describe_progress != NULL
                                   ? module->describe_progress (self->progress)
                                   : NULL;

      if (where != NULL)
        /* Translators: a saved game's state; %s says where it stands (“Phase C, round 3”,
         * “Year 2, Summer”, “42 tiles left”) */
        return g_strdup_printf (_("In progress: %s"), where);
      return g_strdup (_("In progress"));
    }
  if (ts_record_info_get_winner (self) == NULL)
    return g_strdup (_("Finished"));
  if ((self->winners & (self->winners - 1)) != 0)
    {
      g_autoptr(GString) names = g_string_new (NULL);
      guint n = __builtin_popcount (self->winners), k = 0;

      for (guint i = 0; self->players[i] != NULL && i < 32; i++)
        if ((self->winners >> i) & 1)
          {
            if (k > 0)
              g_string_append (names, k + 1 < n
                                          /* Translators: between winners' names, not the last */
                                          ? _(", ")
                                          /* Translators: before the last winner's name */
                                          : _(" and "));
            g_string_append (names, self->players[i]);
            k++;
          }
      /* Translators: a saved game's state; %s is the winners' names (“Bruno and Davi”). */
      return g_strdup_printf (_("Finished, %s won"), names->str);
    }
  /* Translators: a saved game's state; %s is the winner's name. */
  return g_strdup_printf (_("Finished, %s won"), ts_record_info_get_winner (self));
}

/* Each player's "person" id (ts-people.h), "" for a player the file names none for. */
const char *const *
ts_record_info_get_persons (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return (const char *const *) self->persons;
}

/* When the game was set up, in unix seconds (the file's time when the record does not say). */
gint64
ts_record_info_get_created (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), 0);
  return self->created;
}

/* Seconds from the first entry to the last, or -1 when the record does not say. */
gint64
ts_record_info_get_duration (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), -1);
  return self->duration;
}

/* The finished game's scores (ts-record-summary.h), or NULL: in progress, a score sheet, or
 * a record that does not replay. */
const TsRecordSummary *
ts_record_info_get_summary (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->summary;
}

/**
 * ts_record_dir:
 *
 * Where games are autosaved: $XDG_DATA_HOME/tableside/games (inside Flatpak, the app's own
 * data folder, so no file-system permission is needed).
 */
GFile *
ts_record_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "games", NULL);
}

/**
 * ts_record_scan_recent:
 *
 * Every saved-game file in @dir, newest first, read on the calling thread (the start page
 * reads them on a worker with TsRecordScan). A file that is not a readable record or sheet is
 * listed as %TS_RECORD_INFO_UNREADABLE, with the reason, and left alone on disk; a missing
 * folder is an empty list.
 */
GListStore *
ts_record_scan_recent (GFile        *dir,
                       GCancellable *cancellable)
{
  g_autoptr(GListStore) store = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GError) error = NULL;

  files = ts_record_scan_list (dir, cancellable, &error);
  if (files == NULL)
    {
      g_warning ("Cannot list saved games: %s", error->message);
      return g_steal_pointer (&store);
    }
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autoptr(TsRecordInfo) record = NULL;

      record = ts_record_info_read (file, g_object_get_data (G_OBJECT (file), "ts-modified"),
                                    cancellable);
      g_list_store_append (store, record);
    }
  return g_steal_pointer (&store);
}
