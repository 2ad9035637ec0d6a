/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The view switcher at the foot of a game's page, for a window too narrow for the one in the
 * header bar: made the first time the header shows the page's title in its place, so a
 * laptop's window never makes it. */
#include "config.h"

#include "ts-game-page-switcher.h"

#define BAR_KEY "ts-switcher-bar"

static void title_visible_cb (AdwViewSwitcherTitle *title,
                              GParamSpec           *pspec,
                              GtkWidget            *page);

/* Added after the frame whose layout found the title visible: a child added to the page while
 * its box lays it out would be missed by that layout. */
static gboolean
make_bar_cb (gpointer data)
{
  GtkWidget *page = data;
  AdwViewSwitcherTitle *title = g_object_get_data (G_OBJECT (page), BAR_KEY "-title");
  GtkWidget *bar;

  g_object_set_data (G_OBJECT (page), BAR_KEY "-idle", NULL);
  /* A page closed meanwhile has no title left (its dispose unparents its children). */
  if (title == NULL || gtk_widget_get_parent (GTK_WIDGET (title)) == NULL)
    return G_SOURCE_REMOVE;
  bar = adw_view_switcher_bar_new ();
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (bar),
                                   adw_view_switcher_title_get_stack (title));
  g_object_bind_property (title, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);
  gtk_widget_insert_before (bar, page, NULL);
  g_signal_handlers_disconnect_by_func (title, title_visible_cb, page);
  return G_SOURCE_REMOVE;
}

static void
title_visible_cb (AdwViewSwitcherTitle *title,
                  GParamSpec           *pspec,
                  GtkWidget            *page)
{
  if (!adw_view_switcher_title_get_title_visible (title)
      || g_object_get_data (G_OBJECT (page), BAR_KEY "-idle") != NULL)
    return;
  g_object_set_data (G_OBJECT (page), BAR_KEY "-idle",
                     GUINT_TO_POINTER (g_idle_add_full (G_PRIORITY_DEFAULT, make_bar_cb,
                                                        g_object_ref (page), g_object_unref)));
}

/**
 * ts_game_page_switcher_bar_follow:
 * @page: a game's page, a widget whose layout stacks its children (the bar goes last)
 * @title: the switcher title in @page's header bar, with the page's view stack
 */
void
ts_game_page_switcher_bar_follow (GtkWidget            *page,
                                  AdwViewSwitcherTitle *title)
{
  g_object_set_data_full (G_OBJECT (page), BAR_KEY "-title", g_object_ref (title),
                          g_object_unref);
  g_signal_connect_object (title, "notify::title-visible", G_CALLBACK (title_visible_cb), page,
                           0);
  title_visible_cb (title, NULL, page);
}
