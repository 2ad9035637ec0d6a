/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsStatsPage inside: ts-stats-page.c shows the figures, ts-stats-page-bgstats.c exports and
 * imports BG Stats plays and lists the imported batches. */

#include "ts-imported-plays.h"
#include "ts-stats-page.h"
#include "ts-stats.h"

G_BEGIN_DECLS

struct _TsStatsPage
{
  AdwBin parent_instance;

  GListModel *games;
  TsPeople *people;
  TsStats *stats;
  guint refresh_id;
  GtkNativeDialog *chooser;
  TsImportedPlays *imported;  /* plays imported from BG Stats (ts-stats-page-bgstats.c) */
  GtkNativeDialog *import_chooser;
  GtkNativeDialog *export_chooser;
  GCancellable *import_cancellable;
  GPtrArray *toasts;          /* AdwToast: those of imports, exports and removals not gone */
  GPtrArray *duel_ids; /* the players of the head-to-head rows, in their order */

  /* template widgets */
  AdwWindowTitle *title;
  AdwToastOverlay *toast_overlay;
  GtkWidget *content;
  AdwComboRow *game_row;
  AdwComboRow *period_row;
  AdwComboRow *count_row;
  GtkStack *stack;
  GtkListBox *players_list;
  GtkListBox *games_list;
  AdwComboRow *first_row;
  AdwComboRow *second_row;
  AdwActionRow *duel_row;
  GtkLabel *note_label;
  GtkWidget *imports_group;
  GtkListBox *imports_list;
  AdwStatusPage *empty_page;
  AdwPreferencesGroup *attention_group; /* what is not counted (ts-stats-page-attention.c) */
  GtkListBox *attention_list;
};

/* Computes the figures again after a short pause (the games, people or imports changed). */
void ts_stats_page_refresh_later (TsStatsPage *self);
/* The BG Stats actions (stats.export-bgstats, stats.import-bgstats) of the class. */
void ts_stats_page_bgstats_class_init (GtkWidgetClass *widget_class);
/* The imported plays the page counts, kept for the whole process (one file). */
TsImportedPlays *ts_stats_page_dup_default_imports (void);
/* The "Imported Plays" group: a row per batch with its Remove button. */
void ts_stats_page_fill_imports (TsStatsPage *self);
/* Emits ::record-activated: the game in @file to open. */
void ts_stats_page_open_file (TsStatsPage *self,
                              GFile       *file);
/* Issue 52 (ts-stats-page-attention.c): the group that says what the figures leave out and
 * why, made at init and filled after each computation. */
void ts_stats_page_attention_init (TsStatsPage *self);
gboolean ts_stats_page_fill_attention (TsStatsPage *self);
/* Cancels an import under way and closes its dialog, when the page goes. */
void ts_stats_page_bgstats_dispose (TsStatsPage *self);

G_END_DECLS
