/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsDiceEntry's groups of die slots: adding them, naming their slots, their notes and
 * values, and where the controls go when there are many. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-dice-entry-private.h"
#include "ts-fold-box.h"
#include "ts-paint.h"
#include "ts-wrap-box.h"

#define SLOT_SIZE 38
/* More dice than this (Kingsburg's 5 players with white dice) take the bar's whole width:
 * the face buttons, the hint and the submit button move to a second row. */
#define CROWDED 12

static GtkWidget *
create_swatch (const char *color)
{
  /* The name beside it says who it is: the swatch is decoration for screen readers. */
  GtkWidget *swatch = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                    GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GdkRGBA rgba;

  gtk_widget_set_size_request (swatch, 12, 12);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  if (color == NULL || !gdk_rgba_parse (&rgba, color))
    gtk_widget_set_visible (swatch, FALSE);
  else
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), ts_paint_swatch_draw,
                                    gdk_rgba_copy (&rgba), (GDestroyNotify) gdk_rgba_free);
  return swatch;
}

static GtkLabel *
create_note (void)
{
  GtkWidget *note = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_yalign (GTK_LABEL (note), 0);
  /* Whole, on two lines where the words are longer ("Mercadoria para o depósito 3"). */
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  return GTK_LABEL (note);
}

/* @box is the band (a TsFoldBox) or the lower row (a GtkBox). */
static void
move_to (GtkWidget *widget,
         GtkWidget *box)
{
  if (gtk_widget_get_parent (widget) == box)
    return;
  g_object_ref (widget);
  gtk_widget_unparent (widget);
  if (TS_IS_FOLD_BOX (box))
    ts_fold_box_append (TS_FOLD_BOX (box), widget);
  else
    gtk_box_append (GTK_BOX (box), widget);
  g_object_unref (widget);
}

void
_ts_dice_entry_place_controls (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  gboolean crowded = priv->slots->len > CROWDED;
  GtkWidget *row = crowded ? priv->lower : priv->band;

  move_to (priv->controls, row);
  move_to (priv->submit_button, row);
  gtk_widget_set_visible (priv->lower, crowded);
}

static guint
add_group (TsDiceEntry *self,
           const char  *title,
           GtkWidget   *head,
           GtkLabel    *note,
           guint        n_slots,
           GtkWidget   *parent)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  TsDiceEntryGroup group = { 0 };

  group.first = priv->slots->len;
  group.n_slots = n_slots;
  group.title = g_strdup (title);
  group.box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  group.slots_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  group.note = note;
  gtk_box_append (GTK_BOX (group.box), head);
  gtk_box_append (GTK_BOX (group.box), group.slots_box);
  if (note != NULL)
    gtk_box_append (GTK_BOX (group.box), GTK_WIDGET (note));
  for (guint d = 0; d < n_slots; d++)
    {
      GtkWidget *slot = ts_die_slot_new (FALSE, SLOT_SIZE);

      g_signal_connect_object (slot, "activate", G_CALLBACK (_ts_dice_entry_slot_activated_cb),
                               self, 0);
      g_signal_connect_object (slot, "notify::has-focus",
                               G_CALLBACK (_ts_dice_entry_slot_focus_cb), self, 0);
      gtk_box_append (GTK_BOX (group.slots_box), slot);
      g_ptr_array_add (priv->slots, slot);
      /* Translators: a die slot's name: the group ("Ana", "Neutral dice"), the die's place */
      g_ptr_array_add (priv->names, g_strdup_printf (_("%s, die %u"), title, d + 1));
      /* Translators: the group ("Ana", "Neutral dice"), the die's place in it */
      g_ptr_array_add (priv->missing,
                       g_strdup_printf (_("%s: die %u is still missing."), title, d + 1));
    }
  ts_wrap_box_append (TS_WRAP_BOX (parent), group.box);
  g_array_append_val (priv->groups, group);
  _ts_dice_entry_place_controls (self);
  priv->current = ts_die_slots_first_empty (_ts_dice_entry_slots (priv), priv->slots->len);
  _ts_dice_entry_sync (self, FALSE);
  return priv->groups->len - 1;
}

guint
ts_dice_entry_add_group (TsDiceEntry *self,
                         const char  *title,
                         const char  *color,
                         guint        n_slots)
{
  TsDiceEntryPrivate *priv;
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = gtk_label_new (title);

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);

  priv = _ts_dice_entry_get_private (self);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "caption-heading");
  gtk_box_append (GTK_BOX (head), create_swatch (color));
  gtk_box_append (GTK_BOX (head), name);
  return add_group (self, title, head, NULL, n_slots, priv->groups_box);
}

