/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a record: the file read and its bytes checked through the one JSON reader
 * (ts-json-read.c, with the record's limits), and its header members checked. Shared by
 * TsRecord (the full loader, ts-record.c) and TsRecordInfo (the start page's header reader,
 * in games/) through the record room's face, ts-model-record.h, so that both agree on what
 * a record is. */
#include "ts-i18n.h"

#include <string.h>
#include <sys/stat.h>

#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-record.h"

char *
ts_record_display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return path != NULL ? g_filename_display_name (path) : g_file_get_parse_name (file);
}

/* @file's base name as text (a name that is not UTF-8, as GLib shows it): what titles,
 * searches and suggested names use; never a raw file name (issue 40). */
char *
ts_record_display_basename (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *base = NULL;

  if (path != NULL)
    return g_filename_display_basename (path);
  base = g_file_get_basename (file);
  return g_utf8_make_valid (base != NULL ? base : "", -1);
}

/* What a record may be: the limits of ts_json_read_*(). */
static const TsJsonLimits *
record_limits (void)
{
  static TsJsonLimits limits = { NULL, TS_RECORD_MAX_BYTES, TS_RECORD_MAX_DEPTH,
                                 TS_RECORD_MAX_OBJECTS };

  /* Translated at the first read, after the locale is set. */
  limits.kind = _("a Tableside record");
  return &limits;
}

/* The reader's errors in the record's domain, which callers and tests tell apart. */
static void
to_record_error (GError **error)
{
  ts_json_read_retarget (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                         TS_RECORD_ERROR_MALFORMED);
}

/**
 * ts_record_read_file:
 * @stamp: (nullable): what the file looked like when read (local files only)
 *
 * The bytes of @file through ts_json_read_contents(): refused when there are more than any
 * record has, or when it is not a regular file. Never writes.
 */
char *
ts_record_read_file (GFile        *file,
                     const char   *name,
                     gsize        *length,
                     TsFileStamp  *stamp,
                     GCancellable *cancellable,
                     GError      **error)
{
  struct stat info;
  char *contents;

  if (stamp != NULL)
    memset (stamp, 0, sizeof *stamp);
  contents = ts_json_read_contents (file, name, record_limits (), length, &info, cancellable,
                                    error);
  to_record_error (error);
  if (contents != NULL && stamp != NULL && info.st_ino != 0)
    ts_file_stamp_from_stat (stamp, &info);
  return contents;
}

char *
ts_record_read_contents (GFile        *file,
                         const char   *name,
                         gsize        *length,
                         GCancellable *cancellable,
                         GError      **error)
{
  return ts_record_read_file (file, name, length, NULL, cancellable, error);
}

JsonNode *
ts_record_parse (const char *data,
                 gsize       length,
                 const char *name,
                 GError    **error)
{
  JsonNode *root = ts_json_read_parse (data, length, name, record_limits (), error);

  to_record_error (error);
  return root;
}

static gboolean
member_type_error (GError    **error,
                   const char *name,
                   const char *member,
                   const char *expected)
{
  g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
               /* Translators: the first %s is a file name, the second a JSON member name, the
                * third what it should be (“a string”, “an object”, ...). */
               _("“%s”: “%s” must be %s."), name, member, expected);
  return FALSE;
}

/* An optional string member: absent is fine, another type is not. */
static gboolean
optional_string (JsonObject  *object,
                 const char  *member,
                 const char  *name,
                 const char **out,
                 GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = NULL;
  if (node == NULL)
    return TRUE;
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return member_type_error (error, name, member, _("a string"));
  *out = json_node_get_string (node);
  return TRUE;
}

/* An optional object member: absent or null is fine, another type is not. */
static gboolean
optional_object (JsonObject  *object,
                 const char  *member,
                 const char  *name,
                 JsonObject **out,
                 GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return member_type_error (error, name, member, _("an object"));
  *out = json_node_get_object (node);
  return TRUE;
}

