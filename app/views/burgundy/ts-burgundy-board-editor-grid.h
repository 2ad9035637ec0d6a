/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyBoardEditorGrid:
 *
 * A team board (12a/12b, CB-TEM) in the board editor: the 16 x 10 grid of cells it is entered
 * on (odd rows shifted right by half a cell), each a TsBurgundyHexSpace, with the two halves
 * (columns 0-7 and 8-15) drawn apart by a seam and captioned. Cells that are no space of the
 * board are faint outlines. Arrows move over every cell, Home and End to the row's ends; the
 * grid is one tab stop. The hexes scale to the room the grid gets.
 */
#define TS_TYPE_BURGUNDY_BOARD_EDITOR_GRID (ts_burgundy_board_editor_grid_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardEditorGrid, ts_burgundy_board_editor_grid, TS,
                      BURGUNDY_BOARD_EDITOR_GRID, GtkWidget)

GtkWidget *ts_burgundy_board_editor_grid_new (void);

/* Shows team board @board (n_cells TS_BURGUNDY_MAX_SPACES) as printed, with no tiles;
 * @label is the grid's accessible name. */
void ts_burgundy_board_editor_grid_set_board (TsBurgundyBoardEditorGrid *self,
                                              const TsBurgundyDuchy     *board,
                                              const char                *label);
/* The child widget (a TsBurgundyHexSpace) of cell @cell, 0 .. TS_BURGUNDY_MAX_SPACES - 1,
 * row-major from the top left. */
GtkWidget *ts_burgundy_board_editor_grid_get_space (TsBurgundyBoardEditorGrid *self,
                                                    guint                      cell);
/* "space 5 of row 3, first half": where @cell is, translated. Free the string. */
char *ts_burgundy_board_editor_grid_place (guint cell);

G_END_DECLS
