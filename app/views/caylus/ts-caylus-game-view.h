/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Caylus 1303 on the start page and in the window. */
extern const TsGameView ts_caylus_game_view;
/* The history's corrections: a table event (a tile dealt, the first player, a character
 * revealed) chosen again among those possible before it. */
extern const TsCorrectionForms ts_caylus_corrections;

G_END_DECLS
