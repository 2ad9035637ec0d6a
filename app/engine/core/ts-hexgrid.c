/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-hexgrid.h"

#include <string.h>

static const int deltas[6][2] = { { 1, 0 }, { -1, 0 }, { 0, -1 }, { 1, -1 }, { 0, 1 }, { -1, 1 } };

int
ts_hex_grid_index (const TsHexGrid *grid, int q, int r)
{
  if (grid->side == 0)
    {
      if (r < 0 || r >= (int)grid->rows)
        return -1;
      int col = q + (r - (r & 1)) / 2;
      if (col < 0 || col >= (int)grid->cols)
        return -1;
      return r * (int)grid->cols + col;
    }

  int n = (int)grid->side - 1;

  if (r < -n || r > n)
    return -1;
  int qmin = MAX (-n, -n - r);
  int qmax = MIN (n, n - r);
  if (q < qmin || q > qmax)
    return -1;
  /* Cells before row r, then the position inside the row. */
  int index = 0;
  for (int rr = -n; rr < r; rr++)
    index += MIN (n, n - rr) - MAX (-n, -n - rr) + 1;
  return index + (q - qmin);
}

static void
fill_neighbours (TsHexGrid *grid)
{
  for (guint i = 0; i < grid->n_cells; i++)
    {
      guint k = 0;
      for (guint d = 0; d < 6; d++)
        {
          int j = ts_hex_grid_index (grid, grid->q[i] + deltas[d][0], grid->r[i] + deltas[d][1]);
          grid->neighbours[i][d] = j;
          if (j >= 0)
            k++;
        }
      grid->n_neighbours[i] = k;
    }
}

void
ts_hex_grid_init (TsHexGrid *grid, guint side)
{
  g_return_if_fail (side >= 2 && side <= 4);

  int n = (int)side - 1;
  guint i = 0;

  memset (grid, 0, sizeof *grid);
  grid->side = side;
  for (int r = -n; r <= n; r++)
    for (int q = MAX (-n, -n - r); q <= MIN (n, n - r); q++)
      {
        grid->q[i] = q;
        grid->r[i] = r;
        i++;
      }
  grid->n_cells = i;
  fill_neighbours (grid);
}

void
ts_hex_grid_init_rect (TsHexGrid *grid, guint cols, guint rows)
{
  g_return_if_fail (cols >= 1 && rows >= 1 && cols * rows <= TS_HEX_GRID_MAX_CELLS
                    && cols + rows / 2 <= G_MAXINT8);

  memset (grid, 0, sizeof *grid);
  grid->cols = cols;
  grid->rows = rows;
  grid->n_cells = cols * rows;
  for (guint row = 0; row < rows; row++)
    for (guint col = 0; col < cols; col++)
      {
        guint i = row * cols + col;
        grid->q[i] = (int)col - (int)(row - (row & 1)) / 2;
        grid->r[i] = row;
      }
  fill_neighbours (grid);
}

gboolean
ts_hex_grid_adjacent (const TsHexGrid *grid, guint a, guint b)
{
  if (a >= grid->n_cells)
    return FALSE;
  for (guint d = 0; d < 6; d++)
    if (grid->neighbours[a][d] == (int)b)
      return TRUE;
  return FALSE;
}
