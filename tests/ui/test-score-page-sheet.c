/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 58 ("Every game's final score checked"): the score page's Export Final Sheet. For a
 * finished record of each of the four games the page writes the final-scoring sheet, byte for
 * byte what `tableside-cli sheet --of` writes, and the game's own sheet loader and scoring give
 * the record's totals, winners and tie-break again. The Castles of Burgundy's solo game
 * (CB-SOL-24: no final scoring) has none (a team game has its team sheet, CB-TEM-14/15):
 * the button stays in view, insensitive, with the reason in a line under it. An unfinished
 * game has none either. Through the action: the save dialog in Documents with the match's
 * name, and a toast naming the file. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-kingsburg.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-score-page.h"
#include "ts-sheet-json.h"
#include "ts-ui-test-util.h"

#define BUTTON_LABEL "Export Final _Sheet…"

static TsMatch *
open_record (const char *base)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", base, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_open (file, FALSE, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

/* The page of @match in a window on screen; the window in *@window. */
static TsScorePage *
show_page (TsMatch    *match,
           GtkWindow **window)
{
  GtkWidget *page = ts_score_page_new (match);

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (*window, page);
  gtk_window_set_default_size (*window, 1024, 700);
  ts_ui_test_present_and_wait (*window);
  return TS_SCORE_PAGE (page);
}

static GtkWidget *
sheet_button (TsScorePage *page)
{
  GtkWidget *button = ts_ui_test_find_button (GTK_WIDGET (page), BUTTON_LABEL);

  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==,
                   "score.export-sheet");
  return button;
}

/* The dim line under the buttons, which names why there is no sheet; NULL while hidden. */
static const char *
shown_reason (TsScorePage *page)
{
  GtkWidget *button = sheet_button (page);
  /* The line follows the row of buttons (a TsWrapBox) in the final box. */
  GtkWidget *note = gtk_widget_get_next_sibling (gtk_widget_get_parent (button));

  g_assert_true (GTK_IS_LABEL (note));
  g_assert_true (gtk_widget_has_css_class (note, "dim-label"));
  return gtk_widget_get_visible (note) ? gtk_label_get_text (GTK_LABEL (note)) : NULL;
}

/* The save dialog, a GtkFileChooserDialog without a portal, among the toplevels. */
static GtkWidget *
find_file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

/* The sheet in @file scored by its game's own loader and scoring, as `tableside-cli sheet`
 * scores it. */
static JsonNode *
score_sheet (const char *game,
             GFile      *file)
{
  g_autoptr(GError) error = NULL;
  JsonNode *scored = NULL;

  if (g_str_equal (game, TS_BURGUNDY_SHEET_GAME))
    {
      g_autoptr(TsBurgundySheet) sheet = ts_burgundy_sheet_load_file (file, "sheet", &error);

      g_assert_no_error (error);
      g_assert_true (ts_burgundy_sheet_check (sheet, &error));
      g_assert_no_error (error);
      scored = ts_burgundy_sheet_score (sheet);
    }
  else if (g_str_equal (game, TS_KINGSBURG_SHEET_GAME))
    {
      g_autoptr(TsKingsburgSheet) sheet = ts_kingsburg_sheet_load_file (file, "sheet", &error);

      g_assert_no_error (error);
      scored = ts_kingsburg_sheet_score (sheet, &error);
    }
  else if (g_str_equal (game, TS_CARCASSONNE_SHEET_GAME))
    {
      g_autoptr(TsCarcassonneSheet) sheet = ts_carcassonne_sheet_load_file (file, "sheet",
                                                                            &error);

      g_assert_no_error (error);
      scored = ts_carcassonne_sheet_score (sheet, &error);
    }
  else if (g_str_equal (game, TS_CAYLUS_SHEET_GAME))
    {
      g_autoptr(TsCaylusSheet) sheet = ts_caylus_sheet_load_file (file, "sheet", &error);

      g_assert_no_error (error);
      scored = ts_caylus_sheet_score (sheet, &error);
    }
  else
    g_error ("no sheet scoring for %s", game);
  g_assert_no_error (error);
  g_assert_nonnull (scored);
  return scored;
}

