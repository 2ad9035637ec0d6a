/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303's engine, its face: every room's header, from the ground up. The model, the
 * views, the CLI, the tests and the benchmarks include this one. */
#include "ts-caylus-data.h"
#include "ts-caylus-state.h"
#include "ts-caylus-rules.h"
#include "ts-caylus-score.h"
#include "ts-caylus-text.h"
#include "ts-caylus-play.h"
#include "ts-caylus-sheet.h"
#include "ts-caylus-table.h"
#include "ts-caylus-game.h"
