/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Castles of Burgundy on the start page and in the window. */
extern const TsGameView ts_burgundy_game_view;

/* The hooks of the shared views: correction forms (ts-burgundy-correction.c) and the phases
 * and rounds (ts-burgundy-game-view.c). */
extern const TsCorrectionForms ts_burgundy_corrections;
extern const TsGameSteps ts_burgundy_steps;

G_END_DECLS
