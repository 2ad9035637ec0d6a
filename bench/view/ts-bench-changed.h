/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The window's pixels now, against the previous call's: @share, the % of the window whose
 * pixels changed, and @box, the % their bounding box covers. FALSE, and nothing set, when
 * there is no previous call to compare with (the first, or the first after
 * ts_bench_changed_forget()). */
gboolean ts_bench_changed_take (GtkWidget *window,
                                double    *share,
                                double    *box);
/* The next take compares with nothing. */
void ts_bench_changed_forget (void);

G_END_DECLS