static gboolean
read_players (JsonObject     *object,
              const char     *name,
              TsRecordHeader *header,
              GError        **error)
{
  JsonNode *node = json_object_get_member (object, "players");
  guint n;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” has no list of “players”."), name);
      return FALSE;
    }
  header->players = json_node_get_array (node);
  n = json_array_get_length (header->players);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *player = json_array_get_element (header->players, i);
      JsonObject *player_object = JSON_NODE_HOLDS_OBJECT (player)
                                      ? json_node_get_object (player)
                                      : NULL;
      JsonNode *player_name = player_object != NULL
                                  ? json_object_get_member (player_object, "name")
                                  : NULL;
      JsonNode *color = player_object != NULL ? json_object_get_member (player_object, "color")
                                              : NULL;

      if (player_name == NULL || json_node_get_value_type (player_name) != G_TYPE_STRING)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: %s is a file name, %u a player number from 1. */
                       _("“%s”: player %u has no name."), name, i + 1);
          return FALSE;
        }
      if (g_utf8_strlen (json_node_get_string (player_name), -1) > TS_RECORD_MAX_NAME_LENGTH)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: a file name, a player number from 1, and the most
                        * characters a name may have. */
                       _("“%s”: the name of player %u is longer than %d characters."), name,
                       i + 1, TS_RECORD_MAX_NAME_LENGTH);
          return FALSE;
        }
      if (color != NULL && json_node_get_value_type (color) != G_TYPE_STRING)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: %s is a file name, %u a player number from 1; “color” is
                        * a JSON member name. */
                       _("“%s”: the “color” of player %u must be a string."), name, i + 1);
          return FALSE;
        }
    }
  if (n < header->module->min_players || n > header->module->max_players)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   /* Translators: a file name, a number of players, a game, and the fewest and
                    * most players it takes. */
                   ngettext ("“%s” has %u player, but %s is played by %u to %u.",
                             "“%s” has %u players, but %s is played by %u to %u.", n),
                   name, n, _(header->module->name), header->module->min_players,
                   header->module->max_players);
      return FALSE;
    }
  return TRUE;
}

/* When each entry was made, in seconds after "created" (null: not known), for how long games
 * take (the statistics). Informative only: a list that does not fit the entries is as good
 * as absent. */
static JsonArray *
read_times (JsonObject *object,
            guint       n_entries)
{
  JsonNode *node = json_object_get_member (object, "times");
  JsonArray *times;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  times = json_node_get_array (node);
  if (json_array_get_length (times) != n_entries)
    return NULL;
  for (guint i = 0; i < n_entries; i++)
    {
      JsonNode *time = json_array_get_element (times, i);

      if (!JSON_NODE_HOLDS_NULL (time)
          && (json_node_get_value_type (time) != G_TYPE_INT64 || json_node_get_int (time) < 0))
        return NULL;
    }
  return times;
}

/**
 * ts_record_read_header:
 *
 * Checks every member of a record but its entries' contents. The start page (TsRecordInfo)
 * and the loader both go through here, so a record is listed only if its header loads.
 */
