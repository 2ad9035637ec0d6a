/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303 as a game: its random play (the game room; the module is ts-caylus-module.c). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* Random table events and decisions for property tests and benchmarks
 * (ts-caylus-random.c): a random legal table event or player decision. */
gboolean ts_caylus_random_entry (const TsCaylusState *state, GRand *rand, TsCaylusEntry *entry);

G_END_DECLS
