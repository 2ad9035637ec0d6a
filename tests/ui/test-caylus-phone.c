/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's table page on a phone (360x720), in English and Portuguese: while workers
 * are placed, the planning form's buttons that record the entry (Worksite, Pass) are wholly
 * in sight, inside the window and inside the entry forms' scrolled window, not under the
 * bottom bar behind a scroll nobody sees (its height was the form's on one line); no label
 * on the page is cut (“Person…”) and none breaks a line inside a word (“Monu-mentos”). PNGs:
 * caylus-phone-LANGUAGE-planning. The built translations (TABLESIDE_LOCALEDIR); each
 * language in a process of its own, as the engine keeps its data's names in the language it
 * first read them in. */
#include "config.h"

#include "caylus-view-util.h"
#include "cut-labels-util.h"
#include "ts-game-page.h"
#include "ts-sticky-bin.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

static void
check_planning (const char *language)
{
  g_autoptr(TsMatch) match = match_at (4, 1, at_planning);
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *png = g_strdup_printf ("caylus-phone-%s-planning", language);
  TsWindow *window = ts_window_new (NULL);
  GtkWidget *page, *entry, *form;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* The frames after the first: the form's height at its width is known once it has one,
   * the bottom bar has slid in. */
  cut_labels_settle (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), png));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  page = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_GAME_PAGE);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (page)), ==, "planning");
  /* The page's entry forms (TsGamePage's entry bin): the planning form, its Worksite and
   * Pass drawn, each wholly inside the window and the scrolled window of the forms. */
  entry = adw_bin_get_child (ADW_BIN (ts_ui_test_find_type (page, TS_TYPE_STICKY_BIN)));
  form = gtk_stack_get_visible_child (GTK_STACK (entry));
  g_assert_true (form == gtk_stack_get_child_by_name (GTK_STACK (entry), "planning"));
  g_assert_cmpuint (cut_labels_collect_hidden_buttons (form, png, cut), ==, 2);
  g_assert_cmpuint (cut_labels_collect (GTK_WIDGET (window), png, cut), >, 20);
  g_assert_cmpuint (cut_labels_collect_mid_word (GTK_WIDGET (window), png, cut), >, 5);
  if (cut->len > 0)
    g_error ("at 360x720 in %s:\n%s", language, cut->str);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_planning (gconstpointer data)
{
  const char *language = data;

  if (g_test_subprocess ())
    {
      ts_ui_test_use_language (language);
      check_planning (language);
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (NULL, 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_bind_translations ();
  ts_ui_test_init (&argc, &argv);
  g_test_add_data_func ("/caylus-phone/en/planning", "en", test_planning);
  g_test_add_data_func ("/caylus-phone/pt/planning", "pt", test_planning);
  return g_test_run ();
}
