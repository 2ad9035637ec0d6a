/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map as it lies: the tile at a cell, the features the tiles form and where a tile fits;
 * a tile is put on it in ts-carcassonne-put.c. */
#include "ts-carcassonne-rules.h"

#include <string.h>

#include "ts-i18n.h"

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

int
ts_carcassonne_tile_at (const TsCarcassonneState *state, int x, int y)
{
  return ts_carcassonne_cell (state, x, y);
}

guint16
ts_carcassonne_feature (const TsCarcassonneState *state, guint tile, guint segment)
{
  return ts_carcassonne_find (state, TS_CARCASSONNE_SEG (tile, segment));
}

guint
ts_carcassonne_neighbours (const TsCarcassonneState *state, guint tile)
{
  const TsCarcassonnePlaced *t = &state->tiles[tile];
  guint n = 0;

  for (int i = -1; i <= 1; i++)
    for (int j = -1; j <= 1; j++)
      if ((i != 0 || j != 0) && ts_carcassonne_cell (state, t->x + i, t->y + j) >= 0)
        n++;
  return n;
}

/* What the neighbours of the empty cell (x, y) show towards it, side by side (-1: no
 * neighbour); FALSE when it has none. Looked up once for all kinds and rotations. */
static gboolean
spot_needs (const TsCarcassonneState *state, int x, int y, gint8 needs[4])
{
  gboolean any = FALSE;

  for (guint side = 0; side < 4; side++)
    {
      int n = ts_carcassonne_cell (state, x + dx[side], y + dy[side]);

      const TsCarcassonnePlaced *t = &state->tiles[n < 0 ? 0 : n];

      /* The neighbour's side facing us is (side + 2) % 4, turned back by its rotation. */
      needs[side] = n < 0 ? -1 : state->data->kinds[t->kind].edges[(side + 6 - t->rotation) & 3];
      any = any || n >= 0;
    }
  return any;
}

/* Bit per rotation (all four) with which @kind matches @needs (CA-BTL-03). Edges are packed
 * two bits a side, so turning the tile is turning the byte. */
static guint
matching_rotations (const TsCarcassonneKind *kind, const gint8 needs[4])
{
  guint packed = 0, mask = 0, want = 0, bits = 0;

  for (guint side = 0; side < 4; side++)
    {
      packed |= (guint)kind->edges[side] << (2 * side);
      if (needs[side] >= 0)
        {
          mask |= 3u << (2 * side);
          want |= (guint)needs[side] << (2 * side);
        }
    }
  for (guint r = 0; r < 4; r++)
    {
      guint turned = ((packed << (2 * r)) | (packed >> (8 - 2 * r))) & 0xff;

      if ((turned & mask) == want)
        bits |= 1u << r;
    }
  return bits;
}

guint
ts_carcassonne_spot_rotations (const TsCarcassonneState *state, guint kind, int x, int y)
{
  gint8 needs[4];

  if (ts_carcassonne_cell (state, x, y) >= 0 || !spot_needs (state, x, y, needs))
    return 0;
  return matching_rotations (&state->data->kinds[kind], needs);
}

gboolean
ts_carcassonne_fits (const TsCarcassonneState *state, guint kind, int x, int y, guint rotation,
                     GError **error)
{
  const TsCarcassonneKind *k = &state->data->kinds[kind];
  int here = ts_carcassonne_cell (state, x, y);
  gint8 needs[4];

  if (here >= 0)
    return ts_carcassonne_refuse_rule (
        /* Translators: a refusal; the tile's name (“straight road W-E”) and where it lies */
        error, "CA-BTL-01", _ ("That place is taken: the %s lies at (%d, %d)."),
        ts_carcassonne_kind_name (&state->data->kinds[state->tiles[here].kind]), x, y);
  if (!spot_needs (state, x, y, needs)) /* CA-BTL-01 */
    return ts_carcassonne_refuse_rule (
        error, "CA-BTL-01",
        _ ("That tile must touch the map by a side: no tile is next to (%d, %d)."), x, y);
  for (guint side = 0; side < 4; side++)
    {
      TsCarcassonneEdge mine = ts_carcassonne_kind_edge (k, rotation, side);

      if (needs[side] >= 0 && mine != (TsCarcassonneEdge)needs[side]) /* CA-BTL-03 */
        return ts_carcassonne_refuse_rule (
            error, "CA-BTL-03",
            /* Translators: a refusal (CA-BTL-03): a side (“east”), what the tile shows there
             * (“a city”), the same side, what the neighbour shows (“a road”) */
            _ ("That tile does not fit there: its %s side is %s and the tile "
               "%s of it shows %s there."),
            ts_carcassonne_side_word (side), ts_carcassonne_edge_word (mine),
            ts_carcassonne_side_word (side), ts_carcassonne_edge_word (needs[side]));
    }
  return TRUE;
}

