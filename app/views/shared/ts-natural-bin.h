/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsNaturalBin: an AdwBin that asks for at least @natural_width px when it has the room, and
 * no more than its child's minimum width when it has not. A window sized to its content
 * opens that wide on a laptop, while a narrower window (a phone's) still takes the child:
 * a minimum width (gtk_widget_set_size_request) would have made it scroll sideways there.
 */
#define TS_TYPE_NATURAL_BIN (ts_natural_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsNaturalBin, ts_natural_bin, TS, NATURAL_BIN, AdwBin)

GtkWidget *ts_natural_bin_new (GtkWidget *child,
                               int        natural_width);

G_END_DECLS
