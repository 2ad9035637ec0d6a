/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-game-views.h"
#include "ts-sheet-keeper.h"

G_BEGIN_DECLS

/* ---- What a game tells the shared sheet window ------------------------------------------ */

/**
 * TsSheetFieldKind:
 * @TS_SHEET_FIELD_NUMBER: a whole number of the player (“vp”, “gold”), a spin button
 * @TS_SHEET_FIELD_ROW: a row of things built from the left (Kingsburg's province, KB-BLD-04):
 *   how far the row goes, chosen in a list; its ids go into the player's array @member
 */
typedef enum
{
  TS_SHEET_FIELD_NUMBER,
  TS_SHEET_FIELD_ROW,
} TsSheetFieldKind;

/**
 * TsSheetField:
 * @kind: what is entered
 * @member: the player's member in the sheet's JSON (docs/file-format.md)
 * @title: the field's title, marked with N_()
 * @subtitle: (nullable): what it counts, marked with N_()
 * @lower: NUMBER: the least value
 * @upper: NUMBER: the greatest value
 * @ids: ROW: the ids from the left, NULL-terminated
 *
 * One field of a player's part of the sheet, in the order shown.
 */
typedef struct
{
  TsSheetFieldKind kind;
  const char *member;
  const char *title;
  const char *subtitle;
  int lower;
  int upper;
  const char *const *ids;
} TsSheetField;

/**
 * TsSheetSpec:
 * @module: the game (its name, id and the clauses of the Why? buttons)
 * @version: the sheet's "version" that the window writes
 * @max_players: the most players (the least is 2)
 * @intro: the line above the players, marked with N_()
 * @nothing: what a player with nothing entered has not, after “Nothing was entered for
 *   Ana:”, marked with N_() (“no VP on the track, no goods and no buildings.”)
 * @fields: the fields of each player, @n_fields of them
 * @id_name: ROW: the translated name of an id (“Statue”)
 * @from_json: the game's reader of its sheet's shape (ts_kingsburg_sheet_from_json()); the
 *   sheet it returns is freed with g_free()
 * @check: the game's check, naming the player at fault (-1: the sheet)
 * @score: the game's final scoring of a checked sheet, the final breakdown
 * @to_json: the game's writer (what is kept in Saved Games)
 * @load_file: the game's reader of a sheet file, naming @name in its messages
 * @load: the same reader of a file's bytes (the kept sheet is read back by it first)
 * @name_size: the bytes the game's sheet keeps of a name, with the NUL: a name typed longer
 *   is shortened, and the form says so
 *
 * A game whose final-scoring sheet is a few numbers and rows per player gets its whole
 * window from TsSheetWindow (Kingsburg, Caylus 1303); a game with more to enter has its own.
 */
struct _TsSheetSpec
{
  const TsGameModule *module;
  int version;
  guint max_players;
  gsize name_size; /* the bytes its engine keeps of a name, with the NUL */
  const char *intro;
  const char *nothing;
  const TsSheetField *fields;
  guint n_fields;
  const char *(*id_name) (const char *id);
  gpointer (*from_json) (JsonNode *node,
                         GError  **error);
  gboolean (*check) (gconstpointer sheet,
                     int          *player,
                     GError      **error);
  JsonNode *(*score) (gconstpointer sheet,
                      GError      **error);
  JsonNode *(*to_json) (gconstpointer sheet);
  gpointer (*load_file) (GFile      *file,
                         const char *name,
                         GError    **error);
  TsSheetLoad load;
};

/* ---- The window ------------------------------------------------------------------------- */

/**
 * TsSheetWindow:
 *
 * Score a Finished Game for a game described by a #TsSheetSpec (issue 58): each player's
 * name and fields (TsSheetPlayerForm), "Score" (Ctrl+Return) checks and scores the sheet
 * with the game's engine; a refusal is shown under the player it is about. The result page
 * is the shared score table with a Why? beside each category, the winner and the engine's
 * explanation, and the score sheet to export or print; the scored sheet is kept in Saved
 * Games and reopens filled in. Enter moves to the next field.
 *
 * Removing a player says so in a toast whose Undo ("sheet.restore-player") puts them back
 * in their seat with what was typed.
 *
 * Actions: "sheet.score", "sheet.back", "sheet.add-player", "sheet.restore-player",
 * "sheet.export-pdf", "sheet.export-png", "sheet.print".
 */
#define TS_TYPE_SHEET_WINDOW (ts_sheet_window_get_type ())
G_DECLARE_FINAL_TYPE (TsSheetWindow, ts_sheet_window, TS, SHEET_WINDOW, AdwWindow)

TsSheetWindow *ts_sheet_window_new (GtkWindow         *parent,
                                    const TsSheetSpec *spec);
/* A sheet kept in Saved Games, filled in and scored (or on the form with the problem shown
 * when it no longer passes the check); NULL with a message naming @file when the game's
 * reader refuses it. */
TsSheetWindow *ts_sheet_window_new_for_file (GtkWindow         *parent,
                                             const TsSheetSpec *spec,
                                             GFile             *file,
                                             GError           **error);

/* What "Score" does past the question about players with nothing entered: TRUE and the
 * result page, or FALSE with the refusal shown. */
gboolean ts_sheet_window_score (TsSheetWindow *self);
/* The sheet as entered now, as the window gives it to the game (transfer full). */
JsonNode *ts_sheet_window_dup_sheet (TsSheetWindow *self);
/* "form" or "result". */
const char *ts_sheet_window_get_page (TsSheetWindow *self);
JsonNode *ts_sheet_window_get_breakdown (TsSheetWindow *self);
/* Where the sheet is kept in Saved Games; NULL until it is scored. */
GFile *ts_sheet_window_get_file (TsSheetWindow *self);
gboolean ts_sheet_window_export (TsSheetWindow *self,
                                 GFile         *file,
                                 gboolean       pdf,
                                 GError       **error);

/* For tests: the players, one of them added (its index, -1 at the most) or removed, player
 * @player's field @field (its spin button or combo row; -1: the name's entry row), the
 * refusal shown under @player (NULL when none), the result's table and the question about
 * players with nothing entered while it is open. */
guint ts_sheet_window_get_n_players (TsSheetWindow *self);
int ts_sheet_window_add_player (TsSheetWindow *self);
void ts_sheet_window_remove_player (TsSheetWindow *self,
                                    guint          player);
GtkWidget *ts_sheet_window_get_field (TsSheetWindow *self,
                                      guint          player,
                                      int            field);
const char *ts_sheet_window_get_problem (TsSheetWindow *self,
                                         guint          player);
GtkGrid *ts_sheet_window_get_table (TsSheetWindow *self);
GtkWidget *ts_sheet_window_get_untouched_dialog (TsSheetWindow *self);

G_END_DECLS
