/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52: imports of BG Stats plays are as safe as saved games, through the real
 * tableside-cli (TABLESIDE_CLI) and "the app" (TS_IMPORT_APP, ts-import-app.c, which imports
 * through the model function TsImportReview uses):
 *
 *   - two imports at once, CLI and CLI, and CLI while the app imports: both batches are kept
 *     and every person their plays name is in people.json (one batch was lost before, and
 *     plays named people people.json did not have);
 *   - SIGKILL of an import at a random moment, in a loop: both files read, the batch is whole
 *     or absent, and after the next load no play names a person people.json lacks.
 *
 * TS_IMPORT_ROUNDS sets the rounds of each two-import case (default 20), TS_IMPORT_KILLS the
 * kills (default 200). */
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ts-imported-plays.h"
#include "ts-people.h"
#include "ts-test-folder.h"

typedef struct
{
  char *dir;
  char *games;
  char *people;
  char *imports;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer user_data)
{
  fixture->dir = g_dir_make_tmp ("tableside-import-safety-XXXXXX", NULL);
  fixture->games = g_build_filename (fixture->dir, "games", NULL);
  fixture->people = g_build_filename (fixture->dir, "people.json", NULL);
  fixture->imports = g_build_filename (fixture->dir, "imported-plays.json", NULL);
  g_assert_cmpint (g_mkdir (fixture->games, 0700), ==, 0);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer user_data)
{
  ts_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->games);
  g_free (fixture->people);
  g_free (fixture->imports);
}

static guint
env_count (const char *name,
           guint       fallback)
{
  const char *value = g_getenv (name);

  return value != NULL ? MAX (1, (guint) g_ascii_strtoull (value, NULL, 10)) : fallback;
}

/* A BG Stats export "@tag.json" of @n_plays plays of Carcassonne (new uuids), seats from @names
 * (four a play, in turn). */
static char *
write_export (Fixture           *fixture,
              const char        *tag,
              guint              n_plays,
              const char *const *names)
{
  g_autofree char *base = g_strdup_printf ("%s.json", tag);
  char *path = g_build_filename (fixture->dir, base, NULL);
  g_autoptr(GString) out = g_string_new ("{\"games\": [{\"id\": 1, \"name\": \"Carcassonne\", "
                                         "\"bggId\": 822}], \"players\": [");
  guint n_names = g_strv_length ((GStrv) names);

  for (guint i = 0; i < n_names; i++)
    g_string_append_printf (out, "%s{\"id\": %u, \"name\": \"%s\", \"uuid\": \"u-%s\"}",
                            i > 0 ? ", " : "", i + 1, names[i], names[i]);
  g_string_append (out, "], \"plays\": [");
  for (guint p = 0; p < n_plays; p++)
    {
      g_autofree char *uuid = g_uuid_string_random ();

      g_string_append_printf (out, "%s{\"uuid\": \"%s\", \"gameRefId\": 1, \"playDate\": "
                              "\"2024-03-%02u 20:00:00\", \"playerScores\": [",
                              p > 0 ? ", " : "", uuid, 1 + p % 28);
      for (guint s = 0; s < MIN (4, n_names); s++)
        g_string_append_printf (out, "%s{\"playerRefId\": %u, \"score\": \"%u\", \"winner\": %s}",
                                s > 0 ? ", " : "", 1 + (p + s) % n_names, 50 + s,
                                s == 0 ? "true" : "false");
      g_string_append (out, "]}");
    }
  g_string_append (out, "]}");
  g_assert_true (g_file_set_contents (path, out->str, out->len, NULL));
  return path;
}

static GSubprocess *
spawn_cli (Fixture    *fixture,
           const char *export)
{
  g_autoptr(GError) error = NULL;
  GSubprocess *process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                               | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                           &error, g_getenv ("TABLESIDE_CLI"), "stats",
                                           "--import-bgstats", export, "--people",
                                           fixture->people, "--imports", fixture->imports,
                                           fixture->games, NULL);

  g_assert_no_error (error);
  return process;
}

/* Waits for @process (first giving it @input); asserts it said it imported. */
static void
assert_imported (GSubprocess *process,
                 const char  *input)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_true (g_subprocess_communicate_utf8 (process, input, NULL, &out, &err, &error));
  g_assert_no_error (error);
  if (!g_subprocess_get_successful (process))
    g_error ("the import failed: %s", err);
  g_assert_true (strstr (out, "Imported as ") != NULL || strstr (out, "imported ") != NULL);
}

typedef struct
{
  gboolean present;  /* the batch of the export named is in the file */
  guint n_restored;  /* seats whose person the load had to put back in people.json */
} Found;

