/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"

G_BEGIN_DECLS

/* The history's correction of a draw: the palette of the kinds left before it, its search
 * line filled in with the tile drawn; another kind drawn there (or, for the builder's second
 * tile, No Second Tile) is the corrected entry. The players' decisions are corrected by the
 * history itself, among the legal entries. */
extern const TsCorrectionForms ts_carcassonne_corrections;

G_END_DECLS
