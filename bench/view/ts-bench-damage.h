/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What GTK 4.8 paints again after an entry, and which widgets make it: the window's render
 * nodes before and after the entry's frame compared by GTK 4.8's own rules
 * (gsk_render_node_diff, which GTK does not export), each damaged box put on the smallest
 * widget that holds it. See docs/benchmarks.md, "Table pages". */
typedef struct _TsBenchDamage TsBenchDamage;

TsBenchDamage *ts_bench_damage_new (void);
void ts_bench_damage_free (TsBenchDamage *self);

/* The window as it stands: compared with the previous call's unless @reset. @frame_ms: the
 * entry's frame, for the log (TS_BENCH_DAMAGE_BOXES=1 prints every entry's boxes). */
void ts_bench_damage_take (TsBenchDamage *self,
                           GtkWidget     *window,
                           gboolean       reset,
                           double         frame_ms);

/* Called before an entry: the next take also reports the surface GTK made to draw it. */
void ts_bench_damage_watch (void);

/* The last entry's damage painted again by GTK's renderer, the page unchanged: GTK's cost
 * to paint what the entry changed, timed (to the X server's sync). */
void ts_bench_damage_repaint (TsBenchDamage *self,
                              GtkWidget     *window);

/* Prints the share of the window damaged per entry, its bounding box, and the widgets that
 * make most of it. */
void ts_bench_damage_report (TsBenchDamage *self);

G_END_DECLS
