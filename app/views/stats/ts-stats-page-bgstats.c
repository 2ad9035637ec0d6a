/* SPDX-License-Identifier: GPL-3.0-or-later */
/* BG Stats on the statistics page (issue 43): *Plays for BG Stats…* writes the plays as a
 * BG Stats export; *Import Plays…* reads an export off the main thread and opens its review
 * (TsImportReview), whose plays are kept as one batch; *Imported Plays* lists the batches,
 * each removed as one with an undo toast. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-bgstats-import.h"
#include "ts-export-target.h"
#include "ts-import-review.h"
#include "ts-score-export.h"
#include "ts-stats-page-private.h"
#include "ts-toast-safe.h"
#include "ts-tooltip.h"

/* One list of imported plays for the whole process: every window's page counts the same. */
static TsImportedPlays *default_imports;

TsImportedPlays *
ts_stats_page_dup_default_imports (void)
{
  if (default_imports == NULL)
    {
      g_autoptr(GFile) file = ts_imported_plays_default_file ();

      default_imports = ts_imported_plays_load (file);
      g_object_add_weak_pointer (G_OBJECT (default_imports), (gpointer *) &default_imports);
      return default_imports;
    }
  return g_object_ref (default_imports);
}

void
ts_stats_page_set_imports (TsStatsPage     *self,
                           TsImportedPlays *imported)
{
  g_return_if_fail (TS_IS_STATS_PAGE (self));
  g_return_if_fail (TS_IS_IMPORTED_PLAYS (imported));

  g_signal_handlers_disconnect_by_data (self->imported, self);
  g_set_object (&self->imported, imported);
  g_signal_connect_swapped (imported, "changed", G_CALLBACK (ts_stats_page_refresh_later),
                            self);
  ts_stats_page_refresh_later (self);
}

TsImportedPlays *
ts_stats_page_get_imports (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return self->imported;
}

GtkListBox *
ts_stats_page_get_imports_list (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return self->imports_list;
}

/* -------------------------------------------------------------------------------------- */
/* Out                                                                                     */

/* The same, at once (for tests). */
gboolean
ts_stats_page_save_bgstats (TsStatsPage *self,
                            GFile       *file,
                            GError     **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TS_IS_STATS_PAGE (self), FALSE);

  if (self->games == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is nothing to export."));
      return FALSE;
    }
  text = ts_bgstats_write (self->games, self->imported, self->people, NULL);
  return ts_score_export_write_text (file, text, error);
}

/* The export's plays are gathered here; the saved games' files are read again (who started,
 * the teams, the expansions: some 1.5 ms a game) and the file written on a worker thread, so
 * that 10,000 saved games do not hold the window for seconds. */
typedef struct
{
  TsBgStatsOut *out;
  GFile *file;
} Export;

static void
export_free (gpointer data)
{
  Export *export = data;

  ts_bgstats_out_free (export->out);
  g_object_unref (export->file);
  g_free (export);
}

static void
export_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  Export *export = data;
  g_autofree char *text = NULL;
  GError *error = NULL;

  ts_bgstats_out_read_records (export->out);
  text = ts_bgstats_out_to_text (export->out);
  if (ts_score_export_write_text (export->file, text, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void show_toast (TsStatsPage *self,
                        AdwToast    *toast);
static void show_error_titled (TsStatsPage *self,
                               const char  *title,
                               const char  *message);

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TsStatsPage *self = TS_STATS_PAGE (source);
  Export *export = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-bgstats", TRUE);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error_titled (self, _("Could Not Export"), error->message);
      return;
    }
  {
    g_autofree char *name = g_file_get_basename (export->file);
    g_autofree char *shown = g_filename_display_name (name);
    g_autofree char *escaped = g_markup_escape_text (shown, -1);
    /* Translators: a toast after exporting the plays for BG Stats; %s is the file's name */
    g_autofree char *title = g_strdup_printf (_("Saved as “%s”: import it in BG Stats"),
                                              escaped);

    show_toast (self, adw_toast_new (title));
  }
}

