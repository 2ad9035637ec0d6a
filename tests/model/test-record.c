/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record file: what is written reads back the same, a missing file, saving (atomic,
 * through a link, failing cleanly) and the header's status; every kind of bad file refused is
 * test-record-refusals.c's. */
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-record-fixture.h"
#include "ts-record-info.h"
#include "ts-record.h"

static void
test_round_trip (Fixture      *fixture,
                 gconstpointer user_data)
{
  g_autofree char *text = valid_record (40);
  g_autoptr(GFile) file = write_file (fixture, "race.json", text, -1);
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load (file, NULL, &error);
  g_autoptr(TsRecord) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) bytes_again = NULL;
  g_autofree char *copy_path = g_build_filename (fixture->dir, "copy.json", NULL);

  g_assert_no_error (error);
  g_assert_cmpstr (ts_record_get_name (record), ==, "Random race");
  g_assert_true (ts_record_get_module (record) == &ts_counter_game);
  g_assert_cmpuint (ts_record_get_n_entries (record), ==, 40);
  g_assert_cmpuint (json_array_get_length (ts_record_get_players (record)), ==, 3);
  g_assert_nonnull (ts_record_get_created (record));

  /* What was read is written back byte for byte... */
  bytes = ts_record_to_bytes (record);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), text,
                   strlen (text));

  /* ...and a saved copy reads back the same. */
  copy = g_file_new_for_path (copy_path);
  g_assert_true (ts_record_save (record, copy, NULL, &error));
  g_assert_no_error (error);
  again = ts_record_load (copy, NULL, &error);
  g_assert_no_error (error);
  bytes_again = ts_record_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes_again));
  for (guint i = 0; i < 40; i++)
    g_assert_cmpstr (ts_entry_get_json_text (ts_record_get_entry (record, i)), ==,
                     ts_entry_get_json_text (ts_record_get_entry (again, i)));
}

/* Members this version does not know are read past and written back as they were. */
static void
test_unknown_members (Fixture      *fixture,
                      gconstpointer user_data)
{
  g_autofree char *text = valid_record (5);
  g_autofree char *extended = replace (text, "\"players\":",
                                       "\"from-the-future\": {\"notes\": [1, 2, {\"a\": null}]},"
                                       "\n  \"players\":");
  g_autofree char *extended_player = replace (extended, "{\"name\":\"Ana\"",
                                              "{\"name\":\"Ana\",\"hat\":\"green\"");
  /* Inside an entry too (issue 25): a newer Tableside's member, or the user's note. */
  g_autofree char *extended_entry = replace (extended_player, "{\"type\":\"add\"",
                                             "{\"note\":{\"by\":\"Ana\",\"seen\":[1,2]},"
                                             "\"type\":\"add\"");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load_from_data (extended_entry,
                                                         strlen (extended_entry),
                                                         "extended.json", &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TsRecord) again = NULL;
  const char *out;

  g_assert_no_error (error);
  g_assert_cmpuint (ts_record_get_n_entries (record), ==, 5);
  bytes = ts_record_to_bytes (record);
  out = g_bytes_get_data (bytes, NULL);
  g_assert_nonnull (g_strstr_len (out, g_bytes_get_size (bytes),
                                  "\"from-the-future\": {\"notes\":[1,2,{\"a\":null}]}"));
  g_assert_nonnull (g_strstr_len (out, g_bytes_get_size (bytes), "\"hat\":\"green\""));
  g_assert_nonnull (g_strstr_len (out, g_bytes_get_size (bytes),
                                  "\"note\":{\"by\":\"Ana\",\"seen\":[1,2]}"));
  /* Read back, the entry is the same and still carries it. */
  again = ts_record_load_from_data (out, g_bytes_get_size (bytes), "again.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_entry_get_json_text (ts_record_get_entry (again, 0)), ==,
                   ts_entry_get_json_text (ts_record_get_entry (record, 0)));
  g_assert_nonnull (strstr (ts_entry_get_json_text (ts_record_get_entry (again, 0)), "note"));
}

