/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneMap:
 *
 * The growing map of a Carcassonne game, drawn with GtkSnapshot from the tile data (our own
 * pictures: fields, roads, cities with pennants and goods, cloisters), the figures in their
 * players' colours on their segments. It keeps a copy of the state it shows.
 *
 * A cursor cell is always shown; the arrow keys move it (the view follows), drag pans,
 * Ctrl+scroll and +/- zoom, 0 fits the whole map. With a pending tile the open spots where
 * it fits are lit, the tile is drawn at the cursor with its rotation, R / scroll turn it
 * through the rotations that fit there (Shift+R back; two fingers turning it past 45° on a
 * touchscreen), the digits 1-9 take the cursor to the nine fitting spots nearest where it
 * started (marked with their digits), and Enter or a second click on the lit spot where the cursor is emits
 * "place" (a click moves the cursor first; the second press of a double click does not
 * place). In touch mode (the window's CSS class "touch") a cell is 44 px at the least. With segment choices set (after placing), the tile's free segments are
 * marked 1, 2, 3 … and a click or the digit emits "segment-activated". Every road, city
 * and cloister scored during play is outlined in its scorers' colours.
 *
 * Signals:
 *   "place" (int x, int y, guint rotation)
 *   "place-refused" (int x, int y, guint rotation)  Enter or a click where the tile does not
 *       fit (a tile there, no neighbour, an edge that does not match): the page says why
 *   "segment-activated" (guint segment)  index into the tile kind's segments
 *   "cursor-moved" ()  the cursor moved or the tile turned: ts_carcassonne_map_get_cursor()
 *       tells where and how
 */
#define TS_TYPE_CARCASSONNE_MAP (ts_carcassonne_map_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneMap, ts_carcassonne_map, TS, CARCASSONNE_MAP, GtkWidget)

GtkWidget *ts_carcassonne_map_new (void);
/* Copies @state; @colors: a CSS colour per player, NULL-terminated. */
void ts_carcassonne_map_set_state (TsCarcassonneMap  *self,
                                   const TsCarcassonneState *state,
                                   const char *const *colors);
/* @marks: each player's mark (ts_game_page_dup_marks()), drawn on their figures and with
 * their colour wherever it stands for them; NULL-terminated, or NULL for none. */
void ts_carcassonne_map_set_marks (TsCarcassonneMap  *self,
                                   const char *const *marks);
/* The tile kind to place (its fitting spots lit), or -1 for none. The cursor moves to the
 * nearest fitting spot and its first fitting rotation. */
void ts_carcassonne_map_set_pending (TsCarcassonneMap *self,
                                     int               kind);
/* The pending tile kind, or -1. */
int ts_carcassonne_map_get_pending_kind (TsCarcassonneMap *self);
void ts_carcassonne_map_get_cursor (TsCarcassonneMap *self,
                                    int              *x,
                                    int              *y,
                                    guint            *rotation);
void ts_carcassonne_map_set_cursor (TsCarcassonneMap *self,
                                    int               x,
                                    int               y);
/* The digit (1-9) that takes the cursor to (@x, @y) while a tile waits, or 0: the nine
 * spots where the tile fits nearest the one the cursor started on, numbered from there. */
int ts_carcassonne_map_get_spot_number (TsCarcassonneMap *self,
                                        int               x,
                                        int               y);
/* Turns the pending tile to the next (+1) or previous (-1) rotation that fits at the cursor. */
void ts_carcassonne_map_rotate (TsCarcassonneMap *self,
                                int               direction);
/* Marks the segments in @mask (bit per segment index) of placed tile @tile as choices, or
 * none with @mask 0. */
void ts_carcassonne_map_set_segment_choices (TsCarcassonneMap *self,
                                             guint             tile,
                                             guint             mask);
/* Outlines @feature (a root from ts_carcassonne_feature()) in the accent colour, or nothing
 * with TS_CARCASSONNE_NO_SEG: a field or a city a farm explanation names. */
void ts_carcassonne_map_set_outline (TsCarcassonneMap *self,
                                     guint16           feature);
/* The players (bit per player) in whose colours @feature (a root) is outlined as scored
 * during play, 0 when it is not; @last: it is the last scoring's, outlined boldly until the
 * next tile is placed (the earlier ones thin). The map draws them by itself from the state. */
guint ts_carcassonne_map_get_scored (TsCarcassonneMap *self,
                                     guint16           feature,
                                     gboolean         *last);
/* The farms overlay: every field coloured by who holds it (the majority's colours; grey for
 * nobody), the completed cities it borders marked. */
void ts_carcassonne_map_set_farms (TsCarcassonneMap *self,
                                   gboolean          shown);
gboolean ts_carcassonne_map_get_farms (TsCarcassonneMap *self);
void ts_carcassonne_map_zoom (TsCarcassonneMap *self,
                              double            factor);
/* The scale and view that show every tile. */
void ts_carcassonne_map_fit (TsCarcassonneMap *self);

G_END_DECLS
