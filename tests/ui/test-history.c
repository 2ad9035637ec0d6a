/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history of a Castles of Burgundy match: every entry in words under its phase and round,
 * the newest in view and given the focus, automatic entries, undo after reopening. Corrections
 * and removals are test-history-correction.c's. */
#include "burgundy-history-ui-util.h"
#include "shared/ts-history.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

#include <glib/gstdio.h>

static void
test_empty (void)
{
  g_autoptr(TsMatch) match = new_match (0, 1);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkStack *stack = GTK_STACK (ts_ui_test_find_type (history, GTK_TYPE_STACK));

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (gtk_stack_get_visible_child (
                       stack))),
                   ==, "Nothing entered yet");
  g_free (ts_ui_test_save_png (history, "burgundy-history-empty"));
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (1);
    g_autoptr(TsEntry) entry = NULL;
    TsBurgundyEntry e;

    g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e));
    entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));
    g_assert_true (ts_match_apply (match, entry, NULL));
  }
  ts_ui_test_spin ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "list");
  assert_rows_match (history, match);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row_part (shown_row (history, 0),
                                                            PART_HEADER))),
                   ==, "Setup");
  ts_ui_test_destroy_window (window);
}

static void
test_rows_and_headers (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkAdjustment *adjustment = vadjustment_of (history);
  guint phases = 0;
  guint rounds = 0;

  /* The newest entry is in view. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment),
                                  gtk_adjustment_get_upper (adjustment)
                                      - gtk_adjustment_get_page_size (adjustment),
                                  1);
  (void) shown_row (history, 39);

  assert_rows_match (history, match);
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *header = expected_header (match, i);

      phases += header != NULL && g_str_has_prefix (header, "Phase");
      rounds += header != NULL && g_str_has_prefix (header, "Round");
    }
  g_assert_cmpuint (phases, ==, 1);
  g_assert_cmpuint (rounds, >=, 2);

  /* Entries added later appear at the bottom, numbered on, and come into view. */
  gtk_adjustment_set_value (adjustment, 0);
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (3);
    g_autoptr(TsEntry) entry = NULL;
    TsBurgundyEntry e;

    g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e));
    entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));
    g_assert_true (ts_match_apply (match, entry, NULL));
  }
  /* The scroll is made at the start of a frame, once the list has its new height. */
  for (guint frame = 0; frame < 10 && gtk_adjustment_get_value (adjustment)
                                          < gtk_adjustment_get_upper (adjustment)
                                                - gtk_adjustment_get_page_size (adjustment) - 1;
       frame++)
    wait_frames (history, 1);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment),
                                  gtk_adjustment_get_upper (adjustment)
                                      - gtk_adjustment_get_page_size (adjustment),
                                  1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row_part (shown_row (history, 40),
                                                            PART_NUMBER))),
                   ==, "41");
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* Issue 30: the history page shown (Alt+2) gives the focus to the newest entry's row, never
 * to one of its buttons: Remove is one key from a change. */
static void
test_focus_newest (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkWidget *focus = NULL;

  ts_history_focus_newest (TS_HISTORY (history));
  for (guint i = 0; i < 100 && (focus = gtk_root_get_focus (GTK_ROOT (window))) == NULL; i++)
    ts_ui_test_spin ();
  for (guint i = 0; i < 20; i++)
    ts_ui_test_spin ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_get_first_child (focus)
                 == shown_row (history, ts_match_get_n_entries (match) - 1));
  ts_ui_test_destroy_window (window);
}

/* The same through the page, as Alt+2 shows it for the first time: the rows are laid out a
 * frame or two later, and the newest then takes the focus. */
static void
test_focus_newest_page (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWindow *window = NULL;
  GtkWidget *page = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_BURGUNDY_VIEW, &window);
  GtkWidget *focus = NULL;
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_assert_true (gtk_widget_activate_action (page, "game.show-history", NULL));
  while (g_get_monotonic_time () < end)
    {
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != NULL && g_strcmp0 (G_OBJECT_TYPE_NAME (focus), "GtkListItemWidget") == 0)
        break;
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_nonnull (focus);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (focus), ==, "GtkListItemWidget");
  ts_ui_test_destroy_window (window);
}

/* A whole game's history laid out on a page not shown yet (an AdwViewStack lays out all its
 * pages), then shown with Alt+2: GTK 4.8's list keeps rows for about 200 entries around its
 * anchor, and setting its adjustment to the end did not move that anchor: the page was empty,
 * the newest row never came, and the focus went to entry 1's row (its correction one Enter
 * away; Kingsburg and Carcassonne in the real binary). */
