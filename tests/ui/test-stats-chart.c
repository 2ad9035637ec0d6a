/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 41 on the statistics page: a player's chart shows one game at a time, chosen in a
 * drop-down (its accessible name), on axes of that game's points and of days whose texts are
 * not cut, and says in words what it shows; a category that takes points away shows its
 * negative part; the wins have a plural of their own (Spanish “10 partidas · 1 ganada”).
 * Runs with GTK_A11Y=test. PNGs of the chart in artifacts/. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "ts-stats-chart.h"
#include "ts-stats-rows.h"
#include "ts-stats-timeline.h"
#include "ts-tooltip.h"
#include "ts-ui-test-util.h"

#define DAY (24 * 3600)
/* 2026-03-02 12:00 UTC */
#define T0 G_GINT64_CONSTANT (1772452800)

static void
player_game_free (gpointer data)
{
  TsStatsPlayerGame *game = data;

  g_ptr_array_unref (game->shares);
  g_free (game);
}

/* Ana: Carcassonne three times (100, 131, 90 VP over 40 days), Caylus 1303 twice, the newest
 * game of all (12 and 20). */
static TsStatsPlayer *
ana (void)
{
  static const struct { gint64 time; const char *game; int score; } scores[] = {
    { T0, "carcassonne", 100 },
    { T0 + 10 * DAY, "carcassonne", 131 },
    { T0 + 12 * DAY, "caylus-1303", 12 },
    { T0 + 40 * DAY, "carcassonne", 90 },
    { T0 + 41 * DAY, "caylus-1303", 20 },
  };
  TsStatsPlayer *player = g_new0 (TsStatsPlayer, 1);

  player->id = g_strdup ("p-ana");
  player->name = g_strdup ("Ana");
  player->games = g_ptr_array_new_with_free_func (player_game_free);
  player->scores = g_array_new (FALSE, FALSE, sizeof (TsStatsScore));
  for (guint i = 0; i < 2; i++)
    {
      TsStatsPlayerGame *game = g_new0 (TsStatsPlayerGame, 1);

      game->module = ts_games_lookup (i == 0 ? "carcassonne" : "caylus-1303");
      game->plays = i == 0 ? 3 : 2;
      game->shares = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (player->games, game);
    }
  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    {
      TsStatsScore score = { scores[i].time, scores[i].game, scores[i].score, 1, TRUE, NULL };

      g_array_append_val (player->scores, score);
      player->plays++;
    }
  return player;
}

static void
player_free (TsStatsPlayer *player)
{
  g_free (player->id);
  g_free (player->name);
  g_ptr_array_unref (player->games);
  g_array_unref (player->scores);
  g_free (player);
}

static TsStats *
empty_stats (void)
{
  g_autoptr(GListStore) none = g_list_store_new (G_TYPE_OBJECT);

  return ts_stats_new (G_LIST_MODEL (none), NULL, NULL);
}

/* Every text on the chart's axes fits in it: the unit and the scores beside the plot, the
 * first and last days side by side under it. */
static void
assert_axes_fit (TsStatsChart *chart,
                 const char   *first_day,
                 const char   *last_day)
{
  const char *const *labels = ts_stats_chart_get_axis_labels (chart);
  int gutter = 0, days = 0, w, h;

  for (guint i = 0; labels[i] != NULL; i++)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (chart),
                                                                      labels[i]);

      pango_layout_get_pixel_size (layout, &w, &h);
      if (g_str_equal (labels[i], first_day) || g_str_equal (labels[i], last_day))
        days += w;
      else if (days == 0)
        gutter = MAX (gutter, w);
    }
  g_test_message ("axes: gutter %d, days %d, chart %d wide", gutter, days,
                  gtk_widget_get_width (GTK_WIDGET (chart)));
  g_assert_cmpint (days, >, 0);
  g_assert_cmpint (gutter + days, <, gtk_widget_get_width (GTK_WIDGET (chart)));
}

