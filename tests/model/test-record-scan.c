/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start page's saved games, below the widgets: the folder read on a worker thread in
 * batches, newest first, every file listed (unreadable ones with the reason); renaming a
 * game inside its record; deleting in two steps (set aside, then restored or deleted), and
 * what a killed run left set aside deleted on the next start. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-record-index.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-record.h"
#include "ts-saved-games.h"

static char *
read_seed (const char *name,
           gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* Writes @contents as @name in @dir, modified @age seconds before a fixed moment. */
static GFile *
put (GFile      *dir,
     const char *name,
     const char *contents,
     gsize       length,
     guint       age)
{
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) error = NULL;

  g_file_replace_contents (file, contents, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                           &error);
  g_assert_no_error (error);
  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 1700000000 - age,
                               G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&file);
}

typedef struct
{
  GPtrArray *found;
  guint n_batches;
  guint n_listed;
  gboolean done;
} ScanResult;

static void
listed_cb (TsRecordScan *scan,
           guint         n_files,
           ScanResult   *result)
{
  g_assert_cmpuint (result->found->len, ==, 0);
  result->n_listed = n_files;
}

static void
found_cb (TsRecordScan *scan,
          GPtrArray    *batch,
          ScanResult   *result)
{
  g_assert_false (result->done);
  g_assert_cmpuint (batch->len, >, 0);
  result->n_batches++;
  /* The first batch at most a screenful, so that the newest show at once; none over 256. */
  g_assert_cmpuint (batch->len, <=, result->n_batches == 1 ? 24 : 256);
  for (guint i = 0; i < batch->len; i++)
    g_ptr_array_add (result->found, g_object_ref (g_ptr_array_index (batch, i)));
}

static void
done_cb (TsRecordScan *scan,
         ScanResult   *result)
{
  result->done = TRUE;
}

static void
test_scan_in_batches_newest_first (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-scan-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsRecordScan) scan = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *running = NULL;
  gsize finished_length = 0;
  gsize running_length = 0;
  ScanResult result = { g_ptr_array_new_with_free_func (g_object_unref) };
  /* Fewer under the sanitizers (TS_SCAN_GAMES): each finished game is replayed once for the
   * statistics, some 0.3 s there with full unwinding. */
  const guint n_games = g_getenv ("TS_SCAN_GAMES") != NULL
                            ? MAX (60, (guint) g_ascii_strtoull (g_getenv ("TS_SCAN_GAMES"), NULL,
                                                                 10))
                            : 300;
  const guint middle = n_games / 2;

  finished = read_seed ("castles-of-burgundy-4p-complete.json", &finished_length);
  running = read_seed ("castles-of-burgundy-3p-phase-a.json", &running_length);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%03u.json", i);

      /* game-000 is the oldest; the one in progress is in the middle. */
      if (i == middle)
        g_object_unref (put (dir, name, running, running_length, n_games - i));
      else
        g_object_unref (put (dir, name, finished, finished_length, n_games - i));
    }
  g_object_unref (put (dir, "broken.json", "{\"format\":", 10, 0));
  g_object_unref (put (dir, ".game-001.json.TMP123", finished, finished_length, 0));

  scan = ts_record_scan_new (dir);
  g_signal_connect (scan, "listed", G_CALLBACK (listed_cb), &result);
  g_signal_connect (scan, "found", G_CALLBACK (found_cb), &result);
  g_signal_connect (scan, "done", G_CALLBACK (done_cb), &result);
  ts_record_scan_start (scan);
  /* Nothing is read on the calling thread: the list is empty until the main loop runs. */
  g_assert_cmpuint (result.found->len, ==, 0);
  while (!result.done)
    g_main_context_iteration (NULL, TRUE);

  g_assert_true (ts_record_scan_get_done (scan));
  g_assert_cmpuint (result.n_listed, ==, n_games + 1);
  g_assert_cmpuint (result.found->len, ==, n_games + 1);
  g_assert_cmpuint (result.n_batches, >=, 2);
  for (guint i = 0; i < result.found->len; i++)
    {
      TsRecordInfo *info = g_ptr_array_index (result.found, i);
      g_autofree char *basename = g_file_get_basename (ts_record_info_get_file (info));
      g_autofree char *expected = i == 0 ? g_strdup ("broken.json")
                                         : g_strdup_printf ("game-%03u.json", n_games - i);

      g_assert_cmpstr (basename, ==, expected);
      if (i == 0)
        g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_UNREADABLE);
      else
        g_assert_cmpint (ts_record_info_get_finished (info), ==, n_games - i != middle);
    }

  g_ptr_array_unref (result.found);
  {
    g_autoptr(GPtrArray) files = ts_record_scan_list (dir, NULL, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < files->len; i++)
      g_assert_true (g_file_delete (g_ptr_array_index (files, i), NULL, NULL));
  }
  {
    g_autoptr(GFile) hidden = g_file_get_child (dir, ".game-001.json.TMP123");
    g_autoptr(GFile) index = g_file_get_child (dir, TS_RECORD_INDEX_NAME);

    g_assert_true (g_file_delete (hidden, NULL, NULL));
    /* The complete reading wrote the index. */
    g_assert_true (g_file_delete (index, NULL, NULL));
  }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static GPtrArray *
