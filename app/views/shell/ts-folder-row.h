/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_FOLDER_ROW (ts_folder_row_get_type ())

G_DECLARE_FINAL_TYPE (TsFolderRow, ts_folder_row, TS, FOLDER_ROW, AdwActionRow)

TsFolderRow *ts_folder_row_new (GSettings *settings);
/* What choosing @dir in the file chooser does: checks it can hold games, then makes it the
 * games folder; FALSE with a reason in @error (also shown in a toast) when it cannot. */
gboolean ts_folder_row_choose (TsFolderRow *self,
                               GFile       *dir,
                               GError     **error);
GtkWidget *ts_folder_row_get_choose_button (TsFolderRow *self);
GtkWidget *ts_folder_row_get_default_button (TsFolderRow *self);

G_END_DECLS
