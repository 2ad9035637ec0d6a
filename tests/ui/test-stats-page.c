/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27 in the views: the statistics page over a folder of random complete games of all
 * four games (its figures, filters, empty state, head to head, the record score's link, the
 * CSV and PNG exports), the Players window (rename, a refusal, merge, take apart), and the
 * known players offered in a new game's setup (typed, picked by keyboard, their colour, the
 * person id in the record). PNGs of the page in artifacts/. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-application.h"
#include "ts-game-views.h"
#include "ts-match-player.h"
#include "ts-players-window.h"
#include "ts-random-record.h"
#include "ts-record-scan.h"
#include "ts-setup-window.h"
#include "ts-stats-page.h"
#include "ts-stats.h"
#include "ts-ui-test-util.h"

static GListStore *
random_folder (char **dir_out)
{
  g_autofree char *dir = g_dir_make_tmp ("tableside-stats-ui-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  GListStore *store;

  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(TsMatch) match = NULL;
      g_autofree char *name = g_strdup_printf ("game-%u.json", i);
      g_autoptr(GFile) file = g_file_get_child (folder, name);

      switch (i % 4)
        {
        case 0: match = ts_random_record_burgundy (2 + i % 3, i + 1, &error); break;
        case 1: match = ts_random_record_kingsburg (2 + i % 3, i + 1, &error); break;
        case 2: match = ts_random_record_carcassonne (2 + i % 3, NULL, i + 1, &error); break;
        default: match = ts_random_record_caylus (2 + i % 3, NULL, i + 1, &error); break;
        }
      g_assert_no_error (error);
      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
    }
  store = ts_record_scan_read (folder, NULL, &error);
  g_assert_no_error (error);
  *dir_out = g_steal_pointer (&dir);
  return store;
}

static void
record_activated_cb (TsStatsPage *page,
                     GFile       *file,
                     GFile      **out)
{
  g_set_object (out, file);
}

