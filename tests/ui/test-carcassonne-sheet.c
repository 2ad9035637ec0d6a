/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet window (issue 28): a small map scored (the completed 2-tile
 * city's farm, CA-BEN-04; an incomplete road, CA-BEN-01), the result, its export and the
 * sheet kept in the games folder; a refusal shown where it is; a tile placed, refused and
 * undone through the window. Renders the form and the result, light and dark, at 1024x600.
 * Issue 41: each player's cell with their own note (on screen, for the screen reader, in the
 * PNG and the PDF with its map and features pages), names whole at 1024x600, “1 point”. */
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

  /* A name longer than the sheet keeps (31 bytes) is shortened on a character boundary (the
   * ã's two bytes are not split), and the status line says what is kept (issue 58). */
  gtk_editable_set_text (GTK_EDITABLE (focus), "Bartholomew Maximilian Fitzgerã-Smythe");
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_status (window), ==,
                   "Kept as “Bartholomew Maximilian Fitzger”: a name this long is shortened.");
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

/* -------------------------------------------------------------------------------------- */
/* Each player's own details (issue 41)                                                    */

/* Three rows: two roads of 3 tiles open at both ends (row 0 through the start tile D, row 1
 * of U), three cloisters (B) under them. Bruno holds both roads, Ana the middle cloister
 * (5 neighbours), Bruno the two outer ones (3 neighbours each). Players 3-5 (%s), when
 * named, hold nothing. */
#define DETAILS                                                                                   \
  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","                      \
  "\"players\":[{\"name\":\"%s\",\"vp\":4},{\"name\":\"%s\",\"vp\":0}%s],"                      \
  "\"tiles\":[{\"tile\":\"D\",\"x\":0,\"y\":0},{\"tile\":\"U\",\"x\":-1,\"y\":0},"              \
  "{\"tile\":\"U\",\"x\":1,\"y\":0},{\"tile\":\"U\",\"x\":-1,\"y\":1},{\"tile\":\"U\",\"x\":0,\"y\":1},"  \
  "{\"tile\":\"U\",\"x\":1,\"y\":1},{\"tile\":\"B\",\"x\":-1,\"y\":2},{\"tile\":\"B\",\"x\":0,\"y\":2},"  \
  "{\"tile\":\"B\",\"x\":1,\"y\":2}],"                                                            \
  "\"figures\":[{\"player\":1,\"x\":1,\"y\":0,\"segment\":\"road0\"},"                         \
  "{\"player\":1,\"x\":0,\"y\":1,\"segment\":\"road0\"},"                                        \
  "{\"player\":0,\"x\":0,\"y\":2,\"segment\":\"cloister\"},"                                     \
  "{\"player\":1,\"x\":-1,\"y\":2,\"segment\":\"cloister\"},"                                    \
  "{\"player\":1,\"x\":1,\"y\":2,\"segment\":\"cloister\"}]}"

static TsCarcassonneSheet *
details_sheet (const char *first,
               const char *second,
               const char *more)
{
  g_autofree char *json = g_strdup_printf (DETAILS, first, second, more);
  g_autoptr(GError) error = NULL;
  TsCarcassonneSheet *sheet = ts_carcassonne_sheet_load (json, strlen (json), "details.json",
                                                         &error);

  g_assert_no_error (error);
  return sheet;
}

static gboolean
is_score_table (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_GRID (widget) && gtk_widget_has_css_class (widget, "score-table");
}

static GtkGrid *
find_score_table (GtkWidget *root)
{
  GtkWidget *grid = ts_ui_test_find (root, is_score_table, NULL);

  g_assert_nonnull (grid);
  return GTK_GRID (grid);
}

/* The grid row (1-based) of the category @label. */
static int
category_row (GtkGrid    *grid,
              const char *label)
{
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_strcmp0 (ts_ui_test_score_category (grid, r), label) == 0)
      return r;
  g_error ("no row “%s” in the score table", label);
  return -1;
}

/* Player @player's cell in the row of @category: its text and what a screen reader says. */
static void
assert_cell (GtkGrid    *grid,
             const char *category,
             guint       player,
             const char *text,
             const char *said)
{
  int row = category_row (grid, category);
  GtkWidget *cell = gtk_grid_get_child_at (grid, player + 1, row);
  g_autofree char *wrong = NULL;

  g_assert_true (GTK_IS_LABEL (cell));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, text);
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (cell),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, said);
  if (wrong != NULL)
    g_error ("%s, player %u: the accessible label is “%s”, not “%s”", category, player, wrong,
             said);
}

