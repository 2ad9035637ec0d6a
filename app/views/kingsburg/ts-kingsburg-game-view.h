/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Kingsburg on the start page and in the window. */
extern const TsGameView ts_kingsburg_game_view;

G_END_DECLS
