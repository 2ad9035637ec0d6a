/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history of a Castles of Burgundy match: every entry in words under its phase and round,
 * and corrections and removals that really change the match (and undo back). */
#include "shared/ts-history.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "burgundy/ts-burgundy-state.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-change-question.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

#include <glib/gstdio.h>

extern const TsGameModule ts_burgundy_module;

static TsMatch *
new_match (guint n_entries,
           guint seed)
{
  static const char *players_json = "[{\"name\": \"Ana\", \"color\": \"red\"},"
                                    " {\"name\": \"Bruno\", \"color\": \"blue\"},"
                                    " {\"name\": \"Carla\", \"color\": \"green\"}]";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  g_assert_true (json_parser_load_from_data (parser, players_json, -1, &error));
  match = ts_match_new (&ts_burgundy_module, "History", json_node_get_array (
                            json_parser_get_root (parser)),
                        NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_entries; i++)
    {
      TsBurgundyEntry e;
      g_autoptr(TsEntry) entry = NULL;

      g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e));
      entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  return match;
}

/* Every button without a visible label has a name for screen readers (as test-templates
 * checks for the shell). */
static void
assert_buttons_named (GtkWidget *widget)
{
  GType type = G_OBJECT_TYPE (widget);

  if (GTK_IS_WINDOW_CONTROLS (widget))
    return;
  if (type == GTK_TYPE_BUTTON || type == GTK_TYPE_TOGGLE_BUTTON || type == GTK_TYPE_MENU_BUTTON)
    {
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                                 : gtk_menu_button_get_label (
                                                     GTK_MENU_BUTTON (widget));

      if (label == NULL && ts_tooltip_get (widget) == NULL
          && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("%s in %s has neither a label nor a tooltip", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      if (GTK_IS_MENU_BUTTON (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_buttons_named (child);
}

static GtkListView *
list_of (GtkWidget *history)
{
  return GTK_LIST_VIEW (ts_ui_test_find_type (history, GTK_TYPE_LIST_VIEW));
}

static GtkAdjustment *
vadjustment_of (GtkWidget *history)
{
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
      gtk_widget_get_ancestor (GTK_WIDGET (list_of (history)), GTK_TYPE_SCROLLED_WINDOW)));
}

static void
wait_frames (GtkWidget *widget,
             guint      n)
{
  for (guint i = 0; i < n; i++)
    {
      gtk_test_widget_wait_for_draw (widget);
      ts_ui_test_spin ();
    }
}

/* A row as shown: a header label, then number, words, Correct and Remove. */
static GtkWidget *
row_part (GtkWidget *row,
          guint      part)
{
  GtkWidget *widget = gtk_widget_get_first_child (gtk_widget_get_last_child (row));

  if (part == 0)
    return gtk_widget_get_first_child (row);
  for (guint i = 1; i < part; i++)
    widget = gtk_widget_get_next_sibling (widget);
  return widget;
}

enum
{
  PART_HEADER,
  PART_NUMBER,
  PART_TEXT,
  PART_CORRECT,
  PART_REMOVE,
};

/* Every label's text under @widget, one per line. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static char *
question_text (GtkWidget *history)
{
  GString *text = g_string_new (NULL);

  collect_text (GTK_WIDGET (ts_history_get_question (TS_HISTORY (history))),
                text);
  return g_string_free (text, FALSE);
}

/* The rows the list shows now, by entry index (the list only makes rows for what is in
 * view). */
static GHashTable *
shown_rows (GtkWidget *history)
{
  GHashTable *rows = g_hash_table_new (NULL, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list_of (history)));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = gtk_widget_get_first_child (child);
      const char *number;

      if (row == NULL || !gtk_widget_get_mapped (row))
        continue;
      number = gtk_label_get_text (GTK_LABEL (row_part (row, PART_NUMBER)));
      g_assert_cmpuint (strlen (number), >, 0);
      g_hash_table_insert (rows, GUINT_TO_POINTER (atoi (number) - 1), row);
    }
  return rows;
}

static GtkWidget *
shown_row (GtkWidget *history,
           guint      index)
{
  g_autoptr(GHashTable) rows = shown_rows (history);
  GtkWidget *row = g_hash_table_lookup (rows, GUINT_TO_POINTER (index));

  g_assert_nonnull (row);
  return row;
}

/* What the header over entry @index must say. */
static char *
expected_header (TsMatch *match,
                 guint    index)
{
  guint phase = 0;
  guint round = 0;

  for (guint i = 0; i <= index; i++)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));

      if (e->type == TS_BURGUNDY_ENTRY_FILL_DEPOTS)
        {
          phase++;
          round = 0;
          if (i == index)
            return g_strdup_printf ("Phase %c", 'A' + phase - 1);
        }
      else if (e->type == TS_BURGUNDY_ENTRY_ROLL && ++round > 0 && i == index)
        return g_strdup_printf ("Round %u", round);
      else if (i == 0 && i == index)
        return g_strdup ("Setup");
    }
  return NULL;
}

