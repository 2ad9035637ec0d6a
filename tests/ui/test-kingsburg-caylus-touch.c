/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's and Caylus 1303's table pages on a phone held upright, in touch mode (issue 54):
 * each page of a game in progress (the corpus's records, and games played to the season's
 * dice, to a battle and to a delivery, so that each entry form shows) in a 360x720 window
 * whose class is "touch" asks for no more than 360 px of width (its header bar, the shared
 * page's, is measured and said apart), and every clickable widget mapped on its table and
 * entry forms (advisor spaces, dice, Road spaces, cards, the forms' buttons, list rows) is at
 * least 44x44 px. With TS_TOUCH_DUMP set, the widgets asking for more than 360 px are
 * printed. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "caylus-view-util.h"
#include "kingsburg/ts-kingsburg-court.h"
#include "ts-kingsburg.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"
#include "ts-window.h"

#define NARROW 360

static TsMatch *
corpus_match (const char *base)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", base, NULL);
  g_autofree char *dir = g_dir_make_tmp ("ts-touch-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, base, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  file = g_file_new_for_path (copy);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, file);
  return match;
}

static void
dump_wide (GtkWidget *w,
           int        depth)
{
  int min = 0;

  if (!gtk_widget_get_visible (w))
    return;
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= (g_getenv ("TS_TOUCH_LOW") != NULL ? atoi (g_getenv ("TS_TOUCH_LOW")) : NARROW - 160))
    return;
  g_printerr ("%*s%s.%s min %d\n", depth * 2, "", G_OBJECT_TYPE_NAME (w),
              gtk_widget_get_css_name (w), min);
  if (min > (g_getenv ("TS_TOUCH_HIGH") != NULL ? atoi (g_getenv ("TS_TOUCH_HIGH")) : NARROW))
    for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
         c = gtk_widget_get_next_sibling (c))
      dump_wide (c, depth + 1);
}

extern const TsGameModule ts_kingsburg_module;

static void
check_match (TsMatch    *match,
             const char *base)
{
  g_autoptr(GString) small = g_string_new (NULL);
  GtkWindow *window = GTK_WINDOW (ts_window_new (NULL));
  guint n_small = 0, n_targets = 0;
  int min_width = 0, stack_width = 0, header_width = 0, page_width = 0, frame;
  GtkWidget *page, *stack, *header;

  gtk_window_set_default_size (window, NARROW, 720);
  ts_window_show_match (TS_WINDOW (window), match);
  ts_ui_test_present_and_wait (window);
  ts_ui_touch_set (window, TRUE);
  ts_ui_test_redraw (GTK_WIDGET (window));

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                      NULL, NULL);
  /* The header bar is the shared page's (TsGamePage): measured and said, not this test's
   * to fail. What the game puts on the page (the table, the entry forms) is the view
   * stack's page, within the window's own frame. */
  stack = ts_ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
  page = gtk_widget_get_parent (stack);
  header = ts_ui_test_find_type (page, ADW_TYPE_HEADER_BAR);
  gtk_widget_measure (stack, GTK_ORIENTATION_HORIZONTAL, -1, &stack_width, NULL, NULL, NULL);
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &header_width, NULL, NULL, NULL);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &page_width, NULL, NULL, NULL);
  frame = min_width - page_width;
  if (stack_width + frame > NARROW || g_getenv ("TS_TOUCH_DUMP") != NULL)
    dump_wide (GTK_WIDGET (window), 0);
  g_test_message ("%s: minimum width %d: the page %d, its header bar %d, the table and entry "
                  "forms %d",
                  base, min_width, page_width, header_width, stack_width);
  if (min_width > NARROW)
    g_printerr ("%s: the window asks for %d px: its header bar (TsGamePage's) %d px\n", base,
                min_width, header_width);

  n_small = ts_ui_touch_count_small (stack, TS_UI_TOUCH_TARGET, small, &n_targets);
  /* A scrolled window's overlay scrollbar is no target: a finger scrolls the page itself. */
  for (const char *at = strstr (small->str, "GtkRange"); at != NULL; at = strstr (at + 1, "GtkRange"))
    n_small--, n_targets--;
  g_test_message ("%s: %u targets", base, n_targets);
  if (n_small > 0)
    g_printerr ("%s: %u of %u targets under %dx%d:\n%s\n", base, n_small, n_targets,
                TS_UI_TOUCH_TARGET, TS_UI_TOUCH_TARGET, small->str);
  {
    g_autofree char *png = g_strdelimit (g_strdup_printf ("touch-360x720-%s", base), " .", '-');
    g_autofree char *path = ts_ui_test_save_png (GTK_WIDGET (window), png);

    g_test_message ("%s", path);
  }
  g_assert_cmpint (stack_width + frame, <=, NARROW);
  g_assert_cmpuint (n_targets, >, 20);
  g_assert_cmpuint (n_small, ==, 0);

  ts_ui_test_destroy_window (window);
}

