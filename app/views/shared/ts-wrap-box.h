/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsWrapBox: its children in reading order, each at its minimum width, wrapping onto a new
 * line when the next one does not fit; every child is as tall as its line. Unlike GtkFlowBox
 * it keeps no columns, so a slim child (a marker between two cards) stays slim; it stands in
 * for AdwWrapBox, which libadwaita has only from 1.7. Children are added with
 * ts_wrap_box_append() or gtk_widget_set_parent() / gtk_widget_insert_after(), and removed
 * with gtk_widget_unparent().
 */
#define TS_TYPE_WRAP_BOX (ts_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (TsWrapBox, ts_wrap_box, TS, WRAP_BOX, GtkWidget)

GtkWidget *ts_wrap_box_new (int column_spacing,
                            int row_spacing);
void ts_wrap_box_append (TsWrapBox *self,
                         GtkWidget *child);

G_END_DECLS
