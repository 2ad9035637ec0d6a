/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The page's keys for its table display that ts-game-page.c does not hold itself:
 * "game.display-ended" (Shift+F5) shows each score there if the game ended now, or not. */
void _ts_game_page_install_display (GtkWidgetClass *widget_class);

G_END_DECLS
