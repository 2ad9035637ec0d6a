/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's engine, every room's header: what the model, the views, the
 * CLI and the tests include. The rooms, from the ground up: docs/architecture.md, "The
 * engines". */

#include "ts-burgundy-data.h"
#include "ts-burgundy-state.h"
#include "ts-burgundy-rules.h"
#include "ts-burgundy-score.h"
#include "ts-burgundy-text.h"
#include "ts-burgundy-play.h"
#include "ts-burgundy-modules.h"
#include "ts-burgundy-solo.h"
#include "ts-burgundy-team.h"
#include "ts-burgundy-sheet.h"
#include "ts-burgundy-table.h"
#include "ts-burgundy-game.h"
