/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game of The Castles of Burgundy in the app (issue 15, CB-SOL): the new-game form
 * with one player sets up the solo game on the user's solo board (none is shipped), with its
 * target (CB-SOL-25) and colour-area rule (CB-DIF-08); the table page shows the round of 25,
 * the target track and the solo forms; a whole game is entered through the forms to its
 * result, won or lost (CB-SOL-24), with no final scoring. */
#include <string.h>

#include "burgundy-solo-ui-util.h"
#include "burgundy/ts-burgundy-board-store.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "burgundy/ts-burgundy-setup.h"
#include "burgundy/ts-burgundy-solo-bar.h"
#include "burgundy/ts-burgundy-solo-entry.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "burgundy/ts-burgundy-route-editor.h"
#include "ts-entry.h"
#include "ts-score-page.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

static void
save_solo_board (void)
{
  TsBurgundyDuchy board;
  g_autoptr(GError) error = NULL;

  solo_ui_board (&board);
  g_assert_true (ts_burgundy_board_store_save (ts_burgundy_board_store_get_default (), &board,
                                               &error));
  g_assert_no_error (error);
}

/* -------------------------------------------------------------------------------------- */
/* Setup                                                                                   */

static TsSetupWindow *
new_setup (const char *const *names)
{
  static const char *colors[] = { "red", "blue", "green", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  /* Two players are proposed at least: the solo game is chosen by removing the second. */
  if (g_strv_length ((GStrv) names) == 1)
    {
      g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 2);
      ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 1));
    }
  return setup;
}

static GtkWidget *
part (TsSetupWindow       *setup,
      TsBurgundySetupPart  which)
{
  return ts_burgundy_setup_get_part (setup, which, 0);
}

/* Scrolls the form so that @group starts at the top. */
static void
scroll_to (GtkWidget *group)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (group, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_point (group, gtk_scrolled_window_get_child (
                                                      GTK_SCROLLED_WINDOW (scroller)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, at.y);
  ts_ui_test_spin ();
}

static char *
options_json (TsSetupWindow *setup,
              JsonArray    **players_out)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  ts_setup_window_build (setup, &players, &options, &setup_object, &error);
  g_assert_no_error (error);
  node = json_node_init_object (json_node_alloc (), options);
  if (players_out != NULL)
    *players_out = g_steal_pointer (&players);
  return json_to_string (node, FALSE);
}

