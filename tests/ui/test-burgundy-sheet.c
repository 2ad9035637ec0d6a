/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window (issue 6): a 2-player sheet filled by keyboard with the
 * rulebook's end-game examples (the clauses tests/engine/test-burgundy-sheet.c cites), the
 * result page's VP and winner, the tie-break, refusals shown in place and focused, export,
 * and the start page's entry opening the window.
 *
 * Typing: GTK 4.8 has no public way to synthesize key events. The test types where the focus
 * is, as a user would: it reads the window's focus widget (the GtkText inside a spin button or
 * an entry row), asserts it is the field expected next, sets its text (the keys typed) and
 * emits GtkText::activate, the signal its Enter keybinding emits, so the window's own Enter handling
 * decides where the focus goes next. The 100/200 token is a combo row whose key controller
 * takes Down and Enter (ts_ui_test_press_at_focus() runs the controllers on the focus's path):
 * the arrows choose, Enter moves on, the list stays closed. */
#include <string.h>

#include "burgundy-sheet-ui-util.h"
#include "ts-ui-test-util.h"


/* Whether the result table has a row for @label. */
static gboolean
has_table_row (TsBurgundySheetWindow *window,
               const char            *label)
{
  GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_str_equal (ts_ui_test_score_category (grid, r), label))
      return TRUE;
  return FALSE;
}

/* The table's row whose category starts with @label: player @i's cell. */
static const char *
table_cell (TsBurgundySheetWindow *window,
            const char            *label,
            guint                  i)
{
  GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_str_equal (ts_ui_test_score_category (grid, r), label))
      return gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (grid, i + 1, r)));
  g_error ("no row “%s” in the result table", label);
}

static gboolean
has_shortcut (GtkWidget  *widget,
              const char *trigger,
              const char *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *t = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_autofree char *a = gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

          if (g_str_equal (t, trigger) && strstr (a, action) != NULL)
            return TRUE;
        }
    }
  return FALSE;
}

/* -------------------------------------------------------------------------------------- */

