/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board editor's ui tests (test-burgundy-board-editor.c and -team.c) share: the
 * user's board store, the editor window, its dialogs, rows and focused space. */
#include "burgundy-editor-ui-util.h"

#include <string.h>

#include "burgundy/ts-burgundy-hex-space.h"
#include "ts-ui-test-util.h"

TsBurgundyBoardStore *
beu_store_new (void)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_burgundy_board_store_load (store, &error));
  g_assert_no_error (error);
  return store;
}

TsBurgundyBoardEditor *
beu_editor_new (TsBurgundyBoardStore *store, const char *board_id, int width, int height)
{
  GtkWidget *editor = ts_burgundy_board_editor_new (NULL, store, board_id);

  gtk_window_set_default_size (GTK_WINDOW (editor), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (editor));
  return TS_BURGUNDY_BOARD_EDITOR (editor);
}

int
beu_find_index (TsBurgundyBoardStore *store, const char *id)
{
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (store); i++)
    if (g_strcmp0 (ts_burgundy_board_store_get_board (store, i)->id, id) == 0)
      return i;
  return -1;
}

gboolean
beu_is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The visible message dialog named @name (gtk_widget_set_name), or NULL. */
AdwMessageDialog *
beu_find_dialog (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (window)
          && beu_is_named (window, name))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

guint
beu_count_named_rows (GtkListBox *list, const char *name)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += beu_is_named (row, name);
  return n;
}

guint
beu_focused_space (TsBurgundyBoardEditor *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_assert_true (TS_IS_BURGUNDY_HEX_SPACE (focus));
  return ts_burgundy_hex_space_get_index (TS_BURGUNDY_HEX_SPACE (focus));
}

guint
beu_colour_key (char cell)
{
  const char *at = strchr ("CPSBYM", cell);

  g_assert_nonnull (at);
  return gdk_unicode_to_keyval ("GLBCYM"[at - "CPSBYM"]);
}
