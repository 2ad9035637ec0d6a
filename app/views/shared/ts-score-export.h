/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Saving the score sheet as a file, shared by the tracked game's score page and the
 * final-scoring sheet window: the save dialog opens where such files live, and a toast names
 * the file written with a button that opens it. */

/* The folder a score sheet is saved in by default: the user's Documents folder for a PDF,
 * Pictures for a PNG (XDG user directories), or the home folder when that one is not set or
 * does not exist. (transfer full) */
GFile *ts_score_export_dup_default_folder (gboolean pdf);

/* A save dialog over @parent for a PDF (@pdf) or PNG named @suggested, in the default
 * folder. (transfer full) */
GtkFileChooserNative *ts_score_export_chooser_new (GtkWindow  *parent,
                                                   gboolean    pdf,
                                                   const char *suggested);

/* Shows “Score sheet saved as “name.pdf”” over @overlay with an Open button that shows
 * @file in the default application; it takes the place of the toast of an earlier export. */
void ts_score_export_show_toast (AdwToastOverlay *overlay,
                                 GFile           *file);

/* Writes the sheet to @file as PDF (@pdf) or PNG for ts_score_export_run(). */
typedef gboolean (*TsScoreExportSave) (gpointer  owner,
                                       GFile    *file,
                                       gboolean  pdf,
                                       GError  **error);

/* The whole export: the save dialog over @parent for a PDF (@pdf) or PNG named @suggested;
 * on Export, @save(@owner, ...) writes the file, then the toast above shows over @overlay, or
 * the error in a dialog over @parent. The dialog is kept in *@chooser (the owner's, which
 * destroys and clears it when it goes first) until it answers. */
void ts_score_export_run (GtkWindow        *parent,
                          gboolean          pdf,
                          const char       *suggested,
                          TsScoreExportSave save,
                          gpointer          owner,
                          AdwToastOverlay  *overlay,
                          GtkNativeDialog **chooser);
/**
 * TsScoreExportFormat:
 * @TS_SCORE_EXPORT_PDF: a PDF document (Documents folder)
 * @TS_SCORE_EXPORT_PNG: a PNG image (Pictures folder)
 * @TS_SCORE_EXPORT_CSV: a CSV table (Documents folder)
 * @TS_SCORE_EXPORT_JSON: a JSON file, a finished game's final-scoring sheet (Documents
 *   folder; issue 58)
 */
typedef enum
{
  TS_SCORE_EXPORT_PDF,
  TS_SCORE_EXPORT_PNG,
  TS_SCORE_EXPORT_CSV,
  TS_SCORE_EXPORT_JSON,
} TsScoreExportFormat;

/* What the dialog, the toast and an error say (translated): @title the dialog's title,
 * @saved the toast with one %s for the file's name (markup-escaped), @failed the error's
 * heading. */
typedef struct
{
  const char *title;
  const char *saved;
  const char *failed;
} TsScoreExportTexts;

/* ts_score_export_run() for anything exported (the statistics page's plays and page): @save
 * gets TRUE for @pdf when @format is PDF; @texts say what is exported. */
void ts_score_export_run_with (GtkWindow                *parent,
                               TsScoreExportFormat       format,
                               const TsScoreExportTexts *texts,
                               const char               *suggested,
                               TsScoreExportSave         save,
                               gpointer                  owner,
                               AdwToastOverlay          *overlay,
                               GtkNativeDialog         **chooser);
/* Writes @data to @file whole (atomically, for ts_score_export_run_with()'s @save). */
gboolean ts_score_export_write_text (GFile       *file,
                                     const char  *data,
                                     GError     **error);

/* The file chosen in the save dialog with the format's extension once: the dialog selects
 * the suggested name without its extension, so that "name.pdf" typed over it reads
 * "name.pdf.pdf". (transfer full) */
GFile *ts_score_export_dup_chosen (GFile              *chosen,
                                   TsScoreExportFormat format);

/* Closes the save dialog of ts_score_export_run() unanswered, when its owner goes first. */
void ts_score_export_cancel (GtkNativeDialog **chooser);

G_END_DECLS
