/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-imported-plays.h"
#include "ts-model-people.h"

G_BEGIN_DECLS

/**
 * TsImportTargets:
 * @targets: (element-type utf8): who each row of the review becomes: "p:ID" for a person kept
 *   already, "r:N" for the new person of row N
 * @names: (element-type utf8): each row's name as a new person
 * @by_key: a player's key in the export -> their row + 1
 */
typedef struct
{
  GPtrArray *targets;
  GPtrArray *names;
  GHashTable *by_key;
} TsImportTargets;

/* Keeps @plays (TsImportedPlay, borrowed) as one batch of @imported and the people it makes
 * in @people, all or nothing, under both files' discipline (ts-kept-file.h): both folders
 * locked from the change check to the last rename; the batch, with the people it made, first;
 * then people.json. Either may be NULL (not kept). */
gboolean ts_import_commit (TsPeople              *people,
                           TsImportedPlays       *imported,
                           const char            *file_name,
                           GPtrArray             *plays,
                           const TsImportTargets *targets,
                           char                 **batch_id,
                           GError               **error);

G_END_DECLS
