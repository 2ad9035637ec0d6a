/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one door through which Tableside reads a JSON file: records, final-scoring sheets,
 * corrections, boards, trade routes, the saved-games index and the shipped component data.
 * A file is read without following surprises (FIFOs, devices, folders, files past the size
 * of its kind), its bytes are checked as UTF-8 and strict JSON (ts-json-check.c: no leading
 * zeros, no hexadecimal, no whole number beyond 64 bits, no nesting deeper than asked) before
 * json-glib, which recurses once per level, ever sees them; and every message is one sentence
 * that names the file and the place. */
#include "ts-json-read.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-check.h"

G_DEFINE_QUARK (ts-json-read-error-quark, ts_json_read_error)

static gpointer
too_large (GError            **error,
           const char         *name,
           const TsJsonLimits *limits)
{
  g_set_error (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_TOO_LARGE,
               /* Translators: a file name, then what it should be (“a Tableside record”) */
               _("“%s” is far too large to be %s."), name, limits->kind);
  return NULL;
}

static gpointer
not_regular (GError            **error,
             const char         *name,
             const TsJsonLimits *limits)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               /* Translators: a file name, then what it should be (“a Tableside record”) */
               _("“%s” is not a regular file (it is a folder, a pipe or a device), so it "
                 "cannot be %s."),
               name, limits->kind);
  return NULL;
}

/* “Cannot open” or “Cannot read” @name, with the system's reason. */
static gpointer
system_error (GError    **error,
              int         saved_errno,
              gboolean    opening,
              const char *name)
{
  int code = g_io_error_from_errno (saved_errno);

  if (opening)
    /* Translators: %s is a file name, then the system's reason. */
    g_set_error (error, G_IO_ERROR, code, _("Cannot open “%s”: %s"), name,
                 g_strerror (saved_errno));
  else
    /* Translators: %s is a file name, then the system's reason. */
    g_set_error (error, G_IO_ERROR, code, _("Cannot read “%s”: %s"), name,
                 g_strerror (saved_errno));
  return NULL;
}

/* A local file, through its descriptor: opened without blocking, so that a FIFO with no
 * writer is refused at once instead of hanging, and described (@info) from the same
 * descriptor after the read. */
static char *
read_local (const char         *path,
            const char         *name,
            const TsJsonLimits *limits,
            gsize              *length,
            struct stat        *info,
            GError            **error)
{
  g_autofree char *buffer = NULL;
  struct stat before;
  gsize filled = 0;
  gsize capacity;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    return system_error (error, errno, TRUE, name);
  if (fstat (fd, &before) != 0 || !S_ISREG (before.st_mode))
    {
      close (fd);
      return not_regular (error, name, limits);
    }
  if ((guint64) before.st_size > limits->max_bytes)
    {
      close (fd);
      return too_large (error, name, limits);
    }
  /* One byte more than the size says, to notice a file that grows while it is read. */
  capacity = before.st_size + 1;
  buffer = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n;

      if (filled == capacity)
        {
          if (capacity > limits->max_bytes)
            {
              close (fd);
              return too_large (error, name, limits);
            }
          capacity = MIN (capacity * 2, limits->max_bytes + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }
      n = read (fd, buffer + filled, capacity - filled);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          return system_error (error, saved, FALSE, name);
        }
      if (n == 0)
        break;
      filled += n;
    }
  if (info != NULL && fstat (fd, info) != 0)
    memset (info, 0, sizeof *info);
  close (fd);
  if (filled > limits->max_bytes)
    return too_large (error, name, limits);
  buffer[filled] = '\0';
  *length = filled;
  return g_steal_pointer (&buffer);
}

/* A file that is not local (GVfs): its type asked first, so a pipe is never opened. */
static char *
read_stream (GFile              *file,
             const char         *name,
             const TsJsonLimits *limits,
             gsize              *length,
             GCancellable       *cancellable,
             GError            **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *buffer = NULL;
  gsize capacity = MIN (64 * 1024, limits->max_bytes + 1);
  gsize filled = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return not_regular (error, name, limits);
  if ((guint64) g_file_info_get_size (info) > limits->max_bytes)
    return too_large (error, name, limits);
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  buffer = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n;

      if (filled == capacity)
        {
          if (capacity > limits->max_bytes)
            return too_large (error, name, limits);
          capacity = MIN (capacity * 2, limits->max_bytes + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer + filled, capacity - filled,
                               cancellable, error);
      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      filled += n;
    }
  if (filled > limits->max_bytes)
    return too_large (error, name, limits);
  buffer[filled] = '\0';
  *length = filled;
  return g_steal_pointer (&buffer);
}

