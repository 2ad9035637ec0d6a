/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsImportedPlays inside: ts-imported-plays.c keeps the batches, ts-imported-plays-json.c
 * reads and writes their file. */

#include <json-glib/json-glib.h>

#include "ts-imported-plays.h"

G_BEGIN_DECLS

/* Reads the file's @root into @batches (TsImportBatch) and the plays' ids into @play_ids
 * (borrowed from the batches); FALSE with a sentence naming the batch, the play and the
 * member when it is not what Tableside writes. */
gboolean ts_imported_plays_read_batches (JsonNode   *root,
                                         GPtrArray  *batches,
                                         GHashTable *play_ids,
                                         GError    **error);

G_END_DECLS
