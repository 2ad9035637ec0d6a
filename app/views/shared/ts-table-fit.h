/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsTableFit:
 *
 * A bin for the table's display (issue 53): its child's type (and whatever the child's CSS
 * sizes in em) as large as its allocation allows, from a TV across the room to an 800x480
 * screen. Its own minimum size is 0: a window holding it can be made as small as the user
 * wants, and the type gets smaller instead. The child's base font size is set on it (a
 * style provider of its own); everything in it is sized relative to that.
 *
 * It is "wide" while its allocation is landscape enough for two columns side by side; the
 * display reflows then (notify::wide).
 */
#define TS_TYPE_TABLE_FIT (ts_table_fit_get_type ())
G_DECLARE_FINAL_TYPE (TsTableFit, ts_table_fit, TS, TABLE_FIT, GtkWidget)

GtkWidget *ts_table_fit_new (void);
void ts_table_fit_set_child (TsTableFit *self,
                             GtkWidget  *child);
/* The child's base font size now, in logical pixels. */
double ts_table_fit_get_font_size (TsTableFit *self);
gboolean ts_table_fit_get_wide (TsTableFit *self);
/* What the child shows changed (more lines, longer words): the type is chosen again. */
void ts_table_fit_refit (TsTableFit *self);

G_END_DECLS
