/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 53: the QR code of a finished game, drawn, saved as a PNG and read back by zbarimg
 * (zbar-tools, build-aux/install-deps), holds ts_bgstats_play_link() for a game of each of
 * the four games; nothing is drawn while the game is played. A play whose link no QR code
 * holds (five players with names of 500 characters, or of 100 emoji) says why on the page
 * and to a screen reader, and the score page exports the play as a file instead. */
#include <glib/gstdio.h>

#include "ts-bgstats-link.h"
#include "ts-bgstats-qr.h"
#include "ts-export-target.h"
#include "ts-score-page.h"
#include "ts-ui-test-util.h"

static TsMatch *
load_copy (const char *base,
           char      **dir)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", base, NULL);
  g_autoptr(GFile) source = g_file_new_for_path (path);
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  *dir = g_dir_make_tmp ("ts-bgstats-qr-XXXXXX", &error);
  g_assert_no_error (error);
  copy = g_file_new_build_filename (*dir, base, NULL);
  g_file_copy (source, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  match = ts_match_load (copy, NULL, &error);
  g_assert_no_error (error);
  g_file_delete (copy, NULL, NULL);
  g_rmdir (*dir);
  return match;
}

static void
test_reads_back (gconstpointer data)
{
  const char *base = data;
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = load_copy (base, &dir);
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *link = NULL;
  g_autofree char *png = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *name = g_strndup (base, strlen (base) - strlen (".json"));
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *qr;
  int status = 0;

  /* Never skipped: without zbarimg nothing here is checked. */
  if (zbarimg == NULL)
    {
      g_test_message ("zbarimg is missing: install zbar-tools (build-aux/install-deps)");
      g_test_fail ();
      return;
    }
  link = ts_bgstats_play_link (match, &error);
  g_assert_no_error (error);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 720);
  qr = ts_bgstats_qr_new (match);
  gtk_window_set_child (GTK_WINDOW (window), qr);
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (qr))
                 == GTK_ACCESSIBLE_ROLE_IMG);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  png = ts_ui_test_save_png (qr, name);

  g_spawn_sync (NULL, (char *[]) { zbarimg, (char *) "--raw", (char *) "-q", png, NULL }, NULL,
                G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  g_strchomp (out);
  g_assert_cmpstr (out, ==, link);
  g_test_message ("%s: %zu characters read back from %s", base, strlen (link), png);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* While the game is played there is no code, and the widget takes no room. */
static void
test_in_progress (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = load_copy ("kingsburg-4p-in-progress.json", &dir);
  GtkWidget *qr = g_object_ref_sink (ts_bgstats_qr_new (match));
  int minimum = -1, natural = -1;

  gtk_widget_measure (qr, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 0);
  g_assert_cmpint (natural, ==, 0);
  g_assert_finalize_object (qr);
}

/* The corpus's five players' Carcassonne game with each player named @name and a number. */
static TsMatch *
long_names_match (const char *name,
                  char      **dir,
                  char      **record)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "carcassonne-5p-builder-pig-complete.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  JsonArray *players;
  TsMatch *match;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      g_autofree char *long_name = g_strdup_printf ("%s %u", name, i + 1);

      json_object_set_string_member (json_array_get_object_element (players, i), "name",
                                     long_name);
      json_object_remove_member (json_array_get_object_element (players, i), "person");
    }
  *dir = g_dir_make_tmp ("ts-bgstats-qr-XXXXXX", &error);
  g_assert_no_error (error);
  *record = g_build_filename (*dir, "long-names.json", NULL);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (*record, text, -1, NULL));
  file = g_file_new_for_path (*record);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  return match;
}

static void
test_too_long (gconstpointer data)
{
  const char *unit = data;
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *dir = NULL;
  g_autofree char *record = NULL;
  g_autofree char *out = NULL;
  g_autofree char *link = NULL;
  g_autofree char *labels = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) out_file = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  GtkWidget *window, *page, *qr, *button;
  int minimum = 0, natural = 0;

  while (g_utf8_strlen (name->str, -1) < (strlen (unit) == 1 ? 500 : 100))
    g_string_append (name, unit);
  match = long_names_match (name->str, &dir, &record);
  link = ts_bgstats_play_link (match, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (link), >, 2953);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 720);
  page = ts_score_page_new (match);
  gtk_window_set_child (GTK_WINDOW (window), page);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  qr = ts_ui_test_find_type (page, TS_TYPE_BGSTATS_QR);
  g_assert_nonnull (qr);
  g_assert_true (ts_bgstats_qr_get_too_long (TS_BGSTATS_QR (qr)));
  /* Said on the page, with the way that works, never a heading above nothing. */
  labels = ts_ui_test_labels (page);
  g_assert_nonnull (strstr (labels, "No QR code for this play: its link for BG Stats takes"));
  g_assert_nonnull (strstr (labels, "more than the 2953 a QR code holds"));
  g_assert_null (strstr (labels, "Scan with BG Stats to add this play"));
  gtk_widget_measure (qr, GTK_ORIENTATION_VERTICAL, 600, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, >, 0);
  button = ts_ui_test_find_button (page, "_Export This Play for BG Stats…");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_free (ts_ui_test_save_png (page, strlen (unit) == 1 ? "bgstats-too-long" :
                                                          "bgstats-too-long-emoji"));

  /* The file it writes holds this play alone, with its players' names whole. */
  out = g_build_filename (dir, "play.json", NULL);
  out_file = g_file_new_for_path (out);
  g_assert_true (ts_score_page_export_bgstats_play (TS_SCORE_PAGE (page), out_file, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, out, &error));
  {
    JsonObject *root = json_node_get_object (json_parser_get_root (parser));
    JsonArray *plays = json_object_get_array_member (root, "plays");
    g_autofree char *first = g_strdup_printf ("%s 1", name->str);
    gboolean named = FALSE;
    JsonArray *people = json_object_get_array_member (root, "players");

    g_assert_cmpuint (json_array_get_length (plays), ==, 1);
    for (guint i = 0; i < json_array_get_length (people); i++)
      named |= g_strcmp0 (json_object_get_string_member (
                              json_array_get_object_element (people, i), "name"),
                          first) == 0;
    g_assert_true (named);
  }
  /* The export rule: never over the game's own record. */
  {
    g_autoptr(GFile) own = g_file_new_for_path (record);

    g_assert_false (ts_export_target_check_file (own, NULL, &error));
    g_clear_error (&error);
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_remove (out);
  g_remove (record);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  /* A finished game of each of the four games, the longest links of the corpus among them
   * (five players). */
  static const char *const records[] = {
    "carcassonne-3p-traders-builders-complete.json",
    "castles-of-burgundy-4p-extras-inns-complete.json",
    "caylus-1303-5p-complete.json",
    "kingsburg-2p-complete.json",
    "carcassonne-5p-builder-pig-complete.json",
  };

  ts_ui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bgstats-qr/reads-back/%s", records[i]);

      g_test_add_data_func (path, records[i], test_reads_back);
    }
  g_test_add_func ("/bgstats-qr/in-progress", test_in_progress);
  g_test_add_data_func ("/bgstats-qr/too-long/names", "a", test_too_long);
  g_test_add_data_func ("/bgstats-qr/too-long/emoji", "🎲", test_too_long);
  return g_test_run ();
}
