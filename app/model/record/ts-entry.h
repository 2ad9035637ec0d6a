/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "ts-game.h"

G_BEGIN_DECLS

#define TS_TYPE_ENTRY (ts_entry_get_type ())

G_DECLARE_FINAL_TYPE (TsEntry, ts_entry, TS, ENTRY, GObject)

TsEntry *ts_entry_new_from_json (const TsGameModule *module,
                                 JsonNode           *node,
                                 GError            **error);
TsEntry *ts_entry_new_take (const TsGameModule *module,
                            gpointer            data);

const TsGameModule *ts_entry_get_module (TsEntry *self);
gconstpointer ts_entry_get_data (TsEntry *self);
JsonNode *ts_entry_to_json (TsEntry *self);
const char *ts_entry_get_json_text (TsEntry *self);
const char *ts_entry_get_description (TsEntry *self);
gboolean ts_entry_get_automatic (TsEntry *self);

G_END_DECLS
