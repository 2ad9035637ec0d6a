/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a frame costs GTK whatever the page: the floor under ts-bench-view's figures
 * (docs/benchmarks.md, "Table pages"). */

/* The page in @window drawn whole by its renderer into a texture, offscreen, @n times:
 * the drawing alone, without putting the pixels on screen. Milliseconds into @out. */
void ts_bench_floor_offscreen (GtkWidget *window,
                               GArray    *out,
                               guint      n);

/* A bare window of the table pages' size, in which a plain patch of @percent % of its area
 * is painted again, @n times: GTK's cost to put that many pixels on screen here (a surface
 * made for the frame, the X server's copy), whatever draws them. Milliseconds into @out. */
void ts_bench_floor_bare (int     width,
                          int     height,
                          double  percent,
                          GArray *out,
                          guint   n);

G_END_DECLS
