/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Opening benchmark (issue 29, docs/benchmarks.md, "Opening a game"): the first painted frame
 * and peak RSS of
 *   - the bare libadwaita window (bench/startup/ts-bare-window), the yardstick;
 *   - tableside to its start page (an empty games folder);
 *   - `tableside FILE` of a complete 4-player game of each of the four games;
 *   - `tableside FILE` of an old record kept under an earlier reading (issue 56);
 *   - tableside's start page, then the newest saved game opened as a click on its row does
 *     (TABLESIDE_BENCH_OPEN_NEWEST): the time from the click to the game's painted page;
 * all in turn, run after run, so that every program sees the same machine. Each result is
 * also given as a ratio of the bare window's median.
 *
 * With --against, another tableside (an earlier commit's: bench/compare) runs each of them
 * too, alternating with this one, and the two are set side by side. With --callgrind, each
 * run's instructions are counted instead of its time taken: slow, but the same from run to
 * run on a busy machine. */

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "ts-bench-child.h"
#include "ts-bench-open-callgrind.h"
#include "ts-bench-open-fonts.h"
#include "ts-bench-open-games.h"

#define FIRST_FRAME_PREFIX "first-frame-monotonic-us "
#define WIDGETS_PREFIX "first-frame-widgets "
#define PRESENTING_PREFIX "first-frame-presenting-us "
#define FIRST_FRAME_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"
#define LISTED_ENV "TABLESIDE_QUIT_AFTER_SAVED_GAMES"
#define OPEN_ENV "TABLESIDE_BENCH_OPEN_NEWEST"
#define ASKED_PREFIX "open-asked-monotonic-us "
#define GAME_FRAME_PREFIX "game-frame-monotonic-us "
/* A run under callgrind takes 50 times as long: the timeout it gets at least. */
#define CALLGRIND_TIMEOUT 900

/* The tableside of --tableside (or this build's), and the one of --against. */
#define N_SIDES 2
static const char *const side_names[N_SIDES] = { "tableside", "against" };

static int opt_runs = 10;
static int opt_timeout = 60;
static char *opt_tableside = NULL;
static char *opt_bare = NULL;
static char *opt_schema_dir = NULL;
static char *opt_against = NULL;
static char *opt_against_schema_dir = NULL;
static gboolean opt_verbose = FALSE;
static gboolean opt_no_saved = FALSE;
static gboolean opt_keep = FALSE;
static gboolean opt_samples = FALSE;
static gboolean opt_callgrind = FALSE;

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
  { "against", 0, 0, G_OPTION_ARG_FILENAME, &opt_against,
    "Another tableside (an earlier build) run alternately with the first, each side by side",
    "PATH" },
  { "against-schema-dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_against_schema_dir,
    "GSETTINGS_SCHEMA_DIR for --against (default: its build's data/, from its path)", "DIR" },
  { "no-saved", 0, 0, G_OPTION_ARG_NONE, &opt_no_saved,
    "Leave out opening from the start page (a tableside without its hook)", NULL },
  { "samples", 0, 0, G_OPTION_ARG_NONE, &opt_samples,
    "Print every timed run: sample<TAB>program<TAB>side<TAB>ms<TAB>CPU ms (for bench/compare)",
    NULL },
  { "callgrind", 0, 0, G_OPTION_ARG_NONE, &opt_callgrind,
    "Count each run's instructions on its main thread to its exit (valgrind --tool=callgrind) "
    "instead of timing it: the same to 0.1 % from run to run on a busy machine; leaves out "
    "--no-saved's", NULL },
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

/* What one tableside gave for one program. */
typedef struct
{
  GArray *ms;     /* double; with --callgrind, millions of instructions */
  GArray *rss;    /* double, MiB */
  GArray *cpu;    /* double, ms: the child's user and system time, to its exit */
  GArray *before; /* double, ms: the start to the window presented, everything in it made */
  GArray *shown;  /* double, ms: ... and from there to its first frame painted (GTK's) */
  char *failed;   /* --against's only: why it is left out (an older build refusing a file) */
} Side;

typedef struct
{
  char *name;
  Kind kind;
  char *file[N_SIDES];     /* KIND_FILE: the game; each side its own copy */
  char *data_dir[N_SIDES]; /* XDG_DATA_HOME of the run: empty, or the game alone in it */
  Side side[N_SIDES];
  gint64 widgets; /* on screen at the first frame, and labels among them (the last run's) */
  gint64 labels;
  TsBenchFonts fonts; /* the fonts made early, the last run's */
} Program;

typedef struct
{
  double ms, rss, cpu, before;
} Run;

static gboolean
run_once (Program    *program,
          guint       side,
          const char *tableside,
          const char *bare,
          const char *valgrind,
          char      **base_env,
          Run        *run,
          GError    **error)
{
  g_auto(GStrv) envp = g_strdupv (base_env);
  TsBenchChild child = { 0 };
  gint64 at = 0, asked = 0, presenting = 0, instructions = -1;
  g_autofree char *cg_dir = NULL;
  g_autofree char *cg_out = NULL;
  const char *argv[9] = { NULL };
  guint argc = 0;
  gboolean ok;

  envp = g_environ_setenv (envp, "XDG_DATA_HOME", program->data_dir[side], TRUE);
  if (program->kind == KIND_FROM_START)
    {
      envp = g_environ_setenv (envp, LISTED_ENV, "1", TRUE);
      envp = g_environ_setenv (envp, OPEN_ENV, "1", TRUE);
    }
  else
    envp = g_environ_setenv (envp, FIRST_FRAME_ENV, "1", TRUE);
  if (valgrind != NULL)
    {
      argv[argc++] = valgrind;
      cg_dir = g_dir_make_tmp ("ts-bench-open-cg-XXXXXX", error);
      if (cg_dir == NULL)
        return FALSE;
      cg_out = g_strdup_printf ("--callgrind-out-file=%s/cg.out", cg_dir);
      argv[argc++] = "--tool=callgrind";
      argv[argc++] = "--separate-threads=yes";
      /* GTK loads its icon theme on a thread of its own from the start; the main thread
       * loads it itself when it needs an icon first (65 M). Under valgrind's default
       * scheduling either came first from run to run; with fair scheduling the main thread
       * always does, in every program (issue 56). */
      argv[argc++] = "--fair-sched=yes";
      argv[argc++] = cg_out;
      /* (ts-bench-open-callgrind.c reads, then removes, the files in cg_dir.) */
    }
  argv[argc++] = program->kind == KIND_BARE ? bare : tableside;
  argv[argc++] = program->file[side];
  if (!ts_bench_child_run_argv ((char **) argv, envp,
                                valgrind != NULL ? MAX (opt_timeout, CALLGRIND_TIMEOUT)
                                                 : opt_timeout,
                                opt_verbose, &child, error))
    {
      if (cg_dir != NULL)
        ts_bench_callgrind_remove (cg_dir);
      return FALSE;
    }
  if (valgrind != NULL)
    {
      ok = (instructions = ts_bench_callgrind_count (child.output->str, cg_dir)) >= 0;
      ts_bench_callgrind_remove (cg_dir);
    }
  else if (program->kind == KIND_FROM_START)
    ok = ts_bench_child_find (child.output->str, ASKED_PREFIX, &asked, NULL)
         && ts_bench_child_find (child.output->str, GAME_FRAME_PREFIX, &at, NULL);
  else
    ok = ts_bench_child_find (child.output->str, FIRST_FRAME_PREFIX, &at, NULL);
  if (!ok)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s printed no time:\n%s",
                   program->name, ts_bench_child_tail (child.output));
      ts_bench_child_clear (&child);
      return FALSE;
    }
  /* What the frame showed: builds before issue 29's third pass do not say it. */
  if (side == 0 && program->kind != KIND_FROM_START)
    {
      ts_bench_child_find (child.output->str, WIDGETS_PREFIX, &program->widgets, &program->labels);
      ts_bench_fonts_find (child.output->str, &program->fonts);
    }
  run->ms = (at - (program->kind == KIND_FROM_START ? asked : child.start_us)) / 1000.0;
  if (instructions >= 0)
    run->ms = instructions / 1e6;
  run->before = -1;
  if (program->kind != KIND_FROM_START && valgrind == NULL
      && ts_bench_child_find (child.output->str, PRESENTING_PREFIX, &presenting, NULL))
    run->before = (presenting - child.start_us) / 1000.0;
  run->rss = child.peak_rss_mib;
  run->cpu = child.cpu_ms;
  ts_bench_child_clear (&child);
  return TRUE;
}