static void
test_keyboard_fill (void)
{
  TsBurgundySheetWindow *window;
  JsonNode *breakdown;
  JsonObject *root;
  static const struct
  {
    guint player;
    const char *row;
    const char *vp;
  } monasteries[] = {
    { 0, "Monastery 15", "8" },  /* CB-MON-15: 4 goods types × 2 */
    { 0, "Monastery 25", "11" }, /* CB-MON-25: 11 goods sold × 1 */
    { 0, "Monastery 24", "12" }, /* CB-MON-24: 3 species × 4 */
    { 1, "Monastery 17", "8" },  /* CB-MON-17: 2 watchtowers × 4 */
    { 1, "Monastery 22", "16" }, /* CB-MON-22: 4 banks × 4 */
  };

  bs_ui_set_default_players ();
  window = bs_ui_fill_example (1024, 600);
  g_assert_true (has_shortcut (GTK_WIDGET (window), "<Control>Return", "sheet.score"));
  /* 175 against 138: no tie, so the tie-break facts were not asked, and what a hidden field
   * holds does not count (bridge space 8 does not exist with 2 players). */
  g_assert_false (bs_ui_tie_break_shown (window, 0));
  g_assert_false (bs_ui_tie_break_shown (window, 1));
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, -1)), 8);
  bs_ui_save_png (window, "burgundy-sheet-form");
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();

  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  breakdown = ts_burgundy_sheet_window_get_breakdown (window);
  g_assert_nonnull (breakdown);
  root = json_node_get_object (breakdown);
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "none");

  /* The result page shows those VP, the totals and the winner (CB-END-06). */
  for (guint k = 0; k < G_N_ELEMENTS (monasteries); k++)
    g_assert_cmpstr (table_cell (window, monasteries[k].row, monasteries[k].player), ==,
                     monasteries[k].vp);
  g_assert_cmpstr (table_cell (window, "Monastery 15", 1), ==, "–");
  g_assert_cmpstr (table_cell (window, "VP on the track", 0), ==, "137");
  g_assert_cmpstr (table_cell (window, "Workers", 0), ==, "2");
  g_assert_cmpstr (table_cell (window, "Total", 0), ==, G_STRINGIFY (ANA_TOTAL));
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, G_STRINGIFY (BRUNO_TOTAL));
  g_assert_false (has_table_row (window, "Empty duchy spaces"));
  g_assert_false (has_table_row (window, "Bridge position"));
  /* Each category's Why? opens its rule (issue 55); the total has none. */
  {
    GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);
    guint n_why = 0, n_rows = 0;

    for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++, n_rows++)
      {
        const char *category = ts_ui_test_score_category (grid, r);
        const char *why = ts_ui_test_score_why (grid, r);

        if (g_str_equal (category, "Goods left"))
          g_assert_cmpstr (why, ==, "cb-end-02");
        if (g_str_equal (category, "Total"))
          g_assert_null (why);
        n_why += why != NULL;
      }
    g_assert_cmpuint (n_why, ==, n_rows - 1);
  }
  g_assert_true (bs_ui_shows_text (window, "Ana Wins"));
  g_assert_true (bs_ui_shows_text (window, json_object_get_string_member (root, "explanation")));
  /* The keyboard on the result's heading, where a stray Enter exports nothing. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    g_assert_true (GTK_IS_LABEL (focus));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (focus)), ==, "Ana Wins");
    g_assert_false (gtk_widget_activate (focus));
  }
  bs_ui_save_png (window, "burgundy-sheet-result");

  /* Back to the sheet: Bruno's marker 37 spaces further ties them on 175; Bruno has more
   * empty spaces and wins the tie (CB-TIE-01), and the page says so. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "form");
  gtk_widget_grab_focus (bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1));
  bs_ui_type_number (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1),
                     bs_ui_bruno.track + ANA_TOTAL - BRUNO_TOTAL);
  /* The tie shows both players' tie-break facts; now they count, and Ana's 8 is refused. */
  g_assert_true (bs_ui_tie_break_shown (window, 0));
  g_assert_true (bs_ui_tie_break_shown (window, 1));
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 0), "not 8"));
  g_assert_true (bs_ui_has_focus_in (
      window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, -1)));
  /* Enter walks through them: Ana's, then on to Bruno, then his, then Score. */
  gtk_widget_grab_focus (bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1));
  bs_ui_fill_tie_break (window, 0, &bs_ui_ana);
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
  gtk_widget_grab_focus (bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1));
  bs_ui_fill_tie_break (window, 1, &bs_ui_bruno);
  g_assert_cmpstr (gtk_actionable_get_action_name (
                       GTK_ACTIONABLE (gtk_root_get_focus (GTK_ROOT (window)))),
                   ==, "sheet.score");
  bs_ui_save_png (window, "burgundy-sheet-form-tie");
  g_assert_true (ts_burgundy_sheet_window_score (window));
  g_assert_cmpstr (table_cell (window, "Empty duchy spaces", 1), ==, "6");
  root = json_node_get_object (ts_burgundy_sheet_window_get_breakdown (window));
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "empty-spaces");
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, G_STRINGIFY (ANA_TOTAL));
  g_assert_true (bs_ui_shows_text (window, "Bruno Wins"));
  g_assert_true (bs_ui_shows_text (window, json_object_get_string_member (root, "explanation")));
  g_assert_nonnull (strstr (json_object_get_string_member (root, "explanation"), "empty"));

  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tab goes through the fields in reading order, one stop per field: name, colour, VP on the
 * track, token, goods, silver, workers, each monastery (its remove button, its count), the
 * number entry, the Modules row (closed; the tie-break facts are hidden without a tie); then
 * the next player. */
static void
test_tab_order (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *focus;
  GtkWidget *name;
  static const TsBurgundySheetField fields[] = {
    TS_BURGUNDY_SHEET_FIELD_TRACK,        TS_BURGUNDY_SHEET_FIELD_TOKEN,
    TS_BURGUNDY_SHEET_FIELD_GOODS,        TS_BURGUNDY_SHEET_FIELD_SILVER,
    TS_BURGUNDY_SHEET_FIELD_WORKERS,      TS_BURGUNDY_SHEET_FIELD_COUNT,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY,
  };

  bs_ui_set_default_players ();
  window = bs_ui_new_window (1024, 600);
  gtk_widget_grab_focus (bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  bs_ui_type_enter (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "20");
  name = bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1);
  gtk_widget_grab_focus (name);

#define TAB() (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD), \
               gtk_root_get_focus (GTK_ROOT (window)))
  g_assert_true (bs_ui_has_focus_in (window, name));
  focus = TAB ();
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN));
  g_assert_true (gtk_widget_is_ancestor (focus, name));
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *expected
          = bs_ui_field (window, 0, fields[i], fields[i] == TS_BURGUNDY_SHEET_FIELD_COUNT ? 0 : -1);

      focus = TAB ();
      if (fields[i] == TS_BURGUNDY_SHEET_FIELD_COUNT)
        {
          /* Monastery 20's remove button, then its count ("Markets in the duchy"). */
          g_assert_true (GTK_IS_BUTTON (focus));
          g_assert_true (gtk_widget_is_ancestor (
              focus, gtk_widget_get_ancestor (expected, GTK_TYPE_LIST_BOX_ROW)));
          focus = TAB ();
        }
      g_assert_true (bs_ui_has_focus_in (window, expected));
    }
  /* The Modules row, closed: one stop, its fields not reached. */
  focus = TAB ();
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW));
  focus = TAB ();
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
#undef TAB
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The names and colours come from the preferences (on a data folder without saved games, as a
 * new game proposes them); players can be added up to 4 and removed down to 2. */
