/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-help.h"
#include "ts-page-host.h"

char *
ts_help_uri (const char *page,
             const char *section)
{
  if (page == NULL)
    return g_strdup ("help:tableside");
  if (section == NULL)
    return g_strdup_printf ("help:tableside/%s", page);
  return g_strdup_printf ("help:tableside/%s#%s", page, section);
}

typedef struct
{
  GWeakRef from;
  char *uri;
} Opening;

static void
opened_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Opening *opening = data;
  g_autoptr(GtkWidget) from = g_weak_ref_get (&opening->from);
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) && from != NULL)
    {
      TsPageHost *host = ts_page_host_find (from);
      /* Translators: %s says why the help viewer did not open (GLib's message) */
      g_autofree char *message = g_strdup_printf (_("The user guide could not be opened: %s"),
                                                  error->message);

      g_warning ("%s: %s", opening->uri, error->message);
      if (host != NULL)
        ts_page_host_add_toast (host, message);
    }
  g_weak_ref_clear (&opening->from);
  g_free (opening->uri);
  g_free (opening);
}

void
ts_help_show (GtkWidget  *from,
              const char *page,
              const char *section)
{
  GtkRoot *root = gtk_widget_get_root (from);
  Opening *opening = g_new0 (Opening, 1);

  g_weak_ref_init (&opening->from, from);
  opening->uri = ts_help_uri (page, section);
  gtk_show_uri_full (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, opening->uri,
                     GDK_CURRENT_TIME, NULL, opened_cb, opening);
}
