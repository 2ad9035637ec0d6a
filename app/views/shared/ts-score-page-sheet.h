/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* The score page's final-scoring sheet (issue 58), for ts-score-page.c: the sheet of
 * @match's game as it stands (TsGameModule.final_sheet), or NULL with why not: the game is
 * not over, its game has no sheet, or this game has none (The Castles of Burgundy's solo and
 * team games, in the module's words). */
JsonNode *ts_score_page_dup_final_sheet (TsMatch *match,
                                         GError **error);

G_END_DECLS
