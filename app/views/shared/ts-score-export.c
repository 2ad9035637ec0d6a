/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "ts-atomic-write.h"
#include "ts-export-target.h"
#include "ts-score-export.h"
#include "ts-toast-safe.h"

static GFile *
default_folder (TsScoreExportFormat format)
{
  const char *dir = g_get_user_special_dir (format == TS_SCORE_EXPORT_PNG
                                                ? G_USER_DIRECTORY_PICTURES
                                                : G_USER_DIRECTORY_DOCUMENTS);

  /* Not the working directory, which for an application started from the desktop is
   * wherever the session began. */
  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    dir = g_get_home_dir ();
  return g_file_new_for_path (dir);
}

GFile *
ts_score_export_dup_default_folder (gboolean pdf)
{
  return default_folder (pdf ? TS_SCORE_EXPORT_PDF : TS_SCORE_EXPORT_PNG);
}

static GtkFileChooserNative *
chooser_new (GtkWindow           *parent,
             TsScoreExportFormat  format,
             const char          *title,
             const char          *suggested)
{
  static const char *const filter_names[] = { N_("PDF documents"), N_("PNG images"),
                                              N_("CSV tables"), N_("JSON files") };
  static const char *const mime_types[] = { "application/pdf", "image/png", "text/csv",
                                            "application/json" };
  static const char *const patterns[] = { NULL, NULL, NULL, "*.json" };
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = default_folder (format);
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _(filter_names[format]));
  gtk_file_filter_add_mime_type (filter, mime_types[format]);
  /* Where no MIME database names .json (a bare system), the name still shows the sheets. */
  if (patterns[format] != NULL)
    gtk_file_filter_add_pattern (filter, patterns[format]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* A folder that cannot be shown leaves the dialog where it would open anyway. */
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
  return chooser;
}

GtkFileChooserNative *
ts_score_export_chooser_new (GtkWindow  *parent,
                             gboolean    pdf,
                             const char *suggested)
{
  return chooser_new (parent, pdf ? TS_SCORE_EXPORT_PDF : TS_SCORE_EXPORT_PNG,
                      pdf ? _("Export Score Sheet as PDF") : _("Export Score Sheet as PNG"),
                      suggested);
}

#define URI_KEY "ts-export-uri"
#define SLOT_KEY "ts-export-toast"

static void
open_clicked_cb (AdwToast *toast)
{
  /* The file the toast names now (a toast still appearing takes the next export's name), in
   * its default application (a PDF viewer, an image viewer), through the portal when
   * sandboxed. */
  gtk_show_uri (NULL, g_object_get_data (G_OBJECT (toast), URI_KEY), GDK_CURRENT_TIME);
}

static void
slot_free (gpointer data)
{
  AdwToast **slot = data;

  g_clear_object (slot);
  g_free (slot);
}

static void
show_toast (AdwToastOverlay *overlay,
            GFile           *file,
            const char      *saved)
{
  AdwToast **slot = g_object_get_data (G_OBJECT (overlay), SLOT_KEY);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *display = g_filename_display_name (basename);
  g_autofree char *escaped = g_markup_escape_text (display, -1);
  /* @saved is translated text with one %s: put the name in without printf, whose format
   * must be a literal. */
  const char *at = strstr (saved, "%s");
  g_autofree char *title = at != NULL ? g_strdup_printf ("%.*s%s%s", (int) (at - saved), saved,
                                                         escaped, at + 2)
                                      : g_strdup (saved);
  AdwToast *toast = adw_toast_new (title);

  if (slot == NULL)
    {
      slot = g_new0 (AdwToast *, 1);
      g_object_set_data_full (G_OBJECT (overlay), SLOT_KEY, slot, slot_free);
    }
  /* Toast titles are markup on libadwaita 1.2: the name is escaped above. */
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_timeout (toast, 10);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (open_clicked_cb), NULL);
  /* A second export in a row names the new file at once rather than after the first. */
  ts_toast_safe_replace (overlay, slot, toast);
  g_object_set_data_full (G_OBJECT (*slot), URI_KEY, g_file_get_uri (file), g_free);
}

void
ts_score_export_show_toast (AdwToastOverlay *overlay,
                            GFile           *file)
{
  /* Translators: a toast after exporting; %s is the file's name */
  show_toast (overlay, file, _("Score sheet saved as “%s”"));
}

/* An export waiting for the save dialog's answer. */
typedef struct
{
  GtkWindow *parent;
  gboolean pdf;
  TsScoreExportFormat format;
  char *saved;
  char *failed;
  TsScoreExportSave save;
  gpointer owner;
  AdwToastOverlay *overlay;
  GtkNativeDialog **chooser;
} Export;

