/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Autosave: the record on disk follows every change, a failed save is reported and retried,
 * and killing the writer at any moment (SIGKILL, in a loop) never leaves a corrupt or
 * truncated record and loses at most the entry being written. TS_CRASH_ROUNDS sets the
 * number of kills (default 60). */
#include <signal.h>
#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "ts-atomic-write.h"
#include "ts-counter-game.h"
#include "ts-match.h"
#include "ts-record-info.h"
#include "ts-sync-conflict.h"

static TsMatch *
new_race (void)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_counter_game, "Saved race", players, NULL, NULL, &error);
  g_assert_no_error (error);
  return match;
}

static void
apply_first_legal (TsMatch *match)
{
  g_autoptr(TsEntry) entry = g_list_model_get_item (ts_match_get_legal_entries (match), 0);
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
}

/* The file holds exactly the match's record. */
static void
assert_saved (TsMatch *match)
{
  g_autoptr(GBytes) expected = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                        ts_match_get_winner (match));
  expected = ts_record_to_bytes (ts_match_get_record (match));
  g_assert_true (g_file_load_contents (ts_match_get_file (match), NULL, &contents, &length,
                                       NULL, NULL));
  g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL),
                   g_bytes_get_size (expected));
}

static void
test_follows_every_change (void)
{
  g_autoptr(TsMatch) match = new_race ();
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = ts_record_new_file (dir, "counter-race", &error);
  g_autoptr(GListStore) recent = NULL;

  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (file, NULL));
  /* Given a file, a new game is saved at once: it shows on the start page as in progress. */
  ts_match_set_file (match, file);
  assert_saved (match);
  recent = ts_record_scan_recent (dir, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (recent)), ==, 1);
  {
    g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (recent), 0);

    g_assert_false (ts_record_info_get_finished (info));
    g_assert_cmpstr (ts_record_info_get_title (info), ==, "Saved race");
  }

  for (guint i = 0; i < 5; i++)
    {
      apply_first_legal (match);
      assert_saved (match);
    }
  g_assert_true (ts_match_undo (match));
  assert_saved (match);
  g_assert_true (ts_match_redo (match));
  assert_saved (match);
  g_assert_true (ts_match_remove (match, 0, NULL, &error));
  assert_saved (match);
  ts_match_set_name (match, "Renamed race");
  assert_saved (match);

  /* Played to the end: the start page says finished and who won, without replaying. */
  while (!ts_match_get_finished (match))
    apply_first_legal (match);
  assert_saved (match);
  {
    g_autoptr(TsRecordInfo) info = ts_record_info_load (file, NULL, &error);

    g_assert_no_error (error);
    g_assert_true (ts_record_info_get_finished (info));
    g_assert_cmpstr (ts_record_info_get_winner (info), ==,
                     ts_match_get_winner (match) == 0 ? "Ana" : "Bruno");
  }

  /* With autosave off, nothing is written until asked. */
  ts_match_set_autosave (match, FALSE);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_save (match, NULL, &error));
  assert_saved (match);
}

static void
save_failed_cb (TsMatch      *match,
                const GError *error,
                guint        *count)
{
  g_assert_true (error->domain == G_IO_ERROR);
  g_assert_nonnull (strstr (error->message, "game.json"));
  (*count)++;
}

/* A save that fails (here: its folder is gone) is reported; the entry stays in the match and
 * the next change saves it. */
