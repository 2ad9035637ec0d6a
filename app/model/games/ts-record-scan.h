/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-record-info.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_SCAN (ts_record_scan_get_type ())

G_DECLARE_FINAL_TYPE (TsRecordScan, ts_record_scan, TS, RECORD_SCAN, GObject)

TsRecordScan *ts_record_scan_new (GFile *dir);
void ts_record_scan_set_purge (TsRecordScan *self,
                               gboolean      purge);
void ts_record_scan_start (TsRecordScan *self);
void ts_record_scan_cancel (TsRecordScan *self);
gboolean ts_record_scan_get_done (TsRecordScan *self);
guint ts_record_scan_get_n_files (TsRecordScan *self);
const char *ts_record_scan_get_problem (TsRecordScan *self);

/* The saved-game files of @dir (no hidden files, only *.json), newest first: an array of
 * GFile, each with its modification time as the "ts-modified" data. (transfer full) */
GPtrArray *ts_record_scan_list (GFile        *dir,
                                GCancellable *cancellable,
                                GError      **error);

GListStore *ts_record_scan_read (GFile        *dir,
                                 GCancellable *cancellable,
                                 GError      **error);

G_END_DECLS