static gboolean
texts_have (GStrv       texts,
            const char *text)
{
  return g_strv_contains ((const char *const *) texts, text);
}

/* The scenario: each player's cell carries their own count, on screen, for the
 * screen reader, in the exported sheet (PNG and PDF). CA-BEN-01: an incomplete road scores
 * 1 per tile; CA-BEN-03: an incomplete cloister 1 + 1 per neighbour. */
static void
test_own_details (void)
{
  g_autoptr(TsCarcassonneSheet) sheet = details_sheet ("Ana", "Bruno", "");
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new_for_sheet (NULL, sheet, NULL);
  g_autoptr(GError) error = NULL;
  /* The files as exported, kept to be looked at. */
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                           NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "carcassonne-sheet-details.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "carcassonne-sheet-details-export.png",
                                                NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *labels = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_auto(GStrv) texts = NULL;
  GtkGrid *grid;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_page (window), ==, "result");
  /* Ana: 4 + the cloister with 5 neighbours; Bruno: roads 3 + 3, cloisters 4 + 4. */
  g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (window), 0), ==, 10);
  g_assert_cmpint (total (ts_carcassonne_sheet_window_get_breakdown (window), 1), ==, 14);

  grid = find_score_table (GTK_WIDGET (window));
  assert_cell (grid, "Incomplete roads", 0, "0\n0 incomplete roads",
               "Incomplete roads — Ana: 0 points (0 incomplete roads)");
  assert_cell (grid, "Incomplete roads", 1, "6\n2 incomplete roads",
               "Incomplete roads — Bruno: 6 points (2 incomplete roads)");
  assert_cell (grid, "Incomplete cloisters", 0, "6\n1 incomplete cloister",
               "Incomplete cloisters — Ana: 6 points (1 incomplete cloister)");
  assert_cell (grid, "Incomplete cloisters", 1, "8\n2 incomplete cloisters",
               "Incomplete cloisters — Bruno: 8 points (2 incomplete cloisters)");
  /* A note the same for both stays once under its category, and says so in each cell. */
  assert_cell (grid, "On the score track", 0, "4",
               "On the score track — Ana: 4 points (before the final scoring)");
  assert_cell (grid, "Total", 1, "14", "Total — Bruno: 14 points");
  /* Each category's Why? opens its rule (issue 55); the total has none. */
  g_assert_cmpstr (ts_ui_test_score_why (grid, category_row (grid, "Incomplete cloisters")), ==,
                   "ca-ben-03");
  g_assert_null (ts_ui_test_score_why (grid, category_row (grid, "Total")));
  /* No category is followed by the first player's detail for everyone. */
  labels = ts_ui_test_labels (GTK_WIDGET (grid));
  g_assert_null (strstr (labels, "Incomplete roads\n0 incomplete roads"));

  /* The features numbered as the map numbers them, their places as its edges number them. */
  g_free (labels);
  labels = ts_ui_test_labels (GTK_WIDGET (window));
  cc_ui_assert_contains (labels,
                         "1. Incomplete road of 3 tiles at (0, 0): 3 × 1 — Bruno, 3 points "
                         "each");

  /* The sheet as exported: the PNG is the table's page; the PDF adds the map, the features
   * and the farms. */
  texts = ts_carcassonne_sheet_window_dup_sheet_texts (window);
  for (guint k = 0; k < 4; k++)
    g_assert_true (texts_have (texts, (const char *[]) { "0 incomplete roads",
                                                         "2 incomplete roads",
                                                         "1 incomplete cloister",
                                                         "2 incomplete cloisters" }[k]));
  g_assert_true (texts_have (texts, "The Final Map"));
  g_assert_true (texts_have (texts, "−1")); /* a column and a row of the map */
  g_assert_true (texts_have (texts, "The Farms Explained"));
  g_assert_true (texts_have (texts, "1. Incomplete road of 3 tiles at (0, 0): 3 × 1 — Bruno, "
                                    "3 points each"));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (ts_carcassonne_sheet_window_export (window, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  g_assert_true (ts_carcassonne_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  if (pdftotext != NULL)
    {
      const char *argv[] = { pdftotext, "-layout", pdf_path, "-", NULL };
      g_autofree char *out = NULL;
      int status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_cmpint (status, ==, 0);
      cc_ui_assert_contains (out, "0 incomplete roads");
      cc_ui_assert_contains (out, "2 incomplete roads");
      cc_ui_assert_contains (out, "1 incomplete cloister");
      cc_ui_assert_contains (out, "2 incomplete cloisters");
      cc_ui_assert_contains (out, "The Final Map");
      cc_ui_assert_contains (out, "The Farms Explained");
      /* At least three pages (pdftotext ends each with a form feed): the table, the map,
       * the features and the farms. */
      {
        guint pages = 0;

        for (const char *p = out; *p != '\0'; p++)
          pages += *p == '\f';
        g_assert_cmpuint (pages, >=, 3);
      }
    }
  else
    g_test_message ("pdftotext (poppler-utils) not installed: the PDF's text is checked "
                    "through the strings drawn only");
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-sheet-details"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The header's names whole at 1024x600, five players with long names: none ellipsized, each
 * as wide as its text. */
static void
test_names_fit (void)
{
  g_autoptr(TsCarcassonneSheet) sheet = details_sheet (
      "Alexandrina", "Bartholomew",
      ",{\"name\":\"Constantina\",\"vp\":0},{\"name\":\"Maria João\",\"vp\":0},"
      "{\"name\":\"Wilhelmina\",\"vp\":0}");
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new_for_sheet (NULL, sheet, NULL);
  GtkGrid *grid;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
  grid = find_score_table (GTK_WIDGET (window));
  for (int column = 1; column <= 5; column++)
    {
      GtkWidget *header = gtk_grid_get_child_at (grid, column, 0);
      GtkWidget *name = ts_ui_test_find_child (header, GTK_TYPE_LABEL);
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (name));
      PangoRectangle logical;

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      g_assert_false (pango_layout_is_ellipsized (layout));
      g_assert_null (strstr (pango_layout_get_text (layout), "…"));
      g_assert_cmpint (gtk_widget_get_width (name), >=, logical.width);
      /* Each word of the name on one line: “Maria João” may wrap between its words only. */
      g_assert_cmpint (pango_layout_get_line_count (layout), <=,
                       column == 4 ? 2 : 1);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-sheet-five-names"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A road of one tile (the curve V south of the start tile, open at both ends) scores “1 point
 * each”, in the singular (CA-BEN-01). */
static void
test_one_point (void)
{
  const char *json = "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                     "\"players\":[{\"name\":\"Ana\",\"vp\":0},{\"name\":\"Bruno\",\"vp\":0}],"
                     "\"tiles\":[{\"tile\":\"D\",\"x\":0,\"y\":0},"
                     "{\"tile\":\"V\",\"x\":0,\"y\":1}],"
                     "\"figures\":[{\"player\":0,\"x\":0,\"y\":1,\"segment\":\"road0\"}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCarcassonneSheet) sheet = ts_carcassonne_sheet_load (json, strlen (json),
                                                                   "one.json", &error);
  TsCarcassonneSheetWindow *window;
  g_autofree char *labels = NULL;

  g_assert_no_error (error);
  window = ts_carcassonne_sheet_window_new_for_sheet (NULL, sheet, NULL);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  labels = ts_ui_test_labels (GTK_WIDGET (window));
  cc_ui_assert_contains (labels, "— Ana, 1 point each");
  g_assert_null (strstr (labels, "1 points"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  /* GTK's test accessibility backend keeps the accessible labels checked above. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/ui/carcassonne-sheet/own-details", test_own_details);
  g_test_add_func ("/ui/carcassonne-sheet/names-fit", test_names_fit);
  g_test_add_func ("/ui/carcassonne-sheet/one-point", test_one_point);
  g_test_add_func ("/ui/carcassonne-sheet/result", test_result);
  g_test_add_func ("/ui/carcassonne-sheet/refused", test_refused);
  g_test_add_func ("/ui/carcassonne-sheet/place-and-undo", test_place_and_undo);
  return g_test_run ();
}
