/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A record's header without its entries: a game's earlier versions are listed by what their
 * first lines say (the game, when it was set up, its players, how many entries its "times"
 * give), so that fifty copies of a long game cost their headers, not 200 MB of entries. The
 * record writer puts "times" and "entries" last (ts-record-write.c); in a record that has no
 * "times" (one without "created"), the entries are counted by a scan of their bytes, never
 * parsed. */
#include "ts-i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-model-record.h"
#include "ts-record-peek.h"

#define CHUNK 16384

/* Finds the top-level member "entries" in @text: where its name's quote starts, or -1. */
typedef struct
{
  gsize at;         /* bytes of the text scanned */
  guint depth;
  gboolean in_string;
  gboolean escape;
  gboolean expect_key;
  gssize key_start; /* the opening quote of the member name being read at depth 1 */
  gssize key_end;   /* its closing quote */
  guint commas;     /* in "entries": the commas between its elements */
  gboolean any;     /* in "entries": an element was seen */
} Scan;

/* Goes on from "entries": counts the elements of its array until it closes. TRUE once it
 * has, with @n_entries. */
static gboolean
count_entries (Scan       *s,
               const char *text,
               gsize       length,
               guint      *n_entries)
{
  for (; s->at < length; s->at++)
    {
      char c = text[s->at];

      if (s->in_string)
        {
          if (s->escape)
            s->escape = FALSE;
          else if (c == '\\')
            s->escape = TRUE;
          else if (c == '"')
            s->in_string = FALSE;
          continue;
        }
      if (s->depth == 2 && !g_ascii_isspace (c) && c != ',' && c != ']')
        s->any = TRUE;
      switch (c)
        {
        case '"':
          s->in_string = TRUE;
          break;
        case '{':
        case '[':
          s->depth++;
          break;
        case '}':
        case ']':
          if (s->depth > 0)
            s->depth--;
          if (s->depth == 1)
            {
              *n_entries = s->any ? s->commas + 1 : 0;
              return TRUE;
            }
          break;
        case ',':
          if (s->depth == 2)
            s->commas++;
          break;
        default:
          break;
        }
    }
  return FALSE;
}

static gssize
scan (Scan       *s,
      const char *text,
      gsize       length)
{
  for (; s->at < length; s->at++)
    {
      char c = text[s->at];

      if (s->in_string)
        {
          if (s->escape)
            s->escape = FALSE;
          else if (c == '\\')
            s->escape = TRUE;
          else if (c == '"')
            {
              s->in_string = FALSE;
              if (s->key_start >= 0 && s->key_end < 0)
                s->key_end = (gssize) s->at;
            }
          continue;
        }
      switch (c)
        {
        case '"':
          s->in_string = TRUE;
          if (s->depth == 1 && s->expect_key)
            {
              s->key_start = (gssize) s->at;
              s->key_end = -1;
              s->expect_key = FALSE;
            }
          break;
        case '{':
        case '[':
          s->depth++;
          s->expect_key = s->depth == 1 && c == '{';
          break;
        case '}':
        case ']':
          if (s->depth > 0)
            s->depth--;
          break;
        case ',':
          if (s->depth == 1)
            s->expect_key = TRUE;
          break;
        case ':':
          if (s->depth == 1 && s->key_start >= 0 && s->key_end >= 0
              && s->key_end - s->key_start == (gssize) strlen ("entries") + 1
              && memcmp (text + s->key_start + 1, "entries", strlen ("entries")) == 0)
            return s->key_start;
          s->key_start = -1;
          break;
        default:
          break;
        }
    }
  return -1;
}

static gboolean
read_chunk (int       fd,
            GString  *buffer,
            gboolean *eof)
{
  gsize before = buffer->len;
  gssize n;

  g_string_set_size (buffer, before + CHUNK);
  do
    n = read (fd, buffer->str + before, CHUNK);
  while (n < 0 && errno == EINTR);
  g_string_set_size (buffer, before + MAX (n, 0));
  *eof = n == 0;
  return n >= 0;
}

static void
take_header (JsonObject   *object,
             TsRecordPeek *peek)
{
  JsonNode *players = json_object_get_member (object, "players");
  JsonNode *times = json_object_get_member (object, "times");
  JsonNode *entries = json_object_get_member (object, "entries");
  const char *game = ts_json_read_string_member (object, "game");
  const char *created = ts_json_read_string_member (object, "created");
  const char *status = ts_json_read_string_member (object, "status");
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  peek->game = g_strdup (game);
  if (created != NULL)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (created, NULL);

      peek->created = when != NULL ? g_date_time_to_unix (when) : 0;
    }
  peek->finished = g_strcmp0 (status, "finished") == 0;
  if (players != NULL && JSON_NODE_HOLDS_ARRAY (players))
    {
      JsonArray *array = json_node_get_array (players);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *player = json_array_get_element (array, i);
          const char *name = JSON_NODE_HOLDS_OBJECT (player)
                                 ? ts_json_read_string_member (json_node_get_object (player),
                                                               "name")
                                 : NULL;

          g_strv_builder_add (names, name != NULL ? name : "");
        }
    }
  peek->players = g_strv_builder_end (names);
  if (entries != NULL && JSON_NODE_HOLDS_ARRAY (entries))
    peek->n_entries = json_array_get_length (json_node_get_array (entries));
  else if (times != NULL && JSON_NODE_HOLDS_ARRAY (times))
    peek->n_entries = json_array_get_length (json_node_get_array (times));
}