static void
test_one_game_at_a_time (void)
{
  TsStatsPlayer *player = ana ();
  g_autoptr(TsStats) stats = empty_stats ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = ts_stats_timeline_new (stats, player);
  GtkDropDown *dropdown = ts_stats_timeline_get_game_dropdown (row);
  TsStatsChart *chart = ts_stats_timeline_get_chart (row);
  const char *const *labels;
  g_autofree char *first_day = ts_stats_chart_format_day (T0);
  g_autofree char *last_day = ts_stats_chart_format_day (T0 + 40 * DAY);
  g_autofree char *expected = NULL;
  const char *tooltip = NULL;
  GtkWindow *window;
  guint n_points;

  gtk_list_box_append (GTK_LIST_BOX (list), row);
  window = ts_ui_test_show_alone (list, 560, 320);

  /* The newest game's chart first: Caylus 1303, two scores in its own points. */
  g_assert_nonnull (dropdown);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (dropdown))
                 || gtk_widget_get_first_child (GTK_WIDGET (dropdown)) != NULL);
  gtk_test_accessible_assert_property (dropdown, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Game of the chart of Ana’s scores");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 1);
  g_assert_cmpuint (ts_stats_chart_get_n_points (chart), ==, 2);
  labels = ts_stats_chart_get_axis_labels (chart);
  g_assert_cmpstr (labels[0], ==, ts_stats_points_label (ts_games_lookup ("caylus-1303")));
  g_assert_cmpstr (labels[0], !=, "VP");
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-chart-caylus"));

  /* Carcassonne: its three scores only, in VP, from its first day to its last. */
  gtk_drop_down_set_selected (dropdown, 0);
  ts_ui_test_spin ();
  ts_ui_test_redraw (GTK_WIDGET (window));
  n_points = ts_stats_chart_get_n_points (chart);
  g_assert_cmpuint (n_points, ==, 3);
  labels = ts_stats_chart_get_axis_labels (chart);
  for (guint i = 0; labels[i] != NULL; i++)
    g_test_message ("axis: %s", labels[i]);
  g_assert_cmpstr (labels[0], ==, "VP");
  g_assert_cmpstr (labels[1], ==, "131");
  g_assert_true (g_strv_contains (labels, "90"));
  g_assert_true (g_strv_contains (labels, first_day));
  g_assert_cmpstr (labels[g_strv_length ((GStrv) labels) - 1], ==, last_day);
  assert_axes_fit (chart, first_day, last_day);
  /* In words: the caption and the chart's description. */
  expected = g_strdup_printf ("3 games of Carcassonne, from %s to %s. Lowest 90 VP, highest "
                              "131 VP.",
                              first_day, last_day);
  g_assert_cmpstr (ts_stats_timeline_get_caption (row), ==, expected);
  tooltip = ts_tooltip_get (GTK_WIDGET (chart));
  g_test_message ("%s", tooltip);
  g_assert_true (g_str_has_prefix (tooltip, expected));
  {
    g_autofree char *second_day = ts_stats_chart_format_day (T0 + 10 * DAY);
    g_autofree char *score = g_strdup_printf ("131 VP on %s", second_day);

    g_assert_nonnull (strstr (tooltip, score));
    g_assert_null (strstr (tooltip, "12 "));
  }
  gtk_test_accessible_assert_property (chart, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Scores of Ana in Carcassonne over time");
  gtk_test_accessible_assert_property (chart, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-chart-carcassonne"));

  ts_ui_test_destroy_window (window);
  player_free (player);
}

/* One game only: no drop-down, the chart of that game. */
static void
test_one_game (void)
{
  TsStatsPlayer *player = ana ();
  g_autoptr(TsStats) stats = empty_stats ();
  GtkWidget *row;

  g_ptr_array_remove_index (player->games, 1);
  g_array_remove_index (player->scores, 4);
  g_array_remove_index (player->scores, 2);
  row = g_object_ref_sink (ts_stats_timeline_new (stats, player));
  g_assert_null (ts_stats_timeline_get_game_dropdown (row));
  g_assert_cmpuint (ts_stats_chart_get_n_points (ts_stats_timeline_get_chart (row)), ==, 3);
  g_object_unref (row);
  player_free (player);
}

/* A category that takes points away shows its negative part of the points won, not 0%. */
static void
test_negative_share (void)
{
  TsStatsPlayerGame game = { ts_games_lookup ("kingsburg"), 2, 0, 0, 40, 37.0, 37, NULL,
                             g_ptr_array_new_with_free_func (g_free) };
  TsStatsShare *advisors = g_new0 (TsStatsShare, 1);
  TsStatsShare *battles = g_new0 (TsStatsShare, 1);
  g_autofree char *text = NULL;

  *advisors = (TsStatsShare) { "advisors", "Advisors", 40, 1.0, 35 };
  *battles = (TsStatsShare) { "battles", "Battles", -3, -3.0 / 40, -1.5 };
  g_ptr_array_add (game.shares, advisors);
  g_ptr_array_add (game.shares, battles);
  text = ts_stats_rows_shares_text (&game);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, "Advisors: 40.0 VP a game (100%), table 35.0\n"
                             "Battles: -3.0 VP a game (-8% of the points won), table -1.5");
  g_ptr_array_unref (game.shares);
}

/* The wins' word follows the wins, the games' the games: Spanish, with a catalog of the
 * strings concerned made for the test (the shipped one gets them from the translators). */
static void
test_wins_plural (void)
{
  static const char po[] =
      "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
      "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
      "msgid \"%u game\"\nmsgid_plural \"%u games\"\n"
      "msgstr[0] \"%u partida\"\nmsgstr[1] \"%u partidas\"\n\n"
      "msgid \"%u won (%d%%)\"\nmsgid_plural \"%u won (%d%%)\"\n"
      "msgstr[0] \"%u ganada (%d%%)\"\nmsgstr[1] \"%u ganadas (%d%%)\"\n";
  g_autofree char *dir = g_dir_make_tmp ("tableside-plural-XXXXXX", NULL);
  g_autofree char *messages = g_build_filename (dir, "es", "LC_MESSAGES", NULL);
  g_autofree char *po_path = g_build_filename (dir, "es.po", NULL);
  g_autofree char *mo_path = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  const char *argv[] = { "msgfmt", "-o", mo_path, po_path, NULL };
  TsStatsPlayer player = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *ten = NULL;
  g_autofree char *two = NULL;
  int status;

  g_assert_cmpint (g_mkdir_with_parents (messages, 0755), ==, 0);
  g_assert_true (g_file_set_contents (po_path, po, -1, &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_setenv ("LANGUAGE", "es", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  player.plays = 10;
  player.wins = 1;
  ten = ts_stats_rows_player_text (&player);
  player.plays = 1;
  player.wins = 0;
  two = ts_stats_rows_player_text (&player);
  g_test_message ("%s; %s", ten, two);
  g_assert_cmpstr (ten, ==, "10 partidas · 1 ganada (10%)");
  g_assert_cmpstr (two, ==, "1 partida · 0 ganadas (0%)");

  g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, "");
  textdomain (GETTEXT_PACKAGE);
  g_remove (mo_path);
  g_remove (po_path);
  g_rmdir (messages);
  {
    g_autofree char *es = g_path_get_dirname (messages);

    g_rmdir (es);
  }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/stats-chart/one-game-at-a-time", test_one_game_at_a_time);
  g_test_add_func ("/ui/stats-chart/one-game", test_one_game);
  g_test_add_func ("/ui/stats-chart/negative-share", test_negative_share);
  g_test_add_func ("/ui/stats-chart/wins-plural", test_wins_plural);
  return g_test_run ();
}
