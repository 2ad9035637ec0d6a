/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Behaviour of the shell: the window remembers its size, preferences reach GSettings. */
#include <glib/gstdio.h>

#include "ts-player-palette.h"
#include "ts-preferences-window.h"
#include "ts-start-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

#define SCHEMA "io.github.tableside.Tableside"

static void
test_window_remembers_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA);
  TsWindow *window;
  int width = 0;
  int height = 0;

  g_settings_set_int (settings, "window-width", 800);
  g_settings_set_int (settings, "window-height", 500);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  window = ts_window_new (NULL);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 500);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 560);
  ts_ui_test_spin ();
  gtk_window_close (GTK_WINDOW (window));
  ts_ui_test_spin ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 560);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

static void
test_window_restores_maximized (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA);
  TsWindow *window;

  g_settings_set_boolean (settings, "window-maximized", TRUE);
  window = ts_window_new (NULL);
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window))
                 || g_settings_get_boolean (settings, "window-maximized"));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* Xvfb has no window manager to grant the request; what must hold is that a maximized
   * window closed keeps the unmaximized size untouched. */
  g_settings_set_int (settings, "window-width", 777);
  gtk_window_close (GTK_WINDOW (window));
  ts_ui_test_spin ();
  g_settings_set_boolean (settings, "window-maximized", FALSE);
}

static void
test_preferences_save_players (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;
  const char *preset_names[] = { "Ana", "Bruno", NULL };
  const char *preset_colors[] = { "white", "no-such-colour", NULL };
  TsPreferencesWindow *preferences;
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  g_settings_set_strv (settings, "default-player-names", preset_names);
  g_settings_set_strv (settings, "default-player-colors", preset_colors);

  preferences = ts_preferences_window_new (settings);
  ts_ui_test_present_and_wait (GTK_WINDOW (preferences));

  /* What is stored is what is shown; an unknown colour falls back to the palette order. */
  g_assert_cmpstr (gtk_editable_get_text (
                       GTK_EDITABLE (ts_preferences_window_get_name_row (preferences, 0))),
                   ==, "Ana");
  g_assert_cmpstr (gtk_editable_get_text (
                       GTK_EDITABLE (ts_preferences_window_get_name_row (preferences, 2))),
                   ==, "");
  g_assert_cmpstr (palette[gtk_drop_down_get_selected (
                               ts_preferences_window_get_color_dropdown (preferences, 0))]
                       .id,
                   ==, "white");
  g_assert_cmpuint (gtk_drop_down_get_selected (
                        ts_preferences_window_get_color_dropdown (preferences, 1)),
                    ==, 1);

  gtk_editable_set_text (GTK_EDITABLE (ts_preferences_window_get_name_row (preferences, 2)),
                         "  Carla ");
  gtk_drop_down_set_selected (ts_preferences_window_get_color_dropdown (preferences, 3),
                              n_colors - 1);
  ts_ui_test_spin ();

  names = g_settings_get_strv (settings, "default-player-names");
  colors = g_settings_get_strv (settings, "default-player-colors");
  g_assert_cmpuint (g_strv_length (names), ==, 4);
  g_assert_cmpstr (names[0], ==, "Ana");
  g_assert_cmpstr (names[2], ==, "Carla");
  g_assert_cmpstr (colors[0], ==, "white");
  g_assert_cmpstr (colors[3], ==, palette[n_colors - 1].id);

  ts_ui_test_destroy_window (GTK_WINDOW (preferences));
}

/* Saved games: listed with their status, the newest unfinished one offered for resuming, and
 * a file that is not a record listed with the reason (tests/ui/test-start-page.c has the
 * rest). */
static void
test_start_page_saved_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-ui-XXXXXX", &error);
  const char *seeds[] = { "castles-of-burgundy-4p-complete.json",
                          "castles-of-burgundy-3p-phase-a.json", "bad-truncated.json" };
  g_autoptr(GFile) dir_file = NULL;
  GtkWidget *window = gtk_window_new ();
  TsStartPage *page = TS_START_PAGE (ts_start_page_new ());
  TsRecordInfo *resume;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *from = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds", seeds[i],
                                                     NULL);
      g_autofree char *to = g_build_filename (dir, seeds[i], NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (to, contents, length, NULL));
    }
  dir_file = g_file_new_for_path (dir);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_start_page_set_record_dir (page, dir_file);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  while (!ts_start_page_get_listed (page))
    g_main_context_iteration (NULL, TRUE);
  ts_ui_test_spin ();

  g_assert_cmpuint (g_list_model_get_n_items (ts_start_page_get_recent (page)), ==, 3);
  {
    guint n_unreadable = 0;

    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(TsRecordInfo) info = g_list_model_get_item (ts_start_page_get_recent (page), i);

        if (ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE)
          {
            n_unreadable++;
            g_assert_cmpstr (ts_record_info_get_title (info), ==, "bad-truncated.json");
          }
      }
    g_assert_cmpuint (n_unreadable, ==, 1);
  }
  resume = ts_start_page_get_resume (page);
  g_assert_nonnull (resume);
  g_assert_false (ts_record_info_get_finished (resume));
  g_free (ts_ui_test_save_png (window, "start-page-saved-games"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *path = g_build_filename (dir, seeds[i], NULL);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  {
    /* The start page's index of what it read (app/model/games/ts-record-index.c). */
    g_autofree char *index = g_build_filename (dir, ".saved-games-index.json", NULL);

    g_assert_cmpint (g_remove (index), ==, 0);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Issue 56: the main menu's popover, a widget per item, is made when the menu first opens,
 * not for the window's first frame; opened, it holds the menu's items. */
static void
test_window_menu_made_when_opened (void)
{
  TsWindow *window = ts_window_new (NULL);
  GtkMenuButton *button;
  GtkPopover *popover;

  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  button = GTK_MENU_BUTTON (ts_ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON));
  g_assert_nonnull (button);
  g_assert_null (gtk_menu_button_get_popover (button));
  gtk_menu_button_popup (button);
  ts_ui_test_spin ();
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_nonnull (ts_ui_test_find_menu_item (GTK_WIDGET (popover), "Preferences"));
  g_assert_nonnull (ts_ui_test_find_menu_item (GTK_WIDGET (popover), "Keyboard Shortcuts"));
  gtk_menu_button_popdown (button);
  /* Opened again, the same popover. */
  gtk_menu_button_popup (button);
  ts_ui_test_spin ();
  g_assert_true (gtk_menu_button_get_popover (button) == popover);
  gtk_menu_button_popdown (button);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/window/remembers-size", test_window_remembers_size);
  g_test_add_func ("/ui/window/restores-maximized", test_window_restores_maximized);
  g_test_add_func ("/ui/window/menu-made-when-opened", test_window_menu_made_when_opened);
  g_test_add_func ("/ui/preferences/save-players", test_preferences_save_players);
  g_test_add_func ("/ui/start-page/saved-games", test_start_page_saved_games);

  return g_test_run ();
}