static void
test_failure_reported (void)
{
  g_autoptr(TsMatch) match = new_race ();
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) sub = g_file_get_child (dir, "gone");
  g_autoptr(GFile) file = g_file_get_child (sub, "game.json");
  g_autoptr(GError) error = NULL;
  guint n_failed = 0;

  g_assert_true (g_file_make_directory_with_parents (sub, NULL, &error));
  g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), &n_failed);
  ts_match_set_file (match, file);
  g_assert_cmpuint (n_failed, ==, 0);
  g_assert_true (g_file_delete (file, NULL, &error));
  g_assert_true (g_file_delete (sub, NULL, &error));

  apply_first_legal (match);
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 1);
  g_assert_false (ts_match_save (match, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (g_file_make_directory (sub, NULL, &error));
  apply_first_legal (match);
  g_assert_cmpuint (n_failed, ==, 1);
  assert_saved (match);
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static gboolean
spin_until_saved (TsMatch *match)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ts_match_get_save_error (match) != NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  return ts_match_get_save_error (match) == NULL;
}

/* While saving fails the match says why (TsMatch:save-error) and keeps trying on its own:
 * once the folder is back, the entries reach the disk with no further change. The folder is
 * replaced by a regular file, which stops writes even for root (CI runs as root). */
static void
test_failure_retried (void)
{
  g_autoptr(TsMatch) match = new_race ();
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) sub = g_file_get_child (dir, "blocked");
  g_autoptr(GFile) file = g_file_get_child (sub, "game.json");
  g_autoptr(GError) error = NULL;
  guint n_notify = 0;
  guint n_failed = 0;

  g_assert_true (g_file_make_directory_with_parents (sub, NULL, &error));
  ts_match_set_file (match, file);
  g_assert_null (ts_match_get_save_error (match));
  g_signal_connect (match, "notify::save-error", G_CALLBACK (notify_count_cb), &n_notify);
  g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), &n_failed);

  g_assert_true (g_file_delete (file, NULL, &error));
  g_assert_true (g_file_delete (sub, NULL, &error));
  g_assert_true (g_file_replace_contents (sub, "in the way", 10, NULL, FALSE, 0, NULL, NULL,
                                          &error));
  for (guint i = 0; i < 3; i++)
    apply_first_legal (match);
  g_assert_cmpuint (n_failed, ==, 3);
  g_assert_cmpuint (n_notify, ==, 1); /* the same reason each time: one notification */
  g_assert_error ((GError *) ts_match_get_save_error (match), G_IO_ERROR,
                  G_IO_ERROR_NOT_DIRECTORY);
  g_assert_nonnull (strstr (ts_match_get_save_error (match)->message, "blocked/game.json"));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 3);

  g_assert_true (g_file_delete (sub, NULL, &error));
  g_assert_true (g_file_make_directory (sub, NULL, &error));
  g_assert_true (spin_until_saved (match));
  g_assert_cmpuint (n_notify, ==, 2);
  assert_saved (match);
}

static void
diverted_cb (TsMatch *match,
             GFile   *original,
             GFile   *copy,
             GFile  **out)
{
  g_assert_null (*out);
  *out = g_object_ref (copy);
}

/* Two programs with the same record open (two matches loaded from one file, as two
 * Tableside windows, or two computers on a synced folder, would): the first to save wins;
 * the other finds the file changed and goes on in a conflict copy beside it (issue 43), so
 * that the file keeps what the first wrote and no entry of either is lost or left only in
 * memory. */