static void
side_add (Side      *side,
          const Run *run)
{
  g_array_append_val (side->ms, run->ms);
  g_array_append_val (side->rss, run->rss);
  g_array_append_val (side->cpu, run->cpu);
  if (run->before >= 0)
    {
      double shown = run->ms - run->before;

      g_array_append_val (side->before, run->before);
      g_array_append_val (side->shown, shown);
    }
}

static void
side_init (Side *side)
{
  side->ms = g_array_new (FALSE, FALSE, sizeof (double));
  side->rss = g_array_new (FALSE, FALSE, sizeof (double));
  side->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  side->before = g_array_new (FALSE, FALSE, sizeof (double));
  side->shown = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
program_clear (Program *program)
{
  g_free (program->name);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &program->side[s];

      g_free (program->file[s]);
      g_free (program->data_dir[s]);
      g_clear_pointer (&side->ms, g_array_unref);
      g_clear_pointer (&side->rss, g_array_unref);
      g_clear_pointer (&side->cpu, g_array_unref);
      g_clear_pointer (&side->before, g_array_unref);
      g_clear_pointer (&side->shown, g_array_unref);
      g_free (side->failed);
    }
}

static Program *
add_program (GArray     *programs,
             Kind        kind,
             const char *name)
{
  Program program = { .name = g_strdup (name), .kind = kind };

  for (guint s = 0; s < N_SIDES; s++)
    side_init (&program.side[s]);
  g_array_append_val (programs, program);
  return &g_array_index (programs, Program, programs->len - 1);
}

