/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsWidthBin: the child of a scrolled window that scrolls down, never across, whose height
 * is asked for the width the child has. GTK 4.8's GtkScrolledWindow asks its child's
 * natural height for no width: an entry form whose words wrap on a phone answered its
 * height on one line, and the scrolled window, as tall as that, hid the form's buttons
 * under the window's bottom bar behind a scroll nobody saw. Asked its height for no width,
 * this bin answers its child's height at the width it was last given (at the child's
 * natural width before that), and lays out again when that width changes the height.
 */
#define TS_TYPE_WIDTH_BIN (ts_width_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsWidthBin, ts_width_bin, TS, WIDTH_BIN, AdwBin)

GtkWidget *ts_width_bin_new (GtkWidget *child);

G_END_DECLS