/* The files as "the next load" finds them: both read; the batch from @export_name is whole
 * (@n_plays) or absent; after the load no seat names a person people.json lacks. */
static Found
check_files (Fixture    *fixture,
             const char *export_name,
             guint       n_plays)
{
  g_autoptr(GFile) people_file = g_file_new_for_path (fixture->people);
  g_autoptr(GFile) imports_file = g_file_new_for_path (fixture->imports);
  g_autoptr(TsPeople) before = ts_people_load (people_file);
  g_auto(GStrv) ids_before = ts_people_dup_ids (before);
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(TsPeople) after = NULL;
  Found found = { FALSE, 0 };

  g_assert_null (ts_people_get_problem (before));
  /* The load that puts back what a kill left half done. */
  imported = ts_imported_plays_load (imports_file);
  g_assert_null (ts_imported_plays_get_problem (imported));
  after = ts_people_load (people_file);
  g_assert_null (ts_people_get_problem (after));
  for (guint b = 0; b < ts_imported_plays_get_n_batches (imported); b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (imported, b);

      if (export_name != NULL && g_str_equal (batch->file_name, export_name))
        {
          g_assert_false (found.present);
          g_assert_cmpuint (batch->plays->len, ==, n_plays);
          found.present = TRUE;
        }
      for (guint p = 0; p < batch->plays->len; p++)
        {
          const TsImportedPlay *play = batch->plays->pdata[p];

          for (guint i = 0; i < play->n_seats; i++)
            {
              const char *person = play->seats[i].person;

              if (*person == '\0')
                continue;
              if (ts_people_resolve (after, person) == NULL)
                g_error ("%s, play %s: %s names %s, who is not in people.json",
                         batch->file_name, play->id, play->seats[i].name, person);
              found.n_restored += !g_strv_contains ((const char *const *) ids_before, person);
            }
        }
    }
  return found;
}

static void
assert_person (Fixture    *fixture,
               const char *name)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->people);
  g_autoptr(TsPeople) people = ts_people_load (file);

  if (ts_people_find (people, name) == NULL)
    g_error ("%s is not in people.json", name);
}

/* Two imports at once, round after round: tableside-cli and tableside-cli, or tableside-cli
 * while the app imports (@app). */
static void
two_at_once (Fixture *fixture,
             gboolean app)
{
  guint rounds = env_count ("TS_IMPORT_ROUNDS", 20);
  g_autoptr(GRand) rand = g_rand_new_with_seed (52);

  for (guint r = 0; r < rounds; r++)
    {
      g_autofree char *tag_a = g_strdup_printf ("a%u", r);
      g_autofree char *tag_b = g_strdup_printf ("b%u", r);
      g_autofree char *only_a = g_strdup_printf ("Only A %u", r);
      g_autofree char *only_b = g_strdup_printf ("Only B %u", r);
      g_autofree char *shared = g_strdup_printf ("Both %u", r);
      g_autofree char *app_person = g_strdup_printf ("App %u", r);
      const char *names_a[] = { "Ana", "Bruno", only_a, shared, NULL };
      const char *names_b[] = { "Ana", "Carla", only_b, shared, NULL };
      g_autofree char *export_a = write_export (fixture, tag_a, 6, names_a);
      g_autofree char *export_b = write_export (fixture, tag_b, 5, names_b);
      g_autofree char *name_a = g_path_get_basename (export_a);
      g_autofree char *name_b = g_path_get_basename (export_b);
      g_autoptr(GSubprocess) first = NULL;
      g_autoptr(GSubprocess) second = NULL;
      g_autoptr(GError) error = NULL;
      Found found_a, found_b;

      if (app)
        {
          g_autoptr(GDataInputStream) lines = NULL;
          g_autofree char *ready = NULL;

          first = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                    &error, g_getenv ("TS_IMPORT_APP"), export_a,
                                    fixture->people, fixture->imports, app_person, NULL);
          g_assert_no_error (error);
          lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (first));
          ready = g_data_input_stream_read_line (lines, NULL, NULL, NULL);
          g_assert_cmpstr (ready, ==, "ready");
          /* The app has read both files; the CLI starts, and the app imports meanwhile. */
          second = spawn_cli (fixture, export_b);
          g_usleep (g_rand_int_range (rand, 0, 20000));
          assert_imported (first, "go\n");
        }
      else
        {
          first = spawn_cli (fixture, export_a);
          second = spawn_cli (fixture, export_b);
          assert_imported (first, NULL);
        }
      assert_imported (second, NULL);

      found_a = check_files (fixture, name_a, 6);
      found_b = check_files (fixture, name_b, 5);
      g_assert_true (found_a.present);
      g_assert_true (found_b.present);
      g_assert_cmpuint (found_a.n_restored, ==, 0);
      for (guint i = 0; names_a[i] != NULL; i++)
        assert_person (fixture, names_a[i]);
      for (guint i = 0; names_b[i] != NULL; i++)
        assert_person (fixture, names_b[i]);
      if (app)
        assert_person (fixture, app_person);
    }
  {
    g_autoptr(GFile) imports_file = g_file_new_for_path (fixture->imports);
    g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (imports_file);

    g_assert_cmpuint (ts_imported_plays_get_n_batches (imported), ==, 2 * rounds);
    g_test_message ("%u rounds, %u batches kept of %u", rounds,
                    ts_imported_plays_get_n_batches (imported), 2 * rounds);
  }
}

