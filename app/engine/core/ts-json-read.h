/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <sys/stat.h>

G_BEGIN_DECLS

#define TS_JSON_READ_ERROR (ts_json_read_error_quark ())

/**
 * TsJsonReadError:
 * @TS_JSON_READ_ERROR_TOO_LARGE: more bytes or JSON objects than the kind of file allows
 * @TS_JSON_READ_ERROR_MALFORMED: not UTF-8, not strict JSON, nested too deep, or empty
 *
 * A file that cannot be opened or is not a regular file gives a G_IO_ERROR instead.
 */
typedef enum
{
  TS_JSON_READ_ERROR_TOO_LARGE,
  TS_JSON_READ_ERROR_MALFORMED,
} TsJsonReadError;

GQuark ts_json_read_error_quark (void);

/**
 * TsJsonLimits:
 * @kind: what the file should be, translated, as in “a Tableside record”
 * @max_bytes: the largest file of this kind
 * @max_depth: the deepest nesting of arrays and objects (at most TS_JSON_CHECK_MAX_DEPTH)
 * @max_objects: the most JSON objects, or 0 for no limit
 */
typedef struct
{
  const char *kind;
  gsize max_bytes;
  guint max_depth;
  guint max_objects;
} TsJsonLimits;

char *ts_json_read_contents (GFile              *file,
                             const char         *name,
                             const TsJsonLimits *limits,
                             gsize              *length,
                             struct stat        *info,
                             GCancellable       *cancellable,
                             GError            **error);
JsonNode *ts_json_read_parse (const char         *data,
                              gsize               length,
                              const char         *name,
                              const TsJsonLimits *limits,
                              GError            **error);
JsonNode *ts_json_read_file (GFile              *file,
                             const char         *name,
                             const TsJsonLimits *limits,
                             GCancellable       *cancellable,
                             GError            **error);
void ts_json_read_retarget (GError **error,
                            GQuark   domain,
                            int      too_large_code,
                            int      malformed_code);

gboolean ts_json_read_int (JsonNode *node,
                           gint64    min,
                           gint64    max,
                           gint64   *out);
gboolean ts_json_read_int_member (JsonObject *object,
                                  const char *member,
                                  gint64      min,
                                  gint64      max,
                                  gint64      fallback,
                                  gint64     *out);
gboolean ts_json_read_bool_member (JsonObject *object,
                                   const char *member,
                                   gboolean    fallback,
                                   gboolean   *out);
const char *ts_json_read_string_member (JsonObject *object,
                                        const char *member);
JsonNode *ts_json_read_data (const char *text,
                             gssize      length,
                             const char *file_name,
                             GError    **error);
gboolean ts_json_read_format (JsonObject *object,
                              const char *format,
                              gint64      version);

G_END_DECLS