/* @path copied to @dir (made if missing); the copy's path. */
static char *
copy_into (const char *path,
           const char *dir,
           GError    **error)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *copy = g_build_filename (dir, base, NULL);
  g_autofree char *text = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "cannot make %s", dir);
      return NULL;
    }
  if (!g_file_get_contents (path, &text, &length, error)
      || !g_file_set_contents (copy, text, length, error))
    return NULL;
  return g_steal_pointer (&copy);
}

/* Every program, its files written for each side: the games in files-SIDE/, a saved game
 * alone in the games folder of saved-SIDE-ID/, an empty data folder empty-SIDE/. */
static GArray *
make_programs (const char *root,
               guint       n_sides,
               GError    **error)
{
  g_autoptr(GArray) programs = g_array_new (FALSE, TRUE, sizeof (Program));
  static const char *const titles[] = { "Burgundy", "Kingsburg", "Carcassonne", "Caylus" };
  /* The old records: Caylus 1303's one earlier reading (the stone owner's gain) changes no
   * random game's result, Carcassonne has none. */
  static const TsBenchGame old[] = { TS_BENCH_GAME_BURGUNDY, TS_BENCH_GAME_KINGSBURG };
  g_autofree char *games = g_build_filename (root, "games", NULL);
  char *written[TS_BENCH_N_GAMES * 2] = { NULL };
  guint n_written = 0;
  gboolean ok = TRUE;

  g_array_set_clear_func (programs, (GDestroyNotify) program_clear);
  add_program (programs, KIND_BARE, "bare window");
  add_program (programs, KIND_START_PAGE, "start page");
  for (guint g = 0; ok && g < TS_BENCH_N_GAMES; g++)
    {
      g_autofree char *name = g_strdup_printf ("FILE %s", titles[g]);

      add_program (programs, KIND_FILE, name);
      ok = (written[n_written++] = ts_bench_write_game (g, games, error)) != NULL;
    }
  for (guint o = 0; ok && o < G_N_ELEMENTS (old); o++)
    {
      g_autofree char *name = g_strdup_printf ("old %s", titles[old[o]]);

      add_program (programs, KIND_FILE, name);
      ok = (written[n_written++] = ts_bench_write_old_game (old[o], games, error)) != NULL;
    }
  for (guint g = 0; ok && !opt_no_saved && g < TS_BENCH_N_GAMES; g++)
    {
      g_autofree char *name = g_strdup_printf ("saved %s", titles[g]);

      add_program (programs, KIND_FROM_START, name);
    }

  for (guint s = 0; ok && s < n_sides; s++)
    {
      g_autofree char *empty = g_strdup_printf ("%s/empty-%u", root, s);
      g_autofree char *files = g_strdup_printf ("%s/files-%u", root, s);
      guint file = 0;

      g_mkdir_with_parents (empty, 0700);
      for (guint p = 0; ok && p < programs->len; p++)
        {
          Program *program = &g_array_index (programs, Program, p);

          if (program->kind == KIND_FILE)
            {
              program->data_dir[s] = g_strdup (empty);
              ok = (program->file[s] = copy_into (written[file++], files, error)) != NULL;
            }
          else if (program->kind == KIND_FROM_START)
            {
              /* The complete game of the same title: saved games take the FILE games'
               * order. */
              guint g = p - (programs->len - TS_BENCH_N_GAMES);
              g_autofree char *dir = g_strdup_printf ("%s/saved-%u-%s", root, s,
                                                      ts_bench_game_id (g));
              g_autofree char *folder = g_build_filename (dir, "tableside", "games", NULL);
              g_autofree char *copy = copy_into (written[g], folder, error);

              ok = copy != NULL;
              program->data_dir[s] = g_steal_pointer (&dir);
            }
          else
            program->data_dir[s] = g_strdup (empty);
        }
    }
  for (guint i = 0; i < n_written; i++)
    g_free (written[i]);
  return ok ? g_steal_pointer (&programs) : NULL;
}

