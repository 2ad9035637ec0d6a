/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mending a record in the views (issue 51): the held entries' strip says what the next entry
 * does before it is made and its toggles change that; Drop All… asks first with the count;
 * History lists the steps that mended the record; Earlier Versions… lists the copies kept
 * and restores one as a step that undo takes back. */
#include "config.h"

#include <string.h>

#include "ts-history.h"
#include "ts-match-notices.h"
#include "ts-ui-test-util.h"
#include "ts-versions-window.h"

/* The corpus's Carcassonne game with entry 30 made Ana's, in a folder of its own, opened. */
static TsMatch *
damaged_match (char **dir)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "history-carcassonne-2p-random-complete-"
                                                 "b3872f0.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  JsonArray *entries;
  JsonObject *broken;
  TsMatch *match;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  broken = json_array_get_object_element (entries, 29);
  json_object_set_int_member (broken, "player",
                              1 - json_object_get_int_member (broken, "player"));
  *dir = g_dir_make_tmp ("ts-mend-views-XXXXXX", NULL);
  copy = g_build_filename (*dir, "damaged.json", NULL);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  file = g_file_new_for_path (copy);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, file);
  return match;
}

static GtkWindow *
window_with (GtkWidget *child)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, 800, 600);
  gtk_window_set_child (window, child);
  ts_ui_test_present_and_wait (window);
  return window;
}

static void
test_notices (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = damaged_match (&dir);
  TsMatchNotices *notices = g_object_new (TS_TYPE_MATCH_NOTICES, NULL);
  GtkWindow *window = window_with (GTK_WIDGET (notices));
  GtkWidget *add;
  GtkWidget *replace;
  GtkWindow *question;
  guint n_held = ts_match_get_n_held (match);

  ts_match_notices_set_match (notices, match);
  ts_ui_test_spin ();
  add = ts_ui_test_find_button (GTK_WIDGET (notices), "Add Bef_ore");
  replace = ts_ui_test_find_button (GTK_WIDGET (notices), "_Replace");
  g_assert_nonnull (add);
  g_assert_nonnull (replace);
  /* Adding is what the page proposes, and the line says so before anything is entered. */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (add)));
  g_assert_nonnull (strstr (ts_ui_test_labels (GTK_WIDGET (notices)), "is added before it"));
  ts_ui_test_click (replace);
  ts_ui_test_spin ();
  g_assert_cmpint (ts_match_get_held_mode (match), ==, TS_MATCH_HELD_REPLACE);
  g_assert_nonnull (strstr (ts_ui_test_labels (GTK_WIDGET (notices)), "takes its place"));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (add)));

  /* Drop All… asks first, naming how many, and Cancel is its default. */
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (notices), "Drop _All…"));
  ts_ui_test_spin ();
  question = ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  {
    g_autofree char *heading = g_strdup_printf ("Drop %u Entries?", n_held);

    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (question)), ==,
                     heading);
  }
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (question)), ==,
                   "cancel");
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n_held);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "drop");
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  /* Every entry played: the strip is gone. */
  g_assert_null (strstr (ts_ui_test_labels (GTK_WIDGET (notices)), "cannot be played"));
  /* Undo gives every entry back. */
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n_held);
  ts_ui_test_destroy_window (window);
}

/* History lists the held entries after the played ones, marked as held: the first with why
 * it cannot be played, each by its number; Drop All takes them off, its undo back. */
static void
test_history_held (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = damaged_match (&dir);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = window_with (history);
  g_autoptr(GError) error = NULL;
  guint n_held = ts_match_get_n_held (match);
  g_autofree char *title = g_strdup_printf ("Entries 30 to %u held: kept in the file, not played",
                                            29 + n_held);
  g_autofree char *last = g_strdup_printf ("\n• Entry %u: ", 29 + n_held);
  g_autofree char *labels = NULL;

  g_assert_cmpuint (n_held, >, 1);
  ts_ui_test_spin ();
  labels = ts_ui_test_labels (history);
  g_assert_nonnull (strstr (labels, title));
  /* Opened, the list: why entry 30 waits, then each held entry. */
  gtk_expander_set_expanded (GTK_EXPANDER (ts_ui_test_find_child (history, GTK_TYPE_EXPANDER)),
                             TRUE);
  ts_ui_test_spin ();
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (history);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "history-held"));
  g_assert_nonnull (strstr (labels, "Entry 30 (“"));
  g_assert_nonnull (strstr (labels, "cannot be played: "));
  g_assert_nonnull (strstr (labels, "\n• Entry 31: "));
  g_assert_nonnull (strstr (labels, last));
  g_assert_true (ts_match_drop_held (match, TRUE, NULL, &error));
  ts_ui_test_spin ();
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (history);
  g_assert_null (strstr (labels, "held: kept in the file"));
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (history);
  g_assert_nonnull (strstr (labels, title));
  ts_ui_test_destroy_window (window);
}

/* History names each step that mended the record while undo can take it back. */
static void
test_history_log (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = damaged_match (&dir);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = window_with (history);
  g_autoptr(GError) error = NULL;

  g_assert_null (strstr (ts_ui_test_labels (history), "The record was mended"));
  g_assert_true (ts_match_drop_held (match, FALSE, NULL, &error));
  ts_ui_test_spin ();
  g_assert_nonnull (strstr (ts_ui_test_labels (history), "Entry 30 dropped: "));
  /* Undone, there is no step left to name. */
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_null (strstr (ts_ui_test_labels (history), "Entry 30 dropped: "));
  ts_ui_test_destroy_window (window);
}

