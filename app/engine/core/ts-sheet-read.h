/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A final-scoring sheet of any game (docs/file-format.md): the file or the text read through
 * the one JSON reader (ts-json-read.h) with the game's limits, then the game's own reader of
 * the shape; every message is TS_ENGINE_ERROR_PARSE and starts with “@file_name”. */
typedef gpointer (*TsSheetFromJson) (JsonNode *root,
                                     GError  **error);

/* @file when not NULL, else the @length bytes of @data. */
gpointer ts_sheet_read (GFile          *file,
                        const char     *data,
                        gsize           length,
                        const char     *file_name,
                        gsize           max_bytes,
                        guint           max_depth,
                        TsSheetFromJson from_json,
                        GError        **error);

/* A game's two loaders, `PREFIX_load (data, length, file_name, error)` and
 * `PREFIX_load_file (file, file_name, error)`, through ts_sheet_read() with its limits and
 * `PREFIX_from_json`: one definition for every game. The same strict JSON as records
 * (ts-json-read.c): json-glib alone reads “010” as 8, “0x1F” as 31 and skips comments, so a
 * typing mistake would change a score without a word. */
#define TS_SHEET_DEFINE_LOADERS(prefix, Type, max_bytes, max_depth)                               \
  Type *prefix##_load (const char *data, gsize length, const char *file_name, GError **error)    \
  {                                                                                               \
    return ts_sheet_read (NULL, data, length, file_name, max_bytes, max_depth,                    \
                          (TsSheetFromJson) prefix##_from_json, error);                           \
  }                                                                                               \
  Type *prefix##_load_file (GFile *file, const char *file_name, GError **error)                   \
  {                                                                                               \
    return ts_sheet_read (file, NULL, 0, file_name, max_bytes, max_depth,                         \
                          (TsSheetFromJson) prefix##_from_json, error);                           \
  }

G_END_DECLS
