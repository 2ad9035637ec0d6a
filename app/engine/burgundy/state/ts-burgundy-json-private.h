/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the entries' JSON files (ts-burgundy-json.c, -json-write.c, -json-solo.c). */

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The JSON name of a TsBurgundySource that is not a die (0, 1): "castle", "white" ... */
const char *ts_burgundy_source_id (int source);
/* The crane's building type (0-7, 8 = white castle) as a tile id: "bank", "white-castle". */
const char *ts_burgundy_building_id (int building);

/* Sets a parse error: entry member @member must be @expected; returns FALSE. */
gboolean ts_burgundy_json_parse_error (GError **error, const char *member, const char *expected);
/* Reads an integer member in [lo, hi] into *out (left alone when absent and not @required). */
gboolean ts_burgundy_json_get_int (JsonObject *o, const char *member, int lo, int hi,
                                   gboolean required, gint8 *out, GError **error);

G_END_DECLS
