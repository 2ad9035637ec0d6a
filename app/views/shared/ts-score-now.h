/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-score-sheet.h"

G_BEGIN_DECLS

/**
 * TsScoreNow:
 *
 * "If It Ended Now" on the Scores page while a game goes on: the final scoring as if the
 * game ended after its last entry (ts_match_dup_breakdown_now()), in the same table as the
 * final scoring's, each cause with its rule. Hidden when there is nothing to project.
 */
#define TS_TYPE_SCORE_NOW (ts_score_now_get_type ())
G_DECLARE_FINAL_TYPE (TsScoreNow, ts_score_now, TS, SCORE_NOW, GtkWidget)

GtkWidget *ts_score_now_new (void);
/* Shows @breakdown (the final breakdown's shape; NULL hides the section) with @colors
 * (palette hex or NULL) for its players and the rules of @module's causes. */
void ts_score_now_show (TsScoreNow         *self,
                        JsonNode           *breakdown,
                        const char *const   colors[TS_SCORE_MAX_PLAYERS],
                        const TsGameModule *module);
GtkGrid *ts_score_now_get_table (TsScoreNow *self);

/* Player @player's total in @breakdown (the final breakdown's shape): FALSE when it has
 * none. */
gboolean ts_score_breakdown_total (JsonNode *breakdown,
                                   guint     player,
                                   int      *total);

G_END_DECLS
