/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's game room: random decisions for the property tests and the benchmarks (the
 * module itself is listed in ts-games.c). */

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* Random table events and decisions for property tests and benchmarks
 * (ts-carcassonne-random.c): a draw of a kind left, or a random legal decision. */
gboolean ts_carcassonne_random_entry (const TsCarcassonneState *state, GRand *rand,
                                      TsCarcassonneEntry *entry);

G_END_DECLS
