/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Helpers of the extra tiles, white castles and inns tests (issue 14). */

#include "burgundy-util.h"

#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_CRANE TS_BURGUNDY_TILE_CRANE
#define T_GEESE TS_BURGUNDY_TILE_GEESE
#define T_WHITE TS_BURGUNDY_TILE_WHITE_CASTLE
#define T_INN TS_BURGUNDY_TILE_INN
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)
#define T_ANIMAL(s, n) TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_##s, n)
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)

#define ALL_MODULES "{\"extra-tiles\":true,\"white-castles\":true,\"inns\":true}"

/* A new game of @n players on duchy @duchy with the options JSON @options (or NULL). */
TsBurgundyState *xt_game (guint n, const char *options, const char *duchy);
/* That game at player 0's first turn: depots, black depot, goods and storage empty, dice @a
 * and @b, the white die @white, no inn beside the black depot. */
TsBurgundyState *xt_turn (guint n, const char *options, const char *duchy, guint a, guint b,
                          guint white);
/* Applies @e, asserting it is refused with ILLEGAL and changes nothing; asserts the whole
 * message. */
void xt_refuse (TsBurgundyState *s, const TsBurgundyEntry *e, const char *message);
/* As xt_refuse, for an entry in JSON. */
void xt_refuse_json (TsBurgundyState *s, const char *json, const char *message);
/* The VP of player @p's ledger lines with @cause (and @detail, or any with -1). */
int xt_vp_of (const TsBurgundyState *s, guint p, TsBurgundyCause cause, int detail);
/* The pending effect on top, or -1. */
int xt_top (const TsBurgundyState *s);
