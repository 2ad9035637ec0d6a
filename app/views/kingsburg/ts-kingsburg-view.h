/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game-page.h"

G_BEGIN_DECLS

/**
 * TsKingsburgView:
 *
 * A Kingsburg match at the table: a #TsGamePage whose Table page shows the calendar, the
 * King's court, the players' province sheets, and the entry for whatever the table enters
 * or decides next. A refusal rings the advisor or building it is about with the style class
 * "kb-refused".
 */
#define TS_TYPE_KINGSBURG_VIEW (ts_kingsburg_view_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgView, ts_kingsburg_view, TS, KINGSBURG_VIEW, TsGamePage)

GtkWidget *ts_kingsburg_view_new (TsMatch *match);

G_END_DECLS
