/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TS_RECORD_FORMAT "tableside-record"
#define TS_RECORD_VERSION 1
/* Records are small (a whole 4-player game is tens of kilobytes); anything this large is not
 * one of ours and is refused before it is parsed. */
#define TS_RECORD_MAX_BYTES (16 * 1024 * 1024)

#define TS_RECORD_ERROR (ts_record_error_quark ())

/**
 * TsRecordError:
 * @TS_RECORD_ERROR_MALFORMED: not JSON, or JSON of the wrong shape
 * @TS_RECORD_ERROR_FORMAT: JSON that is not a Tableside record
 * @TS_RECORD_ERROR_VERSION: a record version this Tableside does not know
 * @TS_RECORD_ERROR_GAME: a game this Tableside does not know
 * @TS_RECORD_ERROR_TOO_LARGE: a file far larger than any record
 *
 * Every message names the file and says what is wrong with it.
 */
typedef enum
{
  TS_RECORD_ERROR_MALFORMED,
  TS_RECORD_ERROR_FORMAT,
  TS_RECORD_ERROR_VERSION,
  TS_RECORD_ERROR_GAME,
  TS_RECORD_ERROR_TOO_LARGE,
} TsRecordError;

GQuark ts_record_error_quark (void);

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

GFile *ts_record_dir (void);
GListStore *ts_record_scan_recent (GFile        *dir,
                                   GCancellable *cancellable);

G_END_DECLS
