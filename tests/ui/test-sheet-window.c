/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 58: the shared final-scoring sheet window (TsSheetWindow) with Kingsburg's sheet.
 * docs/file-format.md's example typed field by field (Enter moving on, a province row chosen
 * by a digit), scored as the engine scores the same sheet from its file (KB-END-03,
 * KB-BDG-05, KB-TIE-01), kept in the games folder and reopened filled in; a blank name
 * refused with the engine's message, and a kept sheet the check refuses reopened on the form;
 * the question about players with nothing entered; adding and removing players (KB-CMP-01);
 * the keys. test-sheet-window-caylus.c has Caylus 1303, export, a phone's width and the start
 * page. PNGs of the form and the result go to artifacts/. */
#include <glib/gstdio.h>

#include "sheet-window-ui-util.h"
#include "ts-record-info.h"
#include "ts-score-sheet.h"
#include "ts-ui-test-util.h"

/* -------------------------------------------------------------------------------------- */
/* Kingsburg                                                                               */

/* KB-END-03, KB-BDG-05, KB-TIE-01: the docs' example through the widgets. */
static void
test_kingsburg_example (void)
{
  TsSheetWindow *window = sw_ui_kingsburg_example (1024, 700, "sheet-window-kingsburg-form");
  g_autoptr(TsKingsburgSheet) seed = sw_ui_load_kingsburg_seed ("hand-cathedral-tie.json");
  g_autoptr(JsonNode) expected = sw_ui_score_kingsburg (seed);
  g_autoptr(JsonNode) entered = ts_sheet_window_dup_sheet (window);
  g_autoptr(JsonNode) seed_json = ts_kingsburg_sheet_to_json (seed);
  JsonNode *breakdown = ts_sheet_window_get_breakdown (window);
  GtkGrid *grid = ts_sheet_window_get_table (window);
  int cathedral;

  /* The sheet as the window gives it to the engine is the seed's, and so is its scoring. */
  sw_ui_assert_json_equal (entered, seed_json);
  g_assert_nonnull (breakdown);
  sw_ui_assert_json_equal (breakdown, expected);
  g_assert_cmpint (ts_score_sheet_get_winner (breakdown), ==, 0);

  g_assert_cmpstr (sw_ui_heading (window), ==, "Ann Wins");
  g_assert_true (sw_ui_shows_label (window, "Ann wins: tied on VP, with the most goods."));
  /* The table: the track, the Cathedral (its Why? opens KB-BDG-05), the totals. */
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 1, 1), ==, "30");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 2, 1), ==, "32");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 3, 1), ==, "29");
  cathedral = -1;
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_strcmp0 (ts_ui_test_score_why (grid, r), "kb-bdg-05") == 0)
      cathedral = r;
  g_assert_cmpint (cathedral, >, 1);
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 1, cathedral), ==, "2");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 1, sw_ui_category_row (grid, "Total")), ==, "32");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 2, sw_ui_category_row (grid, "Total")), ==, "32");
  g_assert_cmpstr (ts_ui_test_score_cell (grid, 3, sw_ui_category_row (grid, "Total")), ==, "29");
  g_test_message ("the Cathedral's row: “%s”", ts_ui_test_score_category (grid, cathedral));
  /* KB-TIE-01/02: the tie the explanation names, in rows below the totals: goods 5, 1 and 4
   * (Ann wins on them), then buildings; each row's Why? opens its rule. */
  {
    int goods = sw_ui_category_row (grid, "Goods");
    int buildings = sw_ui_category_row (grid, "Buildings");

    g_assert_cmpint (goods, >, sw_ui_category_row (grid, "Total"));
    g_assert_cmpint (buildings, ==, goods + 1);
    g_assert_cmpstr (ts_ui_test_score_cell (grid, 1, goods), ==, "5");
    g_assert_cmpstr (ts_ui_test_score_cell (grid, 2, goods), ==, "1");
    g_assert_cmpstr (ts_ui_test_score_cell (grid, 3, goods), ==, "4");
    g_assert_cmpstr (ts_ui_test_score_cell (grid, 2, buildings), ==, "3");
    g_assert_cmpstr (ts_ui_test_score_why (grid, goods), ==, "kb-tie-01");
    g_assert_cmpstr (ts_ui_test_score_why (grid, buildings), ==, "kb-tie-02");
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "sheet-window-kingsburg-result"));
  sw_ui_assert_buttons_named (GTK_WIDGET (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The scored sheet is kept in the games folder, as entered; opened again it shows the same
 * result and holds the same values, and is not written again. */
static void
test_kingsburg_kept (void)
{
  TsSheetWindow *window = sw_ui_kingsburg_example (1024, 700, NULL);
  g_autoptr(TsKingsburgSheet) seed = sw_ui_load_kingsburg_seed ("hand-cathedral-tie.json");
  g_autoptr(JsonNode) seed_json = ts_kingsburg_sheet_to_json (seed);
  g_autoptr(JsonNode) expected = sw_ui_score_kingsburg (seed);
  g_autoptr(TsKingsburgSheet) read = NULL;
  g_autoptr(JsonNode) read_json = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TsSheetWindow *again;
  GFile *kept = ts_sheet_window_get_file (window);

  g_assert_nonnull (kept);
  /* In the test's own data folder's games folder. */
  g_assert_true (g_file_has_parent (kept, dir));
  g_assert_true (g_str_has_prefix (g_file_peek_path (kept), g_get_user_data_dir ()));
  g_assert_true (g_str_has_prefix (g_file_peek_path (kept), g_get_tmp_dir ()));
  g_assert_cmpint (sw_ui_kept_files (), ==, 1);
  read = ts_kingsburg_sheet_load_file (kept, "kept.json", &error);
  g_assert_no_error (error);
  read_json = ts_kingsburg_sheet_to_json (read);
  sw_ui_assert_json_equal (read_json, seed_json);
  /* Listed in Saved Games as a score sheet of Kingsburg with its winner. */
  info = ts_record_info_load (kept, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_SHEET);
  g_assert_cmpstr (ts_record_info_get_game_id (info), ==, "kingsburg");
  g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Ann");
  g_assert_true (g_file_load_contents (kept, NULL, &before, NULL, NULL, NULL));

  again = ts_sheet_window_new_for_file (NULL, &ts_kingsburg_sheet_spec, kept, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  gtk_window_set_default_size (GTK_WINDOW (again), 1024, 700);
  ts_ui_test_present_and_wait (GTK_WINDOW (again));
  g_assert_cmpstr (ts_sheet_window_get_page (again), ==, "result");
  sw_ui_assert_json_equal (ts_sheet_window_get_breakdown (again), expected);
  g_assert_cmpstr (sw_ui_heading (again), ==, "Ann Wins");
  g_assert_true (g_file_equal (ts_sheet_window_get_file (again), kept));
  g_assert_cmpuint (ts_sheet_window_get_n_players (again), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (sw_ui_kb_example); i++)
    {
      const KbPlayer *p = &sw_ui_kb_example[i];
      const int values[] = { p->vp, p->gold, p->wood, p->stone };

      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (again, i, KB_NAME))), ==,
                       p->name);
      for (int k = KB_VP; k <= KB_STONE; k++)
        g_assert_cmpint (
            gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (sw_ui_field (again, i, k))), ==,
            values[k]);
      for (guint r = 0; r < 5; r++)
        g_assert_cmpuint (
            adw_combo_row_get_selected (ADW_COMBO_ROW (sw_ui_field (again, i, KB_ROW1 + r))), ==,
            p->rows[r]);
    }
  /* Reopening wrote nothing. */
  g_assert_cmpint (sw_ui_kept_files (), ==, 1);
  g_assert_true (g_file_load_contents (kept, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* Back to the sheet, a change, scored again: the same file is rewritten. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (again), "sheet.back", NULL));
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_sheet_window_get_page (again), ==, "form");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sw_ui_field (again, 1, KB_VP)), 40);
  g_assert_true (ts_sheet_window_score (again));
  g_assert_true (g_file_equal (ts_sheet_window_get_file (again), kept));
  g_assert_cmpint (sw_ui_kept_files (), ==, 1);
  g_clear_object (&info);
  info = ts_record_info_load (kept, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Brian");

  ts_ui_test_destroy_window (GTK_WINDOW (again));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A blank name is refused with the engine's own message, under that player; nothing is kept;
 * typing a name takes the refusal back. */
static void
test_kingsburg_refused (void)
{
  TsSheetWindow *window;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TsKingsburgSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  int player = -2;

  sw_ui_set_players (sw_ui_kb_names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 700);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sw_ui_field (window, 1, KB_VP)), 12);
  ts_ui_test_type_text (sw_ui_field (window, 1, KB_NAME), "");
  gtk_widget_grab_focus (sw_ui_field (window, 2, KB_VP));

  /* What the engine says of the same sheet. */
  node = ts_sheet_window_dup_sheet (window);
  sheet = ts_kingsburg_sheet_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_false (ts_kingsburg_sheet_check (sheet, &player, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (player, ==, 1);
  g_assert_cmpstr (error->message, ==, "Player 2 has no name.");

  g_assert_false (ts_sheet_window_score (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  g_assert_null (ts_sheet_window_get_breakdown (window));
  g_assert_null (ts_sheet_window_get_file (window));
  g_assert_cmpint (sw_ui_kept_files (), ==, 0);
  g_assert_cmpstr (ts_sheet_window_get_problem (window, 1), ==, error->message);
  g_assert_null (ts_sheet_window_get_problem (window, 0));
  g_assert_null (ts_sheet_window_get_problem (window, 2));
  g_assert_true (sw_ui_shows_label (window, error->message));
  /* Right under the player's name, in view with it however many rows follow. */
  {
    GtkWidget *name = gtk_widget_get_ancestor (sw_ui_field (window, 1, KB_NAME),
                                               ADW_TYPE_ENTRY_ROW);
    GtkWidget *next = gtk_widget_get_next_sibling (name);

    g_assert_true (gtk_widget_get_visible (next));
    g_assert_true (GTK_IS_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (next))));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (
                         GTK_LIST_BOX_ROW (next)))),
                     ==, error->message);
  }
  /* The focus goes to the name at fault. */
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 1, KB_NAME)));
  /* Nothing to export. */
  {
    g_autoptr(GError) export_error = NULL;
    g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "refused.pdf", NULL);
    g_autoptr(GFile) pdf = g_file_new_for_path (path);

    g_assert_false (ts_sheet_window_export (window, pdf, TRUE, &export_error));
    g_assert_error (export_error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_false (g_file_query_exists (pdf, NULL));
  }

  /* A name longer than the sheet keeps (31 bytes) is said as it is typed, with what is kept. */
  ts_ui_test_type_text (sw_ui_field (window, 1, KB_NAME), "Bartholomew Maximilian Fitzgerald-Smythe");
  g_assert_true (sw_ui_shows_label (window, "Kept as “Bartholomew Maximilian Fitzgera”: a name "
                                            "this long is shortened."));
  ts_ui_test_type_text (sw_ui_field (window, 1, KB_NAME), "Brian");
  g_assert_false (sw_ui_shows_label (window, "Kept as “Bartholomew Maximilian Fitzgera”: a name "
                                             "this long is shortened."));
  g_assert_null (ts_sheet_window_get_problem (window, 1));
  g_assert_false (sw_ui_shows_label (window, error->message));
  g_assert_true (ts_sheet_window_score (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  g_assert_nonnull (ts_sheet_window_get_file (window));
  g_assert_cmpint (sw_ui_kept_files (), ==, 1);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A kept sheet that no longer passes the check opens on the form, the engine's refusal under
 * the player at fault (refused-blank-name.json: player 1's name is a space), nothing written. */
static void
test_kingsburg_reopen_refused (void)
{
  g_autofree char *seed = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds-kingsburg-sheet",
                                                 "refused-blank-name.json", NULL);
  g_autofree char *copy_path = g_build_filename (g_get_user_data_dir (), "blank.json", NULL);
  g_autoptr(GFile) source = g_file_new_for_path (seed);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(TsKingsburgSheet) sheet = sw_ui_load_kingsburg_seed ("refused-blank-name.json");
  g_autoptr(GError) refusal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TsSheetWindow *window;
  int player = -2;

  g_assert_false (ts_kingsburg_sheet_check (sheet, &player, &refusal));
  g_assert_cmpint (player, ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
  g_assert_true (g_file_copy (source, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (copy, NULL, &before, NULL, NULL, NULL));
  window = ts_sheet_window_new_for_file (NULL, &ts_kingsburg_sheet_spec, copy, &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  g_assert_null (ts_sheet_window_get_breakdown (window));
  g_assert_cmpstr (ts_sheet_window_get_problem (window, 0), ==, refusal->message);
  g_assert_null (ts_sheet_window_get_problem (window, 1));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 1, KB_NAME))), ==,
                   "Brian");
  g_assert_cmpint (
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (sw_ui_field (window, 0, KB_VP))), ==, 3);
  g_assert_true (g_file_load_contents (copy, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (copy_path), ==, 0);
}

/* Score with players of whom nothing was entered asks first; Go Back scores nothing and puts
 * the focus on that player's first sw_ui_field; Score Anyway scores. */
static void
test_kingsburg_untouched (void)
{
  static const char *const names[] = { "Ann", "Brian", NULL };
  TsSheetWindow *window;
  AdwMessageDialog *dialog;

  sw_ui_set_players (names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  dialog = ADW_MESSAGE_DIALOG (ts_sheet_window_get_untouched_dialog (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Score Players With Nothing Entered?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Nothing was entered for Ann, Brian: no VP on the track, no goods and no "
                   "buildings.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "back");
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  g_assert_null (ts_sheet_window_get_breakdown (window));
  /* Asked once: Score again while it is open does nothing more. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  g_assert_true (ts_sheet_window_get_untouched_dialog (window) == GTK_WIDGET (dialog));
  adw_message_dialog_response (dialog, "back");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_spin ();
  g_assert_null (ts_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  g_assert_null (ts_sheet_window_get_file (window));
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 0, KB_VP)));

  /* Ann has VP: only Brian is asked about now. */
  sw_ui_type_number (window, sw_ui_field (window, 0, KB_VP), 20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  dialog = ADW_MESSAGE_DIALOG (ts_sheet_window_get_untouched_dialog (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Score a Player With Nothing Entered?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Nothing was entered for Brian: no VP on the track, no goods and no "
                   "buildings.");
  adw_message_dialog_response (dialog, "score");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_spin ();
  g_assert_null (ts_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  g_assert_cmpstr (sw_ui_heading (window), ==, "Ann Wins");
  g_assert_nonnull (ts_sheet_window_get_file (window));

  /* A province row alone is something entered too: no question. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL));
  ts_ui_test_spin ();
  adw_combo_row_set_selected (ADW_COMBO_ROW (sw_ui_field (window, 1, KB_ROW1 + 2)), 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  g_assert_null (ts_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static GtkWidget *
remove_button (TsSheetWindow *window,
               guint          player)
{
  g_autofree char *tooltip = g_strdup_printf ("Remove Player %u", player + 1);

  return ts_ui_test_find_tooltip (GTK_WIDGET (window), tooltip);
}

/* KB-CMP-01: 2 to 5 players. The proposed players first; Add Player up to 5, then disabled;
 * Remove down to 2, then not offered. */
static void
test_kingsburg_players (void)
{
  TsSheetWindow *window;
  GtkWidget *add;

  sw_ui_set_players (sw_ui_kb_names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 700);
  add = ts_ui_test_find_button (GTK_WIDGET (window), "_Add Player");
  g_assert_nonnull (add);
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, i, KB_NAME))), ==,
                     sw_ui_kb_names[i]);
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_get_visible (remove_button (window, i)));

  /* Through the action, as the button does: the new player's name has the focus. */
  g_assert_true (gtk_widget_get_sensitive (add));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 4);
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 3, KB_NAME)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 3, KB_NAME))), ==,
                   "Player 4");
  g_assert_cmpint (ts_sheet_window_add_player (window), ==, 4);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 5);
  /* At 5 (TS_KINGSBURG_MAX_PLAYERS) no more. */
  g_assert_false (gtk_widget_get_sensitive (add));
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL);
  ts_ui_test_spin ();
  g_assert_cmpint (ts_sheet_window_add_player (window), ==, -1);
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 5);
  g_assert_null (ts_sheet_window_get_field (window, 4, KB_N_FIELDS));

  /* Remove through player 1's own button: the others move up, numbered again. */
  ts_ui_test_type_text (sw_ui_field (window, 4, KB_NAME), "Dora");
  ts_ui_test_click (remove_button (window, 0));
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 0, KB_NAME))), ==,
                   "Brian");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 3, KB_NAME))), ==,
                   "Dora");
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 0, KB_NAME)));
  g_assert_null (remove_button (window, 4));
  g_assert_true (gtk_widget_get_sensitive (add));
  ts_sheet_window_remove_player (window, 3);
  ts_ui_test_spin ();
  ts_ui_test_click (remove_button (window, 2));
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 2);
  /* At 2 (the least), Remove is not offered and does nothing. */
  g_assert_false (gtk_widget_get_visible (remove_button (window, 0)));
  g_assert_false (gtk_widget_get_visible (remove_button (window, 1)));
  ts_sheet_window_remove_player (window, 1);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 0, KB_NAME))), ==,
                   "Brian");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 1, KB_NAME))), ==,
                   "Cindy");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Enter moves on from every sw_ui_field; on a province row the digits (and Up, Down) choose how
 * far it is built, a digit past its end is not taken, Enter moves on; past the last sw_ui_field of
 * the last player, Score has the focus; Ctrl+Enter scores. */
