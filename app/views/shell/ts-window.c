/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-views.h"
#include "ts-lazy-menu.h"
#include "ts-match-prefetch.h"
#include "ts-record-info.h"
#include "ts-application.h"
#include "ts-frame-pool.h"
#include "ts-page-host.h"
#include "ts-players-window.h"
#include "ts-start-page.h"
#include "ts-stats-page.h"
#include "ts-help.h"
#include "ts-window-private.h"

static void ts_window_page_host_init (TsPageHostInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW,
                               G_IMPLEMENT_INTERFACE (TS_TYPE_PAGE_HOST, ts_window_page_host_init))

TsWindow *
ts_window_new (TsApplication *application)
{
  return g_object_new (TS_TYPE_WINDOW, "application", application, NULL);
}

static void
show_error (TsWindow   *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ts_window_open_file (TsWindow *self,
                     GFile    *file)
{
  g_autoptr(TsRecordInfo) record = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_autoptr(TsMatch) match = NULL;

  /* A game's record, the usual case, is read and replayed once, by the match (the saved game's
   * summary, read first, cost as much again before the first frame; issue 56). Anything else,
   * a score sheet or a file that cannot be opened, is read as below. */
  match = ts_match_prefetch_take (file);
  if (match == NULL)
    match = ts_match_open (file, FALSE, NULL, NULL);
  if (match != NULL && ts_game_views_lookup (ts_match_get_game_id (match)) != NULL)
    {
      ts_window_show_match (self, match);
      return;
    }
  g_clear_object (&match);
  record = ts_record_info_load (file, NULL, &error);
  if (record != NULL && ts_record_info_get_kind (record) == TS_RECORD_INFO_SHEET)
    {
      /* A scored sheet from Saved Games (or named on the command line) opens in its window. */
      const TsGameView *view = ts_game_views_lookup (ts_record_info_get_game_id (record));

      if (view != NULL && ts_game_view_open_score_sheet (view, GTK_WINDOW (self), file, &error))
        return;
      if (error == NULL)
        g_set_error (&error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                     /* Translators: %s is a game. */
                     _("This version of Tableside cannot show score sheets of %s."),
                     ts_record_info_get_game_name (record));
      show_error (self, _("Cannot Open Game"), error->message);
      return;
    }
  if (record != NULL)
    match = ts_game_views_load (record, &error);
  if (match == NULL)
    {
      show_error (self, _("Cannot Open Game"), error->message);
      return;
    }
  ts_window_show_match (self, match);
}

/* -------------------------------------------------------------------------------------- */
/* The match shown                                                                         */

static void
update_undo_actions (TsWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", self->match == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 self->match != NULL && ts_match_get_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 self->match != NULL && ts_match_get_can_redo (self->match));
}

static void
match_changed_cb (TsMatch  *match,
                  TsWindow *self)
{
  update_undo_actions (self);
  _ts_window_toast_match_changed (self);
}

static void
entries_set_aside_cb (TsMatch         *match,
                      TsMatchSetAside *set_aside,
                      TsWindow        *self)
{
  ts_window_add_undo_toast (self, set_aside->message);
}

/* Issue 43: another computer changed the game's file (a synced folder) while it was open
 * here; the match goes on in a conflict copy beside it. */
static void
file_diverted_cb (TsMatch  *match,
                  GFile    *original,
                  GFile    *copy,
                  TsWindow *self)
{
  g_autofree char *original_name = g_file_get_basename (original);
  g_autofree char *copy_name = g_file_get_basename (copy);
  g_autofree char *original_shown = g_filename_display_name (original_name);
  g_autofree char *copy_shown = g_filename_display_name (copy_name);
  /* Translators: the first %s is a saved game's file name, the second its copy's. */
  g_autofree char *message = g_strdup_printf (_("Another program or computer changed “%s” "
                                                "while it was open here. This game goes on "
                                                "in “%s” beside it: both are kept in Saved "
                                                "Games."),
                                              original_shown, copy_shown);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Game Changed Elsewhere"),
                                              message);

  /* A dialog, not a toast: the game's file is no longer the one it was opened from, which
   * the players must know, and a toast of libadwaita 1.2 cuts a long sentence. */
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
forget_match (TsWindow *self)
{
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  /* A toast's Undo belongs to the match it was made for. */
  _ts_window_toast_match_changed (self);
  if (self->game_page != NULL)
    gtk_stack_remove (self->stack, self->game_page);
  self->game_page = NULL;
}

/* The shortcuts window (Ctrl+?) opens on the section of the game shown, whose name is the
 * game's id (ts-shortcuts-window.ui), or on the general one. */
static void
show_shortcuts_of (TsWindow   *self,
                   const char *game_id)
{
  g_free (self->shortcuts_section);
  self->shortcuts_section = g_strdup (game_id != NULL ? game_id : "shortcuts");
  if (self->shortcuts != NULL)
    g_object_set (self->shortcuts, "section-name", self->shortcuts_section, NULL);
}

/* win.help (F1, issue 55): the guide at what is shown: a game's page says which page of it
 * (game.help), the statistics have their own, else its first page. */
static void
help_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  GtkWidget *shown = gtk_stack_get_visible_child (self->stack);

  if (self->game_page != NULL && shown == self->game_page)
    gtk_widget_activate_action (self->game_page, "game.help", NULL);
  else
    ts_help_show (widget, shown != NULL && shown == self->stats_page ? "statistics" : NULL, NULL);
}

