/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsBurgundyWidthBin: one child (a <child> in a .ui), whose height is asked for the width.
 * Asked its height for no width (as the page's entry bar, a TsStickyBin, asks), it answers
 * the child's height at the width it was last given, not at the child's least width: an
 * entry form that wraps on a phone is as tall as it needs there, and no taller on a laptop
 * (issue 54).
 */
#define TS_TYPE_BURGUNDY_WIDTH_BIN (ts_burgundy_width_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyWidthBin, ts_burgundy_width_bin, TS, BURGUNDY_WIDTH_BIN,
                      GtkWidget)

GtkWidget *ts_burgundy_width_bin_new (GtkWidget *child);

G_END_DECLS
