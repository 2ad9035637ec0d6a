/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-page-invite.h"
#include "ts-game-page.h"
#include "ts-invite-window.h"
#include "ts-page-host.h"

/* What the page keeps while it shares its match (on the page's object data: the page's own
 * struct stays as it is). */
typedef struct
{
  TsSeatServer *server;
  GtkWidget *window; /* weak: the Invite Phones window, while open */
} Invite;

#define INVITE_KEY "ts-game-page-invite"

static void
invite_free (gpointer data)
{
  Invite *invite = data;

  /* The phones stop following the game with its page (the match closed). */
  if (invite->window != NULL)
    gtk_window_destroy (GTK_WINDOW (invite->window));
  g_clear_weak_pointer (&invite->window);
  ts_seat_server_stop (invite->server);
  g_object_unref (invite->server);
  g_free (invite);
}

static void
phone_joined_cb (TsSeatServer *server,
                 guint         seat,
                 GtkWidget    *page)
{
  GListModel *players = ts_match_get_players (ts_seat_server_get_match (server));
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, seat);
  g_autofree char *message = NULL;

  if (player == NULL)
    return;
  /* Translators: a toast on the game's page; %s is a player's name */
  message = g_strdup_printf (_("%s’s seat: a phone joined"), ts_match_player_get_name (player));
  ts_page_host_add_toast (ts_page_host_find (page), message);
}

static void
phone_entered_cb (TsSeatServer *server,
                  guint         seat,
                  const char   *text,
                  GtkWidget    *page)
{
  GListModel *players = ts_match_get_players (ts_seat_server_get_match (server));
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, seat);
  g_autofree char *message = NULL;

  if (player == NULL)
    return;
  /* Translators: a toast on the game's page when a player's phone made an entry; the
   * player's name, then the entry ("From Bruno’s phone: Bruno passes.") */
  message = g_strdup_printf (_("From %s’s phone: %s"), ts_match_player_get_name (player), text);
  ts_page_host_add_toast (ts_page_host_find (page), message);
}

/* The window's opening size within @root's screen: a 1024x600 laptop or a phone shows its
 * title bar and its close button (the cards scroll inside). */
static void
fit_to_screen (GtkWindow *window,
               GtkRoot   *root)
{
  GdkSurface *surface = GTK_IS_NATIVE (root) ? gtk_native_get_surface (GTK_NATIVE (root)) : NULL;
  GdkMonitor *monitor = surface != NULL
                        ? gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface),
                                                              surface)
                        : NULL;
  GdkRectangle area;
  int width = 0, height = 0;

  if (monitor == NULL)
    return;
  gdk_monitor_get_geometry (monitor, &area);
  gtk_window_get_default_size (window, &width, &height);
  /* Room for the window's frame and a panel: a tenth of the screen's height, 48 px at least. */
  gtk_window_set_default_size (window, MIN (width, area.width),
                               MIN (height, area.height - MAX (48, area.height / 10)));
}

static void
invite_phones_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TsGamePage *page = TS_GAME_PAGE (widget);
  Invite *invite = g_object_get_data (G_OBJECT (widget), INVITE_KEY);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (invite == NULL)
    {
      invite = g_new0 (Invite, 1);
      invite->server = ts_seat_server_new (ts_game_page_get_match (page));
      g_signal_connect_object (invite->server, "phone-joined", G_CALLBACK (phone_joined_cb),
                               widget, 0);
      g_signal_connect_object (invite->server, "phone-entered", G_CALLBACK (phone_entered_cb),
                               widget, 0);
      /* A die or tile kept, and who is still to enter theirs: the latest toast replaces the
       * one before, so the page says where the table's parts stand. */
      g_signal_connect_object (invite->server, "part-entered", G_CALLBACK (phone_entered_cb),
                               widget, 0);
      g_object_set_data_full (G_OBJECT (widget), INVITE_KEY, invite, invite_free);
      /* The table display, when shown, lists the seats' codes too. */
      if (ts_game_page_get_table_display (page) != NULL)
        ts_table_display_set_seats (ts_game_page_get_table_display (page), invite->server);
    }
  if (invite->window == NULL)
    {
      GtkWidget *window = ts_invite_window_new (invite->server,
                                                ts_game_page_get_colors (page));

      g_set_weak_pointer (&invite->window, window);
      if (GTK_IS_WINDOW (root))
        {
          gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
          fit_to_screen (GTK_WINDOW (window), root);
        }
    }
  gtk_window_present (GTK_WINDOW (invite->window));
}

void
_ts_game_page_end_invite (GtkWidget *page)
{
  g_object_set_data (G_OBJECT (page), INVITE_KEY, NULL);
}

void
_ts_game_page_install_invite (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.invite-phones", NULL,
                                   invite_phones_action_cb);
}

/* The seat server of @page's game, once Invite Phones… made it, or NULL. */
TsSeatServer *
_ts_game_page_get_seats (GtkWidget *page)
{
  Invite *invite = g_object_get_data (G_OBJECT (page), INVITE_KEY);

  return invite != NULL ? invite->server : NULL;
}