static void
test_players (void)
{
  static const char *names[] = { "Ana", "Bruno", "Carla", "", NULL };
  TsBurgundySheetWindow *window;
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);

  ts_ui_test_set_default_players (names, bs_ui_default_colors);
  window = bs_ui_new_window (1024, 600);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 3);
  g_assert_cmpint (ts_burgundy_sheet_window_add_player (window), ==, 3);
  g_assert_cmpint (ts_burgundy_sheet_window_add_player (window), ==, -1);
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->n_players, ==, 4);
  g_assert_cmpstr (sheet->players[0].name, ==, "Ana");
  g_assert_cmpstr (sheet->players[2].name, ==, "Carla");
  /* No name in the preferences: the seat's. */
  g_assert_cmpstr (sheet->players[3].name, ==, "Player 4");
  /* A name longer than the sheet keeps (63 bytes) is said as it is typed: what is kept. */
  gtk_editable_set_text (GTK_EDITABLE (bs_ui_field (window, 3, TS_BURGUNDY_SHEET_FIELD_NAME, -1)),
                         "Maria Eduarda de Albuquerque Ribeiro Vasconcelos Sampaio e Mello "
                         "Brandão");
  g_assert_true (bs_ui_shows_text (window, "Kept as “Maria Eduarda de Albuquerque Ribeiro "
                                           "Vasconcelos Sampaio e Mell”: a name this long is "
                                           "shortened."));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpstr (sheet->players[3].name, ==,
                   "Maria Eduarda de Albuquerque Ribeiro Vasconcelos Sampaio e Mell");
  gtk_editable_set_text (GTK_EDITABLE (bs_ui_field (window, 3, TS_BURGUNDY_SHEET_FIELD_NAME, -1)),
                         "Daniel");
  g_assert_false (bs_ui_shows_text (window, "a name this long is shortened"));

  /* Remove says so, and its Undo puts Bruno back in his seat with what was typed. */
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_SILVER, -1)), 7);
  ts_burgundy_sheet_window_remove_player (window, 1);
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->n_players, ==, 3);
  g_assert_cmpstr (sheet->players[1].name, ==, "Carla");
  ts_ui_test_spin ();
  g_assert_true (bs_ui_shows_text (window, "Removed Bruno"));
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL);
  ts_ui_test_spin ();
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->n_players, ==, 4);
  g_assert_cmpstr (sheet->players[1].name, ==, "Bruno");
  g_assert_cmpint (sheet->players[1].silver, ==, 7);
  g_assert_cmpstr (sheet->players[2].name, ==, "Carla");
  /* Once taken back, the Undo gives nothing more. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 4);
  /* Adding a player retires the Undo of a Remove. */
  ts_burgundy_sheet_window_remove_player (window, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 4);
  ts_burgundy_sheet_window_remove_player (window, 3);
  ts_burgundy_sheet_window_remove_player (window, 0);
  ts_burgundy_sheet_window_remove_player (window, 0);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 2);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A monastery has one tile in the box (CB-MNG-01): the number used by Ana is refused for
 * Bruno in place, with the engine's message, and so is one that does not score at the end
 * (CB-END-05). */
