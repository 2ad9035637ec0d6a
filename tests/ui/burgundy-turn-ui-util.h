/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "burgundy/ts-burgundy-board-view.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

typedef struct
{
  TsWindow *window;
  TsMatch *match;
  TsBurgundyView *view;
  TsBurgundyTurnPanel *panel;
  TsBurgundyBoardView *board;
} Table;

const TsBurgundyState *bturn_state_of (Table *table);
/* Applies @entry, which must be legal. */
void bturn_apply (Table                 *table,
                  const TsBurgundyEntry *entry);
/* A 4-player table at @width x @height, played by random entries to the first turn of
 * @phase; with @quick the depots are filled as quick mode does: every tile a "?". */
void bturn_table_open (Table   *table,
                       int      width,
                       int      height,
                       guint    phase,
                       gboolean quick,
                       guint    seed);
void bturn_table_close (Table *table);
/* The first row that asks for an identity among which @wanted is, or -1. */
int bturn_unknown_row_with (TsBurgundyTurnPanel *panel,
                            guint                wanted);
