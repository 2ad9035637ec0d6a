/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52 on the statistics page: a game that needs attention is said as not counted, with
 * Open leading to it; a conflict copy counted in place of its original that needs attention
 * says so on its row; a games-folder setting that names no folder is said on the start page
 * (not "No saved games") and on the statistics page. PNGs at 360 and 1280 px wide in
 * artifacts/. The records are the finished Caylus 1303 game of tests/data, one entry damaged
 * where the rules must refuse it. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-record-scan.h"
#include "ts-saved-games.h"
#include "ts-start-page.h"
#include "ts-stats-page.h"
#include "ts-ui-test-util.h"

#define COPY_NAME "Race.sync-conflict-20261125-223015-ABCDEF7.json"

static char *
fixture (gboolean    damaged,
         const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "caylus-complete.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  json_object_set_string_member (json_node_get_object (json_parser_get_root (parser)), "name",
                                 name);
  /* A character revealed twice: the rules refuse the 20th entry. */
  if (damaged)
    json_object_set_string_member (json_array_get_object_element (entries, 19), "character",
                                   json_object_get_string_member (
                                       json_array_get_object_element (entries, 14),
                                       "character"));
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
record_activated_cb (TsStatsPage *page,
                     GFile       *file,
                     GFile      **out)
{
  g_set_object (out, file);
}

/* Race.json needs attention and Syncthing's copy of it counts in its place; Kept.json needs
 * attention and has no copy. */
static GListStore *
make_folder (char **dir_out)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-stats-attention-XXXXXX", NULL);
  g_autofree char *good = fixture (FALSE, "Caylus on Friday");
  g_autofree char *damaged = fixture (TRUE, "Caylus on Friday");
  g_autofree char *kept = fixture (TRUE, "Caylus 2026-11-20");
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  GListStore *infos;

  write_file (dir, "Race.json", damaged);
  write_file (dir, COPY_NAME, good);
  write_file (dir, "Kept.json", kept);
  infos = ts_record_scan_read (folder, NULL, &error);
  g_assert_no_error (error);
  *dir_out = g_steal_pointer (&dir);
  return infos;
}

static void
test_note (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GListStore) games = make_folder (&dir);
  g_autoptr(GFile) opened = NULL;
  g_autofree char *kept = g_build_filename (dir, "Kept.json", NULL);
  g_autoptr(GFile) kept_file = g_file_new_for_path (kept);
  g_autofree char *race = g_build_filename (dir, "Race.json", NULL);
  g_autoptr(GFile) race_file = g_file_new_for_path (race);
  g_autofree char *labels = NULL;
  const int widths[] = { 360, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      TsStatsPage *page = TS_STATS_PAGE (ts_stats_page_new ());
      GtkWindow *window;
      GtkWidget *attention;
      GtkWidget *open;
      g_autofree char *png = g_strdup_printf ("stats-page-attention-%d", widths[w]);

      ts_stats_page_set_games (page, G_LIST_MODEL (games), NULL);
      window = ts_ui_test_show_alone (GTK_WIDGET (page), widths[w], 800);
      g_signal_connect (page, "record-activated", G_CALLBACK (record_activated_cb), &opened);
      attention = ts_stats_page_get_attention (page);
      g_assert_true (gtk_widget_get_visible (attention));
      g_clear_pointer (&labels, g_free);
      labels = ts_ui_test_labels (attention);
      g_test_message ("%s", labels);
      g_assert_nonnull (strstr (labels, "1 game needs attention and is not counted."));
      g_assert_nonnull (strstr (labels, "1 game is counted from its conflict copy."));
      g_assert_nonnull (strstr (labels, "Counted from the conflict copy by Syncthing of "
                                        "“Race.json”: the original needs attention"));
      /* The finished game counts (from the copy): the figures are shown. */
      g_assert_false (ts_stats_page_get_empty (page));
      g_free (ts_ui_test_save_png (GTK_WIDGET (window), png));

      /* Open leads to the game that needs attention. */
      open = ts_ui_test_find_button (attention, "_Open");
      g_assert_nonnull (open);
      g_clear_object (&opened);
      ts_ui_test_click (open);
      g_assert_nonnull (opened);
      g_assert_true (g_file_equal (opened, kept_file));
      /* And the copy's row to its original, which needs attention. */
      open = ts_ui_test_find_tooltip (attention, "Open the original, “Caylus on Friday”");
      g_assert_nonnull (open);
      ts_ui_test_click (open);
      g_assert_true (g_file_equal (opened, race_file));
      ts_ui_test_destroy_window (window);
    }
}

