/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the cli tests of every game share: running the real binary, and reading a record
 * example out of docs/file-format.md (the documented examples must load as written). */
#include "cli-util.h"

#include <string.h>

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
