/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy scores: a whole 2-player match played through TsMatch with random
 * legal entries (burgundy-score-ui-util.c), then the score page, its table, its actions and the
 * exported sheet checked against the engine's breakdown. The VP chart and the phase summary are
 * test-burgundy-score-chart.c's. */
#include <glib/gstdio.h>
#include <string.h>

#include "burgundy-score-ui-util.h"
#include "ts-burgundy.h"
#include "ts-score-sheet.h"
#include "ts-ui-test-util.h"

static int
monastery_vp (JsonObject *player,
              guint       n,
              gboolean   *has)
{
  JsonArray *list = json_object_get_array_member (player, "monasteries");

  *has = FALSE;
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      JsonObject *item = json_array_get_object_element (list, k);

      if (json_object_get_int_member (item, "monastery") == n)
        {
          *has = TRUE;
          return json_object_get_int_member (item, "vp");
        }
    }
  return 0;
}

static void
test_page_final (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  int winner = json_object_get_int_member (root, "winner");
  const char *winner_name = json_object_get_string_member (
      json_array_get_object_element (players, winner), "name");
  g_autoptr(GString) texts = g_string_new (NULL);
  GtkGrid *grid = ts_score_page_get_table (page);
  guint monastery_rows = 0, expected_monastery_rows = 0, rows_checked = 0;
  static const struct
  {
    const char *label;
    const char *member;
  } simple[] = {
    { "VP on the track", "vp-track" }, { "Goods left", "goods" },
    { "Silver", "silver" },            { "Workers", "workers" },
    { "Total", "total" },              { "Empty duchy spaces", "empty-spaces" },
  };

  ts_ui_test_present_and_wait (GTK_WINDOW (page_window));
  ts_ui_test_collect_labels (GTK_WIDGET (page), texts);
  g_assert_nonnull (strstr (texts->str, winner_name));
  g_assert_nonnull (strstr (texts->str, json_object_get_string_member (root, "explanation")));

  /* Row 0: the names. */
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      GtkWidget *header = gtk_grid_get_child_at (grid, i + 1, 0);
      g_autoptr(GString) header_text = g_string_new (NULL);

      ts_ui_test_collect_labels (header, header_text);
      g_assert_nonnull (strstr (header_text->str, json_object_get_string_member (
                                                      json_array_get_object_element (players, i),
                                                      "name")));
    }

  /* Every other row against the breakdown, read straight from the JSON. */
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      const char *category = ts_ui_test_score_category (grid, r);
      guint n;

      for (guint k = 0; k < G_N_ELEMENTS (simple); k++)
        if (g_str_equal (category, simple[k].label))
          {
            for (guint i = 0; i < N_PLAYERS; i++)
              {
                JsonObject *player = json_array_get_object_element (players, i);
                g_autofree char *want = g_strdup_printf (
                    "%" G_GINT64_FORMAT, json_object_get_int_member (player, simple[k].member));

                g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
              }
            rows_checked++;
          }
      if (sscanf (category, "Monastery %u", &n) == 1)
        {
          monastery_rows++;
          for (guint i = 0; i < N_PLAYERS; i++)
            {
              gboolean has;
              int vp = monastery_vp (json_array_get_object_element (players, i), n, &has);
              g_autofree char *want = has ? g_strdup_printf ("%d", vp) : g_strdup ("–");

              g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
            }
        }
      if (g_str_equal (category, "Bridge position"))
        {
          for (guint i = 0; i < N_PLAYERS; i++)
            {
              JsonObject *player = json_array_get_object_element (players, i);
              int space = -1;

              g_assert_cmpint (sscanf (ts_ui_test_score_cell (grid, i + 1, r), "%d", &space), ==, 1);
              g_assert_cmpint (space, ==, json_object_get_int_member (player, "bridge-space"));
            }
          rows_checked++;
        }
    }
  g_assert_cmpuint (rows_checked, ==, G_N_ELEMENTS (simple) + 1);
  for (guint n = 15; n <= 26; n++)
    {
      gboolean any = FALSE, has;

      for (guint i = 0; i < N_PLAYERS; i++)
        {
          monastery_vp (json_array_get_object_element (players, i), n, &has);
          any |= has;
        }
      expected_monastery_rows += any;
    }
  g_assert_cmpuint (expected_monastery_rows, >, 0);
  g_assert_cmpuint (monastery_rows, ==, expected_monastery_rows);

  /* The totals add up. */
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      gint64 sum = json_object_get_int_member (player, "vp-track")
                   + json_object_get_int_member (player, "goods")
                   + json_object_get_int_member (player, "silver")
                   + json_object_get_int_member (player, "workers");
      JsonArray *list = json_object_get_array_member (player, "monasteries");

      for (guint k = 0; k < json_array_get_length (list); k++)
        sum += json_object_get_int_member (json_array_get_object_element (list, k), "vp");
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "total"));
    }
}

