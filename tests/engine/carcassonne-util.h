/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne.h"

/* A new game of @n players named Ana, Bruno, Carla, Dora, Eva (in turn order) with the
 * options given as a JSON object ("{}" or NULL: the base game). */
TsCarcassonneState *ct_new_game (guint n, const char *options);
/* Leaves in the box only the tiles listed, as "BASE-U:2 BASE-A:1" (a short game to test the
 * end from); the start tile stays on the map. */
void ct_box (TsCarcassonneState *state, const char *tiles);
TsCarcassonneEntry *ct_parse (const char *json);
/* Applies an entry given as JSON, failing the test with the refusal when it is refused. */
void ct_apply (TsCarcassonneState *state, const char *json);
/* One tile in one call, by whoever's turn it is: the draw of @kind, its placement at (x, y)
 * turned @rotation, then @figure ("follower:city0", "builder:road0", "pig:field1") or the
 * pass when NULL. */
void ct_tile (TsCarcassonneState *state, const char *kind, int x, int y, guint rotation,
              const char *figure);
/* Asserts @json is refused with ILLEGAL, changes nothing byte for byte and is not among the
 * legal entries; returns the message. */
char *ct_refuse (TsCarcassonneState *state, const char *json);
/* The ledger's sum for @player and @resource, checked against the player's own count. */
int ct_ledger (const TsCarcassonneState *state, guint player, TsLedgerResource resource);
/* TRUE when @entry (JSON) is among ts_carcassonne_legal(). */
gboolean ct_is_legal (const TsCarcassonneState *state, const char *json);
/* A player's VP, checked against the ledger. */
int ct_vp (const TsCarcassonneState *state, guint player);
/* The feature of segment @segment ("city0") of the tile at (x, y). */
guint16 ct_feature (const TsCarcassonneState *state, int x, int y, const char *segment);
