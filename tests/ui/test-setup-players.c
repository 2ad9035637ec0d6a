/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The players every game's new-game form and the score sheet propose (issue 24): two on a
 * first run, so that a new game of The Castles of Burgundy is not a solo game that cannot
 * start; else the last saved game's players and colours. The form's refusal goes as soon as
 * the form no longer gives it. */
#include <string.h>

#include "ts-burgundy-sheet-window.h"
#include "ts-game-views.h"
#include "ts-record-info.h"
#include "ts-setup-window.h"
#include "ts-ui-test-util.h"

static const char *const no_names[] = { NULL };
static const char *const colors[] = { "red", "blue", "green", "yellow", NULL };

static char *
names_of (TsSetupWindow *setup)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < ts_setup_window_get_n_players (setup); i++)
    g_string_append_printf (text, "%s%s %s", i > 0 ? ", " : "",
                            gtk_editable_get_text (GTK_EDITABLE (
                                ts_setup_window_get_part (setup, TS_SETUP_NAME, i))),
                            ts_setup_window_get_player_color (setup, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static TsSetupWindow *
new_setup (const TsGameView *view)
{
  TsSetupWindow *setup = ts_setup_window_new (NULL, view);

  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

/* A fresh data folder, no name in the preferences: every game proposes two players who can
 * start at once. */
static void
test_first_run (void)
{
  guint n_views = 0;
  const TsGameView *const *views = ts_game_views_get_all (&n_views);

  ts_ui_test_set_default_players (no_names, colors);
  g_assert_cmpuint (n_views, >=, 4);
  for (guint v = 0; v < n_views; v++)
    {
      TsSetupWindow *setup = new_setup (views[v]);
      g_autofree char *names = names_of (setup);
      g_autoptr(JsonArray) players = NULL;
      g_autoptr(JsonObject) options = NULL;
      g_autoptr(JsonObject) setup_object = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s: %s", views[v]->module->id, names);
      g_assert_cmpstr (names, ==, "Player 1 red, Player 2 blue");
      g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
      g_assert_no_error (error);
      ts_ui_test_destroy_window (GTK_WINDOW (setup));
    }
}

/* Once a game is saved, every game's form (and the score sheet) proposes its players, in
 * their order and colours. */
static void
test_last_game (void)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", NULL };
  TsSetupWindow *setup;
  TsBurgundySheetWindow *sheet;
  g_autoptr(TsBurgundySheet) read = g_new0 (TsBurgundySheet, 1);

  ts_ui_test_set_default_players (names, colors);
  setup = new_setup (ts_game_views_lookup ("kingsburg"));
  {
    g_autofree char *proposed = names_of (setup);

    g_assert_cmpstr (proposed, ==, "Ana red, Bruno blue, Carla green");
  }
  /* The table changes seats and colours, and drops Carla. */
  ts_setup_window_set_player_color (setup, 0, "purple");
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_MOVE_DOWN, 0));
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 2));
  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  g_assert_true (ts_setup_window_start (setup));
  ts_ui_test_spin ();
  g_assert_null (setup);

  setup = new_setup (ts_game_views_lookup ("caylus-1303"));
  {
    g_autofree char *proposed = names_of (setup);

    g_assert_cmpstr (proposed, ==, "Bruno blue, Ana purple");
  }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));

  sheet = ts_burgundy_sheet_window_new (NULL);
  ts_ui_test_present_and_wait (GTK_WINDOW (sheet));
  ts_burgundy_sheet_window_read (sheet, read);
  g_assert_cmpuint (read->n_players, ==, 2);
  g_assert_cmpstr (read->players[0].name, ==, "Bruno");
  g_assert_cmpstr (read->players[1].name, ==, "Ana");
  ts_ui_test_destroy_window (GTK_WINDOW (sheet));
}

