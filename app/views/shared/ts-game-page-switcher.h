/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void ts_game_page_switcher_bar_follow (GtkWidget            *page,
                                       AdwViewSwitcherTitle *title);

G_END_DECLS
