/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsActionRow: an AdwActionRow whose title and subtitle are measured for their width
 * without a height. libadwaita 1.2's row lays them out in a horizontal box, which asks
 * their width for the row's height: GtkLabel answers that, when it wraps (as a row's title
 * and subtitle do), with two binary searches, a dozen layouts of its text. For each row,
 * at every layout after a change. The start page's first frame shaped its rows' texts
 * 4,465 times (issue 29). The row's title box is put in a TsWrapBin, styled as it was;
 * it looks and reads the same (ui test /ui/templates/action-row). Use it wherever an
 * AdwActionRow would do.
 */
#define TS_TYPE_ACTION_ROW (ts_action_row_get_type ())
G_DECLARE_FINAL_TYPE (TsActionRow, ts_action_row, TS, ACTION_ROW, AdwActionRow)

GtkWidget *ts_action_row_new (void);
/* For a row of a list made again at each entry: its title and subtitle ask a least width of
 * TS_WRAP_LEAST_CHARS (ts-wrap-bin.h), not their every character broken apart. */
void ts_action_row_wrap_least (TsActionRow *self);

G_END_DECLS