/* Runs first: the user has not entered a solo board yet. */
static void
test_setup_no_board (void)
{
  static const char *names[] = { "Ana", NULL };
  TsSetupWindow *setup = new_setup (names);
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 1);
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_MISSING)));
  g_assert_false (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_BOARD)));
  /* The game cannot start, and the form says where to go. */
  g_assert_false (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "Boards…"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

static void
test_setup_one_player (void)
{
  static const char *names[] = { "Ana", NULL };
  TsSetupWindow *setup;
  g_autoptr(JsonArray) players = NULL;
  g_autofree char *json = NULL;
  JsonObject *player;
  GtkWidget *target;

  save_solo_board ();
  setup = new_setup (names);
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 1);
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_GROUP)));
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_BOARD)));
  g_assert_false (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_MISSING)));
  /* The player's duchy row gives way to the solo board (CB-SOL-02). */
  g_assert_false (gtk_widget_is_visible (ts_burgundy_setup_get_part (
      setup, TS_BURGUNDY_SETUP_DUCHY, 0)));
  /* Issue 26: the modules play with the solo game, but for those giving another board. */
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_SHIELDS)));
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_OUTPOSTS)));
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES)));

  /* Target 50 by default (CB-SOL-05), the Portuguese colour rule (CB-DIF-08). */
  target = part (setup, TS_BURGUNDY_SETUP_SOLO_TARGET);
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (
                       adw_combo_row_get_selected_item (ADW_COMBO_ROW (target)))),
                   ==, "50 (normal)");
  json = options_json (setup, &players);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"solo\":true,\"solo-target\":50,"
                   "\"solo-colour-areas\":false,\"solo-black-decline\":false}");
  /* CB-SOL-18 (issue 26): the decline is the table's choice, shown with the solo game. */
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_BLACK_DECLINE)));
  player = json_array_get_object_element (players, 0);
  g_assert_cmpstr (json_object_get_string_member (player, "duchy"), ==, SOLO_ID);
  /* The record carries the layout (it replays the same after the board is edited). */
  g_assert_true (json_object_has_member (player, "layout"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (player,
                                                                                 "layout"),
                                                  "kind"),
                   ==, "solo");
  /* Any castle space (CB-SOL-02): the first one listed. */
  g_assert_cmpint (json_object_get_int_member (player, "start-space"), ==, 1);

  /* Easier: target 47 (CB-SOL-25); each colour area counts (ES). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (target), 47 - 45);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_SOLO_AREAS)), TRUE);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_SOLO_BLACK_DECLINE)), TRUE);
  g_clear_pointer (&json, g_free);
  json = options_json (setup, NULL);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"solo\":true,\"solo-target\":47,"
                   "\"solo-colour-areas\":true,\"solo-black-decline\":true}");
  /* Alone: no roll for first player, no place in a turn order. */
  g_assert_false (gtk_widget_is_visible (ts_setup_window_get_part (setup, TS_SETUP_ROLL_SWITCH,
                                                                   0)));
  scroll_to (part (setup, TS_BURGUNDY_SETUP_SOLO_GROUP));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-solo-setup"));

  /* A second player: the base game again, without the solo rows. */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0));
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 2);
  ts_ui_test_type_text (ts_setup_window_get_part (setup, TS_SETUP_NAME, 1), "Bruno");
  g_assert_false (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_BOARD)));
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_SHIELDS)));
  g_clear_pointer (&json, g_free);
  json = options_json (setup, NULL);
  g_assert_null (strstr (json, "solo"));
  /* A module switched on for two players goes on with the solo game (issue 26), its rows
   * too; outposts, which give every player a duchy 11, are left out. */
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_OUTPOSTS)));
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_INNS)), TRUE);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)), TRUE);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_OUTPOSTS)), TRUE);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_is_visible (ts_burgundy_setup_get_part (
      setup, TS_BURGUNDY_SETUP_ROUTE_ROW, 0)));
  /* And back to one. */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 1));
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SOLO_BOARD)));
  g_assert_true (gtk_widget_is_visible (ts_burgundy_setup_get_part (
      setup, TS_BURGUNDY_SETUP_ROUTE_ROW, 0)));
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_OUTPOSTS)));
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES)), FALSE);
  g_clear_pointer (&json, g_free);
  json = options_json (setup, NULL);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"solo\":true,\"solo-target\":47,"
                   "\"solo-colour-areas\":true,\"solo-black-decline\":true,\"inns\":true,"
                   "\"inn-extra-purchase\":false}");
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* Pieces 4 and 5 entered from the box: with the 3 known, the 5 a solo player lays. */
static void
enter_route_pieces (void)
{
  g_autoptr(TsComponentOverrides) overrides = ts_burgundy_route_overrides_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_component_overrides_load (overrides, NULL, &error));
  for (guint i = 4; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      g_autoptr(JsonParser) parser = json_parser_new ();

      g_assert_true (json_parser_load_from_data (
          parser, "{\"spaces\": [[1, \"vp-4\"], [2, \"silver-2\"], [3, \"take-any\"]]}", -1,
          NULL));
      g_assert_true (ts_component_overrides_set (overrides, id, json_parser_get_root (parser),
                                                 &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_component_overrides_save (overrides, NULL, &error));
  g_assert_no_error (error);
}

/* Issue 26: the solo game with every module it takes; the engine starts the game the form
 * builds (5 route pieces, CB-TRD-01 with CB-SOL-06). */
static void
test_setup_modules (void)
{
  static const char *names[] = { "Ana", NULL };
  static const TsBurgundySetupPart modules[] = {
    TS_BURGUNDY_SETUP_EXTRA_TILES, TS_BURGUNDY_SETUP_WHITE_CASTLES, TS_BURGUNDY_SETUP_INNS,
    TS_BURGUNDY_SETUP_TRADE_ROUTES, TS_BURGUNDY_SETUP_SHIELDS,
  };
  TsSetupWindow *setup;
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree TsBurgundyState *state = NULL;

  save_solo_board ();
  enter_route_pieces ();
  setup = new_setup (names);
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    gtk_switch_set_active (GTK_SWITCH (part (setup, modules[i])), TRUE);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_SHIELD_TILE_MUST)));
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (options, "solo"));
  for (guint i = 0; i < 5; i++)
    {
      static const char *const ids[] = { "extra-tiles", "white-castles", "inns", "trade-routes",
                                         "shields" };
      g_assert_true (json_object_get_boolean_member (options, ids[i]));
    }
  g_assert_false (json_object_has_member (options, "outposts"));
  state = ts_burgundy_state_new_from_setup (options, players, setup_object, &error);
  g_assert_no_error (error);
  g_assert_true (state->options.solo && state->options.shields);
  g_assert_cmpuint (state->players[0].route_len, ==, 15);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* -------------------------------------------------------------------------------------- */
