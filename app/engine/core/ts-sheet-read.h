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

G_END_DECLS
