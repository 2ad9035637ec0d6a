/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's play room: a new game, the entries applied, and a tile put on the map. */

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* A new game (ts-carcassonne-setup.c): the options and the players, the start tile on the
 * map (CA-BSE-03). */
TsCarcassonneState *ts_carcassonne_state_new (JsonObject *options, JsonArray *players,
                                              GError **error);

/* Entries (ts-carcassonne-apply.c) */
gboolean ts_carcassonne_apply (gpointer state, gconstpointer entry, GError **error);

/* ts-carcassonne-put.c */
/* Puts @kind at (x, y) turned @rotation (it fits) and joins its features to the map's. */
void ts_carcassonne_put_tile (TsCarcassonneState *state, guint kind, int x, int y,
                              guint rotation, guint player);
/* TRUE when segments @a and @b lie on side-by-side tiles and meet across their shared edge
 * (a figure on each could never both have been put there: CA-BFL-03). */
gboolean ts_carcassonne_segments_meet (const TsCarcassonneState *state, guint16 a, guint16 b);

G_END_DECLS
