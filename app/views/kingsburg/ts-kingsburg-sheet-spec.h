/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-sheet-window.h"

G_BEGIN_DECLS

/* Kingsburg's final-scoring sheet in the shared sheet window (issue 58): each player's VP on
 * the track after the Winter of year V, goods and province (ts-kingsburg-sheet.h). */
extern const TsSheetSpec ts_kingsburg_sheet_spec;

G_END_DECLS