scan_all (GFile *dir)
{
  g_autoptr(TsRecordScan) scan = ts_record_scan_new (dir);
  ScanResult result = { g_ptr_array_new_with_free_func (g_object_unref) };

  g_signal_connect (scan, "found", G_CALLBACK (found_cb), &result);
  g_signal_connect (scan, "done", G_CALLBACK (done_cb), &result);
  ts_record_scan_start (scan);
  while (!result.done)
    g_main_context_iteration (NULL, TRUE);
  return result.found;
}

static const char *
title_of (GPtrArray  *found,
          const char *name)
{
  for (guint i = 0; i < found->len; i++)
    {
      TsRecordInfo *info = g_ptr_array_index (found, i);
      g_autofree char *basename = g_file_get_basename (ts_record_info_get_file (info));

      if (g_str_equal (basename, name))
        return ts_record_info_get_title (info);
    }
  return NULL;
}

/* The index: a file whose time and size are those it was read with is not read again (even
 * when, against all odds, its contents changed); one whose time changed is. */
static void
test_scan_index (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-scan-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GFile) index = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  g_autoptr(GPtrArray) third = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *sheet = NULL;
  char *at;
  gsize length = 0;

  contents = read_seed ("castles-of-burgundy-4p-complete.json", &length);
  at = strstr (contents, "Random game 11");
  g_assert_nonnull (at);
  g_object_unref (put (dir, "game.json", contents, length, 100));
  sheet = g_strdup ("{\"format\": \"tableside-sheet\", \"version\": 1, \"game\": "
                    "\"castles-of-burgundy\", \"players\": [{\"name\": \"Ana\"}, "
                    "{\"name\": \"Bruno\"}], \"winner\": 0}");
  g_object_unref (put (dir, "sheet.json", sheet, strlen (sheet), 50));
  g_object_unref (put (dir, "broken.json", "{", 1, 10));

  first = scan_all (dir);
  g_assert_cmpuint (first->len, ==, 3);
  g_assert_cmpstr (title_of (first, "game.json"), ==, "Random game 11");
  g_assert_true (g_file_query_exists (index, NULL));

  /* Same size, same time, other name inside: the index answers. */
  memcpy (at, "Random game 99", 14);
  g_object_unref (put (dir, "game.json", contents, length, 100));
  second = scan_all (dir);
  g_assert_cmpuint (second->len, ==, 3);
  g_assert_cmpstr (title_of (second, "game.json"), ==, "Random game 11");
  for (guint i = 0; i < second->len; i++)
    {
      TsRecordInfo *info = g_ptr_array_index (second, i);

      if (ts_record_info_get_kind (info) == TS_RECORD_INFO_SHEET)
        g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Ana");
      else if (ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE)
        g_assert_nonnull (strstr (ts_record_info_get_problem (info), "broken.json"));
      else
        g_assert_true (ts_record_info_get_finished (info));
    }

  /* A newer time: read again. */
  g_object_unref (put (dir, "game.json", contents, length, 5));
  third = scan_all (dir);
  g_assert_cmpstr (title_of (third, "game.json"), ==, "Random game 99");

  for (guint i = 0; i < third->len; i++)
    g_assert_true (g_file_delete (ts_record_info_get_file (g_ptr_array_index (third, i)), NULL,
                                  NULL));
  g_assert_true (g_file_delete (index, NULL, NULL));
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