static void
test_actions (void)
{
  g_assert_false (enabled_before_end);
  g_assert_true (actions_enabled ());
}

static void
test_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-score-XXXXXX", &error);
  g_autofree char *pdf_path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autofree char *print_path = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GFile) artifact = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GFile) printed = g_file_new_for_path (print_path);
  g_autofree char *artifacts = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".",
                                                 "artifacts", NULL);
  g_autofree char *artifact_path = g_build_filename (artifacts, "burgundy-score-sheet.png",
                                                     NULL);

  g_assert_no_error (error);
  g_assert_true (ts_score_page_export (page, pdf, TRUE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  {
    g_autofree char *kept = g_build_filename (artifacts, "burgundy-score-sheet.pdf", NULL);
    g_autoptr(GFile) kept_file = g_file_new_for_path (kept);

    g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
    g_assert_true (g_file_copy (pdf, kept_file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL,
                                &error));
    g_assert_no_error (error);
  }

  g_assert_true (ts_score_page_export (page, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, TS_SCORE_SHEET_PNG_WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, TS_SCORE_SHEET_PNG_HEIGHT);
  g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
  artifact = g_file_new_for_path (artifact_path);
  g_assert_true (g_file_copy (png, artifact, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  /* The contract's entry points without the extras draw the same sheet. */
  g_assert_true (ts_score_sheet_save_pdf (breakdown, "Plain", pdf, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  g_assert_true (ts_score_sheet_save_png (breakdown, "Plain", png, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");

  /* Printing runs the same drawing: exported through GTK's PDF path, without a dialog. */
  operation = ts_score_sheet_new_print_operation (breakdown, "Printed", NULL);
  gtk_print_operation_set_export_filename (operation, print_path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (printed, "%PDF");

  g_assert_cmpint (g_remove (pdf_path), ==, 0);
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_remove (print_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A page on an unfinished match refuses to export and keeps its actions off. */
static void
test_export_unfinished (void)
{
  g_autoptr(JsonArray) players = new_players ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) fresh = ts_match_new (&ts_burgundy_module, "New", players, NULL, NULL,
                                           &error);
  GtkWidget *fresh_page = g_object_ref_sink (ts_score_page_new (fresh));
  g_autoptr(GFile) file = g_file_new_for_path ("never-written.pdf");

  g_assert_no_error (error);
  g_assert_false (ts_score_page_export (TS_SCORE_PAGE (fresh_page), file,
                                        TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_query_exists (file, NULL));
  g_object_add_weak_pointer (G_OBJECT (fresh_page), (gpointer *) &fresh_page);
  g_object_unref (fresh_page);
  g_assert_null (fresh_page);
}

static void
render_page (const char    *name,
             int            width,
             int            height,
             AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  gtk_window_set_default_size (GTK_WINDOW (page_window), width, height);
  /* Xvfb's screen is 1280x1024: a size request lets the window be larger than the screen. */
  gtk_widget_set_size_request (page_window, width, height);
  ts_ui_test_redraw (page_window);
  g_assert_cmpint (gtk_widget_get_width (page_window), ==, width);
  g_assert_cmpint (gtk_widget_get_height (page_window), ==, height);
  g_free (ts_ui_test_save_png (page_window, name));
  gtk_widget_set_size_request (page_window, -1, -1);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_page_render (void)
{
  render_page ("burgundy-score-page-1024x600-light", 1024, 600, ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_page ("burgundy-score-page-1024x600-dark", 1024, 600, ADW_COLOR_SCHEME_FORCE_DARK);
  render_page ("burgundy-score-page-1920x1080-light", 1920, 1080, ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_page ("burgundy-score-page-1920x1080-dark", 1920, 1080, ADW_COLOR_SCHEME_FORCE_DARK);
}

/* Four players, long names, a tie broken on the bridge: the rows the sheet and the page
 * share, and the sheet drawn with them. The breakdown is the engine's, as a finished game or
 * a final-scoring sheet gives it. */
static JsonNode *
four_players_new (void)
{
  static const TsBurgundyFinalRow rows[] = {
    { "Maximiliane von Habsburg-Lothringen", 2, { 17, 26 }, { 8, 6 }, 140, 3, 4, 1, 162, 2, 3,
      1 },
    { "Bruno", 0, { 0 }, { 0 }, 150, 5, 6, 1, 162, 2, 3, 2 },
    { "Carla", 1, { 26 }, { 0 }, 120, 0, 2, 0, 122, 6, 5, 1 },
    { "Daniel", 0, { 0 }, { 0 }, 98, 1, 0, 2, 101, 9, 1, 1 },
  };

  return ts_burgundy_breakdown_build (rows, G_N_ELEMENTS (rows), 0, 2);
}

static void
test_sheet_rows (void)
{
  g_autoptr(JsonNode) root = four_players_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GDateTime) date = g_date_time_new_local (2024, 3, 9, 20, 0, 0);
  TsScoreSheetExtras extras = { date, { "red", "blue", "#f6d32d", "white" } };
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                            "burgundy-score-sheet-4-players.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GdkTexture) texture = NULL;
  static const char *const labels[] = {
    "VP on the track", "Goods left", "Silver", "Workers", "Monastery 17", "Monastery 26",
    "Total", "Empty duchy spaces", "Bridge position",
  };
  g_autoptr(JsonNode) null_node = json_node_new (JSON_NODE_NULL);
  const TsScoreRow *row;
  guint n = 0;

  rows = ts_score_sheet_dup_rows (root, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (labels));
  for (guint r = 0; r < rows->len; r++)
    g_assert_cmpstr (((TsScoreRow *) g_ptr_array_index (rows, r))->label, ==, labels[r]);

  row = g_ptr_array_index (rows, 4);
  g_assert_cmpstr (row->note, ==, "4 VP per watchtower");
  g_assert_cmpstr (row->cells[0], ==, "8");
  g_assert_null (row->cells[1]);
  row = g_ptr_array_index (rows, 5);
  g_assert_cmpstr (row->cells[0], ==, "6");
  g_assert_cmpstr (row->cells[2], ==, "0");
  g_assert_null (row->cells[3]);
  row = g_ptr_array_index (rows, 6);
  g_assert_cmpint (row->kind, ==, TS_SCORE_ROW_TOTAL);
  g_assert_cmpstr (row->cells[1], ==, "162");
  /* Heights only where two players share a space. */
  row = g_ptr_array_index (rows, 8);
  g_assert_cmpint (row->kind, ==, TS_SCORE_ROW_TIE_BREAK);
  g_assert_cmpstr (row->cells[0], ==, "3 (height 1)");
  g_assert_cmpstr (row->cells[1], ==, "3 (height 2)");
  g_assert_cmpstr (row->cells[2], ==, "5");
  g_assert_cmpstr (row->cells[3], ==, "1");

  g_assert_null (ts_score_sheet_dup_rows (null_node, &n));
  g_assert_cmpuint (n, ==, 0);

  g_assert_true (ts_score_sheet_save_full (root, "Club night", &extras, FALSE, file,
                                           &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, TS_SCORE_SHEET_PNG_WIDTH);
}

int
main (int   argc,
      char *argv[])
{
  score_test_init (&argc, &argv, TRUE);

  g_test_add_func ("/ui/burgundy/score-page/final", test_page_final);
  g_test_add_func ("/ui/burgundy/score-page/actions", test_actions);
  g_test_add_func ("/ui/burgundy/score-page/export", test_export);
  g_test_add_func ("/ui/burgundy/score-page/export-unfinished", test_export_unfinished);
  g_test_add_func ("/ui/burgundy/score-page/render", test_page_render);
  g_test_add_func ("/ui/burgundy/score-sheet/rows", test_sheet_rows);

  return score_test_run ();
}
