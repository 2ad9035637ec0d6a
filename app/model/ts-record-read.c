/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a record: the file read without following surprises (FIFOs, devices, files past
 * the size limit), its bytes checked as UTF-8 and strict JSON, and its header members
 * checked. Shared by TsRecord (the full loader, ts-record.c) and TsRecordInfo (the start
 * page's header reader) through ts-model-private.h, so that both agree on what a record is. */
#include "ts-i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-json-check.h"
#include "ts-model-private.h"
#include "ts-record.h"

char *
ts_record_display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return path != NULL ? g_filename_display_name (path) : g_file_get_parse_name (file);
}

static char *
too_large (GError    **error,
           const char *name)
{
  g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
               /* Translators: %s is a file name. */
               _("“%s” is far too large to be a Tableside record."), name);
  return NULL;
}

static char *
not_regular (GError    **error,
             const char *name)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               /* Translators: %s is a file name. */
               _("“%s” is not a regular file (it is a folder, a pipe or a device), so it "
                 "cannot be a Tableside record."),
               name);
  return NULL;
}

/* A local file, through its descriptor: opened without blocking, so that a FIFO with no
 * writer is refused at once instead of hanging, and stamped from the same descriptor. */
static char *
read_local (const char   *path,
            const char   *name,
            gsize        *length,
            TsFileStamp  *stamp,
            GError      **error)
{
  g_autofree char *buffer = NULL;
  struct stat info;
  gsize filled = 0;
  gsize capacity;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   /* Translators: %s is a file name, then the system's reason. */
                   _("Cannot open “%s”: %s"), name, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      close (fd);
      return not_regular (error, name);
    }
  if (info.st_size > TS_RECORD_MAX_BYTES)
    {
      close (fd);
      return too_large (error, name);
    }
  /* One byte more than the size says, to notice a file that grows while it is read. */
  capacity = info.st_size + 1;
  buffer = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n;

      if (filled == capacity)
        {
          if (capacity > TS_RECORD_MAX_BYTES)
            {
              close (fd);
              return too_large (error, name);
            }
          capacity = MIN (capacity * 2, (gsize) TS_RECORD_MAX_BYTES + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }
      n = read (fd, buffer + filled, capacity - filled);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       /* Translators: %s is a file name, then the system's reason. */
                       _("Cannot read “%s”: %s"), name, g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      filled += n;
    }
  if (filled > TS_RECORD_MAX_BYTES)
    {
      close (fd);
      return too_large (error, name);
    }
  if (stamp != NULL)
    ts_file_stamp_from_fd (stamp, fd);
  close (fd);
  buffer[filled] = '\0';
  *length = filled;
  return g_steal_pointer (&buffer);
}

/**
 * ts_record_read_file:
 * @stamp: (nullable): what the file looked like when read (local files only)
 *
 * The bytes of @file, refused when there are more than any record has, or when it is not a
 * regular file (a folder, a FIFO, a device: reading those could block or never end). Reads
 * at most one byte past the limit, and never writes.
 */
char *
ts_record_read_file (GFile        *file,
                     const char   *name,
                     gsize        *length,
                     TsFileStamp  *stamp,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *buffer = NULL;
  gsize capacity = 64 * 1024;
  gsize filled = 0;

  if (stamp != NULL)
    memset (stamp, 0, sizeof *stamp);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  if (path != NULL)
    return read_local (path, name, length, stamp, error);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return not_regular (error, name);
  if (g_file_info_get_size (info) > TS_RECORD_MAX_BYTES)
    return too_large (error, name);
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  buffer = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n;

      if (filled == capacity)
        {
          if (capacity > TS_RECORD_MAX_BYTES)
            return too_large (error, name);
          capacity = MIN (capacity * 2, (gsize) TS_RECORD_MAX_BYTES + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer + filled, capacity - filled,
                               cancellable, error);
      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      filled += n;
      if (filled > TS_RECORD_MAX_BYTES)
        return too_large (error, name);
    }
  buffer[filled] = '\0';
  *length = filled;
  return g_steal_pointer (&buffer);
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
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  TsJsonCheckFailure failure;
  JsonNode *root;

  if (length > TS_RECORD_MAX_BYTES)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                   _("“%s” is far too large to be a Tableside record."), name);
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” is not a Tableside record: it is not UTF-8 text."), name);
      return NULL;
    }
  /* A byte-order mark, as some editors write, is not part of the JSON. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  if (ts_json_check_is_blank (data, length))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” is empty."), name);
      return NULL;
    }
  if (!ts_json_check (data, length, TS_RECORD_MAX_DEPTH, TS_RECORD_MAX_OBJECTS, &failure))
    {
      if (failure.too_many)
        g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                     /* Translators: %s is a file name, %d a number of JSON objects. */
                     _("“%s” is far too large to be a Tableside record: it holds more than %d "
                       "JSON objects."),
                     name, TS_RECORD_MAX_OBJECTS);
      else if (failure.too_deep)
        g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                     /* Translators: %s is a file name, %d the deepest nesting allowed. */
                     _("“%s” is not a Tableside record: its JSON nests deeper than %d "
                       "levels."),
                     name, TS_RECORD_MAX_DEPTH);
      else
        g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                     /* Translators: a file name, a line and a column in it, and what is wrong
                      * there, as in “a string is not closed”. */
                     _("“%s” is not valid JSON: at line %u, column %u, %s."), name,
                     failure.line, failure.column, failure.why);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   /* Translators: %s is a file name, then the JSON parser's own message. */
                   _("“%s” is not valid JSON: %s"), name, local_error->message);
      return NULL;
    }
  root = json_parser_steal_root (parser);
  if (root == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” is empty."), name);
      return NULL;
    }
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
  return TRUE;
}
