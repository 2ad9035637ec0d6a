/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes a GtkDropDown (with enable-search and an expression) quick by keyboard, beyond what
 * GTK 4.8 offers: its search matches anywhere in a name ("cow", "17"), a letter typed on the
 * closed drop-down opens the search with that letter, and Enter in the search takes the
 * first match and calls @picked (@dropdown, @user_data), e.g. to move on. GTK 4.8 has no API
 * for these: the drop-down's own search entry and list are looked up inside it, and if they
 * are not found the drop-down simply works as GTK made it. */
void ts_burgundy_dropdown_search_init (GtkDropDown *dropdown,
                                       void (*picked) (GtkDropDown *dropdown,
                                                       gpointer     user_data),
                                       gpointer     user_data);

G_END_DECLS