/* Rows and entries agree one for one, numbered from 1, with their headers: checked by
 * scrolling through the whole list. */
static void
assert_rows_match (GtkWidget *history,
                   TsMatch   *match)
{
  GtkAdjustment *adjustment = vadjustment_of (history);
  guint n = ts_match_get_n_entries (match);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (
                        list_of (history)))),
                    ==, n);
  for (double value = 0;; value += gtk_adjustment_get_page_size (adjustment) / 2)
    {
      g_autoptr(GHashTable) rows = NULL;
      GHashTableIter iter;
      gpointer key, row;

      gtk_adjustment_set_value (adjustment, value);
      wait_frames (history, 2);
      rows = shown_rows (history);
      g_hash_table_iter_init (&iter, rows);
      while (g_hash_table_iter_next (&iter, &key, &row))
        {
          guint i = GPOINTER_TO_UINT (key);
          GtkWidget *header = row_part (row, PART_HEADER);
          g_autofree char *expected = NULL;

          g_assert_cmpuint (i, <, n);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row_part (row, PART_TEXT))), ==,
                           ts_entry_get_description (ts_match_get_entry (match, i)));
          expected = expected_header (match, i);
          g_assert_cmpint (gtk_widget_get_visible (header), ==, expected != NULL);
          if (expected != NULL)
            g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, expected);
          g_hash_table_add (seen, key);
        }
      if (value >= gtk_adjustment_get_upper (adjustment)
                       - gtk_adjustment_get_page_size (adjustment))
        break;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n);
}

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

static const char *
choice_text (GtkListBoxRow *row)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (
      gtk_list_box_row_get_child (row))));
}

/* A decision with a choice: an entry by a player where something else was legal too. */
static guint
find_decision (TsMatch *match)
{
  for (guint i = ts_match_get_n_entries (match); i-- > 0;)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));
      g_autofree TsBurgundyState *state = NULL;
      g_autoptr(GPtrArray) legal = NULL;

      if (e->type <= TS_BURGUNDY_ENTRY_ROLL
          || ts_entry_get_automatic (ts_match_get_entry (match, i)))
        continue;
      state = ts_match_dup_state_before (match, i);
      legal = ts_burgundy_module.legal_entries (state);
      if (legal->len >= 3)
        return i;
    }
  g_assert_not_reached ();
}

static gboolean
label_is (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
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

static void
test_correct_decision (void)
{
  g_autoptr(TsMatch) match = new_match (40, 11);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint index = find_decision (match);
  guint n = ts_match_get_n_entries (match);
  g_autofree char *old_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match,
                                                                                    index)));
  g_autofree char *old_text = g_strdup (ts_entry_get_description (ts_match_get_entry (match,
                                                                                      index)));
  g_autofree char *chosen = NULL;
  GtkWindow *correction;
  GtkListBox *choices;
  GtkListBoxRow *selected;
  GtkListBoxRow *other = NULL;

  /* The row's button opens the window, and Cancel closes it. */
  g_signal_emit_by_name (row_part (shown_row (history, index), PART_CORRECT), "clicked");
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  gtk_widget_activate_action (GTK_WIDGET (correction), "window.close", NULL);
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);

  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  g_assert_true (gtk_window_get_modal (correction));
  g_assert_true (gtk_window_get_transient_for (correction) == window);
  ts_ui_test_present_and_wait (correction);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (correction));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "burgundy-history-correct-decision"));
  assert_buttons_named (GTK_WIDGET (correction));

  /* Every legal entry is offered, the recorded one selected. */
  choices = GTK_LIST_BOX (ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_LIST_BOX));
  selected = gtk_list_box_get_selected_row (choices);
  g_assert_nonnull (selected);
  g_assert_cmpstr (choice_text (selected), ==, old_text);
  /* Issue 24: the focus starts in the search line (Space types there, it activates no
   * row); a single click selects, only activation commits; rows that read alike are one;
   * Enter on the empty search takes nothing. */
  {
    GtkWidget *focus = gtk_window_get_focus (correction);
    GtkWidget *search = ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_SEARCH_ENTRY);
    g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

    g_assert_true (focus != NULL && (focus == search || gtk_widget_is_ancestor (focus, search)));
    g_assert_false (gtk_list_box_get_activate_on_single_click (choices));
    for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (choices,
                                                                   g_hash_table_size (seen)))
                             != NULL;)
      g_assert_true (g_hash_table_add (seen, g_object_get_data (G_OBJECT (row), "ts-text")));
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
    g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
    /* Typed words that match nothing: said; the recorded row they hide is not selected. */
    ts_ui_test_type_text (search, "zeppelin");
    g_assert_null (gtk_list_box_get_selected_row (choices));
    g_assert_nonnull (ts_ui_test_find (GTK_WIDGET (correction), label_is,
                                       "No entry possible here matches “zeppelin”."));
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
    ts_ui_test_type_text (search, "");
  }
  for (guint i = 0; other == NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (choices, i);

      g_assert_nonnull (row);
      if (row != selected)
        other = row;
    }
  chosen = g_strdup (choice_text (other));
  g_signal_emit_by_name (choices, "row-activated", other);
  ts_ui_test_spin ();
  /* When later entries change, the players are asked first. */
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");

  /* The window is gone and the entry is the one chosen; undo brings the old one back. */
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, index)), ==, chosen);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), !=, old_json);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* Issue 41: Escape closes Correct Entry while its search has the focus (the search entry
 * takes Escape before the window: "stop-search" is what it does with it): what was typed goes
 * first, then the window; the entry is unchanged. */
