/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsImportedPlays inside: ts-imported-plays.c keeps the batches, ts-imported-plays-json.c
 * reads and writes their file. */

#include <json-glib/json-glib.h>

#include "ts-imported-plays.h"
#include "ts-model-common.h"

G_BEGIN_DECLS

/* Reads the file's @root into @batches (TsImportBatch) and the plays' ids into @play_ids
 * (borrowed from the batches); FALSE with a sentence naming the batch, the play and the
 * member when it is not what Tableside writes. */
gboolean ts_imported_plays_read_batches (JsonNode   *root,
                                         GPtrArray  *batches,
                                         GHashTable *play_ids,
                                         GError    **error);

/* The file's reader's limits and checks, for its saves (ts-kept-file.h). */
const TsKeptFileKind *_ts_imported_plays_kind (void);

/* Under the lock of the file's folder (ts_kept_file_lock()), as ts_bgstats_import_commit()
 * holds it with the people's: what another program wrote since is taken in, then the batch
 * added (the plays kept already left out) or removed, and the file written. */
gboolean _ts_imported_plays_refresh_locked (TsImportedPlays *self,
                                            GError         **error);
gboolean _ts_imported_plays_add_locked (TsImportedPlays *self,
                                        TsImportBatch   *batch,
                                        GError         **error);
gboolean _ts_imported_plays_remove_locked (TsImportedPlays *self,
                                           const char      *id,
                                           TsImportBatch  **removed,
                                           GError         **error);
void _ts_imported_plays_flush_changed (TsImportedPlays *self);
/* The people file @batch's people were made in, or NULL (ts-imported-plays-people.c). */
GFile *_ts_imported_plays_people_file (TsImportedPlays     *self,
                                       const TsImportBatch *batch);
/* The name a batch keeps for @people_file (beside the imports file: its name). */
char *_ts_imported_plays_people_file_name (TsImportedPlays *self,
                                           GFile           *people_file);
/* Puts back the people the batches made that their people file lacks. */
void _ts_imported_plays_restore_people (TsImportedPlays *self);

G_END_DECLS
