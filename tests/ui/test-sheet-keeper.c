/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scored sheet kept in Saved Games has the kept files' discipline (issue 58; "nothing lost,
 * in any file"): written under the folder's lock after the change check and the read-back by
 * the game's own reader (a sheet it refuses is not written), atomically; a sheet another program changed since it was read is never written over (this
 * scoring is kept beside it, and said); a sheet opened from outside Saved Games (an export) is
 * never rewritten by scoring it again. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-kingsburg.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-record-info.h"
#include "ts-sheet-keeper.h"
#include "ts-ui-test-util.h"

#define KINGSBURG_LOAD ((TsSheetLoad) ts_kingsburg_sheet_load)

/* A Kingsburg sheet of 2 players, the first named @name, as its window keeps it. */
static JsonNode *
sheet_json (const char *name)
{
  g_autoptr(TsKingsburgSheet) sheet = ts_kingsburg_sheet_new (2);

  g_strlcpy (sheet->players[0].name, name, sizeof sheet->players[0].name);
  return ts_kingsburg_sheet_to_json (sheet);
}

static char *
contents (GFile *file)
{
  char *text = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &text, NULL, NULL, NULL));
  return text;
}

/* Another program's write: other bytes, another size, so the stamp differs. */
static void
write_as_other_program (GFile      *file,
                        const char *text)
{
  g_autofree char *path = g_file_get_path (file);

  g_usleep (20 * 1000);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_save_and_change_check (void)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) first = sheet_json ("Ana");
  g_autoptr(JsonNode) second = sheet_json ("Bruno");
  g_autoptr(JsonNode) third = sheet_json ("Carla");
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  const char *other = "{\"format\": \"tableside-sheet\", \"version\": 1, \"game\": \"kingsburg\", "
                      "\"players\": [{\"name\": \"Other program\"}], \"winner\": 0}\n";
  TsFileStamp stamp = { 0 };

  /* A new sheet in the games folder, then written again over itself. */
  g_assert_true (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, first, 0, &error));
  g_assert_no_error (error);
  parent = g_file_get_parent (file);
  g_assert_true (g_file_equal (parent, dir));
  g_assert_true (stamp.valid);
  g_assert_true (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, second, 0, &error));
  g_assert_no_error (error);
  text = contents (file);
  g_assert_nonnull (strstr (text, "Bruno"));

  /* Another program changes it: it is not written over, and says why. */
  write_as_other_program (file, other);
  g_assert_false (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, third, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_assert_nonnull (strstr (error->message, "was changed by another program since it was "
                                            "opened"));
  after = contents (file);
  g_assert_cmpstr (after, ==, other);
}

/* What the game's own reader would refuse is not written, and the kept sheet stays as it
 * was: here a player's gold that is not a number. */
static void
test_read_back (void)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) good = sheet_json ("Ana");
  g_autoptr(JsonNode) bad = sheet_json ("Bruno");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  JsonObject *player = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (bad), "players"), 0);
  TsFileStamp stamp = { 0 };

  g_assert_true (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, good, 0,
                                       &error));
  g_assert_no_error (error);
  before = contents (file);
  json_object_set_string_member (player, "gold", "lots");
  g_assert_false (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, bad, 0,
                                        &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "gold"));
  after = contents (file);
  g_assert_cmpstr (after, ==, before);
}

/* Through the window's keeping: the changed sheet stays, this scoring is a new file, and a
 * dialog says so. */
static void
test_keep_beside_changed (void)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) original = NULL;
  g_autoptr(JsonNode) first = sheet_json ("Ana");
  g_autoptr(JsonNode) second = sheet_json ("Bruno");
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  const char *other = "{\"format\": \"tableside-sheet\", \"version\": 1, \"game\": \"kingsburg\", "
                      "\"players\": [{\"name\": \"Changed elsewhere\"}]}\n";
  TsFileStamp stamp = { 0 };
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWindow *dialog;

  g_assert_true (ts_sheet_keeper_save (&file, &stamp, "kingsburg", KINGSBURG_LOAD, first, 0, NULL));
  original = g_object_ref (file);
  write_as_other_program (file, other);
  ts_sheet_keeper_keep (window, &file, &stamp, "kingsburg", KINGSBURG_LOAD, second, 0);
  ts_ui_test_spin ();
  g_assert_false (g_file_equal (file, original));
  text = contents (original);
  g_assert_cmpstr (text, ==, other);
  kept = contents (file);
  g_assert_nonnull (strstr (kept, "Bruno"));
  dialog = ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Kept as a New Sheet");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "It was left as it is, and this scoring was kept as"));
  ts_ui_test_destroy_window (dialog);
  ts_ui_test_destroy_window (window);
}

/* A sheet opened from outside Saved Games is the user's file: scoring it again keeps a new
 * sheet in Saved Games and leaves the file as it was. */
static void
test_export_not_rewritten (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "sheets",
                                                   "team.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("ts-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "exported.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) games = ts_record_dir ();
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GError) error = NULL;
  TsFileStamp stamp;
  TsBurgundySheetWindow *window;

  g_assert_true (g_file_get_contents (source, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (path, before, -1, NULL));
  g_assert_null (ts_sheet_keeper_adopt (file, &stamp));
  g_assert_false (stamp.valid);

  window = ts_burgundy_sheet_window_new_for_file (NULL, file, &error);
  g_assert_no_error (error);
  g_assert_null (ts_burgundy_sheet_window_get_file (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  g_assert_nonnull (ts_burgundy_sheet_window_get_file (window));
  parent = g_file_get_parent (ts_burgundy_sheet_window_get_file (window));
  g_assert_true (g_file_equal (parent, games));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/sheet-keeper/save-and-change-check", test_save_and_change_check);
  g_test_add_func ("/ui/sheet-keeper/read-back", test_read_back);
  g_test_add_func ("/ui/sheet-keeper/keep-beside-changed", test_keep_beside_changed);
  g_test_add_func ("/ui/sheet-keeper/export-not-rewritten", test_export_not_rewritten);
  return g_test_run ();
}
