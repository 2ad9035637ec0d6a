/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-page.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneView:
 *
 * A Carcassonne match at the table (a TsGamePage): the map beside the players' supply, the
 * farms explained and what fits at the map's cursor; below the status line, the form of the
 * stage: the tile palette while the table draws, the map itself while the tile is placed
 * (R turns it, Enter places it), the figures the player may put on it, and the final
 * explanation. F, or the Farms button, shows who holds each field (the page action
 * "game.farms"). Every feature scored during play is outlined on the map in its scorers'
 * colours (the map's own doing); what a scoring or a tile set aside did is said in a toast
 * to undo it.
 */
#define TS_TYPE_CARCASSONNE_VIEW (ts_carcassonne_view_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneView, ts_carcassonne_view, TS, CARCASSONNE_VIEW, TsGamePage)

GtkWidget *ts_carcassonne_view_new (TsMatch *match);
/* The feature outlined in the accent colour (one the farms explanation names), or
 * TS_CARCASSONNE_NO_SEG. */
guint ts_carcassonne_view_get_outline (TsCarcassonneView *self);

G_END_DECLS
