/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52: the files Tableside keeps whole (people.json, imported-plays.json, the saved-games
 * index) under one save discipline (ts-kept-file.h). Two programs that read a file and then
 * both save it keep both changes (each case lost the first program's before); a file changed
 * into one that cannot be read is never written over; a change the file's reader would refuse
 * (100,000 imported plays and then 10,000 more: past 64 MiB) is refused before it is written,
 * and the file still reads; an import cut short between its two files is put back whole by
 * the next load. TS_KEPT_BIG_PLAYS sets the plays of the big file (default 100,000). */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-imported-plays.h"
#include "ts-json-read.h"
#include "ts-people.h"
#include "ts-record-index.h"
#include "ts-record-info.h"
#include "ts-record.h"
#include "ts-data-fixture.h"

static char *
file_text (GFile *file)
{
  char *text = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &text, NULL, NULL, NULL));
  return text;
}

static void
count_cb (TsPeople *people,
          guint    *count)
{
  (*count)++;
}

/* The app and tableside-cli read people.json, then each adds, renames, merges and saves: the
 * file keeps both; the same name added by both is one person, whose two ids count as one. */
static void
test_people_two_writers (Fixture      *fixture,
                         gconstpointer user_data)
{
  g_autoptr(TsPeople) start = ts_people_load (fixture->people_file);
  g_autoptr(TsPeople) app = NULL;
  g_autoptr(TsPeople) cli = NULL;
  g_autoptr(TsPeople) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *carla = NULL;
  g_autofree char *dora = NULL;
  g_autofree char *zoe_app = NULL;
  g_autofree char *zoe_cli = NULL;
  guint n_changed = 0;

  carla = g_strdup (ts_people_ensure (start, "Carla", NULL));
  dora = g_strdup (ts_people_ensure (start, "Dora", NULL));
  g_assert_true (ts_people_save (start, &error));

  app = ts_people_load (fixture->people_file);
  cli = ts_people_load (fixture->people_file);
  g_assert_nonnull (ts_people_ensure (app, "Ana", "red"));
  zoe_app = g_strdup (ts_people_ensure (app, "Zoe", NULL));
  g_assert_true (ts_people_rename (app, carla, "Carla Maria", &error));
  g_assert_true (ts_people_save (app, &error));
  g_assert_no_error (error);

  g_assert_nonnull (ts_people_ensure (cli, "Bruno", NULL));
  zoe_cli = g_strdup (ts_people_ensure (cli, "zoe", NULL));
  g_assert_true (ts_people_merge (cli, dora, ts_people_find (cli, "Bruno"), &error));
  g_signal_connect (cli, "changed", G_CALLBACK (count_cb), &n_changed);
  g_assert_true (ts_people_save (cli, &error));
  g_assert_no_error (error);
  /* The app's people came in: said once. */
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_nonnull (ts_people_find (cli, "Ana"));

  after = ts_people_load (fixture->people_file);
  g_assert_null (ts_people_get_problem (after));
  g_assert_nonnull (ts_people_find (after, "Ana"));
  g_assert_cmpstr (ts_people_get_color (after, ts_people_find (after, "Ana")), ==, "red");
  g_assert_nonnull (ts_people_find (after, "Bruno"));
  g_assert_cmpstr (ts_people_find (after, "Carla Maria"), ==, carla);
  g_assert_cmpstr (ts_people_resolve (after, dora), ==, ts_people_find (after, "Bruno"));
  /* Both Zoes are there, the second merged into the first. */
  g_assert_cmpstr (ts_people_resolve (after, zoe_app), ==, zoe_app);
  g_assert_cmpstr (ts_people_resolve (after, zoe_cli), ==, zoe_app);
}

/* A rename another program's change made impossible (it gave that name to someone) is refused
 * with a message naming the file; the other program's person is kept, nothing overwritten. */
static void
test_people_refused (Fixture      *fixture,
                     gconstpointer user_data)
{
  g_autoptr(TsPeople) start = ts_people_load (fixture->people_file);
  g_autoptr(TsPeople) app = NULL;
  g_autoptr(TsPeople) cli = NULL;
  g_autoptr(TsPeople) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_parse_name (fixture->people_file);
  g_autofree char *carla = NULL;

  carla = g_strdup (ts_people_ensure (start, "Carla", NULL));
  g_assert_true (ts_people_save (start, &error));
  app = ts_people_load (fixture->people_file);
  cli = ts_people_load (fixture->people_file);
  g_assert_nonnull (ts_people_ensure (cli, "Zed", NULL));
  g_assert_true (ts_people_save (cli, &error));

  g_assert_true (ts_people_rename (app, carla, "Zed", &error));
  g_assert_false (ts_people_save (app, &error));
  g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME);
  g_assert_nonnull (strstr (error->message, name));
  after = ts_people_load (fixture->people_file);
  g_assert_cmpstr (ts_people_get_name (after, carla), ==, "Carla");
  g_assert_nonnull (ts_people_find (after, "Zed"));
  /* The app's list is the file's now. */
  g_assert_cmpstr (ts_people_get_name (app, carla), ==, "Carla");
}