static void
test_page (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GListStore) games = random_folder (&dir);
  g_autoptr(TsStats) stats = ts_stats_new (G_LIST_MODEL (games), NULL, NULL);
  TsStatsPage *page = TS_STATS_PAGE (ts_stats_page_new ());
  GtkWindow *window;
  g_autoptr(GFile) opened = NULL;
  g_autofree char *csv_path = g_build_filename (dir, "plays.csv", NULL);
  /* Kept among the artifacts: the whole page as the export draws it, to look at. */
  g_autofree char *png_path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                                    ? g_getenv ("G_TEST_BUILDDIR")
                                                    : ".",
                                                "artifacts", "stats-page-export.png", NULL);
  g_autoptr(GFile) csv = g_file_new_for_path (csv_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv_text = NULL;
  g_autofree char *labels = NULL;
  GtkWidget *link;
  const TsStatsGame *kingsburg = ts_stats_find_game (stats, "kingsburg");

  ts_stats_page_set_games (page, G_LIST_MODEL (games), NULL);
  window = ts_ui_test_show_alone (GTK_WIDGET (page), 1024, 600);
  g_signal_connect (page, "record-activated", G_CALLBACK (record_activated_cb), &opened);

  /* Everyone who played, and the four games. */
  g_assert_false (ts_stats_page_get_empty (page));
  g_assert_cmpuint (ts_ui_test_count_rows (ts_stats_page_get_players_list (page)), ==,
                    ts_stats_get_n_players (stats));
  g_assert_cmpuint (ts_ui_test_count_rows (ts_stats_page_get_games_list (page)), ==, 4);
  labels = ts_ui_test_labels (GTK_WIDGET (ts_stats_page_get_players_list (page)));
  g_test_message ("%s", labels);
  g_assert_nonnull (strstr (labels, ts_stats_get_player (stats, 0)->name));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-page"));

  /* The rows are made when opened: every player's and game's rows open. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (ts_stats_page_get_players_list (page)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_EXPANDER_ROW (row))
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (ts_stats_page_get_games_list (page)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_EXPANDER_ROW (row))
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  /* The rows open with an animation. */
  for (guint i = 0; i < 10; i++)
    {
      g_usleep (60000);
      ts_ui_test_spin ();
    }
  /* The record score's link opens that game. */
  link = ts_ui_test_find_button (GTK_WIDGET (ts_stats_page_get_games_list (page)),
                                 "_Open Game");
  g_assert_nonnull (link);
  ts_ui_test_click (link);
  g_assert_nonnull (opened);
  g_assert_true (g_file_equal (opened,
                               ts_record_info_get_file (ts_stats_get_game (stats, 0)
                                                            ->record_game)));

  /* Head to head: the first two players, each count with its own plural (issue 41: “1
   * times”). */
  {
    const TsStatsPlayer *a = ts_stats_get_player (stats, 0);
    const TsStatsPlayer *b = ts_stats_get_player (stats, 1);
    TsStatsHeadToHead duel;
    g_autofree char *expected = NULL;

    ts_stats_head_to_head (stats, a->id, b->id, &duel);
    g_assert_cmpuint (duel.together, >, 0);
    expected = g_strdup_printf ("%u game%s together: %s ahead %u time%s, %s ahead %u time%s, "
                                "tied %u time%s.",
                                duel.together, duel.together == 1 ? "" : "s", a->name,
                                duel.a_ahead, duel.a_ahead == 1 ? "" : "s", b->name,
                                duel.b_ahead, duel.b_ahead == 1 ? "" : "s", duel.ties,
                                duel.ties == 1 ? "" : "s");
    g_assert_cmpstr (ts_stats_page_get_duel_text (page), ==, expected);
  }

  /* Exports: the plays as CSV, the page as PNG. */
  g_assert_true (ts_stats_page_save_csv (page, csv, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &csv_text, NULL, NULL));
  g_assert_true (g_str_has_prefix (csv_text, "date,game,name,person,score,position,won,play\r\n"));
  /* Each row ends with its game's play: the record's file name without ".json". */
  g_assert_nonnull (strstr (csv_text, ",game-0\r\n"));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_assert_true (ts_stats_page_save (page, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");

  /* Filters: Kingsburg alone; then solo games, of which there are none. */
  adw_combo_row_set_selected (ts_stats_page_get_filter_row (page, 0), 2);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_ui_test_count_rows (ts_stats_page_get_games_list (page)), ==, 1);
  g_assert_nonnull (kingsburg);
  adw_combo_row_set_selected (ts_stats_page_get_filter_row (page, 0), 0);
  adw_combo_row_set_selected (ts_stats_page_get_filter_row (page, 2), 1);
  ts_ui_test_spin ();
  g_assert_true (ts_stats_page_get_empty (page));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-page-empty"));
  adw_combo_row_set_selected (ts_stats_page_get_filter_row (page, 2), 0);
  ts_ui_test_spin ();
  g_assert_false (ts_stats_page_get_empty (page));

  ts_ui_test_destroy_window (window);
  g_remove (csv_path);
}

static TsPeople *
people_with (const char *const *names)
{
  TsPeople *people = ts_application_get_people (TS_APPLICATION (g_application_get_default ()));

  for (guint i = 0; names[i] != NULL; i++)
    ts_people_ensure (people, names[i], i == 0 ? "blue" : "green");
  return people;
}

static void
test_players_window (void)
{
  static const char *const names[] = { "Bruno", "Bruninho", "Carla", NULL };
  TsPeople *people = people_with (names);
  TsPlayersWindow *players = ts_players_window_new (people, NULL);
  const char *bruno = ts_people_find (people, "Bruno");
  const char *bruninho = ts_people_find (people, "Bruninho");
  AdwEntryRow *name_row;
  AdwComboRow *same_row;

  ts_ui_test_present_and_wait (GTK_WINDOW (players));
  /* Renamed in place. */
  name_row = ts_players_window_get_name_row (players, "Carla");
  gtk_editable_set_text (GTK_EDITABLE (name_row), "Carla Souza");
  g_signal_emit_by_name (name_row, "apply");
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_people_get_name (people, ts_people_find (people, "Carla Souza")), ==,
                   "Carla Souza");
  g_assert_nonnull (ts_players_window_find_row (players, "Carla Souza"));
  /* Another person's name: refused, nothing changes. */
  name_row = ts_players_window_get_name_row (players, "Bruninho");
  gtk_editable_set_text (GTK_EDITABLE (name_row), "bruno");
  g_signal_emit_by_name (name_row, "apply");
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_people_get_name (people, bruninho), ==, "Bruninho");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name_row)), ==, "Bruninho");
  /* Bruninho is the same player as Bruno; then apart again. */
  same_row = ts_players_window_get_same_row (players, "Bruninho");
  for (guint i = 1; i < g_list_model_get_n_items (adw_combo_row_get_model (same_row)); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (same_row)), i),
                   "Bruno") == 0)
      adw_combo_row_set_selected (same_row, i);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_people_get_merged_into (people, bruninho), ==, bruno);
  same_row = ts_players_window_get_same_row (players, "Bruninho");
  adw_combo_row_set_selected (same_row, 0);
  ts_ui_test_spin ();
  g_assert_null (ts_people_get_merged_into (people, bruninho));
  ts_ui_test_destroy_window (GTK_WINDOW (players));
}