/* Only games that need attention: the group says so above "No Games Counted", never the
 * first-run "No Games Kept Yet". */
static void
test_nothing_counted (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-stats-attention-XXXXXX", NULL);
  g_autofree char *damaged = fixture (TRUE, "Caylus 2026-11-20");
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GListStore) games = NULL;
  TsStatsPage *page = TS_STATS_PAGE (ts_stats_page_new ());
  GtkWindow *window;
  g_autofree char *labels = NULL;

  write_file (dir, "Kept.json", damaged);
  games = ts_record_scan_read (folder, NULL, NULL);
  ts_stats_page_set_games (page, G_LIST_MODEL (games), NULL);
  window = ts_ui_test_show_alone (GTK_WIDGET (page), 1024, 600);
  g_assert_true (ts_stats_page_get_empty (page));
  g_assert_true (gtk_widget_get_visible (ts_stats_page_get_attention (page)));
  labels = ts_ui_test_labels (GTK_WIDGET (page));
  g_test_message ("%s", labels);
  g_assert_nonnull (strstr (labels, "1 game needs attention and is not counted."));
  g_assert_nonnull (strstr (labels, "No Games Counted"));
  g_assert_null (strstr (labels, "No Games Kept Yet"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-page-nothing-counted"));
  ts_ui_test_destroy_window (window);
}

/* The games-folder setting names a folder that is not there: the start page says it where
 * "No saved games" was, and so does the statistics page. */
static void
test_folder_missing (void)
{
  g_autofree char *base = g_dir_make_tmp ("ts-stats-attention-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (base, "not-there", NULL);
  g_autoptr(GFile) dir = NULL;
  TsStartPage *start = TS_START_PAGE (ts_start_page_new ());
  TsStatsPage *stats = NULL;
  GtkWindow *window;
  g_autofree char *labels = NULL;

  ts_saved_games_apply_setting (missing);
  dir = ts_record_dir ();
  ts_start_page_set_record_dir (start, dir);
  window = ts_ui_test_show_alone (GTK_WIDGET (start), 1024, 900);
  for (guint i = 0; i < 200 && !ts_start_page_get_listed (start); i++)
    {
      g_usleep (10000);
      ts_ui_test_spin ();
    }
  g_assert_true (ts_start_page_get_listed (start));
  labels = ts_ui_test_labels (GTK_WIDGET (ts_start_page_get_saved_list (start)));
  g_test_message ("%s", labels);
  g_assert_nonnull (strstr (labels, "The games-folder setting names"));
  g_assert_nonnull (strstr (labels, missing));
  g_assert_null (strstr (labels, "No saved games"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "start-page-folder-missing"));

  stats = TS_STATS_PAGE (ts_stats_page_new ());
  ts_stats_page_set_games (stats, ts_start_page_get_recent (start), NULL);
  ts_ui_test_destroy_window (window);
  window = ts_ui_test_show_alone (GTK_WIDGET (stats), 360, 700);
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (ts_stats_page_get_attention (stats));
  g_test_message ("%s", labels);
  g_assert_true (gtk_widget_get_visible (ts_stats_page_get_attention (stats)));
  g_assert_nonnull (strstr (labels, missing));
  /* Its row leads to Preferences. */
  g_assert_nonnull (ts_ui_test_find_tooltip (ts_stats_page_get_attention (stats),
                                             "Choose the games folder in Preferences"));
  g_assert_true (ts_stats_page_get_empty (stats));
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (GTK_WIDGET (stats));
  g_assert_nonnull (strstr (labels, "No Games Read"));
  /* The group fits a phone's width, a long path in it (the empty state below it is wider
   * than 360 px on libadwaita 1.2 whatever it says, as it was before). */
  {
    int min = 0;

    gtk_widget_measure (ts_stats_page_get_attention (stats), GTK_ORIENTATION_HORIZONTAL, -1,
                        &min, NULL, NULL, NULL);
    g_assert_cmpint (min, <=, 360 - 2 * 12);
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "stats-page-folder-missing-360"));
  ts_ui_test_destroy_window (window);

  ts_saved_games_apply_setting ("");
  g_rmdir (base);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/ui/stats/attention/note", test_note);
  g_test_add_func ("/ui/stats/attention/nothing-counted", test_nothing_counted);
  g_test_add_func ("/ui/stats/attention/folder-missing", test_folder_missing);
  return g_test_run ();
}