/* people.json changed by another program into a file that cannot be read: not written over. */
static void
test_changed_unreadable (Fixture      *fixture,
                         gconstpointer user_data)
{
  g_autoptr(TsPeople) app = ts_people_load (fixture->people_file);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = g_file_get_parse_name (fixture->people_file);

  g_assert_nonnull (ts_people_ensure (app, "Ana", NULL));
  g_assert_true (ts_people_save (app, &error));
  g_assert_true (g_file_replace_contents (fixture->people_file, "{\"people\": 3", 12, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_nonnull (ts_people_ensure (app, "Bruno", NULL));
  g_assert_false (ts_people_save (app, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, name));
  text = file_text (fixture->people_file);
  g_assert_cmpstr (text, ==, "{\"people\": 3");
}

/* Bytes of "location" a play of batch_of() carries (fewer, larger plays under sanitizers). */
static gsize padding;

static TsImportBatch *
batch_of (const char *tag,
          guint       n_plays,
          guint       first)
{
  TsImportBatch *batch = ts_import_batch_new (TS_IMPORT_SOURCE_BGSTATS, tag, 1700000000);

  for (guint p = 0; p < n_plays; p++)
    {
      TsImportedPlay *play = ts_imported_play_new (4);

      play->id = g_strdup_printf ("%s-%08u-0000-4000-8000-000000000000", tag, first + p);
      play->module = ts_record_lookup_game ("carcassonne");
      play->time = 1700000000 + p;
      if (padding > 0)
        play->location = g_strnfill (padding, 'x');
      for (guint i = 0; i < 4; i++)
        {
          play->seats[i].name = g_strdup_printf ("Player %u", i + 1);
          play->seats[i].person = g_strdup_printf ("p-00000000000%u", i);
          play->seats[i].key = g_strdup_printf ("0c7e3c4c-3b5e-4b0e-9d5e-2f2a5b1c8d0%u", i);
          play->seats[i].scored = TRUE;
          play->seats[i].score = 100 + i;
          play->seats[i].winner = i == 3;
          play->seats[i].seat = i + 1;
        }
      g_ptr_array_add (batch->plays, play);
    }
  return batch;
}

/* Two programs each import a batch into the same file: both are kept; a play the other one
 * imported meanwhile is kept once. */
static void
test_imports_two_writers (Fixture      *fixture,
                          gconstpointer user_data)
{
  g_autoptr(TsImportedPlays) app = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsImportedPlays) cli = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsImportedPlays) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_imported_plays_add (app, batch_of ("a", 3, 0), &error));
  g_assert_true (ts_imported_plays_add (cli, batch_of ("b", 2, 0), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_imported_plays_get_n_batches (cli), ==, 2);
  /* The same plays again, from the app that has not seen b's: nothing to add. */
  g_assert_false (ts_imported_plays_add (app, batch_of ("b", 2, 0), &error));
  g_assert_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_KEPT);
  g_clear_error (&error);
  /* The app removes a's batch: b's stays. */
  g_assert_true (ts_imported_plays_remove (app, ts_imported_plays_get_batch (app, 0)->id, NULL,
                                           &error));
  after = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (after));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (after), ==, 1);
  g_assert_cmpstr (ts_imported_plays_get_batch (after, 0)->file_name, ==, "b");
  g_assert_cmpuint (ts_imported_plays_get_batch (after, 0)->plays->len, ==, 2);
}

/* The text of a file of @n plays as Tableside writes it, made by hand for speed. */
static void
write_big_file (GFile *file,
                guint  n)
{
  g_autoptr(GPtrArray) batches = NULL;
  g_autofree char *text = NULL;

  batches = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_import_batch_free);
  g_ptr_array_add (batches, batch_of ("big", n, 0));
  text = ts_imported_plays_to_text (batches);
  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));
}

/* 100,000 plays, then 10,000 more, would be past what the reader reads (64 MiB): refused before
 * it is written, naming the file, and the file still reads with its 100,000 plays. */
