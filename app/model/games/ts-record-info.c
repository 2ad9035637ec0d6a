/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-game.h"
#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-record-info-private.h"

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
  g_clear_pointer (&self->attention, g_free);
  g_clear_pointer (&self->persons, g_strfreev);
  g_clear_pointer (&self->summary, ts_record_summary_free);
  g_clear_pointer (&self->imported_id, g_free);
  ts_record_facts_clear (&self->facts);

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
  self->last_entry = -1;
  self->facts.start = -1;
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
  /* "times" are counted from "created": a file rewritten later (an earlier version restored,
   * an old record written anew) still says when it was played. */
  self->last_entry = created != NULL && last >= 0 ? self->created + last : -1;
}

/* Keeps what the start page shows of a header that ts_record_read_header() accepted: the
 * names and times. Its "status", "winner", "winners" and "progress" are informative only
 * (docs/file-format.md): take_replay() finds them. */
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
  take_times (self, header);
}

const char *
_ts_record_info_sheet_title (void)
{
  return _("Score Sheet");
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
  self->title = g_strdup (_ts_record_info_sheet_title ());
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
  /* A team sheet's "winner" is the winning team, 0 or 1: its first player, who plays with
   * the third or the fourth (The Castles of Burgundy's team game, CB-TEM-14). */
  node = json_object_get_member (object, "team");
  if (node != NULL && json_node_get_value_type (node) == G_TYPE_BOOLEAN
      && json_node_get_boolean (node) && n_players == 4 && self->winner >= 0 && self->winner < 2)
    self->winners = (1u << self->winner) | (1u << (self->winner + 2));
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

/* Whether the game is over, who won, where it stands and a finished game's scores, from a
 * replay of its entries through the engine under the readings it was kept under (about 0.1
 * to 0.6 ms a game, once per file thanks to the index). A record whose replay stops at an
 * entry (damaged, edited by hand, made by another tool) is still listed, as needing
 * attention; the statistics do not count it. */
static void
take_replay (TsRecordInfo         *self,
             const TsRecordHeader *header,
             const char           *name)
{
  g_autoptr(TsRecordReplay) replay = NULL;

  replay = ts_record_replay_run (header->module, header->version, header->readings,
                                 header->options, header->players, header->setup,
                                 header->entries);
  self->finished = replay->finished;
  self->winner = replay->winner;
  /* Only a shared win is kept as bits (the start page names every winner then). */
  self->winners = (replay->winners & (replay->winners - 1)) != 0 ? replay->winners : 0;
  self->progress = g_steal_pointer (&replay->progress);
  self->summary = g_steal_pointer (&replay->summary);
  /* What the BG Stats export adds to a play, found now so that the index keeps it. */
  if (replay->refusal == NULL && self->finished && self->summary != NULL)
    {
      ts_record_facts_read (header, self->summary->winners, &self->facts);
      self->has_facts = TRUE;
    }
  if (replay->refusal == NULL)
    return;
  if (!replay->started)
    /* Translators: why a saved game needs attention; %s is the game's reason. */
    self->attention = g_strdup_printf (_("The game cannot start from this setup: %s"),
                                       replay->refusal->message);
  else
    /* Translators: why a saved game needs attention: an entry number from 1, the game's
     * reason for refusing it. */
    self->attention = g_strdup_printf (_("Entry %u: %s"), replay->n_applied + 1,
                                       replay->refusal->message);
  g_debug ("%s is not in the statistics: %s", name, self->attention);
}

/* A record's info from its parsed text: the header, then the replay. Takes @self. */
static TsRecordInfo *
take_record (TsRecordInfo *self,
             JsonNode     *root,
             const char   *name,
             GError      **error)
{
  g_autoptr(TsRecordInfo) info = self;
  TsRecordHeader header;

  if (!ts_record_read_header (root, name, &header, error))
    return NULL;
  info->kind = TS_RECORD_INFO_GAME;
  take_header (info, &header);
  if (info->title == NULL && info->file != NULL)
    info->title = ts_record_display_basename (info->file);
  take_replay (info, &header, name);
  return g_steal_pointer (&info);
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
  return take_record (g_steal_pointer (&self), root, name, error);
}

/**
 * ts_record_info_load:
 *
 * Reads a record's header with the same checks as the full loader (ts-record.c) and replays
 * its entries through the game alone, under the readings it was kept under, for whether it is
 * over, who won and the scores (never from the header's "status", "winner", "winners" or
 * "progress"); or reads a final-scoring sheet's header (%TS_RECORD_INFO_SHEET). Never writes
 * to @file.
 */
TsRecordInfo *
ts_record_info_load (GFile        *file,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return load_info (file, NULL, cancellable, error);
}

/* The info of a record held in memory (a match's, ts-bgstats-link.c): @root as
 * ts_record_parse() gave it, @file (nullable) the file it is kept in, @name for messages. */
TsRecordInfo *
_ts_record_info_new_for_root (JsonNode   *root,
                              GFile      *file,
                              const char *name,
                              GError    **error)
{
  TsRecordInfo *self = g_object_new (TS_TYPE_RECORD_INFO, NULL);

  g_return_val_if_fail (root != NULL, NULL);

  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->modified = g_date_time_new_now_local ();
  return take_record (self, root, name, error);
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
  self->title = ts_record_display_basename (file);
  self->problem = g_strdup (error->message);
  self->players = g_new0 (char *, 1);
  self->colors = g_new0 (char *, 1);
  self->persons = g_new0 (char *, 1);
  return self;
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
  basename = ts_record_display_basename (self->file);
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

/* Whether the game is over after its entries, as their replay found (the record's "status"
 * is informative only); a score sheet always is. */
gboolean
ts_record_info_get_finished (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), FALSE);
  return self->finished;
}

