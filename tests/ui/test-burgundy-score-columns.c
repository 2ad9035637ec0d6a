/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score table's columns keep apart, on screen and on the exported sheet: a 4-player
 * final scoring whose bridge positions need the height ("1 (height 1)") next to a plain
 * space ("2"), which once read "21". Each cell's text extents are measured where they are
 * drawn (the labels' Pango layouts in the grid; the sheet's own layout) and must leave a gap
 * to the next column's text. The PNGs are kept as artifacts to be looked at. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-ui-test-util.h"

/* The smallest gap between two neighbouring cells' texts: pixels on screen, points on paper. */
#define MIN_GAP 8.0

/* Four players, long names; Bruno and Carla share bridge space 1 (so their cells give the
 * height), Ana is alone on 2, Daniel on 4. */
static JsonNode *
new_breakdown (void)
{
  g_autoptr(TsBurgundySheet) sheet = ts_burgundy_sheet_new (4);
  static const char *const names[] = { "Ana Beatriz", "Bruno", "Carla Sofia", "Daniel" };
  static const int bridge_space[] = { 2, 1, 1, 4 };
  static const int bridge_height[] = { 0, 1, 0, 0 };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 4; i++)
    {
      TsBurgundySheetPlayer *p = &sheet->players[i];

      g_strlcpy (p->name, names[i], sizeof p->name);
      p->track = 40 + 7 * i;
      p->token = 100;
      p->goods = i;
      p->silver = 3;
      p->workers = 2 * i;
      p->empty_spaces = 3 + i;
      p->bridge_space = bridge_space[i];
      p->bridge_height = bridge_height[i];
    }
  g_assert_true (ts_burgundy_sheet_check (sheet, &error));
  g_assert_no_error (error);
  return ts_burgundy_sheet_score (sheet);
}

/* Row @r of the table has a cell "1 (height …)" next to a plain number. */
static gboolean
row_has_height (GPtrArray *rows,
                guint      r)
{
  const TsScoreRow *row = g_ptr_array_index (rows, r);

  return row->cells[1] != NULL && strstr (row->cells[1], "height") != NULL;
}

/* -------------------------------------------------------------------------------------- */
/* The exported sheet                                                                      */

static void
test_sheet_columns (void)
{
  g_autoptr(JsonNode) breakdown = new_breakdown ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GArray) boxes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                           NULL);
  g_autofree char *png_path = g_build_filename (dir, "burgundy-sheet-4-players.png", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "burgundy-sheet-4-players.pdf", NULL);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  TsScoreSheetExtras extras = { NULL, { "red", "blue", "white", "green" } };
  guint n = 0;
  gboolean saw_height = FALSE;
  double min_gap = G_MAXDOUBLE;

  rows = ts_score_sheet_dup_rows (breakdown, &n);
  g_assert_cmpuint (n, ==, 4);
  boxes = ts_score_sheet_dup_cell_boxes (breakdown, "Final Scoring", &extras);
  g_assert_cmpuint (boxes->len, ==, rows->len * n);

  for (guint k = 0; k < boxes->len; k++)
    {
      const TsScoreSheetBox *box = &g_array_index (boxes, TsScoreSheetBox, k);

      g_assert_cmpfloat (box->width, >, 0);
      /* Inside the page's margins (A4 in points). */
      g_assert_cmpfloat (box->x, >=, 40);
      g_assert_cmpfloat (box->x + box->width, <=, 595.276 - 40);
      if (box->player + 1 < n)
        {
          const TsScoreSheetBox *next = box + 1;

          g_assert_cmpuint (next->row, ==, box->row);
          g_assert_cmpuint (next->player, ==, box->player + 1);
          min_gap = MIN (min_gap, next->x - (box->x + box->width));
          if (box->x + box->width + MIN_GAP > next->x)
            g_error ("on the sheet, row %u: player %u's text ends at %.1f pt, player %u's "
                     "begins at %.1f pt",
                     box->row, box->player, box->x + box->width, next->player, next->x);
          /* One line each: a wrapped cell is as good as cut. */
          g_assert_cmpfloat (box->height, <, 20);
        }
      saw_height |= row_has_height (rows, box->row);
    }
  g_assert_true (saw_height);
  g_test_message ("smallest gap between two cells on the sheet: %.1f pt", min_gap);

  /* The files as exported, kept to be looked at. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (ts_score_sheet_save_full (breakdown, "Final Scoring", &extras, FALSE,
                                           png, &error));
  g_assert_no_error (error);
  g_assert_true (ts_score_sheet_save_full (breakdown, "Final Scoring", &extras, TRUE,
                                           pdf, &error));
  g_assert_no_error (error);
}

/* -------------------------------------------------------------------------------------- */
/* The table on screen                                                                     */