static void
test_imports_past_limit (Fixture      *fixture,
                         gconstpointer user_data)
{
  const char *env = g_getenv ("TS_KEPT_BIG_PLAYS");
  guint n = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 100000;
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(TsImportedPlays) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_parse_name (fixture->imports_file);
  gint64 start = g_get_monotonic_time ();
  guint more = n / 10;

  /* Fewer plays (under the sanitizers): as many bytes, some 62 MB, in longer plays. */
  padding = n < 100000 ? 62000000 / n - 600 : 0;
  write_big_file (fixture->imports_file, n);
  g_test_message ("%u plays written in %.2f s", n, (g_get_monotonic_time () - start) / 1e6);
  imported = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (imported));
  g_test_message ("%u plays read in %.2f s", n, (g_get_monotonic_time () - start) / 1e6);
  g_assert_false (ts_imported_plays_add (imported, batch_of ("more", more, n), &error));
  g_assert_error (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, name));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "64.0"));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (imported), ==, 1);
  g_clear_pointer (&imported, g_object_unref);
  after = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (after));
  g_assert_cmpuint (ts_imported_plays_get_batch (after, 0)->plays->len, ==, n);
  g_test_message ("whole case %.2f s", (g_get_monotonic_time () - start) / 1e6);
  padding = 0;
}

/* An import cut short after its batch and before people.json: the next load of the imported
 * plays puts the batch's people back, in the file and in the list this program has loaded. */
static void
test_restored_at_load (Fixture      *fixture,
                       gconstpointer user_data)
{
  g_autoptr(TsPeople) app = ts_people_load (fixture->people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsImportedPlays) again = NULL;
  g_autoptr(TsPeople) after = NULL;
  g_autoptr(GError) error = NULL;
  TsImportBatch *batch = batch_of ("cut", 2, 0);
  g_autofree char *ana = NULL;

  ana = g_strdup (ts_people_ensure (app, "Ana", NULL));
  g_assert_true (ts_people_save (app, &error));
  /* The batch made Ana again (another program's Ana, same name) and Bruno. */
  ts_import_batch_add_person (batch, "p-00000000000a", "ana");
  ts_import_batch_add_person (batch, "p-00000000000b", "Bruno");
  batch->people_file = g_strdup ("people.json");
  g_assert_true (ts_imported_plays_add (imported, batch, &error));
  g_assert_null (ts_people_find (app, "Bruno"));

  again = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (again));
  g_assert_cmpstr (ts_people_find (app, "Bruno"), ==, "p-00000000000b");
  after = ts_people_load (fixture->people_file);
  g_assert_cmpstr (ts_people_get_name (after, "p-00000000000b"), ==, "Bruno");
  g_assert_cmpstr (ts_people_resolve (after, "p-00000000000a"), ==, ana);
}

#define RECORD                                                                               \
  "{\"format\":\"tableside-record\",\"version\":2,\"game\":\"kingsburg\",\"name\":\"%s\","  \
  "\"created\":\"2026-11-22T10:00:00Z\",\"status\":\"in-progress\",\"players\":["           \
  "{\"name\":\"Ann\",\"color\":\"green\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"           \
  "\"entries\":[]}"

static TsRecordInfo *
record_info (GFile      *dir,
             const char *name)
{
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autofree char *text = g_strdup_printf (RECORD, name);
  g_autoptr(GError) error = NULL;
  TsRecordInfo *info;

  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  return info;
}

/* The saved-games index: two programs read the folder; the one that saves second keeps the
 * first's entry for a game it did not see. */
static void
test_index_two_writers (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autoptr(GFile) dir = g_file_new_for_path (fixture->dir);
  g_autoptr(TsRecordInfo) first_info = record_info (dir, "a.json");
  g_autoptr(TsRecordInfo) second_info = record_info (dir, "b.json");
  g_autoptr(GDateTime) modified = g_date_time_new_from_unix_utc (1700000000);
  g_autoptr(TsRecordIndex) first = ts_record_index_load (dir);
  g_autoptr(TsRecordIndex) second = ts_record_index_load (dir);
  g_autoptr(TsRecordIndex) after = NULL;
  g_autoptr(TsRecordInfo) a = NULL;
  g_autoptr(TsRecordInfo) b = NULL;
  g_autoptr(GError) error = NULL;

  ts_record_index_put (first, first_info, modified, 10, TRUE);
  g_assert_true (ts_record_index_save (first, &error));
  ts_record_index_put (second, second_info, modified, 20, TRUE);
  g_assert_true (ts_record_index_save (second, &error));
  g_assert_no_error (error);

  after = ts_record_index_load (dir);
  a = ts_record_index_lookup (after, ts_record_info_get_file (first_info), modified, 10);
  b = ts_record_index_lookup (after, ts_record_info_get_file (second_info), modified, 20);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/kept-files/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("people-two-writers", test_people_two_writers);
  ADD ("people-refused", test_people_refused);
  ADD ("changed-unreadable", test_changed_unreadable);
  ADD ("imports-two-writers", test_imports_two_writers);
  ADD ("imports-past-limit", test_imports_past_limit);
  ADD ("restored-at-load", test_restored_at_load);
  ADD ("index-two-writers", test_index_two_writers);
#undef ADD
  return g_test_run ();
}
