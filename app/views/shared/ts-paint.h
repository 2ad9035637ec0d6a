/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Drawing helpers every game's widgets use (the games' own colours stay with each game). */

/* A pointy-top regular hexagon centred on (@cx, @cy) with @radius from centre to corner,
 * added to @cr's path (GTK 4.8 has no GskPath: hexagons are drawn through cairo). */
void ts_paint_hex_path (cairo_t *cr,
                        double   cx,
                        double   cy,
                        double   radius);

/* A player's colour as a filled circle across @width x @height, with a thin grey outline that
 * keeps white visible on light and black on dark backgrounds. */
void ts_paint_swatch (cairo_t       *cr,
                      int            width,
                      int            height,
                      const GdkRGBA *color);
/* The same as a GtkDrawingAreaDrawFunc; @color is a const GdkRGBA *. */
void ts_paint_swatch_draw (GtkDrawingArea *area,
                           cairo_t        *cr,
                           int             width,
                           int             height,
                           gpointer        color);

/* A player's mark (ts_match_player_get_mark(), "A" or "An") centred on (@cx, @cy), in the
 * ink that reads on their colour @fill (ts_player_palette_ink()) and @size pixels high, on
 * whatever @cr drew for the player there: the mark that tells players apart without colour.
 * Draws nothing for a NULL or empty @mark. @widget gives the font; NULL (a sheet drawn for a
 * PDF or PNG) uses cairo's. */
void ts_paint_player_mark (cairo_t       *cr,
                           GtkWidget     *widget,
                           double         cx,
                           double         cy,
                           double         size,
                           const GdkRGBA *fill,
                           const char    *mark);

/* A disc of the player's colour @fill, @radius pixels, centred on (@cx, @cy), with a rim of
 * @rim (NULL: none) @rim_width wide, and their @mark on it (ts_paint_player_mark()): where a
 * player's colour stands alone for them (a marker, a scored feature, a chart's line end). */
void ts_paint_player_disc (cairo_t       *cr,
                           GtkWidget     *widget,
                           double         cx,
                           double         cy,
                           double         radius,
                           const GdkRGBA *fill,
                           const GdkRGBA *rim,
                           double         rim_width,
                           const char    *mark);

/* The font ts_paint_player_mark() draws @mark in at @size: for measuring it beforehand. */
PangoFontDescription *ts_paint_player_mark_font (double      size,
                                                 const char *mark);

/* Fades what @widget drew by @amount (0.5: half way to the window's background), as an
 * opacity would over that background: a veil of the window's background colour over the
 * widget's box. GTK 4.8's cairo renderer draws an opacity through a surface of its own; a
 * veil is one fill. For widgets on the window's background only. */
void ts_paint_fade (GtkWidget   *widget,
                    GtkSnapshot *snapshot,
                    double       amount);

/* The theme's named colour @name (accent_color, window_fg_color …) for @widget, or
 * @fallback (a CSS colour) when the theme has none. */
void ts_paint_lookup_color (GtkWidget  *widget,
                            const char *name,
                            const char *fallback,
                            GdkRGBA    *out);

/* TRUE when @widget is drawn in a dark style (AdwStyleManager). */
gboolean ts_paint_is_dark (GtkWidget *widget);

G_END_DECLS
