/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The people who play (issue 27, people.json): found by name trimmed and letter case aside,
 * renamed (old records still find them), merged and taken apart; a list that cannot be read
 * is never written over. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-people.h"

typedef struct
{
  char *dir;
  char *path;
  GFile *file;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer user_data)
{
  fixture->dir = g_dir_make_tmp ("tableside-people-XXXXXX", NULL);
  fixture->path = g_build_filename (fixture->dir, "people.json", NULL);
  fixture->file = g_file_new_for_path (fixture->path);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer user_data)
{
  g_remove (fixture->path);
  g_rmdir (fixture->dir);
  g_object_unref (fixture->file);
  g_free (fixture->path);
  g_free (fixture->dir);
}

static void
test_find_and_keep (Fixture      *fixture,
                    gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->file);
  g_autoptr(TsPeople) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ana = NULL;
  g_autofree char *bruno = NULL;
  g_auto(GStrv) ids = NULL;

  /* A missing file is nobody yet. */
  g_assert_null (ts_people_get_problem (people));
  ids = ts_people_dup_ids (people);
  g_assert_cmpuint (g_strv_length (ids), ==, 0);
  g_assert_null (ts_people_find (people, "Ana"));

  ana = g_strdup (ts_people_ensure (people, "  Ana ", "red"));
  bruno = g_strdup (ts_people_ensure (people, "Bruno", NULL));
  g_assert_nonnull (ana);
  g_assert_cmpstr (ts_people_get_name (people, ana), ==, "Ana");
  g_assert_cmpstr (ts_people_get_color (people, ana), ==, "red");
  g_assert_null (ts_people_get_color (people, bruno));
  /* The same person, however the name is typed; the colour played last is theirs. */
  g_assert_cmpstr (ts_people_ensure (people, "ANA", "blue"), ==, ana);
  g_assert_cmpstr (ts_people_get_color (people, ana), ==, "blue");
  g_assert_cmpstr (ts_people_find (people, " ana  "), ==, ana);
  g_assert_null (ts_people_ensure (people, "   ", NULL));

  g_assert_true (ts_people_save (people, &error));
  g_assert_no_error (error);
  again = ts_people_load (fixture->file);
  g_assert_null (ts_people_get_problem (again));
  g_assert_cmpstr (ts_people_find (again, "bruno"), ==, bruno);
  g_assert_cmpstr (ts_people_get_color (again, ana), ==, "blue");
}

