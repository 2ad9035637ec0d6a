/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a game's page makes only when it shows it: the Castles of Burgundy's turn panel (not
 * in a game opened over, made again by an Undo that brings a turn back), its solo bar (the
 * solo game's only), and the view switcher at the page's foot (a narrow window's only). */
#include <adwaita.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-solo-bar.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

/* A 2-player game of Ana and Bruno played to its end (seed 9), in a window of @width. */
static TsMatch *
open_over (int        width,
           TsWindow **window)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(GError) error = NULL;
  TsMatch *match;
  TsBurgundyEntry entry;

  json_array_add_string_element (players, "Ana");
  json_array_add_string_element (players, "Bruno");
  match = ts_match_new (&ts_burgundy_module, "Lazy page test", players, NULL, NULL, &error);
  g_assert_no_error (error);
  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item
          = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));

      g_assert_true (ts_match_apply (match, item, NULL));
    }
  g_assert_cmpint (((const TsBurgundyState *) ts_match_get_state (match))->stage, ==,
                   TS_BURGUNDY_STAGE_OVER);
  *window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (*window), width, width < 600 ? 720 : 768);
  ts_window_show_match (*window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (*window));
  ts_ui_test_spin ();
  return match;
}

static void
test_over (void)
{
  TsWindow *window;
  g_autoptr(TsMatch) match = open_over (1366, &window);
  GtkWidget *panel;
  const TsBurgundyState *s;

  g_assert_null (ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_BURGUNDY_TURN_PANEL));
  g_assert_null (ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_BURGUNDY_SOLO_BAR));
  g_assert_null (ts_ui_test_find_child (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_BAR));

  /* Undo back to a turn: the panel is made then, shown, with that turn's choices. */
  do
    g_assert_true (ts_match_undo (match));
  while ((s = ts_match_get_state (match))->stage != TS_BURGUNDY_STAGE_TURN);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  panel = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_BURGUNDY_TURN_PANEL);
  g_assert_nonnull (panel);
  g_assert_true (gtk_widget_get_mapped (panel));
  g_assert_cmpuint (ts_burgundy_turn_panel_get_n_rows (TS_BURGUNDY_TURN_PANEL (panel)), >, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A phone's width shows the page's views at its foot, made after the first frame found the
 * header too narrow for them. */
static void
test_narrow_bar (void)
{
  TsWindow *window;
  g_autoptr(TsMatch) match = open_over (360, &window);
  GtkWidget *bar = NULL;

  for (guint i = 0; i < 50 && bar == NULL; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ts_ui_test_spin ();
      bar = ts_ui_test_find_child (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_BAR);
    }
  g_assert_nonnull (bar);
  g_assert_true (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_nonnull (adw_view_switcher_bar_get_stack (ADW_VIEW_SWITCHER_BAR (bar)));
  /* Wider again, the header holds them and the bar hides. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  for (guint i = 0; i < 50 && adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar));
       i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ts_ui_test_spin ();
    }
  g_assert_false (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lazy-page/burgundy-over", test_over);
  g_test_add_func ("/ui/lazy-page/narrow-bar", test_narrow_bar);
  return g_test_run ();
}
