/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Running a program under a benchmark (docs/benchmarks.md): shared by the start-up and the
 * start-page runners. Plain GLib: it only forks, reads a pipe and waits. */

typedef struct
{
  gint64 start_us;     /* CLOCK_MONOTONIC just before the fork */
  double peak_rss_mib; /* ru_maxrss of the child */
  double cpu_ms;       /* its user and system time, ru_utime + ru_stime */
  GString *output;     /* what it printed, stdout and stderr together */
} TsBenchChild;

/* Runs @path (with @argument, when not NULL) and @envp until it exits, at most @timeout_s;
 * FALSE with the reason (and the end of what the child printed) when it cannot start, fails
 * or hangs. Clear @child with ts_bench_child_clear(). */
gboolean ts_bench_child_run (const char   *path,
                             const char   *argument,
                             char        **envp,
                             int           timeout_s,
                             gboolean      verbose,
                             TsBenchChild *child,
                             GError      **error);
/* The same with a whole command line, @argv[0] the program (a wrapper such as valgrind). */
gboolean ts_bench_child_run_argv (char        **argv,
                                  char        **envp,
                                  int           timeout_s,
                                  gboolean      verbose,
                                  TsBenchChild *child,
                                  GError      **error);
void ts_bench_child_clear (TsBenchChild *child);

/* The first line of @output that starts with @prefix: its first number in @value and, when
 * @extra is not NULL, a second one in @extra. */
gboolean ts_bench_child_find (const char *output,
                              const char *prefix,
                              gint64     *value,
                              gint64     *extra);
/* The last part of @output, short enough for an error message. */
const char *ts_bench_child_tail (GString *output);

/* Sorts @values (double) in place. */
double ts_bench_median (GArray *values);

/* The build tree, found from where the running benchmark sits in it (BUILDDIR/bench/KIND),
 * so the defaults work from any working directory. */
char *ts_bench_build_root (void);

/* Removes @path and everything under it (a benchmark's temporary folders). */
void ts_bench_remove_tree (const char *path);

gboolean ts_bench_check_executable (const char *path,
                                    const char *what,
                                    GError    **error);

G_END_DECLS
