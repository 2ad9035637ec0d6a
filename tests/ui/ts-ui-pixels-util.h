/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a test reads of what is drawn, where a cairo node keeps no text to look at: the
 * players' marks drawn on and beside their pieces. */

/* @node drawn on a transparent @width x @height image surface. */
cairo_surface_t *ts_ui_pixels_of_node (GskRenderNode *node,
                                       int            width,
                                       int            height);
/* What @widget (mapped) draws, at its size, once it has drawn a frame. */
cairo_surface_t *ts_ui_pixels_of_widget (GtkWidget *widget);
/* How many opaque pixels of @surface in the box (@x, @y, @width, @height) are within 40 of
 * the colour @color in each channel. */
guint ts_ui_pixels_count_near (cairo_surface_t *surface,
                               int              x,
                               int              y,
                               int              width,
                               int              height,
                               const char      *color);
gboolean ts_ui_pixels_same (cairo_surface_t *a,
                            cairo_surface_t *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (cairo_surface_t, cairo_surface_destroy)

G_END_DECLS
