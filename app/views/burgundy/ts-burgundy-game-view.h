/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Castles of Burgundy on the start page and in the window. */
extern const TsGameView ts_burgundy_game_view;

G_END_DECLS
