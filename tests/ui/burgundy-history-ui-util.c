/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "burgundy-history-ui-util.h"

#include <stdlib.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-ui-test-util.h"

TsMatch *
new_match (guint n_entries,
           guint seed)
{
  static const char *players_json = "[{\"name\": \"Ana\", \"color\": \"red\"},"
                                    " {\"name\": \"Bruno\", \"color\": \"blue\"},"
                                    " {\"name\": \"Carla\", \"color\": \"green\"}]";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  g_assert_true (json_parser_load_from_data (parser, players_json, -1, &error));
  match = ts_match_new (&ts_burgundy_module, "History", json_node_get_array (
                            json_parser_get_root (parser)),
                        NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_entries; i++)
    {
      TsBurgundyEntry e;
      g_autoptr(TsEntry) entry = NULL;

      g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e));
      entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  return match;
}

static GtkListView *
list_of (GtkWidget *history)
{
  return GTK_LIST_VIEW (ts_ui_test_find_type (history, GTK_TYPE_LIST_VIEW));
}

GtkAdjustment *
vadjustment_of (GtkWidget *history)
{
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
      gtk_widget_get_ancestor (GTK_WIDGET (list_of (history)), GTK_TYPE_SCROLLED_WINDOW)));
}

void
wait_frames (GtkWidget *widget,
             guint      n)
{
  for (guint i = 0; i < n; i++)
    {
      gtk_test_widget_wait_for_draw (widget);
      ts_ui_test_spin ();
    }
}

GtkWidget *
row_part (GtkWidget *row,
          guint      part)
{
  GtkWidget *widget = gtk_widget_get_first_child (gtk_widget_get_last_child (row));

  if (part == 0)
    return gtk_widget_get_first_child (row);
  for (guint i = 1; i < part; i++)
    widget = gtk_widget_get_next_sibling (widget);
  return widget;
}

GHashTable *
shown_rows (GtkWidget *history)
{
  GHashTable *rows = g_hash_table_new (NULL, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list_of (history)));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = gtk_widget_get_first_child (child);
      const char *number;

      if (row == NULL || !gtk_widget_get_mapped (row))
        continue;
      number = gtk_label_get_text (GTK_LABEL (row_part (row, PART_NUMBER)));
      g_assert_cmpuint (strlen (number), >, 0);
      g_hash_table_insert (rows, GUINT_TO_POINTER (atoi (number) - 1), row);
    }
  return rows;
}

GtkWidget *
shown_row (GtkWidget *history,
           guint      index)
{
  g_autoptr(GHashTable) rows = shown_rows (history);
  GtkWidget *row = g_hash_table_lookup (rows, GUINT_TO_POINTER (index));

  g_assert_nonnull (row);
  return row;
}

char *
expected_header (TsMatch *match,
                 guint    index)
{
  guint phase = 0;
  guint round = 0;

  for (guint i = 0; i <= index; i++)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));

      if (e->type == TS_BURGUNDY_ENTRY_FILL_DEPOTS)
        {
          phase++;
          round = 0;
          if (i == index)
            return g_strdup_printf ("Phase %c", 'A' + phase - 1);
        }
      else if (e->type == TS_BURGUNDY_ENTRY_ROLL && ++round > 0 && i == index)
        return g_strdup_printf ("Round %u", round);
      else if (i == 0 && i == index)
        return g_strdup ("Setup");
    }
  return NULL;
}

void
assert_rows_match (GtkWidget *history,
                   TsMatch   *match)
{
  GtkAdjustment *adjustment = vadjustment_of (history);
  guint n = ts_match_get_n_entries (match);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (
                        list_of (history)))),
                    ==, n);
  for (double value = 0;; value += gtk_adjustment_get_page_size (adjustment) / 2)
    {
      g_autoptr(GHashTable) rows = NULL;
      GHashTableIter iter;
      gpointer key, row;

      gtk_adjustment_set_value (adjustment, value);
      wait_frames (history, 2);
      rows = shown_rows (history);
      g_hash_table_iter_init (&iter, rows);
      while (g_hash_table_iter_next (&iter, &key, &row))
        {
          guint i = GPOINTER_TO_UINT (key);
          GtkWidget *header = row_part (row, PART_HEADER);
          g_autofree char *expected = NULL;

          g_assert_cmpuint (i, <, n);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row_part (row, PART_TEXT))), ==,
                           ts_entry_get_description (ts_match_get_entry (match, i)));
          expected = expected_header (match, i);
          g_assert_cmpint (gtk_widget_get_visible (header), ==, expected != NULL);
          if (expected != NULL)
            g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, expected);
          g_hash_table_add (seen, key);
        }
      if (value >= gtk_adjustment_get_upper (adjustment)
                       - gtk_adjustment_get_page_size (adjustment))
        break;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n);
}
