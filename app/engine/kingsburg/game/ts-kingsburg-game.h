/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's game room: random decisions for the property tests (the module itself is
 * listed in ts-games.c). */

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* Random table events and decisions for property tests (ts-kingsburg-random.c). */
gboolean ts_kingsburg_random_entry (const TsKingsburgState *state, GRand *rand,
                                    TsKingsburgEntry *entry);

G_END_DECLS
