/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-record-info.h"

G_BEGIN_DECLS

/* The saved games index: what the start page showed of each file of the games folder, kept
 * in the hidden file ".saved-games-index.json" there and trusted only while a file's
 * modification time (to the microsecond) and size are those it was read with, so that a
 * start with 10,000 saved games reads one file instead of 10,000. */
typedef struct _TsRecordIndex TsRecordIndex;

#define TS_RECORD_INDEX_NAME ".saved-games-index.json"

TsRecordIndex *ts_record_index_load (GFile *dir);
/* @file's entry when @modified and @size are what it was read with, else NULL. */
TsRecordInfo *ts_record_index_lookup (TsRecordIndex *self,
                                      GFile         *file,
                                      GDateTime     *modified,
                                      goffset        size);
/* Keeps @info (of a file of @modified and @size; @read: not from the index) for the next
 * index; the entries not put again are dropped from it. Unreadable files are not kept. */
void ts_record_index_put (TsRecordIndex *self,
                          TsRecordInfo  *info,
                          GDateTime     *modified,
                          goffset        size,
                          gboolean       read);
/* Writes the new index when it differs from the one loaded. */
gboolean ts_record_index_save (TsRecordIndex *self,
                               GError       **error);
void ts_record_index_free (TsRecordIndex *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsRecordIndex, ts_record_index_free)

G_END_DECLS
