/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared pages on a phone held upright, in touch mode (issue 54). The setting
 * "touch-mode" puts the window in touch mode ("on") or takes it out ("off"; "automatic"
 * follows the last press, and Xvfb's is a pointer's). In a 360 x 720 window in touch mode the
 * start page, the statistics page, a game's History and Scores pages and a new game's setup
 * ask no more than 360 px of width, and every target on them (buttons, rows, fields,
 * switches) is at least 44 x 44 px. Each game's Table page has its own test. */
#include "config.h"

#include "ts-game-page.h"
#include "ts-setup-window.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"
#include "ts-window.h"

#define PHONE_WIDTH 360
#define PHONE_HEIGHT 720

static GSettings *
app_settings (void)
{
  return g_settings_new (APP_ID);
}

static void
assert_narrow (GtkWidget  *widget,
               const char *what)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: minimum width %d px", what, min);
  if (min > PHONE_WIDTH)
    ts_ui_test_log_wide (widget, 300);
  g_assert_cmpint (min, <=, PHONE_WIDTH);
}

static TsWindow *
phone_window (void)
{
  TsWindow *window = ts_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH, PHONE_HEIGHT);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

static void
test_setting (void)
{
  g_autoptr(GSettings) settings = app_settings ();
  TsWindow *window = phone_window ();

  g_settings_set_string (settings, "touch-mode", "on");
  ts_ui_test_spin ();
  g_assert_true (ts_window_get_touch_mode (window));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "touch"));
  g_settings_set_string (settings, "touch-mode", "off");
  ts_ui_test_spin ();
  g_assert_false (ts_window_get_touch_mode (window));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "touch"));
  /* Automatic: no finger has pressed yet, and this screen has a pointer. */
  g_settings_set_string (settings, "touch-mode", "automatic");
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "touch"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A finger's targets, and the width of a phone, in @window as it stands: the whole window,
 * or of a game's page the page shown (its Table page has a test of its own). */
static void
assert_phone_fit (GtkWindow  *window,
                  const char *what)
{
  GtkWidget *pages = ts_ui_test_find_child (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "touch"));
  ts_ui_test_redraw (GTK_WIDGET (window));
  assert_narrow (pages != NULL ? adw_view_stack_get_visible_child (ADW_VIEW_STACK (pages))
                               : gtk_window_get_child (window),
                 what);
  ts_ui_touch_assert_fits (GTK_WIDGET (window), what);
}

static void
test_start_and_statistics (void)
{
  g_autoptr(GSettings) settings = app_settings ();
  TsWindow *window;

  g_settings_set_string (settings, "touch-mode", "on");
  window = phone_window ();
  assert_phone_fit (GTK_WINDOW (window), "the start page");
  ts_window_show_statistics (window);
  ts_ui_test_spin ();
  assert_phone_fit (GTK_WINDOW (window), "the statistics page");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "touch-mode");
}

static void
test_game_pages (gconstpointer data)
{
  const char *record = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", record, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GSettings) settings = app_settings ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
  const char *pages[] = { "game.show-history", "game.show-scores" };
  TsWindow *window;

  g_assert_no_error (error);
  g_settings_set_string (settings, "touch-mode", "on");
  window = phone_window ();
  ts_window_show_match (window, match);
  ts_ui_test_spin ();
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *what = g_strdup_printf ("%s, %s", record, pages[i]);
      GtkWidget *page = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_GAME_PAGE);

      g_assert_true (gtk_widget_activate_action (page, pages[i], NULL));
      ts_ui_test_spin ();
      assert_phone_fit (GTK_WINDOW (window), what);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "touch-mode");
}

static void
test_setup (gconstpointer data)
{
  const char *game = data;
  g_autoptr(GSettings) settings = app_settings ();
  TsWindow *window;
  GtkWindow *setup;

  g_settings_set_string (settings, "touch-mode", "on");
  window = phone_window ();
  ts_setup_window_show (GTK_WINDOW (window), game);
  ts_ui_test_spin ();
  setup = ts_ui_test_find_toplevel (TS_TYPE_SETUP_WINDOW);
  g_assert_nonnull (setup);
  /* A dialog of its own: it is in touch mode when its parent is. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (setup), "touch"));
  gtk_window_set_default_size (setup, PHONE_WIDTH, PHONE_HEIGHT);
  assert_phone_fit (setup, game);
  ts_ui_test_destroy_window (setup);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "touch-mode");
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/touch/setting", test_setting);
  g_test_add_func ("/touch/start-and-statistics", test_start_and_statistics);
  g_test_add_data_func ("/touch/pages/kingsburg", "kingsburg-2p-complete.json", test_game_pages);
  g_test_add_data_func ("/touch/pages/burgundy", "castles-of-burgundy-2p-complete.json",
                        test_game_pages);
  g_test_add_data_func ("/touch/pages/carcassonne", "carcassonne-2p-complete.json",
                        test_game_pages);
  g_test_add_data_func ("/touch/pages/caylus", "caylus-1303-2p-complete.json", test_game_pages);
  /* Five players: the widest score table. */
  g_test_add_data_func ("/touch/pages/carcassonne-5p", "carcassonne-5p-builder-pig-complete.json",
                        test_game_pages);
  g_test_add_data_func ("/touch/setup/burgundy", "castles-of-burgundy", test_setup);
  g_test_add_data_func ("/touch/setup/kingsburg", "kingsburg", test_setup);
  return g_test_run ();
}
