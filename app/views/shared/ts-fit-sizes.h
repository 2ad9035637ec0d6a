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

/* A layout kept on @widget under @key (what it depends on besides the widget's font: the
 * text, the box, the sizes), made for it earlier and not changed since, or NULL: drawing
 * the same text again need not shape it again. A full reference. */
PangoLayout *ts_fit_sizes_lookup_layout (GtkWidget  *widget,
                                         const char *key);
/* Keeps @layout on @widget under @key (a widget's last few dozen layouts). */
void ts_fit_sizes_keep_layout (GtkWidget   *widget,
                               const char  *key,
                               PangoLayout *layout);

/* The widget's font and text resolution as text: what a drawing of its texts depends on.
 * Kept on its Pango context until the context changes; owned there. */
const char *ts_fit_sizes_font_key (GtkWidget *widget);

G_END_DECLS