/* The same totals, winners and tie-break in both breakdowns. */
static void
assert_same_result (JsonNode *record,
                    JsonNode *sheet)
{
  JsonObject *r = json_node_get_object (record), *s = json_node_get_object (sheet);
  JsonArray *a = json_object_get_array_member (r, "players");
  JsonArray *b = json_object_get_array_member (s, "players");
  JsonArray *wa = json_object_get_array_member (r, "winners");
  JsonArray *wb = json_object_get_array_member (s, "winners");

  g_assert_cmpuint (json_array_get_length (a), >=, 2);
  g_assert_cmpuint (json_array_get_length (a), ==, json_array_get_length (b));
  for (guint i = 0; i < json_array_get_length (a); i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (a, i), "total"),
                     ==,
                     json_object_get_int_member (json_array_get_object_element (b, i), "total"));
  g_assert_cmpuint (json_array_get_length (wa), >, 0);
  g_assert_cmpuint (json_array_get_length (wa), ==, json_array_get_length (wb));
  for (guint i = 0; i < json_array_get_length (wa); i++)
    g_assert_cmpint (json_array_get_int_element (wa, i), ==, json_array_get_int_element (wb, i));
  g_assert_cmpstr (json_object_get_string_member_with_default (r, "tie-break", ""), ==,
                   json_object_get_string_member_with_default (s, "tie-break", ""));
}