static void
test_missing_file (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "nowhere.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load (file, NULL, &error);

  g_assert_null (record);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Atomic saves: the file is replaced whole, no temporary file stays, and a save into a
 * folder that cannot be written fails cleanly leaving the old file. */
static void
test_save_atomic (Fixture      *fixture,
                  gconstpointer user_data)
{
  g_autofree char *first = valid_record (3);
  g_autofree char *second = valid_record (30);
  g_autoptr(GFile) file = write_file (fixture, "game.json", first, -1);
  g_autoptr(TsRecord) record = ts_record_load_from_data (second, strlen (second), "x", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GDir) dir = NULL;
  guint n_files = 0;

  g_assert_true (ts_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, second);

  dir = g_dir_open (fixture->dir, 0, NULL);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  if (getuid () != 0)
    {
      g_autoptr(TsRecord) other = ts_record_load_from_data (first, strlen (first), "x", NULL);

      g_assert_cmpint (g_chmod (fixture->dir, 0500), ==, 0);
      g_assert_false (ts_record_save (other, file, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_nonnull (strstr (error->message, "game.json"));
      g_assert_cmpint (g_chmod (fixture->dir, 0700), ==, 0);
      g_clear_pointer (&contents, g_free);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, second);
    }
}

/* Saving through a symbolic link replaces the file it points to (the link stays a link) and
 * keeps that file's permissions. */
static void
test_save_through_link (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autofree char *first = valid_record (3);
  g_autofree char *second = valid_record (12);
  g_autoptr(GFile) target = write_file (fixture, "real.json", first, -1);
  g_autofree char *target_path = g_file_get_path (target);
  g_autofree char *link_path = g_build_filename (fixture->dir, "link.json", NULL);
  g_autoptr(GFile) link = g_file_new_for_path (link_path);
  g_autoptr(TsRecord) record = ts_record_load_from_data (second, strlen (second), "x", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GStatBuf info;

  g_assert_cmpint (g_chmod (target_path, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.json", link_path), ==, 0);
  g_assert_true (ts_record_save (record, link, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, second);
  g_assert_cmpint (g_stat (target_path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 07777, ==, 0600);
}

/* A save that cannot be written fails cleanly, even as root (CI runs as root, where a
 * read-only folder does not stop writes): the folder named is a regular file. */
static void
test_save_fails_cleanly (Fixture      *fixture,
                         gconstpointer user_data)
{
  g_autofree char *text = valid_record (3);
  g_autoptr(GFile) blocker = write_file (fixture, "games", "not a folder", -1);
  g_autoptr(GFile) file = g_file_get_child (blocker, "game.json");
  g_autoptr(TsRecord) record = ts_record_load_from_data (text, strlen (text), "x", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (ts_record_save (record, file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_assert_nonnull (strstr (error->message, "games/game.json"));
}

static void
test_new_file (Fixture      *fixture,
               gconstpointer user_data)
{
  g_autofree char *sub = g_build_filename (fixture->dir, "games", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (sub);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) a = ts_record_new_file (dir, "counter-race", &error);
  g_autoptr(GFile) b = NULL;
  g_autofree char *base = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
  base = g_file_get_basename (a);
  g_assert_true (g_str_has_prefix (base, "counter-race-"));
  g_assert_true (g_str_has_suffix (base, ".json"));
  g_assert_true (g_file_replace_contents (a, "{}", 2, NULL, FALSE, 0, NULL, NULL, NULL));
  b = ts_record_new_file (dir, "counter-race", &error);
  g_assert_no_error (error);
  g_assert_false (g_file_equal (a, b));
}

/* The start page's listing reads the status written with the record. */
static void
test_info_status (Fixture      *fixture,
                  gconstpointer user_data)
{
  g_autofree char *running = valid_record (4);
  g_autofree char *done = ts_counter_game_random_record (4, 0, 200, 3);
  g_autoptr(GFile) running_file = write_file (fixture, "running.json", running, -1);
  g_autoptr(GFile) done_file = write_file (fixture, "done.json", done, -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) running_info = ts_record_info_load (running_file, NULL, &error);
  g_autoptr(TsRecordInfo) done_info = NULL;
  g_autofree char *running_text = NULL;
  g_autofree char *done_text = NULL;

  g_assert_no_error (error);
  done_info = ts_record_info_load (done_file, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (ts_record_info_get_finished (running_info));
  g_assert_null (ts_record_info_get_winner (running_info));
  g_assert_true (ts_record_info_get_finished (done_info));
  g_assert_nonnull (ts_record_info_get_winner (done_info));
  running_text = ts_record_info_dup_status_text (running_info);
  done_text = ts_record_info_dup_status_text (done_info);
  g_assert_cmpstr (running_text, ==, "In progress");
  g_assert_true (g_str_has_prefix (done_text, "Finished, "));
  g_assert_nonnull (strstr (done_text, ts_record_info_get_winner (done_info)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

#define ADD(path, func) \
  g_test_add ("/model/record/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("round-trip", test_round_trip);
  ADD ("unknown-members", test_unknown_members);
  ADD ("save-through-link", test_save_through_link);
  ADD ("save-fails-cleanly", test_save_fails_cleanly);
  ADD ("missing-file", test_missing_file);
  ADD ("save-atomic", test_save_atomic);
  ADD ("new-file", test_new_file);
  ADD ("info-status", test_info_status);
#undef ADD

  return g_test_run ();
}
