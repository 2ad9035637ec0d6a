/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's score room: step 3 after each tile (CA-BSC), the builder's second tile
 * (CA-TBU), the final scoring (CA-BEN, CA-TPG-05, CA-TBE) and the final breakdown. */

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* ts-carcassonne-scoring.c */
/* Step 3 after the figure or the pass: scoring, builders back, the next tile or the end. */
void ts_carcassonne_end_tile (TsCarcassonneState *state);
/* The final scoring (CA-BEN) and the winners; the stage becomes OVER. */
void ts_carcassonne_final_scoring (TsCarcassonneState *state);
/* Passes the turn on, or ends the game when no tile is left. */
void ts_carcassonne_next_turn (TsCarcassonneState *state);

/* ts-carcassonne-breakdown.c */
JsonNode *ts_carcassonne_final_breakdown (gconstpointer state);

G_END_DECLS
