/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-imported-plays.h"
#include "ts-people.h"

G_BEGIN_DECLS

/**
 * TsStatsPage:
 *
 * Statistics across every game kept (issue 27): per player, per game and head to head, with
 * filters, computed from the saved games the start page has read (TsRecordInfo items through
 * the saved-games index), so it opens at once with thousands of them and follows the list
 * while it is still being read. Exports the plays as CSV and the page as PDF or PNG.
 *
 * Signals: ::record-activated (a game to open: the record score's link).
 */
#define TS_TYPE_STATS_PAGE (ts_stats_page_get_type ())

G_DECLARE_FINAL_TYPE (TsStatsPage, ts_stats_page, TS, STATS_PAGE, AdwBin)

GtkWidget *ts_stats_page_new (void);
/* @games: TsRecordInfo items; @people: nullable. Recomputes now and whenever @games or
 * @people change. */
void ts_stats_page_set_games (TsStatsPage *self,
                              GListModel  *games,
                              TsPeople    *people);
/* Puts the keyboard on the first filter. */
void ts_stats_page_focus (TsStatsPage *self);

/* For tests: the figures shown, the filters, the lists. */
GtkListBox *ts_stats_page_get_players_list (TsStatsPage *self);
GtkListBox *ts_stats_page_get_games_list (TsStatsPage *self);
AdwComboRow *ts_stats_page_get_filter_row (TsStatsPage *self,
                                           guint        which);
AdwComboRow *ts_stats_page_get_duel_row (TsStatsPage *self,
                                         guint        which);
const char *ts_stats_page_get_duel_text (TsStatsPage *self);
gboolean ts_stats_page_get_empty (TsStatsPage *self);
/* The group that says what is not counted and why (issue 52); hidden when nothing is. */
GtkWidget *ts_stats_page_get_attention (TsStatsPage *self);
/* Writes what the page exports: the plays as CSV, or the page as PDF/PNG. */
gboolean ts_stats_page_save (TsStatsPage *self,
                             GFile       *file,
                             gboolean     pdf,
                             GError     **error);
gboolean ts_stats_page_save_csv (TsStatsPage *self,
                                 GFile       *file,
                                 GError     **error);

/* BG Stats (issue 43, ts-stats-page-bgstats.c): the plays written as a BG Stats export; the
 * plays the page counts as imported (tests give their own, as the page reads the data
 * folder's otherwise); the review of an import of @file (its window, the page's toast says
 * how it went). */
gboolean ts_stats_page_save_bgstats (TsStatsPage *self,
                                     GFile       *file,
                                     GError     **error);
void ts_stats_page_export_bgstats (TsStatsPage *self,
                                   GFile       *file);
void ts_stats_page_set_imports (TsStatsPage     *self,
                                TsImportedPlays *imported);
TsImportedPlays *ts_stats_page_get_imports (TsStatsPage *self);
void ts_stats_page_import (TsStatsPage *self,
                           GFile       *file);
GtkListBox *ts_stats_page_get_imports_list (TsStatsPage *self);

G_END_DECLS
