/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-kingsburg.h"

/* A new game of @n players named Ann, Brian, Cindy, David, Eve (the rulebook's names, in
 * that initial turn order). */
TsKingsburgState *kt_new_game (guint n);
/* The same game started through the module with the record's "options" given as JSON, as a
 * record is opened; NULL with @error set when the options are refused. */
TsKingsburgState *kt_new_game_options (guint n, const char *options, GError **error);
TsKingsburgEntry *kt_parse (const char *json);
/* TRUE when the entry given as JSON is among ts_kingsburg_legal(). */
gboolean kt_is_legal (const TsKingsburgState *state, const char *json);
/* Applies an entry given as JSON, asserting it is accepted. */
void kt_apply (TsKingsburgState *state, const char *json);
/* Asserts the entry is refused with ILLEGAL and changes nothing; returns the message. */
char *kt_refuse (TsKingsburgState *state, const char *json);
int kt_ledger_sum (const TsKingsburgState *state, guint player, TsLedgerResource resource);
/* Sets a player's goods and buildings directly (a position to test from), outside the
 * ledger. @buildings is a NULL-terminated list of ids. */
void kt_give (TsKingsburgState *state, guint player, guint gold, guint wood, guint stone,
              const char *const *buildings);
/* The rulebook's battle example (KB-BAT-18): Ann, Brian, Cindy and David at the Winter
 * battle of @year with the buildings and soldiers that make 3, 3, 4 and 2 against Goblins
 * with the King's die 1; David has the Crane's VP. */
TsKingsburgState *kt_battle_example (guint year);
/* Passes for whoever must decide until the stage changes from @stage. */
void kt_pass_stage (TsKingsburgState *state, TsKingsburgStage stage);
/* Plays random entries (seeded) until the state reaches @phase of @year with @stage. */
void kt_play_until (TsKingsburgState *state, guint year, guint phase, TsKingsburgStage stage,
                    guint seed);
/* Ends the Winter of @year as if a battle changed nothing, so that year @year + 1 starts
 * with the King's Aid (KB-END-01). */
void kt_end_winter (TsKingsburgState *state, guint year);
/* Ends Summer with no Town Hall to use, so that the King's Envoy is given (phase 5). */
void kt_end_summer (TsKingsburgState *state);
/* Year 1's King's Aid: every player takes @good (KB-AID-04). */
void kt_aid_year1 (TsKingsburgState *state, const char *good);
/* Submits @entry through the Kingsburg module's apply (as the app does) and asserts it is
 * refused with ILLEGAL and leaves the state byte for byte as it was; returns the message. */
char *kt_refuse_entry (TsKingsburgState *state, const TsKingsburgEntry *entry);
/* Passes for whoever must decide until it is @player's turn. */
void kt_pass_until_actor (TsKingsburgState *state, guint player);
/* Plays random legal entries (seeded) until the game is over (KB-END-02). */
void kt_play_to_end (TsKingsburgState *state, guint seed);