static void
test_kingsburg_keys (void)
{
  static const char *const names[] = { "Ann", "Brian", NULL };
  TsSheetWindow *window;
  GtkWidget *row;

  sw_ui_set_players (names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 700);
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 0, KB_NAME)));
  /* Enter on the name keeps it and moves to the VP. */
  sw_ui_type_enter (window, sw_ui_field (window, 0, KB_NAME), NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 0, KB_NAME))), ==,
                   "Ann");
  /* Each spin button's Enter: the next sw_ui_field, the value typed taken. */
  sw_ui_type_number (window, sw_ui_field (window, 0, KB_VP), -5);
  g_assert_cmpint (
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (sw_ui_field (window, 0, KB_VP))), ==, -5);
  sw_ui_type_number (window, sw_ui_field (window, 0, KB_GOLD), 3);
  sw_ui_type_number (window, sw_ui_field (window, 0, KB_WOOD), 0);
  sw_ui_type_number (window, sw_ui_field (window, 0, KB_STONE), 1);
  row = sw_ui_field (window, 0, KB_ROW1);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == row);
  /* Row 1 has 4 buildings: 9 is no choice; Down and Up step. */
  g_assert_false (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_9));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Down));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Down));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 2);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Up));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Built: Statue");
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_4));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 4);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Built: Statue, Chapel, Church, Cathedral");
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Return));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == sw_ui_field (window, 0, KB_ROW1 + 1));
  for (guint r = 1; r < 5; r++)
    sw_ui_choose_row (window, sw_ui_field (window, 0, KB_ROW1 + r), r == 4 ? 2 : 0);
  g_assert_cmpstr (
      adw_action_row_get_subtitle (ADW_ACTION_ROW (sw_ui_field (window, 0, KB_ROW1 + 1))), ==,
      "Nothing built");
  /* Past Ann's last row: Brian's name. */
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 1, KB_NAME)));
  sw_ui_fill_kingsburg_player (window, 1, &sw_ui_kb_example[1]);
  /* Past the last sw_ui_field of the last player: Score. */
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window),
                                      ts_ui_test_find_button (GTK_WIDGET (window), "_Score")));
  /* Score from any sw_ui_field (Ctrl+Enter: the e2e test presses it). */
  gtk_widget_grab_focus (sw_ui_field (window, 0, KB_GOLD));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  {
    g_autoptr(JsonNode) node = ts_sheet_window_dup_sheet (window);
    JsonObject *ann = json_array_get_object_element (
        json_object_get_array_member (json_node_get_object (node), "players"), 0);
    JsonArray *buildings = json_object_get_array_member (ann, "buildings");

    g_assert_cmpint (json_object_get_int_member (ann, "vp"), ==, -5);
    g_assert_cmpint (json_object_get_int_member (ann, "gold"), ==, 3);
    g_assert_cmpint (json_object_get_int_member (ann, "stone"), ==, 1);
    g_assert_cmpuint (json_array_get_length (buildings), ==, 6);
    g_assert_cmpstr (json_array_get_string_element (buildings, 3), ==, "cathedral");
    g_assert_cmpstr (json_array_get_string_element (buildings, 4), ==, "barricade");
    g_assert_cmpstr (json_array_get_string_element (buildings, 5), ==, "crane");
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Removing a player says so in a toast, and its Undo puts them back in their seat with what
 * was typed (nothing dropped without a way back); adding a player instead retires it. */
static void
test_kingsburg_remove_undo (void)
{
  TsSheetWindow *window;

  sw_ui_set_players (sw_ui_kb_names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 700);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sw_ui_field (window, 1, KB_VP)), 27);
  adw_combo_row_set_selected (ADW_COMBO_ROW (sw_ui_field (window, 1, KB_ROW1)), 3);

  ts_sheet_window_remove_player (window, 1);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 1, KB_NAME))), ==,
                   sw_ui_kb_names[2]);
  g_assert_true (sw_ui_shows_label (window, "Removed Brian"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 1, KB_NAME))), ==,
                   "Brian");
  g_assert_cmpint (
      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (sw_ui_field (window, 1, KB_VP))), ==, 27);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (sw_ui_field (window, 1, KB_ROW1))),
                    ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 2, KB_NAME))), ==,
                   sw_ui_kb_names[2]);
  /* Once: a second Undo has nothing to give back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 3);

  /* A player added after a removal: the removed one's Undo is gone. */
  ts_sheet_window_remove_player (window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.restore-player", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_ui_field (window, 0, KB_NAME))), ==,
                   "Brian");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Add Player on a window too short for every player: the new player's name, which has the
 * keyboard, is scrolled into view, not left below while the view goes to the top. */
