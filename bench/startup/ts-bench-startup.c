/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Start-up benchmark runner (docs/benchmarks.md): starts tableside and the bare libadwaita
 * window in turn, ABAB..., and reports time to the first painted frame and peak RSS of each.
 * Plain GLib: it only forks, reads a pipe and waits. */

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib-unix.h>

#define FIRST_FRAME_PREFIX "first-frame-monotonic-us "
#define QUIT_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"
/* Enough of a failed child's output to see why, not a screenful of warnings. */
#define MAX_ERROR_OUTPUT 4000

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

/* The build tree, found from where this runner sits in it (BUILDDIR/bench/startup), so the
 * defaults work from any working directory. */
static char *
find_build_root (const char *argv0)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *self_dir = NULL;

  if (self == NULL)
    self = g_canonicalize_filename (argv0, NULL);
  self_dir = g_path_get_dirname (self);
  return g_canonicalize_filename ("../..", self_dir);
}

/* Appends what is waiting on the non-blocking @fd; FALSE once the writers are gone. */
static gboolean
read_available (int      fd,
                GString *output)
{
  char buf[4096];

  for (;;)
    {
      ssize_t n = read (fd, buf, sizeof buf);

      if (n > 0)
        g_string_append_len (output, buf, n);
      else if (n == 0)
        return FALSE;
      else if (errno == EINTR)
        continue;
      else
        return errno == EAGAIN || errno == EWOULDBLOCK;
    }
}

static const char *
output_tail (GString *output)
{
  if (output->len == 0)
    return "(nothing)";
  if (output->len > MAX_ERROR_OUTPUT)
    return output->str + output->len - MAX_ERROR_OUTPUT;
  return output->str;
}

static gboolean
parse_first_frame (const char *output,
                   gint64     *first_frame_us)
{
  g_auto(GStrv) lines = g_strsplit (output, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *value;
      char *end = NULL;

      if (!g_str_has_prefix (lines[i], FIRST_FRAME_PREFIX))
        continue;
      value = lines[i] + strlen (FIRST_FRAME_PREFIX);
      *first_frame_us = g_ascii_strtoll (value, &end, 10);
      if (end != value && *end == '\0')
        return TRUE;
    }
  return FALSE;
}

/* One run: fork/exec @path, collect its output (stdout and stderr, on one pipe) until it
 * exits, and take its peak RSS from wait4(). The child's first-frame time is
 * CLOCK_MONOTONIC, the same clock as g_get_monotonic_time() here, so it can be compared
 * with the moment just before the fork. */
static gboolean
run_once (const char *path,
          char      **envp,
          Sample     *sample,
          GError    **error)
{
  char *argv[] = { (char *) path, NULL };
  g_autoptr(GString) output = g_string_new (NULL);
  struct rusage usage = { 0 };
  gint64 start_us;
  gint64 deadline_us;
  gint64 first_frame_us = 0;
  gboolean eof = FALSE;
  int status = 0;
  int fds[2];
  pid_t pid;

  if (!g_unix_open_pipe (fds, FD_CLOEXEC, error))
    return FALSE;

  start_us = g_get_monotonic_time ();
  pid = fork ();
  if (pid < 0)
    {
      int saved_errno = errno;

      close (fds[0]);
      close (fds[1]);
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FORK, "fork: %s", g_strerror (saved_errno));
      return FALSE;
    }
  if (pid == 0)
    {
      /* Only async-signal-safe calls between fork and exec. */
      if (dup2 (fds[1], STDOUT_FILENO) < 0 || dup2 (fds[1], STDERR_FILENO) < 0)
        _exit (126);
      execve (path, argv, envp);
      _exit (127);
    }

  close (fds[1]);
  fcntl (fds[0], F_SETFL, fcntl (fds[0], F_GETFL) | O_NONBLOCK);
  deadline_us = start_us + (gint64) opt_timeout * G_USEC_PER_SEC;

  /* Poll the pipe and the child together: waiting for EOF alone would hang on a grandchild
   * that kept the pipe open, and waiting for the child alone on one that filled it. */
  for (;;)
    {
      gint64 now_us = g_get_monotonic_time ();
      pid_t waited;

      if (now_us >= deadline_us)
        {
          kill (pid, SIGKILL);
          while (wait4 (pid, &status, 0, &usage) < 0 && errno == EINTR)
            ;
          read_available (fds[0], output);
          close (fds[0]);
          g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                       "%s did not exit within %d s (killed); it printed:\n%s", path,
                       opt_timeout, output_tail (output));
          return FALSE;
        }

      if (!eof)
        {
          struct pollfd pfd = { .fd = fds[0], .events = POLLIN };

          if (poll (&pfd, 1, 10) > 0)
            eof = !read_available (fds[0], output);
        }
      else
        {
          g_usleep (1000);
        }

      waited = wait4 (pid, &status, WNOHANG, &usage);
      if (waited == pid)
        break;
      if (waited < 0 && errno != EINTR)
        {
          int saved_errno = errno;

          close (fds[0]);
          g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED, "wait4: %s",
                       g_strerror (saved_errno));
          return FALSE;
        }
    }

  read_available (fds[0], output);
  close (fds[0]);

  if (opt_verbose && output->len > 0)
    g_printerr ("%s", output->str);

  if (WIFEXITED (status) && WEXITSTATUS (status) == 127)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT, "%s could not be executed", path);
      return FALSE;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      g_autofree char *how = WIFSIGNALED (status)
                                 ? g_strdup_printf ("was killed by signal %d", WTERMSIG (status))
                                 : g_strdup_printf ("exited with status %d", WEXITSTATUS (status));

      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED, "%s %s; it printed:\n%s", path, how,
                   output_tail (output));
      return FALSE;
    }
  if (!parse_first_frame (output->str, &first_frame_us) || first_frame_us < start_us)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                   "%s exited without a valid \"" FIRST_FRAME_PREFIX "<us>\" line (is it built "
                   "with the " QUIT_ENV " hook?); it printed:\n%s",
                   path, output_tail (output));
      return FALSE;
    }

  sample->first_frame_ms = (double) (first_frame_us - start_us) / 1000.0;
  /* ru_maxrss is in KiB on Linux. */
  sample->peak_rss_mib = (double) usage.ru_maxrss / 1024.0;
  return TRUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Sorts @values in place. */
static double
median (GArray *values)
{
  guint n = values->len;

  g_array_sort (values, compare_doubles);
  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);
  return (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2.0;
}

static gboolean
check_executable (const char *path,
                  const char *what,
                  GError    **error)
{
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR) && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT,
               "%s binary %s not found or not executable (build it, or pass --%s)", what, path,
               what);
  return FALSE;
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

  build_root = find_build_root (argv[0]);
  tableside_path = opt_tableside != NULL
                       ? g_canonicalize_filename (opt_tableside, NULL)
                       : g_build_filename (build_root, "app", "tableside", NULL);
  bare_path = opt_bare != NULL
                  ? g_canonicalize_filename (opt_bare, NULL)
                  : g_build_filename (build_root, "bench", "startup", "ts-bare-window", NULL);
  if (!check_executable (tableside_path, "tableside", &error)
      || !check_executable (bare_path, "bare", &error))
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

        frame_median[p] = median (frames);
        rss_median[p] = median (programs[p].peak_rss_mib);
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
