/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-row-number.h"

#include "ts-row-words.h"

GtkWidget *
ts_row_number_set_child (GtkListBoxRow *row,
                         guint          number,
                         const char    *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *key = gtk_label_new (NULL);
  GtkWidget *words = ts_row_words_new (text);

  g_return_val_if_fail (GTK_IS_LIST_BOX_ROW (row), NULL);
  g_return_val_if_fail (number <= 9, NULL);

  if (number > 0)
    {
      char digit[2] = { (char) ('0' + number), 0 };

      gtk_label_set_text (GTK_LABEL (key), digit);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, digit, -1);
    }
  gtk_widget_add_css_class (key, "dim-label");
  gtk_widget_add_css_class (key, "numeric");
  /* One digit's width for every row, the numbered and those past nine (style.css). */
  gtk_widget_add_css_class (key, "row-number");
  gtk_label_set_xalign (GTK_LABEL (key), 1);
  gtk_widget_set_valign (key, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), key);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (box), words);
  gtk_list_box_row_set_child (row, box);
  g_object_set_data (G_OBJECT (row), "ts-row-number", GUINT_TO_POINTER (number));
  g_object_set_data (G_OBJECT (row), "ts-row-words", words);
  return box;
}

guint
ts_row_number_get (GtkListBoxRow *row)
{
  g_return_val_if_fail (GTK_IS_LIST_BOX_ROW (row), 0);
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ts-row-number"));
}

GtkListBoxRow *
ts_row_number_find (GtkListBox *list,
                    guint       number)
{
  g_return_val_if_fail (GTK_IS_LIST_BOX (list), NULL);

  if (number == 0)
    return NULL;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && ts_row_number_get (GTK_LIST_BOX_ROW (row)) == number)
      return GTK_LIST_BOX_ROW (row);
  return NULL;
}

const char *
ts_row_number_get_text (GtkListBoxRow *row)
{
  TsRowWords *words;

  g_return_val_if_fail (GTK_IS_LIST_BOX_ROW (row), NULL);
  words = g_object_get_data (G_OBJECT (row), "ts-row-words");
  return words != NULL ? ts_row_words_get_text (words) : NULL;
}
