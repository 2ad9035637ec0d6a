/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_LAZY_MENU (ts_lazy_menu_get_type ())
G_DECLARE_FINAL_TYPE (TsLazyMenu, ts_lazy_menu, TS, LAZY_MENU, GObject)

void ts_lazy_menu_set_model (GtkMenuButton *button,
                             GMenuModel    *model);

G_END_DECLS
