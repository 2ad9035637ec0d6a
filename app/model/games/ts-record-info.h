/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-model-people.h"
#include "ts-model-record.h"

G_BEGIN_DECLS

#define TS_TYPE_RECORD_INFO (ts_record_info_get_type ())

G_DECLARE_FINAL_TYPE (TsRecordInfo, ts_record_info, TS, RECORD_INFO, GObject)

/**
 * TsRecordInfoKind:
 * @TS_RECORD_INFO_GAME: a record of a game kept with Tableside ("tableside-record")
 * @TS_RECORD_INFO_SHEET: a final-scoring sheet ("tableside-sheet", docs/file-format.md)
 * @TS_RECORD_INFO_UNREADABLE: a file in the games folder that is neither; the problem says why
 */
typedef enum
{
  TS_RECORD_INFO_GAME,
  TS_RECORD_INFO_SHEET,
  TS_RECORD_INFO_UNREADABLE,
} TsRecordInfoKind;

#define TS_SHEET_FORMAT "tableside-sheet"
/* Score sheets of versions 1 to 3 are read (version 2 adds a game's modules, version 3 The
 * Castles of Burgundy's team game). */
#define TS_SHEET_OLDEST_VERSION 1
#define TS_SHEET_VERSION 3

TsRecordInfo *ts_record_info_load (GFile        *file,
                                   GCancellable *cancellable,
                                   GError      **error);
TsRecordInfo *ts_record_info_read (GFile        *file,
                                   GDateTime    *modified,
                                   GCancellable *cancellable);
TsRecordInfoKind ts_record_info_get_kind (TsRecordInfo *self);
const char *ts_record_info_get_problem (TsRecordInfo *self);
gboolean ts_record_info_matches (TsRecordInfo *self,
                                 const char   *search,
                                 TsPeople     *people);
GFile *ts_record_info_get_file (TsRecordInfo *self);
const char *ts_record_info_get_title (TsRecordInfo *self);
const char *ts_record_info_get_game_id (TsRecordInfo *self);
const char *ts_record_info_get_game_name (TsRecordInfo *self);
const char *const *ts_record_info_get_players (TsRecordInfo *self);
const char *const *ts_record_info_get_colors (TsRecordInfo *self);
GDateTime *ts_record_info_get_modified (TsRecordInfo *self);
char *ts_record_info_dup_players_text (TsRecordInfo *self,
                                       TsPeople     *people);
const char *ts_record_info_get_player_name (TsRecordInfo *self,
                                            guint         index,
                                            TsPeople     *people);
gboolean ts_record_info_get_finished (TsRecordInfo *self);
const char *ts_record_info_get_attention (TsRecordInfo *self);
const char *ts_record_info_get_winner (TsRecordInfo *self);
char *ts_record_info_dup_status_text (TsRecordInfo *self);
const char *const *ts_record_info_get_persons (TsRecordInfo *self);
gint64 ts_record_info_get_created (TsRecordInfo *self);
gint64 ts_record_info_get_duration (TsRecordInfo *self);
gint64 ts_record_info_get_last_entry (TsRecordInfo *self);
const TsRecordSummary *ts_record_info_get_summary (TsRecordInfo *self);

GFile *ts_record_dir (void);
/* Issue 43: the games folder chosen in Preferences ("games-folder"), or NULL for the default
 * ($XDG_DATA_HOME/tableside/games). Process-wide; ts_record_dir() gives it from then on. */
void ts_record_set_dir (GFile *dir);
GFile *ts_record_default_dir (void);
/* The "games-folder" setting of @schema_id, when that schema is installed (the command line
 * runs without it too): ts_record_set_dir() with it. */
void ts_record_dir_load_setting (const char *schema_id);
GListStore *ts_record_scan_recent (GFile        *dir,
                                   GCancellable *cancellable);

G_END_DECLS