GArray *
ts_carcassonne_open_spots (const TsCarcassonneState *state)
{
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (gint8), 4 * state->n_tiles);
  /* Coordinates stay within ±96: a bit per cell of a 256 × 256 square finds repeats. */
  guint8 seen[256 * 256 / 8];

  memset (seen, 0, sizeof seen);
  for (guint t = 0; t < state->n_tiles; t++)
    for (guint side = 0; side < 4; side++)
      {
        int x = state->tiles[t].x + dx[side], y = state->tiles[t].y + dy[side];
        guint bit = ((guint)(x & 0xff) << 8) | (guint)(y & 0xff);
        gint8 pair[2] = { x, y };

        if ((seen[bit / 8] & (1u << (bit % 8))) || ts_carcassonne_cell (state, x, y) >= 0)
          continue;
        seen[bit / 8] |= 1u << (bit % 8);
        g_array_append_vals (out, pair, 2);
      }
  return out;
}

guint
ts_carcassonne_fitting_rotations (const TsCarcassonneState *state, guint kind, int x, int y)
{
  /* Only the distinct ones: the first distinct_rotations turns are all different. */
  return ts_carcassonne_spot_rotations (state, kind, x, y)
         & ((1u << state->data->kinds[kind].distinct_rotations) - 1);
}

gboolean
ts_carcassonne_fits_somewhere (const TsCarcassonneState *state, guint kind)
{
  /* Cells next to several tiles are tried more than once: cheaper than remembering them.
   * The newest tiles first: most of their neighbours are still empty. */
  for (guint t = state->n_tiles; t-- > 0;)
    for (guint side = 0; side < 4; side++)
      if (ts_carcassonne_spot_rotations (state, kind, state->tiles[t].x + dx[side],
                                         state->tiles[t].y + dy[side])
          != 0)
        return TRUE;
  return FALSE;
}

void
ts_carcassonne_feature_info (const TsCarcassonneState *state, guint16 feature,
                             TsCarcassonneFeatureInfo *info)
{
  guint16 root = ts_carcassonne_find (state, feature);
  const TsCarcassonneSegment *first = ts_carcassonne_segment (state, root);
  guint most = 0;

  memset (info, 0, sizeof *info);
  info->kind = first->kind;
  info->scored = state->done[root];
  if (info->kind == TS_CARCASSONNE_CLOISTER)
    {
      guint n = ts_carcassonne_neighbours (state, root / TS_CARCASSONNE_MAX_SEGMENTS);

      info->tiles = 1 + n;
      info->complete = n == 8;
    }
  else
    {
      int last_tile = -1;

      for (guint t = root / TS_CARCASSONNE_MAX_SEGMENTS; t < state->n_tiles; t++)
        for (guint i = 0; i < TS_CARCASSONNE_MAX_SEGMENTS; i++)
          {
            guint16 seg = TS_CARCASSONNE_SEG (t, i);
            const TsCarcassonneSegment *s;

            if (state->parent[seg] != root || i >= state->data->kinds[state->tiles[t].kind].n_segments)
              continue;
            s = ts_carcassonne_segment (state, seg);
            /* CA-BSC-01: a tile counts once even when the feature passes it twice. */
            if ((int)t != last_tile)
              info->tiles++;
            last_tile = t;
            info->pennants += s->pennants;
            for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
              info->goods[g] += s->goods[g];
          }
      info->complete = info->kind != TS_CARCASSONNE_FIELD && state->open[root] == 0;
    }
  for (guint f = 0; f < state->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &state->figures[f];

      if (ts_carcassonne_find (state, fig->seg) != root)
        continue;
      if (fig->type == TS_CARCASSONNE_FOLLOWER)
        info->followers[fig->player]++;
      else if (fig->type == TS_CARCASSONNE_BUILDER)
        info->builders |= 1u << fig->player;
      else
        info->pigs |= 1u << fig->player;
    }
  for (guint p = 0; p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    most = MAX (most, info->followers[p]);
  for (guint p = 0; most > 0 && p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    if (info->followers[p] == most) /* CA-BSC-04: ties all score */
      info->majority |= 1u << p;
}

GArray *
ts_carcassonne_field_cities (const TsCarcassonneState *state, guint16 field)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint16 root = ts_carcassonne_find (state, field);

  for (guint t = root / TS_CARCASSONNE_MAX_SEGMENTS; t < state->n_tiles; t++)
    {
      const TsCarcassonneKind *k = &state->data->kinds[state->tiles[t].kind];

      for (guint i = 0; i < k->n_segments; i++)
        {
          if (state->parent[TS_CARCASSONNE_SEG (t, i)] != root || k->segments[i].cities == 0)
            continue;
          for (guint c = 0; c < k->n_segments; c++)
            {
              guint16 city;
              gboolean known = FALSE;

              if (!(k->segments[i].cities & (1u << c)))
                continue;
              city = ts_carcassonne_feature (state, t, c);
              if (state->open[city] != 0)
                continue; /* CA-BEN-04: only completed cities */
              for (guint j = 0; j < out->len && !known; j++)
                known = g_array_index (out, guint16, j) == city;
              if (!known) /* CA-BEN-05: a city counts once per field */
                g_array_append_val (out, city);
            }
        }
    }
  return out;
}