/* The header of @text, the whole record or its members before "entries" (@cut >= 0). */
static JsonNode *
parse_head (GString    *text,
            gssize      cut,
            const char *shown,
            GError    **error)
{
  g_autoptr(GString) head = NULL;

  if (cut < 0)
    return ts_record_parse (text->str, text->len, shown, error);
  head = g_string_new_len (text->str, cut);
  while (head->len > 0 && g_ascii_isspace (head->str[head->len - 1]))
    g_string_truncate (head, head->len - 1);
  if (head->len > 0 && head->str[head->len - 1] == ',')
    g_string_truncate (head, head->len - 1);
  g_string_append (head, "}");
  return ts_record_parse (head->str, head->len, shown, error);
}

/**
 * ts_record_peek_at:
 * @dir_fd: the folder @name is in
 *
 * Reads @name's header into @peek (ts_record_peek_clear() it), never through a link and
 * never past the start of its entries when its "times" say how many there are. FALSE with a
 * sentence when it is not a regular file or not a Tableside record.
 */
gboolean
ts_record_peek_at (int           dir_fd,
                   const char   *name,
                   TsRecordPeek *peek,
                   GError      **error)
{
  g_autofree char *shown = g_filename_display_name (name);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  Scan s = { 0, 0, FALSE, FALSE, FALSE, -1, -1, 0, FALSE };
  gboolean eof = FALSE;
  gssize cut = -1;
  guint n_entries = 0;
  struct stat info;
  JsonObject *object;
  int fd;

  memset (peek, 0, sizeof *peek);
  fd = openat (dir_fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 || fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      if (fd >= 0)
        close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: a file name. */
                   _("“%s” is not a regular file."), shown);
      return FALSE;
    }
  while (!eof && cut < 0 && text->len <= TS_RECORD_MAX_BYTES && read_chunk (fd, text, &eof))
    cut = scan (&s, text->str, text->len);
  root = text->len <= TS_RECORD_MAX_BYTES ? parse_head (text, cut, shown, error) : NULL;
  if (root == NULL && error != NULL && *error == NULL)
    g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                 /* Translators: a file name. */
                 _("“%s” is larger than any Tableside record."), shown);
  object = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  /* Without "times" before them, the entries' bytes are scanned to count them. */
  if (object != NULL && cut >= 0 && !json_object_has_member (object, "times"))
    {
      gboolean counted = FALSE;

      s.at++; /* past the ':' */
      while (!(counted = count_entries (&s, text->str, text->len, &n_entries)) && !eof
             && text->len <= TS_RECORD_MAX_BYTES && read_chunk (fd, text, &eof))
        ;
      if (!counted)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                       /* Translators: a file name. */
                       _("“%s” is not a Tableside record."), shown);
          g_clear_pointer (&root, json_node_unref);
          object = NULL;
        }
    }
  close (fd);
  if (root == NULL)
    return FALSE;
  if (object == NULL || g_strcmp0 (ts_json_read_string_member (object, "format"),
                                   TS_RECORD_FORMAT) != 0)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   /* Translators: a file name. */
                   _("“%s” is not a Tableside record."), shown);
      return FALSE;
    }
  take_header (object, peek);
  if (cut >= 0 && !json_object_has_member (object, "times"))
    peek->n_entries = n_entries;
  return TRUE;
}

/**
 * ts_record_peek_same_game:
 *
 * Whether @a and @b are versions of one game: the same game, set up at the same moment (when
 * both say when), by the same players in the same seats.
 */
gboolean
ts_record_peek_same_game (const TsRecordPeek *a,
                          const TsRecordPeek *b)
{
  if (g_strcmp0 (a->game, b->game) != 0 || a->players == NULL || b->players == NULL)
    return FALSE;
  if (a->created != b->created)
    return FALSE;
  return g_strv_equal ((const char *const *) a->players, (const char *const *) b->players);
}

/* What @record says of itself, as a copy's header would say it. */
void
ts_record_peek_from_record (TsRecord     *record,
                            TsRecordPeek *peek)
{
  GDateTime *created = ts_record_get_created (record);
  JsonArray *players = ts_record_get_players (record);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  memset (peek, 0, sizeof *peek);
  peek->game = g_strdup (ts_record_get_module (record)->id);
  peek->created = created != NULL ? g_date_time_to_unix (created) : 0;
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *player = json_array_get_element (players, i);
      const char *name = JSON_NODE_HOLDS_OBJECT (player)
                             ? ts_json_read_string_member (json_node_get_object (player), "name")
                             : NULL;

      g_strv_builder_add (names, name != NULL ? name : "");
    }
  peek->players = g_strv_builder_end (names);
  peek->n_entries = ts_record_get_n_entries (record) + ts_record_get_n_held (record);
  peek->finished = ts_record_is_finished (record);
}

void
ts_record_peek_clear (TsRecordPeek *peek)
{
  g_clear_pointer (&peek->game, g_free);
  g_clear_pointer (&peek->players, g_strfreev);
  peek->created = 0;
  peek->n_entries = 0;
  peek->finished = FALSE;
}
