/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyRouteStrip:
 *
 * A player's trade route as it lies above their duchy (CB-TRD-02/03): its spaces left to
 * right, piece by piece, each with the goods type (die pips) that earns its bonus and the
 * bonus in short; the goods tiles laid so far on theirs, the bonuses they earned ticked, and
 * the space the next sold goods tile goes to ringed. Each space says it all in words in its
 * tooltip and accessible name. Hidden when the player has no route.
 */
#define TS_TYPE_BURGUNDY_ROUTE_STRIP (ts_burgundy_route_strip_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyRouteStrip, ts_burgundy_route_strip, TS, BURGUNDY_ROUTE_STRIP,
                      GtkWidget)

GtkWidget *ts_burgundy_route_strip_new (void);
/* Puts a new strip right above @below, in a column that takes @below's place in its GtkBox;
 * sets *@strip to it. */
void ts_burgundy_route_strip_attach_above (GtkWidget **strip,
                                           GtkWidget  *below);
/* Shows @player's route (NULL: none). */
void ts_burgundy_route_strip_show (TsBurgundyRouteStrip   *self,
                                   const TsBurgundyPlayer *player);
/* The words of space @space as shown (for tests); NULL past the route's end. */
const char *ts_burgundy_route_strip_get_space_text (TsBurgundyRouteStrip *self,
                                                    guint                 space);

G_END_DECLS
