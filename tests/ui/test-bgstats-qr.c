/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 53: the QR code of a finished game, drawn, saved as a PNG and read back by zbarimg
 * (zbar-tools, build-aux/install-deps), holds ts_bgstats_play_link() for a game of each of
 * the four games; nothing is drawn while the game is played. */
#include <glib/gstdio.h>

#include "ts-bgstats-link.h"
#include "ts-bgstats-qr.h"
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
  return g_test_run ();
}
