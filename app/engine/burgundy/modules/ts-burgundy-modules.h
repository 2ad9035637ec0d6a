/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's modules room: the 2019 box's modules: their own entries, phases and
 * effects, reached through their parts. */

#include "ts-burgundy-play.h"

G_BEGIN_DECLS

extern const TsBurgundyPart ts_burgundy_shields_part;

extern const TsBurgundyPart ts_burgundy_extras_part;

extern const TsBurgundyPart ts_burgundy_outposts_part;

/* ts-burgundy-extras.c */
/* Setup: module tiles join the stacks and the inns their pile only with their option. */
void ts_burgundy_extras_setup (TsBurgundyState *state);

/* What placing a module tile does (crane, geese, white castle, monastery 27) and the geese's
 * 2 VP for later livestock in their pasture (CB-EXT-05); after the base effects. */
void ts_burgundy_extras_placed (TsBurgundyState *state, guint player, guint space);

void ts_burgundy_extras_do (TsBurgundyState *state, const TsBurgundyEntry *e);

/* How many tiles of face @tile this game holds: the base inventory, the module tiles of the
 * modules on, and the inns (conservation checks). */
guint ts_burgundy_tiles_in_game (const TsBurgundyState *state, guint tile);

/* ts-burgundy-outposts.c */
/* The most outposts one chain of @p's placed tiles joins now, 0-3 (a chain that touches one
 * outpost counts 1). With shield 18 a duchy may hold several chains: the best one counts. */
guint ts_burgundy_outposts_chain (const TsBurgundyState *state, const TsBurgundyPlayer *p);

/* After every placement into @player's duchy (ts_burgundy_effects_placed): scores the phase
 * value when the joined outposts rise to 2 and again to 3, then the large or small bonus
 * for the first and second player to join all three (CB-OUT-02..05). Nothing without the
 * option "outposts". */
void ts_burgundy_outposts_placed (TsBurgundyState *state, guint player);

/* ts-burgundy-routes.c */
/* Trade-route bonus ids ("take-building", ...) and translated words ("+4 workers"). */
const char *ts_burgundy_route_bonus_id (TsBurgundyRouteBonus bonus);

int ts_burgundy_route_bonus_from_id (const char *id);

/* Random setup for property tests: adds a "route" member to each player object of
 * @players (objects with "name") from the known pieces. */
void ts_burgundy_random_routes (JsonArray *players, GRand *rand);

/* Reads data/games/castles-of-burgundy/trade-routes.json ("tableside-burgundy-trade-routes"
 * version 1): 12 pieces with distinct ids, each known one with 3 spaces. @file_name is used
 * in messages only. */
gboolean ts_burgundy_route_pieces_load (TsBurgundyRoutePieces *out, const char *file_name,
                                        GBytes *bytes, GError **error);

/* The shipped pieces, loaded once from the GResource; NULL with @error if broken. */
const TsBurgundyRoutePieces *ts_burgundy_route_pieces_get (GError **error);

const TsBurgundyRoutePiece *ts_burgundy_route_pieces_find (const TsBurgundyRoutePieces *pieces,
                                                           const char *id);

/* The check of one piece as the user entered it from their box (the "trade-routes"
 * component overrides): @id is one of the box's piece ids and @values is
 * {"spaces": [[goods, "bonus-id"], x3]}. Fills @out (may be NULL) with confidence HIGH. */
gboolean ts_burgundy_route_piece_check (const TsBurgundyRoutePieces *box, const char *id,
                                        JsonNode *values, TsBurgundyRoutePiece *out,
                                        GError **error);

/* The same against the shipped box, as the check of the user's corrections file of trade
 * routes (TsComponentCheck). */
gboolean ts_burgundy_route_piece_check_item (const char *id, JsonNode *values, gpointer unused,
                                             GError **error);

/* Puts the user's entry of piece @id into @box (checked as above). */
gboolean ts_burgundy_route_pieces_correct (TsBurgundyRoutePieces *box, const char *id,
                                           JsonNode *values, GError **error);

/* @piece's spaces as the overrides file and the record write them: [[g, "bonus"], ...]. */
JsonNode *ts_burgundy_route_piece_spaces_json (const TsBurgundyRoutePiece *piece);

/* Pieces each player lays: 3 with 4 players, 4 with 3, 5 with 2 (CB-TRD-01). */
guint ts_burgundy_route_pieces_per_player (guint n_players);

/* The record's "route" member of a player for @pieces laid left to right. */
JsonNode *ts_burgundy_route_to_json (const TsBurgundyRoutePiece *const *pieces, guint n);

/* Reads players[@i].route into the state: refused when the module is off, required (with
 * ts_burgundy_route_pieces_per_player() pieces) when it is on. @o may be NULL. */
gboolean ts_burgundy_route_setup (TsBurgundyState *state, guint i, JsonObject *o, GError **error);

/* Goods type and bonus of a route space in words ("goods 4: +4 VP"). */
char *ts_burgundy_route_space_text (const TsBurgundyPlayer *p, guint space);

/* ts-burgundy-shields-entries.c */
/* Entries the shields module decides (its own types, and anything while it waits). */
gboolean ts_burgundy_shields_handles (const TsBurgundyState *state, const TsBurgundyEntry *e);

gboolean ts_burgundy_shields_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                    GError **error);

void ts_burgundy_shields_do (TsBurgundyState *state, const TsBurgundyEntry *e);

/* ts-burgundy-shields-phase.c */
TsBurgundyShieldStep ts_burgundy_shields_step (const TsBurgundyState *state);

/* The tax: @remove (bit per shield number) leave the game, the others are paid for, @workers
 * of it with workers (shield 3), the rest in silver. */
void ts_burgundy_shields_pay (TsBurgundyState *state, guint player, guint32 remove, int workers);

/* After an entry applied; @was_phase_end: the state was in STAGE_PHASE_END before it. */
void ts_burgundy_shields_after_entry (TsBurgundyState *state, gboolean was_phase_end);

/* At a phase end: TRUE while STAGE_PHASE_END waits for a shield holder. */
gboolean ts_burgundy_shields_phase_end (TsBurgundyState *state);

/* Appends the shields module's legal entries from @n; returns the new count. */
guint ts_burgundy_shields_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                                 guint n);

void ts_burgundy_shields_random_setup (const TsBurgundyState *state, GRand *rand,
                                       TsBurgundyEntry *e);

/* ts-burgundy-shields.c */
/* Shield @n's effect in words, translated ("All your pastures count as one for livestock");
 * its end-game VP (12/8/4, CB-SHG-09). */
const char *ts_burgundy_shield_effect (guint shield);

/* Shields (ts-burgundy-shields.c, ts-burgundy-shields-entries.c). */
/* CB-SHG-01: is space @slot (0/1) of depot @depot (0-based) used with this player count? */
gboolean ts_burgundy_shield_slot_used (const TsBurgundyState *state, guint depot, guint slot);

/* Bit n set for each shield n on one of @p's castles. */
guint32 ts_burgundy_shields_held (const TsBurgundyPlayer *p);

void ts_burgundy_shields_refresh (TsBurgundyState *state);

void ts_burgundy_shield_leaves (TsBurgundyState *state, TsBurgundyPlayer *p, guint space);

void ts_burgundy_shields_workers_gained (TsBurgundyState *state, guint player,
                                         TsBurgundyCause cause, int n);

char *ts_burgundy_shields_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e);

G_END_DECLS
