/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "burgundy/ts-burgundy-data.h"

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

/* "cob-castle", "cob-pasture", ... (style.css), for widgets styled by CSS. */
const char *ts_burgundy_paint_css_class (TsBurgundyColour colour);

/* A short translated label for a tile face, fit for a hexagon or a button ("Castle",
 * "Cows 3", "Mon. 17", "?" for an unknown tile). Owned by the caller. */
char *ts_burgundy_paint_tile_short (guint tile);

/* A hexagon as ts_paint_hex_path() draws it, filled and outlined. */
void ts_burgundy_paint_hex (GtkSnapshot   *snapshot,
                            float          cx,
                            float          cy,
                            float          radius,
                            const GdkRGBA *fill,
                            const GdkRGBA *border,
                            float          border_width);

G_END_DECLS