static void
test_two_writers (void)
{
  g_autoptr(TsMatch) start = new_race ();
  g_autoptr(TsMatch) first = NULL;
  g_autoptr(TsMatch) second = NULL;
  g_autoptr(TsMatch) reloaded = NULL;
  g_autoptr(TsMatch) copied = NULL;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) file = g_file_get_child (dir, "game.json");
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *copy_name = NULL;
  g_autofree char *original_name = NULL;
  TsSyncTool tool = TS_SYNC_TOOL_NONE;
  guint n_failed = 0;

  g_assert_true (g_file_make_directory_with_parents (dir, NULL, &error));
  ts_match_set_file (start, file);
  for (guint i = 0; i < 16; i++)
    apply_first_legal (start);
  g_clear_object (&start);

  first = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  second = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);

  apply_first_legal (first);
  assert_saved (first);
  g_assert_null (ts_match_get_save_error (first));

  g_signal_connect (second, "save-failed", G_CALLBACK (save_failed_cb), &n_failed);
  g_signal_connect (second, "file-diverted", G_CALLBACK (diverted_cb), &copy);
  /* 15 entries: saved over the file, they would replace the 17 the first wrote */
  g_assert_true (ts_match_remove (second, 15, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_failed, ==, 0);
  g_assert_null (ts_match_get_save_error (second));
  g_assert_nonnull (copy);
  g_assert_true (g_file_equal (ts_match_get_file (second), copy));
  g_assert_true (g_file_has_parent (copy, dir));
  copy_name = g_file_get_basename (copy);
  original_name = ts_sync_conflict_parse (copy_name, &tool);
  g_assert_cmpstr (original_name, ==, "game.json");
  g_assert_cmpint (tool, ==, TS_SYNC_TOOL_TABLESIDE);
  assert_saved (second);

  reloaded = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (reloaded), ==, 17);
  copied = ts_match_load (copy, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (copied), ==, 15);

  /* Each keeps saving in its own file. */
  apply_first_legal (first);
  assert_saved (first);
  apply_first_legal (second);
  assert_saved (second);
  g_assert_cmpuint (ts_match_get_n_entries (second), ==, 16);
  g_assert_cmpuint (n_failed, ==, 0);
}

/* Reads "saved N" lines until the pipe closes; returns the last N, or -1 if none. */
static int
last_saved (GInputStream *out)
{
  g_autoptr(GDataInputStream) data = g_data_input_stream_new (out);
  int last = -1;

  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (data, NULL, NULL, NULL);

      if (line == NULL)
        break;
      if (g_str_has_prefix (line, "saved "))
        last = atoi (line + strlen ("saved "));
    }
  return last;
}

/* How long the writer takes from its start to its first save (on a record of its own). */
static gint64
startup_time (const char *writer,
              const char *dir_path)
{
  g_autofree char *path = g_build_filename (dir_path, "warm-up.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) data = NULL;
  g_autofree char *line = NULL;
  gint64 start = g_get_monotonic_time ();
  gint64 took;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, writer, path, NULL);
  g_assert_no_error (error);
  data = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line (data, NULL, NULL, NULL);
  took = g_get_monotonic_time () - start;
  g_assert_true (g_str_has_prefix (line != NULL ? line : "", "saved "));
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
  g_assert_cmpint (g_remove (path), ==, 0);
  return took;
}

