/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-hexgrid.h"

#include <string.h>

static const int deltas[6][2] = { { 1, 0 }, { -1, 0 }, { 0, -1 }, { 1, -1 }, { 0, 1 }, { -1, 1 } };

int
ts_hex_grid_index (const TsHexGrid *grid, int q, int r)
{
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
  for (i = 0; i < grid->n_cells; i++)
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
