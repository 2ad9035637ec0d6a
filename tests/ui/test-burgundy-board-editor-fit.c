/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor fits the smallest screen Tableside supports (1024x600), its default size
 * (1000x580) and the smallest size the window can be given: the board is seen whole without
 * scrolling, the key help and the last row of each list can be scrolled to (or are in view),
 * nothing of them lies outside the window, and the keyboard still goes to the board, where
 * "G6" sets a space. */
#include <string.h>

#include "burgundy/ts-burgundy-board-editor-private.h"
#include "burgundy/ts-burgundy-board-store.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "ts-ui-test-util.h"

#define BOARD_ID "4-2019-print"

/* A user's draft with many problems, so that the problem list is long: duchy 1 with every
 * third space typed as a mine. */
static TsBurgundyBoardStore *
store_with_draft (void)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_new ();
  g_autoptr(GError) error = NULL;
  TsBurgundyDuchy board;

  g_assert_true (ts_burgundy_board_store_load (store, &error));
  g_assert_no_error (error);
  board = *ts_burgundy_board_store_find (store, "1");
  memset (board.id, 0, sizeof board.id);
  memset (board.name, 0, sizeof board.name);
  memset (board.base, 0, sizeof board.base);
  g_strlcpy (board.id, BOARD_ID, sizeof board.id);
  g_strlcpy (board.name, "4 (2019 print)", sizeof board.name);
  board.kind = TS_BURGUNDY_BOARD_DUCHY;
  board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  memset (&board.start_spaces, 0, sizeof board.start_spaces);
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s += 3)
    board.colour[s] = TS_BURGUNDY_MINE;
  ts_burgundy_board_count (&board);
  g_assert_true (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_no_error (error);
  return store;
}

static GtkWidget *
last_child (GtkWidget *widget)
{
  GtkWidget *last = gtk_widget_get_last_child (widget);

  g_assert_nonnull (last);
  return last;
}

/* @widget's bounds in @window's coordinates lie inside the window and, under a scrolled
 * window, inside the part of it that is in view. */
static gboolean
in_view (GtkWidget *window,
         GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds, page;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, window, &bounds)
      || bounds.size.width <= 0 || bounds.size.height <= 0)
    return FALSE;
  if (scroller != NULL)
    g_assert_true (gtk_widget_compute_bounds (scroller, window, &page));
  else
    graphene_rect_init (&page, 0, 0, gtk_widget_get_width (window),
                        gtk_widget_get_height (window));
  if (bounds.origin.x < 0 || bounds.origin.y < 0
      || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5
      || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) + 0.5)
    return FALSE;
  return bounds.origin.y >= page.origin.y - 0.5
         && bounds.origin.y + bounds.size.height <= page.origin.y + page.size.height + 0.5
         && bounds.origin.x >= page.origin.x - 0.5
         && bounds.origin.x + bounds.size.width <= page.origin.x + page.size.width + 0.5;
}

/* @widget is in view, or its scrolled window scrolls it into view: then it is in the window. */
static void
assert_reachable (GtkWidget  *window,
                  GtkWidget  *widget,
                  const char *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds, page;
  double value;

  g_test_message ("%s: %s", what, in_view (window, widget) ? "in view" : "scrolled to");
  if (in_view (window, widget))
    return;
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  g_assert_true (gtk_widget_compute_bounds (scroller, scroller, &page));
  /* As tall as the page at most, and within the scrolled range. */
  g_assert_cmpfloat (bounds.size.height, <=, page.size.height + 0.5);
  value = gtk_adjustment_get_value (adjustment);
  if (bounds.origin.y < 0)
    value += bounds.origin.y;
  else
    value += bounds.origin.y + bounds.size.height - page.size.height;
  g_assert_cmpfloat (value, >=, gtk_adjustment_get_lower (adjustment) - 0.5);
  g_assert_cmpfloat (value, <=,
                     gtk_adjustment_get_upper (adjustment)
                         - gtk_adjustment_get_page_size (adjustment) + 0.5);
  gtk_adjustment_set_value (adjustment, value);
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  g_assert_true (in_view (window, widget));
}

static guint
focused_space (TsBurgundyBoardEditor *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_assert_true (TS_IS_BURGUNDY_HEX_SPACE (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->duchy_view)));
  return ts_burgundy_hex_space_get_index (TS_BURGUNDY_HEX_SPACE (focus));
}

/* Opens the editor on the draft at @width x @height (0 x 0: the smallest the window can be)
 * and checks what the window must show there. */
