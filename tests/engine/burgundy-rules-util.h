/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shorthands shared by the base-rules tests (test-burgundy-rules*.c): tile names and REFUSED. */
#pragma once

#include "burgundy-util.h"

#include <string.h>

#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)
#define T_ANIMAL(s, n) TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_##s, n)
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)

#define REFUSED(s, needle, ...)                                                                    \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_f (s, __VA_ARGS__);                                          \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("refusal “%s” does not mention “%s”", msg_, needle);                                \
  }                                                                                                \
  G_STMT_END
