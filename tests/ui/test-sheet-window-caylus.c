/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 58: the shared final-scoring sheet window (TsSheetWindow) with Caylus 1303's sheet: a
 * shared victory (CY-END-02: 2 PP per gold; CY-TIE-01) and a single winner, scored as the
 * engine scores what the window holds, and exported as a PDF and a PNG; Kingsburg's form and
 * result at 360 px wide (three and five players); the start page's games with a sheet opening
 * it blank or kept (test-sheet-window.c has the rest of Kingsburg's). */
#include <glib/gstdio.h>

#include "ts-caylus.h"
#include "sheet-window-ui-util.h"
#include "ts-caylus-sheet-spec.h"
#include "ts-game-views.h"
#include "ts-record-info.h"
#include "ts-score-sheet.h"
#include "ts-ui-test-util.h"

/* -------------------------------------------------------------------------------------- */
/* Caylus 1303                                                                             */

typedef struct
{
  const char *name;
  int pp, gold;
} CyPlayer;

static TsSheetWindow *
caylus_filled (const CyPlayer *players,
               guint           n,
               int             width,
               int             height)
{
  const char *names[6] = { NULL };
  TsSheetWindow *window;

  for (guint i = 0; i < n; i++)
    names[i] = players[i].name;
  sw_ui_set_players (names);
  window = sw_ui_new_window (&ts_caylus_sheet_spec, width, height);
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, n);
  for (guint i = 0; i < n; i++)
    {
      sw_ui_type_enter (window, sw_ui_field (window, i, -1), NULL);
      sw_ui_type_number (window, sw_ui_field (window, i, 0), players[i].pp);
      sw_ui_type_number (window, sw_ui_field (window, i, 1), players[i].gold);
    }
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window),
                                      ts_ui_test_find_button (GTK_WIDGET (window), "_Score")));
  return window;
}

/* The engine's own breakdown of what the window holds. */
static JsonNode *
caylus_engine_score (TsSheetWindow *window)
{
  g_autoptr(JsonNode) node = ts_sheet_window_dup_sheet (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCaylusSheet) sheet = ts_caylus_sheet_from_json (node, &error);
  JsonNode *breakdown;

  g_assert_no_error (error);
  breakdown = ts_caylus_sheet_score (sheet, &error);
  g_assert_no_error (error);
  return breakdown;
}

static int
total (JsonNode *breakdown,
       guint     player)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  return json_object_get_int_member (json_array_get_object_element (players, player), "total");
}

/* CY-END-02: 2 PP per gold; CY-TIE-01: a tie for the most PP is a shared victory
 * (tests/data/fuzz-seeds-caylus-sheet/hand-shared.json). */
