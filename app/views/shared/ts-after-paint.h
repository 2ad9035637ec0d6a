/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*TsAfterPaintFunc) (GtkWidget *widget);

void ts_after_paint (GtkWidget        *widget,
                     TsAfterPaintFunc  func);
void ts_after_paint_cancel (GtkWidget *widget);
gboolean ts_after_paint_pending (GtkWidget *widget);
gboolean ts_after_paint_window_painted (GtkWidget *widget);

G_END_DECLS
