/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The digit a list row carries, for every game's list of choices whose rows a digit takes:
 * a dim number before the row's words, also its accessible key shortcut. */

/* Sets @row's child: @number's digit (1-9; 0 for none, the same layout) before @text, wrapped
 * (TsRowWords). Returns the child. */
GtkWidget *ts_row_number_set_child (GtkListBoxRow *row,
                                    guint          number,
                                    const char    *text);
/* The digit of @row (0: none). */
guint ts_row_number_get (GtkListBoxRow *row);
/* The row of @list with @number, or NULL. */
GtkListBoxRow *ts_row_number_find (GtkListBox *list,
                                   guint       number);
/* The words of a row made by ts_row_number_set_child(). */
const char *ts_row_number_get_text (GtkListBoxRow *row);

G_END_DECLS
