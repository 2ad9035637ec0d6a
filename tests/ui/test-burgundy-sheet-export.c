/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window (issue 6), filled with the rulebook's end-game examples as
 * in test-burgundy-sheet.c: export (through the save dialog too, and to which folder), the
 * dark style and phone width, and the start page's entry opening the window. */
#include <glib/gstdio.h>
#include <string.h>

#include "burgundy-sheet-ui-util.h"
#include "ts-score-export.h"
#include "ts-start-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

static void
test_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-sheet-XXXXXX", &error);
  g_autofree char *pdf_path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *artifacts = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".",
                                                 "artifacts", NULL);
  g_autofree char *kept_path = g_build_filename (artifacts, "burgundy-sheet-exported.png", NULL);
  g_autoptr(GFile) kept = g_file_new_for_path (kept_path);
  g_autoptr(GdkTexture) texture = NULL;
  TsBurgundySheetWindow *window;

  g_assert_no_error (error);
  bs_ui_set_default_players ();
  window = bs_ui_fill_example (1024, 600);

  /* Nothing to export before the sheet is scored. */
  g_assert_false (ts_burgundy_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (g_file_query_exists (pdf, NULL));

  g_assert_true (ts_burgundy_sheet_window_score (window));
  g_assert_true (ts_burgundy_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  g_assert_true (ts_burgundy_sheet_window_export (window, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 1000);
  g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
  g_assert_true (g_file_copy (png, kept, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (pdf_path), ==, 0);
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
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

/* Export through the window's action and its save dialog, accepted where it opened: the
 * dialog must open in @folder, and the file lands there. Returns the file's name. */
static char *
export_through_dialog (TsBurgundySheetWindow *window,
                       const char            *action,
                       const char            *folder)
{
  GtkWidget *dialog;
  g_autoptr(GFile) current = NULL;
  g_autoptr(GFile) expected = g_file_new_for_path (folder);
  char *name;
  g_autofree char *path = NULL;

  g_assert_null (find_file_dialog ());
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  ts_ui_test_spin ();
  dialog = find_file_dialog ();
  g_assert_nonnull (dialog);
  current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (current);
  g_assert_true (g_file_equal (current, expected));
  /* GTK 4 returns a copy of the name (transfer full). */
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
  g_assert_true (g_str_has_prefix (name, "The Castles of Burgundy "));
  /* The Export button; the dialog checks the folder before it answers. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  for (int i = 0; i < 200 && find_file_dialog () != NULL; i++)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_null (find_file_dialog ());
  ts_ui_test_spin ();
  path = g_build_filename (folder, name, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (path), ==, 0);
  return name;
}

/* A visible button labelled @label inside @widget. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Exports go to Documents (PDF) and Pictures (PNG), not the working directory, or to the
 * home folder when those do not exist; a toast then names the file, with Open. */
static void
test_export_folders (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("ts-export-XXXXXX", &error);
  g_autofree char *config = g_build_filename (root, "config", NULL);
  g_autofree char *documents = g_build_filename (root, "Documents", NULL);
  g_autofree char *pictures = g_build_filename (root, "Pictures", NULL);
  g_autofree char *dirs_file = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *dirs = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\nXDG_PICTURES_DIR=\"%s\"\n",
                                           documents, pictures);
  g_autofree char *old_config = g_strdup (g_getenv ("XDG_CONFIG_HOME"));
  g_autoptr(GFile) fallback = NULL;
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *pdf_name = NULL;
  g_autofree char *png_name = NULL;
  g_autofree char *toast = NULL;
  TsBurgundySheetWindow *window;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (documents, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (pictures, 0755), ==, 0);
  g_assert_true (g_file_set_contents (dirs_file, dirs, -1, &error));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_reload_user_special_dirs_cache ();

  bs_ui_set_default_players ();
  window = bs_ui_fill_example (1024, 600);
  g_assert_true (ts_burgundy_sheet_window_score (window));

  pdf_name = export_through_dialog (window, "sheet.export-pdf", documents);
  g_assert_true (g_str_has_suffix (pdf_name, ".pdf"));
  toast = g_strdup_printf ("Score sheet saved as “%s”", pdf_name);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_true (bs_ui_shows_text (window, toast));
  g_assert_nonnull (find_button (GTK_WIDGET (window), "_Open"));
  bs_ui_save_png (window, "burgundy-sheet-export-toast");

  png_name = export_through_dialog (window, "sheet.export-png", pictures);
  g_assert_true (g_str_has_suffix (png_name, ".png"));
  g_free (toast);
  toast = g_strdup_printf ("Score sheet saved as “%s”", png_name);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* The new toast replaces the first. */
  g_assert_true (bs_ui_shows_text (window, toast));
  g_assert_false (bs_ui_shows_text (window, ".pdf”"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  /* No Pictures folder: the home folder. */
  g_assert_cmpint (g_rmdir (pictures), ==, 0);
  fallback = ts_score_export_dup_default_folder (FALSE);
  g_assert_true (g_file_equal (fallback, home));

  if (old_config != NULL)
    g_setenv ("XDG_CONFIG_HOME", old_config, TRUE);
  else
    g_unsetenv ("XDG_CONFIG_HOME");
  g_reload_user_special_dirs_cache ();
  g_assert_cmpint (g_remove (dirs_file), ==, 0);
  g_assert_cmpint (g_rmdir (config), ==, 0);
  g_assert_cmpint (g_rmdir (documents), ==, 0);
  g_assert_cmpint (g_rmdir (root), ==, 0);
}

/* The sheet and its result in the dark style, and at phone width (360 px): nothing wider. */
static void
test_sizes_and_styles (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  TsBurgundySheetWindow *window;

  bs_ui_set_default_players ();
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  window = bs_ui_fill_example (1024, 600);
  /* With a refusal shown, to see the message's colours in the dark style. */
  gtk_widget_grab_focus (bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0));
  bs_ui_type_number (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0), 9);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)));
  bs_ui_save_png (window, "burgundy-sheet-form-dark");
  bs_ui_type_number (window, bs_ui_field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0),
                     bs_ui_bruno.monasteries[0].count);
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  bs_ui_save_png (window, "burgundy-sheet-result-dark");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);

  window = bs_ui_fill_example (360, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  bs_ui_save_png (window, "burgundy-sheet-form-360");
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  bs_ui_save_png (window, "burgundy-sheet-result-360");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static TsBurgundySheetWindow *
find_sheet_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TS_IS_BURGUNDY_SHEET_WINDOW (window))
        return TS_BURGUNDY_SHEET_WINDOW (window);
    }
  return NULL;
}

