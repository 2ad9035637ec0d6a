/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The safety net never cuts: a game's earlier versions in hostile and careless folders
 * (ts-match-versions.c): the versions folder or the game's own folder of copies a symbolic
 * link, a game saved as "...json" (the stem ".."), a file where the folder should be, a file
 * system that refuses the copy (a file size limit: EFBIG, as a full disk gives ENOSPC),
 * foreign files and other games' copies among the copies, legacy copies of a game whose name
 * starts another's, pruning. In each, no file outside the game's own folder of copies
 * changes, a step that cuts entries is not made without its copy unless the players choose
 * so, and no entry is lost. Then Replace, a choice for one entry, and the list off the main
 * thread. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-match.h"
#include "ts-model-common.h"
#include "ts-model-games.h"
#include "ts-model-record.h"
#include "ts-safety-fixture.h"
#include "ts-test-folder.h"

static gboolean
drop_all (TsMatch  *match,
          gpointer  data,
          GError  **error)
{
  return ts_match_drop_held (match, TRUE, NULL, error);
}


/* In @table's state (a shape that keeps no copy), Drop All is refused with a sentence that
 * contains @why, changes nothing, and is made only when the players choose to; undo gives
 * every entry back; no file but the record changes anywhere. */
static void
assert_no_step_without_copy (SafetyTable      *table,
                             const char *why)
{
  g_autoptr(GHashTable) before = safety_snapshot (table->root, NULL, table->record);
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  g_autofree char *now = NULL;

  g_assert_true (g_file_get_contents (table->record, &original, NULL, NULL));
  g_assert_false (ts_match_drop_held (table->match, TRUE, NULL, &error));
  g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);
  g_assert_true (g_str_has_prefix (error->message, "The earlier version cannot be kept: "));
  if (strstr (error->message, why) == NULL)
    g_error ("“%s” does not say “%s”", error->message, why);
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 6);
  g_assert_false (ts_match_get_can_undo (table->match));
  g_assert_true (g_file_get_contents (table->record, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, original);

  /* The players choose it anyway: made once, undo keeps the entries. */
  g_assert_true (ts_match_step_without_copy (table->match, drop_all, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 0);
  g_assert_cmpuint (safety_file_entries (table->record), ==, 8);
  g_assert_true (ts_match_undo (table->match));
  g_assert_cmpuint (safety_file_entries (table->record), ==, 14);
  /* Only that step: the next asks again. */
  g_assert_false (ts_match_drop_held (table->match, FALSE, NULL, &error));
  g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);

  after = safety_snapshot (table->root, NULL, table->record);
  safety_assert_same_snapshot (before, after);
}

static void
test_versions_folder_link (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autofree char *versions = NULL;

  safety_table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (symlink (table.elsewhere, versions), ==, 0);
  assert_no_step_without_copy (&table, "is a symbolic link");
  {
    g_autoptr(GPtrArray) listed = ts_match_list_versions (table.match);

    g_assert_cmpuint (listed->len, ==, 0);
  }
}

static void
test_own_folder_link (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autofree char *versions = NULL;

  safety_table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (symlink (table.elsewhere, table.own), ==, 0);
  assert_no_step_without_copy (&table, "game” is a symbolic link");
}

static void
test_file_in_place (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autofree char *versions = NULL;

  safety_table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  safety_write_text (versions, "notes");
  assert_no_step_without_copy (&table, "is not a folder");
}

/* A file system that refuses the copy: a file size limit gives EFBIG where a full disk gives
 * ENOSPC, from the same write. */
static void
test_copy_refused (void)
{
  g_auto(SafetyTable) table = { 0 };
  struct rlimit before, limit;

  safety_table_init (&table, "game.json");
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &before), ==, 0);
  limit = before;
  limit.rlim_cur = 64;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_match_drop_held (table.match, TRUE, NULL, &error));
    g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);
    g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));
    g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  }
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &before), ==, 0);
  /* With room again, the step keeps its copy. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) listed = NULL;

    g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
    g_assert_no_error (error);
    listed = ts_match_list_versions (table.match);
    g_assert_cmpuint (listed->len, ==, 1);
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[0])->n_entries, ==, 14);
  }
}

/* "...json" has the stem "..": its copies go to an encoded folder of their own, never to the
 * games folder, and nothing in the games folder goes. */