static void
check_record (gconstpointer data)
{
  g_autoptr(TsMatch) match = corpus_match (data);

  check_match (match, data);
}

/* A 3-player Kingsburg game played with random legal entries to the first @stage. */
static TsMatch *
kingsburg_at (TsKingsburgStage stage)
{
  static const char *const names[] = { "Ann", "Brian", "Cindy", NULL };

  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(TsMatch) match = ts_match_new (&ts_kingsburg_module, "Touch", players, NULL,
                                               NULL, NULL);

      for (guint step = 0; step < 5000; step++)
        {
          const TsKingsburgState *s = ts_match_get_state (match);
          TsKingsburgEntry e;
          g_autoptr(TsEntry) entry = NULL;

          if (s->stage == stage)
            return g_steal_pointer (&match);
          if (s->stage == TS_KINGSBURG_STAGE_OVER || !ts_kingsburg_random_entry (s, rand, &e))
            break;
          entry = ts_entry_new_take (&ts_kingsburg_module, g_memdup2 (&e, sizeof e));
          g_assert_true (ts_match_apply (match, entry, NULL));
        }
    }
  g_assert_not_reached ();
}

/* The season's dice entered (the shared dice entry, scrolling sideways). */
static void
test_kingsburg_roll (void)
{
  g_autoptr(TsMatch) match = kingsburg_at (TS_KINGSBURG_STAGE_ROLL);

  check_match (match, "kingsburg at the roll");
}

/* The enemy card and the King's die: the form's two columns one under the other. */
static void
test_kingsburg_battle (void)
{
  g_autoptr(TsMatch) match = kingsburg_at (TS_KINGSBURG_STAGE_BATTLE);

  check_match (match, "kingsburg at a battle");
}

/* A delivery: the batches and the payment. */
static void
test_caylus_delivery (void)
{
  g_autoptr(TsMatch) match = match_at (3, 1, at_delivery);

  check_match (match, "caylus at a delivery");
}

static int
min_width (GtkWidget *window)
{
  int min = 0;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* Before its first allocation the Kingsburg page asks no more than a phone's width when its
 * window may open narrow: the court and the sheets start compact. A window manager that reads
 * the window's minimum before the allocation that folds (CI did, once in many runs) then keeps
 * it inside a 360 px screen, where it had opened it 7 px wider. A window that surely opens
 * wide (its default width and the monitor's, 1280 px here) has full sheets from the start,
 * with no change a frame later; narrow again, compact. */
static void
test_kingsburg_opens_narrow (void)
{
  g_autoptr(TsMatch) narrow_match = corpus_match ("kingsburg-2p-in-progress.json");
  g_autoptr(TsMatch) wide_match = corpus_match ("kingsburg-2p-in-progress.json");
  GtkWindow *window = GTK_WINDOW (ts_window_new (NULL));
  GtkWidget *court;

  gtk_window_set_default_size (window, NARROW, 720);
  ts_window_show_match (TS_WINDOW (window), narrow_match);
  court = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_KINGSBURG_COURT);
  g_assert_nonnull (court);
  g_assert_true (gtk_widget_has_css_class (court, "kb-compact"));
  g_assert_cmpint (min_width (GTK_WIDGET (window)), <=, NARROW);
  ts_ui_test_destroy_window (window);

  window = GTK_WINDOW (ts_window_new (NULL));
  gtk_window_set_default_size (window, 1100, 720);
  ts_window_show_match (TS_WINDOW (window), wide_match);
  court = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_KINGSBURG_COURT);
  g_assert_false (gtk_widget_has_css_class (court, "kb-compact"));
  g_assert_cmpint (min_width (GTK_WIDGET (window)), >, NARROW);
  ts_ui_test_present_and_wait (window);
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_assert_false (gtk_widget_has_css_class (court, "kb-compact"));

  gtk_window_set_default_size (window, NARROW, 720);
  ts_ui_test_redraw (GTK_WIDGET (window));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_has_css_class (court, "kb-compact"));
  g_assert_cmpint (min_width (GTK_WIDGET (window)), <=, NARROW);

  ts_ui_test_destroy_window (window);
}

int
main (int argc, char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_data_func ("/touch/kingsburg-2p", "kingsburg-2p-in-progress.json", check_record);
  g_test_add_data_func ("/touch/kingsburg-5p", "kingsburg-5p-in-progress.json", check_record);
  g_test_add_data_func ("/touch/caylus-2p", "caylus-1303-2p-in-progress.json", check_record);
  g_test_add_data_func ("/touch/caylus-5p", "caylus-1303-5p-in-progress.json", check_record);
  g_test_add_func ("/touch/kingsburg-opens-narrow", test_kingsburg_opens_narrow);
  g_test_add_func ("/touch/kingsburg-roll", test_kingsburg_roll);
  g_test_add_func ("/touch/kingsburg-battle", test_kingsburg_battle);
  g_test_add_func ("/touch/caylus-delivery", test_caylus_delivery);
  return g_test_run ();
}
