/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the shields' tests (test-burgundy-shields*.c, CB-SHG, CB-SHD) share: shorthands, a
 * turn state of a shields game, and shields put on the depots and given to players. */
#pragma once

#include "burgundy-util.h"

#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define START 18 /* the starting castle (CB-SET-08) */

#define REFUSED_AS(s, sentence, json)                                                              \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_json (s, json);                                              \
    g_assert_cmpstr (msg_, ==, sentence);                                                          \
  }                                                                                                \
  G_STMT_END

/* A turn state of a shields game: player 0 to act with dice @a and @b. */
TsBurgundyState *sh_state (guint n, guint a, guint b);
/* Puts shield @shield on slot @slot of depot @depot (1-6). */
void sh_put_on_depot (TsBurgundyState *s, guint depot, guint slot, guint shield);
/* Another castle space of player @p (not the starting one), empty. */
int sh_castle_space (const TsBurgundyState *s, guint p, guint skip);
/* Gives player @p shield @n on a castle (the starting one first, then new castles). */
void sh_give (TsBurgundyState *s, guint p, guint n);
/* Player 0 places the tile of storage space 0 on @space with die 0 (turned to its number). */
void sh_place_stored (TsBurgundyState *s, int space);
