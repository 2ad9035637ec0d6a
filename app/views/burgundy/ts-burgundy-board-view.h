/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyBoardView:
 *
 * The main board as it is on the table: the phase (A-E) with its bonus, the round, the goods
 * left on the round spaces, the six depots with their tiles (by type and identity, "?" for
 * tiles not identified yet) and goods, the black depot, the bonus tiles still on the board,
 * and the bridge order. Depot tiles are buttons: clicking one (or activating it by keyboard)
 * emits "slot-activated". Lit slots are the legal targets of the choice being made.
 */
#define TS_TYPE_BURGUNDY_BOARD_VIEW (ts_burgundy_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardView, ts_burgundy_board_view, TS, BURGUNDY_BOARD_VIEW,
                      GtkWidget)

GtkWidget *ts_burgundy_board_view_new (void);

/* Shows @state; nothing of it is kept after the call. @colors: each player's colour
 * ("#rrggbb") in setup order, for the bridge order; may be NULL. */
void ts_burgundy_board_view_set_state (TsBurgundyBoardView   *self,
                                       const TsBurgundyState *state,
                                       const char *const     *colors);
/* @lit[d]: bit s set when slot s of depot d is a legal target (d = 0 is the black depot,
 * slots 0-7; depots 1-6 have slots 0-3). NULL lights nothing. */
void ts_burgundy_board_view_set_lit (TsBurgundyBoardView *self,
                                     const guint8         lit[7]);

/* The button of slot @slot of depot @depot (0 = black), to focus it (the first lit slot,
 * say) and for tests. Its tooltip and accessible label name the tile ("Depot 3, space 2:
 * monastery 17"); style classes: "cob-lit" when lit, "cob-empty" when used but empty,
 * "cob-unused" (and insensitive) when not used with this player count. NULL when out of
 * range. */
GtkWidget *ts_burgundy_board_view_get_slot_button (TsBurgundyBoardView *self,
                                                   guint                depot,
                                                   guint                slot);

/* Modules (issue 14). The inns beside the black depot (a button, hidden without the inns
 * module, "cob-lit" while buying one is legal); the shield on goods space @space (0-1) of
 * depot @depot (1-6), a focusable drawing named "Depot 2, shield space 1: shield 7" with its
 * effect as the accessible description (hidden when no shield lies there); the box that says
 * the white die's value while a white castle's action waits. */
void ts_burgundy_board_view_set_inns_lit (TsBurgundyBoardView *self,
                                          gboolean             lit);
GtkWidget *ts_burgundy_board_view_get_inns_button (TsBurgundyBoardView *self);
GtkWidget *ts_burgundy_board_view_get_shield (TsBurgundyBoardView *self,
                                              guint                depot,
                                              guint                space);
GtkWidget *ts_burgundy_board_view_get_white_action (TsBurgundyBoardView *self);

/* Signals:
 *   "slot-activated" (int depot, int slot): a tile of a depot (0 = black) was clicked or
 *   activated by keyboard, lit or not.
 *   "inns-activated": the inns' stack was clicked or activated by keyboard. */

G_END_DECLS