static void
test_add_player_in_view (void)
{
  TsSheetWindow *window;
  GtkWidget *field, *scrolled;
  graphene_rect_t bounds;

  sw_ui_set_players (sw_ui_kb_names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, 1024, 420);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL));
  field = sw_ui_field (window, 4, KB_NAME);
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), field));
  /* Two frames: the new fields laid out, then the scroll painted. */
  for (guint i = 0; i < 2; i++)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ts_ui_test_spin ();
    }
  scrolled = gtk_widget_get_ancestor (field, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scrolled);
  g_assert_true (gtk_widget_compute_bounds (field, scrolled, &bounds));
  g_test_message ("the new name at y %.0f to %.0f of %d", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scrolled));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  /* Page slides and scrolling to the focus happen at once: the PNGs show where they end. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/sheet-window/kingsburg/example", test_kingsburg_example);
  g_test_add_func ("/ui/sheet-window/kingsburg/kept", test_kingsburg_kept);
  g_test_add_func ("/ui/sheet-window/kingsburg/refused", test_kingsburg_refused);
  g_test_add_func ("/ui/sheet-window/kingsburg/reopen-refused", test_kingsburg_reopen_refused);
  g_test_add_func ("/ui/sheet-window/kingsburg/untouched", test_kingsburg_untouched);
  g_test_add_func ("/ui/sheet-window/kingsburg/remove-undo", test_kingsburg_remove_undo);
  g_test_add_func ("/ui/sheet-window/kingsburg/players", test_kingsburg_players);
  g_test_add_func ("/ui/sheet-window/kingsburg/add-player-in-view", test_add_player_in_view);
  g_test_add_func ("/ui/sheet-window/kingsburg/keys", test_kingsburg_keys);

  return g_test_run ();
}