/* Writes the plays to @file as a BG Stats export on a worker thread; the toast says when. */
void
ts_stats_page_export_bgstats (TsStatsPage *self,
                              GFile       *file)
{
  g_autoptr(GTask) task = NULL;
  Export *export;

  g_return_if_fail (TS_IS_STATS_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  export = g_new0 (Export, 1);
  export->out = ts_bgstats_out_new (self->games, self->imported, self->people);
  export->file = g_object_ref (file);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-bgstats", FALSE);
  task = g_task_new (self, NULL, export_done_cb, NULL);
  g_task_set_task_data (task, export, export_free);
  g_task_run_in_thread (task, export_thread);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    TsStatsPage     *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->export_chooser);
  if (file != NULL && !ts_export_target_check_file (file, NULL, &error))
    show_error_titled (self, _("Could Not Export"), error->message);
  else if (file != NULL)
    ts_stats_page_export_bgstats (self, file);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsStatsPage *self = TS_STATS_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) folder = NULL;
  GtkFileChooserNative *chooser;

  if (self->export_chooser != NULL || !GTK_IS_WINDOW (root))
    return;
  chooser = gtk_file_chooser_native_new (_("Export Plays for BG Stats"), GTK_WINDOW (root),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("JSON files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  folder = g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                    ? documents
                                    : g_get_home_dir ());
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  /* Translators: a file name for the plays exported for BG Stats */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("tableside-bgstats.json"));
  self->export_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* -------------------------------------------------------------------------------------- */
/* In                                                                                      */

static void
show_error_titled (TsStatsPage *self,
                   const char  *title,
                   const char  *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              title, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (TsStatsPage *self,
            const char  *message)
{
  show_error_titled (self, _("Could Not Import"), message);
}

/* @toast in the place of the earlier ones, whose Undo is no longer the one meant. libadwaita
 * 1.2 crashes when a toast is dismissed while it still appears (ts-toast-safe.h): one
 * younger than that stays, and the new one follows it. The newest go first, so that none
 * starts to appear only to be dismissed. */
static void
show_toast (TsStatsPage *self,
            AdwToast    *toast)
{
  gint64 now = g_get_monotonic_time ();

  for (guint i = self->toasts->len; i > 0; i--)
    {
      AdwToast *earlier = self->toasts->pdata[i - 1];
      gint64 added = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (earlier), "ts-added"));

      if (now - added > TS_TOAST_SAFE_YOUNG_USEC)
        {
          adw_toast_dismiss (earlier);
          g_ptr_array_remove_index (self->toasts, i - 1);
        }
    }
  g_object_set_data (G_OBJECT (toast), "ts-added", GSIZE_TO_POINTER ((gsize) now));
  g_ptr_array_add (self->toasts, g_object_ref (toast));
  adw_toast_set_timeout (toast, 10);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
imported_cb (TsImportReview *review,
             const char     *batch,
             TsStatsPage    *self)
{
  guint n = 0;
  g_autofree char *title = NULL;
  AdwToast *toast;

  for (guint b = 0; b < ts_imported_plays_get_n_batches (self->imported); b++)
    if (g_str_equal (ts_imported_plays_get_batch (self->imported, b)->id, batch))
      n = ts_imported_plays_get_batch (self->imported, b)->plays->len;
  /* Translators: a toast after an import */
  title = g_strdup_printf (ngettext ("%u play imported", "%u plays imported", n), n);
  /* No Undo here: the batch's row, under Imported Plays, removes it (with an Undo). */
  toast = adw_toast_new (title);
  show_toast (self, toast);
}

static void
read_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  TsBgStatsExport *export = ts_bgstats_read_file (data, &error);

  if (export == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, export, (GDestroyNotify) ts_bgstats_export_free);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  TsStatsPage *self = TS_STATS_PAGE (source);
  g_autoptr(GError) error = NULL;
  TsBgStatsExport *export = g_task_propagate_pointer (G_TASK (result), &error);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autofree char *name = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  GtkRoot *root;
  TsImportReview *review;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->import_cancellable);
  if (export == NULL)
    {
      show_error (self, error->message);
      return;
    }
  name = g_file_get_basename (file);
  {
    g_autofree char *shown = g_filename_display_name (name);

    import = ts_bgstats_import_new (export, shown, self->people, self->imported, self->games);
  }
  root = gtk_widget_get_root (GTK_WIDGET (self));
  review = ts_import_review_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, import);
  g_signal_connect_object (review, "imported", G_CALLBACK (imported_cb), self, 0);
  /* Imported or cancelled, the keyboard comes back to the page (it was nowhere). */
  g_signal_connect_object (review, "destroy", G_CALLBACK (ts_stats_page_focus), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (review));
}

