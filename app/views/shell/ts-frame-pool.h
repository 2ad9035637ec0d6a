/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean ts_frame_pool_keep      (GtkWidget *window);
void     ts_frame_pool_keep_soon (GtkWidget *window);

G_END_DECLS
