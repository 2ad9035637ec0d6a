/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What each kind of render node of a page costs GTK 4.8's cairo renderer to draw
 * (ts-bench-view --node-costs; docs/benchmarks.md, "Table pages"). Each node that draws
 * (a colour, a text, a border, a drawing, a shadow; an opacity, a colour matrix or a blur
 * with what it holds) is drawn alone, @runs times, into an image the page's size: printed
 * are the time by kind, and the nodes that took over 0.04 ms with where they lie. A border
 * whose sides differ in colour is named as such: GTK draws it through a mesh. */
void ts_bench_nodes_report (GtkWidget *window,
                            guint      runs);

G_END_DECLS
