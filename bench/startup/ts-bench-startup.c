/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Start-up benchmark runner (docs/benchmarks.md): starts tableside and the bare libadwaita
 * window in turn, ABAB..., and reports time to the first painted frame and peak RSS of each.
 * Plain GLib (bench/common/ts-bench-child.c runs the children). */

#include <locale.h>
#include <stdlib.h>

#include <glib.h>

#include "ts-bench-child.h"

#define FIRST_FRAME_PREFIX "first-frame-monotonic-us "
#define QUIT_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"

typedef struct
{
  const char *name;
  const char *path;
  GArray *first_frame_ms; /* double */
  GArray *peak_rss_mib;   /* double */
} Program;

typedef struct
{
  double first_frame_ms;
  double peak_rss_mib;
} Sample;

static int opt_runs = 20;
static int opt_warmup = 1;
static int opt_timeout = 30;
static char *opt_tableside = NULL;
static char *opt_bare = NULL;
static char *opt_schema_dir = NULL;
static gboolean opt_verbose = FALSE;

static const GOptionEntry option_entries[] = {
  { "runs", 'n', 0, G_OPTION_ARG_INT, &opt_runs, "Timed runs of each program (default 20)", "N" },
  { "warmup", 'w', 0, G_OPTION_ARG_INT, &opt_warmup,
    "Untimed runs of each program first (default 1)", "N" },
  { "timeout", 't', 0, G_OPTION_ARG_INT, &opt_timeout,
    "Seconds a run may take before it is killed (default 30)", "SECONDS" },
  { "tableside", 0, 0, G_OPTION_ARG_FILENAME, &opt_tableside,
    "The tableside binary (default BUILDDIR/app/tableside)", "PATH" },
  { "bare", 0, 0, G_OPTION_ARG_FILENAME, &opt_bare,
    "The bare window binary (default BUILDDIR/bench/startup/ts-bare-window)", "PATH" },
  { "schema-dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_schema_dir,
    "GSETTINGS_SCHEMA_DIR for the children (default: inherited, else BUILDDIR/data)", "DIR" },
  { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_verbose,
    "Print every run, and what the children print", NULL },
  G_OPTION_ENTRY_NULL
};

