/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of stats/: the one header the model's room above it (seats/) includes. The
 * statistics and the play for BG Stats. */

#include "ts-bgstats-link.h"
#include "ts-stats.h"
