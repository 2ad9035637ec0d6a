/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-bench-stats.h"

#include <stdio.h>
#include <time.h>

double
ts_bench_now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int
ts_bench_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

double
ts_bench_percentile (GArray *samples, guint pct)
{
  g_array_sort (samples, ts_bench_compare_doubles);
  return g_array_index (samples, double, MIN (samples->len - 1, samples->len * pct / 100));
}

void
ts_bench_report_ms (const char *what, GArray *samples)
{
  printf ("%-40s n=%u  median %.2f ms  p90 %.2f ms  max %.2f ms\n", what, samples->len,
          ts_bench_percentile (samples, 50), ts_bench_percentile (samples, 90),
          ts_bench_percentile (samples, 100));
}

void
ts_bench_report_percent (const char *what, GArray *samples)
{
  printf ("%-40s n=%u  median %.1f %%  p90 %.1f %%  max %.1f %%\n", what, samples->len,
          ts_bench_percentile (samples, 50), ts_bench_percentile (samples, 90),
          ts_bench_percentile (samples, 100));
}
