/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli as a user runs it: options, exit codes, and no GTK in the binary. */
#include "config.h"

#include <gio/gio.h>

static const char *cli_path;

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first_arg,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (char *) cli_path);
  va_start (args, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_help (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "tableside-cli"));
  g_assert_nonnull (strstr (run.out, "--version"));
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_version (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "tableside-cli " PACKAGE_VERSION "\n");
}

static void
test_refuses_unknown_input (void)
{
  g_auto(Run) option = { 0 };
  g_auto(Run) command = { 0 };

  run_cli (&option, "--no-such-option", NULL);
  g_assert_cmpint (option.status, ==, 2);
  g_assert_nonnull (strstr (option.err, "--no-such-option"));
  g_assert_nonnull (strstr (option.err, "--help"));

  run_cli (&command, "frobnicate", NULL);
  g_assert_cmpint (command.status, ==, 2);
  g_assert_nonnull (strstr (command.err, "frobnicate"));
  g_assert_cmpstr (command.out, ==, "");
}

/* The build already refuses a CLI that needs GTK; this checks the binary that was built. */
static void
test_links_no_gtk (void)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, "readelf", "-d",
                              cli_path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_nonnull (strstr (out, "libglib-2.0"));
  g_assert_null (strstr (out, "libgtk"));
  g_assert_null (strstr (out, "libadwaita"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  cli_path = g_getenv ("TABLESIDE_CLI");
  g_assert_nonnull (cli_path);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/refuses-unknown-input", test_refuses_unknown_input);
  g_test_add_func ("/cli/links-no-gtk", test_links_no_gtk);

  return g_test_run ();
}