/* win.show-help-overlay: made on first use, not with the window. GtkApplication would build
 * gtk/help-overlay.ui for every window before its first frame, a whole shortcuts window
 * (issue 29: it was the largest part of what the start page cost over a bare window). */
static void
show_help_overlay_action_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder
          = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shell/ts-shortcuts-window.ui");

      self->shortcuts = g_object_ref (GTK_WIDGET (gtk_builder_get_object (builder,
                                                                          "help_overlay")));
      /* As the application's help overlay: modal, hidden on close, and its rows read their
       * keys from the application's accelerators. */
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                               GTK_SHORTCUTS_WINDOW (self->shortcuts));
      g_object_set (self->shortcuts, "section-name",
                    self->shortcuts_section != NULL ? self->shortcuts_section : "shortcuts",
                    NULL);
    }
  gtk_window_present (GTK_WINDOW (self->shortcuts));
}

void
ts_window_show_match_now (TsWindow *self,
                          TsMatch  *match)
{
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (match));

  g_return_if_fail (view != NULL);

  forget_match (self);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  g_signal_connect_object (match, "entries-set-aside", G_CALLBACK (entries_set_aside_cb), self,
                           0);
  g_signal_connect_object (match, "file-diverted", G_CALLBACK (file_diverted_cb), self, 0);
  if (self->start_page != NULL)
    ts_start_page_set_listing (self->start_page, FALSE);
  self->game_page = view->create_page (match);
  gtk_stack_add_named (self->stack, self->game_page, "game");
  /* The page puts the focus where the next input goes when it is mapped. A stack that held
   * the focus in its old child would then move it one Tab further: let go of it first. */
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  gtk_stack_set_visible_child (self->stack, self->game_page);
  {
    g_autofree char *title = ts_match_dup_title (match);

    gtk_window_set_title (GTK_WINDOW (self), title);
  }
  show_shortcuts_of (self, ts_match_get_game_id (match));
  update_undo_actions (self);
}

/**
 * ts_window_show_match:
 *
 * Shows @match's page. If the match shown now has entries its file does not hold (its last
 * save failed), asks first (ts_window_confirm_leave()).
 */
void
ts_window_show_match (TsWindow *self,
                      TsMatch  *match)
{
  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (TS_IS_MATCH (match));
  g_return_if_fail (ts_game_views_lookup (ts_match_get_game_id (match)) != NULL);

  if (match == self->match || ts_window_confirm_leave (self, LEAVE_SHOW_MATCH, match))
    ts_window_show_match_now (self, match);
}

TsMatch *
ts_window_get_match (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->match;
}

static void
stats_record_activated_cb (TsStatsPage *page,
                           GFile       *file,
                           TsWindow    *self)
{
  ts_window_open_file (self, file);
}

/* The statistics page (issue 27), made the first time it is asked for: the start page's
 * first frame does not wait for it. It reads the saved games the start page has. */
void
ts_window_show_statistics (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  g_return_if_fail (TS_IS_WINDOW (self));

  if (self->match != NULL)
    return;
  if (self->stats_page == NULL)
    {
      self->stats_page = ts_stats_page_new ();
      g_signal_connect_object (self->stats_page, "record-activated",
                               G_CALLBACK (stats_record_activated_cb), self, 0);
      gtk_stack_add_named (self->stack, self->stats_page, "stats");
    }
  ts_stats_page_set_games (TS_STATS_PAGE (self->stats_page),
                           ts_start_page_get_recent (ts_window_get_start_page (self)),
                           TS_IS_APPLICATION (app)
                               ? ts_application_get_people (TS_APPLICATION (app))
                               : NULL);
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  gtk_stack_set_visible_child (self->stack, self->stats_page);
  ts_start_page_set_listing (ts_window_get_start_page (self), TRUE);
  ts_stats_page_focus (TS_STATS_PAGE (self->stats_page));
  gtk_window_set_title (GTK_WINDOW (self), _("Statistics"));
}

