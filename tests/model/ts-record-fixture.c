/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-record-fixture.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_assert_cmpint (g_remove (child), ==, 0);
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

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
  remove_tree (fixture->dir);
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
