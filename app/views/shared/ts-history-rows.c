/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history's list rows: the headers where groups and steps start, each entry's number,
 * text and buttons, and Delete on a row. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-history-private.h"
#include "ts-game-views.h"
#include "ts-tooltip.h"

/* -------------------------------------------------------------------------------------- */
/* The list                                                                                */

void
_ts_history_compute_marks (TsHistory *self)
{
  GListModel *entries = ts_match_get_entries (self->match);
  guint n = g_list_model_get_n_items (entries);
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (self->match));
  const TsGameSteps *steps = view != NULL ? view->steps : NULL;
  int group = -1, step = -1;

  g_array_set_size (self->marks, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (entries, i);
      Mark *mark = &g_array_index (self->marks, Mark, i);

      mark->kind = steps != NULL ? steps->walk (ts_entry_get_data (entry), &group, &step)
                                 : TS_GAME_STEP_NONE;
      mark->group = MAX (group, 0);
      mark->step = MAX (step, 0);
      if (mark->kind == TS_GAME_STEP_NONE && i == 0)
        mark->kind = MARK_SETUP;
    }
}

/* One row: the header of a group or step (a phase or round) when one starts there, then
 * the entry. */
typedef struct
{
  TsHistory *self;
  GtkListItem *item;
  GtkWidget *header;
  GtkWidget *number;
  GtkWidget *text;
  GtkWidget *correct;
  GtkWidget *remove;
} Row;

static Row *
row_of (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      Row *row = g_object_get_data (G_OBJECT (widget), "ts-row");

      if (row != NULL)
        return row;
      /* The list's own row widget holds ours as its first child. */
      if (gtk_widget_get_first_child (widget) != NULL
          && (row = g_object_get_data (G_OBJECT (gtk_widget_get_first_child (widget)), "ts-row"))
                 != NULL)
        return row;
    }
  return NULL;
}

static void
correct_clicked_cb (GtkButton *button,
                    Row       *row)
{
  ts_history_correct (row->self, gtk_list_item_get_position (row->item));
}

static void
remove_clicked_cb (GtkButton *button,
                   Row       *row)
{
  ts_history_remove (row->self, gtk_list_item_get_position (row->item));
}

/* Delete on a row removes it. */
gboolean
_ts_history_delete_pressed_cb (GtkWidget *list,
                               GVariant  *args,
                               gpointer   user_data)
{
  TsHistory *self = user_data;
  Row *row = row_of (gtk_root_get_focus (gtk_widget_get_root (list)));

  if (row == NULL)
    return FALSE;
  ts_history_remove (self, gtk_list_item_get_position (row->item));
  gtk_widget_grab_focus (list);
  return TRUE;
}

static GtkWidget *
icon_button_new (const char *icon,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  ts_tooltip_set (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* Number, header and accessible names follow the row's place in the list. */
static void
update_row (Row *row)
{
  TsHistory *self = row->self;
  guint position = gtk_list_item_get_position (row->item);
  TsEntry *entry = gtk_list_item_get_item (row->item);
  const Mark *mark = position < self->marks->len ? &g_array_index (self->marks, Mark, position)
                                                 : NULL;
  g_autofree char *digits = NULL;
  g_autofree char *header = NULL;
  g_autofree char *row_label = NULL;
  g_autofree char *correct_label = NULL;
  g_autofree char *remove_label = NULL;
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (self->match));
  guint kind;
  gboolean automatic;

  if (entry == NULL || position == GTK_INVALID_LIST_POSITION)
    return;
  kind = mark != NULL ? mark->kind : 0;
  if (kind & MARK_SETUP)
    header = g_strdup (_("Setup"));
  else if ((kind & MARK_GROUP) && (kind & MARK_STEP))
    {
      g_autofree char *group = view->steps->group_name (mark->group);
      g_autofree char *step = view->steps->step_name (mark->step);

      /* Translators: a header in the list of entries where a group of steps and its first
       * step start together ("Year 2 · Spring") */
      header = g_strdup_printf (C_("history header", "%s · %s"), group, step);
    }
  else if (kind & MARK_GROUP)
    header = view->steps->group_name (mark->group);
  else if (kind & MARK_STEP)
    header = view->steps->step_name (mark->step);
  gtk_widget_set_visible (row->header, header != NULL);
  gtk_label_set_text (GTK_LABEL (row->header), header != NULL ? header : "");
  /* A group stands out more than a step inside it. */
  if (kind == MARK_STEP)
    {
      gtk_widget_remove_css_class (row->header, "heading");
      gtk_widget_add_css_class (row->header, "caption-heading");
    }
  else
    {
      gtk_widget_remove_css_class (row->header, "caption-heading");
      gtk_widget_add_css_class (row->header, "heading");
    }

  digits = g_strdup_printf ("%u", position + 1);
  gtk_label_set_text (GTK_LABEL (row->number), digits);
  gtk_label_set_text (GTK_LABEL (row->text), ts_entry_get_description (entry));
  /* Translators: a row of the history; %u is its number, %s the entry in words. */
  row_label = g_strdup_printf (_("Entry %u: %s"), position + 1, ts_entry_get_description (entry));
  /* Translators: accessible names of a history row's buttons; %u is the entry number. */
  correct_label = g_strdup_printf (_("Correct entry %u"), position + 1);
  remove_label = g_strdup_printf (_("Remove entry %u"), position + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_list_item_get_child (row->item)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, row_label, -1);
  /* The row that takes the focus is the list's own widget around the child (GTK 4.8 has no
   * gtk_list_item_set_accessible_label()): named too, or it says only “list item”. */
  if (gtk_widget_get_parent (gtk_list_item_get_child (row->item)) != NULL)
    gtk_accessible_update_property (
        GTK_ACCESSIBLE (gtk_widget_get_parent (gtk_list_item_get_child (row->item))),
        GTK_ACCESSIBLE_PROPERTY_LABEL, row_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->correct), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  correct_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  remove_label, -1);
  /* An automatic entry (a turn that ended by itself) changes with the entry before it. */
  automatic = ts_entry_get_automatic (entry);
  gtk_widget_set_visible (row->correct, !automatic);
  gtk_widget_set_visible (row->remove, !automatic);
  if (automatic)
    gtk_widget_add_css_class (row->text, "dim-label");
  else
    gtk_widget_remove_css_class (row->text, "dim-label");
}