void
ts_window_show_start_now (TsWindow *self)
{
  ts_window_get_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
  forget_match (self);
  gtk_window_set_title (GTK_WINDOW (self), _("Tableside"));
  show_shortcuts_of (self, NULL);
  update_undo_actions (self);
}

/* Back to the games; asks first if the match shown has entries not saved. */
void
ts_window_show_start (TsWindow *self)
{
  g_return_if_fail (TS_IS_WINDOW (self));

  if (ts_window_confirm_leave (self, LEAVE_SHOW_START, NULL))
    ts_window_show_start_now (self);
}

static void
save_as_action_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ts_window_save_as (TS_WINDOW (widget));
}

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _ts_window_undo (TS_WINDOW (widget));
}

static void
redo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _ts_window_redo (TS_WINDOW (widget));
}

static void
show_games_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ts_window_show_start (TS_WINDOW (widget));
}

/* The people who play (issue 27): rename, merge, take apart. */
static void
players_action_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  TsPlayersWindow *players;

  if (!TS_IS_APPLICATION (app))
    return;
  players = ts_players_window_new (ts_application_get_people (TS_APPLICATION (app)),
                                   ts_start_page_get_recent (ts_window_get_start_page (self)));
  gtk_window_set_transient_for (GTK_WINDOW (players), GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (players));
}

