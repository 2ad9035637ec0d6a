/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The guide from a game's page (issue 55): "game.why" (the refusal's Why?: the rules of the
 * game shown, at the clause the refusal names) and "game.help" (F1: the rules when a refusal is shown, else the game's page of
 * the guide). ts-game-page.c installs them on its class. */
void _ts_game_page_install_help (GtkWidgetClass *widget_class);

G_END_DECLS
