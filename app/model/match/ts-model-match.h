/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of match/ (issue 57): the one header the model's rooms above it include. A game
 * being kept: TsMatch and its players. */

#include "ts-match.h"
#include "ts-match-player.h"
#include "ts-match-prefetch.h"