static void
test_stem_dot_dot (void)
{
  const char *names[] = { "...json", "..json", ".json", "%2E.json", "%.json" };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_auto(SafetyTable) table = { 0 };
      g_autoptr(GHashTable) before = NULL;
      g_autoptr(GHashTable) after = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) listed = NULL;
      g_autofree char *versions = NULL;
      g_autofree char *parent = NULL;

      safety_table_init (&table, names[k]);
      /* Old games in the games folder itself, named as copies are. */
      for (guint i = 0; i < 15; i++)
        {
          g_autofree char *name = g_strdup_printf ("2026-02-%02u-120000.json", i + 1);
          g_autofree char *path = g_build_filename (table.games, name, NULL);
          g_autofree char *other = safety_record_text ("2025-12-02T20:00:00Z", "Dora", 4, 99, i);

          safety_write_text (path, other);
          safety_age (path, 40);
        }
      versions = g_build_filename (table.games, ".tableside-versions", NULL);
      parent = g_path_get_dirname (table.own);
      g_assert_cmpstr (parent, ==, versions);
      /* One folder per name: no two games share one. */
      g_assert_false (g_hash_table_contains (seen, strrchr (table.own, '/')));
      g_hash_table_add (seen, g_strdup (strrchr (table.own, '/')));

      before = safety_snapshot (table.root, table.own, table.record);
      g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
      g_assert_no_error (error);
      after = safety_snapshot (table.root, table.own, table.record);
      /* The folder of versions appeared, holding the game's own folder: nothing else. */
      g_hash_table_remove (after, versions);
      safety_assert_same_snapshot (before, after);
      listed = ts_match_list_versions (table.match);
      g_assert_cmpuint (listed->len, ==, 2);
    }
}

/* What is placed among the copies that is not one of this game's is never listed, never
 * restored, and never removed unless it is a regular file named as a copy is. */
static void
test_foreign_copies (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  g_autofree char *versions = NULL;
  g_autofree char *other_game = NULL;
  g_autofree char *link = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *target = NULL;
  g_autofree char *other = safety_record_text ("2025-12-01T20:00:00Z", "Ana", 6, 99, 3);
  g_autofree char *renamed = safety_record_text (SAFETY_CREATED, "Ana Maria", 6, 99, 3);
  g_autofree char *renamed_copy = NULL;
  g_autoptr(GFile) other_file = NULL;

  safety_table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
  other_game = g_build_filename (table.own, "2026-11-21-100000.json", NULL);
  safety_write_text (other_game, other);
  renamed_copy = g_build_filename (table.own, "2026-11-21-100001.json", NULL);
  safety_write_text (renamed_copy, renamed);
  target = g_build_filename (table.elsewhere, "2026-01-01-120000.json", NULL);
  link = g_build_filename (table.own, "2026-11-21-100002.json", NULL);
  g_assert_cmpint (symlink (target, link), ==, 0);
  folder = g_build_filename (table.own, "2026-11-21-100003.json", NULL);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  notes = g_build_filename (table.own, "notes.json", NULL);
  safety_write_text (notes, other);

  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 0);
  other_file = g_file_new_for_path (other_game);
  g_assert_false (ts_match_restore_version (table.match, other_file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "is not a version of this game"));
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);

  /* 60 steps: pruning runs 60 times, each beyond the newest 50 copies. */
  for (guint i = 0; i < 30; i++)
    {
      g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ts_match_undo (table.match));
    }
  g_assert_true (g_file_test (notes, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&listed, g_ptr_array_unref);
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, <=, 30);
  for (guint i = 0; i < listed->len; i++)
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[i])->n_entries, ==, 14);
}

