/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor's lists: the boards of the store (their labels, the one shown selected
 * and scrolled to) and the problems of the board shown, each marked on its spaces; and the
 * new-game form's row that opens the editor. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-board-editor-private.h"

/* -------------------------------------------------------------------------------------- */
/* The list of boards                                                                      */

/* Under a board's label in the list (which says where it comes from and whether it is a
 * draft): a shipped board's name ("Starter"), or a user's board's kind. */
static char *
board_subtitle (TsBurgundyBoardEditor *self,
                guint                  i)
{
  const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (self->store, i);

  if (ts_burgundy_board_store_get_source (self->store, i) == TS_BURGUNDY_BOARD_USER)
    return g_strdup (ts_burgundy_board_kind_name (board->kind));
  if (!board->known)
    /* Translators: a shipped board in the list whose layout Tableside lacks */
    return g_strdup (_("Not entered yet"));
  if (board->name[0] != '\0')
    return g_strdup (board->name);
  return g_strdup (ts_burgundy_board_kind_name (board->kind));
}

static GtkWidget *
board_row_new (TsBurgundyBoardEditor *self,
               guint                  i)
{
  const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (self->store, i);
  g_autofree char *label = ts_burgundy_board_store_dup_label (self->store, i);
  g_autofree char *subtitle = board_subtitle (self, i);
  g_autofree char *a11y = g_strdup_printf ("%s, %s", label, subtitle);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *under = gtk_label_new (subtitle);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (under), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap (GTK_LABEL (under), TRUE);
  gtk_widget_add_css_class (under, "dim-label");
  gtk_widget_add_css_class (under, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), under);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, board->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_object_set_data (G_OBJECT (row), "subtitle", under);
  g_object_set_data_full (G_OBJECT (row), "title", g_steal_pointer (&label), g_free);
  return row;
}

static gboolean scroll_to_selected (GtkWidget     *list,
                                    GdkFrameClock *clock,
                                    gpointer       unused);

void
_ts_burgundy_board_editor_mark_unsaved (TsBurgundyBoardEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->board_list);
  GtkLabel *under;
  const char *title, *text;
  g_autofree char *a11y = NULL;

  if (!self->dirty || row == NULL
      || g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (row)), self->board.id) != 0)
    return;
  /* The row's label tells the saved board (a draft, say); until Ctrl+S, the changes shown on
   * the board are not in it yet, and the row says so. */
  under = g_object_get_data (G_OBJECT (row), "subtitle");
  title = g_object_get_data (G_OBJECT (row), "title");
  /* Translators: under a board in the board editor's list while it has unsaved changes */
  text = _("Changed, not saved yet (Ctrl+S saves)");
  if (g_strcmp0 (gtk_label_get_text (under), text) == 0)
    return;
  gtk_label_set_text (under, text);
  a11y = g_strdup_printf ("%s, %s", title, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  /* The longer line may wrap and make the row taller: keep all of it in view. */
  gtk_widget_add_tick_callback (GTK_WIDGET (self->board_list), scroll_to_selected, NULL, NULL);
}

/* Brings the selected row into the list's view (a new board is listed last), once the list
 * is laid out. */
static gboolean
scroll_to_selected (GtkWidget     *list,
                    GdkFrameClock *clock,
                    gpointer       unused)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  guint frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), "scroll-frames"));
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page;

  /* The row's place in the part of the list in view (the viewport): the list's own
   * coordinates leave out its padding, which the adjustment counts. */
  if (row == NULL || scroller == NULL
      || !gtk_widget_compute_bounds (GTK_WIDGET (row),
                                     gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                     &bounds))
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  /* A row just added, or whose line just changed, is placed a frame or two later: a tick
   * comes before the frame's layout, so the first one sees the row as it was. */
  if ((frames == 0 || bounds.size.height <= 0
       || value + bounds.origin.y + bounds.size.height > gtk_adjustment_get_upper (adjustment))
      && frames < 10)
    {
      g_object_set_data (G_OBJECT (list), "scroll-frames", GUINT_TO_POINTER (frames + 1));
      return G_SOURCE_CONTINUE;
    }
  g_object_set_data (G_OBJECT (list), "scroll-frames", NULL);
  if (bounds.origin.y < 0)
    gtk_adjustment_set_value (adjustment, value + bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > page)
    gtk_adjustment_set_value (adjustment, value + bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

void
_ts_burgundy_board_editor_select_row (TsBurgundyBoardEditor *self,
                                     const char            *id)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->board_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (gtk_widget_get_name (row), id) == 0)
      {
        gboolean updating = self->updating;

        self->updating = TRUE;
        gtk_list_box_select_row (self->board_list, GTK_LIST_BOX_ROW (row));
        self->updating = updating;
        gtk_widget_add_tick_callback (GTK_WIDGET (self->board_list), scroll_to_selected, NULL,
                                      NULL);
        return;
      }
}

