/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-caylus.h"

G_BEGIN_DECLS

/**
 * TsCaylusBoard:
 *
 * The board as the table shows it, drawn from a TsCaylusState: the 4 printed buildings, the
 * Guild Bridge with the houses passed onto it in order (and those still below it), the Road's
 * spaces in order (each tile with its name, side, owner's house, the workers on it; empty
 * spaces shown as such; residences and monuments), the Provost standing between two spaces,
 * the Worksite (its 3 setup buildings, which a Benefit may use this round, and the workers on
 * its numbered spaces), the supplies of wood and stone tiles and the monuments left, the
 * characters on the board, the round track (1-9) and who holds the first-player token.
 *
 * Every building is a focusable card. The board is one Tab stop: Tab enters it on the card
 * last focused there (at first the first target, else the Fair), the arrows move between
 * cards (issue 41). Enter or a click on a card emits "spot-activated", a target
 * (ts_caylus_board_set_targets) or not: the page enters there or says why not. The card of
 * @cursor (the building being activated, or the residence offered a monument) is marked. Each
 * card's accessible name says it all in words ("Road space 6: Tailor, Ana's house (red),
 * Bruno's worker (blue); the Provost stands just after it"); uncertain facts are marked as in
 * ts_caylus_tile_facts().
 * Fits 1024×600 (the Road wraps), follows dark mode.
 */
#define TS_TYPE_CAYLUS_BOARD (ts_caylus_board_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusBoard, ts_caylus_board, TS, CAYLUS_BOARD, GtkWidget)

GtkWidget *ts_caylus_board_new (void);
/* @state is copied; @names and @colors (one CSS colour per player) are kept as given (owned
 * by the caller, alive as long as the board shows this state). */
void ts_caylus_board_set_state (TsCaylusBoard       *self,
                                const TsCaylusState *state,
                                const char *const   *colors);
/* @marks: each player's mark (ts_game_page_dup_marks()), shown beside their houses and
 * workers so that their colour is not all that tells them apart; NULL-terminated (copied),
 * or NULL for none. */
void ts_caylus_board_set_marks (TsCaylusBoard     *self,
                                const char *const *marks);
/* The spots (and TS_CAYLUS_AT_WORKSITE) that accept the next entry: highlighted, and the only
 * ones "spot-activated" is emitted for. @n 0 clears. */
void ts_caylus_board_set_targets (TsCaylusBoard *self,
                                  const guint8  *spots,
                                  guint          n);
/* Focuses the first target card (else the cursor's card, else the Fair). */
void ts_caylus_board_focus_target (TsCaylusBoard *self);

/* Signals:
 *   "spot-activated" (guint spot): a card activated (spot index, TS_CAYLUS_AT_WORKSITE for
 *   the Worksite's next free space, or 0x1ff for a card that is no place to go). */

G_END_DECLS
