/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ts_focus_group_add (GtkWidget *group);

G_END_DECLS
