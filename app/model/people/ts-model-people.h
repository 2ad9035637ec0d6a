/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of people/ (issue 57): the one header the model's rooms above it include. The
 * people who play (people.json), the one rule for names that come in; and, for the model
 * only, the steps of people.json under the kept files' lock that an import takes with its
 * own files (stats/, ts-import-commit.c, ts-imported-plays-people.c). */

#include "ts-model-common.h"
#include "ts-people.h"
#include "ts-player-name.h"

G_BEGIN_DECLS

/* ts-people-file.c */
GFile *_ts_people_get_file (TsPeople *self);
/* Under the lock of the file's folder (ts_kept_file_lock()): takes in what another program
 * wrote since, with this program's changes on top; then writes the list. */
gboolean _ts_people_refresh_locked (TsPeople *self,
                                    GError  **error);
gboolean _ts_people_write_locked (TsPeople *self,
                                  GError  **error);
void _ts_people_flush_changed (TsPeople *self);
const TsKeptFileKind *_ts_people_kind (void);
/* Adds a person of this id and name unless the id is kept already (an interrupted import's,
 * docs/file-format.md); TRUE if added. */
gboolean _ts_people_restore (TsPeople   *self,
                             const char *id,
                             const char *name);
/* Takes back a person added since the last save (an import that failed). */
void _ts_people_forget (TsPeople   *self,
                        const char *id);
/* Forgets a change another program made impossible, which the next save would say. */
void _ts_people_forget_dropped (TsPeople *self);
/* The TsPeople this program loaded from @file and still uses, if any (a new reference). */
TsPeople *_ts_people_find_loaded (GFile *file);

G_END_DECLS