static void
test_caylus_shared (void)
{
  static const CyPlayer players[] = { { "Ana", 48, 3 }, { "Bruno", 52, 1 }, { "Carla", 40, 5 } };
  TsSheetWindow *window = caylus_filled (players, 3, 1024, 700);
  g_autoptr(JsonNode) expected = caylus_engine_score (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  JsonNode *breakdown;
  GtkGrid *grid;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  breakdown = ts_sheet_window_get_breakdown (window);
  sw_ui_assert_json_equal (breakdown, expected);
  g_assert_cmpint (total (breakdown, 0), ==, 54);
  g_assert_cmpint (total (breakdown, 1), ==, 54);
  g_assert_cmpint (total (breakdown, 2), ==, 50);
  g_assert_cmpint (ts_score_sheet_get_winner (breakdown), ==, -1);
  g_assert_true (ts_score_sheet_is_winner (breakdown, 0));
  g_assert_true (ts_score_sheet_is_winner (breakdown, 1));
  g_assert_false (ts_score_sheet_is_winner (breakdown, 2));
  g_assert_cmpstr (sw_ui_heading (window), ==, "Shared Victory");
  g_assert_cmpstr (ts_score_sheet_get_explanation (breakdown), ==,
                   "Ana and Bruno share the victory with 54 PP each: Caylus 1303 has no "
                   "tie-breaker.");
  g_assert_true (sw_ui_shows_label (window, ts_score_sheet_get_explanation (breakdown)));
  grid = ts_sheet_window_get_table (window);
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 3, sw_ui_category_row (grid, "Gold at the end")),
                   ==, "10");
  g_assert_cmpstr (ts_ui_test_score_why (grid, sw_ui_category_row (grid, "Gold at the end")), ==,
                   "cy-end-02");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 2, sw_ui_category_row (grid, "Total")), ==, "54");
  /* Kept, with no single winner. */
  g_assert_nonnull (ts_sheet_window_get_file (window));
  info = ts_record_info_load (ts_sheet_window_get_file (window), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_record_info_get_game_id (info), ==, "caylus-1303");
  sw_ui_assert_buttons_named (GTK_WIDGET (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* CY-END-02: one winner; the score sheet exported as a PDF and a PNG. */
static void
test_caylus_winner_export (void)
{
  static const CyPlayer players[] = { { "Ana", 48, 3 }, { "Bruno", 52, 0 } };
  TsSheetWindow *window = caylus_filled (players, 2, 1024, 700);
  g_autoptr(JsonNode) expected = caylus_engine_score (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-sheet-window-XXXXXX", &error);
  g_autofree char *pdf_path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *artifacts
      = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts", NULL);
  g_autofree char *kept_path
      = g_build_filename (artifacts, "sheet-window-caylus-exported.png", NULL);
  g_autoptr(GFile) kept = g_file_new_for_path (kept_path);
  JsonNode *breakdown;

  g_assert_no_error (error);
  /* Nothing to export before the sheet is scored. */
  g_assert_false (ts_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (ts_sheet_window_score (window));
  breakdown = ts_sheet_window_get_breakdown (window);
  sw_ui_assert_json_equal (breakdown, expected);
  g_assert_cmpint (ts_score_sheet_get_winner (breakdown), ==, 0);
  g_assert_cmpstr (sw_ui_heading (window), ==, "Ana Wins");
  g_assert_cmpstr (ts_score_sheet_get_explanation (breakdown), ==, "Ana wins with 54 PP.");
  g_assert_true (sw_ui_shows_label (window, "Ana wins with 54 PP."));

  g_assert_true (ts_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  g_assert_true (ts_sheet_window_export (window, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
  g_assert_true (g_file_copy (png, kept, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (pdf_path), ==, 0);
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* -------------------------------------------------------------------------------------- */
/* A phone's width, the start page                                                         */

/* The horizontal minimum of @widget. */
static int
min_width (GtkWidget *widget)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* What the window's content and each of its pages need across, logged. */
static int
page_min_width (TsSheetWindow *window,
                const char    *page)
{
  GtkStack *stack = GTK_STACK (ts_ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_STACK));
  int min = min_width (gtk_stack_get_child_by_name (stack, page));

  g_test_message ("%u players, page %s: %d px at the least", ts_sheet_window_get_n_players (window),
                  page, min);
  if (min > 360)
    ts_ui_test_log_wide (gtk_stack_get_child_by_name (stack, page), 361);
  return min;
}

/* The PNGs of @window's result and form at 360 px wide (a phone), every button named; what
 * the form, the result, the whole content and the window take across, logged, the most
 * returned. */
static int
widest_at_360 (TsSheetWindow *window,
               const char    *name)
{
  g_autofree char *form_png = g_strconcat (name, "-form", NULL);
  g_autofree char *result_png = g_strconcat (name, "-result", NULL);
  int form, result, content, width;

  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), result_png));
  sw_ui_assert_buttons_named (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), form_png));
  sw_ui_assert_buttons_named (GTK_WIDGET (window));
  form = page_min_width (window, "form");
  result = page_min_width (window, "result");
  content = min_width (adw_window_get_content (ADW_WINDOW (window)));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_test_message ("the window is %d px wide", width);
  return MAX (MAX (form, result), MAX (content, width));
}

/* At 360 px wide the form and the result need no more (issue 54), for the example's three
 * players of Kingsburg and for five with every row built (a sheet reopened from a copy of
 * kingsburg-5p.json). Both measured before either is checked. */
static void
test_fit_360 (void)
{
  g_autofree char *seed = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds-kingsburg-sheet",
                                                 "kingsburg-5p.json", NULL);
  g_autofree char *copy_path = g_build_filename (g_get_user_data_dir (), "five.json", NULL);
  g_autoptr(GFile) source = g_file_new_for_path (seed);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(GError) error = NULL;
  TsSheetWindow *window = sw_ui_kingsburg_example (360, 720, NULL);
  int three, five;

  three = widest_at_360 (window, "sheet-window-kingsburg-360");
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
  g_assert_true (g_file_copy (source, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  window = ts_sheet_window_new_for_file (NULL, &ts_kingsburg_sheet_spec, copy, &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 5);
  five = widest_at_360 (window, "sheet-window-kingsburg-5p-360");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (copy_path), ==, 0);
  g_assert_cmpint (three, <=, 360);
  g_assert_cmpint (five, <=, 360);
}

/* The start page's Score a Finished Game… offers both games: their views have the shared
 * sheet, which opens blank, or kept from Saved Games. */
static void
test_start_page_views (void)
{
  static const CyPlayer players[] = { { "Ana", 10, 1 }, { "Bruno", 3, 0 } };
  const char *ids[] = { "kingsburg", "caylus-1303" };
  const TsSheetSpec *specs[] = { &ts_kingsburg_sheet_spec, &ts_caylus_sheet_spec };
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) kept = NULL;
  TsSheetWindow *window;

  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      const TsGameView *view = ts_game_views_lookup (ids[k]);

      g_assert_nonnull (view);
      g_assert_true (ts_game_view_has_sheet (view));
      g_assert_true (view->sheet == specs[k]);
      g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW));
      ts_game_view_score_sheet (view, NULL);
      ts_ui_test_spin ();
      window = TS_SHEET_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW));
      g_assert_nonnull (window);
      g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
      ts_ui_test_destroy_window (GTK_WINDOW (window));
    }

  /* A kept sheet opens scored. */
  window = caylus_filled (players, 2, 1024, 700);
  g_assert_true (ts_sheet_window_score (window));
  kept = g_object_ref (ts_sheet_window_get_file (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW));
  g_assert_true (
      ts_game_view_open_score_sheet (ts_game_views_lookup ("caylus-1303"), NULL, kept, &error));
  g_assert_no_error (error);
  ts_ui_test_spin ();
  window = TS_SHEET_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW));
  g_assert_nonnull (window);
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  g_assert_cmpstr (sw_ui_heading (window), ==, "Ana Wins");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  /* A Kingsburg reader refuses Caylus 1303's file, naming it. */
  g_assert_false (
      ts_game_view_open_score_sheet (ts_game_views_lookup ("kingsburg"), NULL, kept, &error));
  g_assert_nonnull (error);
  g_test_message ("Kingsburg's reader on a Caylus 1303 sheet: %s", error->message);
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  /* Page slides and scrolling to the focus happen at once: the PNGs show where they end. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/sheet-window/caylus/shared", test_caylus_shared);
  g_test_add_func ("/ui/sheet-window/caylus/winner-export", test_caylus_winner_export);
  g_test_add_func ("/ui/sheet-window/start-page/views", test_start_page_views);
  g_test_add_func ("/ui/sheet-window/fit/360", test_fit_360);

  return g_test_run ();
}
