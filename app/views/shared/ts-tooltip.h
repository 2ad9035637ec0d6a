/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every tooltip of Tableside's widgets goes through here (issue 29). GTK 4.8's
 * gtk_widget_set_tooltip_text() asks the display where the pointer is on every call, a round
 * trip to the X server even for a widget not yet on screen: the hundreds a game's page sets
 * made opening a saved game three to four times slower than a bare window. The text is kept
 * on the widget and handed to GTK only when a tooltip is about to show (query-tooltip); a
 * text that did not change costs nothing.
 *
 * The text is also the widget's accessible description (GTK 4.8 reads no tooltip of a
 * focusable widget: "0 VP"; its own gtk_widget_set_tooltip_text() described every widget, and
 * a picture such as the black depot has no other words), unless the widget is a label that
 * takes no focus (its text is read), the tooltip only repeats the widget's name, or the
 * widget has a description of its own. */
void ts_tooltip_set (GtkWidget  *widget,
                     const char *text);

/* The text ts_tooltip_set() gave, else GTK's own tooltip text; NULL when none. */
const char *ts_tooltip_get (GtkWidget *widget);

/* Makes the tooltip the accessible description as above, for a widget that became focusable
 * after its tooltip was set (the map hook of ts-mnemonic-names.c calls it). */
void ts_tooltip_describe (GtkWidget *widget);

G_END_DECLS
