/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window in the team game (issue 58, CB-TEM-01/09/14/15): the Team
 * Game switch sets 4 players (A1 Ana, B1 Bruno, A2 Carla, B2 Daniel) and keeps them; Carla's
 * and Daniel's forms hide the team's rows, name their partner's sheet, and say when something
 * typed there is left out; Enter passes the hidden rows by; the teams are scored (167 against
 * 166, then a tie won on the team board's empty spaces, typed once on Bruno's form); the
 * sheet is kept as a team sheet and reopens as one; the switch turned off gives the rows back
 * with what was typed. The engine's worked examples are the same
 * (tests/engine/test-burgundy-sheet-team.c). */
#include "burgundy-sheet-ui-util.h"
#include "ts-burgundy-sheet-window-private.h"
#include "ts-ui-test-util.h"

static void
set_number (TsBurgundySheetWindow *window,
            guint                  player,
            TsBurgundySheetField   field,
            int                    value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (bs_ui_field (window, player, field, -1)), value);
}

/* Whether player @player's row for @field is drawn (its list row and the form visible). */
static gboolean
field_shown (TsBurgundySheetWindow *window,
             guint                  player,
             TsBurgundySheetField   field)
{
  return gtk_widget_is_visible (bs_ui_field (window, player, field, -1));
}

static JsonObject *
team_of (TsBurgundySheetWindow *window,
         guint                  t)
{
  JsonObject *root = json_node_get_object (ts_burgundy_sheet_window_get_breakdown (window));

  return json_array_get_object_element (json_object_get_array_member (root, "teams"), t);
}

