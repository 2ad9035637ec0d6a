/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-seat-server.h"

G_BEGIN_DECLS

/* Invite Phones… of a game's page: "game.invite-phones" opens the TsInviteWindow of the
 * page's one seat server, made on first use; a phone that joins is said in a toast on the
 * page. ts-game-page.c installs the action and ends the sharing when the page goes. */
void _ts_game_page_install_invite (GtkWidgetClass *widget_class);
void _ts_game_page_end_invite (GtkWidget *page);
TsSeatServer *_ts_game_page_get_seats (GtkWidget *page);

G_END_DECLS
