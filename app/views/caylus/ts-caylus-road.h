/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsCaylusRoad: holds the Road's cards in reading order, each at its minimum width, wrapping
 * onto a new line when the next one does not fit; every child is as tall as its line. Unlike
 * GtkFlowBox it keeps no columns, so a slim child (the Provost's marker) stays slim between
 * two cards. Children are added with gtk_widget_set_parent / gtk_widget_insert_after.
 */
#define TS_TYPE_CAYLUS_ROAD (ts_caylus_road_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusRoad, ts_caylus_road, TS, CAYLUS_ROAD, GtkWidget)

GtkWidget *ts_caylus_road_new (int column_spacing,
                               int row_spacing);

G_END_DECLS
