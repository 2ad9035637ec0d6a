/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A fact shown only by a tooltip (a shield's effect and end-game VP) also opens by a tap
 * (issue 54: a finger has no hover): a click or a long press on @widget shows its tooltip
 * text (ts_tooltip_get()) in a popover pointing at it. The widget gets the CSS class
 * "cob-tap-info" (touch mode sizes it for a finger). */
void ts_burgundy_tap_info_attach (GtkWidget *widget);

/* The popover @widget opened, or NULL before its first tap (for tests). */
GtkPopover *ts_burgundy_tap_info_get_popover (GtkWidget *widget);

G_END_DECLS
