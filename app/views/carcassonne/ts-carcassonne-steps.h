/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Carcassonne's tiles for the shared history's headers and the VP chart's x axis
 * (TsGameSteps): a step per tile drawn, in groups of ten. */
extern const TsGameSteps ts_carcassonne_steps;

G_END_DECLS