/**
 * ts_json_read_contents:
 * @name: the file's name as the messages give it
 * @info: (out) (optional): the file's status when read (local files only, else zeroed)
 *
 * The bytes of @file, NUL-terminated, refused when there are more than @limits allows or
 * when it is not a regular file (a folder, a FIFO, a device, or a link to one: reading those
 * could block or never end). Reads at most one byte past the limit, and never writes.
 */
char *
ts_json_read_contents (GFile              *file,
                       const char         *name,
                       const TsJsonLimits *limits,
                       gsize              *length,
                       struct stat        *info,
                       GCancellable       *cancellable,
                       GError            **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (info != NULL)
    memset (info, 0, sizeof *info);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  if (path != NULL)
    return read_local (path, name, limits, length, info, error);
  return read_stream (file, name, limits, length, cancellable, error);
}

/* Line and column (from 1, in characters) of @at in @data. */
static void
place_of (const char *data,
          const char *at,
          guint      *line,
          guint      *column)
{
  *line = 1;
  *column = 1;
  for (const char *q = data; q < at; q++)
    {
      if (*q == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar) *q & 0xc0) != 0x80)
        (*column)++;
    }
}

static gpointer
malformed (GError    **error,
           const char *format,
           ...) G_GNUC_PRINTF (2, 3);

static gpointer
malformed (GError    **error,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_MALFORMED, message);
  return NULL;
}

/**
 * ts_json_read_parse:
 * @data: @length bytes, not necessarily NUL-terminated
 *
 * The JSON tree of @data, checked as @limits says before json-glib reads it.
 *
 * Returns: (transfer full): the root, or NULL with @error set to one sentence naming @name
 *   and, for a fault inside the text, the line and column.
 */
JsonNode *
ts_json_read_parse (const char         *data,
                    gsize               length,
                    const char         *name,
                    const TsJsonLimits *limits,
                    GError            **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  TsJsonCheckFailure failure;
  const char *end;
  guint line;
  guint column;

  if (length > limits->max_bytes)
    return too_large (error, name, limits);
  if (!g_utf8_validate_len (data, length, &end))
    {
      place_of (data, end, &line, &column);
      return malformed (error,
                        /* Translators: a file name, what it should be (“a Tableside record”),
                         * then a line and a column in it */
                        _("“%s” is not %s: it is not UTF-8 text (at line %u, column %u)."),
                        name, limits->kind, line, column);
    }
  /* A byte-order mark, as some editors write, is not part of the JSON. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  if (ts_json_check_is_blank (data, length))
    /* Translators: %s is a file name. */
    return malformed (error, _("“%s” is empty."), name);
  if (!ts_json_check (data, length, limits->max_depth,
                      limits->max_objects > 0 ? limits->max_objects : G_MAXUINT, &failure))
    {
      if (failure.too_many)
        {
          g_set_error (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_TOO_LARGE,
                       /* Translators: a file name, what it should be (“a Tableside record”),
                        * then a number of JSON objects */
                       _("“%s” is far too large to be %s: it holds more than %u JSON objects."),
                       name, limits->kind, limits->max_objects);
          return NULL;
        }
      if (failure.too_deep)
        return malformed (error,
                          /* Translators: a file name, what it should be (“a Tableside
                           * record”), the deepest nesting allowed, then a line and a column */
                          _("“%s” is not %s: its JSON nests deeper than %u levels (at line %u, "
                            "column %u)."),
                          name, limits->kind, MIN (limits->max_depth, TS_JSON_CHECK_MAX_DEPTH),
                          failure.line, failure.column);
      return malformed (error,
                        /* Translators: a file name, a line and a column in it, and what is
                         * wrong there, as in “a string is not closed” */
                        _("“%s” is not valid JSON: at line %u, column %u, %s."), name,
                        failure.line, failure.column, failure.why);
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      /* Not expected after the check; json-glib's message may quote invalid UTF-8. */
      g_autofree char *reason = g_utf8_make_valid (local_error->message, -1);

      /* Translators: %s is a file name, then the JSON parser's own message. */
      return malformed (error, _("“%s” is not valid JSON: %s"), name, reason);
    }
  if (json_parser_get_root (parser) == NULL)
    return malformed (error, _("“%s” is empty."), name);
  return json_parser_steal_root (parser);
}

