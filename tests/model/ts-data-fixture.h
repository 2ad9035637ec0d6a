/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A data folder of a test's own with the two files an import writes: people.json and
 * imported-plays.json (test-bgstats-import, test-bgstats-names, test-kept-files). */

#include <gio/gio.h>

typedef struct
{
  char *dir;
  GFile *imports_file;
  GFile *people_file;
} Fixture;

/* g_test_add()'s setup and teardown; the teardown removes the folder and all it holds. */
void fixture_setup (Fixture      *fixture,
                    gconstpointer user_data);
void fixture_teardown (Fixture      *fixture,
                       gconstpointer user_data);
