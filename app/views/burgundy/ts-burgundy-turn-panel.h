/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-view.h"
#include "ts-burgundy-tile-picker.h"
#include "ts-burgundy-turn-rows.h"

G_BEGIN_DECLS

/**
 * TsBurgundyTurnPanel:
 *
 * A player's turn: their two dice (pick one), the kinds of action (take, place, sell, take
 * workers, buy) as a row of buttons with how many choices each has, the chosen kind's
 * choices as a list with one row per distinct result and its cost in workers, and End Turn.
 * Pending effects (a ship's goods, a castle's extra action, a building's tile, the city
 * hall) are asked the same way. An unknown ("?") tile is one row; its identity is picked in
 * a second step from a TsBurgundyTilePicker pointing at the tile on the board.
 *
 * Keys in the list: Up/Down and Home/End move, Left/Right go to the previous or next kind,
 * typing finds a row by any word ("3" for depot 3, "ship", "inn", "shield"), Enter chooses.
 * The page adds Ctrl+B (buy), Ctrl+I (the inn), Ctrl+K (a shield) and Ctrl+D (shield 16).
 *
 * The modules' entries (issue 14) are rows too: an inn and workers (monastery 28) under Buy,
 * a shield with doubles or a castle's action (with the workers that make the doubles), a die
 * turned by shield 16, shield 6's player, the crane's building type, a white castle's action
 * with the white die's value (changed by workers), a trade-route bonus tile, and at a phase
 * end the shield tax and the tile of shields 14/15, for the player deciding there.
 *
 * Clicks on the board and the duchy arrive through the *_activated functions: a click that
 * matches one result makes it, several open the picker to say which, none leaves the
 * engine's reason in ts_burgundy_turn_panel_get_error() for the page to show. "choose" hands
 * the chosen entries to the page, which applies them.
 */
#define TS_TYPE_BURGUNDY_TURN_PANEL (ts_burgundy_turn_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyTurnPanel, ts_burgundy_turn_panel, TS, BURGUNDY_TURN_PANEL,
                      GtkWidget)

GtkWidget *ts_burgundy_turn_panel_new (void);

/* The board whose tiles the picker points at (not owned); NULL points it at the list. */
void ts_burgundy_turn_panel_set_board (TsBurgundyTurnPanel *self,
                                       TsBurgundyBoardView *board);
/* Follows @state (copied). Keeps the picked die and kind when they still have choices. */
void ts_burgundy_turn_panel_set_state (TsBurgundyTurnPanel   *self,
                                       const TsBurgundyState *state);
/* The die whose choices are shown (0 or 1), or -1 when both are used. */
int ts_burgundy_turn_panel_get_die (TsBurgundyTurnPanel *self);
gboolean ts_burgundy_turn_panel_select_die (TsBurgundyTurnPanel *self,
                                            int                  die);
/* The kind whose rows the list shows. */
TsBurgundyTurnKind ts_burgundy_turn_panel_get_kind (TsBurgundyTurnPanel *self);
gboolean ts_burgundy_turn_panel_select_kind (TsBurgundyTurnPanel *self,
                                             TsBurgundyTurnKind   kind);
/* The kind's button (tests check it is on screen). */
GtkWidget *ts_burgundy_turn_panel_get_kind_button (TsBurgundyTurnPanel *self,
                                                   TsBurgundyTurnKind   kind);
/* The storage space whose tile is being placed, or -1. */
int ts_burgundy_turn_panel_get_storage (TsBurgundyTurnPanel *self);

/* Whether any legal choice of the state shown is an entry of @type (any die). */
gboolean ts_burgundy_turn_panel_offers (TsBurgundyTurnPanel *self,
                                        TsBurgundyEntryType  type);

/* Legal targets for the picked die: see TsBurgundyBoardView and TsBurgundyPlayerPanel. */
void ts_burgundy_turn_panel_get_lit (TsBurgundyTurnPanel *self,
                                     guint8               board[7],
                                     guint64             *storage,
                                     guint               *goods,
                                     TsBurgundySpaces    *spaces);

void ts_burgundy_turn_panel_slot_activated (TsBurgundyTurnPanel *self,
                                            int                  depot,
                                            int                  slot);
void ts_burgundy_turn_panel_storage_activated (TsBurgundyTurnPanel *self,
                                               int                  storage);
void ts_burgundy_turn_panel_space_activated (TsBurgundyTurnPanel *self,
                                             int                  space);
void ts_burgundy_turn_panel_goods_activated (TsBurgundyTurnPanel *self,
                                             int                  goods);

/* Every row for the picked die, all kinds, in order; the list shows those of the kind. */
guint ts_burgundy_turn_panel_get_n_rows (TsBurgundyTurnPanel *self);
const TsBurgundyTurnRow *ts_burgundy_turn_panel_get_row (TsBurgundyTurnPanel *self,
                                                         guint                index);
/* The rows the list shows now (GtkListBoxRow children of the list, in order). */
GtkListBox *ts_burgundy_turn_panel_get_list (TsBurgundyTurnPanel *self);
/* Chooses row @index as Enter on it does: its kind is shown, and a row with several
 * identities opens the picker instead. */
gboolean ts_burgundy_turn_panel_activate_row (TsBurgundyTurnPanel *self,
                                              guint                index);
/* Shows @kind's rows with the keyboard on the first (Ctrl+B, Ctrl+K, Ctrl+D); FALSE when the
 * kind has no choice now. */
gboolean ts_burgundy_turn_panel_show_kind (TsBurgundyTurnPanel *self,
                                           TsBurgundyTurnKind   kind);
/* Selects row @index of the list (showing its kind) and puts the keyboard on it. */
gboolean ts_burgundy_turn_panel_focus_row (TsBurgundyTurnPanel *self,
                                           guint                index);
/* Ends the turn as the End Turn button does; FALSE when it cannot end now. */
gboolean ts_burgundy_turn_panel_end_turn (TsBurgundyTurnPanel *self);
/* How many rows of the list at least are on screen (3 or more; the page asks for more in a
 * tall window, 3 on a phone). */
void ts_burgundy_turn_panel_set_rows_shown (TsBurgundyTurnPanel *self,
                                            guint                n_rows);
TsBurgundyTilePicker *ts_burgundy_turn_panel_get_picker (TsBurgundyTurnPanel *self);

/* The last refusal in words (NULL: none); the page shows it. */
void ts_burgundy_turn_panel_set_error (TsBurgundyTurnPanel *self,
                                       const char          *message);
const char *ts_burgundy_turn_panel_get_error (TsBurgundyTurnPanel *self);
/* Puts the keyboard focus on the selected (or first) row of the list; on End Turn once both
 * dice are used (only buying is left). */
void ts_burgundy_turn_panel_focus (TsBurgundyTurnPanel *self);

/* Signals:
 *   "choose" (gpointer choice): a const TsBurgundyChoice * to apply, valid during emission.
 *   "lit-changed": the die, the kind or the storage picked changed; the page re-lights its
 *   widgets. */

G_END_DECLS