/* Copies earlier builds kept as "STEM-YYYY-MM-DD-HHMMSS.json": a game "a" lists its own, not
 * those of "a-b", nor another game's under its name. */
static void
test_legacy_names (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autofree char *superseded = g_build_filename (g_get_user_data_dir (), "tableside",
                                                  "superseded", NULL);
  g_autofree char *own_text = safety_record_text (SAFETY_CREATED, "Ana", 10, 99, 1);
  g_autofree char *other_text = safety_record_text ("2025-12-01T20:00:00Z", "Ana", 4, 99, 1);
  g_autoptr(GPtrArray) listed = NULL;
  const char *names[] = { "game-2026-01-05-100000.json", "game-b-2026-01-06-100000.json",
                          "game-2026-01-07-100000-2.json", "game-2026-01-08-100000.json" };

  safety_table_init (&table, "game.json");
  g_assert_cmpint (g_mkdir_with_parents (superseded, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (superseded, names[i], NULL);

      safety_write_text (path, i == 3 ? other_text : own_text);
    }
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 1);
  {
    g_autofree char *base = g_file_get_basename (((TsMatchVersion *) listed->pdata[0])->file);

    g_assert_cmpstr (base, ==, names[0]);
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[0])->n_entries, ==, 10);
  }
  ts_test_remove_tree (superseded);
}

/* A game named with "%" keeps its copies in an encoded folder ("50%25"); those an earlier
 * build kept under the name itself are listed too, and never pruned. */
static void
test_percent_name (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  g_autofree char *versions = NULL;
  g_autofree char *old_folder = NULL;
  g_autofree char *old_copy = NULL;
  g_autofree char *text = safety_record_text (SAFETY_CREATED, "Ana", 11, 99, 1);

  safety_table_init (&table, "50%.json");
  g_assert_true (g_str_has_suffix (table.own, "/50%25"));
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  old_folder = g_build_filename (versions, "50%", NULL);
  g_assert_cmpint (g_mkdir_with_parents (old_folder, 0755), ==, 0);
  old_copy = g_build_filename (old_folder, "2026-01-01-100000.json", NULL);
  safety_write_text (old_copy, text);
  g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
  g_assert_no_error (error);
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 2);
  g_assert_cmpuint (((TsMatchVersion *) listed->pdata[1])->n_entries, ==, 11);
  g_assert_true (g_file_test (old_copy, G_FILE_TEST_IS_REGULAR));
}

/* Pruning by names alone: the newest 10 always, beyond them those older than 30 days go, and
 * any beyond the newest 50. */
static void
test_prune (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *versions = NULL;
  g_autofree char *copy = safety_record_text (SAFETY_CREATED, "Ana", 14, 8, 1);
  guint left = 0;
  const char *name;

  safety_table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
  /* 5 copies from 40 days ago and 5 from 45, then 55 from the last days. */
  for (guint i = 0; i < 65; i++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_hours (now, i < 5    ? -40 * 24 - (int) i
                                                              : i < 10 ? -45 * 24 - (int) i
                                                                       : -(int) i);
      g_autofree char *stamp = g_date_time_format (when, "%Y-%m-%d-%H%M%S.json");
      g_autofree char *path = g_build_filename (table.own, stamp, NULL);

      safety_write_text (path, copy);
    }
  g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GDir) dir = g_dir_open (table.own, 0, NULL);

    while ((name = g_dir_read_name (dir)) != NULL)
      left++;
  }
  /* 66 copies: the newest 50 stay; the 6 oldest of the recent ones and the 10 old ones go. */
  g_assert_cmpuint (left, ==, 50);
}

