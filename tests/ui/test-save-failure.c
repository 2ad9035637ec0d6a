/* SPDX-License-Identifier: GPL-3.0-or-later */
/* When saving fails the game page says so in a banner (where, why) until a save succeeds;
 * closing the window (the path app.quit takes too) or going back to the games asks first,
 * and Save As… keeps the entries in another file. The failing save is real: the games folder
 * is replaced by a regular file, which stops writes even for root (CI runs as root). */
#include <glib/gstdio.h>

#include "ts-burgundy.h"
#include "ts-save-banner.h"
#include "ts-test-folder.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

typedef struct
{
  char *dir;      /* a temporary folder */
  char *folder;   /* dir/games: the record's folder, blocked by a file when asked */
  char *path;     /* dir/games/game.json */
  TsWindow *window;
  TsMatch *match;
  TsSaveBanner *banner;
} Fixture;

/* Clicks the dialog's button labelled @label, as the player would (the one shown: the
 * dialog keeps a second row of buttons for narrow windows). */
static void
click_button (GtkWidget  *root,
              const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0
          && gtk_widget_get_mapped (child))
        {
          gtk_widget_activate (child);
          return;
        }
      click_button (child, label);
    }
}

static void
answer (const char *label)
{
  GtkWindow *question = ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  gint64 deadline;

  g_assert_nonnull (question);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (question));
  click_button (GTK_WIDGET (question), label);
  /* An activated button shows itself pressed for a moment before it is clicked. */
  deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL && g_get_monotonic_time () < deadline)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_null (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

/* Lets transitions (the revealer, the dialog fading in) finish before a screenshot. */
static void
settle (GtkWidget *widget)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  while (g_get_monotonic_time () < until)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  gtk_test_widget_wait_for_draw (widget);
}

static void
apply_legal (TsMatch *match,
             guint    n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7 + ts_match_get_n_entries (match));

  /* The entries themselves go in through the model (random legal entries, as the engine's
   * property tests make them): what is tested here is what happens to them after, when they
   * cannot be saved. */
  for (guint i = 0; i < n; i++)
    {
      TsBurgundyEntry entry;
      g_autoptr(TsEntry) item = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry));
      item = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));
      g_assert_true (ts_match_apply (match, item, &error));
      g_assert_no_error (error);
    }
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer user_data)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tableside-save-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->folder = g_build_filename (fixture->dir, "games", NULL);
  fixture->path = g_build_filename (fixture->folder, "game.json", NULL);
  g_assert_cmpint (g_mkdir (fixture->folder, 0700), ==, 0);

  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_array_add_object_element (players, player);
    }
  fixture->match = ts_match_new (&ts_burgundy_module, "Saturday game", players, NULL, NULL,
                                 &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (fixture->path);
  ts_match_set_file (fixture->match, file);
  g_assert_null (ts_match_get_save_error (fixture->match));

  fixture->window = ts_window_new (NULL);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1024, 600);
  ts_window_show_match (fixture->window, fixture->match);
  fixture->banner = TS_SAVE_BANNER (ts_ui_test_find_child (GTK_WIDGET (fixture->window),
                                                TS_TYPE_SAVE_BANNER));
  g_assert_nonnull (fixture->banner);
  ts_ui_test_present_and_wait (GTK_WINDOW (fixture->window));
  g_assert_false (ts_save_banner_get_revealed (fixture->banner));
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer user_data)
{
  if (fixture->window != NULL && ts_ui_test_find_toplevel (TS_TYPE_WINDOW) != NULL)
    ts_ui_test_destroy_window (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->match);
  ts_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->folder);
  g_free (fixture->path);
}

/* The folder becomes a regular file: every save fails with “Not a directory”. */
static void
block_folder (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_remove (fixture->path), ==, 0);
  g_assert_cmpint (g_rmdir (fixture->folder), ==, 0);
  g_assert_true (g_file_set_contents (fixture->folder, "in the way", -1, &error));
}

static guint
entries_on_disk (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, &error);

  g_assert_no_error (error);
  return ts_match_get_n_entries (match);
}

/* The banner names the file and the reason; leaving asks; Save As… keeps every entry and
 * then the window closes as asked. */