guint
ts_dice_entry_add_side_group (TsDiceEntry *self,
                              const char  *title,
                              guint        n_slots)
{
  TsDiceEntryPrivate *priv;
  GtkWidget *name = gtk_label_new (title);
  GtkLabel *note = create_note ();

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);

  priv = _ts_dice_entry_get_private (self);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "caption-heading");
  /* The note has its room from the start: what it says later does not move the bar. */
  gtk_label_set_width_chars (note, 14);
  gtk_label_set_max_width_chars (note, 16);
  gtk_widget_set_visible (priv->separator, TRUE);
  gtk_widget_set_visible (priv->side_box, TRUE);
  return add_group (self, title, name, note, n_slots, priv->side_box);
}

static TsDiceEntryGroup *
get_group (TsDiceEntry *self,
           guint        group)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);

  g_return_val_if_fail (group < priv->groups->len, NULL);
  return &g_array_index (priv->groups, TsDiceEntryGroup, group);
}

void
ts_dice_entry_set_slot_text (TsDiceEntry *self,
                             guint        group,
                             guint        slot,
                             const char  *name,
                             const char  *missing)
{
  TsDiceEntryPrivate *priv;
  TsDiceEntryGroup *g;
  guint i;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g_return_if_fail (name != NULL && missing != NULL);
  g = get_group (self, group);
  g_return_if_fail (g != NULL && slot < g->n_slots);

  priv = _ts_dice_entry_get_private (self);
  i = g->first + slot;
  g_free (priv->names->pdata[i]);
  priv->names->pdata[i] = g_strdup (name);
  g_free (priv->missing->pdata[i]);
  priv->missing->pdata[i] = g_strdup (missing);
  _ts_dice_entry_update_slot_name (self, i);
}

void
ts_dice_entry_set_note (TsDiceEntry *self,
                        guint        group,
                        const char  *note)
{
  TsDiceEntryGroup *g;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g = get_group (self, group);
  g_return_if_fail (g != NULL);

  if (g->note == NULL)
    {
      if (note == NULL || *note == '\0')
        return;
      g->note = create_note ();
      gtk_box_append (GTK_BOX (g->box), GTK_WIDGET (g->note));
    }
  gtk_label_set_text (g->note, note != NULL ? note : "");
}

guint
ts_dice_entry_get_n_groups (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);
  priv = _ts_dice_entry_get_private (self);
  return priv->groups->len;
}

guint
ts_dice_entry_get_n_slots (TsDiceEntry *self,
                           guint        group)
{
  TsDiceEntryGroup *g;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);
  g = get_group (self, group);
  return g != NULL ? g->n_slots : 0;
}

guint
ts_dice_entry_get_value (TsDiceEntry *self,
                         guint        group,
                         guint        slot)
{
  TsDiceEntryPrivate *priv;
  TsDiceEntryGroup *g;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);
  g = get_group (self, group);
  g_return_val_if_fail (g != NULL && slot < g->n_slots, 0);

  priv = _ts_dice_entry_get_private (self);
  return ts_die_slot_get_value (_ts_dice_entry_slots (priv)[g->first + slot]);
}

void
ts_dice_entry_set_values (TsDiceEntry  *self,
                          guint         group,
                          const guint8 *values)
{
  TsDiceEntryPrivate *priv;
  TsDiceEntryGroup *g;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g = get_group (self, group);
  g_return_if_fail (g != NULL && values != NULL);

  priv = _ts_dice_entry_get_private (self);
  for (guint d = 0; d < g->n_slots; d++)
    ts_die_slot_set_value (_ts_dice_entry_slots (priv)[g->first + d], MIN (values[d], 6));
  priv->current = ts_die_slots_first_empty (_ts_dice_entry_slots (priv), priv->slots->len);
  _ts_dice_entry_values_changed (self, FALSE);
}

void
_ts_dice_entry_group_clear (gpointer data)
{
  TsDiceEntryGroup *group = data;

  g_clear_pointer (&group->title, g_free);
}

void
ts_dice_entry_clear (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;
  GtkWidget *child;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));

  priv = _ts_dice_entry_get_private (self);
  while ((child = gtk_widget_get_first_child (priv->groups_box)) != NULL)
    gtk_widget_unparent (child);
  while ((child = gtk_widget_get_first_child (priv->side_box)) != NULL)
    gtk_widget_unparent (child);
  gtk_widget_set_visible (priv->separator, FALSE);
  gtk_widget_set_visible (priv->side_box, FALSE);
  g_ptr_array_set_size (priv->slots, 0);
  g_ptr_array_set_size (priv->names, 0);
  g_ptr_array_set_size (priv->missing, 0);
  g_array_set_size (priv->groups, 0);
  priv->current = 0;
  _ts_dice_entry_place_controls (self);
}