/* The table                                                                               */

/* The table's events through their forms, as the table "saw" them. */
static void
enter_table_event (SoloUiTable           *table,
                   const TsBurgundyEntry *entry)
{
  switch (entry->type)
    {
    case TS_BURGUNDY_ENTRY_STARTING_GOODS:
      {
        TsBurgundyGoodsEntry *goods = TS_BURGUNDY_GOODS_ENTRY (
            solo_ui_find (table, TS_TYPE_BURGUNDY_GOODS_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (goods)));
        ts_burgundy_goods_entry_set_entry (goods, entry);
        g_assert_true (ts_burgundy_goods_entry_submit (goods));
      }
      break;
    case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
      {
        TsBurgundyFillEntry *fill = TS_BURGUNDY_FILL_ENTRY (
            solo_ui_find (table, TS_TYPE_BURGUNDY_FILL_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fill)));
        ts_burgundy_fill_entry_set_quick (fill, FALSE);
        ts_burgundy_fill_entry_set_entry (fill, entry);
        g_assert_true (ts_burgundy_fill_entry_submit (fill));
      }
      break;
    case TS_BURGUNDY_ENTRY_ROLL:
      {
        TsBurgundyRollEntry *roll = TS_BURGUNDY_ROLL_ENTRY (
            solo_ui_find (table, TS_TYPE_BURGUNDY_ROLL_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (roll)));
        ts_burgundy_roll_entry_set_entry (roll, entry);
        g_assert_true (ts_burgundy_roll_entry_submit (roll));
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The solo entry's step: the removal as preselected (the rules' tile, CB-SOL-09/10), or a
 * random choice of the exchange or black tile, sometimes declined. */
static void
enter_solo (SoloUiTable *table,
            GRand       *rand)
{
  TsBurgundySoloEntry *solo = TS_BURGUNDY_SOLO_ENTRY (solo_ui_find (table,
                                                                     TS_TYPE_BURGUNDY_SOLO_ENTRY));
  TsBurgundySoloMode mode = ts_burgundy_solo_entry_get_mode (solo);
  guint n_entries = ts_match_get_n_entries (table->match);
  guint n = ts_burgundy_solo_entry_get_n_options (solo);

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo)));
  g_assert_cmpint (mode, ==, ts_burgundy_solo_form_mode (solo_ui_state_of (table)));
  if (mode == TS_BURGUNDY_SOLO_REMOVE)
    {
      /* The keyboard is on the button: Enter confirms the preselected tile. */
      g_assert_true (gtk_widget_has_focus (ts_burgundy_solo_entry_get_submit_button (solo)));
      g_assert_true (ts_burgundy_solo_entry_submit (solo));
    }
  else if (mode == TS_BURGUNDY_SOLO_BLACK && n > 0 && g_rand_int_range (rand, 0, 4) != 0)
    {
      ts_burgundy_solo_entry_select (solo, g_rand_int_range (rand, 0, n));
      g_assert_true (ts_burgundy_solo_entry_submit (solo));
    }
  else
    g_assert_true (ts_burgundy_solo_entry_decline (solo));
  g_assert_null (ts_burgundy_solo_entry_get_error (solo));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), >, n_entries);
}

/* A decision through the turn panel: any of its rows, or the end of the turn. */
static void
enter_decision (SoloUiTable *table,
                GRand       *rand)
{
  TsBurgundyTurnPanel *panel = TS_BURGUNDY_TURN_PANEL (solo_ui_find (table,
                                                                      TS_TYPE_BURGUNDY_TURN_PANEL));
  guint n_entries = ts_match_get_n_entries (table->match);
  const TsBurgundyTurnRow *row;
  guint n, pick, end = G_MAXUINT;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  n = ts_burgundy_turn_panel_get_n_rows (panel);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    if (ts_burgundy_turn_panel_get_row (panel, i)->kind == TS_BURGUNDY_KIND_END)
      end = i;
  do
    pick = g_rand_int_range (rand, 0, n);
  while (pick == end && n > 1 && g_rand_int_range (rand, 0, 4) != 0);
  if (pick == end)
    {
      gtk_widget_activate_action (GTK_WIDGET (table->view), "game.end-turn", NULL);
      g_assert_cmpuint (ts_match_get_n_entries (table->match), >, n_entries);
      return;
    }
  row = ts_burgundy_turn_panel_get_row (panel, pick);
  if (row->tiles != NULL)
    {
      TsBurgundyTilePicker *picker = ts_burgundy_turn_panel_get_picker (panel);

      g_assert_true (ts_burgundy_turn_panel_activate_row (panel, pick));
      ts_burgundy_tile_picker_select (picker, g_rand_int_range (
                                                  rand, 0,
                                                  ts_burgundy_tile_picker_get_n_items (picker)));
      g_assert_true (ts_burgundy_tile_picker_pick_selected (picker));
    }
  else
    g_assert_true (ts_burgundy_turn_panel_activate_row (panel, pick));
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table->view)));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), >, n_entries);
}