/* A cancelled scan says nothing more, and stops. */
static void
test_scan_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-scan-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsRecordScan) scan = ts_record_scan_new (dir);
  ScanResult result = { g_ptr_array_new_with_free_func (g_object_unref) };
  g_autoptr(GFile) file = put (dir, "broken.json", "{", 1, 0);

  g_signal_connect (scan, "found", G_CALLBACK (found_cb), &result);
  g_signal_connect (scan, "done", G_CALLBACK (done_cb), &result);
  ts_record_scan_start (scan);
  ts_record_scan_cancel (scan);
  for (guint i = 0; i < 50; i++)
    {
      g_usleep (2000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_false (result.done);
  g_assert_cmpuint (result.found->len, ==, 0);
  g_ptr_array_unref (result.found);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
test_rename_delete_undo_purge (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-saved-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GFile) aside_dir = g_file_get_child (dir, TS_SAVED_GAMES_ASIDE);
  g_autofree char *contents = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) broken = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autoptr(GFile) left = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(TsRecord) record = NULL;
  gsize length = 0;

  contents = read_seed ("castles-of-burgundy-4p-complete.json", &length);
  file = put (dir, "game.json", contents, length, 0);
  broken = put (dir, "broken.json", "{", 1, 0);

  /* Renaming changes the name inside the record, through the record's own save; the rest of
   * the record (its entries, its status) is as it was. */
  g_assert_true (ts_saved_games_rename (file, "  Friday night  ", &error));
  g_assert_no_error (error);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_record_info_get_title (info), ==, "Friday night");
  g_assert_true (ts_record_info_get_finished (info));
  record = ts_record_load (file, NULL, &error);
  g_assert_no_error (error);
  {
    g_autoptr(TsRecord) before = ts_record_load_from_data (contents, length, "before", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ts_record_get_n_entries (record), ==, ts_record_get_n_entries (before));
  }
  /* A blank name is refused; a file that is not a record is refused and left alone. */
  g_assert_false (ts_saved_games_rename (file, "   ", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ts_saved_games_rename (broken, "New", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (g_file_peek_path (broken), &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{");

  /* Deleting sets the file aside where the list does not look; undo puts it back. */
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (g_file_has_parent (aside, aside_dir));
  {
    g_autoptr(GListStore) listed = ts_record_scan_recent (dir, NULL);

    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (listed)), ==, 1);
  }
  g_assert_true (ts_saved_games_restore (aside, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_query_exists (file, NULL));
  g_clear_object (&aside);

  /* Deleted for good once the undo is no longer offered. */
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  g_assert_true (ts_saved_games_delete_aside (aside, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (aside, NULL));

  /* What a killed run left set aside goes on the next start; nothing else does. */
  left = ts_saved_games_set_aside (broken, &error);
  g_assert_no_error (error);
  ts_saved_games_purge (dir);
  g_assert_false (g_file_query_exists (left, NULL));
  g_assert_true (g_file_query_exists (aside_dir, NULL));

  g_assert_true (g_file_delete (aside_dir, NULL, NULL));
  g_assert_true (g_file_delete (dir, NULL, NULL));
}

/* Issue 24: the name proposed for a new game holds the date; a second game of the same day
 * gets “(2)”, a third “(3)”. Only games saved in the last two days are read. */
static void
test_unique_name (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-names-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  g_autoptr(GFile) old = NULL;
  g_autofree char *fresh = NULL;
  g_autofree char *two = NULL;
  g_autofree char *three = NULL;
  g_autofree char *old_name = NULL;
  gsize length = 0;

  contents = read_seed ("castles-of-burgundy-3p-phase-a.json", &length);
  fresh = ts_saved_games_unique_name (dir, "Kingsburg 23/11/26");
  g_assert_cmpstr (fresh, ==, "Kingsburg 23/11/26");
  /* Renaming saves the record now: a game of today. */
  first = put (dir, "first.json", contents, length, 0);
  g_assert_true (ts_saved_games_rename (first, "Kingsburg 23/11/26", &error));
  g_assert_no_error (error);
  two = ts_saved_games_unique_name (dir, "Kingsburg 23/11/26");
  g_assert_cmpstr (two, ==, "Kingsburg 23/11/26 (2)");
  second = put (dir, "second.json", contents, length, 0);
  g_assert_true (ts_saved_games_rename (second, two, &error));
  three = ts_saved_games_unique_name (dir, "Kingsburg 23/11/26");
  g_assert_cmpstr (three, ==, "Kingsburg 23/11/26 (3)");
  /* A game last saved long ago is not read (its name holds another date anyway). */
  old = put (dir, "old.json", contents, length, 100);
  old_name = ts_saved_games_unique_name (dir, "Random game 12");
  g_assert_cmpstr (old_name, ==, "Random game 12");

  g_assert_true (g_file_delete (first, NULL, NULL));
  g_assert_true (g_file_delete (second, NULL, NULL));
  g_assert_true (g_file_delete (old, NULL, NULL));
  g_assert_true (g_file_delete (dir, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/model/record-scan/batches-newest-first", test_scan_in_batches_newest_first);
  g_test_add_func ("/model/record-scan/cancel", test_scan_cancel);
  g_test_add_func ("/model/record-scan/index", test_scan_index);
  g_test_add_func ("/model/saved-games/rename-delete-undo-purge", test_rename_delete_undo_purge);
  g_test_add_func ("/model/saved-games/unique-name", test_unique_name);

  return g_test_run ();
}
