/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneSheetWindow:
 *
 * Carcassonne's final-map sheet (issue 28): the map as it lies on the table at the end,
 * entered with the tracking mode's map and palette in any order (the start tile is there),
 * the figures put on segments by number and owner, the options and each player's goods and
 * VP on the score track; "Score" (Ctrl+Return) checks it with the engine and shows the final
 * scoring explained: the table, every feature scored with its holders, the farms city by
 * city beside the map with the farms overlay, and the score sheet to export or print. A
 * scored sheet is kept in Saved Games and reopens filled in.
 *
 * Keys, on the map: a tile code and Enter in the palette's line chooses a tile; arrows, R and
 * Enter place it where it fits; then 1-9 picks a segment of the tile just placed and 1-5 its
 * owner (F, B, P: follower, builder, pig), Escape for no figure. With no tile chosen, Enter
 * on a placed tile numbers its segments again, R turns it when it still fits, Delete takes
 * it off. Every change says what it did and can be undone (Ctrl+Z, or the toast's Undo).
 *
 * Actions: "sheet.score", "sheet.undo", "sheet.back", "sheet.add-player",
 * "sheet.remove-player", "sheet.export-pdf", "sheet.export-png", "sheet.print".
 */
#define TS_TYPE_CARCASSONNE_SHEET_WINDOW (ts_carcassonne_sheet_window_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneSheetWindow, ts_carcassonne_sheet_window, TS,
                      CARCASSONNE_SHEET_WINDOW, AdwWindow)

TsCarcassonneSheetWindow *ts_carcassonne_sheet_window_new (GtkWindow *parent);
/* @sheet as it is (a kept game's final map, or a sheet from Saved Games with @file). */
TsCarcassonneSheetWindow *ts_carcassonne_sheet_window_new_for_sheet (GtkWindow                *parent,
                                                                     const TsCarcassonneSheet *sheet,
                                                                     GFile                    *file);
/* A kept game's finished map (@state is over) as a sheet, over @from's window, scored at
 * once; kept in Saved Games only once it is changed and scored again. */
TsCarcassonneSheetWindow *ts_carcassonne_sheet_window_show_for_game (GtkWidget                *from,
                                                                     const TsCarcassonneState *state);
TsCarcassonneSheetWindow *ts_carcassonne_sheet_window_new_for_file (GtkWindow *parent,
                                                                    GFile     *file,
                                                                    GError   **error);

/* The sheet as entered now. */
const TsCarcassonneSheet *ts_carcassonne_sheet_window_get_sheet (TsCarcassonneSheetWindow *self);
/* What "Score" does: TRUE and the result page, or FALSE with the engine's words shown. */
gboolean ts_carcassonne_sheet_window_score (TsCarcassonneSheetWindow *self);
/* "form" or "result". */
const char *ts_carcassonne_sheet_window_get_page (TsCarcassonneSheetWindow *self);
JsonNode *ts_carcassonne_sheet_window_get_breakdown (TsCarcassonneSheetWindow *self);
/* What the status line says now (the last change or refusal). */
const char *ts_carcassonne_sheet_window_get_status (TsCarcassonneSheetWindow *self);
GFile *ts_carcassonne_sheet_window_get_file (TsCarcassonneSheetWindow *self);
gboolean ts_carcassonne_sheet_window_export (TsCarcassonneSheetWindow *self,
                                             GFile                    *file,
                                             gboolean                  pdf,
                                             GError                  **error);
/* Every text of the exported score sheet, on all its pages, in the order drawn (the table
 * with each player's own notes, the map's coordinates, the features, the farms): what the
 * PDF says. NULL before the sheet is scored. (transfer full) */
GStrv ts_carcassonne_sheet_window_dup_sheet_texts (TsCarcassonneSheetWindow *self);

G_END_DECLS
