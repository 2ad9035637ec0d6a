/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Start-page benchmark (docs/benchmarks.md, "Start page"): tableside with 0, 100, 1,000 and
 * 10,000 saved games of complete random games (the engine's random-game helper) in a
 * temporary XDG_DATA_HOME. For each count it reports the time to the first painted frame,
 * the time until the saved games list is complete and painted (with no saved games index,
 * and with the one the run before wrote), the first frame of `tableside FILE` (a game opened
 * from the command line), and the peak RSS. */

#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <sys/time.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "ts-bench-child.h"
#include "ts-random-record.h"
#include "ts-record.h"

#define FIRST_FRAME_PREFIX "first-frame-monotonic-us "
#define FIRST_FRAME_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"
#define LISTED_PREFIX "saved-games-listed-monotonic-us "
#define LISTED_ENV "TABLESIDE_QUIT_AFTER_SAVED_GAMES"
#define STATISTICS_ENV "TABLESIDE_BENCH_STATISTICS"
#define STATISTICS_ASKED_PREFIX "statistics-asked-monotonic-us "
#define STATISTICS_PREFIX "statistics-frame-monotonic-us "
/* Distinct games, written round-robin under as many names as the count asks for. */
#define N_DISTINCT 64

static char *opt_counts = NULL;
static int opt_runs = 5;
static int opt_timeout = 300;
static char *opt_tableside = NULL;
static char *opt_schema_dir = NULL;
static gboolean opt_keep = FALSE;
static gboolean opt_verbose = FALSE;

static const GOptionEntry option_entries[] = {
  { "counts", 'c', 0, G_OPTION_ARG_STRING, &opt_counts,
    "Numbers of saved games, increasing, comma-separated (default 0,100,1000,10000)", "LIST" },
  { "runs", 'n', 0, G_OPTION_ARG_INT, &opt_runs, "Timed runs of each kind (default 5)", "N" },
  { "timeout", 't', 0, G_OPTION_ARG_INT, &opt_timeout,
    "Seconds a run may take before it is killed (default 300)", "SECONDS" },
  { "tableside", 0, 0, G_OPTION_ARG_FILENAME, &opt_tableside,
    "The tableside binary (default BUILDDIR/app/tableside)", "PATH" },
  { "schema-dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_schema_dir,
    "GSETTINGS_SCHEMA_DIR for the children (default: inherited, else BUILDDIR/data)", "DIR" },
  { "keep", 'k', 0, G_OPTION_ARG_NONE, &opt_keep, "Keep the generated saved games", NULL },
  { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_verbose,
    "Print every run, and what the children print", NULL },
  G_OPTION_ENTRY_NULL
};

typedef enum
{
  RUN_FIRST_FRAME, /* tableside: the start page's first frame */
  RUN_LISTED_COLD, /* tableside: until the saved games are all listed, without an index */
  RUN_LISTED,      /* the same with the index the run before wrote */
  RUN_OPEN_FILE,   /* tableside FILE: the game's first frame */
  RUN_STATISTICS,  /* the list complete, Ctrl+G: the statistics page's first frame (issue 27) */
  N_RUN_KINDS
} RunKind;

static const char *const run_names[N_RUN_KINDS] = { "first frame", "listed, no index",
                                                    "list complete", "tableside FILE",
                                                    "statistics" };

typedef struct
{
  guint count;
  char *data_home;
  GArray *ms[N_RUN_KINDS];      /* double */
  GArray *rss_mib[N_RUN_KINDS]; /* double */
  gint64 listed;                /* how many the start page said it listed */
} Level;

static char *
game_path (const char *data_home,
           guint       index)
{
  g_autofree char *name = g_strdup_printf ("castles-of-burgundy-%05u.json", index);

  return g_build_filename (data_home, "tableside", "games", name, NULL);
}

static gboolean
set_errno_error (GError    **error,
                 const char *what,
                 const char *path)
{
  int saved_errno = errno;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s %s: %s", what,
               path, g_strerror (saved_errno));
  return FALSE;
}

/* Game @index is @index ten-minute steps older than the newest, so that the list's order is
 * the files' order. */
static gboolean
set_age (const char *path,
         guint       index,
         GError    **error)
{
  struct timeval times[2];

  gettimeofday (&times[0], NULL);
  times[0].tv_sec -= (time_t) index * 600;
  times[1] = times[0];
  return utimes (path, times) == 0 || set_errno_error (error, "utimes", path);
}