void
_ts_burgundy_board_editor_fill_list (TsBurgundyBoardEditor *self)
{
  guint n = ts_burgundy_board_store_get_n_boards (self->store);
  GtkWidget *child;
  gboolean updating = self->updating;

  self->updating = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->board_list))) != NULL)
    gtk_list_box_remove (self->board_list, child);
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->board_list, board_row_new (self, i));
  self->updating = updating;
  _ts_burgundy_board_editor_select_row (self, self->board.id);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
add_problem_row (TsBurgundyBoardEditor *self,
                 const char            *text,
                 const char            *icon,
                 const char            *css)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_set_icon_name (ADW_ACTION_ROW (row), icon);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (css != NULL)
    gtk_widget_add_css_class (row, css);
  gtk_widget_set_name (row, css != NULL ? css : "problem");
  gtk_list_box_append (self->problem_list, row);
}

/* Lists the board's problems in words and marks their spaces (a red outline, and the
 * problem as the space's accessible description). */
void
_ts_burgundy_board_editor_show_problems (TsBurgundyBoardEditor *self)
{
  g_autoptr(GPtrArray) problems = NULL;
  char *notes[TS_BURGUNDY_MAX_SPACES] = { NULL }; /* each handed to its space below */

  clear_list (self->problem_list);
  self->problem_spaces = (TsBurgundySpaces){ { 0 } };
  self->n_problems = 0;
  if (!self->board.known)
    {
      add_problem_row (self, _("Not entered yet: it cannot start a game."),
                       "dialog-information-symbolic", NULL);
      problems = g_ptr_array_new ();
    }
  else
    problems = ts_burgundy_board_problems (self->data, &self->board);

  for (guint p = 0; p < problems->len; p++)
    {
      TsBurgundyBoardProblem *problem = g_ptr_array_index (problems, p);

      add_problem_row (self, problem->text, "dialog-warning-symbolic", "problem");
      ts_burgundy_spaces_union (&self->problem_spaces, &problem->spaces);
      for (guint s = 0; s < self->board.n_cells; s++)
        if (ts_burgundy_spaces_has (&problem->spaces, s))
          {
            char *note = notes[s] != NULL ? g_strconcat (notes[s], " ", problem->text, NULL)
                                          : g_strdup (problem->text);

            g_free (notes[s]);
            notes[s] = note;
          }
    }
  self->n_problems = problems->len;
  if (self->board.known && problems->len == 0)
    /* Translators: the board editor, under a board that passes every check */
    add_problem_row (self, _("This board can start a game."), "emblem-ok-symbolic", "success");

  for (guint s = 0; s < self->board.n_cells; s++)
    {
      GtkWidget *space = _ts_burgundy_board_editor_get_space (self, s);

      if (notes[s] != NULL)
        gtk_widget_add_css_class (space, "cob-refused");
      else
        gtk_widget_remove_css_class (space, "cob-refused");
      /* The selected space's note is set by the space panel, problem first. */
      g_object_set_data_full (G_OBJECT (space), "board-problem", g_steal_pointer (&notes[s]),
                              g_free);
      gtk_widget_queue_draw (space);
    }
}

static void
boards_clicked_cb (GtkWidget *button)
{
  GtkRoot *root = gtk_widget_get_root (button);
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  GtkWidget *editor = ts_burgundy_board_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                         : NULL,
                                                    store, NULL);

  gtk_window_present (GTK_WINDOW (editor));
}

GtkWidget *
ts_burgundy_board_editor_row_new (void)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button;

  /* Translators: a row of the Castles of Burgundy's new-game form */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Boards of Your Box"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Enter a board Tableside does not have, such as duchy 4 of "
                                 "the 2019 print, or correct one to match your box"));
  /* Translators: opens the board editor; the underscore marks the access key */
  button = gtk_button_new_with_mnemonic (_("_Boards…"));
  gtk_widget_set_name (button, "boards");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (boards_clicked_cb), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}
