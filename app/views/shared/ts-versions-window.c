/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's Earlier Versions… (issue 51): the copies kept before a change set entries aside or
 * a record was mended (ts_match_list_versions()), newest first with their date and entry
 * count; Restore makes one the game again, a step the toast's Undo takes back. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-page-host.h"
#include "ts-versions-window.h"

struct _TsVersionsWindow
{
  AdwWindow parent_instance;

  TsMatch *match;
  GtkWidget *page; /* weak: where the toast goes */
  GPtrArray *versions;
};

G_DEFINE_FINAL_TYPE (TsVersionsWindow, ts_versions_window, ADW_TYPE_WINDOW)

static void
restore_clicked_cb (GtkButton        *button,
                    TsVersionsWindow *self)
{
  TsMatchVersion *version = g_object_get_data (G_OBJECT (button), "version");
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  TsPageHost *host = self->page != NULL ? ts_page_host_find (self->page) : NULL;

  if (!ts_match_restore_version (self->match, version->file, &message, &error))
    {
      if (host != NULL)
        ts_page_host_add_toast (host, error->message);
      return;
    }
  if (host != NULL)
    ts_page_host_add_undo_toast (host, message);
  gtk_window_destroy (GTK_WINDOW (self));
}

static GtkWidget *
version_row_new (TsVersionsWindow *self,
                 TsMatchVersion   *version)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (version->time);
  g_autoptr(GDateTime) when = g_date_time_to_local (utc);
  g_autofree char *date = g_date_time_format (when, "%c");
  g_autofree char *count = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_label (_("Restore"));

  count = g_strdup_printf (ngettext ("%u entry", "%u entries", version->n_entries),
                           version->n_entries);
  /* Translators: how many entries an earlier version has, then whether it was finished. */
  subtitle = g_strdup_printf (_("%s · %s"), count,
                              version->finished ? _("finished") : _("in progress"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), date);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* Translators: the accessible name of a version's Restore button: its date. */
  accessible = g_strdup_printf (_("Restore the version of %s"), date);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  g_object_set_data (G_OBJECT (button), "version", version);
  g_signal_connect (button, "clicked", G_CALLBACK (restore_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
content_new (TsVersionsWindow *self)
{
  g_autoptr(GFile) dir = ts_match_dup_versions_dir (self->match);
  g_autofree char *where = dir != NULL ? g_file_get_parse_name (dir) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list;
  GtkWidget *note;

  if (self->versions->len == 0)
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "document-open-recent-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Earlier Versions"));
      adw_status_page_set_description (
          ADW_STATUS_PAGE (status),
          _("A copy of the game is kept before a correction sets entries aside and before "
            "each step that mends it."));
      gtk_widget_set_vexpand (status, TRUE);
      return status;
    }
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Earlier versions"), -1);
  for (guint i = 0; i < self->versions->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (list),
                         version_row_new (self, g_ptr_array_index (self->versions, i)));
  gtk_box_append (GTK_BOX (box), list);
  /* Translators: %s is the folder where the earlier versions are kept. */
  note = gtk_label_new (NULL);
  if (where != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Restoring one is undone like any step. "
                                                 "The copies are kept in %s: the newest 10 "
                                                 "always, older ones for 30 days."),
                                               where);

      gtk_label_set_text (GTK_LABEL (note), text);
    }
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (note), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (box), note);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  return scrolled;
}

static void
ts_versions_window_dispose (GObject *object)
{
  TsVersionsWindow *self = TS_VERSIONS_WINDOW (object);

  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->page);
  g_clear_pointer (&self->versions, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_versions_window_parent_class)->dispose (object);
}

static void
ts_versions_window_class_init (TsVersionsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_versions_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_versions_window_init (TsVersionsWindow *self)
{
}

/* The earlier versions of @match's game; a restored one's toast goes to @page's host. */
GtkWindow *
ts_versions_window_new (GtkWidget *page,
                        TsMatch   *match)
{
  TsVersionsWindow *self = g_object_new (TS_TYPE_VERSIONS_WINDOW, "modal", TRUE,
                                         "default-width", 480, "default-height", 520,
                                         "title", _("Earlier Versions"), NULL);
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->match = g_object_ref (match);
  g_set_weak_pointer (&self->page, page);
  self->versions = ts_match_list_versions (match);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), content_new (self));
  adw_window_set_content (ADW_WINDOW (self), box);
  return GTK_WINDOW (self);
}