static void
test_focus_newest_long (void)
{
  g_autoptr(TsMatch) match = new_match (1, 7);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GtkWidget *stack = adw_view_stack_new ();
  GtkWidget *history;
  GtkWindow *window;
  TsBurgundyEntry e;
  GtkWidget *focus = NULL;
  gint64 end;
  guint n;

  /* A whole game: random entries until the last. */
  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));

      g_assert_true (ts_match_apply (match, entry, NULL));
    }
  n = ts_match_get_n_entries (match);
  g_assert_cmpuint (n, >, 220);
  history = ts_history_new (match);
  adw_view_stack_add_named (ADW_VIEW_STACK (stack), gtk_label_new ("Table"), "table");
  adw_view_stack_add_named (ADW_VIEW_STACK (stack), history, "history");
  window = ts_ui_test_show_history (stack);
  wait_frames (GTK_WIDGET (window), 3);

  /* The page shown with the focus on the table: the view stack moves it into the new page
   * (GTK 4.8's GtkStack and libadwaita 1.2's AdwViewStack as a page was shown), before Alt+2
   * asks for the newest row. It went to entry 1's Correct button. */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "history");
  g_assert_true (gtk_widget_child_focus (history, GTK_DIR_TAB_FORWARD));
  g_assert_false (GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (window))));
  ts_history_focus_newest (TS_HISTORY (history));
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    {
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != NULL && gtk_widget_get_first_child (focus) != NULL
          && g_hash_table_contains (shown_rows (history), GUINT_TO_POINTER (n - 1)))
        break;
      g_main_context_iteration (NULL, FALSE);
    }
  wait_frames (GTK_WIDGET (window), 3);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_get_first_child (focus) == shown_row (history, n - 1));
  ts_ui_test_destroy_window (window);
}

/* An automatic end of turn reads as such and offers neither Correct nor Remove; asked to
 * correct it, the history says why not. */
static void
test_automatic_rows (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint n = ts_match_get_n_entries (match);
  guint index = n;
  GtkWidget *row;
  GtkWidget *error_label;

  for (guint i = n; i-- > n - 12 && index == n;)
    if (ts_entry_get_automatic (ts_match_get_entry (match, i)))
      index = i;
  g_assert_cmpuint (index, <, n);
  row = shown_row (history, index);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (row_part (row, PART_TEXT))),
                            "turn ends by itself: nothing is left to do (automatic)."));
  g_assert_false (gtk_widget_get_visible (row_part (row, PART_CORRECT)));
  g_assert_false (gtk_widget_get_visible (row_part (row, PART_REMOVE)));
  g_assert_true (gtk_widget_get_visible (row_part (shown_row (history, index - 1),
                                                   PART_CORRECT)));

  ts_history_correct (TS_HISTORY (history), index);
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  error_label = gtk_widget_get_first_child (ts_ui_test_find_type (history, GTK_TYPE_REVEALER));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)),
                            "was written by Tableside"));
  ts_ui_test_destroy_window (window);
}

/* A record opened in the window can be undone at once: win.undo takes back its last entry
 * (with the automatic end after it), and the file follows. */
static void
test_undo_after_reopening (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  g_autofree char *dir = g_dir_make_tmp ("ts-history-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) saved = NULL;
  TsWindow *window;
  TsMatch *shown;
  guint n = ts_match_get_n_entries (match);
  guint expected = n - 1;

  while (ts_entry_get_automatic (ts_match_get_entry (match, expected)))
    expected--;
  ts_match_set_file (match, file); /* saves it */

  window = ts_window_new (NULL);
  ts_window_open_file (window, file);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  shown = ts_window_get_match (window);
  g_assert_nonnull (shown);
  g_assert_true (shown != match);
  g_assert_cmpuint (ts_match_get_n_entries (shown), ==, n);
  g_assert_true (ts_match_get_can_undo (shown));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (shown), ==, expected);
  saved = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (saved), ==, expected);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (shown), <, expected);

  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_render (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);

  for (guint dark = 0; dark < 2; dark++)
    {
      GtkWidget *history = ts_history_new (match);
      GtkWindow *window;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = ts_ui_test_show_history (history);
      ts_ui_test_assert_buttons_named (GTK_WIDGET (window));
      g_free (ts_ui_test_save_png (history, dark ? "burgundy-history-500x600-dark"
                                                 : "burgundy-history-500x600-light"));
      ts_ui_test_destroy_window (window);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/history/empty", test_empty);
  g_test_add_func ("/ui/burgundy/history/focus-newest", test_focus_newest);
  g_test_add_func ("/ui/burgundy/history/focus-newest-page", test_focus_newest_page);
  g_test_add_func ("/ui/burgundy/history/focus-newest-long", test_focus_newest_long);
  g_test_add_func ("/ui/burgundy/history/rows-and-headers", test_rows_and_headers);
  g_test_add_func ("/ui/burgundy/history/automatic-rows", test_automatic_rows);
  g_test_add_func ("/ui/burgundy/history/undo-after-reopening", test_undo_after_reopening);
  g_test_add_func ("/ui/burgundy/history/render", test_render);

  return g_test_run ();
}
