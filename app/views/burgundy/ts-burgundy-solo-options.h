/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/* What the solo game waits for that the solo entry asks (CB-SOL). */
typedef enum
{
  TS_BURGUNDY_SOLO_NONE,     /* something else: the other forms */
  TS_BURGUNDY_SOLO_REMOVE,   /* table: the hex tile removed from the white die's depot */
  TS_BURGUNDY_SOLO_EXCHANGE, /* after a ship: 5 goods for a black-depot tile, or decline */
  TS_BURGUNDY_SOLO_BLACK,    /* a colour completed: a black-depot tile placed, or decline */
} TsBurgundySoloMode;

/* One choice of the solo entry's drop-down: the entry it makes (an exchange still without
 * its goods) and its words. */
typedef struct
{
  TsBurgundyEntry entry;
  char *text;
} TsBurgundySoloOption;

/* Which form @state needs, or NONE. No GTK here. */
TsBurgundySoloMode ts_burgundy_solo_form_mode (const TsBurgundyState *state);
/* The choices of @mode in @state, in board order (an array of TsBurgundySoloOption that
 * frees its texts). *@preselect gets the one to offer first: the tile the rules remove
 * (CB-SOL-09/10). */
GArray *ts_burgundy_solo_form_options (const TsBurgundyState *state,
                                       TsBurgundySoloMode     mode,
                                       guint                 *preselect);
/* The stored tiles an exchange may discard to make room: none when the storage has room;
 * their storage spaces in @spaces, their words in the returned array (free it). */
GPtrArray *ts_burgundy_solo_form_discards (const TsBurgundyState *state,
                                           guint8 spaces[TS_BURGUNDY_MAX_STORAGE]);

G_END_DECLS