/* The start page offers "Score a Finished Game…": it asks which game, and The Castles of
 * Burgundy opens the sheet over the main window. */
static void
test_start_page_entry (void)
{
  TsWindow *window = ts_window_new (NULL);
  GtkWidget *row;
  GtkWidget *dialog;
  TsBurgundySheetWindow *sheet;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  row = find_row (GTK_WIDGET (window), "Score a Finished Game…");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_drawable (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "Check the final score of a game you did not track"));
  /* One row for every game (issue 56). */
  g_assert_null (find_row (GTK_WIDGET (window), "Score a Finished Game"));
  bs_ui_save_png (window, "burgundy-sheet-start-page");
  g_assert_null (find_sheet_window ());

  /* The row asks which game; Cancel opens nothing. */
  g_assert_true (gtk_widget_activate (row));
  ts_ui_test_spin ();
  dialog = GTK_WIDGET (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "kingsburg"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "carcassonne"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "caylus-1303"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (dialog),
                                                          "castles-of-burgundy"),
                   ==, "The Castles of Burgundy");
  g_signal_emit_by_name (ts_ui_test_find_button (dialog, "_Cancel"), "clicked");
  ts_ui_test_spin ();
  g_assert_null (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_null (find_sheet_window ());

  /* The Castles of Burgundy opens its sheet over the main window. */
  g_assert_true (gtk_widget_activate (row));
  ts_ui_test_spin ();
  dialog = GTK_WIDGET (ts_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (ts_ui_test_find_button (dialog, "The Castles of Burgundy"), "clicked");
  ts_ui_test_spin ();
  sheet = find_sheet_window ();
  g_assert_nonnull (sheet);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (sheet)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sheet)));
  ts_ui_test_present_and_wait (GTK_WINDOW (sheet));
  /* The first field has the focus: typing starts at once. */
  g_assert_true (
      bs_ui_has_focus_in (sheet, bs_ui_field (sheet, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));

  /* Cancel closes it and leaves the main window as it was. */
  gtk_widget_activate_action (GTK_WIDGET (sheet), "window.close", NULL);
  ts_ui_test_spin ();
  g_assert_null (find_sheet_window ());
  g_assert_null (ts_window_get_match (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}


/* The save dialog selects the suggested name without its extension: "name.pdf" typed over
 * it reads "name.pdf.pdf", which is written as "name.pdf". */
static void
test_export_name_once (void)
{
  static const struct
  {
    const char *chosen;
    TsScoreExportFormat format;
    const char *written;
  } cases[] = {
    { "name.pdf.pdf", TS_SCORE_EXPORT_PDF, "name.pdf" },
    { "Name.PDF.pdf", TS_SCORE_EXPORT_PDF, "Name.PDF" },
    { "name.pdf", TS_SCORE_EXPORT_PDF, "name.pdf" },
    { "name.png.png", TS_SCORE_EXPORT_PNG, "name.png" },
    { "name.png.png", TS_SCORE_EXPORT_PDF, "name.png.png" },
    { "plays.csv.csv", TS_SCORE_EXPORT_CSV, "plays.csv" },
    { "sheet.json.json", TS_SCORE_EXPORT_JSON, "sheet.json" },
    { ".pdf.pdf", TS_SCORE_EXPORT_PDF, ".pdf.pdf" },
    /* A name that is not UTF-8 (Latin-1 "é"): its bytes kept, its extension once. */
    { "caf\xe9.pdf.pdf", TS_SCORE_EXPORT_PDF, "caf\xe9.pdf" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) chosen = g_file_new_build_filename ("/tmp", "out", cases[i].chosen, NULL);
      g_autoptr(GFile) written = ts_score_export_dup_chosen (chosen, cases[i].format);
      g_autofree char *name = g_file_get_basename (written);
      g_autofree char *folder = g_file_get_path (written);

      g_assert_cmpstr (name, ==, cases[i].written);
      g_assert_true (g_str_has_prefix (folder, "/tmp/out/"));
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  /* Page slides and scrolling to the focus happen at once: the PNGs show where they end. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/burgundy/sheet/export", test_export);
  g_test_add_func ("/ui/burgundy/sheet/export-folders", test_export_folders);
  g_test_add_func ("/ui/sheet/export-name-once", test_export_name_once);
  g_test_add_func ("/ui/burgundy/sheet/sizes-and-styles", test_sizes_and_styles);
  g_test_add_func ("/ui/burgundy/sheet/start-page-entry", test_start_page_entry);

  return g_test_run ();
}