/* One step of whatever the game waits for, through the form that asks it. */
static void
enter_step (SoloUiTable *table,
            GRand       *rand)
{
  const TsBurgundyState *s = solo_ui_state_of (table);
  TsBurgundyEntry entry;

  if (ts_burgundy_solo_form_mode (s) != TS_BURGUNDY_SOLO_NONE)
    enter_solo (table, rand);
  else if (s->stage == TS_BURGUNDY_STAGE_TURN)
    enter_decision (table, rand);
  else
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &entry));
      enter_table_event (table, &entry);
    }
}

/* The first round: goods, depots, dice, then the removal the form preselects (CB-SOL-09),
 * then the turn; the round counter and the target track on the page. */
static void
test_first_round (void)
{
  SoloUiTable table = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  TsBurgundyTargetTrack *track;
  guint steps = 0;

  solo_ui_table_open (&table);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo_ui_bar (&table))));
  track = ts_burgundy_solo_bar_get_track (solo_ui_bar (&table));
  g_assert_cmpstr (ts_burgundy_target_track_get_description (track), ==,
                   "VP marker on 0, target on 50");
  while (ts_burgundy_solo_form_mode (solo_ui_state_of (&table)) != TS_BURGUNDY_SOLO_REMOVE)
    {
      g_assert_cmpuint (++steps, <, 10);
      enter_step (&table, rand);
    }
  g_assert_cmpstr (gtk_label_get_text (ts_burgundy_solo_bar_get_round_label (
                       solo_ui_bar (&table))),
                   ==, "Round 1 of 25");
  {
    TsBurgundySoloEntry *solo
        = TS_BURGUNDY_SOLO_ENTRY (solo_ui_find (&table, TS_TYPE_BURGUNDY_SOLO_ENTRY));
    int picked = ts_burgundy_solo_entry_get_selected (solo);
    const char *text = ts_burgundy_solo_entry_get_option_text (solo, picked);
    g_autofree char *depot = g_strdup_printf ("Depot %u:", solo_ui_state_of (&table)->white);

    /* The white die's depot (it holds tiles after the first fill). */
    g_assert_true (g_str_has_prefix (text, depot));
    g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-remove-1024x600"));
  }
  enter_step (&table, rand);
  g_assert_cmpint (ts_burgundy_solo_form_mode (solo_ui_state_of (&table)), ==,
                   TS_BURGUNDY_SOLO_NONE);
  g_assert_cmpint (solo_ui_state_of (&table)->stage, ==, TS_BURGUNDY_STAGE_TURN);
  /* The player's turn: both dice, through the panel. */
  while (solo_ui_state_of (&table)->stage == TS_BURGUNDY_STAGE_TURN
         && solo_ui_state_of (&table)->round == 0)
    {
      g_assert_cmpuint (++steps, <, 40);
      enter_step (&table, rand);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-game-1024x600"));
  /* Dark: the track's line, numbers and markers drawn in the theme's colours. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (GTK_WIDGET (table.window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (table.window)), <=, 600);
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-game-dark-1024x600"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  solo_ui_table_close (&table);
}

/* A whole solo game through the forms, to its result: won or lost, with the round, the
 * target track and the ledger, no final scoring (CB-SOL-24). */
static void
test_whole_game (void)
{
  SoloUiTable table = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *result = NULL;
  const TsBurgundyState *s;
  GString *labels = g_string_new (NULL);
  guint steps = 0;

  solo_ui_table_open (&table);
  while (solo_ui_state_of (&table)->stage != TS_BURGUNDY_STAGE_OVER)
    {
      g_assert_cmpuint (++steps, <, 5000);
      enter_step (&table, rand);
    }
  s = solo_ui_state_of (&table);
  result = ts_burgundy_solo_result_text (s);
  g_assert_true (g_str_has_prefix (result, s->solo_won ? "Won in round " : "Lost: "));
  ts_ui_test_spin ();
  ts_ui_test_collect_labels (GTK_WIDGET (table.view), labels);
  g_assert_nonnull (strstr (labels->str, result));
  g_assert_nonnull (ts_ui_test_find_button (GTK_WIDGET (table.view), "See the _Scores"));
  g_assert_null (ts_ui_test_find_button (GTK_WIDGET (table.view), "See the _Final Scoring"));
  /* The target track stays on the page with the result. */
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo_ui_bar (&table))));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-result-1024x600"));
  /* The button leads to the scores page: the engine's result and the ledger's VP. */
  gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-scores", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-scores-1024x600"));
  g_string_truncate (labels, 0);
  ts_ui_test_collect_labels (ts_ui_test_find_type (GTK_WIDGET (table.window), TS_TYPE_SCORE_PAGE),
                             labels);
  g_assert_nonnull (strstr (labels->str, s->solo_won ? "Ana Wins" : "Game Lost"));
  g_assert_null (strstr (labels->str, "Shared Victory"));
  g_string_free (labels, TRUE);
  solo_ui_table_close (&table);
}