/* What a run's figure is in: milliseconds, or with --callgrind millions of instructions. */
static const char *
unit (gboolean counted)
{
  return opt_callgrind && counted ? "M " : "ms";
}

static double
ratio (double a,
       double b)
{
  return b > 0 ? a / b : 0;
}

/* One tableside: each program's median, minimum and maximum, peak RSS, and both against the
 * bare window; then each first frame split at the window's presenting. */
static void
print_one (GArray *programs)
{
  Program *bare = &g_array_index (programs, Program, 0);
  double bare_ms = ts_bench_median (bare->side[0].ms);
  double bare_rss = ts_bench_median (bare->side[0].rss);

  g_print ("%-18s %9s %7s %7s %8s %10s %8s %16s\n", "", "median", "min", "max", "× bare",
           "peak RSS", "× bare", "widgets, labels");
  for (guint p = 0; p < programs->len; p++)
    {
      Program *program = &g_array_index (programs, Program, p);
      GArray *all = program->side[0].ms;
      double ms = ts_bench_median (all);
      double rss = ts_bench_median (program->side[0].rss);
      g_autofree char *shown = program->kind == KIND_FROM_START || program->widgets == 0
                                   ? g_strdup ("")
                                   : g_strdup_printf ("%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT,
                                                      program->widgets, program->labels);

      g_print ("%-18s %6.1f %s %7.1f %7.1f %7.2f× %6.1f MiB %7.2f× %16s\n", program->name, ms,
               unit (TRUE), g_array_index (all, double, 0),
               g_array_index (all, double, all->len - 1), ms / bare_ms, rss, rss / bare_rss,
               shown);
    }
  /* The first frame in two: before the window is presented (process and GTK start-up, and
   * Tableside's own work: reading the record, making the page), and GTK showing the window
   * as made (realizing, styling, measuring, laying out and painting what it shows). */
  if (bare->side[0].shown->len > 0)
    {
      double bare_before = ts_bench_median (bare->side[0].before);
      double bare_shown = ts_bench_median (bare->side[0].shown);

      g_print ("\n%-18s %17s %8s %22s %8s\n", "", "to presenting", "+ bare",
               "presenting to painted", "+ bare");
      for (guint p = 0; p < programs->len; p++)
        {
          Program *program = &g_array_index (programs, Program, p);
          double before, shown;

          if (program->side[0].shown->len == 0)
            continue;
          before = ts_bench_median (program->side[0].before);
          shown = ts_bench_median (program->side[0].shown);
          g_print ("%-18s %14.1f ms %+6.1f ms %19.1f ms %+6.1f ms\n", program->name, before,
                   before - bare_before, shown, shown - bare_shown);
        }
    }
  for (guint p = 0, shown = 0; p < programs->len; p++)
    {
      Program *program = &g_array_index (programs, Program, p);

      if (program->fonts.table > 0)
        ts_bench_fonts_print (program->name, &program->fonts, shown++ == 0);
    }
}

/* Two tablesides side by side: each program's medians, their ratio, each against the bare
 * window's median of its own turns, and the same for the CPU time. */
