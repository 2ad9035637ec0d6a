/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-record-fixture.h"

#include <string.h>

#include "ts-counter-game.h"
#include "ts-test-folder.h"

void
fixture_setup (Fixture      *fixture,
               gconstpointer user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tableside-record-XXXXXX", &error);
  g_assert_no_error (error);
}

void
fixture_teardown (Fixture      *fixture,
                  gconstpointer user_data)
{
  ts_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

GFile *
write_file (Fixture    *fixture,
            const char *name,
            const char *contents,
            gssize      length)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

char *
valid_record (guint n)
{
  return ts_counter_game_random_record (3, 1000, n, 7);
}

char *
replace (const char *text,
         const char *from,
         const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}
