/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-atomic-write.h"
#include "ts-score-sheet.h"

G_BEGIN_DECLS

/* What every game's final-scoring sheet window does with a scored sheet (docs/file-format.md,
 * "The final-scoring sheet"): keep it in the games folder for Saved Games, and export or
 * print its score sheet. One place, so that each game's window only fills its own form. */

/* A sheet opened from a file, to be kept where it is when scored again: @file when it is in
 * the games folder (Saved Games), with *@stamp taken now (call it before reading the file:
 * a change after that is caught when it is kept); NULL for a file elsewhere, the user's
 * own (an export), which a new scoring never rewrites: it is kept as a new sheet. */
GFile *ts_sheet_keeper_adopt (GFile       *file,
                              TsFileStamp *stamp);
/* A game's reader of a sheet file's bytes (ts_burgundy_sheet_load(), ...): the sheet, freed
 * with g_free, or NULL with a message naming @file_name. */
typedef gpointer (*TsSheetLoad) (const char *data,
                                 gsize       length,
                                 const char *file_name,
                                 GError    **error);

/* Writes @sheet (the game's sheet JSON; "winner" is set to @winner) to *@file, a new file
 * "@game_id-sheet-DATE.json" in the games folder when *@file is NULL (then set), with the
 * kept files' discipline (ts-kept-file.h): the folder's lock, the change check against
 * *@stamp (updated), the read-back (the bytes to write read by @load, the game's own reader:
 * what it would refuse is not written), the atomic replace. A file another program changed
 * since is not written over: G_IO_ERROR_WRONG_ETAG. */
gboolean ts_sheet_keeper_save (GFile      **file,
                               TsFileStamp *stamp,
                               const char  *game_id,
                               TsSheetLoad  load,
                               JsonNode    *sheet,
                               int          winner,
                               GError     **error);
/* The same, telling a failure in a dialog over @window: the result stays on screen. A sheet
 * another program changed is left as it is, and this scoring kept as a new sheet (said). */
void ts_sheet_keeper_keep (GtkWindow   *window,
                           GFile      **file,
                           TsFileStamp *stamp,
                           const char  *game_id,
                           TsSheetLoad  load,
                           JsonNode    *sheet,
                           int          winner);

/* The score sheet of @breakdown titled “Final Scoring” under @game (translated), dated
 * @scored_at, with @colors: written to @file as PDF (@pdf) or PNG. */
gboolean ts_sheet_keeper_export (JsonNode          *breakdown,
                                 const char        *game,
                                 GDateTime         *scored_at,
                                 const char *const  colors[TS_SCORE_MAX_PLAYERS],
                                 GFile             *file,
                                 gboolean           pdf,
                                 GError           **error);
/* The name the export dialog proposes: “Carcassonne 2026-11-25.pdf”. (transfer full) */
char *ts_sheet_keeper_suggest_name (const char *game,
                                    GDateTime  *scored_at,
                                    gboolean    pdf);
void ts_sheet_keeper_print (GtkWindow         *window,
                            JsonNode          *breakdown,
                            const char        *game,
                            GDateTime         *scored_at,
                            const char *const  colors[TS_SCORE_MAX_PLAYERS]);

/* The question before scoring a sheet where @n players have nothing entered (@names, one
 * or several): @body says what, after “Nothing was entered for @names:”. @response gets
 * the dialog, "back" (the default) or "score", and @data. Returns the dialog (for tests). */
/* What a sheet keeps of @typed, a name (trimmed) that its engine keeps in @size bytes with the
 * NUL: NULL when all of it, else the line that says so, “Kept as “Maria Eduarda Albuquerque
 * R”: a name this long is shortened.” (transfer full) */
char *ts_sheet_keeper_dup_name_note (const char *typed,
                                     gsize       size);
/* A row for such a line, hidden until it has one (@label: where to put it). */
GtkWidget *ts_sheet_keeper_note_row_new (GtkLabel **label);

/* The toast after a player's Remove, “Removed Ana” with Undo (sheet.restore-player), added to
 * @overlay and kept in *@toast (replacing the one before), so that the window can retire it. */
void ts_sheet_keeper_say_removed (AdwToastOverlay *overlay,
                                  const char      *name,
                                  AdwToast       **toast);
GtkWidget *ts_sheet_keeper_ask_untouched (GtkWindow  *window,
                                          guint       n,
                                          const char *body,
                                          GCallback   response,
                                          gpointer    data);

/* The keys of every sheet window: Ctrl+Enter scores ("sheet.score", from any field: a text
 * field binds Enter alone), Escape closes, Alt+Left goes back to the form ("sheet.back"),
 * Ctrl+P prints ("sheet.print"). */
void ts_sheet_keeper_bind_keys (GtkWidgetClass *widget_class);

/* After a sheet is scored: the keyboard on the result's @heading (made selectable, nothing
 * selected), which Enter does nothing on, so that an Enter typed after the last value
 * exports nothing; Tab goes on to the export buttons. */
void ts_sheet_keeper_focus_result (GtkLabel *heading);

G_END_DECLS
