/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keeping what the keyboard is on in view, in the nearest scrolled window around it, with a
 * little room around it, once laid out (after the next frame is painted): a widget just
 * added has no place yet, and a focus given to it at once scrolls to where it is not. */

/* Scrolls to show @widget (Add Player in a sheet). */
void ts_reveal_later (GtkWidget *widget);
/* Scrolls to show the focused row within @within (its GtkListBoxRow, else the focus
 * itself), with @also (nullable: a problem shown below it) when it is in the same view;
 * nothing when the focus is elsewhere then. */
void ts_reveal_focus_later (GtkWidget *within,
                            GtkWidget *also);

G_END_DECLS