/* Earlier Versions… lists the copy kept before a step, and Restore makes it the game again. */
static void
test_versions (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = damaged_match (&dir);
  GtkWidget *page = gtk_label_new ("page");
  GtkWindow *window = window_with (page);
  GtkWindow *versions;
  g_autoptr(GError) error = NULL;
  guint n = ts_match_get_n_entries (match) + ts_match_get_n_held (match);

  /* Drop All, its undo and Drop All again: one record kept, one row. */
  g_assert_true (ts_match_drop_held (match, TRUE, NULL, &error));
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_drop_held (match, TRUE, NULL, &error));
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  versions = ts_versions_window_new (page, match);
  ts_ui_test_present_and_wait (versions);
  /* The copies are read off the main thread; the window says so meanwhile. */
  while (!ts_versions_window_get_listed (TS_VERSIONS_WINDOW (versions)))
    g_main_context_iteration (NULL, TRUE);
  ts_ui_test_spin ();
  {
    g_autofree char *labels = ts_ui_test_labels (GTK_WIDGET (versions));
    g_autofree char *count = g_strdup_printf ("%u entries · in progress", n);
    const char *first = strstr (labels, count);

    g_assert_nonnull (first);
    g_assert_null (strstr (first + 1, count));
    /* Where the copies are, as seen from the game's folder, not the whole path. */
    g_assert_nonnull (strstr (labels, "kept beside the game, in .tableside-versions/"));
    g_assert_null (strstr (labels, dir));
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (versions), "earlier-versions"));
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (versions), "Restore"));
  ts_ui_test_spin ();
  /* The version as it was: the entries held again, and the window gone. */
  g_assert_cmpuint (ts_match_get_n_entries (match) + ts_match_get_n_held (match), ==, n);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 30);
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_VERSIONS_WINDOW));
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  ts_ui_test_destroy_window (window);
}

/* The message dialog shown with @heading, or NULL. */
static AdwMessageDialog *
dialog_headed (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading)
                 == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* No step that cuts entries without its copy: with a file where the folder of earlier
 * versions should be, Drop All… asks again, naming why, Cancel its default and nothing
 * dropped; "Drop Them Anyway" drops them, and undo gives them back. Replace is for one entry:
 * after it, the page proposes adding again. */
static void
test_no_copy (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = damaged_match (&dir);
  g_autofree char *versions = g_build_filename (dir, ".tableside-versions", NULL);
  TsMatchNotices *notices = g_object_new (TS_TYPE_MATCH_NOTICES, NULL);
  GtkWindow *window = window_with (GTK_WIDGET (notices));
  guint n_held = ts_match_get_n_held (match);

  g_assert_true (g_file_set_contents (versions, "a file in its place", -1, NULL));
  ts_match_notices_set_match (notices, match);
  ts_ui_test_spin ();
  for (guint attempt = 0; attempt < 2; attempt++)
    {
      g_autofree char *count = g_strdup_printf ("Drop %u Entries?", n_held);
      AdwMessageDialog *question;
      const char *body;

      ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (notices), "Drop _All…"));
      ts_ui_test_spin ();
      adw_message_dialog_response (dialog_headed (count), "drop");
      ts_ui_test_spin ();
      question = dialog_headed ("Drop Them Without a Copy?");
      g_assert_nonnull (question);
      body = adw_message_dialog_get_body (question);
      g_assert_true (g_str_has_prefix (body, "The earlier version cannot be kept: "));
      g_assert_nonnull (strstr (body, ".tableside-versions” is not a folder"));
      g_assert_nonnull (strstr (body, "Undo brings them back while this game is open."));
      g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==, "cancel");
      g_assert_cmpuint (ts_match_get_n_held (match), ==, n_held);
      adw_message_dialog_response (question, attempt == 0 ? "cancel" : "anyway");
      ts_ui_test_spin ();
      g_assert_cmpuint (ts_match_get_n_held (match), ==, attempt == 0 ? n_held : 0);
    }
  g_assert_true (g_file_test (versions, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n_held);
  ts_ui_test_destroy_window (window);
}

/* Issue 56: the line on the earlier reading an old record is kept under replays the game per
 * earlier reading; it is asked after the page's first frame, not for it. The corpus's Kingsburg
 * game saved before the Statue could reroll after the Chapel. */
static void
test_readings_after_frame (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "history-kingsburg-2p-random-complete-"
                                                 "b3872f0.json",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
  TsMatchNotices *notices = g_object_new (TS_TYPE_MATCH_NOTICES, NULL);
  g_autofree char *labels = NULL;
  GtkWindow *window;

  g_assert_no_error (error);
  ts_match_notices_set_match (notices, match);
  /* Not said while the page is made... */
  g_assert_null (ts_match_notices_get_readings (notices));
  labels = ts_ui_test_labels (GTK_WIDGET (notices));
  g_assert_null (strstr (labels, "Kept under"));
  /* ...but once its first frame is painted. */
  window = window_with (GTK_WIDGET (notices));
  g_assert_nonnull (ts_match_notices_get_readings (notices));
  g_assert_nonnull (strstr (ts_match_notices_get_readings (notices),
                            "after the Chapel, no Statue reroll"));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/mend/notices", test_notices);
  g_test_add_func ("/ui/mend/readings-after-first-frame", test_readings_after_frame);
  g_test_add_func ("/ui/mend/history-held", test_history_held);
  g_test_add_func ("/ui/mend/history-log", test_history_log);
  g_test_add_func ("/ui/mend/versions", test_versions);
  g_test_add_func ("/ui/mend/no-copy", test_no_copy);
  return g_test_run ();
}