static GtkWidget *
find_popover (GtkWidget *row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return child;
  return NULL;
}

static void
test_setup_known (void)
{
  /* Names of their own: the app's list of people is one for the whole test program. */
  static const char *const names[] = { "Zeca", "Zélia", NULL };
  TsPeople *people = people_with (names);
  /* A colour no seat has (a first run proposes red and blue). */
  ts_people_ensure (people, "Zeca", "purple");
  const TsGameView *view = ts_game_views_lookup ("carcassonne");
  TsSetupWindow *setup = ts_setup_window_new (NULL, view);
  GtkWidget *name_row, *popover, *list;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GListStore) saved = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  name_row = ts_setup_window_get_part (setup, TS_SETUP_NAME, 0);
  gtk_widget_grab_focus (name_row);
  ts_ui_test_type_text (name_row, "ZE");
  popover = find_popover (name_row);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  list = ts_ui_test_find_type (popover, GTK_TYPE_LIST_BOX);
  g_assert_cmpuint (ts_ui_test_count_rows (GTK_LIST_BOX (list)), ==, 2);
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "setup-known-players"));
  /* Nothing matches: the list goes, the name stays as typed. */
  ts_ui_test_type_text (name_row, "zz");
  g_assert_false (gtk_widget_get_visible (popover));
  /* Down into the list, Enter on the first: Zeca, in his colour. */
  ts_ui_test_type_text (name_row, "ze");
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (setup), GDK_KEY_Down));
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (setup), list));
  /* Enter on a row activates it (a key binding the test's key path does not run). */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (setup));

    g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
    g_assert_true (gtk_widget_activate (focus));
    ts_ui_test_spin ();
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name_row)), ==, "Zeca");
  g_assert_cmpstr (ts_setup_window_get_player_color (setup, 0), ==, "purple");
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (setup), name_row));

  /* The game starts: its record names Zeca by his person id. */
  g_assert_true (ts_setup_window_start (setup));
  saved = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 1);
  {
    g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (saved), 0);

    g_assert_cmpstr (ts_record_info_get_players (info)[0], ==, "Zeca");
    g_assert_cmpstr (ts_record_info_get_persons (info)[0], ==, ts_people_find (people, "Zeca"));
    /* Every player became a person. */
    for (guint i = 0; ts_record_info_get_persons (info)[i] != NULL; i++)
      g_assert_cmpstr (ts_record_info_get_persons (info)[i], !=, "");
  }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/ui/stats/page", test_page);
  g_test_add_func ("/ui/stats/players-window", test_players_window);
  g_test_add_func ("/ui/stats/setup-known-players", test_setup_known);
  return g_test_run ();
}
