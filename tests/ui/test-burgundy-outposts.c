/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outposts module in the views (issue 15, CB-OUT-01..05): the setup's Outposts switch
 * gives the record's option and refuses a player who is not on an outpost duchy; the player
 * panel says how many outposts the player's tiles join. The game here is played on a test
 * layout (duchy 1's spaces as an outpost board: outposts on spaces 3, 15 and 34/35), since
 * no duchy 11 is shipped. */
#include <string.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-duchy-view.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "burgundy/ts-burgundy-setup.h"
#include "ts-burgundy-board-store.h"
#include "ts-score-page.h"
#include "ts-ui-test-util.h"
#include "ts-views.h"

extern const TsGameModule ts_burgundy_module;

#define DUCHY_1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DUCHY_1_DICE "6543216545431236126541254312612563413"

static TsBurgundyState *
outpost_state (gboolean option)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  JsonObject *root;

  json = g_strdup_printf (
      "{\"options\": {\"outposts\": %s}, \"players\": ["
      "{\"name\": \"Ana\", \"layout\": {\"id\": \"11a\", \"kind\": \"outpost\", \"cells\": "
      "\"%s\", \"dice\": \"%s\", \"outposts\": [[3], [15], [34, 35]]}},"
      "{\"name\": \"Bruno\", \"layout\": {\"id\": \"11b\", \"kind\": \"outpost\", \"cells\": "
      "\"%s\", \"dice\": \"%s\", \"outposts\": [[3], [15], [34, 35]]}}]}",
      option ? "true" : "false", DUCHY_1_CELLS, DUCHY_1_DICE, DUCHY_1_CELLS, DUCHY_1_DICE);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  TsBurgundyState *state = ts_burgundy_state_new_from_setup (
      json_object_get_object_member (root, "options"),
      json_object_get_array_member (root, "players"), NULL, &error);
  g_assert_no_error (error);
  return state;
}

/* A match with outposts played at random to its end, with a seed where both players score
 * outposts. */
static TsMatch *
played_match (void)
{
  for (guint seed = 1; seed < 200; seed++)
    {
      g_autofree TsBurgundyState *template = outpost_state (TRUE);
      g_autoptr(JsonArray) players = json_array_new ();
      g_autoptr(JsonObject) options = json_object_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;
      const TsBurgundyState *state;
      TsBurgundyEntry e;
      gboolean both = TRUE;

      json_object_set_boolean_member (options, "outposts", TRUE);
      for (guint i = 0; i < 2; i++)
        {
          JsonObject *player = json_object_new ();

          json_object_set_string_member (player, "name", template->names[i]);
          json_object_set_string_member (player, "color", i == 0 ? "red" : "blue");
          json_object_set_object_member (player, "layout",
                                         ts_burgundy_board_to_json (&template->players[i].duchy));
          json_array_add_object_element (players, player);
        }
      match = ts_match_new (&ts_burgundy_module, "Outposts", players, options, NULL, &error);
      g_assert_no_error (error);
      while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
        {
          g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_burgundy_module,
                                                        g_memdup2 (&e, sizeof e));

          g_assert_true (ts_match_apply (match, entry, &error));
          g_assert_no_error (error);
        }
      state = ts_match_get_state (match);
      for (guint i = 0; i < 2; i++)
        both &= state->players[i].outposts_joined >= 2;
      if (both)
        return g_steal_pointer (&match);
    }
  g_error ("no seed where both players join outposts");
}

/* CB-OUT-02..05: the score page has an Outposts row with what each player scored for them;
 * the record keeps the option and replays the same. */
