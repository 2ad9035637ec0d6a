/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsBurgundyView:
 *
 * A Castles of Burgundy match at the table: a header bar (back to the games, the match's
 * name, undo and redo, the view switcher), and three pages: Table (the board, the players,
 * and the entry for whatever the table does next), History and Scores.
 */
#define TS_TYPE_BURGUNDY_VIEW (ts_burgundy_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyView, ts_burgundy_view, TS, BURGUNDY_VIEW, GtkWidget)

GtkWidget *ts_burgundy_view_new (TsMatch *match);
TsMatch *ts_burgundy_view_get_match (TsBurgundyView *self);
/* The refusal shown in place of the status line (NULL: none), and the board tile, duchy
 * space, storage space or goods stack highlighted with it (style class "cob-refused"; NULL:
 * none). Both are cleared by the next action. */
const char *ts_burgundy_view_get_refusal (TsBurgundyView *self);
GtkWidget *ts_burgundy_view_get_refused_widget (TsBurgundyView *self);

G_END_DECLS