static void
test_rename (Fixture      *fixture,
             gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->file);
  g_autoptr(TsPeople) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ana = g_strdup (ts_people_ensure (people, "Ana", NULL));
  g_autofree char *bruno = g_strdup (ts_people_ensure (people, "Bruno", NULL));

  g_assert_true (ts_people_rename (people, ana, " Ana Maria ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ts_people_get_name (people, ana), ==, "Ana Maria");
  /* Older records name her "Ana": still her. */
  g_assert_cmpstr (ts_people_find (people, "ana"), ==, ana);
  g_assert_cmpstr (ts_people_find (people, "Ana Maria"), ==, ana);
  /* Refused: empty, and another person's name. Nothing changes. */
  g_assert_false (ts_people_rename (people, bruno, "  ", &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME);
  g_clear_error (&error);
  g_assert_false (ts_people_rename (people, bruno, "ana maria", &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME);
  g_assert_nonnull (strstr (error->message, "Ana Maria"));
  g_clear_error (&error);
  g_assert_cmpstr (ts_people_get_name (people, bruno), ==, "Bruno");
  g_assert_false (ts_people_rename (people, "p-nobody", "X", &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN);
  g_clear_error (&error);
  /* Back to her old name: no longer an old name. */
  g_assert_true (ts_people_rename (people, ana, "Ana", &error));
  g_assert_true (ts_people_save (people, &error));
  again = ts_people_load (fixture->file);
  g_assert_cmpstr (ts_people_get_name (again, ana), ==, "Ana");
  g_assert_cmpstr (ts_people_find (again, "Ana Maria"), ==, ana);
}

static void
test_merge (Fixture      *fixture,
            gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->file);
  g_autoptr(TsPeople) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bruno = g_strdup (ts_people_ensure (people, "Bruno", NULL));
  g_autofree char *bruninho = g_strdup (ts_people_ensure (people, "Bruninho", NULL));
  g_autofree char *beto = g_strdup (ts_people_ensure (people, "Beto", NULL));

  g_assert_true (ts_people_merge (people, bruninho, bruno, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ts_people_resolve (people, bruninho), ==, bruno);
  g_assert_cmpstr (ts_people_get_merged_into (people, bruninho), ==, bruno);
  /* Found by the merged one's name: the one merged into. */
  g_assert_cmpstr (ts_people_find (people, "bruninho"), ==, bruno);
  /* Merging into someone merged goes to whom they count as. */
  g_assert_true (ts_people_merge (people, beto, bruninho, &error));
  g_assert_cmpstr (ts_people_get_merged_into (people, beto), ==, bruno);
  /* Into oneself, or round in a circle: refused. */
  g_assert_false (ts_people_merge (people, bruno, bruninho, &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_MERGE);
  g_clear_error (&error);
  g_assert_false (ts_people_merge (people, bruno, bruno, &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_MERGE);
  g_clear_error (&error);
  g_assert_true (ts_people_save (people, &error));
  again = ts_people_load (fixture->file);
  g_assert_cmpstr (ts_people_resolve (again, bruninho), ==, bruno);
  /* Taken apart again: their own person, found by their own name. */
  g_assert_true (ts_people_unmerge (again, bruninho, &error));
  g_assert_cmpstr (ts_people_resolve (again, bruninho), ==, bruninho);
  g_assert_cmpstr (ts_people_find (again, "Bruninho"), ==, bruninho);
  g_assert_false (ts_people_unmerge (again, bruninho, &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN);
}

/* A file that cannot be read: named with the reason, read as nobody, never written over. */
static void
test_broken (Fixture      *fixture,
             gconstpointer user_data)
{
  static const char *const broken[] = {
    "{\"format\": \"tableside-people\", \"version\": 1, \"people\": [",
    "not json",
    "{\"format\": \"tableside-people\", \"version\": 9, \"people\": []}",
    "{\"format\": \"tableside-people\", \"version\": 1, \"people\": [{\"id\": \"\", \"name\": \"A\"}]}",
    "{\"format\": \"tableside-people\", \"version\": 1, \"people\": [{\"id\": \"p\", \"name\": 7}]}",
    "{\"format\": \"tableside-people\", \"version\": 1, \"people\": "
    "[{\"id\": \"p\", \"name\": \"A\"}, {\"id\": \"p\", \"name\": \"B\"}]}",
    "[]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(TsPeople) people = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      g_auto(GStrv) ids = NULL;

      g_assert_true (g_file_set_contents (fixture->path, broken[i], -1, NULL));
      people = ts_people_load (fixture->file);
      g_assert_nonnull (ts_people_get_problem (people));
      g_assert_nonnull (strstr (ts_people_get_problem (people), fixture->path));
      ids = ts_people_dup_ids (people);
      g_assert_cmpuint (g_strv_length (ids), ==, 0);
      /* Games can still name people in memory; nothing is saved over the file. */
      g_assert_nonnull (ts_people_ensure (people, "Ana", NULL));
      g_assert_false (ts_people_save (people, &error));
      g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE);
      g_assert_true (g_file_get_contents (fixture->path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, broken[i]);
    }
  /* A merge into nobody known, or round in a circle, is not dropped without a word (the next
   * save would lose it): the list says so and is left as it is (issue 40). */
  {
    g_autoptr(TsPeople) people = NULL;

    g_assert_true (g_file_set_contents (
        fixture->path,
        "{\"format\": \"tableside-people\", \"version\": 1, \"people\": ["
        "{\"id\": \"a\", \"name\": \"A\", \"merged-into\": \"b\"},"
        "{\"id\": \"b\", \"name\": \"B\", \"merged-into\": \"a\"},"
        "{\"id\": \"c\", \"name\": \"C\", \"merged-into\": \"zz\"}]}",
        -1, NULL));
    people = ts_people_load (fixture->file);
    g_assert_nonnull (ts_people_get_problem (people));
    g_assert_nonnull (strstr (ts_people_get_problem (people), "Person 1 (A)"));
    g_assert_false (ts_people_save (people, NULL));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/model/people/find-and-keep", Fixture, NULL, fixture_setup, test_find_and_keep,
              fixture_teardown);
  g_test_add ("/model/people/rename", Fixture, NULL, fixture_setup, test_rename,
              fixture_teardown);
  g_test_add ("/model/people/merge", Fixture, NULL, fixture_setup, test_merge,
              fixture_teardown);
  g_test_add ("/model/people/broken", Fixture, NULL, fixture_setup, test_broken,
              fixture_teardown);
  return g_test_run ();
}