/* CB-SOL-24: the result's words for a won game name the round; a lost one the spaces. */
static void
test_result_text (void)
{
  TsMatch *match = solo_ui_new_match ();
  TsBurgundyState *s = ts_burgundy_state_copy (ts_match_get_state (match));
  g_autofree char *won = NULL;
  g_autofree char *lost = NULL;

  s->stage = TS_BURGUNDY_STAGE_OVER;
  s->phase = 4;
  s->round = 2;
  s->solo_won = 1;
  won = ts_burgundy_solo_result_text (s);
  g_assert_cmpstr (won, ==, "Won in round 23: all 37 spaces of the duchy are filled.");
  s->solo_won = 0;
  lost = ts_burgundy_solo_result_text (s);
  /* A new game: only the start castle is placed. */
  g_assert_cmpstr (lost, ==, "Lost: 36 spaces of the duchy are still empty after round 25.");
  ts_burgundy_state_free (s);
  g_object_unref (match);
}

/* The track's words for screen readers (CB-SOL-21). */
static void
test_track_words (void)
{
  TsBurgundyTargetTrack *track = TS_BURGUNDY_TARGET_TRACK (ts_burgundy_target_track_new ());

  g_object_ref_sink (track);
  ts_burgundy_target_track_set (track, 12, 45, 1, "#c01c28", "A");
  g_assert_cmpstr (ts_burgundy_target_track_get_description (track), ==,
                   "VP marker on 12, target on 45; target reached 1 time");
  ts_burgundy_target_track_set (track, 0, 50, 0, NULL, NULL);
  g_assert_cmpstr (ts_burgundy_target_track_get_description (track), ==,
                   "VP marker on 0, target on 50");
  g_object_unref (track);
}

/* The VP marker stands for the player: their mark is on it (white on their red), not their
 * colour alone. */
static void
test_track_mark (void)
{
  GtkWidget *track = ts_burgundy_target_track_new ();
  GtkWindow *window = ts_ui_test_show_alone (track, 240, 40);
  /* Space 0, at the track's start: 10 px in, 14 px down. */
  g_autoptr(cairo_surface_t) marked = NULL;
  g_autoptr(cairo_surface_t) plain = NULL;

  ts_burgundy_target_track_set (TS_BURGUNDY_TARGET_TRACK (track), 0, 50, 0, "#c01c28", "A");
  marked = ts_ui_pixels_of_widget (track);
  ts_burgundy_target_track_set (TS_BURGUNDY_TARGET_TRACK (track), 0, 50, 0, "#c01c28", NULL);
  plain = ts_ui_pixels_of_widget (track);
  g_assert_cmpuint (ts_ui_pixels_count_near (marked, 5, 9, 10, 10, "#ffffff"), >, 3);
  g_assert_cmpuint (ts_ui_pixels_count_near (plain, 5, 9, 10, 10, "#ffffff"), ==, 0);
  g_assert_cmpuint (ts_ui_pixels_count_near (plain, 5, 9, 10, 10, "#c01c28"), >, 50);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/solo/track/CB-SOL-21/words", test_track_words);
  g_test_add_func ("/ui/burgundy/solo/track/mark", test_track_mark);
  g_test_add_func ("/ui/burgundy/solo/setup/no-board", test_setup_no_board);
  g_test_add_func ("/ui/burgundy/solo/setup/CB-SOL-25/one-player", test_setup_one_player);
  g_test_add_func ("/ui/burgundy/solo/setup/CB-SOL-06/modules", test_setup_modules);
  g_test_add_func ("/ui/burgundy/solo/round/CB-SOL-09/first-round", test_first_round);
  g_test_add_func ("/ui/burgundy/solo/result/CB-SOL-24/words", test_result_text);
  g_test_add_func ("/ui/burgundy/solo/game/CB-SOL-24/whole-game", test_whole_game);
  return g_test_run ();
}