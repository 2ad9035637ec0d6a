/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's solo room: the solo game, on top of the base game: its entries, its
 * phase ends, its words, reached through its part. */

#include "ts-burgundy-modules.h"

G_BEGIN_DECLS

extern const TsBurgundyPart ts_burgundy_solo_part;

/* ts-burgundy-solo-entries.c */
/* The 5-goods exchange is possible now (CB-SOL-14). */
gboolean ts_burgundy_solo_exchange_possible (const TsBurgundyState *state);

/* The solo entries (solo-remove, solo-exchange, solo-black, buy-vp): check refuses (state
 * untouched), do cannot fail. */
gboolean ts_burgundy_solo_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);

void ts_burgundy_solo_do (TsBurgundyState *state, const TsBurgundyEntry *e);

/* Appends the solo entries legal now (the exchange and black placement while they wait,
 * buy-vp) from @n; returns the new count. */
guint ts_burgundy_solo_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                              guint n);

/* ts-burgundy-solo-text.c */
/* Words: NULL when not a solo matter. */
char *ts_burgundy_solo_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e);

char *ts_burgundy_solo_describe_pending (const TsBurgundyState *state);

/* Random table event for property tests: the solo-remove entry. */
void ts_burgundy_solo_random_remove (const TsBurgundyState *state, TsBurgundyEntry *e);

/* ts-burgundy-solo.c */
/* Setup: reads "solo", "solo-target" and "solo-colour-areas" into @op and checks the player
 * count (1 with "solo", 2-4 without) and that no other module is on. */
gboolean ts_burgundy_solo_options (TsBurgundyOptions *op, JsonObject *options, guint n_players,
                                   GError **error);

/* After the players are set up (and ts_burgundy_board_check_mode()): the target marker. */
gboolean ts_burgundy_solo_setup (TsBurgundyState *state, GError **error);

/* Hooks of the shared rules. */
void ts_burgundy_solo_vp_gained (TsBurgundyState *state, guint player, int delta);

/* A placement completed the area of @space (@area_done) and/or its colour (@colour_done, only
 * the first time): counts the black tiles to place (CB-SOL-18, CB-DIF-08). */
void ts_burgundy_solo_completed (TsBurgundyState *state, guint player, guint space,
                                 gboolean area_done, gboolean colour_done);

/* CB-SOL-16/17: a monastery scores when placed. */
void ts_burgundy_solo_monastery (TsBurgundyState *state, guint player, guint n);

/* After every applied entry: goods cleared by a ship, then the pending exchange, black-tile
 * placements and free actions; the game won when the 37th space is filled. */
void ts_burgundy_solo_after_entry (TsBurgundyState *state, const TsBurgundyEntry *e);

/* CB-SOL-23: the player orders the free actions for reaching the target and the other
 * (partial) actions. When free actions wait on top and @e is another action, they are set
 * aside for @e (returns how many); ts_burgundy_solo_undefer() puts them back on top. */
guint ts_burgundy_solo_defer (TsBurgundyState *state, const TsBurgundyEntry *e);

void ts_burgundy_solo_undefer (TsBurgundyState *state, guint deferred, gboolean applied);

/* The entries legal past the waiting free actions, appended from @n; returns the new count. */
guint ts_burgundy_solo_legal_deferred (const TsBurgundyState *state, TsBurgundyEntry *out,
                                       guint max, guint n);

/* Whether the turn goes on by itself (VP to buy, a free action set aside). */
gboolean ts_burgundy_solo_turn_goes_on (const TsBurgundyState *state);

/* buy-vp is open now (keeps a turn from ending by itself; at a phase end, while the wait
 * for a purchase is on top). */
gboolean ts_burgundy_solo_can_buy_vp (const TsBurgundyState *state);

/* After each entry, before the phase end goes on: VP scored at a phase end open a wait for a
 * purchase (CB-SOL-20, issue 42). */
void ts_burgundy_solo_phase_end_buy (TsBurgundyState *state, const TsBurgundyEntry *e);

/* CB-SOL-14/18/22 after a tile placed at a phase end: pushed before the phase end goes on
 * (issue 58; nothing under "solo-effects-own-turn"). */
void ts_burgundy_solo_phase_end_due (TsBurgundyState *state, const TsBurgundyEntry *e);

int ts_burgundy_monastery_building (guint monastery);

G_END_DECLS
