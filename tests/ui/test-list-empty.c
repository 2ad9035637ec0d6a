/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A list of choices emptied at an entry (ts-list-empty.c): its rows leave it at once, and are
 * freed after the frame, not before it. */
#include "ts-list-empty.h"
#include "ts-ui-test-util.h"

static void
test_empty (void)
{
  GtkWidget *window = adw_window_new ();
  GtkListBox *list = GTK_LIST_BOX (gtk_list_box_new ());
  GtkWidget *rows[3];

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      rows[i] = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (rows[i]), gtk_label_new ("Depot 2: mine"));
      gtk_list_box_append (list, rows[i]);
      g_object_add_weak_pointer (G_OBJECT (rows[i]), (gpointer *) &rows[i]);
    }
  gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (rows[0]));
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (list));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));

  ts_list_empty (list);
  /* Out of the list now: nothing left to show, select or activate. */
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (list)));
  g_assert_null (gtk_list_box_get_selected_row (list));
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_assert_nonnull (rows[i]); /* not freed yet */
      g_assert_null (gtk_widget_get_parent (rows[i]));
    }
  /* Made again at once, as after an entry. */
  gtk_list_box_append (list, gtk_label_new ("Depot 5: church"));
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 0));
  g_assert_null (gtk_list_box_get_row_at_index (list, 1));

  /* After the frame, the old rows are gone. */
  gtk_widget_queue_draw (window);
  ts_ui_test_redraw (window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_assert_null (rows[i]);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/list-empty/rows-after-the-frame", test_empty);
  return g_test_run ();
}
