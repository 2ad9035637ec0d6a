/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-record-info.h"

G_BEGIN_DECLS

/**
 * TsStartPage:
 *
 * Signals: ::game-activated (a game to set up), ::score-sheet-activated (a game whose
 * final-scoring sheet to open, from the "Score a Finished Game" row), ::record-activated (a
 * saved game or scored sheet to open).
 *
 * Saved Games: read on a worker thread as the page is shown, newest first, a screenful at a
 * time ("Show More", and a search once there are more than a screenful); files that are not
 * saved games are listed with the reason. Each game's menu (and Delete) renames or deletes
 * it; a deletion is undone from its toast, and done for good once the toast goes.
 */
#define TS_TYPE_START_PAGE (ts_start_page_get_type ())

G_DECLARE_FINAL_TYPE (TsStartPage, ts_start_page, TS, START_PAGE, AdwBin)

GtkWidget *ts_start_page_new (void);
void ts_start_page_set_record_dir (TsStartPage *self,
                                   GFile       *dir);
void ts_start_page_reload (TsStartPage *self);
GListModel *ts_start_page_get_recent (TsStartPage *self);
TsRecordInfo *ts_start_page_get_resume (TsStartPage *self);
gboolean ts_start_page_get_listed (TsStartPage *self);
void ts_start_page_set_listing (TsStartPage *self,
                                gboolean     listing);
GFile *ts_start_page_get_record_dir (TsStartPage *self);

/* For tests: the saved games' list box, its search entry, "Show More", the status line. */
GtkListBox *ts_start_page_get_saved_list (TsStartPage *self);
GtkEditable *ts_start_page_get_search_entry (TsStartPage *self);
GtkButton *ts_start_page_get_show_more_button (TsStartPage *self);
const char *ts_start_page_get_status (TsStartPage *self);

G_END_DECLS
