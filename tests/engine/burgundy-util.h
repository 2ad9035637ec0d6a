/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy.h"

/* The shipped data, asserted to load. */
const TsBurgundyData *bt_data (void);
/* Random table events (seeded) on @s up to the first turn. */
void bt_play_to_turn (TsBurgundyState *s, guint seed);
/* Empties the depots, the black depot, the depots' goods and every player's goods and
 * storage (a clean table for a rule's test). */
void bt_clear_table (TsBurgundyState *s);
/* Every hex tile and goods tile of the game accounted for (ts_burgundy_count_components). */
void bt_assert_components (const TsBurgundyState *s);
/* Issue 46: the shields held and the storage size as the engine reads them equal a recount. */
void bt_check_shield_reads (const TsBurgundyState *s);
/* The number of random games of a property test: @n, or TS_PROPERTY_GAMES when lower. */
guint bt_property_games (guint n);

/* A fresh state for @n players on duchy 1, with the given options JSON (or NULL). */
TsBurgundyState *bt_new_game (guint n, const char *options_json);
/* Starting goods, depots and dice drawn at random from @seed, up to the first turn. */
TsBurgundyState *bt_new_game_at_turn (guint n, guint seed);
/* Applies an entry given as JSON, asserting it is accepted. */
void bt_apply_json (TsBurgundyState *state, const char *json);
/* Applies an entry given as JSON, asserting it is refused with ILLEGAL and changes
 * nothing; returns the message (free it). */
char *bt_refuse_json (TsBurgundyState *state, const char *json);
TsBurgundyEntry *bt_parse (const char *json);
/* Puts the state into the current player's turn with dice @a and @b, nothing pending. */
void bt_set_dice (TsBurgundyState *state, guint a, guint b);
int bt_ledger_sum (const TsBurgundyState *state, guint player, TsLedgerResource resource);
/* First empty space of @colour adjacent to a placed tile, with die number @die (0 = any). */
int bt_find_space (const TsBurgundyState *state, guint player, guint colour, guint die);
/* Places @tile directly on @space (no effects), for building positions in tests. */
void bt_put (TsBurgundyState *state, guint player, guint space, guint tile);

/* A state at the first turn of a @n-player game (player 0 to act) with empty depots,
 * no goods anywhere, empty storage and dice @a, @b. */
TsBurgundyState *bt_turn_state (guint n, guint a, guint b);
/* Player @p's duchy space with the given colour and die number adjacent to placed tiles;
 * asserts it exists. */
int bt_space (const TsBurgundyState *state, guint p, guint colour, guint die);

/* bt_apply_json and bt_refuse_json with the JSON built from a printf format. */
void bt_apply_f (TsBurgundyState *s, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
char *bt_refuse_f (TsBurgundyState *s, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* The sum of player @p's ledger lines for @r with cause @cause and, unless @detail < 0, that
 * detail. */
int bt_cause_sum (const TsBurgundyState *s, guint p, TsLedgerResource r, TsBurgundyCause cause,
                  int detail);
/* Ends phase A: the last turn of its last round, ended by the player whose turn it is. */
void bt_end_phase_a (TsBurgundyState *s);
/* The sum of player @player's ledger lines for @r with cause @cause. */
int bt_last_line_sum (const TsBurgundyState *s, guint player, TsLedgerResource r,
                      TsBurgundyCause cause);
