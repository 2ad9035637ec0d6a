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

G_END_DECLS
