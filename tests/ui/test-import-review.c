/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 43 in the views: Import Plays on the statistics page. A realistic BG Stats export is
 * read off the main thread and reviewed (what is taken and skipped in sentences, each player
 * with the person they become: the one of the same name, someone else kept apart, or a new
 * player; a PNG of the review in artifacts/import-review.png); Import keeps the plays, the
 * page counts them and lists the batch; Plays for BG Stats writes them back (a worker thread,
 * then a toast); Remove takes the batch out and Undo puts it back; a
 * review whose choices make one person play twice says so and keeps nothing; a bad file is
 * refused in a dialog naming it. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-application.h"
#include "ts-import-review.h"
#include "ts-stats-page.h"
#include "ts-ui-test-util.h"

typedef struct
{
  char *dir;
  TsPeople *people;
  TsImportedPlays *imported;
  GListStore *games;
  TsStatsPage *page;
  GtkWindow *window;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GFile) people_file = NULL;
  g_autoptr(GFile) imports_file = NULL;

  fixture->dir = g_dir_make_tmp ("tableside-import-ui-XXXXXX", NULL);
  people_file = g_file_new_build_filename (fixture->dir, "people.json", NULL);
  imports_file = g_file_new_build_filename (fixture->dir, "imported-plays.json", NULL);
  fixture->people = ts_people_load (people_file);
  ts_people_ensure (fixture->people, "ANA", "red");
  g_assert_true (ts_people_save (fixture->people, NULL));
  fixture->imported = ts_imported_plays_load (imports_file);
  fixture->games = g_list_store_new (TS_TYPE_RECORD_INFO);
  fixture->page = TS_STATS_PAGE (ts_stats_page_new ());
  ts_stats_page_set_imports (fixture->page, fixture->imported);
  ts_stats_page_set_games (fixture->page, G_LIST_MODEL (fixture->games), fixture->people);
  fixture->window = ts_ui_test_show_alone (GTK_WIDGET (fixture->page), 900, 800);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  GtkWindow *review = ts_ui_test_find_toplevel (TS_TYPE_IMPORT_REVIEW);

  if (review != NULL)
    ts_ui_test_destroy_window (review);
  ts_ui_test_destroy_window (fixture->window);
  g_object_unref (fixture->games);
  g_object_unref (fixture->imported);
  g_object_unref (fixture->people);
  g_autofree char *people_path = g_build_filename (fixture->dir, "people.json", NULL);
  g_autofree char *imports_path = g_build_filename (fixture->dir, "imported-plays.json", NULL);
  g_remove (people_path);
  g_remove (imports_path);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static GFile *
export_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bgstats",
                                                 "bgstats-export.json", NULL);

  return g_file_new_for_path (path);
}

/* Starts the import of @file and waits for its review. */
static TsImportReview *
open_review (Fixture *fixture,
             GFile   *file)
{
  GtkWindow *review = NULL;

  ts_stats_page_import (fixture->page, file);
  for (guint i = 0; i < 500 && review == NULL; i++)
    {
      g_usleep (2000);
      ts_ui_test_spin ();
      review = ts_ui_test_find_toplevel (TS_TYPE_IMPORT_REVIEW);
    }
  g_assert_nonnull (review);
  ts_ui_test_present_and_wait (review);
  return TS_IMPORT_REVIEW (review);
}

/* The row of the player called @name in the review. */
static GtkWidget *
player_row (TsImportReview *review,
            const char     *name)
{
  GtkListBox *list = ts_import_review_get_players_list (review);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row)
        && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return row;
  g_assert_not_reached ();
}

/* The last button labelled @label under @root (the newest toast's, while an older one goes). */
static GtkWidget *
last_button (GtkWidget  *root,
             const char *label)
{
  GtkWidget *found = NULL;

  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0
      && gtk_widget_get_mapped (root))
    found = root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *inner = last_button (child, label);

      if (inner != NULL)
        found = inner;
    }
  return found;
}

static const char *
combo_choice (GtkWidget *row)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  return gtk_string_list_get_string (GTK_STRING_LIST (model), selected);
}

