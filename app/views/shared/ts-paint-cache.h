/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * Drawings kept as pictures. GTK's cairo renderer draws a board's spaces again, path by path
 * and text by text, on every frame that repaints them: two boards of some sixty spaces were
 * half of a The Castles of Burgundy entry's painting. A space drawn through
 * ts_paint_cache_snapshot() is drawn once for each look (@key: what it shows, its state),
 * at the widget's size, scale, place on the pixel grid, font and style, and kept as a
 * picture; its frames copy the picture. Each look's drawing is one node, the same in every
 * frame: GTK compares drawings by identity, so a space drawn again as it was is not painted
 * again at all.
 *
 * @key must name everything @draw's picture depends on besides those: a drawing that reads
 * something else would show a stale picture.
 */
typedef void (*TsPaintCacheDraw) (GtkWidget   *widget,
                                  GtkSnapshot *snapshot);

void ts_paint_cache_snapshot (GtkWidget        *widget,
                              GtkSnapshot      *snapshot,
                              const char       *key,
                              TsPaintCacheDraw  draw);

/* How many pictures are kept, and how many at most (the look used longest ago goes), for
 * tests. */
guint ts_paint_cache_count (void);
guint ts_paint_cache_max (void);

G_END_DECLS
