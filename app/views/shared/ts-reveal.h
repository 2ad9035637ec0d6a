/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Scrolls the nearest scrolled window around @widget so that @widget is in view, once it is
 * laid out (after the next frame is painted): a widget just added has no place yet, and a
 * focus given to it at once would scroll to where it is not (Add Player in a sheet). */
void ts_reveal_later (GtkWidget *widget);

G_END_DECLS
