/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * The players' sheets of a table page (a duchy, a province), one page of a GtkStack each,
 * titled with the player's name for its switcher. A sheet is made when its page is first
 * shown, and the ones not shown after the page's first frame, one per idle: the table's
 * first frame does not wait for sheets it does not show (issue 29).
 *
 * @make makes player @player's sheet and brings it up to date with the match; the page
 * keeps it to update it later, and until then updates only the sheets made.
 */
typedef GtkWidget *(*TsPlayerSheetsMake) (guint    player,
                                          gpointer user_data);

void ts_player_sheets_fill (GtkStack           *stack,
                            const char *const  *names,
                            guint               n_players,
                            TsPlayerSheetsMake  make,
                            gpointer            user_data);
/* The stack's page of @player's sheet, to show (made or not). */
GtkWidget *ts_player_sheets_get_page (GtkStack *stack,
                                      guint     player);

G_END_DECLS
