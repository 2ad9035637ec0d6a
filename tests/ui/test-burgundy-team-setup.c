/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game in the new-game form (issue 15, CB-TEM): offered with exactly 4 players;
 * switched on, the players' duchy rows give way to the teams' boards (CB-TEM-02) and start
 * castles (CB-TEM-03) from the board store, which it follows live; the modules it is not
 * combined with cannot be switched on; the record it builds is one the engine starts; with
 * no team board entered, Start says so. No team board is shipped: the test enters the engine
 * tests' team board (tests/engine/team-util.c) in the user's boards. */
#include <string.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-route-editor.h"
#include "burgundy/ts-burgundy-setup.h"
#include "ts-burgundy-board-store.h"
#include "ts-ui-test-util.h"

/* tests/engine/team-util.c: duchies 1 and 6 side by side on the 16 x 10 grid; the start
 * castle on duchy 1's central castle, space 67 (74 is another dark green 6). */
static const char team_cells[] = "-----------------PCCY---YYCS-----PPCYB--YBBSB---PPBYBB-PPMSBB---SSSCSSSYBBCSBB--BBMBBP-YBBMSB----BMYBB--YMPPS----MYYB---CPPC------------------------------------";
static const char team_dice[] = "-----------------6543---6543-----21654--21654---543123-543123---61265416126541--254312-254312----61256--61256----3413---3413------------------------------------";
#define TEAM_START 67
#define OTHER_START 74

static const char *const four[] = { "Ana", "Bruno", "Carla", "Davi", NULL };

/* Saves a team board in the user's boards (the store writes duchies.json in the test's own
 * data folder, ts_ui_test_init). */
static void
save_team_board (const char *id,
                 const char *name,
                 const char *starts)
{
  g_autofree char *json = g_strdup_printf ("{\"id\": \"%s\", \"name\": \"%s\", \"kind\": "
                                           "\"team\", \"cells\": \"%s\", \"dice\": \"%s\", "
                                           "\"start\": [%s]}",
                                           id, name, team_cells, team_dice, starts);
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;
  TsBurgundyDuchy board;

  g_assert_nonnull (node);
  g_assert_true (ts_burgundy_board_from_json (json_node_get_object (node), "test", &board,
                                              &error));
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_board_store_save (ts_burgundy_board_store_get_default (), &board,
                                               &error));
  g_assert_no_error (error);
}

static TsSetupWindow *
new_setup (const char *const *names)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  gtk_window_set_default_size (GTK_WINDOW (setup), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

static GtkWidget *
part (TsSetupWindow       *setup,
      TsBurgundySetupPart  which)
{
  return ts_burgundy_setup_get_part (setup, which, 0);
}

static gboolean
visible (TsSetupWindow       *setup,
         TsBurgundySetupPart  which)
{
  return gtk_widget_is_visible (part (setup, which));
}

static void
set_team (TsSetupWindow *setup,
          gboolean       on)
{
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TEAM)), on);
  ts_ui_test_spin ();
}

static const char *
subtitle (GtkWidget *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* The row that holds a module's switch. */
static GtkWidget *
switch_row (TsSetupWindow       *setup,
            TsBurgundySetupPart  which)
{
  return gtk_widget_get_ancestor (part (setup, which), ADW_TYPE_ACTION_ROW);
}

/* Scrolls the form so that @widget starts at the top. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_point (
      widget, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
      &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, at.y);
  ts_ui_test_spin ();
}

/* The description of player @i's group: their place in the turn order and what it gives. */
static const char *
seat_description (TsSetupWindow *setup,
                  guint          i)
{
  GtkWidget *group = gtk_widget_get_ancestor (ts_setup_window_get_part (setup, TS_SETUP_NAME, i),
                                              ADW_TYPE_PREFERENCES_GROUP);

  g_assert_nonnull (group);
  return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group));
}

static guint
n_items (TsSetupWindow       *setup,
         TsBurgundySetupPart  which)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (part (setup, which))));
}

