/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's rules room: figures and checks that change nothing (costs, dice sums), and
 * the list of legal decisions. */

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* Costs and dice (ts-kingsburg-costs.c) */
/* The cost of @building for @player now, the Crane counted. */
void ts_kingsburg_cost (const TsKingsburgState *state, guint player, guint building,
                        guint8 cost[TS_KINGSBURG_N_GOODS]);
/* Soldiers a recruit costs: 2 goods each, 1 with the Barracks (KB-REC-01, KB-BDG-11). */
guint ts_kingsburg_recruit_price (const TsKingsburgPlayer *p);
guint ts_kingsburg_dice_sum (const TsKingsburgPlayer *p, guint mask);

/* Legal listing (ts-kingsburg-legal.c): every legal player decision now (complete). */
GArray *ts_kingsburg_legal (const TsKingsburgState *state);

G_END_DECLS
