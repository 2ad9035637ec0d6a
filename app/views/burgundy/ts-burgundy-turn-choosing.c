/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's choosing: a row activated (a "?" tile asks the tile picker which tile it
 * is), a kind or row asked for from the page, End Turn, and the dice buttons. */
#include "config.h"

#include "ts-burgundy-turn-panel-private.h"

/* A popover centred on a tile at the window's edge (depot 1, at the left) would stand out of
 * the window, and off a screen the window fills: it is moved sideways to stay inside, its
 * arrow still on the tile. @rect: what it points at, in the panel's coordinates. */
#define PICKER_MARGIN 12

static void
keep_in_window (TsBurgundyTurnPanel *self,
                const GdkRectangle  *rect)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  graphene_point_t at;
  int natural = 0, width, left, dx = 0;

  gtk_popover_set_offset (GTK_POPOVER (self->picker), 0, 0);
  if (root == NULL
      || !gtk_widget_compute_point (GTK_WIDGET (self), root,
                                    &GRAPHENE_POINT_INIT (rect->x + rect->width / 2.0, 0), &at))
    return;
  /* No wider than the window (a phone's), then its contents measured: a popover not shown
   * yet measures nothing. */
  ts_burgundy_tile_picker_set_max_width (self->picker,
                                         gtk_widget_get_width (root) - 2 * PICKER_MARGIN);
  if (gtk_popover_get_child (GTK_POPOVER (self->picker)) != NULL)
    gtk_widget_measure (gtk_popover_get_child (GTK_POPOVER (self->picker)),
                        GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  /* A margin to spare: the popover's padding, shadow and arrow are not in that measure. */
  width = gtk_widget_get_width (root) - 2 * PICKER_MARGIN;
  natural = MIN (natural, width);
  left = (int) at.x - PICKER_MARGIN - natural / 2;
  if (left < 0)
    dx = -left;
  else if (left + natural > width)
    dx = width - (left + natural);
  gtk_popover_set_offset (GTK_POPOVER (self->picker), dx, 0);
}

/* Points the picker at the tile a row takes, or at the row when the board is not known. */
void
ts_burgundy_turn_panel_point_picker (TsBurgundyTurnPanel *self,
                                     int                  depot,
                                     int                  slot)
{
  GtkWidget *target = NULL;
  graphene_rect_t bounds;

  if (self->board != NULL && depot >= 0)
    target = ts_burgundy_board_view_get_slot_button (self->board, depot, slot);
  if (target == NULL || !gtk_widget_get_mapped (target))
    {
      GtkListBoxRow *row = gtk_list_box_get_selected_row (self->choices_list);

      target = row != NULL ? GTK_WIDGET (row) : GTK_WIDGET (self->choices_list);
    }
  if (gtk_widget_compute_bounds (target, GTK_WIDGET (self), &bounds))
    {
      GdkRectangle rect = { bounds.origin.x, bounds.origin.y, bounds.size.width,
                            bounds.size.height };

      gtk_popover_set_pointing_to (GTK_POPOVER (self->picker), &rect);
      /* Below a tile of the board (above the panel), above a row of the list. */
      gtk_popover_set_position (GTK_POPOVER (self->picker),
                                rect.y < 0 ? GTK_POS_BOTTOM : GTK_POS_TOP);
      keep_in_window (self, &rect);
    }
}