static void
test_score_page (void)
{
  g_autoptr(TsMatch) match = played_match ();
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonArray *rows = json_object_get_array_member (json_node_get_object (breakdown), "players");
  GtkWidget *window = gtk_window_new ();
  TsScorePage *page = TS_SCORE_PAGE (ts_score_page_new (match));
  GtkGrid *grid = ts_score_page_get_table (page);
  gboolean found = FALSE;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      if (!g_str_equal (ts_ui_test_score_category (grid, r), "Outposts"))
        continue;
      found = TRUE;
      for (guint i = 0; i < 2; i++)
        {
          gint64 vp = json_object_get_int_member (json_array_get_object_element (rows, i),
                                                  "outpost-vp");
          g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT, vp);

          g_assert_cmpint (vp, >=, 2); /* at least phase E's value */
          g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
        }
    }
  g_assert_true (found);
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "burgundy-outposts-score"));

  /* Saved and read back: the option and the boards come back, and the game replays the
   * same. */
  {
    g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
    g_autoptr(GError) error = NULL;
    gsize length = 0;
    const char *data = g_bytes_get_data (bytes, &length);
    g_autoptr(TsRecord) record = ts_record_load_from_data (data, length, "outposts.json", &error);
    g_autoptr(TsMatch) again = NULL;

    g_assert_no_error (error);
    g_assert_true (json_object_get_boolean_member (ts_record_get_options (record), "outposts"));
    again = ts_match_new_for_record (record, &error);
    g_assert_no_error (error);
    g_assert_true (ts_burgundy_state_equal (ts_match_get_state (again),
                                            ts_match_get_state (match)));
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tiles from the start castle (18) to outpost 1 (12, 7, 3) and outpost 3 (25, 30, 34). */
static void
join_two (TsBurgundyState *state)
{
  static const guint8 spaces[] = { 12, 7, 3, 25, 30, 34 };
  static const guint8 tiles[] = { TS_BURGUNDY_MONASTERY_TILE (16), TS_BURGUNDY_MONASTERY_TILE (17),
                                  TS_BURGUNDY_MONASTERY_TILE (18), TS_BURGUNDY_TILE_BUILDING,
                                  TS_BURGUNDY_MONASTERY_TILE (19), TS_BURGUNDY_MONASTERY_TILE (20) };
  TsBurgundyPlayer *p = &state->players[0];

  for (guint k = 0; k < G_N_ELEMENTS (spaces); k++)
    {
      p->tiles[spaces[k]] = tiles[k];
      p->n_placed++;
    }
}

static gboolean
panel_says (GtkWidget  *panel,
            const char *text)
{
  g_autoptr(GString) labels = g_string_new (NULL);

  ts_ui_test_collect_labels (panel, labels);
  return strstr (labels->str, text) != NULL;
}

/* CB-OUT-02/03: "Outposts joined: 2 of 3" under the bonus tiles, only with the module. */
static void
test_panel (void)
{
  g_autofree TsBurgundyState *state = outpost_state (TRUE);
  g_autofree TsBurgundyState *plain = outpost_state (FALSE);
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (panel), 520, 430);

  ts_burgundy_player_panel_set_player (panel, state, 0, "#c01c28");
  ts_ui_test_spin ();
  g_assert_true (panel_says (GTK_WIDGET (panel), "Outposts joined: 0 of 3"));
  join_two (state);
  g_assert_cmpuint (ts_burgundy_outposts_chain (state, &state->players[0]), ==, 2);
  ts_burgundy_player_panel_set_player (panel, state, 0, "#c01c28");
  ts_ui_test_spin ();
  g_assert_true (panel_says (GTK_WIDGET (panel), "Outposts joined: 2 of 3"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-outposts-panel"));

  /* The same board without the module: nothing about outposts. */
  join_two (plain);
  ts_burgundy_player_panel_set_player (panel, plain, 0, "#c01c28");
  ts_ui_test_spin ();
  g_assert_false (panel_says (GTK_WIDGET (panel), "Outposts joined"));
  ts_ui_test_destroy_window (window);
}

/* The duchy view numbers each outpost on the edge spaces it touches, and says so in the
 * spaces' names; a board without outposts has none. */
static void
test_duchy_badges (void)
{
  g_autofree TsBurgundyState *state = outpost_state (TRUE);
  g_autofree TsBurgundyState *plain = NULL;
  GtkWidget *duchy = ts_burgundy_duchy_view_new ();
  GtkWindow *window = ts_ui_test_show_alone (duchy, 360, 320);
  TsBurgundyDuchyView *view = TS_BURGUNDY_DUCHY_VIEW (duchy);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;

  join_two (state);
  ts_burgundy_duchy_view_set_player (view, state, 0);
  ts_ui_test_spin ();
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      const char *name = ts_burgundy_hex_space_get_name (
          TS_BURGUNDY_HEX_SPACE (ts_burgundy_duchy_view_get_space (view, i)));
      gboolean touches = i == 3 || i == 15 || i == 34 || i == 35;

      if ((strstr (name, "touches outpost") != NULL) != touches)
        g_error ("space %u: “%s”", i, name);
    }
  g_assert_nonnull (strstr (ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (
                                ts_burgundy_duchy_view_get_space (view, 15))),
                            "touches outpost 2"));
  g_assert_nonnull (strstr (ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (
                                ts_burgundy_duchy_view_get_space (view, 35))),
                            "touches outpost 3"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-outposts-duchy"));

  /* Duchy 1 as shipped: no outposts. */
  json_array_add_string_element (players, "Ana");
  json_array_add_string_element (players, "Bruno");
  plain = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
  g_assert_no_error (error);
  ts_burgundy_duchy_view_set_player (view, plain, 0);
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    g_assert_null (strstr (ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (
                               ts_burgundy_duchy_view_get_space (view, i))),
                           "outpost"));
  ts_ui_test_destroy_window (window);
}

