/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's rules room: pure checks and figures that change nothing: the map as it lies
 * (the tile at a cell, the features and what they hold, where a tile fits) and the legal
 * decisions. */

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* The map (ts-carcassonne-map.c) */
/* The placed tile at (x, y), or -1. */
int ts_carcassonne_tile_at (const TsCarcassonneState *state, int x, int y);
/* The feature (union-find root) of segment @segment of placed tile @tile. */
guint16 ts_carcassonne_feature (const TsCarcassonneState *state, guint tile, guint segment);
/* TRUE when kind @kind at (x, y) turned @rotation touches the map by an edge and matches
 * every touching edge (CA-BTL-01..03); the refusal names the first clash. */
gboolean ts_carcassonne_fits (const TsCarcassonneState *state, guint kind, int x, int y,
                              guint rotation, GError **error);
/* The empty cells next to a placed tile, as pairs (x, y) of gint8 in a GArray of gint8. */
GArray *ts_carcassonne_open_spots (const TsCarcassonneState *state);
/* Bit per rotation (0-3) with which @kind fits at (x, y); only the distinct ones. */
guint ts_carcassonne_fitting_rotations (const TsCarcassonneState *state, guint kind, int x, int y);
/* TRUE when @kind fits anywhere. */
gboolean ts_carcassonne_fits_somewhere (const TsCarcassonneState *state, guint kind);
/* Bit per rotation 0-3 (all four, even when two look alike) with which @kind fits at the
 * empty cell (x, y); 0 when it is taken or touches nothing. */
guint ts_carcassonne_spot_rotations (const TsCarcassonneState *state, guint kind, int x, int y);
/* The neighbours of placed tile @tile among the 8 around it. */
guint ts_carcassonne_neighbours (const TsCarcassonneState *state, guint tile);

/* What a feature is now, for refusals, scoring and the views. */
typedef struct
{
  guint8 kind;     /* TsCarcassonneFeatureKind */
  guint8 complete; /* roads, cities: no open edge; cloisters: 8 neighbours */
  guint8 scored;   /* scored as complete already */
  guint8 tiles;    /* distinct tiles it covers (cloister: 1 + neighbours) */
  guint8 pennants;
  guint8 goods[TS_CARCASSONNE_N_GOODS];
  guint8 followers[TS_CARCASSONNE_MAX_PLAYERS];
  guint8 builders; /* bit per player */
  guint8 pigs;     /* bit per player */
  guint8 majority; /* bit per player with the most followers (0 when none) */
} TsCarcassonneFeatureInfo;
void ts_carcassonne_feature_info (const TsCarcassonneState *state, guint16 feature,
                                  TsCarcassonneFeatureInfo *info);
/* The completed cities (their roots) a field borders, in a GArray of guint16 (CA-BEN-04/05). */
GArray *ts_carcassonne_field_cities (const TsCarcassonneState *state, guint16 field);

/* ts-carcassonne-legal.c */
/* Every legal player decision now, complete: placements (every open spot x every rotation
 * that fits), then figures and the pass. Empty while the table draws. */
GArray *ts_carcassonne_legal (const TsCarcassonneState *state);
/* Segment indices of the tile just placed that may take @figure of the player now. */
guint ts_carcassonne_figure_segments (const TsCarcassonneState *state,
                                      TsCarcassonneFigureType figure);
/* NULL when @figure of the player whose turn it is may go on segment @segment of the tile
 * just placed; otherwise why not, in words (for the refusal), and @clause (may be NULL) is
 * set to the clause of the rule. */
char *ts_carcassonne_figure_refusal (const TsCarcassonneState *state,
                                     TsCarcassonneFigureType figure, guint segment,
                                     const char **clause);

G_END_DECLS