void
ts_stats_page_import (TsStatsPage *self,
                      GFile       *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TS_IS_STATS_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
  g_clear_object (&self->import_cancellable);
  self->import_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->import_cancellable, read_done_cb, NULL);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_thread);
}

static void
chooser_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     TsStatsPage     *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->import_chooser);
  if (file != NULL)
    ts_stats_page_import (self, file);
}

static void
import_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsStatsPage *self = TS_STATS_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) exports = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  if (self->import_chooser != NULL || !GTK_IS_WINDOW (root))
    return;
  chooser = gtk_file_chooser_native_new (_("Import Plays from BG Stats"), GTK_WINDOW (root),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (exports, _("BG Stats exports"));
  gtk_file_filter_add_mime_type (exports, "application/json");
  gtk_file_filter_add_pattern (exports, "*.json");
  gtk_file_filter_add_pattern (exports, "*.bgsplay");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), exports);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  self->import_chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
ts_stats_page_bgstats_dispose (TsStatsPage *self)
{
  g_clear_pointer (&self->toasts, g_ptr_array_unref);
  if (self->export_chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->export_chooser, self);
      gtk_native_dialog_destroy (self->export_chooser);
      g_clear_object (&self->export_chooser);
    }
  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
  g_clear_object (&self->import_cancellable);
  if (self->import_chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->import_chooser, self);
      gtk_native_dialog_destroy (self->import_chooser);
      g_clear_object (&self->import_chooser);
    }
}

/* -------------------------------------------------------------------------------------- */
/* The batches                                                                             */

static void
undo_remove_cb (AdwToast    *toast,
                TsStatsPage *self)
{
  TsImportBatch *batch = g_object_steal_data (G_OBJECT (toast), "ts-batch");
  g_autoptr(GError) error = NULL;

  if (batch != NULL && !ts_imported_plays_add (self->imported, batch, &error))
    show_error (self, error->message);
}

static void
remove_clicked_cb (GtkButton   *button,
                   TsStatsPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "ts-batch");
  g_autoptr(GError) error = NULL;
  TsImportBatch *removed = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;
  guint n;

  if (!ts_imported_plays_remove (self->imported, id, &removed, &error))
    {
      show_error (self, error->message);
      return;
    }
  n = removed->plays->len;
  /* Translators: a toast after removing an import */
  title = g_strdup_printf (ngettext ("%u imported play removed", "%u imported plays removed", n),
                           n);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (toast), "ts-batch", removed,
                          (GDestroyNotify) ts_import_batch_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_remove_cb), self, 0);
  show_toast (self, toast);
}

void
ts_stats_page_fill_imports (TsStatsPage *self)
{
  guint n = ts_imported_plays_get_n_batches (self->imported);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->imports_list))) != NULL)
    gtk_list_box_remove (self->imports_list, child);
  for (guint b = 0; b < n; b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (self->imported, b);
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (batch->time);
      g_autofree char *day = time != NULL ? g_date_time_format (time, "%x") : g_strdup ("");
      g_autofree char *plays = g_strdup_printf (ngettext ("%u play", "%u plays",
                                                          batch->plays->len),
                                                batch->plays->len);
      /* Translators: an import's plays, then the day it was made */
      g_autofree char *subtitle = g_strdup_printf (_("%s · imported on %s"), plays, day);
      /* Translators: the button that removes an import's plays; %s is its file */
      g_autofree char *label = g_strdup_printf (_("Remove the plays imported from %s"),
                                                batch->file_name);
      GtkWidget *row = ts_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Remove"));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), batch->file_name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      ts_tooltip_set (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_object_set_data_full (G_OBJECT (button), "ts-batch", g_strdup (batch->id), g_free);
      g_signal_connect_object (button, "clicked", G_CALLBACK (remove_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->imports_list, row);
    }
  gtk_widget_set_visible (self->imports_group, n > 0);
}

void
ts_stats_page_bgstats_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "stats.export-bgstats", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "stats.import-bgstats", NULL, import_action_cb);
}
