/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one rule for what Tableside removes or overwrites (ts-own-files.c): names encoded so
 * that none leaves its folder, no link followed where a folder of Tableside's own should be,
 * only regular files of Tableside's names removed; a copy's header read without its entries
 * (ts-record-peek.c); deleting a saved game through ".deleted" (ts-saved-games.c); the export
 * rule (ts-export-target.c). */
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


/* A copy's header tells its game and length without its entries: entries that are not even
 * JSON after "times" are never read; without "times", the file is read whole. */
static void
test_peek (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-peek-XXXXXX", &error);
  g_autofree char *with = g_build_filename (dir, "with.json", NULL);
  g_autofree char *without = g_build_filename (dir, "without.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  TsRecordPeek peek;
  int fd;

  g_assert_no_error (error);
  safety_write_text (with, "{\"format\": \"tableside-record\", \"version\": 3, \"game\": \"counter-race\", "
                    "\"created\": \"" SAFETY_CREATED "\", \"status\": \"finished\", \"players\": "
                    "[{\"name\": \"Ana\"}, {\"name\": \"B\\\"runo, \\\"entries\\\": 1\"}], "
                    "\"times\": [0, 1, null], \"entries\": [not JSON at all");
  {
    g_autofree char *old_record = safety_record_text (NULL, "Ana", 7, 99, 2);

    safety_write_text (without, old_record);
  }
  g_assert_cmpint (symlink (with, link), ==, 0);
  fd = ts_own_dir_open (dir, &error);
  g_assert_no_error (error);

  g_assert_true (ts_record_peek_at (fd, "with.json", &peek, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (peek.game, ==, "counter-race");
  g_assert_cmpuint (peek.n_entries, ==, 3);
  g_assert_true (peek.finished);
  g_assert_cmpuint (g_strv_length (peek.players), ==, 2);
  g_assert_cmpstr (peek.players[1], ==, "B\"runo, \"entries\": 1");
  g_assert_cmpint (peek.created, ==, 1795204800);
  ts_record_peek_clear (&peek);

  g_assert_true (ts_record_peek_at (fd, "without.json", &peek, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (peek.n_entries, ==, 7);
  g_assert_cmpint (peek.created, ==, 0);
  ts_record_peek_clear (&peek);

  /* Counted by their bytes: brackets, commas and escaped quotes inside strings are text;
   * an array that never closes is no record. */
  {
    g_autofree char *tricky = g_build_filename (dir, "tricky.json", NULL);
    g_autofree char *empty = g_build_filename (dir, "empty.json", NULL);
    g_autofree char *cut = g_build_filename (dir, "cut.json", NULL);
    const char *head = "{\"format\": \"tableside-record\", \"version\": 3, \"game\": "
                       "\"counter-race\", \"players\": [{\"name\": \"Ana\"}], \"entries\": ";
    g_autofree char *a = g_strconcat (head, "[{\"n\": \"], [{,\\\"\"}, [1, [2]], \"x\"]}", NULL);
    g_autofree char *b = g_strconcat (head, "[ ]}", NULL);
    g_autofree char *c = g_strconcat (head, "[{\"n\": 1}, {\"n\": 2", NULL);

    safety_write_text (tricky, a);
    safety_write_text (empty, b);
    safety_write_text (cut, c);
    g_assert_true (ts_record_peek_at (fd, "tricky.json", &peek, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (peek.n_entries, ==, 3);
    ts_record_peek_clear (&peek);
    g_assert_true (ts_record_peek_at (fd, "empty.json", &peek, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (peek.n_entries, ==, 0);
    ts_record_peek_clear (&peek);
    g_assert_false (ts_record_peek_at (fd, "cut.json", &peek, &error));
    g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED);
    g_clear_error (&error);
    ts_record_peek_clear (&peek);
  }

  /* Never through a link. */
  g_assert_false (ts_record_peek_at (fd, "link.json", &peek, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  ts_record_peek_clear (&peek);
  close (fd);
  ts_test_remove_tree (dir);
}

/* The rule itself: names that leave a folder are encoded one to one, a link or a file where a
 * folder of Tableside's own should be is refused, and a removal takes only a regular file of
 * a name Tableside writes there. */
static gboolean
is_json (const char *name)
{
  return g_str_has_suffix (name, ".json");
}

static void
test_own_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-own-XXXXXX", &error);
  g_autofree char *file = g_build_filename (dir, "a.json", NULL);
  g_autofree char *link = g_build_filename (dir, "b.json", NULL);
  g_autofree char *link_dir = g_build_filename (dir, "linked", NULL);
  int fd;
  int sub;

  g_assert_no_error (error);
  safety_write_text (file, "{}");
  g_assert_cmpint (symlink (file, link), ==, 0);
  g_assert_cmpint (symlink (dir, link_dir), ==, 0);
  fd = ts_own_dir_open (dir, &error);
  g_assert_no_error (error);

  {
    const char *names[] = { "..", ".", "", ".hidden", "%", "%2E.", "a/b", "plain" };
    const char *encoded[] = { "%2E.", "%2E", "%", "%2Ehidden", "%25", "%252E.", "a%2Fb",
                              "plain" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *name = ts_own_name_encode (names[i]);

        g_assert_cmpstr (name, ==, encoded[i]);
        g_assert_true (ts_own_name_is_plain (name));
      }
  }
  g_assert_cmpint (ts_own_dir_open_at (fd, "linked", "linked", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_clear_error (&error);
  g_assert_cmpint (ts_own_dir_open_at (fd, "a.json", "a.json", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_clear_error (&error);
  g_assert_cmpint (ts_own_dir_open_at (fd, "..", "..", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);
  sub = ts_own_dir_open_at (fd, "own", "own", TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sub, >=, 0);
  close (sub);

  g_assert_false (ts_own_file_remove (fd, "b.json", is_json, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (ts_own_file_remove (fd, "own", is_json, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ts_own_file_remove (fd, "a.json", is_json, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
  close (fd);
  ts_test_remove_tree (dir);
}

/* Deleting a saved game sets it aside in ".deleted", then removes it: a link there is
 * refused, and what it points to is never moved into nor removed. */
static void
test_deleted_link (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) games = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autofree char *deleted = NULL;

  safety_table_init (&table, "game.json");
  g_clear_object (&table.match);
  deleted = g_build_filename (table.games, ".deleted", NULL);
  g_assert_cmpint (symlink (table.elsewhere, deleted), ==, 0);
  before = safety_snapshot (table.root, NULL, NULL);
  file = g_file_new_for_path (table.record);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_assert_nonnull (strstr (error->message, ".deleted” is a symbolic link"));
  g_clear_error (&error);
  games = g_file_new_for_path (table.games);
  ts_saved_games_purge (games);
  after = safety_snapshot (table.root, NULL, NULL);
  safety_assert_same_snapshot (before, after);

  /* A folder of its own: set aside, back, aside again, and removed; a link placed in it is
   * left there by the purge, its target too. */
  g_assert_cmpint (unlink (deleted), ==, 0);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  g_assert_true (ts_saved_games_restore (aside, file, &error));
  g_assert_no_error (error);
  g_clear_object (&aside);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  {
    g_autofree char *target = g_build_filename (table.elsewhere, "2026-01-01-120000.json", NULL);
    g_autofree char *link = g_build_filename (deleted, "other.json", NULL);

    g_assert_cmpint (symlink (target, link), ==, 0);
    ts_saved_games_purge (games);
    g_assert_false (g_file_query_exists (aside, NULL));
    g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
    g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  }
}

/* The export rule: what a user names for an export may be written, but never the game's own
 * record, another record, a saved game, a file Tableside keeps, a link, a folder or "". */
static void
test_export_target (void)
{
  g_auto(SafetyTable) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = NULL;
  g_autoptr(GFile) games = NULL;
  struct
  {
    const char *name;
    const char *contents; /* NULL: none; "link": a link to the record; "folder" */
    gboolean allowed;
  } cases[] = {
    { "new.json", NULL, TRUE },
    { "notes.txt", "plain text", TRUE },
    { "sheet.json", "{\"format\": \"tableside-sheet\", \"version\": 3}", TRUE },
    { "board.json", "{\"format\": \"tableside-burgundy-player-board\"}", TRUE },
    { "people.json", "{\"format\": \"tableside-people\", \"version\": 1}", FALSE },
    { "other.json", "{\"format\": \"tableside-record\", \"version\": 3}", FALSE },
    { "link.json", "link", FALSE },
    { "folder", "folder", FALSE },
  };

  safety_table_init (&table, "game.json");
  source = g_file_new_for_path (table.record);
  g_assert_false (ts_export_target_check ("", source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);
  g_assert_false (ts_export_target_check (table.record, source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_nonnull (strstr (error->message, "the game’s own record"));
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (table.elsewhere, cases[i].name, NULL);

      if (g_strcmp0 (cases[i].contents, "link") == 0)
        g_assert_cmpint (symlink (table.record, path), ==, 0);
      else if (g_strcmp0 (cases[i].contents, "folder") == 0)
        g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
      else if (cases[i].contents != NULL)
        safety_write_text (path, cases[i].contents);
      if (ts_export_target_check (path, source, &error) != cases[i].allowed)
        g_error ("%s: %s", cases[i].name, error != NULL ? error->message : "allowed");
      g_clear_error (&error);
    }
  /* In the games folder, a sheet is a saved game. */
  games = g_file_new_for_path (table.games);
  ts_record_set_dir (games);
  {
    g_autofree char *path = g_build_filename (table.games, "sheet.json", NULL);

    safety_write_text (path, "{\"format\": \"tableside-sheet\", \"version\": 3}");
    g_assert_false (ts_export_target_check (path, NULL, &error));
    g_assert_nonnull (strstr (error->message, "is a saved game"));
  }
  ts_record_set_dir (NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/safety/peek", test_peek);
  g_test_add_func ("/safety/own-files", test_own_files);
  g_test_add_func ("/safety/deleted-link", test_deleted_link);
  g_test_add_func ("/safety/export-target", test_export_target);
  return g_test_run ();
}