static const char *
item (TsSetupWindow       *setup,
      TsBurgundySetupPart  which,
      guint                i)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (part (setup, which)));

  return gtk_string_list_get_string (GTK_STRING_LIST (model), i);
}

/* -------------------------------------------------------------------------------------- */

/* CB-TEM-01: the team game is for exactly 4 players. */
static void
test_player_count (void)
{
  static const char *const three[] = { "Ana", "Bruno", "Carla", NULL };
  TsSetupWindow *setup = new_setup (three);
  GtkWidget *row = part (setup, TS_BURGUNDY_SETUP_TEAM_ROW);

  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 3);
  g_assert_true (gtk_widget_is_visible (row));
  g_assert_false (gtk_widget_is_sensitive (row));
  g_assert_nonnull (strstr (subtitle (row), "exactly 4 players"));
  g_assert_nonnull (strstr (subtitle (row), "3 players are at the table"));
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_GROUP));

  /* A fourth player: the switch can be turned on, and says who plays with whom. */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0));
  ts_ui_test_type_text (ts_setup_window_get_part (setup, TS_SETUP_NAME, 3), "Davi");
  g_assert_true (gtk_widget_is_sensitive (row));
  g_assert_cmpstr (subtitle (row), ==,
                   "Seats 1 and 3 are team A, seats 2 and 4 team B; each team plays on a team "
                   "board");
  set_team (setup, TRUE);
  g_assert_true (visible (setup, TS_BURGUNDY_SETUP_TEAM_GROUP));
  /* With the roll for first player, team A is the team of whoever rolls highest. */
  gtk_switch_set_active (GTK_SWITCH (ts_setup_window_get_part (setup, TS_SETUP_ROLL_SWITCH, 0)),
                         TRUE);
  ts_ui_test_spin ();
  g_assert_cmpstr (subtitle (row), ==,
                   "Seats 1 and 3 play together against seats 2 and 4; the team of the first "
                   "player is team A");
  gtk_switch_set_active (GTK_SWITCH (ts_setup_window_get_part (setup, TS_SETUP_ROLL_SWITCH, 0)),
                         FALSE);
  ts_ui_test_spin ();
  /* Back to 3: no team game, and the switch is off. */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 3));
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 3);
  g_assert_false (gtk_widget_is_sensitive (row));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TEAM))));
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_GROUP));
  g_assert_true (visible (setup, TS_BURGUNDY_SETUP_DUCHY));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* Runs before a team board is saved: Start says that none is entered, and where to. */
static void
test_no_board (void)
{
  TsSetupWindow *setup = new_setup (four);
  GtkWidget *missing = part (setup, TS_BURGUNDY_SETUP_TEAM_MISSING);
  GtkWidget *label = ts_setup_window_get_part (setup, TS_SETUP_ERROR, 0);

  set_team (setup, TRUE);
  g_assert_true (gtk_widget_is_visible (missing));
  g_assert_nonnull (strstr (subtitle (missing), "Boards…"));
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD));
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_B_CASTLE));
  g_assert_false (ts_setup_window_start (setup));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "No team board is entered yet: each team needs one. Enter your box’s team "
                   "board (12a or 12b) in Boards… first.");
  /* The row to fix has the focus. */
  g_assert_true (gtk_widget_has_css_class (missing, "error"));
  g_assert_true (gtk_widget_is_focus (missing));
  while (!gtk_revealer_get_child_revealed (GTK_REVEALER (gtk_widget_get_parent (label))))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-team-setup-no-board-1024x600"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* The record's options, players and setup; the engine must start the game from them. */
static TsBurgundyState *
build_and_start (TsSetupWindow  *setup,
                 JsonObject    **options_out,
                 JsonObject    **setup_out)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  /* CB-TEM-02: the players carry no board. */
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      g_assert_false (json_object_has_member (player, "duchy"));
      g_assert_false (json_object_has_member (player, "layout"));
      g_assert_false (json_object_has_member (player, "start-space"));
    }
  state = ts_burgundy_state_new_from_setup (options, players, setup_object, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  *options_out = g_steal_pointer (&options);
  *setup_out = g_steal_pointer (&setup_object);
  return state;
}