static void
position_changed_cb (GtkWidget *child)
{
  update_row (g_object_get_data (G_OBJECT (child), "ts-row"));
}

void
_ts_history_setup_row_cb (GtkSignalListItemFactory *factory,
                          GtkListItem              *item,
                          TsHistory                *self)
{
  GtkWidget *child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  Row *row = g_new0 (Row, 1);

  row->self = self;
  row->item = item;
  row->header = gtk_label_new (NULL);
  row->number = gtk_label_new (NULL);
  row->text = gtk_label_new (NULL);
  row->correct = icon_button_new ("document-edit-symbolic", _("Correct…"));
  row->remove = icon_button_new ("user-trash-symbolic", _("Remove"));
  g_object_set_data_full (G_OBJECT (child), "ts-row", row, g_free);

  gtk_label_set_xalign (GTK_LABEL (row->header), 0);
  gtk_widget_add_css_class (row->header, "history-header");
  gtk_label_set_xalign (GTK_LABEL (row->number), 1);
  gtk_label_set_width_chars (GTK_LABEL (row->number), 3);
  gtk_widget_set_valign (row->number, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (row->number, "numeric");
  gtk_widget_add_css_class (row->number, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (row->text), 0);
  gtk_label_set_wrap (GTK_LABEL (row->text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (row->text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (row->text, TRUE);
  gtk_widget_set_valign (row->text, GTK_ALIGN_BASELINE);
  g_signal_connect (row->correct, "clicked", G_CALLBACK (correct_clicked_cb), row);
  g_signal_connect (row->remove, "clicked", G_CALLBACK (remove_clicked_cb), row);

  gtk_box_append (GTK_BOX (line), row->number);
  gtk_box_append (GTK_BOX (line), row->text);
  gtk_box_append (GTK_BOX (line), row->correct);
  gtk_box_append (GTK_BOX (line), row->remove);
  gtk_widget_add_css_class (line, "history-row");
  gtk_box_append (GTK_BOX (child), row->header);
  gtk_box_append (GTK_BOX (child), line);
  gtk_list_item_set_child (item, child);
  /* Rows after a removed entry move up without being bound again. */
  g_signal_connect_object (item, "notify::position", G_CALLBACK (position_changed_cb), child,
                           G_CONNECT_SWAPPED);
}

void
_ts_history_bind_row_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         TsHistory                *self)
{
  update_row (g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "ts-row"));
}

GtkWidget *
_ts_history_row_widget (TsHistory *self,
                        guint      position)
{
  for (GtkWidget *widget = gtk_widget_get_first_child (GTK_WIDGET (self->list_view));
       widget != NULL; widget = gtk_widget_get_next_sibling (widget))
    {
      GtkWidget *child = gtk_widget_get_first_child (widget);
      Row *row = child != NULL ? g_object_get_data (G_OBJECT (child), "ts-row") : NULL;

      if (row != NULL && gtk_list_item_get_position (row->item) == position)
        return widget;
    }
  return NULL;
}

void
_ts_history_update_held (TsHistory *self)
{
  guint n_held = ts_match_get_n_held (self->match);
  guint first = ts_match_get_held_number (self->match);
  g_autoptr(GString) text = NULL;
  g_autofree char *title = NULL;

  gtk_revealer_set_reveal_child (self->held_revealer, n_held > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->held_expander), n_held > 0);
  if (n_held == 0)
    {
      gtk_expander_set_label (self->held_expander, NULL);
      gtk_label_set_text (self->held_label, "");
      return;
    }
  title = n_held == 1
              /* Translators: the history's mark of the entry the rules refuse, kept in the
               * file and not played; %u is its number */
              ? g_strdup_printf (_("Entry %u held: kept in the file, not played"), first)
              /* Translators: the same for several entries; the first and the last number */
              : g_strdup_printf (_("Entries %u to %u held: kept in the file, not played"), first,
                                 first + n_held - 1);
  gtk_expander_set_label (self->held_expander, title);
  /* Why, and what the next entry does (the page's notice), then each held entry: the first
   * in words, the others as the file holds them (the state before them is not known). */
  text = g_string_new (ts_match_get_attention (self->match));
  for (guint i = 0; i < n_held; i++)
    {
      TsEntry *entry = ts_match_get_held_entry (self->match, i);
      const char *words = i == 0 ? ts_match_get_held_description (self->match)
                                 : ts_entry_get_description (entry);

      /* Translators: a held entry in the history: its number, then the entry in words or
       * as the file holds it */
      g_string_append_printf (text, _("\n• Entry %u: %s"), first + i,
                              words != NULL ? words : ts_entry_get_json_text (entry));
    }
  gtk_label_set_text (self->held_label, text->str);
}
