/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-page-host.h"

G_DEFINE_INTERFACE (TsPageHost, ts_page_host, G_TYPE_OBJECT)

static void
ts_page_host_default_init (TsPageHostInterface *iface)
{
}

/**
 * ts_page_host_find:
 * @widget: a widget of a page
 *
 * The host of the window @widget is in: its root, when that implements TsPageHost (the
 * main window), else NULL (a widget not yet in a window, or in a window of its own).
 *
 * Returns: (nullable) (transfer none): the host
 */
TsPageHost *
ts_page_host_find (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  root = gtk_widget_get_root (widget);
  return TS_IS_PAGE_HOST (root) ? TS_PAGE_HOST (root) : NULL;
}

/**
 * ts_page_host_get_default:
 *
 * The application's host, for what belongs to the whole app rather than a window (the
 * people): the default GApplication when it implements TsPageHost, else NULL.
 *
 * Returns: (nullable) (transfer none): the host
 */
TsPageHost *
ts_page_host_get_default (void)
{
  GApplication *app = g_application_get_default ();

  return TS_IS_PAGE_HOST (app) ? TS_PAGE_HOST (app) : NULL;
}

/* Each of these does nothing when @self is NULL or does not offer it, so that a page outside
 * the shell (a test, a window of its own) goes on without it. */
static TsPageHostInterface *
iface_of (TsPageHost *self)
{
  return self != NULL ? TS_PAGE_HOST_GET_IFACE (self) : NULL;
}

void
ts_page_host_add_toast (TsPageHost *self,
                        const char *message)
{
  TsPageHostInterface *iface = iface_of (self);

  if (iface != NULL && iface->add_toast != NULL)
    iface->add_toast (self, message);
}

void
ts_page_host_add_undo_toast (TsPageHost *self,
                             const char *message)
{
  TsPageHostInterface *iface = iface_of (self);

  if (iface != NULL && iface->add_undo_toast != NULL)
    iface->add_undo_toast (self, message);
}

void
ts_page_host_show_match (TsPageHost *self,
                         TsMatch    *match)
{
  TsPageHostInterface *iface = iface_of (self);

  if (iface != NULL && iface->show_match != NULL)
    iface->show_match (self, match);
}

/* Returns: (nullable) (transfer none) */
TsPeople *
ts_page_host_get_people (TsPageHost *self)
{
  TsPageHostInterface *iface = iface_of (self);

  return iface != NULL && iface->get_people != NULL ? iface->get_people (self) : NULL;
}
