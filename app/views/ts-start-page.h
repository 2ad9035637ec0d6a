/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-record-info.h"

G_BEGIN_DECLS

/**
 * TsStartPage:
 *
 * Signals: ::game-activated (a game to set up), ::score-sheet-activated (a game whose
 * final-scoring sheet to open, from the "Score a Finished Game" row), ::record-activated.
 */
#define TS_TYPE_START_PAGE (ts_start_page_get_type ())

G_DECLARE_FINAL_TYPE (TsStartPage, ts_start_page, TS, START_PAGE, AdwBin)

GtkWidget *ts_start_page_new (void);
void ts_start_page_set_record_dir (TsStartPage *self,
                                   GFile       *dir);
void ts_start_page_reload (TsStartPage *self);
GListModel *ts_start_page_get_recent (TsStartPage *self);
TsRecordInfo *ts_start_page_get_resume (TsStartPage *self);

G_END_DECLS
