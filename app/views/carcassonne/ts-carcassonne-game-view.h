/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* Carcassonne on the start page and in the window. */
extern const TsGameView ts_carcassonne_game_view;

G_END_DECLS