static void
print_two (GArray *programs)
{
  Program *bare = &g_array_index (programs, Program, 0);
  double bare_ms[N_SIDES];

  for (guint s = 0; s < N_SIDES; s++)
    bare_ms[s] = ts_bench_median (bare->side[s].ms);
  g_print ("%-18s %11s %11s %6s %17s %11s %11s %6s\n", "", "tableside", "against", "ratio",
           "× bare: t.side, a.", "CPU t.side", "CPU a.", "ratio");
  for (guint p = 0; p < programs->len; p++)
    {
      Program *program = &g_array_index (programs, Program, p);
      double ms[N_SIDES], cpu[N_SIDES];

      if (program->side[1].ms->len == 0)
        {
          g_print ("%-18s %8.1f %s %11s  (against: %s)\n", program->name,
                   ts_bench_median (program->side[0].ms), unit (TRUE), "-",
                   program->side[1].failed != NULL ? "failed" : "no runs");
          continue;
        }
      for (guint s = 0; s < N_SIDES; s++)
        {
          ms[s] = ts_bench_median (program->side[s].ms);
          cpu[s] = ts_bench_median (program->side[s].cpu);
        }
      g_print ("%-18s %8.1f %s %8.1f %s %6.2f %8.2f× %6.2f× %8.1f ms %8.1f ms %6.2f\n",
               program->name, ms[0], unit (TRUE), ms[1], unit (TRUE), ratio (ms[1], ms[0]),
               ratio (ms[0], bare_ms[0]), ratio (ms[1], bare_ms[1]), cpu[0], cpu[1],
               ratio (cpu[1], cpu[0]));
    }
  g_print ("\nratio = against / tableside (> 1: tableside is faster). The bare window is the "
           "same\nprogram in both turns: its ratio is the run's own noise.\n");
}

/* A sum of @path's bytes, to see that no run changed it (an old record saved anew would no
 * longer be one). */
static char *
sum_of (const char *path)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  if (path == NULL || !g_file_get_contents (path, &text, &length, NULL))
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA1, (const guchar *) text, length);
}

