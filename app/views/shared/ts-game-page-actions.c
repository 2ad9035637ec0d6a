/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsGamePage's own actions: its three pages (Alt+1/2/3; the History and Scores made when
 * first shown), printing (Ctrl+P), the table display (F5, F11) and the earlier versions. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-page-invite.h"
#include "ts-game-page-private.h"
#include "ts-history.h"
#include "ts-page-host.h"
#include "ts-score-page.h"
#include "ts-versions-window.h"

/* The history and score pages are made when first shown, and are hidden while another page
 * is (issue 29): a saved game opened with its hundreds of entries is not laid out twice
 * more before its first frame, and AdwViewStack, which measures every visible page for every
 * frame, does not lay them out again after each entry at the table. */
void
_ts_game_page_sync_pages (TsGamePage *self)
{
  TsGamePagePrivate *priv = _ts_game_page_get_private (self);
  const char *shown = adw_view_stack_get_visible_child_name (priv->view_stack);
  gboolean history = g_strcmp0 (shown, "history") == 0;
  gboolean scores = g_strcmp0 (shown, "scores") == 0;

  if (history && adw_bin_get_child (priv->history_bin) == NULL)
    adw_bin_set_child (priv->history_bin, ts_history_new (priv->match));
  if (scores && adw_bin_get_child (priv->scores_bin) == NULL)
    adw_bin_set_child (priv->scores_bin, ts_score_page_new (priv->match));
  if (adw_bin_get_child (priv->history_bin) != NULL)
    gtk_widget_set_visible (adw_bin_get_child (priv->history_bin), history);
  if (adw_bin_get_child (priv->scores_bin) != NULL)
    gtk_widget_set_visible (adw_bin_get_child (priv->scores_bin), scores);
}

static void
show_page_action_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TsGamePage *self = TS_GAME_PAGE (widget);
  TsGamePagePrivate *priv = _ts_game_page_get_private (self);
  const char *page = g_str_has_suffix (action_name, "table")     ? "table"
                     : g_str_has_suffix (action_name, "history") ? "history"
                                                                 : "scores";

  adw_view_stack_set_visible_child_name (priv->view_stack, page);
  if (g_strcmp0 (page, "table") == 0)
    ts_game_page_focus_table (self);
  else if (g_strcmp0 (page, "history") == 0
           && TS_IS_HISTORY (adw_bin_get_child (priv->history_bin)))
    ts_history_focus_newest (TS_HISTORY (adw_bin_get_child (priv->history_bin)));
  else
    gtk_widget_child_focus (adw_view_stack_get_visible_child (priv->view_stack),
                            GTK_DIR_TAB_FORWARD);
}

/* Ctrl+P from any page: the score page's own action is out of a shortcut's reach while the
 * page is hidden. */
static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsGamePagePrivate *priv = _ts_game_page_get_private (TS_GAME_PAGE (widget));

  /* The score sheet exists once the final scoring is done; say so rather than do nothing. */
  if (!ts_match_get_finished (priv->match))
    {
      ts_page_host_add_toast (ts_page_host_find (widget),
                              _("The score sheet can be printed once the game is over."));
      return;
    }
  if (adw_bin_get_child (priv->scores_bin) == NULL)
    {
      adw_bin_set_child (priv->scores_bin, ts_score_page_new (priv->match));
      _ts_game_page_sync_pages (TS_GAME_PAGE (widget));
    }
  gtk_widget_activate_action (adw_bin_get_child (priv->scores_bin), "score.print", NULL);
}

/* F5, or the menu's Show to the Table: the table's scoreboard, or the end of it (issue 45). */
static void
show_to_table_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TsGamePagePrivate *priv = _ts_game_page_get_private (TS_GAME_PAGE (widget));
  TsTableDisplay *display;

  if (priv->display != NULL)
    {
      ts_table_display_end (priv->display);
      return;
    }
  display = ts_table_display_new (priv->match);
  g_set_weak_pointer (&priv->display, display);
  ts_table_display_set_seats (display, _ts_game_page_get_seats (widget));
  ts_table_display_show (display, widget);
}

/* F11 on the page: the table display full screen, or back; the keyboard stays here. */
static void
display_fullscreen_action_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TsGamePagePrivate *priv = _ts_game_page_get_private (TS_GAME_PAGE (widget));

  if (priv->display != NULL)
    ts_table_display_toggle_fullscreen (priv->display);
  else
    ts_game_page_show_refusal (TS_GAME_PAGE (widget),
                               _("F11 puts the table display on the whole screen: show it to "
                                 "the table first (F5)."),
                               NULL);
}

/* The menu's Earlier Versions…: the copies kept before a change set entries aside or the
 * record was mended, one restored as an undoable step (issue 51). */
static void
versions_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsGamePagePrivate *priv = _ts_game_page_get_private (TS_GAME_PAGE (widget));

  if (ts_match_get_file (priv->match) == NULL)
    {
      ts_page_host_add_toast (ts_page_host_find (widget),
                              _("This game is not saved yet: it has no earlier versions."));
      return;
    }
  gtk_window_present (ts_versions_window_new (widget, priv->match));
}

void
_ts_game_page_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.show-table", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.show-history", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.show-scores", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.print", NULL, print_action_cb);
  gtk_widget_class_install_action (widget_class, "game.show-to-table", NULL,
                                   show_to_table_action_cb);
  gtk_widget_class_install_action (widget_class, "game.versions", NULL, versions_action_cb);
  gtk_widget_class_install_action (widget_class, "game.display-fullscreen", NULL,
                                   display_fullscreen_action_cb);
}
