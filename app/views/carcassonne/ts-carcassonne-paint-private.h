/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne-paint.h"

G_BEGIN_DECLS

/* What the map draws over the pictures, in cairo with the tile at (0, 0) to (1, 1) in
 * user units (the caller scales and translates @cr). */

/* A thick @color stroke around segment @segment of @kind turned @rotation (roads along the
 * road, cities around the walls, fields around their wedges, the cloister around its
 * chapel). */
void ts_carcassonne_paint_segment_outline (cairo_t                 *cr,
                                           const TsCarcassonneKind *kind,
                                           guint                    rotation,
                                           guint                    segment,
                                           const GdkRGBA           *color);
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
/* A small check badge at (@x, @y): a completed city on the farms overlay. */
void ts_carcassonne_paint_check (cairo_t *cr,
                                 double   x,
                                 double   y,
                                 double   size);

G_END_DECLS
