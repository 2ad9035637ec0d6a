/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne-paint.h"

G_BEGIN_DECLS

/* What the map draws over the pictures, in cairo with the tile at (0, 0) to (1, 1) in
 * user units (the caller scales and translates @cr). */

#define TS_CARCASSONNE_PAINT_ROAD_WIDTH 0.13
/* The smallest player's mark that reads, in pixels. */
#define TS_CARCASSONNE_PAINT_MARK_MIN 7.0

typedef enum
{
  TS_CARCASSONNE_PATH_ROAD, /* a road's centre line, TS_CARCASSONNE_PAINT_ROAD_WIDTH wide */
  TS_CARCASSONNE_PATH_LINE, /* a line round the segment: a city's walls, the chapel */
  TS_CARCASSONNE_PATH_AREA, /* a field's wedges, to fill */
} TsCarcassonnePaintPath;

/* Sets @cr's path to segment @segment of @kind turned @rotation, and says what it is. */
TsCarcassonnePaintPath ts_carcassonne_paint_segment_path (cairo_t                 *cr,
                                                          const TsCarcassonneKind *kind,
                                                          guint                    rotation,
                                                          guint                    segment);

/* ts-carcassonne-paint-outline.c */
/* A thick @color stroke around segment @segment of @kind turned @rotation (roads along both
 * edges, cities around the walls, fields over their wedges, the cloister around its
 * chapel). */
void ts_carcassonne_paint_segment_outline (cairo_t                 *cr,
                                           const TsCarcassonneKind *kind,
                                           guint                    rotation,
                                           guint                    segment,
                                           const GdkRGBA           *color);
/* A scored feature's segment outlined in its scorers' colours (@n_colors of them, in turn
 * along the line when more than one player scored), over a halo that sets it off from the
 * tile: thick for the last scoring, thin and lighter for the earlier ones. */
void ts_carcassonne_paint_scored_outline (cairo_t                 *cr,
                                          const TsCarcassonneKind *kind,
                                          guint                    rotation,
                                          guint                    segment,
                                          const GdkRGBA           *colors,
                                          guint                    n_colors,
                                          gboolean                 last);
/* A pennant's blue shield, a good's badge and the cloister's chapel (the chapel across the
 * whole unit tile). */
void ts_carcassonne_paint_pennant (cairo_t *cr,
                                   double   x,
                                   double   y,
                                   double   size);
void ts_carcassonne_paint_good (cairo_t          *cr,
                                TsCarcassonneGood good,
                                double            x,
                                double            y,
                                double            size);
void ts_carcassonne_paint_chapel (cairo_t *cr);
/* The marks of the players who scored a feature (@winners, bit per player of @n_players)
 * side by side in discs of their @colors, @radius pixels, centred on (@x, @y) in pixels. */
void ts_carcassonne_paint_scorers (GtkSnapshot       *snapshot,
                                   GtkWidget         *widget,
                                   double             x,
                                   double             y,
                                   double             radius,
                                   const GdkRGBA     *colors,
                                   const char *const *marks,
                                   guint              n_players,
                                   guint              winners);
/* A small check badge at (@x, @y): a completed city on the farms overlay. */
void ts_carcassonne_paint_check (cairo_t *cr,
                                 double   x,
                                 double   y,
                                 double   size);

G_END_DECLS
