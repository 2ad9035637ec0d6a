/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score sheet written to a PDF or PNG file and printed (drawn by ts-score-sheet.c). */
#include "config.h"

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "ts-score-sheet-private.h"

/* -------------------------------------------------------------------------------------- */
/* Files                                                                                   */

typedef struct
{
  GOutputStream *stream;
  GError *error;
} Writer;

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  Writer *writer = closure;

  if (writer->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (writer->stream, data, length, NULL, NULL, &writer->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
cairo_failed (cairo_status_t status,
              GError       **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               /* Translators: %s is the drawing library's reason */
               _("The score sheet could not be drawn: %s"), cairo_status_to_string (status));
  return TRUE;
}

/* A breakdown of a finished game names who won (one player, or several sharing the
 * victory). */
static gboolean
has_winners (JsonNode *breakdown)
{
  for (guint i = 0; i < TS_SCORE_MAX_PLAYERS; i++)
    if (ts_score_sheet_is_winner (breakdown, i))
      return TRUE;
  return FALSE;
}

gboolean
ts_score_sheet_save_full (JsonNode                 *breakdown,
                          const char               *title,
                          const TsScoreSheetExtras *extras,
                          gboolean                  pdf,
                          GFile                    *file,
                          GError                  **error)
{
  g_autoptr(GFileOutputStream) stream = NULL;
  Writer writer = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double width = pdf ? PAGE_WIDTH : TS_SCORE_SHEET_PNG_WIDTH;
  double height = pdf ? PAGE_HEIGHT : TS_SCORE_SHEET_PNG_HEIGHT;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!has_winners (breakdown))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This game has no final scoring yet."));
      return FALSE;
    }
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);
  if (stream == NULL)
    return FALSE;
  writer.stream = G_OUTPUT_STREAM (stream);

  if (pdf)
    surface = cairo_pdf_surface_create_for_stream (write_cb, &writer, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (surface);
  ts_score_sheet_draw_full (cr, breakdown, title, extras, width, height);
  /* The game's pages after the table, in the PDF (the PNG is the table's page). */
  for (guint page = 1; pdf && page < ts_score_sheet_get_n_pages (extras); page++)
    {
      cairo_show_page (cr);
      ts_score_sheet_draw_page (cr, breakdown, title, extras, page, width, height);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (pdf)
    cairo_surface_finish (surface); /* writes the document out */
  else if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, write_cb, &writer);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (writer.error != NULL)
    {
      g_propagate_error (error, writer.error);
      return FALSE;
    }
  if (cairo_failed (status, error))
    return FALSE;
  return g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, error);
}

gboolean
ts_score_sheet_save_pdf (JsonNode   *breakdown,
                         const char *title,
                         GFile      *file,
                         GError    **error)
{
  return ts_score_sheet_save_full (breakdown, title, NULL, TRUE, file, error);
}

gboolean
ts_score_sheet_save_png (JsonNode   *breakdown,
                         const char *title,
                         GFile      *file,
                         GError    **error)
{
  return ts_score_sheet_save_full (breakdown, title, NULL, FALSE, file, error);
}

/* -------------------------------------------------------------------------------------- */
/* Printing                                                                                */

typedef struct
{
  JsonNode *breakdown;
  char *title;
  GDateTime *date;
  char *colors[MAX_PLAYERS];
  char *game;
  TsScoreSheetPages pages; /* its data kept with pages.ref */
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  if (job->pages.data != NULL && job->pages.unref != NULL)
    job->pages.unref (job->pages.data);
  g_free (job->game);
  g_clear_pointer (&job->breakdown, json_node_unref);
  g_free (job->title);
  g_clear_pointer (&job->date, g_date_time_unref);
  for (guint i = 0; i < MAX_PLAYERS; i++)
    g_free (job->colors[i]);
  g_free (job);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  TsScoreSheetExtras extras = { job->date };

  for (guint i = 0; i < MAX_PLAYERS; i++)
    extras.colors[i] = job->colors[i];
  extras.game = job->game;
  extras.pages = job->pages.draw != NULL ? &job->pages : NULL;
  if (page_nr < 0 || (guint) page_nr >= ts_score_sheet_get_n_pages (&extras))
    return;
  /* The same drawing, fitted into the printable area. */
  ts_score_sheet_draw_page (gtk_print_context_get_cairo_context (context), job->breakdown,
                            job->title, &extras, page_nr, gtk_print_context_get_width (context),
                            gtk_print_context_get_height (context));
}

GtkPrintOperation *
ts_score_sheet_new_print_operation (JsonNode                 *breakdown,
                                    const char               *title,
                                    const TsScoreSheetExtras *extras)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  PrintJob *job = g_new0 (PrintJob, 1);

  g_return_val_if_fail (breakdown != NULL, NULL);

  job->breakdown = json_node_ref (breakdown);
  job->title = g_strdup (title);
  if (extras != NULL)
    {
      job->date = extras->date != NULL ? g_date_time_ref (extras->date) : NULL;
      for (guint i = 0; i < MAX_PLAYERS; i++)
        job->colors[i] = g_strdup (extras->colors[i]);
      job->game = g_strdup (extras->game);
      if (extras->pages != NULL && extras->pages->draw != NULL)
        {
          job->pages = *extras->pages;
          if (job->pages.data != NULL && job->pages.ref != NULL)
            job->pages.data = job->pages.ref (job->pages.data);
          else
            job->pages.unref = NULL;
        }
    }
  gtk_page_setup_set_paper_size (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_n_pages (operation, ts_score_sheet_get_n_pages (extras));
  gtk_print_operation_set_job_name (operation, title != NULL ? title : _("Score sheet"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "ts-print-job", job,
                          (GDestroyNotify) print_job_free);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  return operation;
}

static void
show_print_error (GtkWindow    *parent,
                  const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("The Score Sheet Could Not Be Printed"),
                                              error != NULL ? error->message : NULL);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
print_done_cb (GtkPrintOperation      *operation,
               GtkPrintOperationResult result,
               GtkWindow              *parent)
{
  g_autoptr(GError) error = NULL;

  g_object_set_data (G_OBJECT (operation), "ts-done", GINT_TO_POINTER (TRUE));
  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  show_print_error (parent, error);
}

void
ts_score_sheet_print_full (GtkWindow                *parent,
                           JsonNode                 *breakdown,
                           const char               *title,
                           const TsScoreSheetExtras *extras)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (breakdown != NULL);

  operation = ts_score_sheet_new_print_operation (breakdown, title, extras);
  gtk_print_operation_set_allow_async (operation, TRUE);
  if (parent != NULL)
    g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), parent, 0);
  else
    g_signal_connect (operation, "done", G_CALLBACK (print_done_cb), NULL);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                                    &error);
  /* An error found before the dialog opened may not come through ::done. */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR
      && g_object_get_data (G_OBJECT (operation), "ts-done") == NULL)
    show_print_error (parent, error);
}

void
ts_score_sheet_print (GtkWindow  *parent,
                      JsonNode   *breakdown,
                      const char *title)
{
  ts_score_sheet_print_full (parent, breakdown, title, NULL);
}
