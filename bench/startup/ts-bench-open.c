/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Opening benchmark (issue 29, docs/benchmarks.md, "Opening a game"): the first painted frame
 * and peak RSS of
 *   - the bare libadwaita window (bench/startup/ts-bare-window), the yardstick;
 *   - tableside to its start page (an empty games folder);
 *   - `tableside FILE` of a complete 4-player game of each of the four games;
 *   - tableside's start page, then the newest saved game opened as a click on its row does
 *     (TABLESIDE_BENCH_OPEN_NEWEST): the time from the click to the game's painted page;
 * all in turn, run after run, so that every program sees the same machine. Each result is
 * also given as a ratio of the bare window's median. */

#include <locale.h>
#include <stdlib.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ts-bench-child.h"
#include "ts-random-record.h"
#include "ts-record.h"

#define FIRST_FRAME_PREFIX "first-frame-monotonic-us "
#define WIDGETS_PREFIX "first-frame-widgets "
#define PRESENTING_PREFIX "first-frame-presenting-us "
#define FIRST_FRAME_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"
#define LISTED_ENV "TABLESIDE_QUIT_AFTER_SAVED_GAMES"
#define OPEN_ENV "TABLESIDE_BENCH_OPEN_NEWEST"
#define ASKED_PREFIX "open-asked-monotonic-us "
#define GAME_FRAME_PREFIX "game-frame-monotonic-us "

static int opt_runs = 10;
static int opt_timeout = 60;
static char *opt_tableside = NULL;
static char *opt_bare = NULL;
static char *opt_schema_dir = NULL;
static gboolean opt_verbose = FALSE;
static gboolean opt_no_saved = FALSE;
static gboolean opt_keep = FALSE;

static const GOptionEntry option_entries[] = {
  { "runs", 'n', 0, G_OPTION_ARG_INT, &opt_runs, "Timed runs of each kind (default 10)", "N" },
  { "timeout", 't', 0, G_OPTION_ARG_INT, &opt_timeout,
    "Seconds a run may take before it is killed (default 60)", "SECONDS" },
  { "tableside", 0, 0, G_OPTION_ARG_FILENAME, &opt_tableside,
    "The tableside binary (default BUILDDIR/app/tableside)", "PATH" },
  { "bare", 0, 0, G_OPTION_ARG_FILENAME, &opt_bare,
    "The bare window (default BUILDDIR/bench/startup/ts-bare-window)", "PATH" },
  { "schema-dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_schema_dir,
    "GSETTINGS_SCHEMA_DIR for the children (default: inherited, else BUILDDIR/data)", "DIR" },
  { "no-saved", 0, 0, G_OPTION_ARG_NONE, &opt_no_saved,
    "Leave out opening from the start page (a tableside without its hook)", NULL },
  { "keep", 0, 0, G_OPTION_ARG_NONE, &opt_keep,
    "Keep the games written (to profile one run by hand)", NULL },
  { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_verbose,
    "Print every run, and what the children print", NULL },
  G_OPTION_ENTRY_NULL
};

typedef enum
{
  KIND_BARE,       /* the bare window's first frame */
  KIND_START_PAGE, /* tableside's start page, no saved games */
  KIND_FILE,       /* tableside FILE */
  KIND_FROM_START, /* the start page, then its newest saved game: click to painted page */
} Kind;

typedef struct
{
  const char *name;
  Kind kind;
  char *file;     /* KIND_FILE: the game */
  char *data_dir; /* XDG_DATA_HOME of the run: empty, or the game alone in its folder */
  GArray *ms;     /* double */
  GArray *rss;    /* double, MiB */
  GArray *before; /* double, ms: the start to the window presented, everything in it made */
  GArray *shown;  /* double, ms: ... and from there to its first frame painted (GTK's) */
  gint64 widgets; /* on screen at the first frame, and labels among them (the last run's) */
  gint64 labels;
} Program;

/* One complete 4-player game of each of the four games, the heaviest setups the app keeps:
 * the Castles of Burgundy with its modules, Carcassonne with Traders & Builders. */