/**
 * ts_record_info_get_attention:
 *
 * Why the record needs attention: its replay stops before its last entry, refused by the rules
 * (“Entry 110: That is not what the game waits for now: …”), or the game cannot start from
 * its setup. NULL when every entry replays, and for score sheets and unreadable files. Such a
 * record is not counted by the statistics.
 */
const char *
ts_record_info_get_attention (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->attention;
}

/* The winner's name (the first of them when several won), or NULL while the game is in
 * progress or when nobody won (a solo game lost). */
const char *
ts_record_info_get_winner (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->finished && self->winner >= 0 ? self->players[self->winner] : NULL;
}

/* “Bruno and Davi”: the players of self->winners. */
static char *
winners_text (TsRecordInfo *self)
{
  GString *names = g_string_new (NULL);
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
  return g_string_free (names, FALSE);
}

/* “In progress” (with where the game stands), “Finished”, “Finished, Ana won”, or “Needs
 * attention: …” (ts_record_info_get_attention()), for the saved-games list. */
char *
ts_record_info_dup_status_text (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);

  if (self->kind == TS_RECORD_INFO_UNREADABLE)
    return g_strdup (self->problem);
  if (self->kind == TS_RECORD_INFO_SHEET && self->winners != 0)
    {
      g_autofree char *names = winners_text (self);

      /* Translators: a scored final-scoring sheet in the saved games; %s is the winners'
       * names (“Bruno and Davi”, a team). */
      return g_strdup_printf (_("Scored, %s won"), names);
    }
  if (self->kind == TS_RECORD_INFO_SHEET)
    return ts_record_info_get_winner (self) != NULL
               /* Translators: a scored final-scoring sheet in the saved games; %s is the
                * winner's name. */
               ? g_strdup_printf (_("Scored, %s won"), ts_record_info_get_winner (self))
               : g_strdup (_("Scored"));
  if (self->attention != NULL)
    /* Translators: a saved game's state when its entries do not all replay; %s says which
     * and why (“Entry 110: That is not what the game waits for now: …”). */
    return g_strdup_printf (_("Needs attention: %s"), self->attention);
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
      g_autofree char *names = winners_text (self);

      /* Translators: a saved game's state; %s is the winners' names (“Bruno and Davi”). */
      return g_strdup_printf (_("Finished, %s won"), names);
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

/**
 * ts_record_info_get_last_entry:
 *
 * Returns: when the last entry was made, in unix seconds ("created" and the entries'
 *   "times"), or -1 when the record does not say (a score sheet, a record without times)
 */
gint64
ts_record_info_get_last_entry (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), -1);
  return self->last_entry;
}

/* Seconds from the first entry to the last, or -1 when the record does not say. */
gint64
ts_record_info_get_duration (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), -1);
  return self->duration;
}

/* The finished game's scores (ts-record-summary.h), from its replay, or NULL: in progress, or
 * a score sheet. The statistics do not count a record that needs attention
 * (ts_record_info_get_attention()) whatever its replay reached. */
const TsRecordSummary *
ts_record_info_get_summary (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->summary;
}
