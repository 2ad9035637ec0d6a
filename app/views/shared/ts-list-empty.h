/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Takes every row out of @list now, and lets them go after the frame. A table page's list of
 * choices is made again at each entry; freeing its old rows (their labels, layouts, style
 * and accessible objects) was a quarter of an entry's work before its frame. */
void ts_list_empty (GtkListBox *list);
/* The same for @row (a row of @list, or NULL: nothing) and every row after it. */
void ts_list_remove_from (GtkListBox *list,
                          GtkWidget  *row);

G_END_DECLS
