/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "kingsburg-view-ui-util.h"

#include "ts-ui-test-util.h"

void
kingsburg_view_init (int    *argc,
                     char ***argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (argc, argv);
  ts_ui_test_start_app ();
}

TsMatch *
new_match (guint n_players)
{
  static const char *const names[] = { "Ann", "Brian", "Cindy", "David", "Eve" };

  return ts_ui_test_new_match (&ts_kingsburg_module, names, n_players, NULL);
}

TsKingsburgChoices *
choices_of (Table *table)
{
  return TS_KINGSBURG_CHOICES (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                      TS_TYPE_KINGSBURG_CHOICES));
}

void
save_png (Table      *table,
          const char *name)
{
  g_free (ts_ui_test_save_png (GTK_WIDGET (table->window), name));
}

void
assert_focus_in_choices (Table *table)
{
  GtkWidget *focus = gtk_window_get_focus (table->window);
  GtkWidget *search = ts_ui_test_find_child (GTK_WIDGET (choices_of (table)),
                                             GTK_TYPE_SEARCH_ENTRY);

  g_assert_nonnull (focus);
  g_assert_true (focus == search || gtk_widget_is_ancestor (focus, search));
}
