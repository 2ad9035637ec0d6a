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

/* ts-carcassonne-map.c */
guint16 ts_carcassonne_find (const TsCarcassonneState *state, guint16 seg);
/* Puts @kind at (x, y) turned @rotation (it fits) and joins its features to the map's. */
void ts_carcassonne_put_tile (TsCarcassonneState *state, guint kind, int x, int y,
                              guint rotation, guint player);
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
 * just placed; otherwise why not, in words (for the refusal). */
char *ts_carcassonne_figure_refusal (const TsCarcassonneState *state,
                                     TsCarcassonneFigureType figure, guint segment);

/* ts-carcassonne-words.c */
/* TRUE when a tile's name is among those marked for translation. */
gboolean ts_carcassonne_tile_name_listed (const char *name);
const char *ts_carcassonne_kind_word (TsCarcassonneFeatureKind kind); /* "road", translated */
const char *ts_carcassonne_figure_word (TsCarcassonneFigureType figure);
const char *ts_carcassonne_side_word (TsCarcassonneSide side);
const char *ts_carcassonne_edge_word (TsCarcassonneEdge edge);      /* "a city" */
const char *ts_carcassonne_role_word (TsCarcassonneFeatureKind kind); /* "a knight" */
/* "(1, −1)" */
char *ts_carcassonne_cell_text (int x, int y);

G_END_DECLS
