/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Kingsburg's years and seasons for the shared history's headers and the VP chart's x axis
 * (TsGameSteps): five years of four seasons, Spring to Winter. */
extern const TsGameSteps ts_kingsburg_steps;

G_END_DECLS