static void
test_team (void)
{
  TsBurgundySheetWindow *window;
  TsBurgundySheetPlayerForm *carla;
  GtkWidget *team_switch;
  JsonObject *root;

  bs_ui_set_default_players ();
  window = bs_ui_new_window (1024, 700);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 2);
  /* Carla, added before the team game is chosen, has 3 silver of her own typed in. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.add-player", NULL);
  gtk_editable_set_text (
      GTK_EDITABLE (bs_ui_field (window, 2, TS_BURGUNDY_SHEET_FIELD_NAME, -1)), "Carla");
  gtk_editable_set_text (
      GTK_EDITABLE (bs_ui_field (window, 3, TS_BURGUNDY_SHEET_FIELD_NAME, -1)), "Daniel");
  set_number (window, 2, TS_BURGUNDY_SHEET_FIELD_SILVER, 3);

  /* CB-TEM-01: the switch keeps 4 players; none is added or removed while it is on. */
  team_switch = ts_ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_SWITCH);
  g_assert_nonnull (team_switch);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                       gtk_widget_get_ancestor (team_switch, ADW_TYPE_ACTION_ROW))),
                   ==, "Team _Game");
  gtk_switch_set_active (GTK_SWITCH (team_switch), TRUE);
  ts_ui_test_spin ();
  g_assert_true (ts_burgundy_sheet_window_get_team (window));
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 4);
  g_assert_false (gtk_widget_is_sensitive (
      ts_ui_test_find_button (GTK_WIDGET (window), "_Add Player")));
  g_assert_true (bs_ui_shows_text (window, "Teams Share a Remaining Tie"));
  g_assert_true (bs_ui_shows_text (window, "Team A"));

  /* CB-TEM-09: Carla's form has her track, token and bridge; the team's rows are Ana's. */
  carla = ts_burgundy_sheet_window_get_form (window, 2);
  g_assert_cmpstr (ts_burgundy_sheet_player_form_get_partner (carla), ==, "Ana");
  g_assert_null (
      ts_burgundy_sheet_player_form_get_partner (ts_burgundy_sheet_window_get_form (window, 1)));
  g_assert_true (field_shown (window, 2, TS_BURGUNDY_SHEET_FIELD_TRACK));
  g_assert_false (field_shown (window, 2, TS_BURGUNDY_SHEET_FIELD_SILVER));
  g_assert_false (field_shown (window, 2, TS_BURGUNDY_SHEET_FIELD_GOODS));
  g_assert_false (field_shown (window, 2, TS_BURGUNDY_SHEET_FIELD_MONASTERY));
  g_assert_true (field_shown (window, 0, TS_BURGUNDY_SHEET_FIELD_SILVER));
  g_assert_true (bs_ui_shows_text (window, "Plays in a team with Ana: the team's goods, "
                                           "silver, workers, tiles and empty spaces are "
                                           "entered once, on Ana's sheet."));
  /* Her 3 silver are left out, and a toast says so. */
  g_assert_true (ts_burgundy_sheet_player_form_has_hidden_assets (carla));
  g_assert_true (bs_ui_shows_text (window, "Carla's goods, silver, workers and tiles are not "
                                           "counted in a team game: enter the team's on Ana's "
                                           "sheet"));

  /* Enter on Carla's token goes on to Daniel's name: the hidden rows are passed by. */
  gtk_widget_grab_focus (bs_ui_field (window, 2, TS_BURGUNDY_SHEET_FIELD_TRACK, -1));
  bs_ui_type_number (window, bs_ui_field (window, 2, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), 70);
  g_assert_true (bs_ui_has_focus_in (window,
                                     bs_ui_field (window, 2, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1)));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Return));
  g_assert_true (bs_ui_has_focus_in (window,
                                     bs_ui_field (window, 3, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
  /* The picture: Carla's form at the top of the view. */
  {
    GtkWidget *scroller = ts_ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    graphene_point_t at;

    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (carla),
                                             gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                             &GRAPHENE_POINT_INIT (0, 0), &at));
    gtk_adjustment_set_value (adjustment, at.y - 12);
    bs_ui_save_png (window, "burgundy-sheet-team-partners");
  }

  /* CB-TEM-14: Ana 80 + 3 + 4 + 2 + monastery 22 with 2 banks (8) = 97, Carla 70: 167;
   * Bruno 90 + 2 + 6 + 2 = 100, Daniel 66: 166. */
  set_number (window, 0, TS_BURGUNDY_SHEET_FIELD_TRACK, 80);
  set_number (window, 0, TS_BURGUNDY_SHEET_FIELD_GOODS, 3);
  set_number (window, 0, TS_BURGUNDY_SHEET_FIELD_SILVER, 4);
  set_number (window, 0, TS_BURGUNDY_SHEET_FIELD_WORKERS, 5);
  g_assert_true (ts_burgundy_sheet_player_form_add_monastery (
      ts_burgundy_sheet_window_get_form (window, 0), 22));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ts_burgundy_sheet_window_get_field (
                                 window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)),
                             2);
  set_number (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, 90);
  set_number (window, 1, TS_BURGUNDY_SHEET_FIELD_GOODS, 2);
  set_number (window, 1, TS_BURGUNDY_SHEET_FIELD_SILVER, 6);
  set_number (window, 1, TS_BURGUNDY_SHEET_FIELD_WORKERS, 4);
  set_number (window, 3, TS_BURGUNDY_SHEET_FIELD_TRACK, 66);
  ts_ui_test_spin ();
  g_assert_false (bs_ui_tie_break_shown (window, 0));
  bs_ui_save_png (window, "burgundy-sheet-team-form");
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  g_assert_cmpint (json_object_get_int_member (team_of (window, 0), "total"), ==, 167);
  g_assert_cmpint (json_object_get_int_member (team_of (window, 1), "total"), ==, 166);
  g_assert_true (bs_ui_shows_text (window, "Ana and Carla Win"));
  g_assert_true (bs_ui_shows_text (window, "Team A (Ana and Carla) wins with 167 victory "
                                           "points together."));
  bs_ui_save_png (window, "burgundy-sheet-team-result");

  /* Kept as a team sheet, Carla's silver not on it. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TsBurgundySheet) kept = ts_burgundy_sheet_load_file (
        ts_burgundy_sheet_window_get_file (window), "kept", &error);

    g_assert_no_error (error);
    g_assert_true (kept->team);
    g_assert_cmpint (kept->players[2].silver, ==, 0);
    g_assert_cmpint (kept->players[0].silver, ==, 4);
  }

  /* CB-TEM-15: Daniel 67 ties at 167; the tie-break rows appear, the team board's empty
   * spaces only on Ana's and Bruno's forms, and Bruno's 12 against Ana's 10 win it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  set_number (window, 3, TS_BURGUNDY_SHEET_FIELD_TRACK, 67);
  ts_ui_test_spin ();
  g_assert_true (field_shown (window, 1, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES));
  g_assert_false (field_shown (window, 3, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES));
  g_assert_true (field_shown (window, 3, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE));
  set_number (window, 0, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, 10);
  set_number (window, 1, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, 12);
  for (guint i = 0; i < 4; i++)
    set_number (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, 1 + i);
  for (guint i = 0; i < 4; i++)
    set_number (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  root = json_node_get_object (ts_burgundy_sheet_window_get_breakdown (window));
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "empty-spaces");
  g_assert_true (bs_ui_shows_text (window, "Bruno and Daniel Win"));
  g_assert_cmpint (json_object_get_int_member (team_of (window, 1), "empty-spaces"), ==, 12);

  /* Reopened from Saved Games: the team game, and the same result. */
  {
    g_autoptr(GError) error = NULL;
    TsBurgundySheetWindow *again
        = ts_burgundy_sheet_window_new_for_file (NULL, ts_burgundy_sheet_window_get_file (window),
                                                 &error);

    g_assert_no_error (error);
    g_assert_true (ts_burgundy_sheet_window_get_team (again));
    g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (again), ==, 4);
    g_assert_cmpstr (ts_burgundy_sheet_window_get_page (again), ==, "result");
    root = json_node_get_object (ts_burgundy_sheet_window_get_breakdown (again));
    g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 1);
    g_assert_cmpstr (ts_burgundy_sheet_player_form_get_partner (
                         ts_burgundy_sheet_window_get_form (again, 3)),
                     ==, "Bruno");
    ts_ui_test_destroy_window (GTK_WINDOW (again));
  }

  /* The switch turned off: Carla's rows are back with her 3 silver; players may be removed.
   * Teams Share a Remaining Tie, chosen, is hidden and not read, and is as chosen when the
   * switch is turned back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  {
    g_autoptr(TsBurgundySheet) read = g_new0 (TsBurgundySheet, 1);

    ts_burgundy_sheet_window_set_team (window, TRUE, TRUE);
    gtk_switch_set_active (GTK_SWITCH (team_switch), FALSE);
    ts_ui_test_spin ();
    ts_burgundy_sheet_window_read (window, read);
    g_assert_false (read->team);
    g_assert_false (read->team_tie_shared);
    g_assert_false (bs_ui_shows_text (window, "Teams Share a Remaining Tie"));
    gtk_switch_set_active (GTK_SWITCH (team_switch), TRUE);
    ts_ui_test_spin ();
    ts_burgundy_sheet_window_read (window, read);
    g_assert_true (read->team_tie_shared);
    gtk_switch_set_active (GTK_SWITCH (team_switch), FALSE);
    ts_ui_test_spin ();
  }
  g_assert_true (field_shown (window, 2, TS_BURGUNDY_SHEET_FIELD_SILVER));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                       bs_ui_field (window, 2, TS_BURGUNDY_SHEET_FIELD_SILVER, -1))),
                   ==, 3);
  g_assert_false (bs_ui_shows_text (window, "Plays in a team with Ana"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy-sheet/team/CB-TEM-14", test_team);
  return g_test_run ();
}