static void
test_crash_safety (void)
{
  const char *writer = g_getenv ("TS_RECORD_WRITER");
  const char *rounds_env = g_getenv ("TS_CRASH_ROUNDS");
  guint rounds = rounds_env != NULL ? MAX (1, atoi (rounds_env)) : 60;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autofree char *path = g_build_filename (dir_path, "crash.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  int on_disk = -1; /* entries in the record after the last round */
  guint n_hidden = 0;
  guint n_killed_mid_run = 0;
  gint64 window;

  if (writer == NULL)
    {
      g_test_skip ("TS_RECORD_WRITER is not set");
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  /* The kills must fall around the saves, not all before the first one: on a slow machine
   * (sanitizers, a loaded CI runner) starting the writer alone may take longer than the
   * window, so the window starts with the writer's own start-up time. */
  window = startup_time (writer, dir_path) + 60000;
  g_test_message ("kills within %" G_GINT64_FORMAT " us of the start", window);

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(GDir) listing = NULL;
      const char *name;
      int saved;
      int n;

      process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, writer, path, NULL);
      g_assert_no_error (error);
      /* Anywhere from before the first save to a few dozen saves in. */
      g_usleep (g_rand_int_range (rand, 0, (gint32) MIN (window, G_MAXINT32)));
      g_subprocess_send_signal (process, SIGKILL);
      saved = last_saved (g_subprocess_get_stdout_pipe (process));
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      if (g_subprocess_get_if_signaled (process))
        {
          g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
          n_killed_mid_run++;
        }
      else
        {
          g_error ("the writer stopped on its own with status %d",
                   g_subprocess_get_exit_status (process));
        }

      /* Every record on disk loads and replays whole. */
      listing = g_dir_open (dir_path, 0, &error);
      g_assert_no_error (error);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *child = g_build_filename (dir_path, name, NULL);
          g_autoptr(GFile) child_file = g_file_new_for_path (child);

          if (name[0] == '.')
            {
              /* A temporary file from a save that was cut short: never the record. */
              n_hidden++;
              g_assert_cmpint (g_remove (child), ==, 0);
              continue;
            }
          g_assert_cmpstr (name, ==, "crash.json");
          match = ts_match_load (child_file, NULL, &error);
          if (match == NULL)
            g_error ("round %u: %s is damaged: %s", round, name, error->message);
        }
      if (match == NULL)
        {
          /* Killed before the very first save. */
          g_assert_cmpint (on_disk, ==, -1);
          g_assert_cmpint (saved, ==, -1);
          continue;
        }

      /* At most the entry being written is lost: the file has every entry whose save had
       * returned, and at most one more. */
      n = ts_match_get_n_entries (match);
      if (saved < 0)
        saved = on_disk; /* killed before it printed anything: nothing new was confirmed */
      g_assert_cmpint (n, >=, saved);
      g_assert_cmpint (n, <=, saved + 1);
      g_assert_cmpint (n, >=, on_disk);
      on_disk = n;
    }
  g_test_message ("%u rounds, %u kills mid-run, %d entries on disk at the end, %u temporary "
                  "files left by kills",
                  rounds, n_killed_mid_run, on_disk, n_hidden);
  g_assert_cmpint (on_disk, >, 0);
}

/* Temporary files a killed save left are removed by the next save of the record, once they
 * are old enough not to belong to a save in progress. */
static void
test_stale_temporaries (void)
{
  g_autoptr(TsMatch) match = new_race ();
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autofree char *path = g_build_filename (dir_path, "game.json", NULL);
  g_autofree char *stale = g_build_filename (dir_path, ".game.json.0123abcd", NULL);
  g_autofree char *young = g_build_filename (dir_path, ".game.json.89abcdef", NULL);
  g_autofree char *other = g_build_filename (dir_path, ".other.json.0123abcd", NULL);
  g_autofree char *lookalike = g_build_filename (dir_path, ".game.json.notours", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { 1000000000, 1000000000 };
  const char *olds[] = { stale, other, lookalike };

  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (olds); i++)
    {
      g_assert_true (g_file_set_contents (olds[i], "{\"half", -1, NULL));
      g_assert_cmpint (g_utime (olds[i], &old), ==, 0);
    }
  g_assert_true (g_file_set_contents (young, "{\"half", -1, NULL));

  ts_match_set_file (match, file);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (lookalike, G_FILE_TEST_EXISTS));
  g_clear_object (&match);

  /* Opening the record removes nothing; its first save does. */
  g_assert_cmpint (g_utime (young, &old), ==, 0);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
  apply_first_legal (match);
  g_assert_false (g_file_test (young, G_FILE_TEST_EXISTS));

  /* When the app starts it cleans the whole games folder (ts_application startup): old
   * temporaries of any record go, files that only look like them stay. */
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  ts_atomic_write_clean_stale_in (dir);
  g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (lookalike, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/model/autosave/follows-every-change", test_follows_every_change);
  g_test_add_func ("/model/autosave/failure-reported", test_failure_reported);
  g_test_add_func ("/model/autosave/failure-retried", test_failure_retried);
  g_test_add_func ("/model/autosave/two-writers", test_two_writers);
  g_test_add_func ("/model/autosave/crash-safety", test_crash_safety);
  g_test_add_func ("/model/autosave/stale-temporaries", test_stale_temporaries);

  return g_test_run ();
}
