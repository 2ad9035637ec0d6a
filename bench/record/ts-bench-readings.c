/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the readings cost (issue 40, docs/benchmarks.md "Readings"): for each record named,
 * the median of opening it as the app does (ts_match_load(): for a record that does not say
 * its readings, the inference's replays included) and of the game page's one line on its
 * earlier readings (ts_match_dup_readings_notice(): a replay per earlier reading that
 * applies, asked again after every entry).
 *   bench/record/ts-bench-readings [-n RUNS] RECORD...                                    */
#include <stdlib.h>

#include "ts-bench-stats.h"
#include "ts-match.h"

static double
median (GArray *values)
{
  g_array_sort (values, ts_bench_compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

int
main (int   argc,
      char *argv[])
{
  int runs = 30;
  int first = 1;

  if (argc > 2 && g_str_equal (argv[1], "-n"))
    {
      runs = MAX (1, atoi (argv[2]));
      first = 3;
    }
  if (first >= argc)
    {
      g_printerr ("usage: %s [-n RUNS] RECORD...\n", argv[0]);
      return 2;
    }
  for (int f = first; f < argc; f++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[f]);
      g_autoptr(GArray) load = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) notice = g_array_new (FALSE, FALSE, sizeof (double));
      g_autofree char *base = g_file_get_basename (file);
      gboolean said = FALSE;
      guint n_entries = 0;

      for (int r = 0; r < runs; r++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TsMatch) match = NULL;
          g_autofree char *line = NULL;
          double t0 = ts_bench_now_ns ();
          double t1;
          double t2;

          match = ts_match_load (file, NULL, &error);
          if (match == NULL)
            {
              g_printerr ("%s: %s\n", base, error->message);
              return 1;
            }
          ts_match_set_autosave (match, FALSE);
          t1 = ts_bench_now_ns ();
          line = ts_match_dup_readings_notice (match);
          t2 = ts_bench_now_ns ();
          g_array_append_val (load, (double) { (t1 - t0) / 1e6 });
          g_array_append_val (notice, (double) { (t2 - t1) / 1e6 });
          said = line != NULL;
          n_entries = ts_match_get_n_entries (match);
        }
      g_print ("%-60s %4u entries  open %7.3f ms  readings line %7.3f ms%s\n", base, n_entries,
               median (load), median (notice), said ? "  (said)" : "");
    }
  return 0;
}