gboolean
ts_burgundy_turn_panel_activate_row (TsBurgundyTurnPanel *self,
                                     guint                index)
{
  const TsBurgundyTurnRow *row;
  GtkListBoxRow *item;

  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (self->rows == NULL || index >= self->rows->len)
    return FALSE;
  row = ts_burgundy_turn_panel_row_at (self, index);
  if (row->kind == TS_BURGUNDY_KIND_END)
    {
      ts_burgundy_turn_panel_choose (self, &row->choice);
      return TRUE;
    }
  ts_burgundy_turn_panel_select_kind (self, row->kind);
  if ((item = ts_burgundy_turn_panel_list_row_for (self, index)) != NULL)
    gtk_list_box_select_row (self->choices_list, item);
  if (row->tiles == NULL)
    {
      ts_burgundy_turn_panel_choose (self, &row->choice);
      return TRUE;
    }
  /* Which tile the "?" is: asked where the tile lies. */
  g_array_set_size (self->offered, 0);
  self->picking = index;
  ts_burgundy_tile_picker_set_tiles (self->picker, (const guint8 *) row->tiles->data,
                                     row->tiles->len);
  ts_burgundy_turn_panel_point_picker (self, row->choice.action.depot, row->choice.action.slot);
  gtk_popover_popup (GTK_POPOVER (self->picker));
  ts_burgundy_tile_picker_focus (self->picker);
  return TRUE;
}

gboolean
ts_burgundy_turn_panel_show_kind (TsBurgundyTurnPanel *self,
                                  TsBurgundyTurnKind   kind)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (!ts_burgundy_turn_panel_select_kind (self, kind))
    return FALSE;
  ts_burgundy_turn_panel_focus (self);
  /* With both dice used the focus goes to End Turn; a kind asked for by name wants its list. */
  if (gtk_list_box_get_selected_row (self->choices_list) != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (self->choices_list)));
  return TRUE;
}

gboolean
ts_burgundy_turn_panel_focus_row (TsBurgundyTurnPanel *self,
                                  guint                index)
{
  GtkListBoxRow *item;

  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (self->rows == NULL || index >= self->rows->len
      || !ts_burgundy_turn_panel_select_kind (self,
                                              ts_burgundy_turn_panel_row_at (self, index)->kind))
    return FALSE;
  if ((item = ts_burgundy_turn_panel_list_row_for (self, index)) == NULL)
    return FALSE;
  gtk_list_box_select_row (self->choices_list, item);
  gtk_widget_grab_focus (GTK_WIDGET (item));
  return TRUE;
}

gboolean
ts_burgundy_turn_panel_end_turn (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  for (guint i = 0; self->rows != NULL && i < self->rows->len; i++)
    if (ts_burgundy_turn_panel_row_at (self, i)->kind == TS_BURGUNDY_KIND_END)
      return ts_burgundy_turn_panel_activate_row (self, i);
  return FALSE;
}

void
ts_burgundy_turn_panel_picked_cb (TsBurgundyTilePicker *picker,
                                  guint                 index,
                                  TsBurgundyTurnPanel  *self)
{
  if (self->picking >= 0)
    {
      TsBurgundyChoice choice = ts_burgundy_turn_row_with_tile (
          ts_burgundy_turn_panel_row_at (self, self->picking),
          ts_burgundy_tile_picker_get_tile (picker, index));

      ts_burgundy_turn_panel_choose (self, &choice);
    }
  else if (index < self->offered->len)
    ts_burgundy_turn_panel_activate_row (self, g_array_index (self->offered, guint, index));
}

void
ts_burgundy_turn_panel_picker_closed_cb (TsBurgundyTilePicker *picker,
                                         TsBurgundyTurnPanel  *self)
{
  /* Escape, a click elsewhere or a pick: the keyboard goes back to the list. What was
   * being asked stays until "picked" (emitted after closing) or the next question. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    ts_burgundy_turn_panel_focus (self);
}

static void
choice_row_activated_cb (GtkListBox          *box,
                         GtkListBoxRow       *row,
                         TsBurgundyTurnPanel *self)
{
  ts_burgundy_turn_panel_activate_row (self,
                                       GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row),
                                                                            "row")));
}

static void
end_turn_clicked_cb (TsBurgundyTurnPanel *self)
{
  ts_burgundy_turn_panel_end_turn (self);
}

static void
die_clicked_cb (GtkToggleButton     *button,
                TsBurgundyTurnPanel *self)
{
  ts_burgundy_turn_panel_select_die (self, button == self->die0_button ? 0 : 1);
}

/* The template callbacks above, for the class_init. */
void
ts_burgundy_turn_panel_class_init_choosing (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, choice_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, die_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_clicked_cb);
}
