/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A hexagon-shaped grid of pointy-top cells with @side cells per edge, indexed row-major
 * from the top row (rows of side, side+1, ..., 2*side-1, ..., side cells). Axial
 * coordinates (q, r) have r = row - (side - 1). */
typedef struct
{
  guint side;
  guint n_cells;
  gint8 q[64];
  gint8 r[64];
  gint8 neighbours[64][6]; /* -1 where the grid ends */
  guint8 n_neighbours[64];
} TsHexGrid;

/* Fills @grid for a hexagon of @side (2..4; 4 gives the 37 cells of a duchy). */
void ts_hex_grid_init (TsHexGrid *grid, guint side);

/* Index of the cell at axial (q, r), or -1 outside the grid. */
int ts_hex_grid_index (const TsHexGrid *grid, int q, int r);

gboolean ts_hex_grid_adjacent (const TsHexGrid *grid, guint a, guint b);

G_END_DECLS
