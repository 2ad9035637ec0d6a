/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-caylus.h"

/* A random legal entry (ts_caylus_random_entry); when @golden, three times out of four one
 * that goes after the Helper, the Goldsmith, gold, the Worksite once holding one of them, or
 * a delivery that says how its batches hold gold (and a setup tile that gives gold), when
 * there is one: random players rarely hold both characters with gold to deliver. */
gboolean cy_golden_random_entry (const TsCaylusState *state, gboolean golden, GRand *rand,
                                 TsCaylusEntry *entry);
