/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsRecordInfo inside games/: ts-record-info.c reads a file into it, ts-record-info-index.c
 * keeps it in the saved games index and reads it back (the instance itself is in the room's
 * face, ts-model-games.h, for the imported plays that make one). */

#include "ts-model-games.h"

G_BEGIN_DECLS

/* The title of every score sheet, translated. */
const char *_ts_record_info_sheet_title (void);

/* The saved games index (ts-record-index.c) keeps these. */
JsonObject *ts_record_info_to_index (TsRecordInfo *self);
TsRecordInfo *ts_record_info_new_from_index (GFile      *file,
                                             GDateTime  *modified,
                                             JsonObject *entry);
/* A finished game's TsRecordFacts in its index entry (ts-record-info-facts.c), and back:
 * FALSE when the entry's are not what _ts_record_facts_to_index() writes. */
void _ts_record_facts_to_index (const TsRecordFacts *facts,
                                JsonObject          *entry);
gboolean _ts_record_facts_from_index (JsonObject    *entry,
                                      guint          n_players,
                                      TsRecordFacts *facts);

G_END_DECLS
