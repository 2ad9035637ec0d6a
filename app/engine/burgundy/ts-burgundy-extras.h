/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The four extra tiles, white castles and inns (CB-EXT, CB-MON-27..29, CB-WHC, CB-INN): rule
 * helpers the shared rule files call (ts-burgundy-extras.c). Included by
 * ts-burgundy-rules.h. */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* Setup: module tiles join the stacks and the inns their pile only with their option. */
void ts_burgundy_extras_setup (TsBurgundyState *state);
/* CB-INN-01: an inn comes out beside the black depot when a phase's depots are filled. */
void ts_burgundy_extras_filled (TsBurgundyState *state);
/* Refuses a module tile named on the board (depots filled, an unknown tile identified) when
 * its module is off or the tile never lies in a depot (an inn). */
gboolean ts_burgundy_check_module_tile (const TsBurgundyState *state, guint tile, GError **error);

/* Placement. A tile fits the colour of @space (an inn fits any colour, CB-INN-04). */
gboolean ts_burgundy_tile_fits (const TsBurgundyPlayer *p, guint tile, guint space);
/* CB-INN-05: no inn yet in the area of @space. */
gboolean ts_burgundy_inn_allowed (const TsBurgundyPlayer *p, guint space);
/* CB-INN-07: 1 when the area of @space holds an inn. */
guint ts_burgundy_area_has_inn (const TsBurgundyPlayer *p, guint space);
/* What placing a module tile does (crane, geese, white castle, monastery 27) and the geese's
 * 2 VP for later livestock in their pasture (CB-EXT-05); after the base effects. */
void ts_burgundy_extras_placed (TsBurgundyState *state, guint player, guint space);
/* CB-MON-27: the owner's marker on top of any it shares a bridge space with. */
void ts_burgundy_bridge_on_top (TsBurgundyState *state);
/* The same for whoever came to hold monastery 27 other than by placing it (a team partner,
 * shield 6's owner): at once, or nothing under "monastery-27-lift-at-ship" (CB-MON-27 before
 * issue 26: they waited for the next ship). */
void ts_burgundy_bridge_on_top_held (TsBurgundyState *state);
/* A building's effect when placed (CB-BLD-04..11), also triggered by the crane. */
void ts_burgundy_building_effect (TsBurgundyState *state, guint player, guint building);

/* The white castle's action (CB-WHC-02/03): spend-workers with "die": "white". */
gboolean ts_burgundy_check_spend_white (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                        GError **error);
void ts_burgundy_do_spend_white (TsBurgundyState *state, const TsBurgundyEntry *e);

/* The module entries: buy-inn, buy-workers, crane-effect. check refuses (state untouched),
 * do cannot fail. */
gboolean ts_burgundy_extras_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                   GError **error);
void ts_burgundy_extras_do (TsBurgundyState *state, const TsBurgundyEntry *e);
/* CB-INN-03: the current player may buy an inn now (keeps a turn from ending by itself). */
gboolean ts_burgundy_can_buy_inn (const TsBurgundyState *state);

/* Final scoring: the type each crane counts as (CB-EXT-03), before the monasteries score;
 * and what a scoring monastery counts beyond the base game's tiles (a crane of its type, the
 * geese as a species, white castles for monastery 29). */
void ts_burgundy_crane_choose (TsBurgundyState *state);
int ts_burgundy_extras_monastery_count (const TsBurgundyPlayer *p, guint n);
/* Whether a tile of face @tile lies in @p's duchy. */
gboolean ts_burgundy_has_tile (const TsBurgundyPlayer *p, guint tile);
/* Whether @p's crane counts as a building for end-game monastery @n (CB-EXT-03). */
gboolean ts_burgundy_crane_counts_for (const TsBurgundyPlayer *p, guint n);
/* How many tiles of face @tile this game holds: the base inventory, the module tiles of the
 * modules on, and the inns (conservation checks). */
guint ts_burgundy_tiles_in_game (const TsBurgundyState *state, guint tile);
/* The crane's building type as a tile (a building tile, or the white castle). */
guint ts_burgundy_crane_type_tile (guint building);

G_END_DECLS
