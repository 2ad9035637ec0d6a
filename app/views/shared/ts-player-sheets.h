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
 * A sheet is made as a @sheet_type and put at its player's index in @sheets (which the
 * page keeps; it holds NULL until then, and the page updates only the sheets made). @ready
 * then connects it and brings it up to date with the match.
 */
typedef void (*TsPlayerSheetsReady) (GtkWidget *sheet,
                                     guint      player,
                                     gpointer   user_data);

/* @names: the first player's name, the next one @name_size bytes further (a state's
 * `char names[N][32]`). */
void ts_player_sheets_fill (GtkStack            *stack,
                            GPtrArray           *sheets,
                            GType                sheet_type,
                            const char          *names,
                            gsize                name_size,
                            guint                n_players,
                            TsPlayerSheetsReady  ready,
                            gpointer             user_data);
/* Makes the sheet of the page the stack shows now, if not made yet: a page about to be shown
 * calls it once it has picked that page, so that the window sizes itself with the sheet in
 * it rather than again once it is mapped (issue 56). */
void ts_player_sheets_make_shown (GtkStack *stack);
/* The stack's page of @player's sheet, to show (made or not). */
GtkWidget *ts_player_sheets_get_page (GtkStack *stack,
                                      guint     player);

G_END_DECLS
