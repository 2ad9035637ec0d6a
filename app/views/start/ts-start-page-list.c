/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-start-page-private.h"

/* The list of saved games as the start page tells it: the status line under it (what it
 * holds and does not show yet), its placeholder, "Show More", and the search, whose Enter
 * opens the first game it finds. Its rows are ts-start-page.c's. */

/* What the list holds and what it does not show yet, in words. */
static char *
dup_status_text (TsStartPage *self,
                 guint        n_shown,
                 guint        n_matching)
{
  guint n_read = g_list_model_get_n_items (G_LIST_MODEL (self->recent));
  guint n_files = self->scan != NULL ? ts_record_scan_get_n_files (self->scan) : 0;

  /* Issue 52: the games-folder setting names no folder (or it cannot be listed): said under
   * the list, never taken for a folder of no games. */
  if (self->scan != NULL && ts_record_scan_get_problem (self->scan) != NULL && n_read > 0)
    return g_strdup (ts_record_scan_get_problem (self->scan));
  if (!self->listed && n_files > 0)
    /* Translators: shown while the saved games are read; the numbers read so far, and of all
     * the files in the folder. */
    return g_strdup_printf (ngettext ("Reading saved games… %u of %u",
                                      "Reading saved games… %u of %u", n_files),
                            n_read, n_files);
  if (n_shown >= n_matching)
    return NULL;
  if (self->search != NULL)
    /* Translators: %u of %u saved games that match the search are shown */
    return g_strdup_printf (ngettext ("Showing %u of %u saved game that matches",
                                      "Showing %u of %u saved games that match", n_matching),
                            n_shown, n_matching);
  /* Translators: the newest %u of all %u saved games are shown */
  return g_strdup_printf (ngettext ("Showing the newest %u of %u saved game",
                                    "Showing the newest %u of %u saved games", n_matching),
                          n_shown, n_matching);
}

static const char *
placeholder_text (TsStartPage *self)
{
  guint n_files = self->scan != NULL ? ts_record_scan_get_n_files (self->scan) : 0;

  if (self->search != NULL)
    return _("No saved game matches the search.");
  if (self->scan != NULL && ts_record_scan_get_problem (self->scan) != NULL)
    return ts_record_scan_get_problem (self->scan);
  /* Only once files were found, so that an empty folder does not flicker to "No saved games". */
  if (!self->listed && n_files > 0)
    return _("Reading saved games…");
  return _("No saved games. Games are saved after every entry and appear here.");
}

/* The status line, "Show More", the search entry and the placeholder, after any change of
 * the list or of what it shows. */
void
ts_start_page_update_list (TsStartPage *self)
{
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->recent));
  guint n_matching = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  guint n_shown = g_list_model_get_n_items (G_LIST_MODEL (self->shown));
  g_autofree char *status = dup_status_text (self, n_shown, n_matching);

  gtk_label_set_label (self->placeholder_label, placeholder_text (self));
  /* A folder that cannot be read is a warning, not a dim "nothing here". */
  if (self->scan != NULL && ts_record_scan_get_problem (self->scan) != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->placeholder_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->placeholder_label), "warning");
  gtk_widget_set_visible (self->status_box, status != NULL);
  gtk_label_set_label (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (self->show_more_button, n_shown < n_matching);
  /* Searching is offered once there are more games than one screenful. */
  gtk_widget_set_visible (GTK_WIDGET (self->search_entry),
                          n_items > PAGE_SIZE || self->search != NULL);
}

static void
show_more_clicked_cb (GtkButton   *button,
                      TsStartPage *self)
{
  guint first_new = self->shown_limit;
  GtkListBoxRow *row;

  self->shown_limit += MORE_STEP;
  gtk_slice_list_model_set_size (self->shown, self->shown_limit);
  ts_start_page_update_list (self);
  /* The focus goes on to the first game just shown, where the reading goes on. */
  row = gtk_list_box_get_row_at_index (self->recent_list, first_new);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* The search's filter of the saved games read (TsStartPage.filter). */
gboolean
ts_start_page_list_filter (gpointer item,
                           gpointer user_data)
{
  TsStartPage *self = TS_START_PAGE (user_data);

  return ts_record_info_matches (TS_RECORD_INFO (item), self->search, ts_start_page_app_people ());
}

static void
search_changed_cb (GtkSearchEntry *entry,
                   TsStartPage    *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  g_clear_pointer (&self->search, g_free);
  if (*stripped != '\0')
    self->search = g_steal_pointer (&stripped);
  self->shown_limit = PAGE_SIZE;
  gtk_slice_list_model_set_size (self->shown, self->shown_limit);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  ts_start_page_update_list (self);
  /* What an earlier Enter said no longer holds (the list's placeholder says “no match”). */
  ts_filter_guard_update (self->search_guard, "", 1);
}

/* Enter in the search opens the first saved game it finds; nothing on an empty line or when
 * nothing matches (the shared rule of filtered lists: the guard says why). */
static void
search_activate_cb (GtkSearchEntry *entry,
                    TsStartPage    *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  GtkListBoxRow *row;

  search_changed_cb (entry, self); /* the search waits a moment before it filters: not Enter */
  if (!ts_filter_guard_enter (self->search_guard, text,
                              g_list_model_get_n_items (G_LIST_MODEL (self->filtered))))
    return;
  row = gtk_list_box_get_row_at_index (self->recent_list, 0);
  if (row != NULL)
    ts_start_page_open_row (self, row);
}

void
ts_start_page_list_connect_search (TsStartPage *self)
{
  g_signal_connect (self->search_entry, "activate", G_CALLBACK (search_activate_cb), self);
}

void
ts_start_page_list_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_more_clicked_cb);
}