/* One run of @path: its time to the first frame and its peak RSS. */
static gboolean
run_once (const char *path,
          char      **envp,
          Sample     *sample,
          GError    **error)
{
  TsBenchChild child = { 0 };
  gint64 first_frame_us = 0;
  gboolean ok;

  if (!ts_bench_child_run (path, NULL, envp, opt_timeout, opt_verbose, &child, error))
    return FALSE;
  ok = ts_bench_child_find (child.output->str, FIRST_FRAME_PREFIX, &first_frame_us, NULL)
       && first_frame_us >= child.start_us;
  if (!ok)
    g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                 "%s exited without a valid \"" FIRST_FRAME_PREFIX "<us>\" line (is it built "
                 "with the " QUIT_ENV " hook?); it printed:\n%s",
                 path, ts_bench_child_tail (child.output));
  sample->first_frame_ms = (double) (first_frame_us - child.start_us) / 1000.0;
  sample->peak_rss_mib = child.peak_rss_mib;
  ts_bench_child_clear (&child);
  return ok;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *build_root = NULL;
  g_autofree char *tableside_path = NULL;
  g_autofree char *bare_path = NULL;
  g_auto(GStrv) envp = NULL;
  const char *renderer;
  Program programs[2] = {
    { .name = "tableside" },
    { .name = "bare" },
  };

  setlocale (LC_ALL, "");
  context = g_option_context_new ("- time to first frame and peak RSS of tableside against a "
                                  "bare libadwaita window");
  g_option_context_set_description (context,
                                    "Run it under an X display, e.g.\n"
                                    "  xvfb-run -a BUILDDIR/bench/startup/ts-bench-startup\n"
                                    "GSK_RENDERER is passed on to the children as it is set.\n"
                                    "See docs/benchmarks.md.");
  g_option_context_add_main_entries (context, option_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("ts-bench-startup: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (argc > 1)
    {
      g_printerr ("ts-bench-startup: unexpected argument '%s' (see --help)\n", argv[1]);
      return EXIT_FAILURE;
    }
  if (opt_runs < 1 || opt_warmup < 0 || opt_timeout < 1)
    {
      g_printerr ("ts-bench-startup: --runs and --timeout must be at least 1, --warmup at "
                  "least 0\n");
      return EXIT_FAILURE;
    }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("ts-bench-startup: no display; run it under one, e.g. "
                  "xvfb-run -a %s\n",
                  argv[0]);
      return EXIT_FAILURE;
    }

  build_root = ts_bench_build_root ();
  tableside_path = opt_tableside != NULL
                       ? g_canonicalize_filename (opt_tableside, NULL)
                       : g_build_filename (build_root, "app", "tableside", NULL);
  bare_path = opt_bare != NULL
                  ? g_canonicalize_filename (opt_bare, NULL)
                  : g_build_filename (build_root, "bench", "startup", "ts-bare-window", NULL);
  if (!ts_bench_check_executable (tableside_path, "tableside", &error)
      || !ts_bench_check_executable (bare_path, "bare", &error))
    {
      g_printerr ("ts-bench-startup: %s\n", error->message);
      return EXIT_FAILURE;
    }

  /* Settings in memory, so no run sees a window size or anything else a previous one
   * saved; the schema from the build tree unless the caller chose one. */
  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  envp = g_environ_setenv (envp, QUIT_ENV, "1", TRUE);
  if (opt_schema_dir != NULL)
    envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", opt_schema_dir, TRUE);
  else if (g_environ_getenv (envp, "GSETTINGS_SCHEMA_DIR") == NULL)
    {
      g_autofree char *schema_dir = g_build_filename (build_root, "data", NULL);

      envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", schema_dir, TRUE);
    }
  renderer = g_environ_getenv (envp, "GSK_RENDERER");

  programs[0].path = tableside_path;
  programs[1].path = bare_path;
  for (guint p = 0; p < G_N_ELEMENTS (programs); p++)
    {
      programs[p].first_frame_ms = g_array_sized_new (FALSE, FALSE, sizeof (double), opt_runs);
      programs[p].peak_rss_mib = g_array_sized_new (FALSE, FALSE, sizeof (double), opt_runs);
    }

  g_print ("Start-up: time from fork to first painted frame, and peak RSS (ru_maxrss)\n");
  g_print ("  tableside  %s\n", tableside_path);
  g_print ("  bare       %s\n", bare_path);
  g_print ("  runs       %d of each, alternated, after %d untimed of each\n", opt_runs,
           opt_warmup);
  g_print ("  renderer   %s%s\n", renderer != NULL ? "GSK_RENDERER=" : "GTK's default",
           renderer != NULL ? renderer : " (GSK_RENDERER unset)");
  g_print ("  display    %s\n", g_getenv ("DISPLAY") != NULL ? g_getenv ("DISPLAY")
                                                              : g_getenv ("WAYLAND_DISPLAY"));

  /* ABAB...: both programs see the same page cache, CPU frequency and background load. The
   * warm-up runs fill the page cache and start the session bus an X display without one
   * autolaunches on first use, so no timed run pays for either. */
  for (int i = 0; i < opt_warmup + opt_runs; i++)
    {
      gboolean timed = i >= opt_warmup;

      for (guint p = 0; p < G_N_ELEMENTS (programs); p++)
        {
          Sample sample;

          if (!run_once (programs[p].path, envp, &sample, &error))
            {
              g_printerr ("ts-bench-startup: %s %s run %d: %s\n", programs[p].name,
                          timed ? "timed" : "warm-up", timed ? i - opt_warmup + 1 : i + 1,
                          error->message);
              return EXIT_FAILURE;
            }
          if (opt_verbose)
            g_printerr ("%-9s %s %3d  %8.1f ms  %7.1f MiB\n", programs[p].name,
                        timed ? "run   " : "warmup", timed ? i - opt_warmup + 1 : i + 1,
                        sample.first_frame_ms, sample.peak_rss_mib);
          if (timed)
            {
              g_array_append_val (programs[p].first_frame_ms, sample.first_frame_ms);
              g_array_append_val (programs[p].peak_rss_mib, sample.peak_rss_mib);
            }
        }
    }

  {
    double frame_median[2];
    double rss_median[2];

    g_print ("\n%-18s %24s %16s\n", "", "first frame (ms)", "peak RSS (MiB)");
    g_print ("%-18s %8s %7s %7s %16s\n", "program", "median", "min", "max", "median");
    for (guint p = 0; p < G_N_ELEMENTS (programs); p++)
      {
        GArray *frames = programs[p].first_frame_ms;

        frame_median[p] = ts_bench_median (frames);
        rss_median[p] = ts_bench_median (programs[p].peak_rss_mib);
        g_print ("%-18s %8.1f %7.1f %7.1f %16.1f\n", programs[p].name, frame_median[p],
                 g_array_index (frames, double, 0),
                 g_array_index (frames, double, frames->len - 1), rss_median[p]);
        g_array_unref (programs[p].first_frame_ms);
        g_array_unref (programs[p].peak_rss_mib);
      }
    g_print ("%-18s %+8.1f %7s %7s %+16.1f\n", "tableside - bare",
             frame_median[0] - frame_median[1], "", "", rss_median[0] - rss_median[1]);
  }

  return EXIT_SUCCESS;
}