static void
test_banner_and_save_as (Fixture      *fixture,
                         gconstpointer user_data)
{
  g_autofree char *rescued = g_build_filename (fixture->dir, "rescued.json", NULL);
  AdwMessageDialog *question;
  GtkWindow *chooser;
  gint64 deadline;

  block_folder (fixture);
  apply_legal (fixture->match, 5);
  ts_ui_test_spin ();
  g_assert_true (ts_save_banner_get_revealed (fixture->banner));
  g_assert_nonnull (strstr (ts_save_banner_get_text (fixture->banner), "games/game.json"));
  g_assert_nonnull (strstr (ts_save_banner_get_text (fixture->banner), "Not a directory"));
  settle (GTK_WIDGET (fixture->window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (fixture->window), "save-failure-banner"));

  /* Closing the window asks; Cancel keeps it open with every entry. */
  gtk_window_close (GTK_WINDOW (fixture->window));
  ts_ui_test_spin ();
  question = ADW_MESSAGE_DIALOG (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Game Not Saved");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "games/game.json"));
  settle (GTK_WIDGET (question));
  g_free (ts_ui_test_save_png (GTK_WIDGET (question), "save-failure-question"));
  answer ("_Cancel");
  g_assert_true (ts_ui_test_find_toplevel (TS_TYPE_WINDOW) == GTK_WINDOW (fixture->window));
  g_assert_cmpuint (ts_match_get_n_entries (fixture->match), ==, 5);

  /* Going back to the games asks too. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-games", NULL);
  ts_ui_test_spin ();
  question = ADW_MESSAGE_DIALOG (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  answer ("_Cancel");
  g_assert_true (ts_window_get_match (fixture->window) == fixture->match);

  /* Close, answer Save As…, pick a file: the entries are saved there, then the window
   * closes, as asked. */
  gtk_window_close (GTK_WINDOW (fixture->window));
  ts_ui_test_spin ();
  question = ADW_MESSAGE_DIALOG (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  answer ("_Save As…");
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  chooser = ts_ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  {
    g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);

    g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder,
                                                        NULL));
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "rescued.json");
    gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  }
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* The chooser checks the folder and the name asynchronously before it answers. */
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (ts_ui_test_find_toplevel (TS_TYPE_WINDOW) != NULL && g_get_monotonic_time () < deadline)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_null (ts_match_get_save_error (fixture->match));
  g_assert_cmpuint (entries_on_disk (rescued), ==, 5);
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_WINDOW));
}

/* Discarding closes without saving, as chosen; a save that succeeds again (the folder is
 * back) hides the banner by itself and closing no longer asks. */
static void
test_discard_and_recover (Fixture      *fixture,
                          gconstpointer user_data)
{
  AdwMessageDialog *question;
  gint64 deadline;

  block_folder (fixture);
  apply_legal (fixture->match, 2);
  g_assert_true (ts_save_banner_get_revealed (fixture->banner));

  /* The folder comes back: the match's retry saves with no new entry. */
  g_assert_cmpint (g_remove (fixture->folder), ==, 0);
  g_assert_cmpint (g_mkdir (fixture->folder, 0700), ==, 0);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (ts_save_banner_get_revealed (fixture->banner) && g_get_monotonic_time () < deadline)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_false (ts_save_banner_get_revealed (fixture->banner));
  g_assert_cmpuint (entries_on_disk (fixture->path), ==, 2);

  /* Failing again, then discarded on close. */
  block_folder (fixture);
  apply_legal (fixture->match, 1);
  gtk_window_close (GTK_WINDOW (fixture->window));
  ts_ui_test_spin ();
  question = ADW_MESSAGE_DIALOG (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  answer ("_Discard Entries");
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_WINDOW));
  g_assert_cmpuint (ts_match_get_n_entries (fixture->match), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add ("/ui/save-failure/banner-and-save-as", Fixture, NULL, fixture_setup,
              test_banner_and_save_as, fixture_teardown);
  g_test_add ("/ui/save-failure/discard-and-recover", Fixture, NULL, fixture_setup,
              test_discard_and_recover, fixture_teardown);
  return g_test_run ();
}
