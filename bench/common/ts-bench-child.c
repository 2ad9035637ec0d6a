/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gstdio.h>

#include "ts-bench-child.h"

/* Enough of a failed child's output to see why, not a screenful of warnings. */
#define MAX_ERROR_OUTPUT 4000

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

const char *
ts_bench_child_tail (GString *output)
{
  if (output->len == 0)
    return "(nothing)";
  if (output->len > MAX_ERROR_OUTPUT)
    return output->str + output->len - MAX_ERROR_OUTPUT;
  return output->str;
}

gboolean
ts_bench_child_find (const char *output,
                     const char *prefix,
                     gint64     *value,
                     gint64     *extra)
{
  g_auto(GStrv) lines = g_strsplit (output, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *text;
      char *end = NULL;

      if (!g_str_has_prefix (lines[i], prefix))
        continue;
      text = lines[i] + strlen (prefix);
      *value = g_ascii_strtoll (text, &end, 10);
      if (end == text)
        continue;
      if (extra == NULL)
        {
          if (*end == '\0')
            return TRUE;
          continue;
        }
      text = end;
      if (*text != ' ')
        continue;
      *extra = g_ascii_strtoll (text + 1, &end, 10);
      if (end != text + 1 && *end == '\0')
        return TRUE;
    }
  return FALSE;
}

void
ts_bench_child_clear (TsBenchChild *child)
{
  if (child->output != NULL)
    g_string_free (child->output, TRUE);
  child->output = NULL;
}

/* One run: fork/exec @path, collect its output (stdout and stderr, on one pipe) until it
 * exits, and take its peak RSS from wait4(). Times the child prints are CLOCK_MONOTONIC, the
 * same clock as g_get_monotonic_time() here, so they compare with the moment just before the
 * fork. */
gboolean
ts_bench_child_run (const char   *path,
                    const char   *argument,
                    char        **envp,
                    int           timeout_s,
                    gboolean      verbose,
                    TsBenchChild *child,
                    GError      **error)
{
  char *argv[] = { (char *) path, (char *) argument, NULL };

  return ts_bench_child_run_argv (argv, envp, timeout_s, verbose, child, error);
}

gboolean
ts_bench_child_run_argv (char        **argv,
                         char        **envp,
                         int           timeout_s,
                         gboolean      verbose,
                         TsBenchChild *child,
                         GError      **error)
{
  const char *path = argv[0];
  g_autoptr(GString) output = g_string_new (NULL);
  struct rusage usage = { 0 };
  gint64 start_us;
  gint64 deadline_us;
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
  deadline_us = start_us + (gint64) timeout_s * G_USEC_PER_SEC;

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
                       timeout_s, ts_bench_child_tail (output));
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

  if (verbose && output->len > 0)
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
                   ts_bench_child_tail (output));
      return FALSE;
    }
  child->start_us = start_us;
  /* ru_maxrss is in KiB on Linux. */
  child->peak_rss_mib = (double) usage.ru_maxrss / 1024.0;
  child->cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
                  + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  child->output = g_steal_pointer (&output);
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

double
ts_bench_median (GArray *values)
{
  guint n = values->len;

  g_array_sort (values, compare_doubles);
  if (n == 0)
    return 0;
  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);
  return (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2.0;
}

gboolean
ts_bench_check_executable (const char *path,
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

char *
ts_bench_build_root (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *self_dir = NULL;

  if (self == NULL)
    return g_get_current_dir ();
  self_dir = g_path_get_dirname (self);
  return g_canonicalize_filename ("../..", self_dir);
}

void
ts_bench_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        ts_bench_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}
