/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board store (issue 15): shipped boards, the user's corrections and boards in
 * <user data>/tableside/games/castles-of-burgundy/duchies.json, a broken file, a failed save
 * (the new-game form over the store: test-burgundy-board-setup.c). Each test case has its
 * own data folder (G_TEST_OPTION_ISOLATE_DIRS). */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-store.h"
#include "ts-ui-test-util.h"

static const TsBurgundyData *
data (void)
{
  const TsBurgundyData *d = ts_burgundy_data_get (NULL);

  g_assert_nonnull (d);
  return d;
}

static char *
file_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tableside", "games", "castles-of-burgundy",
                           "duchies.json", NULL);
}

static TsBurgundyBoardStore *
loaded_store (void)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_burgundy_board_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_null (ts_burgundy_board_store_get_load_error (store));
  return store;
}

static int
index_of (TsBurgundyBoardStore *store,
          const char           *id)
{
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (store); i++)
    if (strcmp (ts_burgundy_board_store_get_board (store, i)->id, id) == 0)
      return i;
  return -1;
}

static void
assert_label (TsBurgundyBoardStore *store,
              const char           *id,
              const char           *expected)
{
  int i = index_of (store, id);
  g_autofree char *label = NULL;

  g_assert_cmpint (i, >=, 0);
  label = ts_burgundy_board_store_dup_label (store, i);
  g_assert_cmpstr (label, ==, expected);
}

/* A user board: duchy 1's layout under another name. */
static TsBurgundyDuchy
user_board (TsBurgundyBoardStore *store,
            const char           *name)
{
  TsBurgundyDuchy board = *ts_burgundy_data_find_duchy (data (), "1");
  g_autofree char *id = ts_burgundy_board_store_new_id (store, name);

  g_strlcpy (board.id, id, sizeof board.id);
  g_strlcpy (board.name, name, sizeof board.name);
  board.base[0] = '\0';
  return board;
}

static void
count_changed_cb (guint *count)
{
  (*count)++;
}

static void
test_shipped (void)
{
  g_autoptr(TsBurgundyBoardStore) store = loaded_store ();
  g_autofree char *reason = NULL;
  int four = index_of (store, "4");

  /* Data order, nothing of the user's yet. */
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, data ()->n_duchies);
  for (guint i = 0; i < data ()->n_duchies; i++)
    {
      g_assert_cmpstr (ts_burgundy_board_store_get_board (store, i)->id, ==,
                       data ()->duchies[i].id);
      g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==,
                       TS_BURGUNDY_BOARD_SHIPPED);
    }
  assert_label (store, "1", "Duchy 1");
  assert_label (store, "2", "Duchy 2 (medium confidence)");
  assert_label (store, "4", "Duchy 4");
  g_assert_true (ts_burgundy_board_store_is_playable (store, index_of (store, "1"), NULL));
  g_assert_false (ts_burgundy_board_store_is_playable (store, four, &reason));
  g_assert_cmpstr (reason, ==, "not entered yet");
  g_assert_true (ts_burgundy_board_store_find (store, "8") != NULL);
  g_assert_null (ts_burgundy_board_store_find (store, "4-2019-print"));
}

/* A correction replaces the shipped board in place and says so; removing it puts the
 * shipped one back. */
