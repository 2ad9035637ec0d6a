/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303's checks and figures that change nothing (the rules room). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* ts-caylus-checks.c */
/* The first empty Road space's spot, or -1 (CY-CON-01). */
int ts_caylus_first_empty (const TsCaylusState *s);
/* @player holds @fixed and @any more resources of their choice besides. */
gboolean ts_caylus_holds (const TsCaylusState *s, guint player, const guint8 *fixed, guint any);
/* TRUE when the Lawyer may put a house on @spot: a starting building of the Road that has
 * none (CY-PRT-02). */
gboolean ts_caylus_lawyer_target (const TsCaylusState *s, guint spot);
/* TRUE when @player can pay the fixed part of @option and its workers out. */
gboolean ts_caylus_option_affordable (const TsCaylusState *s, guint player,
                                      const TsCaylusOption *option);
gboolean ts_caylus_monument_possible (const TsCaylusState *s, guint player);
/* The setup slot the next "deal" fills: its class (start, wood, stone) and whether it is on
 * the Road (@road_space 1..N) or in the Worksite (@road_space 0). */
TsCaylusClass ts_caylus_deal_slot (const TsCaylusState *state, guint *road_space);
/* The Worksite buildings a Benefit may use this round: 1, 2 or 3 (CY-BEN-02..04). */
guint ts_caylus_worksite_reach (const TsCaylusState *state);
/* Players in turn order from the first player (@order of n_players). */
void ts_caylus_turn_order (const TsCaylusState *state, guint8 *order);

/* ts-caylus-batches.c */
/* The batches @player can deliver at most with what they hold. */
guint ts_caylus_max_batches (const TsCaylusState *s, guint player);
/* Delivery: how many of @batches batches made of @pay can hold gold for @player, from @least
 * to @most (CY-DLV-03, CY-CHR-10: without the Helper each gold is in its own batch; with it a
 * batch holds up to 3). */
void ts_caylus_gold_batches_range (const TsCaylusState *state, guint player, guint batches,
                                   const guint8 *pay, guint *least, guint *most);
/* TRUE when the table's way of forming @entry's batches changes its score: the player holds
 * the Goldsmith and the Helper and more than one count of batches with gold is possible. */
gboolean ts_caylus_delivery_split_matters (const TsCaylusState *state, const TsCaylusEntry *entry);
/* One way to form @entry's batches with @gold_batches of them holding gold: @split gets
 * batches × resources amounts (TsCaylusResource order), a batch a row of
 * TS_CAYLUS_N_RESOURCES; FALSE when there is none. */
gboolean ts_caylus_delivery_split_example (const TsCaylusState *state, const TsCaylusEntry *entry,
                                           guint gold_batches, guint8 *split);

G_END_DECLS