static JsonObject *
team_object (JsonObject *setup,
             guint       t)
{
  JsonArray *teams = json_object_get_array_member (setup, "teams");

  g_assert_nonnull (teams);
  g_assert_cmpuint (json_array_get_length (teams), ==, 2);
  return json_array_get_object_element (teams, t);
}

static void
save_pngs (TsSetupWindow *setup,
           const char    *name)
{
  g_autofree char *dark = g_strconcat (name, "-dark-1024x600", NULL);
  g_autofree char *light = g_strconcat (name, "-1024x600", NULL);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (setup)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (setup)), <=, 600);
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), light));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), dark));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  ts_ui_test_redraw (GTK_WIDGET (setup));
}

/* CB-TEM-02/03: the teams' boards and start castles replace the players' duchies. */
static void
test_team_boards (void)
{
  TsSetupWindow *setup;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autofree TsBurgundyState *state = NULL;

  save_team_board ("12a-test", "12a (test)", G_STRINGIFY (TEAM_START));
  setup = new_setup (four);
  /* Trade routes on before: the team game takes them (issue 26), a route for each player. */
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)), TRUE);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_INNS)), TRUE);
  ts_ui_test_spin ();
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_GROUP));
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_is_visible (
        ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY, i)));

  set_team (setup, TRUE);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_false (gtk_widget_is_visible (
          ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY, i)));
      g_assert_false (gtk_widget_is_visible (
          ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_CASTLE, i)));
      g_assert_true (gtk_widget_is_visible (
          ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_ROUTE_ROW, i)));
    }
  g_assert_true (visible (setup, TS_BURGUNDY_SETUP_TEAM_GROUP));
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_TEAM_MISSING));
  /* CB-TEM-05/07: each player's group says their team, the bridge order alternating. */
  g_assert_cmpstr (seat_description (setup, 0), ==,
                   "Plays first · team A, which starts with 3 workers and 2 silver");
  g_assert_cmpstr (seat_description (setup, 3), ==,
                   "Plays fourth · team B, which starts with 5 workers and 2 silver");
  g_assert_true (visible (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD));
  g_assert_true (visible (setup, TS_BURGUNDY_SETUP_TEAM_B_BOARD));
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD), ==, 1);
  g_assert_cmpstr (item (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD, 0), ==, "12a (test)");
  /* Space 67: row 5 of the grid, the 4th space of the board in it, die 6. */
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE), ==, 1);
  g_assert_cmpstr (item (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE, 0), ==, "Row 5, hex 4 · die 6");
  /* The modules it is not combined with say so; the ones it goes with stay. */
  g_assert_true (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)));
  /* Issue 26: the shields are played with teams (“Aplicam-se todas as regras do jogo
   * base”). */
  g_assert_true (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_SHIELDS)));
  g_assert_false (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_OUTPOSTS)));
  g_assert_false (
      gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES)));
  g_assert_cmpstr (subtitle (switch_row (setup, TS_BURGUNDY_SETUP_SHIELDS)), !=,
                   "Off: not played with the team game");
  g_assert_cmpstr (subtitle (switch_row (setup, TS_BURGUNDY_SETUP_OUTPOSTS)), ==,
                   "Off: not played with the team game");
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_SHIELDS)), TRUE);
  /* The 12 pieces 4 players lay are not entered (3 are known): the routes go off again. */
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)), FALSE);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_EXTRA_TILES)));
  g_assert_true (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_INNS)));

  scroll_to (part (setup, TS_BURGUNDY_SETUP_TEAM_ROW));
  save_pngs (setup, "burgundy-team-setup");
  /* The players' groups with their teams, and the modules that say why they are off. */
  scroll_to (gtk_widget_get_ancestor (ts_setup_window_get_part (setup, TS_SETUP_NAME, 0),
                                      ADW_TYPE_PREFERENCES_GROUP));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-team-setup-players-1024x600"));
  scroll_to (switch_row (setup, TS_BURGUNDY_SETUP_INNS));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-team-setup-modules-1024x600"));

  /* Issue 26: the team game's table options, in its group, off (the rulebook) by default. */
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_TEAM_DISCARD_BY_KIND)));
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_TEAM_TIE_SHARED)));
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TEAM_TIE_SHARED)), TRUE);

  state = build_and_start (setup, &options, &setup_object);
  g_assert_true (json_object_get_boolean_member (options, "team"));
  g_assert_false (json_object_get_boolean_member (options, "team-discard-by-kind"));
  g_assert_true (json_object_get_boolean_member (options, "team-tie-shared"));
  g_assert_false (state->options.team_discard_by_kind);
  g_assert_true (state->options.team_tie_shared);
  g_assert_true (json_object_get_boolean_member (options, "inns"));
  g_assert_true (json_object_get_boolean_member (options, "shields"));
  g_assert_false (json_object_has_member (options, "trade-routes"));
  for (guint t = 0; t < 2; t++)
    {
      JsonObject *o = team_object (setup_object, t);
      JsonObject *layout = json_object_get_object_member (o, "layout");

      g_assert_cmpstr (json_object_get_string_member (o, "duchy"), ==, "12a-test");
      g_assert_cmpint (json_object_get_int_member (o, "start-space"), ==, TEAM_START);
      g_assert_nonnull (layout);
      g_assert_cmpstr (json_object_get_string_member (layout, "kind"), ==, "team");
      g_assert_cmpstr (json_object_get_string_member (layout, "cells"), ==, team_cells);
    }
  g_assert_true (state->options.team);
  g_assert_true (state->options.inns);
  g_assert_true (state->options.shields); /* issue 26 */
  g_assert_false (state->options.trade_routes);
  /* CB-TEM-03: one castle per team, partners on the same board (A1 Ana, A2 Carla). */
  g_assert_cmpuint (state->players[0].tiles[TEAM_START], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (state->players[2].tiles[TEAM_START], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (state->players[1].duchy.kind, ==, TS_BURGUNDY_BOARD_TEAM);

  /* Off again: the duchies and the modules come back as they were. */
  set_team (setup, FALSE);
  g_assert_true (gtk_widget_is_visible (
      ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY, 2)));
  g_assert_true (gtk_widget_is_sensitive (switch_row (setup, TS_BURGUNDY_SETUP_SHIELDS)));
  g_assert_cmpstr (subtitle (switch_row (setup, TS_BURGUNDY_SETUP_SHIELDS)), !=,
                   "Off: not played with the team game");
  g_assert_false (visible (setup, TS_BURGUNDY_SETUP_ROUTE_ROW)); /* turned off above */
  g_assert_cmpstr (seat_description (setup, 3), ==, "Plays fourth · starts with 4 workers");
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* Issue 26, CB-TRD-01: with the box's pieces entered (9 more than the 3 known), each of the
 * 4 players is dealt a route of 3 pieces, carried on the player (the board on the team). */
static void
test_team_routes (void)
{
  TsSetupWindow *setup;
  g_autoptr(TsComponentOverrides) overrides = ts_burgundy_route_overrides_new ();
  g_autoptr(GError) error = NULL;
  g_autofree TsBurgundyState *state = NULL;
  g_autoptr(JsonObject) options = NULL, setup_object = NULL;

  g_assert_true (ts_component_overrides_load (overrides, NULL, &error));
  for (guint i = 4; i < 13; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      g_autoptr(JsonNode) piece = json_from_string (
          "{\"spaces\": [[4, \"vp-4\"], [5, \"silver-2\"], [6, \"take-any\"]]}", NULL);

      g_assert_true (ts_component_overrides_set (overrides, id, piece, &error));
    }
  g_assert_true (ts_component_overrides_save (overrides, NULL, &error));
  g_assert_no_error (error);
  save_team_board ("12a-test", "12a (test)", G_STRINGIFY (TEAM_START));
  setup = new_setup (four);
  set_team (setup, TRUE);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)), TRUE);
  ts_ui_test_spin ();
  state = build_and_start (setup, &options, &setup_object);
  g_assert_true (json_object_get_boolean_member (options, "trade-routes"));
  g_assert_true (state->options.team && state->options.trade_routes);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (state->players[i].route_len, ==, 9);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* The form follows the board store live: a board saved while it is open is offered at once;
 * 12b's two start castles are offered (CB-TEM-03), team B follows team A's board. */
