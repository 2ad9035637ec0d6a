/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's engine, every room's header: what the model, the views, the CLI and the tests
 * include. The rooms, from the ground up: docs/architecture.md, "The engines". */

#include "ts-kingsburg-data.h"
#include "ts-kingsburg-state.h"
#include "ts-kingsburg-rules.h"
#include "ts-kingsburg-score.h"
#include "ts-kingsburg-text.h"
#include "ts-kingsburg-play.h"
#include "ts-kingsburg-sheet.h"
#include "ts-kingsburg-table.h"
#include "ts-kingsburg-game.h"
