/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-list-empty.h"

static GPtrArray *leaving; /* rows taken out, freed after the frame; the main thread's only */

static gboolean
free_rows_cb (gpointer user_data)
{
  g_clear_pointer (&leaving, g_ptr_array_unref);
  return G_SOURCE_REMOVE;
}

void
ts_list_remove_from (GtkListBox *list,
                     GtkWidget  *row)
{
  while (row != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);

      if (leaving == NULL)
        {
          leaving = g_ptr_array_new_with_free_func (g_object_unref);
          /* Below the frame clock's priority: after the next frame is painted. */
          g_idle_add_full (G_PRIORITY_LOW, free_rows_cb, NULL, NULL);
        }
      g_ptr_array_add (leaving, g_object_ref (row));
      gtk_list_box_remove (list, row);
      row = next;
    }
}

void
ts_list_empty (GtkListBox *list)
{
  ts_list_remove_from (list, gtk_widget_get_first_child (GTK_WIDGET (list)));
}
