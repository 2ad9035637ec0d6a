/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "ts-data-fixture.h"

void
fixture_setup (Fixture      *fixture,
               gconstpointer user_data)
{
  fixture->dir = g_dir_make_tmp ("tableside-data-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->imports_file = g_file_new_build_filename (fixture->dir, "imported-plays.json", NULL);
  fixture->people_file = g_file_new_build_filename (fixture->dir, "people.json", NULL);
}

void
fixture_teardown (Fixture      *fixture,
                  gconstpointer user_data)
{
  g_autoptr(GDir) listing = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  /* The files, their temporaries and what a kill left beside them. */
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_object_unref (fixture->imports_file);
  g_object_unref (fixture->people_file);
  g_free (fixture->dir);
}
