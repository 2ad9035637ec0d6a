/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Timing and sample statistics shared by every benchmark (docs/benchmarks.md). */

/* CLOCK_MONOTONIC in nanoseconds. */
double ts_bench_now_ns (void);
/* qsort()/g_array_sort() order of doubles. */
int ts_bench_compare_doubles (gconstpointer a,
                              gconstpointer b);
/* Sorts @samples (doubles) and returns the @pct percentile (50: the median, 100: the most). */
double ts_bench_percentile (GArray *samples,
                            guint   pct);
/* Sorts @samples (milliseconds) and prints "what  n=…  median …  p90 …  max …". */
void ts_bench_report_ms (const char *what,
                         GArray     *samples);
/* The same for percentages. */
void ts_bench_report_percent (const char *what,
                              GArray     *samples);

G_END_DECLS