static TsMatch *
complete_game (guint    game,
               GError **error)
{
  g_autoptr(JsonObject) options = json_object_new ();

  switch (game)
    {
    case 0:
      /* (Trade routes need each player's pieces laid at setup, which the random helper
       * does not draw.) */
      for (const char *const *m = (const char *const[]){ "extra-tiles", "white-castles", "inns",
                                                         "shields", NULL };
           *m != NULL; m++)
        json_object_set_boolean_member (options, *m, TRUE);
      return ts_random_record_burgundy_with_options (4, options, 7, error);
    case 1:
      return ts_random_record_kingsburg (4, 7, error);
    case 2:
      for (const char *const *o = (const char *const[]){ "tiles", "goods", "builder", "pig",
                                                         NULL };
           *o != NULL; o++)
        json_object_set_boolean_member (options, *o, TRUE);
      return ts_random_record_carcassonne (4, options, 7, error);
    default:
      return ts_random_record_caylus (4, NULL, 7, error);
    }
}

static gboolean
write_game (guint        game,
            const char  *root,
            Program     *file_program,
            Program     *start_program,
            GError     **error)
{
  static const char *const names[] = { "burgundy", "kingsburg", "carcassonne", "caylus" };
  g_autoptr(TsMatch) match = complete_game (game, error);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *games_dir = NULL;
  g_autofree char *base = NULL;

  if (match == NULL)
    return FALSE;
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  start_program->data_dir = g_build_filename (root, names[game], NULL);
  games_dir = g_build_filename (start_program->data_dir, "tableside", "games", NULL);
  if (g_mkdir_with_parents (games_dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "cannot make %s", games_dir);
      return FALSE;
    }
  base = g_strdup_printf ("%s.json", names[game]);
  file_program->file = g_build_filename (games_dir, base, NULL);
  file_program->data_dir = g_build_filename (root, "empty", NULL);
  g_print ("  %-12s %u entries, %zu bytes\n", names[game], ts_match_get_n_entries (match),
           g_bytes_get_size (bytes));
  return g_file_set_contents (file_program->file, g_bytes_get_data (bytes, NULL),
                              g_bytes_get_size (bytes), error);
}

