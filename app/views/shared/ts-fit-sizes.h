/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * The font sizes texts were fitted at, for drawings that fit a text in a box by trying
 * sizes from the largest down: each size tried is the text shaped again, and a board's
 * spaces are drawn again after most entries (issue 29). Keyed by the widget's font, the
 * text and the box (@box_w, @box_h) and the size the search starts from (@start).
 * Starting the search at the size found before finds it again in one try.
 */
double ts_fit_sizes_start (GtkWidget  *widget,
                           const char *text,
                           double      box_w,
                           double      box_h,
                           double      start);
void ts_fit_sizes_found (GtkWidget  *widget,
                         const char *text,
                         double      box_w,
                         double      box_h,
                         double      start,
                         double      found);

G_END_DECLS