/* Scrolls the form so that the row holding @widget is in view, near the top. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scroller);
  g_assert_nonnull (row);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_point (row, gtk_scrolled_window_get_child (
                                                    GTK_SCROLLED_WINDOW (scroller)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, MAX (0, at.y - 200));
  ts_ui_test_spin ();
}

static AdwComboRow *
duchy_row (TsSetupWindow *setup,
           guint          seat)
{
  return ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY, seat));
}

/* The label of the board the seat's duchy row shows. */
static const char *
duchy_label (TsSetupWindow *setup,
             guint          seat)
{
  AdwComboRow *row = duchy_row (setup, seat);

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)),
                                     adw_combo_row_get_selected (row));
}

/* Whether @label names board @board ("Duchy 3", "Duchy 3 (medium confidence)"). */
static gboolean
names_board (const char *label,
             const char *board)
{
  return g_str_equal (label, board)
         || (g_str_has_prefix (label, board) && g_str_has_prefix (label + strlen (board), " ("));
}

/* Selects board @label in the seat's duchy row. */
static void
select_duchy (TsSetupWindow *setup,
              guint          seat,
              const char    *label)
{
  AdwComboRow *row = duchy_row (setup, seat);
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (names_board (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      {
        adw_combo_row_set_selected (row, i);
        ts_ui_test_spin ();
        return;
      }
  g_error ("no board “%s” offered", label);
}

/* Whether every board the duchy rows offer is an outpost duchy 11 of the board store. */
static gboolean
offers_only_outposts (TsSetupWindow *setup)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  GListModel *model = adw_combo_row_get_model (duchy_row (setup, 0));
  g_autoptr(GHashTable) outposts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (store); i++)
    if (ts_burgundy_board_store_get_board (store, i)->kind == TS_BURGUNDY_BOARD_OUTPOST)
      g_hash_table_add (outposts, ts_burgundy_board_store_dup_label (store, i));
  for (guint i = 0; i < n; i++)
    if (!g_hash_table_contains (outposts,
                                gtk_string_list_get_string (GTK_STRING_LIST (model), i)))
      return FALSE;
  return n > 0;
}

/* CB-OUT-01: the switch gives "outposts": true; with it the duchy rows offer the outpost
 * duchies 11a-f, and while none is entered each row says so and Start refuses, naming the
 * player. */
