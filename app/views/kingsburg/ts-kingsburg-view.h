/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsKingsburgView:
 *
 * A Kingsburg match at the table: a header bar (back to the games, undo and redo, the view
 * switcher) and three pages: Table (the calendar, the King's court, the players' province
 * sheets, and the entry for whatever the table enters or decides next), History and Scores.
 */
#define TS_TYPE_KINGSBURG_VIEW (ts_kingsburg_view_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgView, ts_kingsburg_view, TS, KINGSBURG_VIEW, GtkWidget)

GtkWidget *ts_kingsburg_view_new (TsMatch *match);
TsMatch *ts_kingsburg_view_get_match (TsKingsburgView *self);
/* The refusal shown in place of the status line (NULL: none), and the advisor or building
 * it is about (style class "kb-refused"; NULL: none). The next action clears both. */
const char *ts_kingsburg_view_get_refusal (TsKingsburgView *self);
GtkWidget *ts_kingsburg_view_get_refused_widget (TsKingsburgView *self);
/* The name of the entry form shown ("choices", "roll", "battle", "over"). */
const char *ts_kingsburg_view_get_form (TsKingsburgView *self);

G_END_DECLS
