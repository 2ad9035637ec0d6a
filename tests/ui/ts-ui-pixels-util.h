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

/* The nodes a widget draws, for tests of what GTK's cairo renderer is given. */

/* @widget's node as its window last drew it (through a GtkWidgetPaintable), at its size. */
GskRenderNode *ts_ui_pixels_widget_node (GtkWidget *widget);
/* @widget's own snapshot made again now (its class's snapshot, not GTK's kept node). */
GskRenderNode *ts_ui_pixels_own_node (GtkWidget *widget);
typedef void (*TsUiPixelsNodeFunc) (GskRenderNode *node,
                                    gpointer       data);
/* Calls @func for every node of @type under @node (itself included), looking into
 * containers, transforms, clips, opacities, colour matrices and debug nodes. */
void ts_ui_pixels_each_node (GskRenderNode      *node,
                             GskRenderNodeType   type,
                             TsUiPixelsNodeFunc  func,
                             gpointer            data);
/* The first node of @type under @node (a reference), NULL for none. */
GskRenderNode *ts_ui_pixels_first_node (GskRenderNode     *node,
                                        GskRenderNodeType  type);
/* The first drawing (cairo) node of @widget's own snapshot made again now (a reference):
 * what a drawing cache handed out. */
GskRenderNode *ts_ui_pixels_own_drawing (GtkWidget *widget);
/* How many nodes of @type @widget draws now. */
guint ts_ui_pixels_count_nodes (GtkWidget         *widget,
                                GskRenderNodeType  type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (cairo_surface_t, cairo_surface_destroy)

G_END_DECLS
