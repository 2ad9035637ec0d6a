/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-burgundy-turn-rows.c (grouping the choices) and ts-burgundy-turn-rows-text.c
 * (their words). */

#include "ts-burgundy.h"
#include "ts-burgundy-turn-rows.h"

G_BEGIN_DECLS

/* The tile on the depot space an entry names (0 when none). */
guint _ts_burgundy_turn_board_tile (const TsBurgundyState *state,
                                    const TsBurgundyEntry *a);
/* A row's text as the turn panel shows it. */
char *_ts_burgundy_turn_row_text (const TsBurgundyState   *state,
                                  const TsBurgundyTurnRow *row);

G_END_DECLS