/* The largest level's games are written once; the smaller levels hard-link its newest. */
static gboolean
generate (Level   *levels,
          guint    n_levels,
          GError **error)
{
  Level *largest = &levels[n_levels - 1];
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 start = g_get_monotonic_time ();
  guint64 total_bytes = 0;

  for (guint l = 0; l < n_levels; l++)
    {
      g_autofree char *dir = g_build_filename (levels[l].data_home, "tableside", "games", NULL);

      if (g_mkdir_with_parents (dir, 0755) != 0)
        return set_errno_error (error, "mkdir", dir);
    }
  for (guint d = 0; d < N_DISTINCT && d < largest->count; d++)
    {
      g_autoptr(TsMatch) match = ts_random_record_burgundy (2 + d % 3, d + 1, error);

      if (match == NULL)
        return FALSE;
      /* Finished, as Tableside writes it on its last save: listing one replays it once for
       * the statistics (issue 27). */
      ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                            ts_match_get_winner (match));
      g_ptr_array_add (records, g_object_ref (ts_match_get_record (match)));
    }
  for (guint i = 0; i < largest->count; i++)
    {
      TsRecord *record = g_ptr_array_index (records, i % records->len);
      g_autofree char *name = g_strdup_printf ("Game %u", largest->count - i);
      g_autofree char *path = game_path (largest->data_home, i);
      g_autoptr(GBytes) bytes = NULL;

      ts_record_set_name (record, name);
      bytes = ts_record_to_bytes (record);
      total_bytes += g_bytes_get_size (bytes);
      if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                error)
          || !set_age (path, i, error))
        return FALSE;
      for (guint l = 0; l + 1 < n_levels; l++)
        if (i < levels[l].count)
          {
            g_autofree char *link_path = game_path (levels[l].data_home, i);

            if (link (path, link_path) != 0)
              return set_errno_error (error, "link", link_path);
          }
    }
  g_print ("  generated  %u saved games (%u distinct complete random games, %.1f MiB) in %.1f s\n",
           largest->count, records->len, total_bytes / 1048576.0,
           (g_get_monotonic_time () - start) / 1e6);
  return TRUE;
}

static gboolean
run_once (const char *tableside,
          char      **base_env,
          const char *open_file,
          Level      *level,
          RunKind     kind,
          gboolean    timed,
          GError    **error)
{
  g_auto(GStrv) envp = g_strdupv (base_env);
  TsBenchChild child = { 0 };
  gboolean listing = kind == RUN_LISTED || kind == RUN_LISTED_COLD || kind == RUN_STATISTICS;
  const char *prefix = kind == RUN_STATISTICS ? STATISTICS_PREFIX
                       : listing              ? LISTED_PREFIX
                                              : FIRST_FRAME_PREFIX;
  gint64 at_us = 0;
  gint64 listed = 0;
  double ms;

  if (kind == RUN_LISTED_COLD)
    {
      /* The saved games index (app/model/games/ts-record-index.c): every header is read. */
      g_autofree char *index = g_build_filename (level->data_home, "tableside", "games",
                                                 ".saved-games-index.json", NULL);

      g_unlink (index);
    }
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", level->data_home, TRUE);
  envp = g_environ_setenv (envp, listing ? LISTED_ENV : FIRST_FRAME_ENV, "1", TRUE);
  if (kind == RUN_STATISTICS)
    envp = g_environ_setenv (envp, STATISTICS_ENV, "1", TRUE);
  if (!ts_bench_child_run (tableside, kind == RUN_OPEN_FILE ? open_file : NULL, envp,
                           opt_timeout, opt_verbose, &child, error))
    return FALSE;
  if (!ts_bench_child_find (child.output->str, prefix, &at_us,
                            listing && kind != RUN_STATISTICS ? &listed : NULL)
      || at_us < child.start_us)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                   "%s exited without a valid \"%s\" line; it printed:\n%s", tableside, prefix,
                   ts_bench_child_tail (child.output));
      ts_bench_child_clear (&child);
      return FALSE;
    }
  ms = (at_us - child.start_us) / 1000.0;
  if (kind == RUN_STATISTICS)
    {
      /* From Ctrl+G (the list complete and painted) to the page's first frame. */
      gint64 asked_us = 0;

      if (!ts_bench_child_find (child.output->str, STATISTICS_ASKED_PREFIX, &asked_us, NULL))
        {
          g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                       "%s did not show the statistics; it printed:\n%s", tableside,
                       ts_bench_child_tail (child.output));
          ts_bench_child_clear (&child);
          return FALSE;
        }
      ms = (at_us - asked_us) / 1000.0;
    }
  if (opt_verbose)
    g_printerr ("%6u games  %-14s %s %8.1f ms %7.1f MiB\n", level->count, run_names[kind],
                timed ? "run   " : "warmup", ms, child.peak_rss_mib);
  if (listing && kind != RUN_STATISTICS)
    level->listed = listed;
  if (timed)
    {
      g_array_append_val (level->ms[kind], ms);
      g_array_append_val (level->rss_mib[kind], child.peak_rss_mib);
    }
  ts_bench_child_clear (&child);
  return TRUE;
}