static void
test_review_import_remove (Fixture      *fixture,
                           gconstpointer data)
{
  g_autoptr(GFile) file = export_file ();
  TsImportReview *review = open_review (fixture, file);
  GtkListBox *imports = ts_stats_page_get_imports_list (fixture->page);
  g_autofree char *png = NULL;
  GtkWidget *row;

  /* What is taken and what is left out, in sentences. */
  g_assert_nonnull (strstr (ts_import_review_get_summary (review),
                            "7 plays will be imported (The Castles of Burgundy 1, Kingsburg 2, "
                            "Carcassonne 3, Caylus 1303 1), with their scores only"));
  g_assert_nonnull (strstr (ts_import_review_get_summary (review),
                            "Wingspan (2), Azul (1)."));
  g_assert_cmpuint (ts_ui_test_count_rows (ts_import_review_get_players_list (review)), ==, 6);
  /* Ana is ANA; the second "ana" of BG Stats is someone else; Bruno is new. */
  row = player_row (review, "Ana");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpstr (combo_choice (row), ==, "The Same as ANA");
  row = player_row (review, "ana"); /* "ana " trimmed (issue 52) */
  g_assert_cmpstr (combo_choice (row), ==, "Someone Else");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   "1 play · kept as ana (BG Stats"));
  row = player_row (review, "Bruno");
  g_assert_false (ADW_IS_COMBO_ROW (row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "4 plays · a new player");
  ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (review));
  png = ts_ui_test_save_png (GTK_WIDGET (review), "import-review");
  g_test_message ("the review: %s", png);

  /* Import: the window goes, the page counts the plays and lists the batch. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.import", NULL));
  ts_ui_test_spin ();
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_IMPORT_REVIEW));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 1);
  for (guint i = 0; i < 200 && ts_ui_test_count_rows (imports) == 0; i++)
    {
      g_usleep (2000);
      ts_ui_test_spin ();
    }
  g_assert_cmpuint (ts_ui_test_count_rows (imports), ==, 1);
  g_assert_cmpuint (ts_ui_test_count_rows (ts_stats_page_get_players_list (fixture->page)), ==,
                    7);
  {
    g_autofree char *labels = ts_ui_test_labels (GTK_WIDGET (fixture->page));

    g_assert_nonnull (strstr (labels, "7 plays imported from BG Stats count for plays, wins "
                                      "and scores only"));
    g_assert_nonnull (strstr (labels, "bgstats-export.json"));
    g_free (png);
    png = ts_ui_test_save_png (GTK_WIDGET (fixture->page), "import-page");
  }

  /* Plays for BG Stats: written on a worker thread (then said in a toast). */
  {
    g_autofree char *path = g_build_filename (fixture->dir, "back.json", NULL);
    g_autoptr(GFile) back = g_file_new_for_path (path);
    g_autoptr(JsonParser) parser = json_parser_new ();
    ts_stats_page_export_bgstats (fixture->page, back);
    for (guint i = 0; i < 1000 && !g_file_query_exists (back, NULL); i++)
      {
        g_usleep (2000);
        ts_ui_test_spin ();
      }
    ts_ui_test_spin ();
    g_assert_true (json_parser_load_from_file (parser, path, NULL));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                          json_node_get_object (json_parser_get_root (parser)), "plays")),
                      ==, 7);
    g_remove (path);
  }

  /* Remove takes the batch out; the toast's Undo puts it back. (Not within 0.6 s of the
   * import's toast: libadwaita 1.2 cannot take a toast away while it appears.) */
  for (guint i = 0; i < 70; i++)
    {
      g_usleep (10000);
      ts_ui_test_spin ();
    }
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (imports), "_Remove"));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 0);
  {
    GtkWidget *undo = NULL;

    for (guint i = 0; i < 200 && undo == NULL; i++)
      {
        ts_ui_test_spin ();
        undo = last_button (GTK_WIDGET (fixture->page), "_Undo");
      }
    g_assert_nonnull (undo);
    ts_ui_test_click (undo);
    ts_ui_test_spin ();
  }
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 1);
  g_assert_cmpuint (ts_imported_plays_get_batch (fixture->imported, 0)->plays->len, ==, 7);
}

#define TOGETHER \
  "{\"games\": [{\"id\": 1, \"name\": \"Kingsburg\"}], \"players\": [{\"id\": 1, \"name\": " \
  "\"Ana\", \"uuid\": \"u1\"}, {\"id\": 2, \"name\": \"ana\", \"uuid\": \"u2\"}], \"plays\": " \
  "[{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", " \
  "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, " \
  "{\"playerRefId\": 2, \"score\": \"30\"}]}]}"

static void
test_review_refusal (Fixture      *fixture,
                     gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "together.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TsImportReview *review;
  GtkWidget *row;

  g_assert_true (g_file_set_contents (path, TOGETHER, -1, NULL));
  review = open_review (fixture, file);
  /* Both are ANA: they played together, so the import says to keep one apart. */
  row = player_row (review, "ana");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.import", NULL));
  ts_ui_test_spin ();
  g_assert_nonnull (ts_import_review_get_refusal (review));
  g_assert_nonnull (strstr (ts_import_review_get_refusal (review), "keep one of them apart"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (review)));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 0);
  /* Apart again: imported; the refusal went with the change. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  g_assert_null (ts_import_review_get_refusal (review));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.import", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 1);
  g_remove (path);
}

static void
test_bad_file (Fixture      *fixture,
               gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "broken.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *dialog = NULL;

  g_assert_true (g_file_set_contents (path, "{\"games\": [], \"players\": [], \"plays\": [{}]}",
                                      -1, NULL));
  ts_stats_page_import (fixture->page, file);
  for (guint i = 0; i < 500 && dialog == NULL; i++)
    {
      g_usleep (2000);
      ts_ui_test_spin ();
      dialog = ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    }
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Import");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "“broken.json” cannot be imported: play 1 names a game"));
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_IMPORT_REVIEW));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (fixture->imported), ==, 0);
  ts_ui_test_destroy_window (dialog);
  g_remove (path);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add ("/ui/import-review/review-import-remove", Fixture, NULL, fixture_setup,
              test_review_import_remove, fixture_teardown);
  g_test_add ("/ui/import-review/refusal", Fixture, NULL, fixture_setup, test_review_refusal,
              fixture_teardown);
  g_test_add ("/ui/import-review/bad-file", Fixture, NULL, fixture_setup, test_bad_file,
              fixture_teardown);
  return g_test_run ();
}
