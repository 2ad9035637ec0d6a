/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303 for the screens: the table's form, the board's picture, holdings, table facts
 * (the table room). */
#include "ts-board-picture.h"
#include "ts-caylus-state.h"
#include "ts-table-form.h"

G_BEGIN_DECLS

/* The setup's table events as anyone enters them from a phone (TsGameModule.table_form,
 * form_entry; ts-caylus-form.c). */
TsTableForm *ts_caylus_table_form (gconstpointer state);
JsonNode *ts_caylus_form_entry (gconstpointer state, const char *const *values);
/* A copy in which @player delivers before their turn (TsGameModule.ahead_state), or NULL. */
gpointer ts_caylus_ahead_state (gconstpointer state, guint player);
/* The board's places for the phones, and the place an entry names (TsGameModule.board_picture,
 * entry_spot; ts-caylus-picture.c). */
TsBoardPicture *ts_caylus_board_picture (gconstpointer state);
char *ts_caylus_entry_spot (gconstpointer state, gconstpointer entry);
/* What the table asks about across it (TsGameModule.table_facts, ts-caylus-table-facts.c):
 * the Provost, the Bailiff, Benefits being chosen, each player's gold and batches; and the
 * prestige's secret until the final scoring (TsGameModule.points_secret, CY-SET-14). */
GPtrArray *ts_caylus_table_facts (gconstpointer state);
gboolean ts_caylus_points_secret (gconstpointer state);
/* What @player holds, for their own phone (TsGameModule.holdings, ts-caylus-holdings.c):
 * resources, workers, houses, characters, buildings; prestige only once it is not secret. */
void ts_caylus_holdings (gconstpointer state, guint player, GPtrArray *facts);

G_END_DECLS
