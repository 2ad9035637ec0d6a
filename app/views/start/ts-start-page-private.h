/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-start-page.c (the lists), ts-start-page-list.c (the saved games list's status,
 * "Show More" and search), ts-start-page-reading.c (reading the games folder) and
 * ts-start-page-saved.c (renaming and deleting saved games) only. */

#include "ts-filter-guard.h"
#include "ts-record-scan.h"
#include "ts-start-page.h"

G_BEGIN_DECLS

/* One screenful at 1024x600 and more; rows are built only for what is shown, so that 10,000
 * saved games cost their headers, not 10,000 rows. */
#define PAGE_SIZE 20
#define MORE_STEP 100

struct _TsStartPage
{
  AdwBin parent_instance;

  GFile *record_dir;
  GListStore *recent;           /* every saved game read, newest first */
  GtkCustomFilter *filter;      /* the search */
  GtkFilterListModel *filtered; /* those matching the search */
  GtkSliceListModel *shown;     /* the newest of those: the rows */
  guint shown_limit;

  TsRecordScan *scan;   /* reading the folder, or NULL */
  GFileMonitor *monitor; /* the folder, while the page is shown */
  guint changed_id;     /* a reading after the folder changed, due */
  GHashTable *own_changes; /* names of files the page itself just changed: no reading for them */
  GPtrArray *rescan;    /* a new reading of a listed folder, swapped in when complete */
  gboolean listed;      /* the folder was read to the end once */
  gboolean keep_listing; /* hidden, but the statistics page shows the list (issue 43) */
  gboolean hook_fired;  /* the benchmark's line was printed */
  gboolean focus_start; /* from showing the page to the end of its reading: see focus_start() */
  char *search;         /* what the search entry holds, casefolding left to the records */

  TsRecordInfo *resume; /* the newest game in progress, offered for resuming */
  GPtrArray *deleted;   /* Deleted: games set aside while their undo toast is up */

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  GtkListBox *games_list;
  GtkListBox *recent_list;
  GtkSearchEntry *search_entry;
  TsFilterGuard *search_guard; /* under the search: why Enter opened nothing */
  GtkLabel *placeholder_label;
  GtkWidget *status_box;
  GtkLabel *status_label;
  GtkWidget *show_more_button;
  AdwPreferencesGroup *resume_group;
  AdwActionRow *resume_row;
  GtkWidget *resume_button;
};

char *ts_start_page_dup_title (TsRecordInfo *record);
void ts_start_page_update_list (TsStartPage *self);
void ts_start_page_update_resume (TsStartPage *self);
void ts_start_page_end_focus_start (TsStartPage *self);
void ts_start_page_add_toast (TsStartPage *self,
                              const char  *message);
void ts_start_page_note_own_change (TsStartPage *self,
                                    GFile       *file);
TsRecordInfo *ts_start_page_find (TsStartPage *self,
                                  const char  *uri,
                                  guint       *position);

/* The people who play, for their names now (a renamed person is renamed in the list too);
 * NULL outside Tableside's application (tests). */
TsPeople *ts_start_page_app_people (void);
void ts_start_page_open_row (TsStartPage   *self,
                             GtkListBoxRow *row);

/* ts-start-page-list.c */
gboolean ts_start_page_list_filter (gpointer item,
                                    gpointer user_data);
void ts_start_page_list_connect_search (TsStartPage *self);
void ts_start_page_list_class_init (GtkWidgetClass *widget_class);

/* ts-start-page-reading.c */
void ts_start_page_stop_reading (TsStartPage *self);
void ts_start_page_watch_folder (TsStartPage *self);
void ts_start_page_unwatch_folder (TsStartPage *self);

/* ts-start-page-saved.c */
void ts_start_page_saved_add_row_actions (TsStartPage  *self,
                                          GtkWidget    *row,
                                          TsRecordInfo *record);
void ts_start_page_saved_class_init (GtkWidgetClass *widget_class);
void ts_start_page_saved_dispose (TsStartPage *self);

G_END_DECLS
