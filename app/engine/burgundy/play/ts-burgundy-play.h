/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's play room: carrying out entries: the actions, their effects, the
 * table's own entries (goods, depots, dice), the flow of turns and phases, and what the modules
 * change in them. */

#include "ts-burgundy-text.h"

G_BEGIN_DECLS

/* ts-burgundy-actions-turn.c */
/* The actions of ts-burgundy-actions-turn.c. */
gboolean ts_burgundy_check_sell (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);

void ts_burgundy_do_sell (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_take_workers (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                         GError **error);

void ts_burgundy_do_take_workers (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_spend (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                  GError **error);

void ts_burgundy_do_spend (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_buy (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                GError **error);

void ts_burgundy_do_buy (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_ship (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);

void ts_burgundy_do_ship (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_decline (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                    GError **error);

/* TRUE for an automatic end of turn that only marks where a turn ended by itself. */
gboolean ts_burgundy_end_turn_is_mark (const TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_end_turn (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                     GError **error);

void ts_burgundy_end_turn (TsBurgundyState *state);

/* ts-burgundy-actions.c */
/* Applies or refuses (state untouched) one entry. */
gboolean ts_burgundy_apply (TsBurgundyState *state, const TsBurgundyEntry *entry, GError **error);

void ts_burgundy_start_turn (TsBurgundyState *state);

/* The entry's player is the one who decides now: in their turn, or resolving the effects of
 * a tile placed at a phase end (shields 14/15). */
gboolean ts_burgundy_check_actor (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                  GError **error);

/* Shared by the actions (ts-burgundy-actions.c, ts-burgundy-actions-turn.c): check_* refuse,
 * do_* cannot fail. The sentence asking to resolve waiting effect @pending first. */
const char *ts_burgundy_pending_sentence (guint pending);

/* The clause of the rule of waiting effect @pending (“CB-SHP-01”), for its refusals. */
const char *ts_burgundy_pending_clause (guint pending);

/* Checks that @e->die may pay for this kind of action now; sets *value to the die value or
 * 0 when any value goes (castle, effects). */
gboolean ts_burgundy_check_source (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                   guint allowed_effect, guint *value, GError **error);

void ts_burgundy_use_source (TsBurgundyState *state, const TsBurgundyEntry *e);

/* The identity given for a tile taken from the board, and storing it. */
gboolean ts_burgundy_check_identity (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                     guint on_board, guint back, int colour, GError **error);

void ts_burgundy_store_tile (TsBurgundyState *state, TsBurgundyPlayer *p, const TsBurgundyEntry *e,
                             guint on_board, guint back, int colour);

void ts_burgundy_put_in_storage (TsBurgundyState *state, TsBurgundyPlayer *p,
                                 const TsBurgundyEntry *e, guint tile);

/* Refuses placing @tile on @space of @p where no die matters (occupied, colour, touching,
 * one building type per city), with the sentence; TRUE when it may go there. */
gboolean ts_burgundy_check_space (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                  guint tile, guint space, GError **error);

/* ts-burgundy-effects.c */
/* A building's effect when placed (CB-BLD-04..11), also triggered by the crane. */
void ts_burgundy_building_effect (TsBurgundyState *state, guint player, guint building);

/* Effects of placing a tile and the end of phase and game (ts-burgundy-effects.c). */
/* The size a completed area of @p (the one holding @space) scores as: its size, one more
 * with an inn in it (CB-INN-07) and one more with shield 17 (CB-SHD-17), 8 at most. */
guint ts_burgundy_area_score_size (const TsBurgundyPlayer *p, guint space);

void ts_burgundy_effects_placed (TsBurgundyState *state, guint player, guint space);

void ts_burgundy_end_phase (TsBurgundyState *state);

/* ts-burgundy-extras-play.c */
/* CB-INN-01: an inn comes out beside the black depot when a phase's depots are filled. */
void ts_burgundy_extras_filled (TsBurgundyState *state);

/* Refuses a module tile named on the board (depots filled, an unknown tile identified) when
 * its module is off or the tile never lies in a depot (an inn). */
gboolean ts_burgundy_check_module_tile (const TsBurgundyState *state, guint tile, GError **error);

/* CB-MON-27: the owner's marker on top of any it shares a bridge space with. */
void ts_burgundy_bridge_on_top (TsBurgundyState *state);

/* The same for whoever came to hold monastery 27 other than by placing it (a team partner,
 * shield 6's owner): at once, or nothing under "monastery-27-lift-at-ship" (CB-MON-27 before
 * issue 26: they waited for the next ship). */
void ts_burgundy_bridge_on_top_held (TsBurgundyState *state);

/* The white castle's action (CB-WHC-02/03): spend-workers with "die": "white". */
gboolean ts_burgundy_check_spend_white (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                        GError **error);

void ts_burgundy_do_spend_white (TsBurgundyState *state, const TsBurgundyEntry *e);

/* ts-burgundy-routes-play.c */
/* CB-TRD-03..05: @n goods of type @goods just sold by @player go on the route from
 * route_next, the bonus of each space of the same type given at once (left to right);
 * bonuses that take a tile wait as PENDING_ROUTE_* (leftmost on top), lost when no such
 * tile lies in the numbered depots. Call after the sale's source is used. */
void ts_burgundy_route_lay (TsBurgundyState *state, guint player, guint goods, guint n);

/* The refusal while a route bonus waits ("First take (or decline) …"), the refusal of a tile
 * of the wrong kind, and the pending in words for the entry bar ("Ana: take …"). */
const char *ts_burgundy_route_pending_sentence (guint pending);

const char *ts_burgundy_route_wrong_kind (guint pending);

/* ts-burgundy-shields-play.c */
/* Shield 1: are spaces @a and @b of @p in the same pasture for livestock (CB-SHD-01)? */
gboolean ts_burgundy_same_pasture (const TsBurgundyPlayer *p, guint a, guint b);

gboolean ts_burgundy_shields_sale (TsBurgundyState *state, guint player, guint n);

void ts_burgundy_shield_goods_take (TsBurgundyState *state, TsBurgundyPlayer *p, guint g);

/* ts-burgundy-solo-play.c */
/* The round: after the roll, the hex tile to take out (CB-SOL-09/10). FALSE when every depot
 * is empty; else the depot (1-6) and slot. */
gboolean ts_burgundy_solo_remove_slot (const TsBurgundyState *state, int *depot, int *slot);

void ts_burgundy_solo_rolled (TsBurgundyState *state);

gboolean ts_burgundy_solo_river_refusal (const TsBurgundyPlayer *p, guint space, GError **error);

/* A black-depot tile could go straight onto the duchy now (CB-SOL-18/19). */
gboolean ts_burgundy_solo_black_fits (const TsBurgundyState *state);

/* The black tile waiting on top may be declined (CB-SOL-18: the first one for a completed
 * colour may not while one fits, unless "solo-black-decline"); TRUE when none waits. */
gboolean ts_burgundy_solo_black_may_decline (const TsBurgundyState *state);

gboolean ts_burgundy_solo_check_decline (const TsBurgundyState *state, GError **error);

/* The sentence asking to resolve a waiting solo effect first. */
const char *ts_burgundy_solo_pending_sentence (guint pending);

/* ts-burgundy-table.c */
/* Table events (ts-burgundy-table.c): check_* refuse, do_* cannot fail. */
gboolean ts_burgundy_check_starting_goods (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                           GError **error);

void ts_burgundy_do_starting_goods (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_fill (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);

void ts_burgundy_do_fill (TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_check_roll (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);

void ts_burgundy_do_roll (TsBurgundyState *state, const TsBurgundyEntry *e);

/* ts-burgundy-team-play.c */
/* Copies what the team shares from @from's struct to the partner's (no-op outside the team
 * game). Called after every change a player makes, and for A1/B1 after phase-end income. */
void ts_burgundy_team_sync (TsBurgundyState *state, guint from);

/* The @i-th storage slot a tile goes to when the entry names no kind: the shared ones first
 * (0, 1, then shield 4's 4, 5, ...), then the private 2 and 3; @i itself outside the team game. */
guint ts_burgundy_team_slot_order (const TsBurgundyState *state, guint i);

/* CB-TEM-04: starting goods are entered for A1 and B1 only. */
gboolean ts_burgundy_team_check_starting_goods (const TsBurgundyState *state,
                                                const TsBurgundyEntry *e, GError **error);

G_END_DECLS
