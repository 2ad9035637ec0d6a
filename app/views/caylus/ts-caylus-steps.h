/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Caylus 1303's entries for the shared history's headers and the VP chart's x axis
 * (TsGameSteps): the setup (tiles dealt, first player, characters revealed, the draft), then
 * each of the 9 rounds in its 4 phases (planning, activation, delivery, administration). */
extern const TsGameSteps ts_caylus_steps;

G_END_DECLS