static void
test_correction_precedence (void)
{
  g_autoptr(TsBurgundyBoardStore) store = loaded_store ();
  g_autoptr(TsBurgundyBoardStore) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = file_path ();
  g_autofree char *reason = NULL;
  TsBurgundyDuchy corrected = *ts_burgundy_data_find_duchy (data (), "2");
  guint changed = 0;
  int two = index_of (store, "2");

  g_signal_connect_swapped (store, "changed", G_CALLBACK (count_changed_cb), &changed);
  /* The user's box confirms the layout, and the start castle goes on space 15 only. */
  corrected.start_spaces = ts_burgundy_spaces_one (15);
  g_assert_true (ts_burgundy_board_store_save (store, &corrected, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (index_of (store, "2"), ==, two);
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, data ()->n_duchies);
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, two), ==,
                   TS_BURGUNDY_BOARD_CORRECTED);
  assert_label (store, "2", "Duchy 2 (your correction)");
  g_assert_cmpuint (ts_burgundy_board_store_find (store, "2")->start_spaces.bits[0], ==,
                    G_GUINT64_CONSTANT (1) << 15);
  g_assert_cmpint (ts_burgundy_board_store_find (store, "2")->confidence, ==,
                   TS_BURGUNDY_CONFIDENCE_HIGH);
  g_assert_true (ts_burgundy_board_store_is_playable (store, two, NULL));

  /* Another store reads the same file. */
  again = loaded_store ();
  assert_label (again, "2", "Duchy 2 (your correction)");

  /* A correction that leaves a space out is a draft, and cannot start a game. */
  corrected.colour[0] = 255;
  corrected.die[0] = 0;
  g_assert_true (ts_burgundy_board_store_save (store, &corrected, &error));
  assert_label (store, "2", "Duchy 2 (your correction, draft)");
  g_assert_false (ts_burgundy_board_store_is_playable (store, two, &reason));
  g_assert_nonnull (strstr (reason, "not entered yet"));

  /* Put back the shipped board: the file had nothing else, so it is gone. */
  g_assert_true (ts_burgundy_board_store_remove (store, "2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 3);
  assert_label (store, "2", "Duchy 2 (medium confidence)");
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, two), ==,
                   TS_BURGUNDY_BOARD_SHIPPED);
  g_assert_cmpuint (ts_burgundy_board_store_find (store, "2")->start_spaces.bits[0], ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* The user's boards come after the shipped ones, by name; ids are slugs of the names. */
static void
test_user_boards (void)
{
  g_autoptr(TsBurgundyBoardStore) store = loaded_store ();
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *second_id = NULL;
  g_autofree char *five_id = NULL;
  TsBurgundyDuchy mine = user_board (store, "4 (2019 print)");
  TsBurgundyDuchy club = user_board (store, "Club’s Board");
  TsBurgundyDuchy draft;
  guint shipped = data ()->n_duchies;

  g_assert_cmpstr (mine.id, ==, "4-2019-print");
  g_assert_cmpstr (club.id, ==, "club-s-board");
  g_assert_true (ts_burgundy_board_store_save (store, &mine, &error));
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_board_store_save (store, &club, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, shipped + 2);
  g_assert_cmpint (index_of (store, "4-2019-print"), ==, shipped);
  g_assert_cmpint (index_of (store, "club-s-board"), ==, shipped + 1);
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, shipped), ==,
                   TS_BURGUNDY_BOARD_USER);
  assert_label (store, "4-2019-print", "4 (2019 print)");
  g_assert_true (ts_burgundy_board_store_is_playable (store, shipped, NULL));

  /* Taken ids get a number; a shipped board's number is taken too. */
  second_id = ts_burgundy_board_store_new_id (store, "4 (2019 print)");
  g_assert_cmpstr (second_id, ==, "4-2019-print-2");
  five_id = ts_burgundy_board_store_new_id (store, "5");
  g_assert_cmpstr (five_id, ==, "5-2");

  /* A draft with 13 beige city spaces: kept, listed by its name, not playable. */
  draft = user_board (store, "Aardvark");
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (draft.colour[s] == TS_BURGUNDY_MONASTERY)
      {
        draft.colour[s] = TS_BURGUNDY_CITY;
        break;
      }
  g_assert_true (ts_burgundy_board_store_save (store, &draft, &error));
  g_assert_no_error (error);
  g_assert_cmpint (index_of (store, "4-2019-print"), ==, shipped);
  g_assert_cmpint (index_of (store, "aardvark"), ==, shipped + 1);
  g_assert_cmpint (index_of (store, "club-s-board"), ==, shipped + 2);
  assert_label (store, "aardvark", "Aardvark (draft)");
  g_assert_false (ts_burgundy_board_store_is_playable (store, shipped + 1, &reason));
  g_assert_cmpstr (reason, ==, "The board has 13 beige city spaces; a duchy has 12.");
}

