/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The solo game (CB-SOL-01..25, issue 15): rule helpers the shared rule files call
 * (ts-burgundy-solo.c: setup, the round, the river rule, the VP marker and the end;
 * ts-burgundy-solo-rules.c: the solo entries and their legal list; ts-burgundy-solo-text.c:
 * JSON, words and the result). Included by ts-burgundy-rules.h. Every hook does nothing
 * unless the option "solo" is on. */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

#define TS_BURGUNDY_SOLO_TARGET_MIN 45 /* CB-SOL-25 */
#define TS_BURGUNDY_SOLO_TARGET_MAX 55
#define TS_BURGUNDY_SOLO_TARGET 50     /* CB-SOL-05 */
#define TS_BURGUNDY_SOLO_TARGET_STEP 5 /* CB-SOL-21 */
/* The target never goes below this space (a track has no space 0 to reach). */
#define TS_BURGUNDY_SOLO_TARGET_FLOOR 5
#define TS_BURGUNDY_SOLO_EXCHANGE_GOODS 5 /* CB-SOL-14 */

/* Players whose seats the central board is laid out for: 2 in the solo game (CB-SOL-06,
 * also the sale value, CB-SOL-25 as decided), else the player count. */
static inline guint
ts_burgundy_board_players (const TsBurgundyState *state)
{
  return state->options.solo ? 2 : state->n_players;
}

/* Setup: reads "solo", "solo-target" and "solo-colour-areas" into @op and checks the player
 * count (1 with "solo", 2-4 without) and that no other module is on. */
gboolean ts_burgundy_solo_options (TsBurgundyOptions *op, JsonObject *options, guint n_players,
                                   GError **error);
/* After the players are set up (and ts_burgundy_board_check_mode()): the target marker. */
gboolean ts_burgundy_solo_setup (TsBurgundyState *state, GError **error);

/* The round: after the roll, the hex tile to take out (CB-SOL-09/10). FALSE when every depot
 * is empty; else the depot (1-6) and slot. */
gboolean ts_burgundy_solo_remove_slot (const TsBurgundyState *state, int *depot, int *slot);
void ts_burgundy_solo_rolled (TsBurgundyState *state);

/* CB-SOL-12 as decided: may a tile go into the area of @space (a river space, a space
 * touching a placed ship, or an area that holds a tile already)? */
gboolean ts_burgundy_solo_may_enter (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                     guint space);
gboolean ts_burgundy_solo_river_refusal (const TsBurgundyPlayer *p, guint space, GError **error);

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
/* After round 25 (instead of the final scoring): lost (CB-SOL-24). */
void ts_burgundy_solo_lost (TsBurgundyState *state);
/* buy-vp is open now (keeps a turn from ending by itself; at a phase end, while the wait
 * for a purchase is on top). */
gboolean ts_burgundy_solo_can_buy_vp (const TsBurgundyState *state);
/* After each entry, before the phase end goes on: VP scored at a phase end open a wait for a
 * purchase (CB-SOL-20, issue 42). */
void ts_burgundy_solo_phase_end_buy (TsBurgundyState *state, const TsBurgundyEntry *e);
/* CB-SOL-14/18/22 after a tile placed at a phase end: pushed before the phase end goes on
 * (issue 58; nothing under "solo-effects-own-turn"). */
void ts_burgundy_solo_phase_end_due (TsBurgundyState *state, const TsBurgundyEntry *e);
/* A black-depot tile could go straight onto the duchy now (CB-SOL-18/19). */
gboolean ts_burgundy_solo_black_fits (const TsBurgundyState *state);
/* The black tile waiting on top may be declined (CB-SOL-18: the first one for a completed
 * colour may not while one fits, unless "solo-black-decline"); TRUE when none waits. */
gboolean ts_burgundy_solo_black_may_decline (const TsBurgundyState *state);
gboolean ts_burgundy_solo_check_decline (const TsBurgundyState *state, GError **error);
/* The 5-goods exchange is possible now (CB-SOL-14). */
gboolean ts_burgundy_solo_exchange_possible (const TsBurgundyState *state);

/* The sentence asking to resolve a waiting solo effect first. */
const char *ts_burgundy_solo_pending_sentence (guint pending);

/* The solo entries (solo-remove, solo-exchange, solo-black, buy-vp): check refuses (state
 * untouched), do cannot fail. */
gboolean ts_burgundy_solo_handles (const TsBurgundyEntry *e);
gboolean ts_burgundy_solo_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);
void ts_burgundy_solo_do (TsBurgundyState *state, const TsBurgundyEntry *e);
/* Appends the solo entries legal now (the exchange and black placement while they wait,
 * buy-vp) from @n; returns the new count. */
guint ts_burgundy_solo_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                              guint n);

/* JSON of the solo entries (members in ts-burgundy-entry.h). */
gboolean ts_burgundy_solo_entry_from_json (JsonObject *o, TsBurgundyEntry *e, GError **error);
void ts_burgundy_solo_entry_to_json (JsonBuilder *b, const TsBurgundyEntry *e);
/* Words: NULL when not a solo matter. */
char *ts_burgundy_solo_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e);
char *ts_burgundy_solo_describe_pending (const TsBurgundyState *state);
/* The result (won or lost, the round, the target track), for ts_burgundy_final_breakdown. */
JsonNode *ts_burgundy_solo_breakdown (const TsBurgundyState *state);
/* Random table event for property tests: the solo-remove entry. */
void ts_burgundy_solo_random_remove (const TsBurgundyState *state, TsBurgundyEntry *e);

G_END_DECLS