/* A finished game of each of the four: the sheet written, and scored to the same result. */
static void
test_sheet (gconstpointer data)
{
  const char *record = data;
  g_autoptr(TsMatch) match = open_record (record);
  const TsGameModule *module = ts_match_get_module (match);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-final-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "final sheet.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonNode) final = ts_match_dup_final_breakdown (match);
  g_autoptr(JsonNode) scored = NULL;
  g_autoptr(JsonNode) sheet = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  GtkWindow *window;
  TsScorePage *page;
  GtkWidget *button;

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  g_assert_nonnull (final);
  page = show_page (match, &window);
  button = sheet_button (page);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_null (shown_reason (page));

  g_assert_true (ts_score_page_export_sheet (page, file, &error));
  g_assert_no_error (error);

  /* What `tableside-cli sheet --of` writes (ts-cli-sheet-of.c writes the same function's
   * text; test-cli-sheet-of checks its file against its output): pretty, indented by 2, a
   * newline at the end. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (module->final_sheet);
  sheet = module->final_sheet (ts_match_get_state (match), &error);
  g_assert_no_error (error);
  expected = ts_sheet_json_to_text (sheet);
  g_assert_cmpstr (contents, ==, expected);
  g_assert_true (g_str_has_prefix (contents, "{\n  \"format\" : \"tableside-sheet\""));
  g_assert_true (g_str_has_suffix (contents, "}\n"));

  scored = score_sheet (module->id, file);
  assert_same_result (final, scored);

  ts_ui_test_destroy_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The Castles of Burgundy's solo game is over with no sheet: the button stays in view but
 * cannot be used, and the reason is written under it, not only in a tooltip. */
static void
test_burgundy_none (gconstpointer data)
{
  const char *record = data;
  const char *reason = "A solo game has no final scoring (CB-SOL-24), so it has no "
                       "final-scoring sheet.";
  g_autoptr(TsMatch) match = open_record (record);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-final-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "none.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *window;
  TsScorePage *page;
  GtkWidget *button;

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  page = show_page (match, &window);
  button = sheet_button (page);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (shown_reason (page), ==, reason);
  /* The other exports still work. */
  g_assert_true (gtk_widget_get_sensitive (ts_ui_test_find_button (GTK_WIDGET (page),
                                                                   "Export _PDF…")));

  /* The action (a shortcut, a menu) opens no dialog; a direct export says the same and
   * writes nothing. */
  gtk_widget_activate_action (GTK_WIDGET (page), "score.export-sheet", NULL);
  ts_ui_test_spin ();
  g_assert_null (find_file_dialog ());
  g_assert_false (ts_score_page_export_sheet (page, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, reason);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  ts_ui_test_destroy_window (window);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A game still being played has no final scoring, so no sheet and no reason line. */
static void
test_unfinished (void)
{
  g_autoptr(TsMatch) match = open_record ("kingsburg-4p-in-progress.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-final-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "unfinished.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *window;
  TsScorePage *page;

  g_assert_no_error (error);
  g_assert_false (ts_match_get_finished (match));
  page = show_page (match, &window);
  g_assert_false (gtk_widget_get_sensitive (sheet_button (page)));
  g_assert_null (shown_reason (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "score.export-sheet", NULL);
  ts_ui_test_spin ();
  g_assert_null (find_file_dialog ());
  g_assert_false (ts_score_page_export_sheet (page, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  ts_ui_test_destroy_window (window);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Through the action: the save dialog opens in Documents with the match's name and
 * " sheet.json", for JSON files; Export writes the sheet there and a toast names it. */
static void
test_dialog (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("ts-final-sheet-XXXXXX", &error);
  g_autofree char *config = g_build_filename (root, "config", NULL);
  g_autofree char *documents = g_build_filename (root, "Documents", NULL);
  g_autofree char *dirs_file = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *dirs = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\n", documents);
  g_autofree char *old_config = g_strdup (g_getenv ("XDG_CONFIG_HOME"));
  g_autoptr(TsMatch) match = open_record ("caylus-1303-2p-complete.json");
  g_autoptr(GFile) expected_folder = g_file_new_for_path (documents);
  g_autoptr(GFile) current = NULL;
  g_autofree char *name = NULL;
  g_autofree char *want_name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *labels = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonNode) scored = NULL;
  g_autoptr(JsonNode) final = ts_match_dup_final_breakdown (match);
  GtkFileFilter *filter;
  GtkWidget *dialog;
  GtkWindow *window;
  TsScorePage *page;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (documents, 0755), ==, 0);
  g_assert_true (g_file_set_contents (dirs_file, dirs, -1, &error));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_reload_user_special_dirs_cache ();

  page = show_page (match, &window);
  g_assert_null (find_file_dialog ());
  ts_ui_test_click (sheet_button (page));
  ts_ui_test_spin ();
  dialog = find_file_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Export Final Sheet");
  current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (current);
  g_assert_true (g_file_equal (current, expected_folder));
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
  want_name = g_strconcat (ts_match_get_name (match), " sheet.json", NULL);
  g_assert_cmpstr (name, ==, want_name);
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "JSON files");

  /* The Export button; the dialog checks the folder before it answers. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  for (int i = 0; i < 200 && find_file_dialog () != NULL; i++)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_null (find_file_dialog ());
  ts_ui_test_spin ();
  path = g_build_filename (documents, name, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  file = g_file_new_for_path (path);
  scored = score_sheet (ts_match_get_module (match)->id, file);
  assert_same_result (final, scored);

  toast = g_strdup_printf ("Final sheet saved as “%s”", name);
  ts_ui_test_present_and_wait (window);
  labels = ts_ui_test_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, toast));
  ts_ui_test_destroy_window (window);

  if (old_config != NULL)
    g_setenv ("XDG_CONFIG_HOME", old_config, TRUE);
  else
    g_unsetenv ("XDG_CONFIG_HOME");
  g_reload_user_special_dirs_cache ();
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (dirs_file), ==, 0);
  g_assert_cmpint (g_rmdir (config), ==, 0);
  g_assert_cmpint (g_rmdir (documents), ==, 0);
  g_assert_cmpint (g_rmdir (root), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  static const char *const finished[] = {
    "castles-of-burgundy-3p-strict-complete.json",
    "kingsburg-4p-complete.json",
    "carcassonne-3p-traders-builders-complete.json",
    "caylus-1303-4p-residence-counts-complete.json",
    /* CB-TEM-14/15: a team game's sheet, the team's assets on A1's and B1's sheets */
    "history-castles-of-burgundy-team-complete-c525afa.json",
  };
  static const char *const none[] = {
    "castles-of-burgundy-solo-complete.json",
  };

  ts_ui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (finished); i++)
    {
      g_autofree char *name = g_strdup_printf ("/score-page/final-sheet/%s", finished[i]);

      g_test_add_data_func (name, finished[i], test_sheet);
    }
  for (guint i = 0; i < G_N_ELEMENTS (none); i++)
    {
      g_autofree char *name = g_strdup_printf ("/score-page/final-sheet/none/%s", none[i]);

      g_test_add_data_func (name, none[i], test_burgundy_none);
    }
  g_test_add_func ("/score-page/final-sheet/unfinished", test_unfinished);
  g_test_add_func ("/score-page/final-sheet/dialog", test_dialog);
  return g_test_run ();
}