static void
print_figures (GArray *levels)
{
  double empty_frame = 0;

  g_print ("\n%6s  %24s  %11s  %24s  %9s  %17s\n", "", "first frame (ms)", "no index",
           "list complete (ms)", "FILE", "peak RSS (MiB)");
  g_print ("%6s  %8s %7s %7s  %5s %5s  %8s %7s %7s  %9s  %8s %8s\n", "saved", "median", "min",
           "max", "÷ 0", "(s)", "median", "min", "max", "(ms)", "1st frm", "listed");
  for (guint l = 0; l < levels->len; l++)
    {
      Level *level = &g_array_index (levels, Level, l);
      GArray *frames = level->ms[RUN_FIRST_FRAME];
      GArray *lists = level->ms[RUN_LISTED];
      double frame = ts_bench_median (frames);
      double cold = ts_bench_median (level->ms[RUN_LISTED_COLD]);
      double listed = ts_bench_median (lists);
      double open_file = ts_bench_median (level->ms[RUN_OPEN_FILE]);

      if (l == 0)
        empty_frame = frame;
      g_print ("%6u  %8.1f %7.1f %7.1f  %5.2f %5.1f  %8.1f %7.1f %7.1f  %9.1f  %8.1f %8.1f\n",
               level->count, frame, g_array_index (frames, double, 0),
               g_array_index (frames, double, frames->len - 1),
               empty_frame > 0 ? frame / empty_frame : 0, cold / 1000.0, listed,
               g_array_index (lists, double, 0), g_array_index (lists, double, lists->len - 1),
               open_file, ts_bench_median (level->rss_mib[RUN_FIRST_FRAME]),
               MAX (ts_bench_median (level->rss_mib[RUN_LISTED]),
                    ts_bench_median (level->rss_mib[RUN_LISTED_COLD])));
      if (level->listed != level->count)
        g_print ("        (the start page listed %" G_GINT64_FORMAT " of %u)\n", level->listed,
                 level->count);
    }
  g_print ("\n%6s  %24s  %14s\n", "saved", "statistics page (ms)", "÷ first frame");
  for (guint l = 0; l < levels->len; l++)
    {
      Level *level = &g_array_index (levels, Level, l);
      GArray *stats = level->ms[RUN_STATISTICS];
      double frame = ts_bench_median (level->ms[RUN_FIRST_FRAME]);
      double median = ts_bench_median (stats);

      g_print ("%6u  %8.1f %7.1f %7.1f  %14.2f\n", level->count, median,
               g_array_index (stats, double, 0), g_array_index (stats, double, stats->len - 1),
               frame > 0 ? median / frame : 0);
    }
  g_print ("\nstatistics page: from Ctrl+G on the start page, its list complete, to the "
           "statistics page's first\nframe (median, min, max); \"÷ first frame\": over the start "
           "page's first frame with the same folder.\n");
  g_print ("\n\"÷ 0\": the first frame's median over that of the first count. \"no index\": the "
           "list complete\nwithout the saved games index (every header read), median. \"list "
           "complete\": with the\nindex the run before wrote. FILE: `tableside FILE`, first "
           "frame. Peak RSS \"listed\": the larger\nof the two list runs' medians.\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *build_root = NULL;
  g_autofree char *tableside = NULL;
  g_autofree char *root = NULL;
  g_autofree char *open_file = NULL;
  g_auto(GStrv) counts = NULL;
  g_auto(GStrv) envp = NULL;
  g_autoptr(GArray) levels = g_array_new (FALSE, TRUE, sizeof (Level));
  const char *renderer;
  int status = EXIT_SUCCESS;

  setlocale (LC_ALL, "");
  context = g_option_context_new ("- first frame and saved games list with many saved games");
  g_option_context_set_description (context,
                                    "Run it under an X display, e.g.\n"
                                    "  xvfb-run -a BUILDDIR/bench/start-page/ts-bench-start-page\n"
                                    "See docs/benchmarks.md.");
  g_option_context_add_main_entries (context, option_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("ts-bench-start-page: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (argc > 1 || opt_runs < 1 || opt_timeout < 1)
    {
      g_printerr ("ts-bench-start-page: unexpected arguments (see --help)\n");
      return EXIT_FAILURE;
    }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("ts-bench-start-page: no display; run it under one, e.g. xvfb-run -a %s\n",
                  argv[0]);
      return EXIT_FAILURE;
    }

  build_root = ts_bench_build_root ();
  tableside = opt_tableside != NULL ? g_canonicalize_filename (opt_tableside, NULL)
                                    : g_build_filename (build_root, "app", "tableside", NULL);
  if (!ts_bench_check_executable (tableside, "tableside", &error))
    {
      g_printerr ("ts-bench-start-page: %s\n", error->message);
      return EXIT_FAILURE;
    }

  counts = g_strsplit (opt_counts != NULL ? opt_counts : "0,100,1000,10000", ",", -1);
  for (guint i = 0; counts[i] != NULL; i++)
    {
      Level level = { 0 };
      guint64 count = 0;

      if (!g_ascii_string_to_unsigned (counts[i], 10, 0, 1000000, &count, NULL)
          || (levels->len > 0 && count <= g_array_index (levels, Level, levels->len - 1).count))
        {
          g_printerr ("ts-bench-start-page: --counts must be increasing whole numbers\n");
          return EXIT_FAILURE;
        }
      level.count = count;
      g_array_append_val (levels, level);
    }
  if (g_array_index (levels, Level, levels->len - 1).count == 0)
    {
      g_printerr ("ts-bench-start-page: --counts needs a count above 0\n");
      return EXIT_FAILURE;
    }

  root = g_dir_make_tmp ("ts-bench-start-page-XXXXXX", &error);
  if (root == NULL)
    {
      g_printerr ("ts-bench-start-page: %s\n", error->message);
      return EXIT_FAILURE;
    }
  for (guint l = 0; l < levels->len; l++)
    {
      Level *level = &g_array_index (levels, Level, l);

      level->data_home = g_strdup_printf ("%s/saved-%u", root, level->count);
      for (guint k = 0; k < N_RUN_KINDS; k++)
        {
          level->ms[k] = g_array_new (FALSE, FALSE, sizeof (double));
          level->rss_mib[k] = g_array_new (FALSE, FALSE, sizeof (double));
        }
    }
  /* `tableside FILE` opens the newest game of the largest count, whichever folder is read. */
  open_file = game_path (g_array_index (levels, Level, levels->len - 1).data_home, 0);

  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  envp = g_environ_unsetenv (envp, FIRST_FRAME_ENV);
  envp = g_environ_unsetenv (envp, LISTED_ENV);
  if (opt_schema_dir != NULL)
    envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", opt_schema_dir, TRUE);
  else if (g_environ_getenv (envp, "GSETTINGS_SCHEMA_DIR") == NULL)
    {
      g_autofree char *schema_dir = g_build_filename (build_root, "data", NULL);

      envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", schema_dir, TRUE);
    }
  renderer = g_environ_getenv (envp, "GSK_RENDERER");

  g_print ("Start page: first frame, saved games listed, and `tableside FILE`, by number of "
           "saved games\n");
  g_print ("  tableside  %s\n", tableside);
  g_print ("  runs       %d of each kind per count, after one untimed run of each\n", opt_runs);
  g_print ("  renderer   %s%s\n", renderer != NULL ? "GSK_RENDERER=" : "GTK's default",
           renderer != NULL ? renderer : " (GSK_RENDERER unset)");
  g_print ("  data       %s%s\n", root, opt_keep ? " (kept)" : " (removed at the end)");
  if (!generate ((Level *) levels->data, levels->len, &error))
    {
      g_printerr ("ts-bench-start-page: %s\n", error->message);
      status = EXIT_FAILURE;
    }

  for (guint l = 0; l < levels->len && status == EXIT_SUCCESS; l++)
    {
      Level *level = &g_array_index (levels, Level, l);

      /* The untimed run fills the page cache, as any start after the first one finds it. */
      for (int r = 0; r < opt_runs + 1 && status == EXIT_SUCCESS; r++)
        for (RunKind kind = 0; kind < N_RUN_KINDS && status == EXIT_SUCCESS; kind++)
          if (!run_once (tableside, envp, open_file, level, kind, r > 0, &error))
            {
              g_printerr ("ts-bench-start-page: %u saved games, %s: %s\n", level->count,
                          run_names[kind], error->message);
              status = EXIT_FAILURE;
            }
    }
  if (status == EXIT_SUCCESS)
    print_figures (levels);

  for (guint l = 0; l < levels->len; l++)
    {
      Level *level = &g_array_index (levels, Level, l);

      for (guint k = 0; k < N_RUN_KINDS; k++)
        {
          g_array_unref (level->ms[k]);
          g_array_unref (level->rss_mib[k]);
        }
      g_free (level->data_home);
    }
  if (!opt_keep)
    ts_bench_remove_tree (root);
  return status;
}
