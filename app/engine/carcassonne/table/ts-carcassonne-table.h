/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's table room: aids for the screens: the table form, the board picture, a
 * player's holdings and the table's facts. */

#include "ts-carcassonne-state.h"
#include "ts-board-picture.h"
#include "ts-table-form.h"

G_BEGIN_DECLS

/* What the table asks about across it (TsGameModule.table_facts,
 * ts-carcassonne-table-facts.c): tiles left, goods majorities, each player's followers left. */
GPtrArray *ts_carcassonne_table_facts (gconstpointer state);
/* What @player holds, for their own phone (TsGameModule.holdings,
 * ts-carcassonne-holdings.c): figures left, goods tokens, the last tiles placed. */
void ts_carcassonne_holdings (gconstpointer state, guint player, GPtrArray *facts);
/* The tile drawn as the drawing player enters it from their phone (TsGameModule.table_form,
 * form_entry; ts-carcassonne-form.c). */
TsTableForm *ts_carcassonne_table_form (gconstpointer state);
JsonNode *ts_carcassonne_form_entry (gconstpointer state, const char *const *values);
/* The map for the phones: the tiles placed and the free places the drawn tile fits, and the
 * place an entry acts on (TsGameModule.board_picture, entry_spot; ts-carcassonne-picture.c). */
TsBoardPicture *ts_carcassonne_board_picture (gconstpointer state);
char *ts_carcassonne_entry_spot (gconstpointer state, gconstpointer entry);

G_END_DECLS
