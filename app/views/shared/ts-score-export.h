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

G_END_DECLS
