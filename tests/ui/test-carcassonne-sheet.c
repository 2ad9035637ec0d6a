/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet window (issue 28): a small map scored (the completed 2-tile
 * city's farm, CA-BEN-04; an incomplete road, CA-BEN-01), the result, its export and the
 * sheet kept in the games folder; a refusal shown where it is; a tile placed, refused and
 * undone through the window. Renders the form and the result, light and dark, at 1024x600. */
#include <glib/gstdio.h>
#include <string.h>

#include "carcassonne-ui-util.h"
#include "ts-carcassonne-sheet-window.h"
#include "ts-carcassonne-map.h"
#include "ts-record-info.h"
#include "ts-ui-test-util.h"

#define SMALL                                                                                     \
  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","                      \
  "\"players\":[{\"name\":\"Ana\",\"vp\":4},{\"name\":\"%s\",\"vp\":0}],"                        \
  "\"tiles\":[{\"tile\":\"D\",\"x\":0,\"y\":0},{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":2},"  \
  "{\"tile\":\"U\",\"x\":1,\"y\":0}],"                                                            \
  "\"figures\":[{\"player\":0,\"x\":0,\"y\":-1,\"segment\":\"field0\"},"                         \
  "{\"player\":1,\"x\":1,\"y\":0,\"segment\":\"road0\"}]}"

static TsCarcassonneSheet *
small_sheet (const char *second_name)
{
  g_autofree char *json = g_strdup_printf (SMALL, second_name);
  g_autoptr(GError) error = NULL;
  TsCarcassonneSheet *sheet = ts_carcassonne_sheet_load (json, strlen (json), "small.json",
                                                         &error);

  g_assert_no_error (error);
  return sheet;
}

static int
total (JsonNode *breakdown,
       guint     player)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  return json_object_get_int_member (json_array_get_object_element (players, player), "total");
}

static void
test_result (void)
{
  g_autoptr(TsCarcassonneSheet) sheet = small_sheet ("Bruno");
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new_for_sheet (NULL, sheet, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-carcassonne-sheet-XXXXXX", &error);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *labels = NULL;
  GFile *kept;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_page (window), ==, "result");
  /* Ana: 4 on the track + 3 for the farm by the completed city; Bruno: the road of 2. */
  g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (window), 0), ==, 7);
  g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (window), 1), ==, 2);
  labels = ts_ui_test_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "Ana Wins"));
  g_assert_nonnull (strstr (labels, "Farm through (0, −1) by 1 completed city: 1 × 3 — Ana, 3 "
                                    "points each"));
  g_assert_nonnull (strstr (labels, "Incomplete road of 2 tiles at (0, 0): 2 × 1 — Bruno, 2 "
                                    "points each"));
  g_assert_nonnull (strstr (labels, "the city of 2 tiles at (0, 0): farms 2 — Ana +3"));
  /* Kept in Saved Games, listed as a score sheet of Carcassonne with its winner. */
  kept = ts_carcassonne_sheet_window_get_file (window);
  g_assert_nonnull (kept);
  info = ts_record_info_load (kept, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_SHEET);
  g_assert_cmpstr (ts_record_info_get_game_id (info), ==, "carcassonne");
  g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Ana");
  /* Opened again from Saved Games: filled in, scored the same, not written again. */
  {
    TsCarcassonneSheetWindow *again = ts_carcassonne_sheet_window_new_for_file (NULL, kept,
                                                                                &error);

    g_assert_no_error (error);
    g_assert_nonnull (again);
    g_assert_cmpstr (ts_carcassonne_sheet_window_get_page (again), ==, "result");
    g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (again), 0), ==, 7);
    g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (again), 1), ==, 2);
    g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (again)->n_tiles, ==, 3);
    g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (again)->n_figures, ==, 2);
    g_assert_true (g_file_equal (ts_carcassonne_sheet_window_get_file (again), kept));
    ts_ui_test_destroy_window (GTK_WINDOW (again));
  }
  /* The score sheet. */
  g_assert_true (ts_carcassonne_sheet_window_export (window, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *shot = NULL;

      cc_ui_set_dark (dark);
      ts_ui_test_redraw (GTK_WIDGET (window));
      shot = ts_ui_test_save_png (GTK_WIDGET (window), dark ? "carcassonne-sheet-result-dark"
                                                            : "carcassonne-sheet-result-light");
    }
  cc_ui_set_dark (FALSE);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A sheet the check refuses stays on the form, the blocking reason said, the focus on the
 * field at fault. */
static void
test_refused (void)
{
  g_autoptr(TsCarcassonneSheet) sheet = small_sheet ("  ");
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new_for_sheet (NULL, sheet, NULL);
  GtkWidget *focus;

  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_page (window), ==, "form");
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_status (window), ==, "Player 2 has no name.");
  g_assert_null (ts_carcassonne_sheet_window_get_file (window));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_TEXT (focus));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "  ");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static TsCarcassonneMap *
find_map (TsCarcassonneSheetWindow *window)
{
  return TS_CARCASSONNE_MAP (ts_ui_test_find_child (GTK_WIDGET (window),
                                                    TS_TYPE_CARCASSONNE_MAP));
}

/* Through the window's own signals: a tile placed, one that does not fit refused without a
 * change, an undo that takes back exactly the last change. */
static void
test_place_and_undo (void)
{
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new (NULL);
  TsCarcassonneMap *map;
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);
  int e = ts_carcassonne_data_find_kind (data, "E");

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  map = find_map (window);
  g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (window)->n_tiles, ==, 1);

  /* E turned 0 north of the start tile shows a field to its city (CA-BTL-03). */
  ts_carcassonne_map_set_pending (map, e);
  g_signal_emit_by_name (map, "place", 0, -1, 0u);
  g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (window)->n_tiles, ==, 1);
  g_assert_nonnull (strstr (ts_carcassonne_sheet_window_get_status (window), "does not fit"));

  ts_carcassonne_map_set_pending (map, e);
  g_signal_emit_by_name (map, "place", 0, -1, 2u);
  g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (window)->n_tiles, ==, 2);
  g_assert_true (g_str_has_prefix (ts_carcassonne_sheet_window_get_status (window),
                                   "Tile E placed at (0, −1)"));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-sheet-form"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.undo", NULL));
  g_assert_cmpuint (ts_carcassonne_sheet_window_get_sheet (window)->n_tiles, ==, 1);
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_status (window), ==,
                   "Undone: Tile E placed at (0, −1)");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/ui/carcassonne-sheet/result", test_result);
  g_test_add_func ("/ui/carcassonne-sheet/refused", test_refused);
  g_test_add_func ("/ui/carcassonne-sheet/place-and-undo", test_place_and_undo);
  return g_test_run ();
}