static gboolean
run_once (Program    *program,
          const char *tableside,
          const char *bare,
          char      **base_env,
          double     *ms,
          double     *rss,
          double     *before,
          GError    **error)
{
  g_auto(GStrv) envp = g_strdupv (base_env);
  TsBenchChild child = { 0 };
  gint64 at = 0, asked = 0, presenting = 0;
  gboolean ok;

  envp = g_environ_setenv (envp, "XDG_DATA_HOME", program->data_dir, TRUE);
  if (program->kind == KIND_FROM_START)
    {
      envp = g_environ_setenv (envp, LISTED_ENV, "1", TRUE);
      envp = g_environ_setenv (envp, OPEN_ENV, "1", TRUE);
    }
  else
    envp = g_environ_setenv (envp, FIRST_FRAME_ENV, "1", TRUE);
  if (!ts_bench_child_run (program->kind == KIND_BARE ? bare : tableside, program->file, envp,
                           opt_timeout, opt_verbose, &child, error))
    return FALSE;
  if (program->kind == KIND_FROM_START)
    ok = ts_bench_child_find (child.output->str, ASKED_PREFIX, &asked, NULL)
         && ts_bench_child_find (child.output->str, GAME_FRAME_PREFIX, &at, NULL);
  else
    ok = ts_bench_child_find (child.output->str, FIRST_FRAME_PREFIX, &at, NULL)
         && ts_bench_child_find (child.output->str, WIDGETS_PREFIX, &program->widgets,
                                 &program->labels);
  if (!ok)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s printed no time:\n%s",
                   program->name, ts_bench_child_tail (child.output));
      ts_bench_child_clear (&child);
      return FALSE;
    }
  *ms = (at - (program->kind == KIND_FROM_START ? asked : child.start_us)) / 1000.0;
  *before = -1;
  if (program->kind != KIND_FROM_START
      && ts_bench_child_find (child.output->str, PRESENTING_PREFIX, &presenting, NULL))
    *before = (presenting - child.start_us) / 1000.0;
  *rss = child.peak_rss_mib;
  ts_bench_child_clear (&child);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *build_root = NULL;
  g_autofree char *tableside = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *root = NULL;
  g_autofree char *empty = NULL;
  g_auto(GStrv) envp = NULL;
  Program programs[] = {
    { "bare window", KIND_BARE },
    { "start page", KIND_START_PAGE },
    { "FILE Burgundy", KIND_FILE },
    { "FILE Kingsburg", KIND_FILE },
    { "FILE Carcassonne", KIND_FILE },
    { "FILE Caylus", KIND_FILE },
    { "saved Burgundy", KIND_FROM_START },
    { "saved Kingsburg", KIND_FROM_START },
    { "saved Carcassonne", KIND_FROM_START },
    { "saved Caylus", KIND_FROM_START },
  };
  guint n_programs = G_N_ELEMENTS (programs);
  double bare_ms, bare_rss;

  setlocale (LC_ALL, "");
  context = g_option_context_new ("- first frame and peak RSS of tableside opening games, "
                                  "against a bare libadwaita window");
  g_option_context_set_description (context, "Run it under an X display, e.g.\n"
                                              "  xvfb-run -a BUILDDIR/bench/startup/ts-bench-open\n"
                                              "See docs/benchmarks.md.");
  g_option_context_add_main_entries (context, option_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 || opt_runs < 1)
    {
      g_printerr ("ts-bench-open: %s\n", error != NULL ? error->message : "bad arguments");
      return EXIT_FAILURE;
    }
  build_root = ts_bench_build_root ();
  tableside = opt_tableside != NULL ? g_canonicalize_filename (opt_tableside, NULL)
                                    : g_build_filename (build_root, "app", "tableside", NULL);
  bare = opt_bare != NULL
             ? g_canonicalize_filename (opt_bare, NULL)
             : g_build_filename (build_root, "bench", "startup", "ts-bare-window", NULL);
  if (!ts_bench_check_executable (tableside, "tableside", &error)
      || !ts_bench_check_executable (bare, "bare", &error))
    {
      g_printerr ("ts-bench-open: %s\n", error->message);
      return EXIT_FAILURE;
    }

  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  if (opt_schema_dir != NULL)
    envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", opt_schema_dir, TRUE);
  else if (g_environ_getenv (envp, "GSETTINGS_SCHEMA_DIR") == NULL)
    {
      g_autofree char *schemas = g_build_filename (build_root, "data", NULL);

      envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", schemas, TRUE);
    }

  root = g_dir_make_tmp ("ts-bench-open-XXXXXX", &error);
  if (root == NULL)
    {
      g_printerr ("ts-bench-open: %s\n", error->message);
      return EXIT_FAILURE;
    }
  empty = g_build_filename (root, "empty", NULL);
  g_mkdir_with_parents (empty, 0700);
  programs[0].data_dir = g_strdup (empty);
  programs[1].data_dir = g_strdup (empty);
  g_print ("Opening: first painted frame and peak RSS, against a bare libadwaita window\n");
  g_print ("  renderer   %s\n", g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER")
                                                                  : "GTK's default");
  g_print ("  games      complete, 4 players, in %s\n", root);
  for (guint g = 0; g < 4; g++)
    if (!write_game (g, root, &programs[2 + g], &programs[6 + g], &error))
      {
        g_printerr ("ts-bench-open: %s\n", error->message);
        return EXIT_FAILURE;
      }
  if (opt_no_saved)
    n_programs = 6;
  g_print ("  runs       %d of each, in turn, after one untimed of each\n\n", opt_runs);

  for (guint p = 0; p < n_programs; p++)
    {
      programs[p].ms = g_array_new (FALSE, FALSE, sizeof (double));
      programs[p].rss = g_array_new (FALSE, FALSE, sizeof (double));
      programs[p].before = g_array_new (FALSE, FALSE, sizeof (double));
      programs[p].shown = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (int i = 0; i <= opt_runs; i++)
    for (guint p = 0; p < n_programs; p++)
      {
        double ms, rss, before;

        if (!run_once (&programs[p], tableside, bare, envp, &ms, &rss, &before, &error))
          {
            g_printerr ("ts-bench-open: %s: %s\n", programs[p].name, error->message);
            return EXIT_FAILURE;
          }
        if (opt_verbose)
          g_printerr ("%-18s %s %2d %8.1f ms %7.1f MiB\n", programs[p].name,
                      i == 0 ? "warmup" : "run   ", i, ms, rss);
        if (i == 0)
          continue; /* fills the page cache, starts the session bus GLib autolaunches */
        g_array_append_val (programs[p].ms, ms);
        g_array_append_val (programs[p].rss, rss);
        if (before >= 0)
          {
            double shown = ms - before;

            g_array_append_val (programs[p].before, before);
            g_array_append_val (programs[p].shown, shown);
          }
      }

  bare_ms = ts_bench_median (programs[0].ms);
  bare_rss = ts_bench_median (programs[0].rss);
  g_print ("%-18s %9s %7s %7s %8s %10s %8s %16s\n", "", "median", "min", "max", "× bare",
           "peak RSS", "× bare", "widgets, labels");
  for (guint p = 0; p < n_programs; p++)
    {
      double ms = ts_bench_median (programs[p].ms);
      double rss = ts_bench_median (programs[p].rss);
      GArray *all = programs[p].ms;

      g_autofree char *shown = programs[p].kind == KIND_FROM_START
                                   ? g_strdup ("")
                                   : g_strdup_printf ("%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT,
                                                      programs[p].widgets, programs[p].labels);

      g_print ("%-18s %6.1f ms %7.1f %7.1f %7.2f× %6.1f MiB %7.2f× %16s\n", programs[p].name, ms,
               g_array_index (all, double, 0), g_array_index (all, double, all->len - 1),
               ms / bare_ms, rss, rss / bare_rss, shown);
    }
  /* The first frame in two: before the window is presented (process and GTK start-up, and
   * Tableside's own work: reading the record, making the page), and GTK showing the window
   * as made (realizing, styling, measuring, laying out and painting what it shows). */
  if (programs[0].shown->len > 0)
    {
      double bare_before = ts_bench_median (programs[0].before);
      double bare_shown = ts_bench_median (programs[0].shown);

      g_print ("\n%-18s %17s %8s %22s %8s\n", "", "to presenting", "+ bare",
               "presenting to painted", "+ bare");
      for (guint p = 0; p < n_programs; p++)
        {
          double before, shown;

          if (programs[p].shown->len == 0)
            continue;
          before = ts_bench_median (programs[p].before);
          shown = ts_bench_median (programs[p].shown);
          g_print ("%-18s %14.1f ms %+6.1f ms %19.1f ms %+6.1f ms\n", programs[p].name, before,
                   before - bare_before, shown, shown - bare_shown);
        }
    }
  g_print ("\n\"saved …\" is the time from the click on the newest saved game to its page "
           "painted,\nwith the start page already up; its RSS is the whole run's. \"widgets, "
           "labels\": on screen\n(mapped) at the first frame, and the labels among them. \"to "
           "presenting\": from the\nstart to the window presented with everything in it "
           "made; \"presenting to painted\":\nGTK showing it, to its first frame (medians of "
           "each, so they need not add up).\n");

  for (guint p = 0; p < G_N_ELEMENTS (programs); p++)
    {
      g_free (programs[p].file);
      g_free (programs[p].data_dir);
      g_clear_pointer (&programs[p].ms, g_array_unref);
      g_clear_pointer (&programs[p].rss, g_array_unref);
      g_clear_pointer (&programs[p].before, g_array_unref);
      g_clear_pointer (&programs[p].shown, g_array_unref);
    }
  if (opt_keep)
    g_print ("The games are kept in %s.\n", root);
  else
    ts_bench_remove_tree (root);
  return EXIT_SUCCESS;
}
