/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A games folder anywhere (issue 43), through the real window and widgets: Preferences shows
 * and chooses the folder (and refuses one that cannot hold games); the start page then lists
 * that folder's games, and games another computer adds, changes or deletes there (a synced
 * folder) appear without a restart, a sync tool's conflict copy beside its original; the
 * statistics, shown meanwhile, follow the folder too and count a game and its copy once. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-folder-row.h"
#include "ts-preferences-window.h"
#include "ts-record-info.h"
#include "ts-start-page.h"
#include "ts-stats-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

#define APP_ID "io.github.tableside.Tableside"
#define COPY_NAME "Race.sync-conflict-20261125-223015-ABCDEF7.json"

static char *
read_seed (const char *name,
           gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, length, NULL));
  return contents;
}

/* @name in @dir, as another computer's sync tool writes it: a hidden temporary file renamed
 * into place. */
static void
sync_in (GFile      *dir,
         const char *name,
         const char *seed)
{
  gsize length = 0;
  g_autofree char *contents = read_seed (seed, &length);
  g_autofree char *temp_name = g_strdup_printf (".syncthing.%s.tmp", name);
  g_autoptr(GFile) temp = g_file_get_child (dir, temp_name);
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) error = NULL;

  g_file_replace_contents (temp, contents, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                           &error);
  g_assert_no_error (error);
  g_assert_true (g_file_move (temp, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static gboolean
listed_names_are (TsStartPage       *page,
                  const char *const *names)
{
  GListModel *recent = ts_start_page_get_recent (page);

  if (!ts_start_page_get_listed (page)
      || g_list_model_get_n_items (recent) != g_strv_length ((char **) names))
    return FALSE;
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (recent, i);
      g_autofree char *name = g_file_get_basename (ts_record_info_get_file (info));

      if (g_strcmp0 (name, names[i]) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The file monitor reports within a second or so, and the page reads 300 ms after the last
 * change: wait up to 10 s for the list to say @names, newest first. */
static void
wait_for_names (TsStartPage       *page,
                const char *const *names)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!listed_names_are (page, names))
    {
      if (g_get_monotonic_time () >= deadline)
        {
          GListModel *recent = ts_start_page_get_recent (page);
          g_autofree char *dir = g_file_get_path (ts_start_page_get_record_dir (page));

          g_test_message ("listed %d in %s:", ts_start_page_get_listed (page), dir);
          for (guint i = 0; i < g_list_model_get_n_items (recent); i++)
            {
              g_autoptr(TsRecordInfo) info = g_list_model_get_item (recent, i);
              g_autofree char *name = g_file_get_basename (ts_record_info_get_file (info));

              g_test_message ("  %s", name);
            }
        }
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  ts_ui_test_spin ();
}

/* A button's activation (Enter or Space) presses it, then releases it a moment later, which
 * is when ::clicked comes. */
static void
settle (void)
{
  gint64 until = g_get_monotonic_time () + 400 * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  ts_ui_test_spin ();
}

static void
assert_setting (GSettings  *settings,
                const char *expected)
{
  g_autofree char *value = g_settings_get_string (settings, "games-folder");

  g_assert_cmpstr (value, ==, expected);
}

static void
test_preferences_row (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *base = g_dir_make_tmp ("ts-folder-XXXXXX", NULL);
  g_autofree char *chosen_path = g_build_filename (base, "Sync", "Games", NULL);
  g_autofree char *file_path = g_build_filename (base, "not-a-folder", NULL);
  g_autoptr(GFile) chosen = g_file_new_for_path (chosen_path);
  g_autoptr(GFile) not_folder = g_file_new_for_path (file_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;
  TsPreferencesWindow *window = ts_preferences_window_new (settings);
  TsFolderRow *row = ts_preferences_window_get_folder_row (window);
  const char *subtitle;

  /* The Games page, as its tab shows it. */
  adw_preferences_window_set_visible_page (
      ADW_PREFERENCES_WINDOW (window),
      ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (row),
                                                     ADW_TYPE_PREFERENCES_PAGE)));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_true (g_str_has_suffix (subtitle, "tableside/games (the default)"));
  g_assert_false (gtk_widget_get_visible (ts_folder_row_get_default_button (row)));

  /* A file is not a folder: refused, the setting unchanged. */
  g_assert_true (g_file_set_contents (file_path, "x", 1, NULL));
  g_assert_false (ts_folder_row_choose (row, not_folder, &error));
  g_assert_nonnull (strstr (error->message, "not-a-folder"));
  g_assert_nonnull (strstr (error->message, "is a file, not a folder"));
  g_clear_error (&error);
  /* Said whole in a dialog over the preferences. */
  {
    GtkWindow *dialog = ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    g_assert_nonnull (dialog);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                              "is a file, not a folder"));
    gtk_window_destroy (dialog);
  }
  assert_setting (settings, "");

  /* A folder that does not exist yet is made. */
  g_assert_true (ts_folder_row_choose (row, chosen, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_query_exists (chosen, NULL));
  assert_setting (settings, chosen_path);
  ts_ui_test_spin ();
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_true (g_str_has_suffix (subtitle, "Sync/Games"));
  g_assert_true (gtk_widget_get_visible (ts_folder_row_get_default_button (row)));
  /* The application made it the games folder. */
  dir = ts_record_dir ();
  g_assert_true (g_file_equal (dir, chosen));

  /* Use Default: back to the app's own folder, by keyboard as by click. */
  g_assert_true (gtk_widget_activate (ts_folder_row_get_default_button (row)));
  settle ();
  assert_setting (settings, "");
  g_assert_false (gtk_widget_get_visible (ts_folder_row_get_default_button (row)));
  g_clear_object (&dir);
  dir = ts_record_dir ();
  {
    g_autoptr(GFile) fallback = ts_record_default_dir ();

    g_assert_true (g_file_equal (dir, fallback));
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "games-folder-preferences"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_synced_folder (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *base = g_dir_make_tmp ("ts-synced-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (base, "Nextcloud", "Tableside", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GFile) gone = g_file_get_child (dir, "Kingsburg.json");
  TsWindow *window;
  TsStartPage *page;
  GtkWidget *stats;

  g_assert_true (g_file_make_directory_with_parents (dir, NULL, NULL));
  sync_in (dir, "Race.json", "castles-of-burgundy-4p-complete.json");
  g_settings_set_string (settings, "games-folder", path);

  window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  page = TS_START_PAGE (ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_START_PAGE));
  g_assert_nonnull (page);
  wait_for_names (page, (const char *const[]) { "Race.json", NULL });

  /* Another computer adds a game, then its sync tool a conflict copy of the first: both
   * appear, the copy beside its original, said as such. */
  g_usleep (20000);
  sync_in (dir, "Kingsburg.json", "kingsburg-2p-random-complete.json");
  wait_for_names (page, (const char *const[]) { "Kingsburg.json", "Race.json", NULL });
  g_usleep (20000);
  sync_in (dir, COPY_NAME, "castles-of-burgundy-4p-complete.json");
  wait_for_names (page,
                  (const char *const[]) { "Kingsburg.json", "Race.json", COPY_NAME, NULL });
  {
    g_autofree char *labels = ts_ui_test_labels (GTK_WIDGET (page));

    g_assert_nonnull (strstr (labels, "Conflict copy by Syncthing of “Race.json”, both kept"));
  }

  /* The statistics follow the folder while they are shown: a deletion there is seen, and
   * the copy is not counted a second time. */
  ts_window_show_statistics (window);
  ts_ui_test_spin ();
  stats = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_STATS_PAGE);
  g_assert_nonnull (stats);
  {
    g_autofree char *labels = ts_ui_test_labels (stats);

    g_assert_nonnull (strstr (labels, "1 conflict copy is not counted"));
    g_assert_nonnull (strstr (labels, "2 finished games"));
  }
  g_assert_true (g_file_delete (gone, NULL, NULL));
  wait_for_names (page, (const char *const[]) { "Race.json", COPY_NAME, NULL });
  /* The page counts again a moment after the list changes. */
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    for (;;)
      {
        g_autofree char *labels = ts_ui_test_labels (stats);

        if (strstr (labels, "1 finished game\n") != NULL)
          break;
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "games-folder");
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();

  g_test_add_func ("/ui/games-folder/preferences-row", test_preferences_row);
  g_test_add_func ("/ui/games-folder/synced-folder", test_synced_folder);
  return g_test_run ();
}