static void
test_correction_escape (void)
{
  g_autoptr(TsMatch) match = new_match (40, 11);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint index = find_decision (match);
  g_autofree char *old_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match,
                                                                                    index)));
  GtkWindow *correction;
  GtkWidget *search;

  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  search = ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_SEARCH_ENTRY);
  ts_ui_test_type_text (search, "zeppelin");
  g_signal_emit_by_name (search, "stop-search");
  ts_ui_test_spin ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
  g_signal_emit_by_name (search, "stop-search");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
  ts_ui_test_destroy_window (window);
}

/* Removing the last entry changes nothing after it: no question, it is gone at once. */
static void
test_remove_and_undo (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint n = ts_match_get_n_entries (match);
  guint index = n - 1;
  g_autofree char *removed = NULL;
  GtkWidget *error_label;

  while (ts_entry_get_automatic (ts_match_get_entry (match, index)))
    index--;
  removed = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match, index)));

  /* The row's Remove button. */
  g_signal_emit_by_name (row_part (shown_row (history, index), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_question (TS_HISTORY (history)));
  g_assert_cmpuint (ts_match_get_n_entries (match), <, n);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, removed);
  assert_rows_match (history, match);

  /* A refusal is told in place. */
  g_assert_false (ts_history_remove (TS_HISTORY (history), 99));
  error_label = gtk_widget_get_first_child (
      ts_ui_test_find_type (history, GTK_TYPE_REVEALER));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (
      error_label))));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "100"));
  ts_ui_test_destroy_window (window);
}

/* Removing a roll would set aside every entry after it: the question lists them in words;
 * Cancel keeps everything, Remove removes and sets them aside, undo brings all back. */
static void
test_remove_asks (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint n = ts_match_get_n_entries (match);
  guint roll = n;
  GtkWindow *question;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;

  for (guint i = n; i-- > 0 && roll == n;)
    if (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, i)))->type
        == TS_BURGUNDY_ENTRY_ROLL)
      roll = i;
  g_assert_cmpuint (roll, <, n - 2);

  /* The row's Remove button, as the players press it. */
  g_signal_emit_by_name (row_part (shown_row (history, roll), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  question = ts_history_get_question (TS_HISTORY (history));
  g_assert_nonnull (question);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (question));
  g_assert_true (gtk_window_get_modal (question));
  g_assert_true (gtk_window_get_transient_for (question) == window);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  text = question_text (history);
  /* Translators' words aside: the heading, the count, and each entry in words. */
  g_assert_nonnull (strstr (text, "Remove Entry"));
  g_assert_nonnull (strstr (text, "would no longer apply and would be set aside"));
  first = g_strdup_printf ("Entry %u, “%s” would no longer apply: ", roll + 2,
                           ts_entry_get_description (ts_match_get_entry (match, roll + 1)));
  g_assert_nonnull (strstr (text, first));
  for (guint i = roll + 2; i < n; i++)
    {
      g_autofree char *line = g_strdup_printf ("Entry %u, “%s” would be set aside with it.",
                                               i + 1, ts_entry_get_description (
                                                   ts_match_get_entry (match, i)));

      g_assert_nonnull (strstr (text, line));
    }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (question));
  g_free (ts_ui_test_save_png (GTK_WIDGET (question), "burgundy-history-remove-question"));

  ts_ui_test_answer_history (history, "_Cancel");
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);

  g_signal_emit_by_name (row_part (shown_row (history, roll), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  ts_ui_test_answer_history (history, "_Remove");
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, roll);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
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

/* A roll corrected through the roll entry form. */
static void
test_correct_roll (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkWindow *correction;
  GtkWidget *form;
  TsBurgundyEntry changed;
  guint index = 0;

  while (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, index)))->type
         != TS_BURGUNDY_ENTRY_ROLL)
    index++;
  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  ts_ui_test_present_and_wait (correction);
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "burgundy-history-correct-roll"));
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_assert_nonnull (form);

  changed = *(const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, index));
  changed.white = changed.white % 6 + 1;
  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, index)))->white,
                    ==, changed.white);
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* A white die corrected through the roll form, where a later ship took that round's goods
 * from the old depot: the question names the ship and what it took and would take. Cancel
 * keeps the correction window open and the match as it was; Correct makes the change. */
