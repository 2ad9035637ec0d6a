/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy-board-store.h"

G_BEGIN_DECLS

/* TsBurgundyBoardEditor, "Boards" (issue 15): the list of boards of the store (shipped ones
 * with their confidence, corrections, the user's boards and drafts) and the selected board
 * drawn as its 37 spaces, to enter or correct by keyboard (arrows move between spaces; a
 * colour letter then a die number, "C6"; Delete clears a space) or by mouse; its name, kind,
 * start-castle spaces and, on an outpost duchy, which spaces each outpost touches. Every
 * problem of the board is listed in words and marked on its spaces; an invalid board is
 * saved as a draft and cannot start a game. Save, Import…, Export…, and Delete or Put Back
 * the Shipped Board. */
#define TS_TYPE_BURGUNDY_BOARD_EDITOR (ts_burgundy_board_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardEditor, ts_burgundy_board_editor, TS, BURGUNDY_BOARD_EDITOR,
                      AdwWindow)

/* Opens on board @board_id (NULL: the first board not known yet, else the first). */
GtkWidget *ts_burgundy_board_editor_new (GtkWindow            *parent,
                                         TsBurgundyBoardStore *store,
                                         const char           *board_id);

/* The row of the new-game form that opens the editor on the app's store: "Boards of Your
 * Box" with a "Boards…" button (access key B). */
GtkWidget *ts_burgundy_board_editor_row_new (void);

G_END_DECLS