/**
 * ts_json_read_file:
 *
 * ts_json_read_contents() then ts_json_read_parse().
 *
 * Returns: (transfer full): the root, or NULL with @error set
 */
JsonNode *
ts_json_read_file (GFile              *file,
                   const char         *name,
                   const TsJsonLimits *limits,
                   GCancellable       *cancellable,
                   GError            **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  contents = ts_json_read_contents (file, name, limits, &length, NULL, cancellable, error);
  if (contents == NULL)
    return NULL;
  return ts_json_read_parse (contents, length, name, limits, error);
}

/**
 * ts_json_read_retarget:
 *
 * Moves a TS_JSON_READ_ERROR in *@error to @domain, with @too_large or @malformed as its
 * code, for callers whose own callers tell errors apart by domain. Other errors stay.
 */
void
ts_json_read_retarget (GError **error,
                       GQuark   domain,
                       int      too_large_code,
                       int      malformed_code)
{
  GError *retargeted;

  if (error == NULL || *error == NULL || (*error)->domain != TS_JSON_READ_ERROR)
    return;
  /* A new error, not the domain changed in place: an extended domain (TS_ENGINE_ERROR keeps
   * a refusal's clause) frees private data that an error made in another domain lacks. */
  retargeted = g_error_new_literal (domain,
                                    (*error)->code == TS_JSON_READ_ERROR_TOO_LARGE
                                        ? too_large_code
                                        : malformed_code,
                                    (*error)->message);
  g_error_free (*error);
  *error = retargeted;
}

/**
 * ts_json_read_int:
 * @node: (nullable): a JSON node
 *
 * Returns: TRUE and sets *@out if @node holds a whole number from @min to @max; FALSE for
 *   any other node (a string, a boolean, a fraction), never a truncated or wrapped value.
 */
gboolean
ts_json_read_int (JsonNode *node,
                  gint64    min,
                  gint64    max,
                  gint64   *out)
{
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  value = json_node_get_int (node);
  if (value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/**
 * ts_json_read_int_member:
 * @fallback: *@out when @member is absent
 *
 * Returns: FALSE if @member is present but not a whole number from @min to @max.
 */
gboolean
ts_json_read_int_member (JsonObject *object,
                         const char *member,
                         gint64      min,
                         gint64      max,
                         gint64      fallback,
                         gint64     *out)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  return ts_json_read_int (node, min, max, out);
}

/**
 * ts_json_read_bool_member:
 *
 * Returns: FALSE if @member is present but not true or false (a string "yes" is not true).
 */
gboolean
ts_json_read_bool_member (JsonObject *object,
                          const char *member,
                          gboolean    fallback,
                          gboolean   *out)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;
  *out = json_node_get_boolean (node);
  return TRUE;
}

/**
 * ts_json_read_string_member:
 *
 * Returns: (nullable): the string @member of @object, or NULL when it is absent or is not
 *   a string (never a critical warning, whatever the member holds).
 */
const char *
ts_json_read_string_member (JsonObject *object,
                            const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/**
 * ts_json_read_data:
 * @text: @length bytes of a component file (shipped in the GResource), or -1 when
 *   NUL-terminated
 *
 * ts_json_read_parse() with the limits of component data.
 *
 * Returns: (transfer full): the root, or NULL with TS_ENGINE_ERROR_DATA naming @file_name
 */
JsonNode *
ts_json_read_data (const char *text,
                   gssize      length,
                   const char *file_name,
                   GError    **error)
{
  TsJsonLimits limits = { NULL, 4 * 1024 * 1024, 32, 0 };
  JsonNode *root;

  /* Translators: what a game's component file should be, in “is not %s” */
  limits.kind = _("a component file");
  root = ts_json_read_parse (text, length < 0 ? strlen (text) : (gsize) length, file_name,
                             &limits, error);
  ts_json_read_retarget (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, TS_ENGINE_ERROR_DATA);
  return root;
}

/**
 * ts_json_read_format:
 *
 * Returns: TRUE if @object's "format" is the string @format and its "version" the whole
 *   number @version (whatever the members hold, never a critical warning).
 */
gboolean
ts_json_read_format (JsonObject *object,
                     const char *format,
                     gint64      version)
{
  gint64 found = 0;

  return object != NULL && g_strcmp0 (ts_json_read_string_member (object, "format"), format) == 0
         && ts_json_read_int_member (object, "version", G_MININT64, G_MAXINT64, 0, &found)
         && found == version;
}