/* The score sheet on a first run: two players too. */
static void
test_sheet_first_run (void)
{
  TsBurgundySheetWindow *sheet;
  g_autoptr(TsBurgundySheet) read = g_new0 (TsBurgundySheet, 1);

  ts_ui_test_set_default_players (no_names, colors);
  sheet = ts_burgundy_sheet_window_new (NULL);
  ts_ui_test_present_and_wait (GTK_WINDOW (sheet));
  ts_burgundy_sheet_window_read (sheet, read);
  g_assert_cmpuint (read->n_players, ==, 2);
  g_assert_cmpstr (read->players[0].name, ==, "Player 1");
  g_assert_cmpstr (read->players[1].name, ==, "Player 2");
  ts_ui_test_destroy_window (GTK_WINDOW (sheet));
}

static gboolean
error_shown (TsSetupWindow *setup)
{
  GtkWidget *label = ts_setup_window_get_part (setup, TS_SETUP_ERROR, 0);

  return gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (label)));
}

/* The solo game is chosen by removing the second player; with no solo board, Start refuses
 * and says why. Adding a player back fixes it: the refusal goes at once, and Start works. A
 * refusal the players did not fix stays. */
static void
test_refusal_goes (void)
{
  TsSetupWindow *setup;
  GtkWidget *label;

  ts_ui_test_set_default_players (no_names, colors);
  setup = new_setup (ts_game_views_lookup ("castles-of-burgundy"));
  label = ts_setup_window_get_part (setup, TS_SETUP_ERROR, 0);
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 1));
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 1);
  g_assert_false (ts_setup_window_start (setup));
  g_assert_true (error_shown (setup));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Boards…"));

  /* Two names alike: the refusal of the solo game goes when Carla is added, ... */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0));
  g_assert_false (error_shown (setup));
  gtk_editable_set_text (GTK_EDITABLE (ts_setup_window_get_part (setup, TS_SETUP_NAME, 1)),
                         "player 1");
  g_assert_false (ts_setup_window_start (setup));
  g_assert_true (error_shown (setup));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Two players"));
  /* ... this one stays while another row changes, and goes when the other name changes. */
  ts_ui_test_click (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0));
  g_assert_true (error_shown (setup));
  gtk_editable_set_text (GTK_EDITABLE (ts_setup_window_get_part (setup, TS_SETUP_NAME, 0)),
                         "Ana");
  g_assert_false (error_shown (setup));
  g_assert_false (gtk_widget_has_css_class (ts_setup_window_get_part (setup, TS_SETUP_NAME, 1),
                                            "error"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* Issue 41: Add (Alt+A) at 1024x600 (a window of 600 px, the list longer than it): the new
 * player's name row has the focus and is in view, so that the name is not typed out of
 * sight. */
static void
test_added_in_view (void)
{
  guint n_views = 0;
  const TsGameView *const *views = ts_game_views_get_all (&n_views);
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (no_names, colors);
  setup = ts_setup_window_new (NULL, views[0]);
  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  while (gtk_widget_get_sensitive (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0)))
    {
      GtkWidget *row, *scrolled;
      graphene_rect_t bounds;

      g_signal_emit_by_name (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0), "clicked");
      row = ts_setup_window_get_part (setup, TS_SETUP_NAME,
                                      ts_setup_window_get_n_players (setup) - 1);
      for (guint frame = 0; frame < 5; frame++)
        gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
      ts_ui_test_spin ();
      scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_nonnull (scrolled);
      g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (setup)), row)
                     || gtk_root_get_focus (GTK_ROOT (setup)) == row);
      g_assert_true (gtk_widget_compute_bounds (row, scrolled, &bounds));
      g_test_message ("player %u: row at %.0f..%.0f of %d", ts_setup_window_get_n_players (setup),
                      bounds.origin.y, bounds.origin.y + bounds.size.height,
                      gtk_widget_get_height (scrolled));
      g_assert_cmpfloat (bounds.origin.y, >=, -1);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                         gtk_widget_get_height (scrolled) + 1);
    }
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), >=, 4);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/ui/setup/players/first-run", test_first_run);
  g_test_add_func ("/ui/setup/players/sheet-first-run", test_sheet_first_run);
  g_test_add_func ("/ui/setup/players/last-game", test_last_game);
  g_test_add_func ("/ui/setup/players/refusal-goes", test_refusal_goes);
  g_test_add_func ("/ui/setup/players/added-in-view", test_added_in_view);
  return g_test_run ();
}
