/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's score room: the end of the game and its breakdown. */

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* Scoring (ts-kingsburg-scoring.c) */
void ts_kingsburg_finish (TsKingsburgState *state);
JsonNode *ts_kingsburg_final_breakdown (gconstpointer state);

G_END_DECLS