static void
test_setup (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const char *colors[] = { "red", "blue", NULL };
  TsSetupWindow *setup;
  GtkWidget *toggle;
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));

  toggle = ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_OUTPOSTS, 0);
  g_assert_true (GTK_IS_SWITCH (toggle));
  g_assert_true (gtk_widget_is_visible (toggle));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_true (names_board (duchy_label (setup, 0), "Duchy 1"));
  g_assert_false (offers_only_outposts (setup));
  /* Off: a record without the member, as before. */
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_false (json_object_has_member (options, "outposts"));
  g_clear_pointer (&players, json_array_unref);
  g_clear_pointer (&options, json_object_unref);
  g_clear_pointer (&setup_object, json_object_unref);

  /* On: only the duchies 11 are offered; none is entered, so each seat is on 11a and its
   * row says why it cannot start, and so does Start. */
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  ts_ui_test_spin ();
  g_assert_true (offers_only_outposts (setup));
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpstr (duchy_label (setup, p), ==, "Duchy 11a");
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (duchy_row (setup, p))), ==,
                       "Duchy 11a: not entered yet");
    }
  g_assert_false (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_nonnull (error);
  g_test_message ("refused: %s", error->message);
  scroll_to (toggle);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-outposts"));
  g_assert_nonnull (strstr (error->message, "Ana"));
  g_assert_nonnull (strstr (error->message, "11a: not entered yet"));
  g_clear_error (&error);

  /* Off again: the duchies 1-10 are back and the seats keep their choice (still offered);
   * on duchy 1 the game can start. */
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  ts_ui_test_spin ();
  g_assert_false (offers_only_outposts (setup));
  g_assert_cmpstr (duchy_label (setup, 0), ==, "Duchy 11a");
  for (guint p = 0; p < 2; p++)
    select_duchy (setup, p, "Duchy 1");
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_false (json_object_has_member (options, "outposts"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* CB-OUT-01: with an outpost duchy entered (a correction of 11b), the switch moves every
 * seat onto it (the first playable one offered), so the game starts at once with every
 * player on an outpost duchy; a seat's own choice among the duchies 11 stays when the
 * switch goes off and on again. */
static void
test_setup_boards (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const char *colors[] = { "red", "blue", NULL };
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  g_autofree TsBurgundyState *template = outpost_state (TRUE);
  TsBurgundyDuchy board = template->players[0].duchy;
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bruno = NULL;
  TsSetupWindow *setup;
  GtkSwitch *toggle;
  GtkWidget *deal;

  g_strlcpy (board.id, "11b", sizeof board.id);
  board.name[0] = '\0';
  g_assert_true (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_no_error (error);

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  toggle = GTK_SWITCH (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_OUTPOSTS, 0));
  select_duchy (setup, 1, "Duchy 3");

  gtk_switch_set_active (toggle, TRUE);
  ts_ui_test_spin ();
  g_assert_true (offers_only_outposts (setup));
  for (guint p = 0; p < 2; p++)
    {
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (duchy_row (setup, p)));

      g_assert_cmpstr (duchy_label (setup, p), ==, "Duchy 11b (your correction)");
      /* At most the note that a board entered by hand may hold mistakes. */
      g_assert_null (strstr (subtitle != NULL ? subtitle : "", "not entered"));
    }
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (options, "outposts"));
  for (guint p = 0; p < 2; p++)
    {
      JsonObject *layout = json_object_get_object_member (
          json_array_get_object_element (players, p), "layout");

      g_assert_cmpstr (json_object_get_string_member (layout, "kind"), ==, "outpost");
      g_assert_cmpstr (json_object_get_string_member (layout, "id"), ==, "11b");
    }

  /* Ana picks 11a (not entered yet): off and on again, both seats keep their boards. */
  select_duchy (setup, 0, "Duchy 11a");
  bruno = g_strdup (duchy_label (setup, 1));
  gtk_switch_set_active (toggle, FALSE);
  ts_ui_test_spin ();
  g_assert_false (offers_only_outposts (setup));
  g_assert_cmpstr (duchy_label (setup, 0), ==, "Duchy 11a");
  g_assert_cmpstr (duchy_label (setup, 1), ==, bruno);
  gtk_switch_set_active (toggle, TRUE);
  ts_ui_test_spin ();
  g_assert_cmpstr (duchy_label (setup, 0), ==, "Duchy 11a");
  g_assert_cmpstr (duchy_label (setup, 1), ==, bruno);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (duchy_row (setup, 0))), ==,
                   "Duchy 11a: not entered yet");

  /* CB-ADV-01 with the outposts: the deal draws among the outpost duchies entered (here
   * only 11b), and cannot be pressed when there is none. */
  gtk_switch_set_active (
      GTK_SWITCH (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES, 0)),
      TRUE);
  ts_ui_test_spin ();
  deal = GTK_WIDGET (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DEAL, 0));
  g_assert_true (gtk_widget_get_sensitive (deal));
  g_signal_emit_by_name (deal, "clicked");
  ts_ui_test_spin ();
  /* Ana was on 11a, not entered: now both seats are on outpost duchies that can start. */
  g_assert_cmpstr (duchy_label (setup, 0), !=, "Duchy 11a");
  g_clear_pointer (&players, json_array_unref);
  g_clear_pointer (&options, json_object_unref);
  g_clear_pointer (&setup_object, json_object_unref);
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    {
      JsonObject *layout = json_object_get_object_member (
          json_array_get_object_element (players, p), "layout");

      g_assert_cmpstr (json_object_get_string_member (layout, "kind"), ==, "outpost");
    }
  /* Without any outpost duchy entered (the user's ones removed), nothing can be dealt. */
  for (guint i = ts_burgundy_board_store_get_n_boards (store); i-- > 0;)
    {
      const TsBurgundyDuchy *b = ts_burgundy_board_store_get_board (store, i);

      if (b->kind == TS_BURGUNDY_BOARD_OUTPOST
          && ts_burgundy_board_store_get_source (store, i) != TS_BURGUNDY_BOARD_SHIPPED)
        {
          g_autofree char *gone = g_strdup (b->id);

          g_assert_true (ts_burgundy_board_store_remove (store, gone, &error));
          g_assert_no_error (error);
        }
    }
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_get_sensitive (deal));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                                gtk_widget_get_ancestor (deal, ADW_TYPE_ACTION_ROW))),
                            "No outpost duchy"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* CB-OUT-01 with the board store: the user enters an outpost duchy from their box, every
 * player takes it, and the game starts with the outposts; the record carries the board. */
