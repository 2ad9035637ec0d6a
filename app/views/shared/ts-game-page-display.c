/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-page-display.h"
#include "ts-game-page.h"
#include "ts-table-display.h"

/* Shift+F5 on the page, which keeps the keyboard: the display's If It Ended Now; said why
 * when there is no display, or when the table plays without aids. */
static void
display_ended_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TsGamePage *self = TS_GAME_PAGE (widget);
  TsTableDisplay *display = ts_game_page_get_table_display (self);

  if (!ts_match_get_aids (ts_game_page_get_match (self)))
    ts_game_page_show_refusal (self,
                               _("This game is played without aids: no screen shows where the "
                                 "players would stand if it ended now."),
                               NULL);
  else if (display == NULL)
    ts_game_page_show_refusal (self,
                               _("Shift+F5 shows on the table display where each player would "
                                 "stand if the game ended now: show it to the table first (F5)."),
                               NULL);
  else
    ts_table_display_toggle_ended (display);
}

void
_ts_game_page_install_display (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.display-ended", NULL,
                                   display_ended_action_cb);
}
