/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's table room: what the screens and phones show of the state. */

#include "ts-board-picture.h"
#include "ts-table-facts.h"
#include "ts-table-form.h"
#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* The season's dice or the winter's battle as the players enter them from their phones
 * (TsGameModule.table_form, form_entry; ts-kingsburg-form.c). */
TsTableForm *ts_kingsburg_table_form (gconstpointer state);
JsonNode *ts_kingsburg_form_entry (gconstpointer state, const char *const *values);
/* A copy in which @player chooses before their turn (TsGameModule.ahead_state), or NULL. */
gpointer ts_kingsburg_ahead_state (gconstpointer state, guint player);
/* The King's council for the phones: the 18 advisors and who stands on each, and the advisor
 * an entry acts on (TsGameModule.board_picture, entry_spot; ts-kingsburg-picture.c). */
TsBoardPicture *ts_kingsburg_board_picture (gconstpointer state);
char *ts_kingsburg_entry_spot (gconstpointer state, gconstpointer entry);
/* What the table asks about across it (TsGameModule.table_facts,
 * ts-kingsburg-table-facts.c): the Envoy, the enemy, each player's soldiers and buildings. */
GPtrArray *ts_kingsburg_table_facts (gconstpointer state);
/* What @player holds, for their own phone (TsGameModule.holdings, ts-kingsburg-holdings.c):
 * goods, soldiers, buildings, the advisors that helped this season, "+2" tokens and the
 * Envoy. */
void ts_kingsburg_holdings (gconstpointer state, guint player, GPtrArray *facts);

G_END_DECLS