static void
check_fit (int         width,
           int         height,
           const char *png)
{
  g_autoptr(TsBurgundyBoardStore) store = store_with_draft ();
  GtkWidget *window = ts_burgundy_board_editor_new (NULL, store, BOARD_ID);
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (window);
  int min_width, min_height;
  GtkWidget *last_board;
  GdkSurface *surface;

  /* The smallest window still fits the smallest screen. */
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL, NULL,
                      NULL);
  g_test_message ("smallest window: %d x %d", min_width, min_height);
  g_assert_cmpint (min_width, <=, 1024);
  g_assert_cmpint (min_height, <=, 600);
  if (width == 0)
    {
      width = min_width;
      height = min_height;
    }
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  /* The window takes that much of the screen (here with a few pixels of shadow round its
   * content, which makes the content a little smaller than in the app). */
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_test_message ("window %d x %d, its content %d x %d", gdk_surface_get_width (surface),
                  gdk_surface_get_height (surface), gtk_widget_get_width (window),
                  gtk_widget_get_height (window));
  g_assert_cmpint (gdk_surface_get_width (surface), ==, width);
  g_assert_cmpint (gdk_surface_get_height (surface), ==, height);

  /* The draft's problems are listed: enough rows to need the pane's scrolling. */
  g_test_message ("%u problems", self->n_problems);
  g_assert_cmpuint (self->n_problems, >=, 5);
  g_assert_cmpstr (gtk_widget_get_name (last_child (GTK_WIDGET (self->problem_list))), ==,
                   "problem");

  /* The board is seen whole, and the keyboard is on it: G6 (dark green castle, 6) sets its
   * first space. */
  g_assert_null (gtk_widget_get_ancestor (GTK_WIDGET (self->duchy_view),
                                          GTK_TYPE_SCROLLED_WINDOW));
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    g_assert_true (in_view (window, ts_burgundy_duchy_view_get_space (self->duchy_view, s)));
  /* It takes the height it gets: from 1000x580 on, hexes larger than the board's natural
   * size (48 px high). */
  g_test_message ("hex %d px high",
                  gtk_widget_get_height (ts_burgundy_duchy_view_get_space (self->duchy_view, 0)));
  if (width >= 1000 && height >= 580)
    g_assert_cmpint (gtk_widget_get_height (ts_burgundy_duchy_view_get_space (self->duchy_view,
                                                                              0)),
                     >=, 60);
  g_assert_cmpuint (focused_space (self), ==, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_g));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_6));
  g_assert_cmpuint (self->board.colour[0], ==, TS_BURGUNDY_CASTLE);
  g_assert_cmpuint (self->board.die[0], ==, 6);
  g_assert_cmpuint (focused_space (self), ==, 1);
  g_assert_true (self->dirty);

  /* The draft is the list's last row, now with its longer "not saved" line: kept in view,
   * all of it, without the user scrolling. */
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  last_board = last_child (GTK_WIDGET (self->board_list));
  g_assert_true (GTK_WIDGET (gtk_list_box_get_selected_row (self->board_list)) == last_board);
  g_assert_cmpstr (gtk_label_get_text (g_object_get_data (G_OBJECT (last_board), "subtitle")),
                   ==, "Changed, not saved yet (Ctrl+S saves)");
  g_assert_true (in_view (window, last_board));

  /* From 1000x580 on, the first problem is in view beside the board; the last one and the
   * key help (and in a smaller window the first problem too) are reached by scrolling the
   * pane, which holds them. */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (self->problem_list), self->side_scroller));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (self->help_label), self->side_scroller));
  if (width >= 1000 && height >= 580)
    g_assert_true (in_view (window, gtk_widget_get_first_child (GTK_WIDGET (self->problem_list))));
  else
    assert_reachable (window, gtk_widget_get_first_child (GTK_WIDGET (self->problem_list)),
                      "first problem");
  assert_reachable (window, last_child (GTK_WIDGET (self->problem_list)), "last problem");
  assert_reachable (window, GTK_WIDGET (self->help_label), "key help");
  g_assert_cmpstr (gtk_label_get_text (self->help_label), !=, "");
  g_free (ts_ui_test_save_png (window, png));

  /* Scrolling the pane left the keyboard on the board. */
  g_assert_cmpuint (focused_space (self), ==, 1);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_default_size (void)
{
  check_fit (1000, 580, "burgundy-board-editor-fit-1000x580");
}

static void
test_smallest_screen (void)
{
  check_fit (1024, 600, "burgundy-board-editor-fit-1024x600");
}

static void
test_smallest_window (void)
{
  check_fit (0, 0, "burgundy-board-editor-fit-smallest");
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/burgundy/board-editor/fit/1000x580", test_default_size);
  g_test_add_func ("/burgundy/board-editor/fit/1024x600", test_smallest_screen);
  g_test_add_func ("/burgundy/board-editor/fit/smallest-window", test_smallest_window);
  return g_test_run ();
}