static void
test_follows_store (void)
{
  TsSetupWindow *setup = new_setup (four);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autofree TsBurgundyState *state = NULL;
  g_autofree char *starts = g_strdup_printf ("%d, %d", TEAM_START, OTHER_START);

  set_team (setup, TRUE);
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD), ==, 1);
  save_team_board ("12b-test", "12b (test)", starts);
  ts_ui_test_spin ();
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD), ==, 2);
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_B_BOARD), ==, 2);
  g_assert_cmpstr (item (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD, 1), ==, "12b (test)");
  /* Team A picks 12b: team B, on the same board as A, follows. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (part (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD)), 1);
  ts_ui_test_spin ();
  g_assert_cmpuint (
      adw_combo_row_get_selected (ADW_COMBO_ROW (part (setup, TS_BURGUNDY_SETUP_TEAM_B_BOARD))),
      ==, 1);
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE), ==, 2);
  g_assert_cmpstr (item (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE, 1), ==, "Row 5, hex 11 · die 6");
  adw_combo_row_set_selected (ADW_COMBO_ROW (part (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE)), 1);
  ts_ui_test_spin ();

  /* A draft (no start space marked, CB-TEM-03) is not offered: the row says why. */
  save_team_board ("12c-test", "12c (test)", "");
  ts_ui_test_spin ();
  g_assert_cmpuint (n_items (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD), ==, 2);
  g_assert_nonnull (strstr (subtitle (part (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD)), "12c (test)"));
  g_assert_nonnull (strstr (subtitle (part (setup, TS_BURGUNDY_SETUP_TEAM_A_BOARD)),
                            "Mark the castle space where the team's castle starts"));
  /* The choices made stay when the list is filled again. */
  g_assert_cmpuint (
      adw_combo_row_get_selected (ADW_COMBO_ROW (part (setup, TS_BURGUNDY_SETUP_TEAM_A_CASTLE))),
      ==, 1);

  state = build_and_start (setup, &options, &setup_object);
  g_assert_cmpstr (json_object_get_string_member (team_object (setup_object, 0), "duchy"), ==,
                   "12b-test");
  g_assert_cmpint (json_object_get_int_member (team_object (setup_object, 0), "start-space"),
                   ==, OTHER_START);
  g_assert_cmpint (json_object_get_int_member (team_object (setup_object, 1), "start-space"),
                   ==, TEAM_START);
  g_assert_cmpuint (state->players[0].tiles[OTHER_START], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (state->players[1].tiles[TEAM_START], ==, TS_BURGUNDY_TILE_CASTLE);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_test_add_func ("/ui/burgundy/team/setup/CB-TEM-01/four-players", test_player_count);
  g_test_add_func ("/ui/burgundy/team/setup/CB-TEM-02/no-board", test_no_board);
  g_test_add_func ("/ui/burgundy/team/setup/CB-TEM-02/team-boards", test_team_boards);
  g_test_add_func ("/ui/burgundy/team/setup/CB-TEM-03/follows-store", test_follows_store);
  g_test_add_func ("/ui/burgundy/team/setup/CB-TRD-01/routes", test_team_routes);
  return g_test_run ();
}
