/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundySheetWindow:
 *
 * The final-scoring sheet (issue 6): for a game of The Castles of Burgundy that was not kept
 * in Tableside, the players enter what is on the table after the last round, one group per
 * player (TsBurgundySheetPlayerForm, 2 to 4 players, names and colours from the
 * preferences), and "Score" (Ctrl+Return) checks the sheet with the engine
 * (ts_burgundy_sheet_check_full(): its message shown under the field at fault, which gets the
 * focus) and shows the result page: who won and why, the same final scoring table as a
 * tracked game, and the score sheet to export as PDF or PNG or to print. A scored sheet is
 * kept in the games folder (Saved Games) and reopens filled in.
 *
 * Actions: "sheet.score", "sheet.add-player", "sheet.back", "sheet.export-pdf",
 * "sheet.export-png", "sheet.print".
 */
#define TS_TYPE_BURGUNDY_SHEET_WINDOW (ts_burgundy_sheet_window_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundySheetWindow, ts_burgundy_sheet_window, TS,
                      BURGUNDY_SHEET_WINDOW, AdwWindow)

/* A sheet for 2 players, modal over @parent (may be NULL). */
TsBurgundySheetWindow *ts_burgundy_sheet_window_new (GtkWindow *parent);
/* A sheet kept in Saved Games, filled in and scored again. */
TsBurgundySheetWindow *ts_burgundy_sheet_window_new_for_file (GtkWindow *parent,
                                                              GFile     *file,
                                                              GError   **error);
/* Where a scored sheet is kept (the games folder, docs/file-format.md); NULL before. */
GFile *ts_burgundy_sheet_window_get_file (TsBurgundySheetWindow *self);

guint ts_burgundy_sheet_window_get_n_players (TsBurgundySheetWindow *self);
/* Adds a player (at most 4) and returns their index, or -1. */
int ts_burgundy_sheet_window_add_player (TsBurgundySheetWindow *self);
/* The player's Remove: said in a toast whose Undo (sheet.restore-player) puts them back in
 * their seat with everything typed; adding a player, or the team game, retires that Undo. */
void ts_burgundy_sheet_window_remove_player (TsBurgundySheetWindow *self,
                                            guint                  index);

/* The sheet as the form holds it now (not checked). */
void ts_burgundy_sheet_window_read (TsBurgundySheetWindow *self,
                                    TsBurgundySheet       *sheet);
/* What "Score" does: TRUE and the result page when the sheet passes the check; otherwise
 * FALSE, the engine's message in place and the field at fault focused. */
gboolean ts_burgundy_sheet_window_score (TsBurgundySheetWindow *self);
/* The final breakdown shown on the result page, NULL before a sheet was scored. */
JsonNode *ts_burgundy_sheet_window_get_breakdown (TsBurgundySheetWindow *self);
/* "form" or "result". */
const char *ts_burgundy_sheet_window_get_page (TsBurgundySheetWindow *self);

/* Writes the score sheet without a file chooser (tests, and the chooser's answer). */
gboolean ts_burgundy_sheet_window_export (TsBurgundySheetWindow *self,
                                          GFile                 *file,
                                          gboolean               pdf,
                                          GError               **error);

/* For tests: player @player's field (see ts_burgundy_sheet_player_form_get_field()), the
 * message shown for them (NULL when none), and the result page's table (laid out as
 * ts_score_page_get_table()'s). */
GtkWidget *ts_burgundy_sheet_window_get_field (TsBurgundySheetWindow *self,
                                               guint                  player,
                                               TsBurgundySheetField   field,
                                               int                    monastery);
const char *ts_burgundy_sheet_window_get_problem (TsBurgundySheetWindow *self,
                                                  guint                  player);
GtkGrid *ts_burgundy_sheet_window_get_table (TsBurgundySheetWindow *self);
/* The question asked by Score about players with nothing entered, while it is open. */
GtkWidget *ts_burgundy_sheet_window_get_untouched_dialog (TsBurgundySheetWindow *self);

/* The team game (CB-TEM): the Team Game switch; on, it sets 4 players. */
gboolean ts_burgundy_sheet_window_get_team (TsBurgundySheetWindow *self);
void ts_burgundy_sheet_window_set_team (TsBurgundySheetWindow *self,
                                        gboolean               team,
                                        gboolean               tie_shared);

G_END_DECLS