static void
statistics_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ts_window_show_statistics (TS_WINDOW (widget));
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      ts_window_open_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
open_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  gtk_file_filter_set_name (filter, _("Tableside records"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");

  /* The native chooser goes through the portal inside Flatpak: no file-system permission. */
  self->chooser = gtk_file_chooser_native_new (_("Open Saved Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
record_activated_cb (TsStartPage  *page,
                     TsRecordInfo *record,
                     TsWindow     *self)
{
  ts_window_open_file (self, ts_record_info_get_file (record));
}

static void
game_activated_cb (TsStartPage *page,
                   const char  *game_id,
                   TsWindow    *self)
{
  const TsGameView *view = ts_game_views_lookup (game_id);

  g_return_if_fail (view != NULL);
  view->new_game (GTK_WINDOW (self));
}

static void
score_sheet_activated_cb (TsStartPage *page,
                          const char  *game_id,
                          TsWindow    *self)
{
  const TsGameView *view = ts_game_views_lookup (game_id);

  g_return_if_fail (view != NULL && ts_game_view_has_sheet (view));
  ts_game_view_score_sheet (view, GTK_WINDOW (self));
}

/**
 * ts_window_get_start_page:
 *
 * The start page, made the first time it is needed: `tableside FILE` shows its game's
 * page first, and the start page's widgets and the reading of the saved games wait until the
 * player goes back to them (issue 29).
 */
TsStartPage *
ts_window_get_start_page (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);

  if (self->start_page == NULL)
    {
      self->start_page = TS_START_PAGE (ts_start_page_new ());
      gtk_widget_set_vexpand (GTK_WIDGET (self->start_page), TRUE);
      g_signal_connect_object (self->start_page, "game-activated",
                               G_CALLBACK (game_activated_cb), self, 0);
      g_signal_connect_object (self->start_page, "record-activated",
                               G_CALLBACK (record_activated_cb), self, 0);
      g_signal_connect_object (self->start_page, "score-sheet-activated",
                               G_CALLBACK (score_sheet_activated_cb), self, 0);
      gtk_box_append (GTK_BOX (self->start_box), GTK_WIDGET (self->start_page));
    }
  return self->start_page;
}

/* Issue 43: another games folder chosen in Preferences; the list shows it at once. */
static void
games_folder_changed_cb (TsWindow *self)
{
  g_autoptr(GFile) dir = ts_record_dir ();

  if (self->start_page == NULL)
    return;
  ts_start_page_set_record_dir (self->start_page, dir);
  if (self->stats_page != NULL && gtk_stack_get_visible_child (self->stack) == self->stats_page)
    ts_start_page_set_listing (self->start_page, TRUE);
}

/* A window shown with its start page makes it now; one opened on a game, when it goes back. */
static void
ts_window_map (GtkWidget *widget)
{
  TsWindow *self = TS_WINDOW (widget);

  if (gtk_stack_get_visible_child (self->stack) == self->start_box)
    ts_window_get_start_page (self);
  ts_frame_pool_keep_soon (widget);
  GTK_WIDGET_CLASS (ts_window_parent_class)->map (widget);
}

static gboolean
ts_window_close_request (GtkWindow *window)
{
  TsWindow *self = TS_WINDOW (window);
  int width = 0;
  int height = 0;
  gboolean maximized = gtk_window_is_maximized (window);

  /* Closing the window or quitting (app.quit closes every window) never drops entries that
   * are not saved without asking. */
  if (!self->leave_confirmed && !ts_window_confirm_leave (self, LEAVE_CLOSE, NULL))
    return TRUE;

  /* The unmaximized size is what comes back after a restart; a maximized window keeps the
   * size it had before it was maximized. */
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  if (!maximized)
    {
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

/* A first run (no size kept yet) on a screen narrower than the default window, or held
 * upright (a tablet, a phone): the window takes the whole screen, as a new user there
 * expects, rather than 1100x720 cut to its width with the page's side panels folded away. */
static gboolean
first_run_on_small_screen (TsWindow *self)
{
  g_autoptr(GVariant) kept = g_settings_get_user_value (self->settings, "window-width");
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  g_autoptr(GdkMonitor) monitor = NULL;
  GdkRectangle geometry;

  if (kept != NULL || g_list_model_get_n_items (monitors) == 0)
    return FALSE;
  monitor = g_list_model_get_item (monitors, 0);
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width < g_settings_get_int (self->settings, "window-width")
         || geometry.height > geometry.width;
}

static void
ts_window_constructed (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  G_OBJECT_CLASS (ts_window_parent_class)->constructed (object);

  self->settings = app != NULL && TS_IS_APPLICATION (app)
                       ? g_object_ref (ts_application_get_settings (TS_APPLICATION (app)))
                       : g_settings_new (APP_ID);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized")
      || first_run_on_small_screen (self))
    gtk_window_maximize (GTK_WINDOW (self));
  /* After the application's own handler, which makes it the games folder (ts_record_dir()). */
  g_signal_connect_object (self->settings, "changed::games-folder",
                           G_CALLBACK (games_folder_changed_cb), self, G_CONNECT_SWAPPED);
  _ts_window_touch_init (self);
}

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->save_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->save_chooser));
  g_clear_object (&self->save_chooser);
  g_clear_object (&self->pending_match);
  /* The application window destroys its help overlay; our reference only kept it. */
  g_clear_object (&self->shortcuts);
  g_clear_pointer (&self->shortcuts_section, g_free);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  self->game_page = NULL;
  _ts_window_toast_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

/* TsPageHost: what the window does for the pages in it (ts-page-host.h). */
static void
ts_window_host_add_toast (TsPageHost *host,
                          const char *message)
{
  ts_window_add_toast (TS_WINDOW (host), message);
}

static void
ts_window_host_add_undo_toast (TsPageHost *host,
                               const char *message)
{
  ts_window_add_undo_toast (TS_WINDOW (host), message);
}

static void
ts_window_host_show_match (TsPageHost *host,
                           TsMatch    *match)
{
  ts_window_show_match (TS_WINDOW (host), match);
}

/* The application's list: one for the whole app. */
static TsPeople *
ts_window_host_get_people (TsPageHost *host)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (host));

  return TS_IS_APPLICATION (app) ? ts_application_get_people (TS_APPLICATION (app)) : NULL;
}

static void
ts_window_page_host_init (TsPageHostInterface *iface)
{
  iface->add_toast = ts_window_host_add_toast;
  iface->add_undo_toast = ts_window_host_add_undo_toast;
  iface->show_match = ts_window_host_show_match;
  iface->get_people = ts_window_host_get_people;
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = ts_window_constructed;
  object_class->dispose = ts_window_dispose;
  widget_class->map = ts_window_map;
  window_class->close_request = ts_window_close_request;

  g_type_ensure (TS_TYPE_LAZY_MENU);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/shell/ts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, start_box);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action_cb);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.show-games", NULL, show_games_action_cb);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action_cb);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action_cb);
  gtk_widget_class_install_action (widget_class, "win.players", NULL, players_action_cb);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action_cb);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action_cb);
}

static void
ts_window_init (TsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_undo_actions (self);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}
