/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-vp-chart.h"
#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsScorePage:
 *
 * The scores of a match of any game. While it is played: each player's VP now and the VP
 * chart over the game's steps (TsVpChart). Once it is over: the final scoring table built
 * from the module's final breakdown (TsScoreTable: each player's lines, totals, tie-break
 * facts, the winner or the players sharing the victory, the explanation), and buttons to
 * export the score sheet as PDF or PNG and to print it (ts-score-sheet.h), and to export the
 * game's final-scoring sheet (TsGameModule.final_sheet), which anyone can score again
 * (issue 58).
 *
 * Actions it installs (so the window's menu and shortcuts can reach them):
 *   "score.export-pdf", "score.export-png", "score.print" (enabled once the game is over);
 *   "score.export-sheet" (enabled once the game is over when it has a final-scoring sheet;
 *   a line under the buttons says why a finished game has none).
 */
#define TS_TYPE_SCORE_PAGE (ts_score_page_get_type ())
G_DECLARE_FINAL_TYPE (TsScorePage, ts_score_page, TS, SCORE_PAGE,
                      GtkWidget)

GtkWidget *ts_score_page_new (TsMatch *match);
TsMatch *ts_score_page_get_match (TsScorePage *self);

/* Writes the sheet without a file chooser (tests, and the chooser's response). */
gboolean ts_score_page_export (TsScorePage *self,
                               GFile       *file,
                               gboolean     pdf,
                               GError     **error);

/* Writes the final-scoring sheet as `tableside-cli sheet --of` does, without a file chooser
 * (tests, and the chooser's response); FALSE with @error when the game is not over or has no
 * sheet (the module's message: The Castles of Burgundy's solo and team games). */
gboolean ts_score_page_export_sheet (TsScorePage *self,
                                     GFile       *file,
                                     GError     **error);
gboolean ts_score_page_export_bgstats_play (TsScorePage *self,
                                            GFile       *file,
                                            GError     **error);

/* Additions to the contract, for tests: the final scoring table (row 0 names the players in
 * columns 1..n; row r + 1 is ts_score_sheet_dup_rows()'s row r, player i's value in
 * column i + 1) and the VP chart. */
GtkGrid *ts_score_page_get_table (TsScorePage *self);
TsVpChart *ts_score_page_get_chart (TsScorePage *self);

G_END_DECLS