/* Where @label's text stands in @grid's coordinates: x and the right edge. */
static void
text_span (GtkWidget *label,
           GtkWidget *grid,
           double    *left,
           double    *right)
{
  PangoRectangle logical;
  int x = 0, y = 0;
  graphene_point_t point;

  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (label)), NULL, &logical);
  g_assert_true (gtk_widget_compute_point (label, grid,
                                           &GRAPHENE_POINT_INIT (x + logical.x, y), &point));
  *left = point.x;
  *right = point.x + logical.width;
}

static void
check_table_at (JsonNode   *breakdown,
                int         width,
                const char *png)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *grid = gtk_grid_new ();
  const char *colors[TS_SCORE_MAX_PLAYERS] = { "red", "blue", "white", "green" };
  g_autoptr(GPtrArray) rows = NULL;
  guint n = 0;

  /* As the score page holds it (ts-score-page.ui). */
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (grid, "score-table");
  gtk_widget_set_hexpand (grid, TRUE);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  gtk_widget_set_margin_top (grid, 12);
  gtk_widget_set_margin_bottom (grid, 12);
  gtk_box_append (GTK_BOX (card), grid);
  gtk_widget_set_margin_start (card, 12);
  gtk_widget_set_margin_end (card, 12);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_box_append (GTK_BOX (column), card);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 960);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), column);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_window_set_content (ADW_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 600);
  ts_score_table_fill (GTK_GRID (grid), breakdown, colors);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpint (gtk_widget_get_width (window), <=, width);

  rows = ts_score_sheet_dup_rows (breakdown, &n);
  for (guint r = 0; r < rows->len; r++)
    for (guint i = 0; i + 1 < n; i++)
      {
        GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (grid), i + 1, r + 1);
        GtkWidget *next = gtk_grid_get_child_at (GTK_GRID (grid), i + 2, r + 1);
        double left, right, next_left, next_right;

        g_assert_true (GTK_IS_LABEL (cell) && GTK_IS_LABEL (next));
        text_span (cell, grid, &left, &right);
        text_span (next, grid, &next_left, &next_right);
        if (right + MIN_GAP > next_left)
          g_error ("on screen at %d px, row %u (%s): “%s” ends at %.0f, “%s” begins at %.0f",
                   width, r, ((TsScoreRow *) g_ptr_array_index (rows, r))->label,
                   gtk_label_get_text (GTK_LABEL (cell)), right,
                   gtk_label_get_text (GTK_LABEL (next)), next_left);
        /* Nothing cut: the label has room for all of its text. */
        g_assert_cmpint (gtk_widget_get_width (cell), >=, (int) (right - left));
      }
  g_free (ts_ui_test_save_png (window, png));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_table_columns (void)
{
  g_autoptr(JsonNode) breakdown = new_breakdown ();

  check_table_at (breakdown, 1024, "burgundy-score-table-4-players-1024");
  /* About the narrowest four players' columns fit in (two fit in 360 px: see
   * test-burgundy-sheet-export's phone-width result). */
  check_table_at (breakdown, 600, "burgundy-score-table-4-players-600");

}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/score-columns/sheet", test_sheet_columns);
  g_test_add_func ("/ui/burgundy/score-columns/table", test_table_columns);
  return g_test_run ();
}
