/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's engine, every room's header: what the model, the views, the CLI and the
 * tests include. The rooms, from the ground up: docs/architecture.md, "The engines". */

#include "ts-carcassonne-data.h"
#include "ts-carcassonne-state.h"
#include "ts-carcassonne-rules.h"
#include "ts-carcassonne-score.h"
#include "ts-carcassonne-text.h"
#include "ts-carcassonne-play.h"
#include "ts-carcassonne-sheet.h"
#include "ts-carcassonne-table.h"
#include "ts-carcassonne-game.h"
