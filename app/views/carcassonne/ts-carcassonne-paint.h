/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/* Pictures of Carcassonne tiles (ours, no publisher art), for the map and the palette. */

/* Draws @kind turned @rotation into @bounds (a square). @field_colors: NULL for plain green
 * fields, or one colour per segment index (NULL entries: plain) for the farms overlay. */
void ts_carcassonne_paint_tile (GtkSnapshot             *snapshot,
                                const TsCarcassonneKind *kind,
                                guint                    rotation,
                                const graphene_rect_t   *bounds,
                                const GdkRGBA *const    *field_colors);
/* Where a figure on segment @segment stands, in tile units (0..1, 0..1 from the top-left
 * corner of the turned tile). */
void ts_carcassonne_paint_anchor (const TsCarcassonneKind *kind,
                                  guint                    rotation,
                                  guint                    segment,
                                  double                  *x,
                                  double                  *y);
/* A follower (standing, or lying for a farmer), builder or pig centred at (@x, @y), @size
 * high, in @color, with its player's @mark (NULL: none; @widget gives the font) on its body,
 * or beside it in a disc of @color where it would be too small to read on it. */
void ts_carcassonne_paint_figure (GtkSnapshot   *snapshot,
                                  GtkWidget     *widget,
                                  guint          figure,
                                  gboolean       lying,
                                  float          x,
                                  float          y,
                                  float          size,
                                  const GdkRGBA *color,
                                  const char    *mark);
/* How far from its centre a figure @size high with a mark may draw (its mark's disc beside
 * it included). */
double ts_carcassonne_paint_figure_reach (double size);

/**
 * TsCarcassonneTilePicture:
 *
 * One tile kind drawn at its size request (default 48 px), for the palette and lists.
 */
#define TS_TYPE_CARCASSONNE_TILE_PICTURE (ts_carcassonne_tile_picture_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneTilePicture, ts_carcassonne_tile_picture, TS,
                      CARCASSONNE_TILE_PICTURE, GtkWidget)

GtkWidget *ts_carcassonne_tile_picture_new (const TsCarcassonneKind *kind,
                                            guint                    rotation,
                                            int                      size);
void ts_carcassonne_tile_picture_set_kind (TsCarcassonneTilePicture *self,
                                           const TsCarcassonneKind  *kind,
                                           guint                     rotation);

G_END_DECLS
