/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ts-bench-open --callgrind: what a run under valgrind --tool=callgrind --separate-threads=yes
 * --fair-sched=yes counted, and its files removed. */
#include <string.h>

#include <glib/gstdio.h>

#include "ts-bench-open-callgrind.h"

#define COLLECTED "Collected : "

/* The instructions valgrind says it counted ("==PID== Collected : N"), or -1. */
static gint64
collected (const char *output)
{
  const char *at = strstr (output, COLLECTED);

  return at != NULL ? g_ascii_strtoll (at + strlen (COLLECTED), NULL, 10) : -1;
}

/* The main thread's instructions, from callgrind's file of thread 1 (--separate-threads):
 * the first frame's path. Work on other threads (`tableside FILE` reads its game beside GTK's
 * start, issue 56) runs on the second core meanwhile. -1 when there is no such file (the
 * whole run's count is used then). */
static gint64
main_thread_instructions (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "cg.out-01", NULL);
  g_autofree char *text = NULL;
  const char *at;
  gint64 count = -1;

  if (g_file_get_contents (path, &text, NULL, NULL)
      && (at = strstr (text, "\ntotals: ")) != NULL)
    count = g_ascii_strtoll (at + strlen ("\ntotals: "), NULL, 10);
  return count;
}

/* Removes callgrind's files in @dir (cg.out, then cg.out-01, -02, … one per thread, numbered
 * without gaps) and @dir. */
void
ts_bench_callgrind_remove (const char *dir)
{
  g_autofree char *base = g_build_filename (dir, "cg.out", NULL);

  g_remove (base);
  for (guint thread = 1;; thread++)
    {
      g_autofree char *path = g_strdup_printf ("%s-%02u", base, thread);

      if (g_remove (path) != 0)
        break;
    }
  g_rmdir (dir);
}

/**
 * ts_bench_callgrind_count:
 * @output: what valgrind printed
 * @dir: the folder of its files (--callgrind-out-file=DIR/cg.out)
 *
 * Returns: the main thread's instructions, else the whole run's, or -1 when valgrind counted
 *   nothing
 */
gint64
ts_bench_callgrind_count (const char *output,
                          const char *dir)
{
  gint64 whole = collected (output);
  gint64 main_thread = whole >= 0 ? main_thread_instructions (dir) : -1;

  return main_thread >= 0 ? main_thread : whole;
}