static void
test_monastery_refused (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *entry;
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  const char *twice = "Ana and Bruno both have monastery 17; the box has one.";

  bs_ui_set_default_players ();
  window = bs_ui_new_window (1024, 600);
  gtk_widget_grab_focus (bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  bs_ui_type_enter (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "17");
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)));

  entry = bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1);
  gtk_widget_grab_focus (entry);
  bs_ui_type_enter (window, entry, "17");
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, twice);
  g_assert_true (bs_ui_shows_text (window, twice));
  g_assert_true (bs_ui_has_focus_in (window, entry));
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 0));
  bs_ui_save_png (window, "burgundy-sheet-monastery-refused");
  g_assert_true (bs_ui_has_focus_in (window, entry));

  bs_ui_type_enter (window, entry, "7");
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 1),
                            "monastery 7 does not score at the end of the game"));
  bs_ui_type_enter (window, entry, "seventeen");
  g_assert_nonnull (ts_burgundy_sheet_window_get_problem (window, 1));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 0);

  /* Typing again takes the message away; 22 is free. */
  bs_ui_type_enter (window, entry, "22");
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  g_assert_false (bs_ui_shows_text (window, twice));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 1);
  g_assert_cmpint (sheet->players[1].monasteries[0].monastery, ==, 22);

  /* Once Ana's 17 is taken off her sheet, Bruno may have it. */
  g_signal_emit_by_name (ts_ui_test_find_tooltip (GTK_WIDGET (window), "Remove Monastery 17"),
                         "clicked");
  ts_ui_test_spin ();
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1)));
  g_assert_null (ts_ui_test_find_tooltip (GTK_WIDGET (window), "Remove Monastery 17"));
  gtk_widget_grab_focus (entry);
  bs_ui_type_enter (window, entry, "17");
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[0].n_monasteries, ==, 0);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 2);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Counts beyond the box (CB-CMP-02: 7 watchtowers) and counts that contradict each other
 * (11 goods sold of only 1 type, 7 per type) are refused on Score: the message under the
 * count, the count focused, the form kept. */
static void
test_impossible_count (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *spin;
  const char *too_many = "Bruno, monastery 17: “Watchtowers in the duchy” must be from 0 to 7, "
                         "not 9 (the box has 7 such tiles).";

  bs_ui_set_default_players ();
  window = bs_ui_fill_example (1024, 600);
  spin = bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0);
  gtk_widget_grab_focus (spin);
  bs_ui_type_number (window, spin, 9);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "form");
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, too_many);
  g_assert_true (bs_ui_shows_text (window, too_many));
  g_assert_true (bs_ui_has_focus_in (window, spin));
  g_assert_true (gtk_widget_has_css_class (spin, "error"));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  bs_ui_save_png (window, "burgundy-sheet-count-refused");
  /* Ctrl+Enter does the same. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, too_many);

  /* Correcting the count takes the message away. */
  bs_ui_type_number (window, spin, 2);
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));

  /* Ana's 4 types sold become 1: 11 goods cannot be of one type. */
  spin = bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0);
  gtk_widget_grab_focus (spin);
  bs_ui_type_number (window, spin, 1);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 0),
                            "11 goods sold (monastery 25) cannot be of only 1 types"));
  /* The goods sold are at fault: monastery 25's count, the second on Ana's sheet. */
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 1)));

  gtk_widget_grab_focus (spin);
  bs_ui_type_number (window, spin, 4);
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Issue 24: Score with a player of whom nothing was entered asks first, naming them; Go Back
 * scores nothing and puts the focus on that player's first value; Score Anyway scores. */
static void
test_untouched_player (void)
{
  TsBurgundySheetWindow *window;
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  bs_ui_set_default_players ();
  window = bs_ui_new_window (1024, 600);
  gtk_widget_grab_focus (bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_TRACK, -1));
  bs_ui_type_number (window, bs_ui_field (window, 0, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), 40);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  dialog = ADW_MESSAGE_DIALOG (ts_burgundy_sheet_window_get_untouched_dialog (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Nothing was entered for Bruno: no VP on the track, no goods, silver, "
                   "workers or monastery.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "back");
  adw_message_dialog_response (dialog, "back");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_spin ();
  g_assert_null (ts_burgundy_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "form");
  g_assert_null (ts_burgundy_sheet_window_get_breakdown (window));
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1)));

  /* Asked again; this time Bruno really had nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  dialog = ADW_MESSAGE_DIALOG (ts_burgundy_sheet_window_get_untouched_dialog (window));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "score");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  g_assert_true (bs_ui_shows_text (window, "Ana Wins"));

  /* A sheet with something for everyone is scored without a question. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  ts_ui_test_spin ();
  gtk_widget_grab_focus (bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_SILVER, -1));
  bs_ui_type_number (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_SILVER, -1), 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  g_assert_null (ts_burgundy_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}


int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  /* Page slides and scrolling to the focus happen at once: the PNGs show where they end. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/burgundy/sheet/keyboard-fill", test_keyboard_fill);
  g_test_add_func ("/ui/burgundy/sheet/tab-order", test_tab_order);
  g_test_add_func ("/ui/burgundy/sheet/players", test_players);
  g_test_add_func ("/ui/burgundy/sheet/monastery-refused", test_monastery_refused);
  g_test_add_func ("/ui/burgundy/sheet/impossible-count", test_impossible_count);
  g_test_add_func ("/ui/burgundy/sheet/untouched-player", test_untouched_player);

  return g_test_run ();
}