static void
test_cli_and_cli (Fixture      *fixture,
                  gconstpointer user_data)
{
  two_at_once (fixture, FALSE);
}

static void
test_cli_and_app (Fixture      *fixture,
                  gconstpointer user_data)
{
  if (g_getenv ("TS_IMPORT_APP") == NULL)
    {
      g_test_skip ("TS_IMPORT_APP is not set");
      return;
    }
  two_at_once (fixture, TRUE);
}

/* How long a whole import takes (into files like the test's). */
static gint64
import_time (Fixture    *fixture,
             const char *tag)
{
  const char *names[] = { "Ana", "Warm Up", NULL };
  g_autofree char *export = write_export (fixture, tag, 12, names);
  g_autoptr(GSubprocess) process = NULL;
  gint64 start = g_get_monotonic_time ();

  process = spawn_cli (fixture, export);
  assert_imported (process, NULL);
  return g_get_monotonic_time () - start;
}

static void
test_kills (Fixture      *fixture,
            gconstpointer user_data)
{
  guint kills = env_count ("TS_IMPORT_KILLS", 200);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260052);
  guint n_absent = 0, n_whole = 0, n_finished = 0, n_restored = 0;
  gint64 window = 0;
  gint64 most;

  /* Two imports first, so that the kills fall into files of some size. The kills fall
   * within twice the longer one; until one finds its batch whole, a kill that found nothing
   * written widens that by a tenth (up to ten times), so that on a slow machine (a sanitizer
   * build, a busy CI) the kills still spread over the whole import. */
  window = 2 * MAX (import_time (fixture, "warm-up-1"), import_time (fixture, "warm-up-2"));
  most = 10 * window;
  g_test_message ("kills within %" G_GINT64_FORMAT " us of the start", window);
  for (guint k = 0; k < kills; k++)
    {
      g_autofree char *tag = g_strdup_printf ("k%u", k);
      g_autofree char *new_a = g_strdup_printf ("Killed %u A", k);
      g_autofree char *new_b = g_strdup_printf ("Killed %u B", k);
      const char *names[] = { "Ana", new_a, "Bruno", new_b, NULL };
      g_autofree char *export = write_export (fixture, tag, 12, names);
      g_autofree char *name = g_path_get_basename (export);
      g_autoptr(GSubprocess) process = spawn_cli (fixture, export);
      Found found;

      g_usleep (g_rand_int_range (rand, 0, (gint32) MIN (window, G_MAXINT32)));
      g_subprocess_send_signal (process, SIGKILL);
      g_subprocess_wait (process, NULL, NULL);
      if (!g_subprocess_get_if_signaled (process))
        {
          g_assert_true (g_subprocess_get_successful (process));
          n_finished++;
        }
      found = check_files (fixture, name, 12);
      n_whole += found.present;
      n_absent += !found.present;
      if (!found.present && n_whole == 0)
        window = MIN (most, window + window / 10);
      n_restored += found.n_restored > 0;
      if (!found.present)
        g_assert_cmpuint (found.n_restored, ==, 0);
      g_remove (export);
    }
  g_test_message ("%u kills: %u batches whole, %u absent, %u imports finished before the kill, "
                  "%u cut between the two files and put back by the next load; the window "
                  "ended at %" G_GINT64_FORMAT " us",
                  kills, n_whole, n_absent, n_finished, n_restored, window);
  /* The kills fell at random points, not all before or all after the import. */
  g_assert_cmpuint (n_absent, >, 0);
  g_assert_cmpuint (n_whole, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("TABLESIDE_CLI"));

#define ADD(path, func) \
  g_test_add ("/import-safety/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("cli-and-cli", test_cli_and_cli);
  ADD ("cli-and-app", test_cli_and_app);
  ADD ("kills", test_kills);
#undef ADD
  return g_test_run ();
}
