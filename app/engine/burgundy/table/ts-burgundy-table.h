/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's table room: aids for the screens: the table form, the board picture,
 * holdings, table facts. */

#include "ts-burgundy-sheet.h"

G_BEGIN_DECLS

/* ts-burgundy-form.c */
/* A round's dice as the players enter them from their phones (TsGameModule.table_form,
 * form_entry; ts-burgundy-form.c). */
TsTableForm *ts_burgundy_table_form (gconstpointer state);

JsonNode *ts_burgundy_form_entry (gconstpointer state, const char *const *values);

/* ts-burgundy-holdings.c */
/* What @player holds, for their own phone (TsGameModule.holdings, ts-burgundy-holdings.c):
 * goods, silver, workers, stored tiles, the duchy's spaces filled, animals and shields. */
void ts_burgundy_holdings (gconstpointer state, guint player, GPtrArray *facts);

/* ts-burgundy-picture.c */
/* The main board's depots for the phones, and the depot an entry takes from
 * (TsGameModule.board_picture, entry_spot; ts-burgundy-picture.c). */
TsBoardPicture *ts_burgundy_board_picture (gconstpointer state);

char *ts_burgundy_entry_spot (gconstpointer state, gconstpointer entry);

/* ts-burgundy-table-facts.c */
/* What the table asks about across it (TsGameModule.table_facts, ts-burgundy-table-facts.c): the
 * turn order, the bonus tiles left, each player's goods to sell and bonus tiles. */
GPtrArray *ts_burgundy_table_facts (gconstpointer state);

G_END_DECLS
