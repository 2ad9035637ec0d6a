/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Helpers of the solo game's tests. No solo board (13A/B) is known: the games use duchy 1's
 * layout entered as a board of kind "solo". Duchy 1: 18 is the start castle; 17 and 19
 * rivers next to it; 24, 29, 33 the 3 mines (one area); 11 a city area of one space; 12 a
 * monastery, 7 and 3 the rest of its area; 23 a city touching river 17; 1, 2, 6 the other
 * castles. */

#include "burgundy-util.h"

#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_DOWN TS_BURGUNDY_TILE_FACE_DOWN
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define T_BUILDING(b) (TS_BURGUNDY_TILE_BUILDING + (b))
#define SOLO "{\"solo\": true}"
#define START 18 /* the start castle of duchy 1 */

/* The player object of a solo game: duchy 1's layout as a board of @kind, its castle on
 * @start (-1: the default). */
JsonNode *solo_player (int start, const char *kind);
/* A new game of @n_players such players with @options_json, or NULL with @error. */
TsBurgundyState *solo_setup (const char *options_json, guint n_players, int start, const char *kind,
                             GError **error);
TsBurgundyState *solo_new (const char *options_json);
/* Random table events (seeded) up to the first turn. */
TsBurgundyState *solo_at_turn (const char *options_json, guint seed);
/* The first turn with empty depots and storage, no goods, dice @a and @b. */
TsBurgundyState *solo_turn (const char *options_json, guint a, guint b);
/* @json is refused, changing nothing, with a sentence holding @fragment. */
void refused_with (TsBurgundyState *s, const char *json, const char *fragment);
void setup_refused (const char *options, guint n, int start, const char *kind,
                    const char *fragment);
/* Puts @tile in storage space @k. */
void store (TsBurgundyState *s, guint k, guint tile);
