/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outposts module in the views (issue 15, CB-OUT-01..05): the setup's Outposts switch
 * gives the record's option and refuses a player who is not on an outpost duchy; the player
 * panel says how many outposts the player's tiles join. The game here is played on a test
 * layout (duchy 1's spaces as an outpost board: outposts on spaces 3, 15 and 34/35), since
 * no duchy 11 is shipped. */
#include <string.h>

#include "burgundy/ts-burgundy-duchy-view.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy/ts-burgundy-outposts.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "burgundy/ts-burgundy-setup.h"
#include "burgundy/ts-burgundy-state.h"
#include "ts-ui-test-util.h"
#include "ts-views.h"

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

/* CB-OUT-01: the switch gives "outposts": true, and Start refuses players on other duchies,
 * naming the player. */
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
  /* Off: a record without the member, as before. */
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_false (json_object_has_member (options, "outposts"));
  g_clear_pointer (&players, json_array_unref);
  g_clear_pointer (&options, json_object_unref);
  g_clear_pointer (&setup_object, json_object_unref);

  /* On, with everyone on duchy 1: Start says who is not on a duchy 11. */
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  ts_ui_test_spin ();
  g_assert_false (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_nonnull (error);
  g_test_message ("refused: %s", error->message);
  scroll_to (toggle);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-outposts"));
  g_assert_nonnull (strstr (error->message, "Ana"));
  g_assert_nonnull (strstr (error->message, "numbered 11"));
  g_clear_error (&error);

  /* Off again: the game can start. */
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  ts_ui_test_spin ();
  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_false (json_object_has_member (options, "outposts"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_type_ensure (TS_TYPE_BURGUNDY_PLAYER_PANEL);

  g_test_add_func ("/ui/burgundy/outposts/panel/CB-OUT-02", test_panel);
  g_test_add_func ("/ui/burgundy/outposts/duchy-badges/CB-OUT-01", test_duchy_badges);
  g_test_add_func ("/ui/burgundy/outposts/setup/CB-OUT-01", test_setup);
  return g_test_run ();
}