/* Replace is for one entry: after it, and after its undo, the next entry is added before. */
static void
test_replace_once (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) ana = ts_counter_game_entry_new (0, 1);

  safety_table_init (&table, "game.json");
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
  g_assert_nonnull (strstr (ts_match_get_attention (table.match), "takes its place"));
  /* Entry 9, Bruno's out of turn, becomes Ana's: the rest are in turn again. */
  g_assert_true (ts_match_apply (table.match, ana, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 14);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 0);
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  /* Its undo: held again, and the page says the next entry is added before. */
  g_assert_true (ts_match_undo (table.match));
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  g_assert_nonnull (strstr (ts_match_get_attention (table.match), "added before it"));
  /* So Ana's entry goes before Bruno's: his is in turn after it, his next one (entry 10 of
   * the file) is not and holds the rest. Nothing left the file. */
  g_assert_true (ts_match_apply (table.match, ana, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 10);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 5);
  g_assert_cmpuint (safety_file_entries (table.record), ==, 15);
  /* Redo and undo of a replacement end the same way. */
  g_assert_true (ts_match_undo (table.match));
  ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
  g_assert_true (ts_match_redo (table.match));
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
}

static void
listed_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GPtrArray **out = data;
  g_autoptr(GError) error = NULL;

  *out = ts_match_list_versions_finish (TS_MATCH (source), result, &error);
  g_assert_no_error (error);
}

/* The list off the main thread is the list. */
static void
test_list_async (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sync = NULL;
  g_autoptr(GPtrArray) async = NULL;

  safety_table_init (&table, "game.json");
  /* Entry 9, then entry 10: the second drop leaves every entry played. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 0);
  sync = ts_match_list_versions (table.match);
  ts_match_list_versions_async (table.match, NULL, listed_cb, &async);
  while (async == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (sync->len, ==, 2);
  g_assert_cmpuint (async->len, ==, sync->len);
  for (guint i = 0; i < sync->len; i++)
    {
      TsMatchVersion *a = sync->pdata[i];
      TsMatchVersion *b = async->pdata[i];

      g_assert_true (g_file_equal (a->file, b->file));
      g_assert_cmpuint (a->n_entries, ==, b->n_entries);
      g_assert_cmpint (a->time_usec, ==, b->time_usec);
    }
  /* Newest first: the file before the second drop, then before the first. */
  g_assert_cmpuint (((TsMatchVersion *) sync->pdata[0])->n_entries, ==, 13);
  g_assert_cmpuint (((TsMatchVersion *) sync->pdata[1])->n_entries, ==, 14);
}

/* A step made again after its undo keeps no second copy of the same record: Earlier
 * Versions lists one row for it. A step on another record keeps its own. */
static guint
count_copies (const char *own)
{
  g_autoptr(GDir) dir = g_dir_open (own, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_same_copy_once (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(TsEntry) ana = ts_counter_game_entry_new (0, 1);

  safety_table_init (&table, "game.json");
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count_copies (table.own), ==, 1);
      g_assert_true (ts_match_undo (table.match));
      g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
    }
  /* Replace, another step on the same record: still the one copy, listed once. */
  ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
  g_assert_true (ts_match_apply (table.match, ana, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 0);
  g_assert_cmpuint (count_copies (table.own), ==, 1);
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/safety/versions-folder-link", test_versions_folder_link);
  g_test_add_func ("/safety/own-folder-link", test_own_folder_link);
  g_test_add_func ("/safety/file-in-place", test_file_in_place);
  g_test_add_func ("/safety/copy-refused", test_copy_refused);
  g_test_add_func ("/safety/stem-dot-dot", test_stem_dot_dot);
  g_test_add_func ("/safety/foreign-copies", test_foreign_copies);
  g_test_add_func ("/safety/legacy-names", test_legacy_names);
  g_test_add_func ("/safety/percent-name", test_percent_name);
  g_test_add_func ("/safety/prune", test_prune);
  g_test_add_func ("/safety/replace-once", test_replace_once);
  g_test_add_func ("/safety/same-copy-once", test_same_copy_once);
  g_test_add_func ("/safety/list-async", test_list_async);
  return g_test_run ();
}
