/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A tile put on the map: its cell, and its features joined to the map's across its edges. */
#include "ts-carcassonne-play.h"

#include <string.h>

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

/* The segment of placed tile @tile that reaches side @side (roads, cities) or half-edge
 * @half (fields, when @side is -1); -1 when none. */
static int
segment_on (const TsCarcassonneState *state, guint tile, int side, int half)
{
  const TsCarcassonnePlaced *t = &state->tiles[tile];
  const TsCarcassonneKind *k = &state->data->kinds[t->kind];

  for (guint i = 0; i < k->n_segments; i++)
    {
      const TsCarcassonneSegment *seg = &k->segments[i];

      if (side >= 0 && (ts_carcassonne_rotate_sides (seg->sides, t->rotation) & (1u << side)))
        return i;
      if (side < 0 && (ts_carcassonne_rotate_halves (seg->halves, t->rotation) & (1u << half)))
        return i;
    }
  return -1;
}

/* Joins the features of @a and @b; the older root stays, and every member of the other is
 * pointed at it so that finds never walk. @closing: the two touching road or city edges
 * are no longer open. */
static void
join (TsCarcassonneState *state, guint16 a, guint16 b, gboolean closing)
{
  guint16 ra = ts_carcassonne_find (state, a), rb = ts_carcassonne_find (state, b);
  guint n = state->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS;

  if (ra > rb)
    {
      guint16 t = ra;
      ra = rb;
      rb = t;
    }
  if (ra != rb)
    {
      /* A root is its feature's lowest index: rb's members lie from rb on. */
      for (guint i = rb; i < n; i++)
        if (state->parent[i] == rb)
          state->parent[i] = ra;
      state->open[ra] += state->open[rb];
      state->open[rb] = 0;
    }
  if (closing)
    state->open[ra] -= 2;
}

void
ts_carcassonne_put_tile (TsCarcassonneState *state, guint kind, int x, int y, guint rotation,
                         guint player)
{
  guint tile = state->n_tiles++;
  const TsCarcassonneKind *k = &state->data->kinds[kind];
  guint h = ts_carcassonne_cell_hash (x, y);
  TsCarcassonnePlaced *t = &state->tiles[tile];

  /* Member by member over zeroes: states are compared byte for byte, padding included. */
  memset (t, 0, sizeof *t);
  t->kind = kind;
  t->rotation = rotation;
  t->x = x;
  t->y = y;
  t->player = player;
  t->entry = state->n_entries;
  while (state->cells[h] != TS_CARCASSONNE_NO_TILE)
    h = (h + 1) % TS_CARCASSONNE_CELLS;
  state->cells[h] = tile;
  for (guint i = 0; i < TS_CARCASSONNE_MAX_SEGMENTS; i++)
    {
      guint16 seg = TS_CARCASSONNE_SEG (tile, i);

      state->parent[seg] = seg;
      state->done[seg] = 0;
      state->open[seg] = i < k->n_segments ? __builtin_popcount (k->segments[i].sides) : 0;
    }
  for (guint side = 0; side < 4; side++)
    {
      int n = ts_carcassonne_cell (state, x + dx[side], y + dy[side]);
      guint opposite = (side + 2) % 4;

      if (n < 0)
        continue;
      if (ts_carcassonne_kind_edge (k, rotation, side) != TS_CARCASSONNE_EDGE_CITY)
        for (guint half = 2 * side; half < 2 * side + 2; half++)
          {
            /* Half-edge h meets the neighbour's 2 * opposite + (1 - h % 2). */
            int mine = segment_on (state, tile, -1, half);
            int theirs = segment_on (state, n, -1, 2 * opposite + 1 - half % 2);

            if (mine >= 0 && theirs >= 0)
              join (state, TS_CARCASSONNE_SEG (tile, mine), TS_CARCASSONNE_SEG (n, theirs), FALSE);
          }
      if (ts_carcassonne_kind_edge (k, rotation, side) != TS_CARCASSONNE_EDGE_FIELD)
        {
          int mine = segment_on (state, tile, side, 0);
          int theirs = segment_on (state, n, opposite, 0);

          if (mine >= 0 && theirs >= 0)
            join (state, TS_CARCASSONNE_SEG (tile, mine), TS_CARCASSONNE_SEG (n, theirs), TRUE);
        }
    }
}

gboolean
ts_carcassonne_segments_meet (const TsCarcassonneState *state, guint16 a, guint16 b)
{
  guint ta = a / TS_CARCASSONNE_MAX_SEGMENTS, tb = b / TS_CARCASSONNE_MAX_SEGMENTS;
  const TsCarcassonnePlaced *pa = &state->tiles[ta], *pb = &state->tiles[tb];

  for (guint side = 0; side < 4; side++)
    {
      guint opposite = (side + 2) % 4;

      if (pa->x + dx[side] != pb->x || pa->y + dy[side] != pb->y)
        continue;
      if (segment_on (state, ta, side, 0) == (int)(a % TS_CARCASSONNE_MAX_SEGMENTS)
          && segment_on (state, tb, opposite, 0) == (int)(b % TS_CARCASSONNE_MAX_SEGMENTS))
        return TRUE;
      for (guint half = 2 * side; half < 2 * side + 2; half++)
        if (segment_on (state, ta, -1, half) == (int)(a % TS_CARCASSONNE_MAX_SEGMENTS)
            && segment_on (state, tb, -1, 2 * opposite + 1 - half % 2)
                   == (int)(b % TS_CARCASSONNE_MAX_SEGMENTS))
          return TRUE;
    }
  return FALSE;
}
