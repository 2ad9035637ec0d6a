/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"
#include "ts-burgundy-target-track.h"

G_BEGIN_DECLS

/**
 * TsBurgundySoloBar:
 *
 * The solo game's own line above the player's duchy (CB-SOL): the round of 25 ("Round 7 of
 * 25"), the target track (TsBurgundyTargetTrack) and buying VP for silver (CB-SOL-20): a
 * number up to the silver held and a button, sensitive while the engine allows a purchase.
 * Enter in the number buys.
 */
#define TS_TYPE_BURGUNDY_SOLO_BAR (ts_burgundy_solo_bar_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundySoloBar, ts_burgundy_solo_bar, TS, BURGUNDY_SOLO_BAR, GtkWidget)

GtkWidget *ts_burgundy_solo_bar_new (void);

/* Follows @state's solo player; @color is their CSS colour and @mark their mark, both on
 * their VP marker. */
void ts_burgundy_solo_bar_set_state (TsBurgundySoloBar     *self,
                                     const TsBurgundyState *state,
                                     const char            *color,
                                     const char            *mark);
/* "Round 7 of 25": the round of the whole game, from 1 (CB-SOL-07). */
char *ts_burgundy_solo_round_text (const TsBurgundyState *state);
/* The solo game's result (CB-SOL-24): "Won in round 23: …" or "Lost: …". */
char *ts_burgundy_solo_result_text (const TsBurgundyState *state);

TsBurgundyTargetTrack *ts_burgundy_solo_bar_get_track (TsBurgundySoloBar *self);
GtkLabel *ts_burgundy_solo_bar_get_round_label (TsBurgundySoloBar *self);
GtkSpinButton *ts_burgundy_solo_bar_get_vp_spin (TsBurgundySoloBar *self);
GtkWidget *ts_burgundy_solo_bar_get_buy_button (TsBurgundySoloBar *self);
/* Puts the keyboard on the number of VP to buy; FALSE when none can be bought now. */
gboolean ts_burgundy_solo_bar_focus_buy (TsBurgundySoloBar *self);
/* Emits "submit" with a buy-vp entry of the number shown, as the button does. */
gboolean ts_burgundy_solo_bar_buy (TsBurgundySoloBar *self);

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * of type BUY_VP, valid during the
 *   emission only. */

G_END_DECLS