gboolean
ts_record_read_header (JsonNode       *root,
                       const char     *name,
                       TsRecordHeader *header,
                       GError        **error)
{
  JsonObject *object;
  JsonNode *node;
  const char *format;
  const char *game;
  const char *status;
  gint64 version;

  memset (header, 0, sizeof *header);
  header->winner = -1;
  header->readings = -1;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_FORMAT,
                   /* Translators: %s is a file name. */
                   _("“%s” is not a Tableside record: it does not hold a JSON object."), name);
      return FALSE;
    }
  object = json_node_get_object (root);

  node = json_object_get_member (object, "format");
  format = node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
               ? json_node_get_string (node)
               : NULL;
  if (g_strcmp0 (format, TS_RECORD_FORMAT) != 0)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_FORMAT,
                   /* Translators: %s is a file name; “format” is a JSON member name. */
                   _("“%s” is not a Tableside record: its “format” is not “tableside-record”."),
                   name);
      return FALSE;
    }

  node = json_object_get_member (object, "version");
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_VERSION,
                   _("“%s” has no whole-number “version”."), name);
      return FALSE;
    }
  version = json_node_get_int (node);
  if (version < TS_RECORD_VERSION_OLDEST || version > TS_RECORD_VERSION)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_VERSION,
                   /* Translators: %s is a file name, then the record's version number. */
                   _("“%s” is a record of version %lld, which this Tableside cannot read."),
                   name, (long long) version);
      return FALSE;
    }
  header->version = version;

  node = json_object_get_member (object, "game");
  game = node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
  if (game == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” does not say which game it records (no “game”)."), name);
      return FALSE;
    }
  header->module = ts_record_lookup_game (game);
  if (header->module == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                   /* Translators: the first %s is a file name, the second a game id. */
                   _("“%s” records the game “%s”, which this Tableside does not know."),
                   name, game);
      return FALSE;
    }

  if (!optional_string (object, "name", name, &header->name, error)
      || !optional_string (object, "created", name, &header->created, error)
      || !optional_string (object, "status", name, &status, error)
      || !optional_object (object, "options", name, &header->options, error)
      || !optional_object (object, "setup", name, &header->setup, error)
      || !read_players (object, name, header, error))
    return FALSE;

  /* Issue 40: how many changes of reading the build that saved it knew (docs/file-format.md,
   * "Readings"); a count past this build's is a newer build's, played by what this one
   * knows. */
  node = json_object_get_member (object, "readings");
  if (node != NULL)
    {
      if (json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) < 0)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: %s is a file name; “readings” is a JSON member name. */
                       _("“%s”: its “readings” is not a whole number of 0 or more."), name);
          return FALSE;
        }
      header->readings = (int) MIN (json_node_get_int (node), 1000);
    }

  if (header->name != NULL && g_utf8_strlen (header->name, -1) > TS_RECORD_MAX_NAME_LENGTH)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   /* Translators: a file name, then the most characters a name may have;
                    * “name” is a JSON member name. */
                   _("“%s”: its “name” is longer than %d characters."), name,
                   TS_RECORD_MAX_NAME_LENGTH);
      return FALSE;
    }

  if (header->created != NULL)
    {
      g_autoptr(GDateTime) created = g_date_time_new_from_iso8601 (header->created, NULL);

      if (created == NULL)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: %s is a file name; “created” is a JSON member name. */
                       _("“%s”: “created” is not a date and time in ISO 8601 form."), name);
          return FALSE;
        }
    }

  if (status != NULL && g_strcmp0 (status, "in-progress") != 0
      && g_strcmp0 (status, "finished") != 0)
    return member_type_error (error, name, "status", _("“in-progress” or “finished”"));
  header->finished = g_strcmp0 (status, "finished") == 0;

  node = json_object_get_member (object, "winner");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) < 0
          || json_node_get_int (node) >= json_array_get_length (header->players))
        return member_type_error (error, name, "winner", _("the number of a player"));
      header->winner = json_node_get_int (node);
    }
  /* Several winners (a team, a shared victory): written beside "winner" by Tableside. */
  node = json_object_get_member (object, "winners");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *list = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      for (guint k = 0; list != NULL && k < json_array_get_length (list); k++)
        {
          JsonNode *item = json_array_get_element (list, k);

          if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_INT64
              || json_node_get_int (item) < 0
              || json_node_get_int (item) >= MIN (json_array_get_length (header->players), 32))
            list = NULL;
          else
            header->winners |= 1u << json_node_get_int (item);
        }
      if (list == NULL)
        return member_type_error (error, name, "winners", _("a list of players' numbers"));
    }

  /* Informative only, written by Tableside for the saved games list: anything but an object
   * is as good as absent. */
  node = json_object_get_member (object, "progress");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node) && !header->finished)
    header->progress = json_node_get_object (node);

  node = json_object_get_member (object, "entries");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” has no list of “entries”."), name);
      return FALSE;
    }
  header->entries = json_node_get_array (node);
  if (json_array_get_length (header->entries) > TS_RECORD_MAX_ENTRIES)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                   /* Translators: a file name, then the most entries a record may have. */
                   _("“%s” has more than %d entries, far more than any game."), name,
                   TS_RECORD_MAX_ENTRIES);
      return FALSE;
    }
  header->times = read_times (object, json_array_get_length (header->entries));
  return TRUE;
}
