/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the cli tests of every game share: running the real binary, and reading a record
 * example out of docs/file-format.md (the documented examples must load as written); for
 * test-cli*.c, a run with its output kept and files checked unchanged in a work folder. */
#include "cli-util.h"

#include <glib/gstdio.h>
#include <string.h>

const char *ts_cli_test_cli_path;
char *ts_cli_test_work_dir;

void
ts_cli_test_init (int    *argc,
                  char ***argv)
{
  g_test_init (argc, argv, NULL);
  ts_cli_test_cli_path = g_getenv ("TABLESIDE_CLI");
  g_assert_nonnull (ts_cli_test_cli_path);
  ts_cli_test_work_dir = g_dir_make_tmp ("tableside-cli-XXXXXX", NULL);
  g_assert_nonnull (ts_cli_test_work_dir);
}

int
ts_cli_test_run_tests (void)
{
  int status = g_test_run ();

  g_rmdir (ts_cli_test_work_dir);
  g_clear_pointer (&ts_cli_test_work_dir, g_free);
  return status;
}

int
ts_cli_test_run (char      **out,
                 const char *command,
                 const char *path,
                 const char *option)
{
  const char *argv[] = { g_getenv ("TABLESIDE_CLI"), command, path, option, NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, &err,
                               &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL) ? 0 : 1;
}

char *
ts_cli_test_documented_example (const char *marker)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-format.md", NULL);
  g_autofree char *doc = NULL;
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &doc, NULL, NULL));
  start = strstr (doc, marker);
  g_assert_nonnull (start);
  while (start > doc && strncmp (start, "```json\n", 8) != 0)
    start--;
  start += 8;
  end = strstr (start, "```");
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

void
ts_cli_test_run_clear (TsCliTestRun *run)
{
  g_free (run->out);
  g_free (run->err);
}

void
ts_cli_test_run_binary (TsCliTestRun *run,
                        const char   *binary,
                        const char   *first_arg,
                        va_list       args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (char *) binary);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

void
ts_cli_test_run_cli (TsCliTestRun *run,
                     const char   *first_arg,
                     ...)
{
  va_list args;

  va_start (args, first_arg);
  ts_cli_test_run_binary (run, ts_cli_test_cli_path, first_arg, args);
  va_end (args);
}

void
ts_cli_test_file_clear (TsCliTestFile *record)
{
  struct stat after;
  g_autofree char *contents = NULL;

  /* No command writes to the record it reads. */
  g_assert_cmpint (g_stat (record->path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, record->before.st_mtime);
  g_assert_cmpint (after.st_size, ==, record->before.st_size);
  g_assert_true (g_file_get_contents (record->path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, record->contents);
  g_assert_cmpint (g_remove (record->path), ==, 0);
  g_free (record->path);
  g_free (record->contents);
}

void
ts_cli_test_file_init (TsCliTestFile *record,
                       const char    *name,
                       char          *contents)
{
  record->path = g_build_filename (ts_cli_test_work_dir, name, NULL);
  record->contents = contents;
  g_assert_true (g_file_set_contents (record->path, contents, -1, NULL));
  g_assert_cmpint (g_stat (record->path, &record->before), ==, 0);
}

JsonNode *
ts_cli_test_parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}
