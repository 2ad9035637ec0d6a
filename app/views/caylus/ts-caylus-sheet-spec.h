/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-sheet-window.h"

G_BEGIN_DECLS

/* Caylus 1303's final-scoring sheet in the shared sheet window (issue 58): each player's
 * prestige points and gold after round 9 (ts-caylus-sheet.h). */
extern const TsSheetSpec ts_caylus_sheet_spec;

G_END_DECLS
