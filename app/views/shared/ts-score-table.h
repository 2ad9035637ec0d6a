/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-score-sheet.h"

G_BEGIN_DECLS

/* The final scoring table on screen, for any game: shared by the score page and Burgundy's
 * final-scoring sheet window so that both show the same table (its rows are
 * ts_score_sheet_dup_rows(), as on the printed sheet).
 *
 * Fills @grid (a GtkGrid with the .score-table style class) from @breakdown, replacing what
 * it held: row 0 names the players in columns 1..n (a swatch of @colors[i] when not NULL, a
 * star for the winner, or for each player sharing the victory); row r + 1 is
 * ts_score_sheet_dup_rows()'s row r, the category in column 0 and player i's value in column
 * i + 1. @colors are palette ids ("red") or "#rrggbb"; @colors may be NULL.
 *
 * When @grid has the style class "narrow" (a phone's width) the players are columns 0..n-1:
 * row 2r + 1 is row r's category across them and row 2r + 2 its values. */
void ts_score_table_fill (GtkGrid         *grid,
                          JsonNode        *breakdown,
                                   const char *const colors[TS_SCORE_MAX_PLAYERS]);
/* The same, with a Why? beside the category of each row whose cause @module names a clause of
 * (TsGameModule.cause_clause): it opens the rule in the user guide (issue 55). */
void ts_score_table_fill_with_rules (GtkGrid            *grid,
                                     JsonNode           *breakdown,
                                     const char *const   colors[TS_SCORE_MAX_PLAYERS],
                                     const TsGameModule *module);

/* Why? for a cause of points (@cause_id changing @resource, @cause_text in words): a small
 * flat button, "Why? — Goods left" to a screen reader and in its tooltip, that opens the
 * rules page of @module at the cause's clause; NULL when @module names none. A finger's size
 * in touch mode (the style class "cause-why"). */
GtkWidget *ts_score_why_button_new (const TsGameModule *module,
                                    const char         *cause_id,
                                    TsLedgerResource    resource,
                                    const char         *cause_text);

/* A small round swatch of @color (a palette id or "#rrggbb"). */
GtkWidget *ts_score_table_swatch_new (const char *color);

G_END_DECLS
