/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game-page.h"

G_BEGIN_DECLS

/**
 * TsBurgundyView:
 *
 * A Castles of Burgundy match at the table: a #TsGamePage whose Table page shows the board,
 * the players' duchies, and the entry for whatever the table does next. A refusal marks the
 * board tile, duchy space, storage space or goods stack it is about with the style class
 * "cob-refused".
 */
#define TS_TYPE_BURGUNDY_VIEW (ts_burgundy_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyView, ts_burgundy_view, TS, BURGUNDY_VIEW, TsGamePage)

GtkWidget *ts_burgundy_view_new (TsMatch *match);

G_END_DECLS