GFile *
ts_score_export_dup_chosen (GFile              *chosen,
                            TsScoreExportFormat format)
{
  static const char *const twice[] = { ".pdf.pdf", ".png.png", ".csv.csv", ".json.json" };
  g_autofree char *name = g_file_get_basename (chosen);
  /* The name's bytes may be in any encoding: the extensions are ASCII. */
  g_autofree char *folded = g_ascii_strdown (name, -1);
  gsize once = strlen (twice[format]) / 2;

  g_return_val_if_fail (G_IS_FILE (chosen), NULL);
  g_return_val_if_fail (format <= TS_SCORE_EXPORT_JSON, NULL);
  if (g_str_has_suffix (folded, twice[format]) && strlen (name) > 2 * once)
    {
      g_autoptr(GFile) parent = g_file_get_parent (chosen);

      name[strlen (name) - once] = '\0';
      return g_file_get_child (parent, name);
    }
  return g_object_ref (chosen);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     Export          *export)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GFile) file = chosen != NULL ? ts_score_export_dup_chosen (chosen, export->format)
                                             : NULL;
      g_autoptr(GError) error = NULL;

      /* The export rule (ts-export-target.c): never over a record, a saved game or a file
       * Tableside keeps, never through a link. */
      if (file != NULL && (!ts_export_target_check_file (file, NULL, &error)
                           || !export->save (export->owner, file, export->pdf, &error)))
        {
          GtkWidget *dialog = adw_message_dialog_new (export->parent, export->failed,
                                                      error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (dialog));
        }
      else if (file != NULL)
        show_toast (export->overlay, file, export->saved);
    }
  g_clear_object (export->chooser);
}

static void
export_free (gpointer data)
{
  Export *export = data;

  g_free (export->saved);
  g_free (export->failed);
  g_free (export);
}

void
ts_score_export_run_with (GtkWindow                *parent,
                          TsScoreExportFormat       format,
                          const TsScoreExportTexts *texts,
                          const char               *suggested,
                          TsScoreExportSave         save,
                          gpointer                  owner,
                          AdwToastOverlay          *overlay,
                          GtkNativeDialog         **chooser)
{
  Export *export;

  g_return_if_fail (chooser != NULL && *chooser == NULL);
  g_return_if_fail (texts != NULL);

  export = g_new0 (Export, 1);
  export->parent = parent;
  export->pdf = format == TS_SCORE_EXPORT_PDF;
  export->format = format;
  export->saved = g_strdup (texts->saved);
  export->failed = g_strdup (texts->failed);
  export->save = save;
  export->owner = owner;
  export->overlay = overlay;
  export->chooser = chooser;
  *chooser = GTK_NATIVE_DIALOG (chooser_new (parent, format, texts->title, suggested));
  g_object_set_data_full (G_OBJECT (*chooser), "ts-export", export, export_free);
  g_signal_connect (*chooser, "response", G_CALLBACK (chooser_response_cb), export);
  /* A native dialog is not kept alive by GTK: the owner holds it until it answers. */
  gtk_native_dialog_show (*chooser);
}

void
ts_score_export_run (GtkWindow        *parent,
                     gboolean          pdf,
                     const char       *suggested,
                     TsScoreExportSave save,
                     gpointer          owner,
                     AdwToastOverlay  *overlay,
                     GtkNativeDialog **chooser)
{
  TsScoreExportTexts texts = {
    pdf ? _("Export Score Sheet as PDF") : _("Export Score Sheet as PNG"),
    /* Translators: a toast after exporting; %s is the file's name */
    _("Score sheet saved as “%s”"),
    _("The Score Sheet Could Not Be Exported"),
  };

  ts_score_export_run_with (parent, pdf ? TS_SCORE_EXPORT_PDF : TS_SCORE_EXPORT_PNG, &texts,
                            suggested, save, owner, overlay, chooser);
}

gboolean
ts_score_export_write_text (GFile       *file,
                            const char  *data,
                            GError     **error)
{
  return ts_atomic_write (file, data, strlen (data), NULL, error);
}

void
ts_score_export_cancel (GtkNativeDialog **chooser)
{
  g_return_if_fail (chooser != NULL);

  if (*chooser == NULL)
    return;
  g_signal_handlers_disconnect_matched (*chooser, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                        chooser_response_cb, NULL);
  gtk_native_dialog_destroy (*chooser);
  g_clear_object (chooser);
}