static void
test_white_die_asks (void)
{
  g_autoptr(TsMatch) match = NULL;
  GtkWidget *history;
  GtkWindow *window;
  GtkWindow *correction;
  GtkWidget *form;
  TsBurgundyEntry changed;
  g_autofree char *ship_message = NULL;
  g_autofree char *ship_json = NULL;
  g_autofree char *text = NULL;
  guint roll = 0;
  guint ship = 0;

  for (guint seed = 1; seed <= 40 && ship_message == NULL; seed++)
    {
      g_clear_object (&match);
      match = new_match (90, seed);
      for (guint r = 0; r < ts_match_get_n_entries (match) && ship_message == NULL; r++)
        {
          g_autoptr(TsEntry) corrected = NULL;
          g_autoptr(GPtrArray) effects = NULL;

          if (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, r)))->type
              != TS_BURGUNDY_ENTRY_ROLL)
            continue;
          changed = *(const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, r));
          changed.white = changed.white % 6 + 1;
          corrected = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&changed, sizeof changed));
          effects = ts_match_preview_edit (match, r, corrected, NULL);
          for (guint k = 0; effects != NULL && k < effects->len; k++)
            {
              TsMatchEffect *effect = g_ptr_array_index (effects, k);
              const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match,
                                                                                effect->index));

              if (effect->kind == TS_MATCH_EFFECT_CHANGED
                  && e->type == TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT)
                {
                  roll = r;
                  ship = effect->index;
                  ship_message = g_strdup (effect->message);
                  break;
                }
            }
        }
    }
  g_assert_nonnull (ship_message);
  ship_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match, ship)));

  history = ts_history_new (match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), roll);
  correction = ts_history_get_correction (TS_HISTORY (history));
  ts_ui_test_present_and_wait (correction);
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();

  g_assert_nonnull (ts_history_get_question (TS_HISTORY (history)));
  g_assert_true (gtk_window_get_transient_for (ts_history_get_question (
                     TS_HISTORY (history)))
                 == correction);
  text = question_text (history);
  g_assert_nonnull (strstr (text, "Correct Entry"));
  g_assert_nonnull (strstr (text, "would do something else"));
  g_assert_nonnull (strstr (text, ship_message));
  g_assert_nonnull (strstr (ship_message, "goods"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (ts_history_get_question (
      TS_HISTORY (history))));
  g_free (ts_ui_test_save_png (GTK_WIDGET (ts_history_get_question (
                                   TS_HISTORY (history))),
                               "burgundy-history-correct-question"));

  ts_ui_test_answer_history (history, "_Cancel");
  g_assert_true (ts_history_get_correction (TS_HISTORY (history))
                 == correction);
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, roll)))->white,
                    !=, changed.white);

  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();
  ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, roll)))->white,
                    ==, changed.white);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, ship)), ==, ship_json);
  assert_rows_match (history, match);
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
      assert_buttons_named (GTK_WIDGET (window));
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
  g_test_add_func ("/ui/burgundy/history/correct-decision", test_correct_decision);
  g_test_add_func ("/ui/burgundy/history/correction-escape", test_correction_escape);
  g_test_add_func ("/ui/burgundy/history/remove-and-undo", test_remove_and_undo);
  g_test_add_func ("/ui/burgundy/history/remove-asks", test_remove_asks);
  g_test_add_func ("/ui/burgundy/history/automatic-rows", test_automatic_rows);
  g_test_add_func ("/ui/burgundy/history/white-die-asks", test_white_die_asks);
  g_test_add_func ("/ui/burgundy/history/undo-after-reopening", test_undo_after_reopening);
  g_test_add_func ("/ui/burgundy/history/correct-roll", test_correct_roll);
  g_test_add_func ("/ui/burgundy/history/render", test_render);

  return g_test_run ();
}
