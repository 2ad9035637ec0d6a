/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/* Shared look of Castles of Burgundy components: the six colours of spaces and tiles, the
 * hexagon, short tile labels. Every Burgundy widget draws with these so that a castle is the
 * same green on the board, in a duchy and on the score sheet. */

/* The fill of a space or tile of @colour; @dark picks the variant for a dark style. */
void ts_burgundy_paint_colour (TsBurgundyColour colour,
                               gboolean         dark,
                               GdkRGBA         *out);
/* The black depot's tile backs. */
void ts_burgundy_paint_black (gboolean dark,
                              GdkRGBA *out);
/* A text colour readable on ts_burgundy_paint_colour (@colour, @dark). */
void ts_burgundy_paint_ink (TsBurgundyColour colour,
                            gboolean         dark,
                            GdkRGBA         *out);

/* The face of @tile as drawn in a hexagon: its colour, but an inn in wood brown (it has no
 * colour) and a white castle in ivory; @space_colour is used for tiles without a face colour
 * of their own ("unknown"). @ink is a text colour readable on @fill. */
void ts_burgundy_paint_tile (guint    tile,
                             guint    space_colour,
                             gboolean dark,
                             GdkRGBA *fill,
                             GdkRGBA *ink);

/* "cob-castle", "cob-pasture", ... (style.css), for widgets styled by CSS. */
const char *ts_burgundy_paint_css_class (TsBurgundyColour colour);

/* A tile's name as History says it (ts_burgundy_tile_name()), capitalised for a label
 * ("Watchtower", "3 cows", "Monastery 17"). Owned by the caller. */
char *ts_burgundy_paint_tile_name (guint tile);
/* The same, fit for a hexagon or a button: monasteries by number ("Mon. 17"), "?" for an
 * unknown tile. Owned by the caller. */
char *ts_burgundy_paint_tile_short (guint tile);

/* A heraldic shield (CB-SHG) with its number, its top centred at (@cx, @top), @height tall,
 * in a fixed red with white ink that reads on every space colour, light and dark. */
void ts_burgundy_paint_shield (GtkSnapshot *snapshot,
                               GtkWidget   *widget,
                               float        cx,
                               float        top,
                               float        height,
                               guint        shield);

/* A hexagon as ts_paint_hex_path() draws it, filled and outlined. */
void ts_burgundy_paint_hex (GtkSnapshot   *snapshot,
                            float          cx,
                            float          cy,
                            float          radius,
                            const GdkRGBA *fill,
                            const GdkRGBA *border,
                            float          border_width);

G_END_DECLS
