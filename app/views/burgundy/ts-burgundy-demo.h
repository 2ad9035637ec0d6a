/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* A two-player game of Castles of Burgundy played by the engine's random helper (a fixed
 * seed) into phase B, saved as a new game in ts_record_dir (), for a first look at the app
 * (tableside --demo). Every entry in it is legal. */
TsMatch *ts_burgundy_demo_new (GError **error);

G_END_DECLS
