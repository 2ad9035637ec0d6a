/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-caylus.h"

/* The setup most tests play from: the Worksite's Farm, Road spaces 1..8 (Farm, Sawmill,
 * Quarry, Carpenter, Market, Market, Guild any, Guild stone), the Worksite's Masons'
 * Workshop, the wood Farm on the Road, the Worksite's Church, the Gold Mine on the Road. */
#define CY_TILES                                                                                   \
  "s-farm s-farm s-sawmill s-quarry s-carpenter s-market s-market s-guild-any s-guild-stone "      \
  "w-masons w-farm st-church st-gold-mine"

/* A new game of @n players named Ana, Bruno, Carla, Dora, Eva (seating order) with the
 * options as a JSON object ("{}" or NULL: none). */
TsCaylusState *cy_new_game (guint n, const char *options);
/* The whole setup in one call: the 13 tiles dealt (@tiles as CY_TILES, NULL for CY_TILES),
 * @first the first player, @characters the id of each player's character in seating order
 * then the 3 left on the board ("thief bailiff helper laborer goldsmith" with 2 players);
 * the draft follows the rules' order. Planning of round 1 (or the Early Riser) follows. */
void cy_setup (TsCaylusState *state, const char *tiles, guint first, const char *characters);
/* A new game of @n players set up as above with CY_TILES and the first player 0. */
TsCaylusState *cy_new_setup (guint n, const char *characters);
TsCaylusEntry *cy_parse (const char *json);
/* Applies an entry given as JSON, failing the test with the refusal when it is refused. */
void cy_apply (TsCaylusState *state, const char *json);
/* printf-style cy_apply. */
void cy_applyf (TsCaylusState *state, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Asserts @json is refused with ILLEGAL, changes nothing byte for byte and is not among the
 * legal entries; returns the message. */
char *cy_refuse (TsCaylusState *state, const char *json);
/* Asserts the refusal's whole sentence. */
void cy_assert_refused (TsCaylusState *state, const char *json, const char *sentence);
/* TRUE when @json is among ts_caylus_legal() (player decisions) or ts_caylus_legal_events(). */
gboolean cy_is_legal (const TsCaylusState *state, const char *json);
/* A player's PP, checked against the ledger. */
int cy_pp (const TsCaylusState *state, guint player);
/* The ledger's sum for @player and @resource, checked against the state's count. */
int cy_ledger (const TsCaylusState *state, guint player, TsLedgerResource resource);
/* The spot of "road-3" .. */
guint cy_spot (const TsCaylusState *state, const char *at);
/* Puts tile @id on Road space @space as built by @owner (-1: none) on its @side. */
void cy_put (TsCaylusState *state, guint space, const char *id, int owner, TsCaylusSide side);
/* Every player passes until planning is over (from whoever's turn it is). */
void cy_pass_all (TsCaylusState *state);
/* Sets a player's resources: food, wood, stone, cloth, gold. */
void cy_res (TsCaylusState *state, guint player, guint food, guint wood, guint stone, guint cloth,
             guint gold);
/* Sets a player's workers in supply (through the ledger). */
void cy_workers (TsCaylusState *state, guint player, guint supply);
/* "skip" for whoever decides now. */
void cy_skip (TsCaylusState *state);
/* Skips until the game reaches @stage (the actor's "skip" or "pass" each time). */
void cy_skip_to (TsCaylusState *state, TsCaylusStage stage);
/* "place" and "pass" entries by @player. */
void cy_place (TsCaylusState *state, guint player, const char *at);
void cy_pass (TsCaylusState *state, guint player);
/* The spot at "road-3" .., and the index of tile @id. */
const TsCaylusSpot *cy_spot_at (const TsCaylusState *state, const char *at);
int cy_tile_id (const TsCaylusState *state, const char *id);
/* The building at @at activated now, @player's worker (from the supply) on it deciding. */
void cy_activate (TsCaylusState *s, const char *at, guint player);
/* @player chooses a Benefit in @round, gained while the Fair was activated. */
void cy_benefit (TsCaylusState *s, guint player, guint round);
/* An entry the record format cannot hold but code can make: refused all the same, with
 * @sentence, the state unchanged. */
void cy_refused_entry (TsCaylusState *s, const TsCaylusEntry *e, const char *sentence);
