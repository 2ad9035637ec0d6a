/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the engine's files share among themselves; not part of the interface. */
#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* In a ledger mark's cause: the scoring is the final one (CA-BEN), so that the stable id says
 * "end-road" without the state. ts_carcassonne_gain() sets it from the scoring. */
#define TS_CARCASSONNE_CAUSE_FINAL 0x80

#define TS_CARCASSONNE_SEG(tile, segment) ((guint16)((tile) * TS_CARCASSONNE_MAX_SEGMENTS + (segment)))

/* Parses a tile file (the data test's broken files); ts_carcassonne_data_clear() frees the
 * names it copied. */
gboolean ts_carcassonne_data_load (TsCarcassonneData *data, const char *json, GError **error);
void ts_carcassonne_data_clear (TsCarcassonneData *data);

static inline const TsCarcassonneSegment *
ts_carcassonne_segment (const TsCarcassonneState *state, guint16 seg)
{
  const TsCarcassonnePlaced *t = &state->tiles[seg / TS_CARCASSONNE_MAX_SEGMENTS];

  return &state->data->kinds[t->kind].segments[seg % TS_CARCASSONNE_MAX_SEGMENTS];
}

/* The map's cell of (x, y): Fibonacci hashing of the coordinates (within ±96, so 8 bits
 * each) to the top 9 bits, then linear probing. Inline: the legal list asks it thousands
 * of times. */
static inline guint
ts_carcassonne_cell_hash (int x, int y)
{
  guint key = ((guint)(x & 0xff) << 8) | (guint)(y & 0xff);

  return (key * 2654435761u) >> 23;
}

static inline int
ts_carcassonne_cell (const TsCarcassonneState *state, int x, int y)
{
  for (guint h = ts_carcassonne_cell_hash (x, y);; h = (h + 1) & (TS_CARCASSONNE_CELLS - 1))
    {
      guint t = state->cells[h];

      /* Never full: 96 tiles in 512 cells. */
      if (t == TS_CARCASSONNE_NO_TILE)
        return -1;
      if (state->tiles[t].x == x && state->tiles[t].y == y)
        return t;
    }
}

/* Unions relink every member to the root (ts-carcassonne-map.c's join), so this is one step. */
static inline guint16
ts_carcassonne_find (const TsCarcassonneState *state, guint16 seg)
{
  while (state->parent[seg] != seg)
    seg = state->parent[seg];
  return seg;
}

/* ts-carcassonne-map.c */
/* Puts @kind at (x, y) turned @rotation (it fits) and joins its features to the map's. */
void ts_carcassonne_put_tile (TsCarcassonneState *state, guint kind, int x, int y,
                              guint rotation, guint player);
/* Bit per rotation 0-3 (all four, even when two look alike) with which @kind fits at the
 * empty cell (x, y); 0 when it is taken or touches nothing. */
guint ts_carcassonne_spot_rotations (const TsCarcassonneState *state, guint kind, int x, int y);
/* TRUE when segments @a and @b lie on side-by-side tiles and meet across their shared edge
 * (a figure on each could never both have been put there: CA-BFL-03). */
gboolean ts_carcassonne_segments_meet (const TsCarcassonneState *state, guint16 a, guint16 b);
/* The neighbours of placed tile @tile among the 8 around it. */
guint ts_carcassonne_neighbours (const TsCarcassonneState *state, guint tile);

/* ts-carcassonne-scoring.c */
/* Step 3 after the figure or the pass: scoring, builders back, the next tile or the end. */
void ts_carcassonne_end_tile (TsCarcassonneState *state);
/* The final scoring (CA-BEN) and the winners; the stage becomes OVER. */
void ts_carcassonne_final_scoring (TsCarcassonneState *state);
/* Passes the turn on, or ends the game when no tile is left. */
void ts_carcassonne_next_turn (TsCarcassonneState *state);

/* ts-carcassonne-legal.c */
/* NULL when @figure of the player whose turn it is may go on segment @segment of the tile
 * just placed; otherwise why not, in words (for the refusal), and @clause (may be NULL) is
 * set to the clause of the rule. */
char *ts_carcassonne_figure_refusal (const TsCarcassonneState *state,
                                     TsCarcassonneFigureType figure, guint segment,
                                     const char **clause);

/* ts-carcassonne-words.c */
/* TRUE when a tile's name is among those marked for translation. */
gboolean ts_carcassonne_tile_name_listed (const char *name);
const char *ts_carcassonne_kind_word (TsCarcassonneFeatureKind kind); /* "road", translated */
const char *ts_carcassonne_figure_word (TsCarcassonneFigureType figure);
const char *ts_carcassonne_side_word (TsCarcassonneSide side);
const char *ts_carcassonne_edge_word (TsCarcassonneEdge edge);      /* "a city" */
const char *ts_carcassonne_role_word (TsCarcassonneFeatureKind kind); /* "a knight" */
/* What the table enters now while a draw is due: the tile, or the builder's second tile or
 * not, after the tile just set aside if one was (CA-BTL-04). */
char *ts_carcassonne_draw_due_text (const TsCarcassonneState *state);
/* The stack found empty, said before it is applied: how many tiles the app counted. */
char *ts_carcassonne_stack_empty_text (const TsCarcassonneState *state);
/* "(1, −1)" */
char *ts_carcassonne_cell_text (int x, int y);

G_END_DECLS
