/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's Earlier Versions…: the copies kept before a step cut entries (a correction set
 * them aside, a mending step dropped or replaced them), listed off the main thread from
 * their headers (ts_match_list_versions_async()), newest first with their date and entry
 * count; Restore makes one the game again, a step the toast's Undo takes back. When the
 * game as it is now cannot be kept first, the page asks (ts-no-copy-question.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-no-copy-question.h"
#include "ts-page-host.h"
#include "ts-versions-window.h"

struct _TsVersionsWindow
{
  AdwWindow parent_instance;

  TsMatch *match;
  GtkWidget *page; /* weak: where the toast goes */
  GPtrArray *versions;
  GCancellable *cancellable; /* the listing, while it runs */
  GtkBox *box;               /* the header bar, then the list or the status */
  GtkWidget *content;
};

G_DEFINE_FINAL_TYPE (TsVersionsWindow, ts_versions_window, ADW_TYPE_WINDOW)

typedef struct
{
  GFile *file;
  char *message;
} RestoreStep;

static gboolean
restore_step (TsMatch  *match,
              gpointer  data,
              GError  **error)
{
  RestoreStep *step = data;

  return ts_match_restore_version (match, step->file, &step->message, error);
}

static void restore (TsVersionsWindow *self,
                     GFile            *file,
                     gboolean          without_copy);

typedef struct
{
  TsVersionsWindow *self;
  GFile *file;
} RestoreAnyway;

static void
restore_anyway_free (gpointer data)
{
  RestoreAnyway *anyway = data;

  g_object_unref (anyway->self);
  g_object_unref (anyway->file);
  g_free (anyway);
}

static void
restore_anyway (RestoreAnyway *anyway)
{
  restore (anyway->self, anyway->file, TRUE);
}

/* Restores @file; when the game as it is now cannot be kept first, asks. */
static void
restore (TsVersionsWindow *self,
         GFile            *file,
         gboolean          without_copy)
{
  RestoreStep step = { file, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  TsPageHost *host = self->page != NULL ? ts_page_host_find (self->page) : NULL;

  if (!(without_copy ? ts_match_step_without_copy (self->match, restore_step, &step, &error)
                     : restore_step (self->match, &step, &error)))
    {
      RestoreAnyway *anyway = g_new0 (RestoreAnyway, 1);

      anyway->self = g_object_ref (self);
      anyway->file = g_object_ref (file);
      if (without_copy
          || !ts_no_copy_question_ask (GTK_WIDGET (self), error, TS_NO_COPY_RESTORE,
                                       G_CALLBACK (restore_anyway), anyway,
                                       restore_anyway_free))
        {
          if (host != NULL)
            ts_page_host_add_toast (host, error->message);
        }
      if (without_copy)
        restore_anyway_free (anyway);
      return;
    }
  message = step.message;
  if (host != NULL)
    ts_page_host_add_undo_toast (host, message);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
restore_clicked_cb (GtkButton        *button,
                    TsVersionsWindow *self)
{
  TsMatchVersion *version = g_object_get_data (G_OBJECT (button), "version");

  restore (self, version->file, FALSE);
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
  GFile *game = ts_match_get_file (self->match);
  g_autoptr(GFile) games = game != NULL ? g_file_get_parent (game) : NULL;
  /* Beside the game: the folder as seen from the game's own (".tableside-versions/NAME"). */
  g_autofree char *relative = dir != NULL && games != NULL ? g_file_get_relative_path (games, dir)
                                                           : NULL;
  /* Shown: valid UTF-8 whatever the file system's names are. */
  g_autofree char *where = relative != NULL ? g_filename_display_name (relative) : NULL;
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
  note = gtk_label_new (NULL);
  if (where != NULL)
    {
      g_autofree char *text = g_strdup_printf (
          /* Translators: %s is the hidden folder beside the game where the earlier versions
           * are kept (".tableside-versions/NAME") */
          _("Restoring one is undone like any step. The copies are kept beside the game, in "
            "%s: the newest 10 always, older ones for 30 days."),
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

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
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

static void
set_content (TsVersionsWindow *self,
             GtkWidget        *content)
{
  if (self->content != NULL)
    gtk_box_remove (self->box, self->content);
  self->content = content;
  gtk_box_append (self->box, content);
}

/* The copies are listed: the list takes the place of the spinner. */
static void
listed_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *versions = ts_match_list_versions_finish (TS_MATCH (source), result, &error);
  TsVersionsWindow *self;

  if (versions == NULL)
    {
      /* Cancelled: the window is gone. */
      g_object_unref (data);
      return;
    }
  self = TS_VERSIONS_WINDOW (data);
  g_clear_object (&self->cancellable);
  self->versions = versions;
  set_content (self, content_new (self));
  g_object_unref (self);
}

/* While the copies' headers are read. */
static GtkWidget *
reading_new (void)
{
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *spinner = gtk_spinner_new ();

  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Reading Earlier Versions…"));
  adw_status_page_set_child (ADW_STATUS_PAGE (status), spinner);
  gtk_widget_set_vexpand (status, TRUE);
  return status;
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

  self->match = g_object_ref (match);
  g_set_weak_pointer (&self->page, page);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
  self->box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (self->box, adw_header_bar_new ());
  set_content (self, reading_new ());
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->box));
  self->cancellable = g_cancellable_new ();
  ts_match_list_versions_async (match, self->cancellable, listed_cb, g_object_ref (self));
  return GTK_WINDOW (self);
}

/* Whether the list is read and shown (tests). */
gboolean
ts_versions_window_get_listed (TsVersionsWindow *self)
{
  g_return_val_if_fail (TS_IS_VERSIONS_WINDOW (self), FALSE);
  return self->versions != NULL;
}