static void
test_user_boards (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const char *colors[] = { "red", "blue", NULL };
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  g_autofree TsBurgundyState *template = outpost_state (TRUE);
  TsBurgundyDuchy board = template->players[0].duchy;
  g_autofree char *id = ts_burgundy_board_store_new_id (store, "11a (my box)");
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  const TsBurgundyState *state;
  TsSetupWindow *setup;

  g_strlcpy (board.id, id, sizeof board.id);
  g_strlcpy (board.name, "11a (my box)", sizeof board.name);
  g_assert_true (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_no_error (error);

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  gtk_switch_set_active (GTK_SWITCH (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_OUTPOSTS,
                                                                 0)),
                         TRUE);
  for (guint p = 0; p < 2; p++)
    {
      AdwComboRow *row = ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup,
                                                                    TS_BURGUNDY_SETUP_DUCHY, p));
      GListModel *model = adw_combo_row_get_model (row);
      guint found = G_MAXUINT;

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        if (strstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "11a (my box)"))
          found = i;
      g_assert_cmpuint (found, !=, G_MAXUINT);
      adw_combo_row_set_selected (row, found);
      ts_ui_test_spin ();
    }
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (options, "outposts"));
  match = ts_match_new (&ts_burgundy_module, "Outposts at home", players, options, setup_object,
                        &error);
  g_assert_no_error (error);
  state = ts_match_get_state (match);
  g_assert_true (state->options.outposts);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (state->players[p].duchy.kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
      g_assert_cmpuint (state->players[p].duchy.outposts[15], ==, 2);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_type_ensure (TS_TYPE_BURGUNDY_PLAYER_PANEL);

  g_test_add_func ("/ui/burgundy/outposts/panel/CB-OUT-02", test_panel);
  g_test_add_func ("/ui/burgundy/outposts/duchy-badges/CB-OUT-01", test_duchy_badges);
  g_test_add_func ("/ui/burgundy/outposts/setup/CB-OUT-01", test_setup);
  g_test_add_func ("/ui/burgundy/outposts/score-page/CB-OUT-04", test_score_page);
  g_test_add_func ("/ui/burgundy/outposts/user-boards/CB-OUT-01", test_user_boards);
  g_test_add_func ("/ui/burgundy/outposts/setup-boards/CB-OUT-01", test_setup_boards);
  return g_test_run ();
}
