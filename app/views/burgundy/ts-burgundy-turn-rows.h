/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/* The kinds of action the turn panel shows at once, in its order. The first five are always
 * shown in a turn; the others only while they have choices. */
typedef enum
{
  TS_BURGUNDY_KIND_TAKE,
  TS_BURGUNDY_KIND_PLACE,
  TS_BURGUNDY_KIND_SELL,
  TS_BURGUNDY_KIND_WORKERS,
  TS_BURGUNDY_KIND_BUY,         /* black depot, an inn, 2 workers for 1 silver (monastery 28) */
  TS_BURGUNDY_KIND_SHIELD,      /* a shield with doubles or a castle's action (CB-SHG-03) */
  TS_BURGUNDY_KIND_SET_DIE,     /* shield 16 turns a die (CB-SHD-16) */
  TS_BURGUNDY_KIND_PLAYER,      /* shield 6's player (CB-SHD-06) */
  TS_BURGUNDY_KIND_SHIP,        /* a ship's goods (pending) */
  TS_BURGUNDY_KIND_CRANE,       /* the crane's building type (pending, CB-EXT-02) */
  TS_BURGUNDY_KIND_TAX,         /* phase end: the shield tax (CB-SHG-07/08) */
  TS_BURGUNDY_KIND_SHIELD_TILE, /* phase end: shield 14 or 15's tile (CB-SHD-14/15) */
  TS_BURGUNDY_KIND_PASS,        /* passing on an effect (pending) */
  TS_BURGUNDY_KIND_END,         /* ending the turn: the panel's button, not a list */
  TS_BURGUNDY_N_KINDS,
} TsBurgundyTurnKind;

/* The player the panel decides for: the one whose turn it is, or at a phase end the one
 * deciding there. */
int ts_burgundy_turn_actor (const TsBurgundyState *state);

/* One row per distinct result: the engine's choices that differ only in which of several
 * identical tiles is taken or placed, or in the identity of an unknown ("?") tile, are one
 * row. @choice is the row's choice; a row with @tiles (2 or more identities, in tile order)
 * needs the identity picked first (ts_burgundy_turn_row_with_tile). */
typedef struct
{
  TsBurgundyTurnKind kind;
  TsBurgundyChoice choice;
  GArray *tiles; /* guint8 tile faces, or NULL */
  char *text;
} TsBurgundyTurnRow;

/* The rows for @die (0 or 1; die-independent choices are always in), sorted by kind, then
 * cost, then depot, space or goods. An array of TsBurgundyTurnRow that frees its rows. */
GArray *ts_burgundy_turn_rows_build (const TsBurgundyState  *state,
                                     const TsBurgundyChoice *choices,
                                     guint                   n_choices,
                                     int                     die);
/* @row's choice with the identity @tile. */
TsBurgundyChoice ts_burgundy_turn_row_with_tile (const TsBurgundyTurnRow *row,
                                                 guint                    tile);
TsBurgundyTurnKind ts_burgundy_turn_kind_of (const TsBurgundyState  *state,
                                             const TsBurgundyChoice *choice);
/* "Take", "Place", ... for the panel's kind buttons. */
const char *ts_burgundy_turn_kind_title (TsBurgundyTurnKind kind);

G_END_DECLS