/* A file that cannot be read is reported with its path and reason; the shipped boards are
 * still listed, and nothing is written over the file. */
static void
test_broken_file (void)
{
  g_autofree char *path = file_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  g_autoptr(TsBurgundyBoardStore) store = ts_burgundy_board_store_new ();
  g_autoptr(GError) error = NULL;
  const char *broken = "{\"format\": \"tableside-component-overrides\", \"version\": 1, "
                       "\"game\": \"castles-of-burgundy\", \"component\": \"duchies\", "
                       "\"items\": {\"mine\": {\"cells\": \"PC\", \"dice\": \"65\"}}}";
  TsBurgundyDuchy board;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_false (ts_burgundy_board_store_load (store, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "“mine”"));
  g_assert_nonnull (strstr (error->message, "cells"));
  g_assert_cmpstr (ts_burgundy_board_store_get_load_error (store), ==, error->message);
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, data ()->n_duchies);
  g_clear_error (&error);

  board = user_board (store, "Mine");
  g_assert_false (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "correct the file or remove it"));
  g_clear_error (&error);
  g_assert_false (ts_burgundy_board_store_remove (store, "mine", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, broken);
  g_assert_null (ts_burgundy_board_store_find (store, "mine"));

  /* Not JSON at all: the parser's reason, with the path. */
  g_assert_true (g_file_set_contents (path, "{ not json", -1, NULL));
  g_assert_false (ts_burgundy_board_store_load (store, &error));
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);

  /* Once the user removes the file, the store is whole again. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_true (ts_burgundy_board_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_null (ts_burgundy_board_store_get_load_error (store));
  g_assert_true (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_no_error (error);
}

/* A save that cannot write the file leaves the store as it was. */
static void
test_save_failure (void)
{
  g_autoptr(TsBurgundyBoardStore) store = loaded_store ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = file_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  TsBurgundyDuchy kept = user_board (store, "Kept");
  TsBurgundyDuchy lost;
  TsBurgundyDuchy corrected = *ts_burgundy_data_find_duchy (data (), "3");
  guint changed = 0;
  guint n;

  g_assert_true (ts_burgundy_board_store_save (store, &kept, &error));
  g_assert_no_error (error);
  n = ts_burgundy_board_store_get_n_boards (store);
  g_signal_connect_swapped (store, "changed", G_CALLBACK (count_changed_cb), &changed);

  /* The games folder is now a file: nothing can be written in it. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));

  lost = user_board (store, "Lost");
  g_assert_false (ts_burgundy_board_store_save (store, &lost, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, n);
  g_assert_null (ts_burgundy_board_store_find (store, "lost"));
  g_assert_null (ts_component_overrides_get (ts_burgundy_board_store_get_overrides (store),
                                             "lost"));

  /* A correction that cannot be written leaves the shipped board. */
  corrected.start_spaces = ts_burgundy_spaces_one (18);
  g_assert_false (ts_burgundy_board_store_save (store, &corrected, &error));
  g_clear_error (&error);
  assert_label (store, "3", "Duchy 3 (medium confidence)");

  /* Removing "Kept" fails too, and it stays. */
  g_assert_false (ts_burgundy_board_store_remove (store, "kept", &error));
  g_clear_error (&error);
  g_assert_nonnull (ts_burgundy_board_store_find (store, "kept"));
  g_assert_nonnull (ts_component_overrides_get (ts_burgundy_board_store_get_overrides (store),
                                                "kept"));
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpint (g_remove (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);

  g_test_add_func ("/ui/burgundy/boards/store/shipped", test_shipped);
  g_test_add_func ("/ui/burgundy/boards/store/correction-precedence", test_correction_precedence);
  g_test_add_func ("/ui/burgundy/boards/store/user-boards", test_user_boards);
  g_test_add_func ("/ui/burgundy/boards/store/broken-file", test_broken_file);
  g_test_add_func ("/ui/burgundy/boards/store/save-failure", test_save_failure);

  return g_test_run ();
}