/* A run that cannot go on leaves no games behind, unless asked to keep them. */
static int
give_up (const char *root)
{
  if (opt_keep)
    g_printerr ("ts-bench-open: the games are kept in %s\n", root);
  else
    ts_bench_remove_tree (root);
  return EXIT_FAILURE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *build_root = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *root = NULL;
  g_autoptr(GArray) programs = NULL;
  g_autoptr(GPtrArray) sums = g_ptr_array_new_with_free_func (g_free);
  char *tableside[N_SIDES] = { NULL };
  char **envp[N_SIDES] = { NULL };
  g_autofree char *valgrind = NULL;
  guint n_sides;

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
  n_sides = opt_against != NULL ? 2 : 1;
  if (opt_callgrind)
    {
      valgrind = g_find_program_in_path ("valgrind");
      if (valgrind == NULL)
        {
          g_printerr ("ts-bench-open: --callgrind needs valgrind\n");
          return EXIT_FAILURE;
        }
      /* Its count is the whole run's: from the start page it would not be the click's. */
      opt_no_saved = TRUE;
    }
  build_root = ts_bench_build_root ();
  tableside[0] = opt_tableside != NULL ? g_canonicalize_filename (opt_tableside, NULL)
                                       : g_build_filename (build_root, "app", "tableside", NULL);
  bare = opt_bare != NULL
             ? g_canonicalize_filename (opt_bare, NULL)
             : g_build_filename (build_root, "bench", "startup", "ts-bare-window", NULL);
  if (opt_against != NULL)
    tableside[1] = g_canonicalize_filename (opt_against, NULL);
  if (!ts_bench_check_executable (tableside[0], "tableside", &error)
      || (tableside[1] != NULL && !ts_bench_check_executable (tableside[1], "against", &error))
      || !ts_bench_check_executable (bare, "bare", &error))
    {
      g_printerr ("ts-bench-open: %s\n", error->message);
      return EXIT_FAILURE;
    }

  for (guint s = 0; s < n_sides; s++)
    {
      const char *schemas = s == 0 ? opt_schema_dir : opt_against_schema_dir;
      g_autofree char *found = NULL;

      envp[s] = g_get_environ ();
      envp[s] = g_environ_setenv (envp[s], "GSETTINGS_BACKEND", "memory", TRUE);
      /* Each build's own schemas: an older one may lack a key this one reads. */
      if (schemas == NULL && (s == 1 || g_environ_getenv (envp[s], "GSETTINGS_SCHEMA_DIR") == NULL))
        {
          g_autofree char *app = g_path_get_dirname (tableside[s]);
          g_autofree char *top = s == 0 ? g_strdup (build_root) : g_path_get_dirname (app);

          schemas = found = g_build_filename (top, "data", NULL);
        }
      if (schemas != NULL)
        envp[s] = g_environ_setenv (envp[s], "GSETTINGS_SCHEMA_DIR", schemas, TRUE);
    }

  root = g_dir_make_tmp ("ts-bench-open-XXXXXX", &error);
  if (root == NULL)
    {
      g_printerr ("ts-bench-open: %s\n", error->message);
      return EXIT_FAILURE;
    }
  g_print ("Opening: first painted frame and peak RSS, against a bare libadwaita window\n");
  g_print ("  renderer   %s\n", g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER")
                                                                  : "GTK's default");
  for (guint s = 0; s < n_sides; s++)
    g_print ("  %-10s %s\n", side_names[s], tableside[s]);
  g_print ("  games      complete, 4 players, in %s\n", root);
  programs = make_programs (root, n_sides, &error);
  if (programs == NULL)
    {
      g_printerr ("ts-bench-open: %s\n", error->message);
      return give_up (root);
    }
  for (guint p = 0; p < programs->len; p++)
    for (guint s = 0; s < n_sides; s++)
      g_ptr_array_add (sums, sum_of (g_array_index (programs, Program, p).file[s]));
  g_print ("  runs       %d of each%s, in turn, after one untimed of each%s\n\n", opt_runs,
           n_sides > 1 ? " with each tableside, the two alternating" : "",
           opt_callgrind ? "; instructions counted by valgrind --tool=callgrind, in millions "
                           "(\"M\")" : "");

  for (int i = 0; i <= opt_runs; i++)
    for (guint p = 0; p < programs->len; p++)
      for (guint k = 0; k < n_sides; k++)
        {
          Program *program = &g_array_index (programs, Program, p);
          /* Who goes first alternates from one run and one program to the next. */
          guint s = n_sides == 1 ? 0 : (i + p + k) % 2;
          Run run;

          if (program->side[s].failed != NULL)
            continue;
          /* The warm-up run is not counted: it need not wait for valgrind. */
          if (!run_once (program, s, tableside[s], bare, i == 0 ? NULL : valgrind, envp[s],
                         &run, &error))
            {
              if (s == 0)
                {
                  g_printerr ("ts-bench-open: %s: %s\n", program->name, error->message);
                  return give_up (root);
                }
              /* An older build may refuse a record of today's: the rest still compares. */
              g_printerr ("ts-bench-open: %s, against: %s (left out)\n", program->name,
                          error->message);
              program->side[s].failed = g_strdup (error->message);
              g_clear_error (&error);
              continue;
            }
          if (opt_verbose)
            g_printerr ("%-18s %-9s %s %2d %8.1f %s %7.1f MiB\n", program->name, side_names[s],
                        i == 0 ? "warmup" : "run   ", i, run.ms, unit (i > 0), run.rss);
          if (i == 0)
            continue; /* fills the page cache, starts the session bus GLib autolaunches */
          side_add (&program->side[s], &run);
          if (opt_samples)
            g_print ("sample\t%s\t%s\t%.3f\t%.3f\n", program->name, side_names[s], run.ms,
                     run.cpu);
        }

  if (n_sides == 1)
    print_one (programs);
  else
    print_two (programs);
  g_print ("\n\"saved …\" is the time from the click on the newest saved game to its page "
           "painted,\nwith the start page already up; its RSS is the whole run's. \"old …\": "
           "an old record\n(version 2) kept under an earlier reading. \"widgets, labels\": on "
           "screen (mapped) at\nthe first frame, and the labels among them. \"to presenting\": "
           "from the start to the\nwindow presented with everything in it made; \"presenting "
           "to painted\": GTK showing\nit, to its first frame (medians of each, so they need "
           "not add up). \"fonts made early\":\nthe first frame's fonts a second thread made "
           "while GTK started, of its table\n(app/views/shell/ts-font-warm.c); \"missed\": "
           "those the frame loaded that it had not\nmade; TABLESIDE_NO_FONT_WARM=1 turns it "
           "off.\n");

  for (guint p = 0; p < programs->len; p++)
    for (guint s = 0; s < n_sides; s++)
      {
        const char *file = g_array_index (programs, Program, p).file[s];
        g_autofree char *now = sum_of (file);

        if (g_strcmp0 (now, g_ptr_array_index (sums, p * n_sides + s)) != 0)
          g_printerr ("ts-bench-open: %s changed %s: its later runs did not open the record "
                      "written\n", side_names[s], file);
      }
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_free (tableside[s]);
      g_strfreev (envp[s]);
    }
  if (opt_keep)
    g_print ("The games are kept in %s.\n", root);
  else
    ts_bench_remove_tree (root);
  return EXIT_SUCCESS;
}
