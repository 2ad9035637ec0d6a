/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Room for the largest grid in use: a 16 x 10 rectangle (the team game's board, issue 15). */
#define TS_HEX_GRID_MAX_CELLS 160

/* A grid of pointy-top cells indexed row-major from the top, of one of two shapes:
 * - a hexagon with @side cells per edge (rows of side, side+1, ..., 2*side-1, ..., side
 *   cells); axial coordinates (q, r) have r = row - (side - 1), q = 0 in the middle;
 * - a rectangle of @cols x @rows cells whose odd rows (1, 3, ...) are shifted right by half
 *   a cell ("odd-r"); axial q = col - (row - (row & 1)) / 2, r = row.
 * @side is 0 for a rectangle. */
typedef struct
{
  guint side;
  guint cols;
  guint rows;
  guint n_cells;
  gint8 q[TS_HEX_GRID_MAX_CELLS];
  gint8 r[TS_HEX_GRID_MAX_CELLS];
  gint16 neighbours[TS_HEX_GRID_MAX_CELLS][6]; /* -1 where the grid ends */
  guint8 n_neighbours[TS_HEX_GRID_MAX_CELLS];
} TsHexGrid;

/* Fills @grid for a hexagon of @side (2..4; 4 gives the 37 cells of a duchy). */
void ts_hex_grid_init (TsHexGrid *grid, guint side);

/* Fills @grid for an odd-r rectangle of @cols x @rows cells (at most TS_HEX_GRID_MAX_CELLS,
 * and cols / 2 + cols at most 127 so that q fits). */
void ts_hex_grid_init_rect (TsHexGrid *grid, guint cols, guint rows);

/* Index of the cell at axial (q, r), or -1 outside the grid. */
int ts_hex_grid_index (const TsHexGrid *grid, int q, int r);

gboolean ts_hex_grid_adjacent (const TsHexGrid *grid, guint a, guint b);

G_END_DECLS
