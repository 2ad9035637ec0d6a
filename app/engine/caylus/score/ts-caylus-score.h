/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303's scoring: the final scoring and the final breakdown (the score room). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* ts-caylus-scoring.c */
/* Step 5 of round 9 (CY-END): 2 PP per gold, the winners; the game is over. */
void ts_caylus_final_scoring (TsCaylusState *s);
/* ts-caylus-breakdown.c */
JsonNode *ts_caylus_final_breakdown (gconstpointer state);

G_END_DECLS
