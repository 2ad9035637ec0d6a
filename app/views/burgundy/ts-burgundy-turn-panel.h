/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "burgundy/ts-burgundy-choices.h"

G_BEGIN_DECLS

/**
 * TsBurgundyTurnPanel:
 *
 * A player's turn: their two dice (pick one), then what that die can do, as a keyboard-friendly
 * list grouped by action, each with its cost in workers; pending effects (a ship's goods, a
 * castle's extra action, a building's tile, the city hall) are asked in the same list. Clicks
 * on the board and the duchy arrive through the *_activated functions: a click that matches
 * one choice makes it, several open a short list to pick from, none explains why (the
 * engine's sentence). "choose" hands the chosen entries to the page, which applies them.
 */
#define TS_TYPE_BURGUNDY_TURN_PANEL (ts_burgundy_turn_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyTurnPanel, ts_burgundy_turn_panel, TS, BURGUNDY_TURN_PANEL,
                      GtkWidget)

GtkWidget *ts_burgundy_turn_panel_new (void);

/* Follows @state (copied). Keeps the picked die when it is still unused. */
void ts_burgundy_turn_panel_set_state (TsBurgundyTurnPanel   *self,
                                       const TsBurgundyState *state);
/* The die whose choices are shown (0 or 1), or -1 when both are used. */
int ts_burgundy_turn_panel_get_die (TsBurgundyTurnPanel *self);
gboolean ts_burgundy_turn_panel_select_die (TsBurgundyTurnPanel *self,
                                            int                  die);
/* The storage space whose tile is being placed, or -1. */
int ts_burgundy_turn_panel_get_storage (TsBurgundyTurnPanel *self);

/* Legal targets for the picked die: see TsBurgundyBoardView and TsBurgundyPlayerPanel. */
void ts_burgundy_turn_panel_get_lit (TsBurgundyTurnPanel *self,
                                     guint8               board[7],
                                     guint               *storage,
                                     guint               *goods,
                                     guint64             *spaces);

void ts_burgundy_turn_panel_slot_activated (TsBurgundyTurnPanel *self,
                                            int                  depot,
                                            int                  slot);
void ts_burgundy_turn_panel_storage_activated (TsBurgundyTurnPanel *self,
                                               int                  storage);
void ts_burgundy_turn_panel_space_activated (TsBurgundyTurnPanel *self,
                                             int                  space);
void ts_burgundy_turn_panel_goods_activated (TsBurgundyTurnPanel *self,
                                             int                  goods);

/* Makes the choice shown at @index in the list (tests and keyboard activation). */
gboolean ts_burgundy_turn_panel_activate_choice (TsBurgundyTurnPanel *self,
                                                 guint                index);
/* The choices listed now, in list order, and each one's text (for tests). */
guint ts_burgundy_turn_panel_get_n_listed (TsBurgundyTurnPanel *self);
const TsBurgundyChoice *ts_burgundy_turn_panel_get_listed (TsBurgundyTurnPanel *self,
                                                           guint                index,
                                                           const char         **text);

/* Shows a refusal in place; NULL clears it. */
void ts_burgundy_turn_panel_set_error (TsBurgundyTurnPanel *self,
                                       const char          *message);
const char *ts_burgundy_turn_panel_get_error (TsBurgundyTurnPanel *self);
/* Puts the keyboard focus on the list. */
void ts_burgundy_turn_panel_focus (TsBurgundyTurnPanel *self);

/* Signals:
 *   "choose" (gpointer choice): a const TsBurgundyChoice * to apply, valid during emission.
 *   "lit-changed": the die or the storage picked changed; the page re-lights its widgets. */

G_END_DECLS
