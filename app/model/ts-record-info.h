/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-record.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_INFO (ts_record_info_get_type ())

G_DECLARE_FINAL_TYPE (TsRecordInfo, ts_record_info, TS, RECORD_INFO, GObject)

TsRecordInfo *ts_record_info_load (GFile        *file,
                                   GCancellable *cancellable,
                                   GError      **error);
GFile *ts_record_info_get_file (TsRecordInfo *self);
const char *ts_record_info_get_title (TsRecordInfo *self);
const char *ts_record_info_get_game_id (TsRecordInfo *self);
const char *ts_record_info_get_game_name (TsRecordInfo *self);
const char *const *ts_record_info_get_players (TsRecordInfo *self);
GDateTime *ts_record_info_get_modified (TsRecordInfo *self);
char *ts_record_info_dup_players_text (TsRecordInfo *self);
gboolean ts_record_info_get_finished (TsRecordInfo *self);
const char *ts_record_info_get_winner (TsRecordInfo *self);
char *ts_record_info_dup_status_text (TsRecordInfo *self);

GFile *ts_record_dir (void);
GListStore *ts_record_scan_recent (GFile        *dir,
                                   GCancellable *cancellable);

G_END_DECLS
