/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-wrap-box.h"
#include "ts-fold-box.h"
#include "ts-dice-entry-private.h"
#include "ts-tooltip.h"

G_DEFINE_TYPE_WITH_PRIVATE (TsDiceEntry, ts_dice_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TsDiceEntryPrivate *
_ts_dice_entry_get_private (TsDiceEntry *self)
{
  return ts_dice_entry_get_instance_private (self);
}

void
_ts_dice_entry_update_slot_name (TsDiceEntry *self,
                                 guint        i)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  guint value = ts_die_slot_get_value (_ts_dice_entry_slots (priv)[i]);
  g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                          /* Translators: a die slot nobody has filled yet */
                                          : g_strdup (_("not entered"));
  /* Translators: accessible name of a die slot: whose die it is ("Ana, first die"), then
   * its value */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), (char *) priv->names->pdata[i],
                                           value_text);

  gtk_accessible_update_property (GTK_ACCESSIBLE (_ts_dice_entry_slots (priv)[i]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Refreshes everything that follows from the slots' values. */
void
_ts_dice_entry_sync (TsDiceEntry *self,
                     gboolean     grab)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);

  for (guint i = 0; i < priv->slots->len; i++)
    _ts_dice_entry_update_slot_name (self, i);
  ts_die_slots_show_current (GTK_WIDGET (self), _ts_dice_entry_slots (priv), priv->slots->len,
                             priv->current, priv->submit_button, grab);
  if (TS_DICE_ENTRY_GET_CLASS (self)->changed != NULL)
    TS_DICE_ENTRY_GET_CLASS (self)->changed (self);
}

void
_ts_dice_entry_values_changed (TsDiceEntry *self,
                               gboolean     grab)
{
  /* A refusal was about the dice as they were. */
  ts_dice_entry_set_error (self, NULL);
  _ts_dice_entry_sync (self, grab);
}

gboolean
ts_dice_entry_press_key (TsDiceEntry     *self,
                         guint            keyval,
                         GdkModifierType  state)
{
  TsDiceEntryPrivate *priv;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), FALSE);

  priv = _ts_dice_entry_get_private (self);
  return ts_die_slots_press (GTK_WIDGET (self), _ts_dice_entry_slots (priv), priv->slots->len,
                             &priv->current, keyval, state, (TsDieSlotsSubmit) ts_dice_entry_submit,
                             (TsDieSlotsChanged) _ts_dice_entry_values_changed);
}

static guint
slot_index (TsDiceEntry *self,
            gpointer     slot)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  guint i = 0;

  if (!g_ptr_array_find (priv->slots, slot, &i))
    return priv->slots->len;
  return i;
}

void
_ts_dice_entry_slot_activated_cb (TsDieSlot   *slot,
                                  TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);

  priv->current = slot_index (self, slot);
  _ts_dice_entry_sync (self, FALSE);
}

void
_ts_dice_entry_slot_focus_cb (TsDieSlot   *slot,
                              GParamSpec  *pspec,
                              TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);

  if (gtk_widget_has_focus (GTK_WIDGET (slot)))
    {
      priv->current = slot_index (self, slot);
      _ts_dice_entry_sync (self, FALSE);
    }
}

static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsDiceEntry *self = TS_DICE_ENTRY (widget);
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (priv->current >= priv->slots->len)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (_ts_dice_entry_slots (priv), priv->slots->len, &priv->current, value);
  _ts_dice_entry_values_changed (self, FALSE);
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_dice_entry_submit (TS_DICE_ENTRY (widget));
}

/* -------------------------------------------------------------------------------------- */
/* The lines and the button                                                                */

void
ts_dice_entry_set_hint (TsDiceEntry *self,
                        const char  *hint)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  priv = _ts_dice_entry_get_private (self);
  gtk_label_set_text (priv->hint_label, hint != NULL ? hint : "");
}

void
ts_dice_entry_set_error (TsDiceEntry *self,
                         const char  *message)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  priv = _ts_dice_entry_get_private (self);
  gtk_label_set_text (priv->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (priv->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (priv->hint_label), message == NULL);
}

void
ts_dice_entry_set_submit_label (TsDiceEntry *self,
                                const char  *label,
                                const char  *tooltip)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  priv = _ts_dice_entry_get_private (self);
  gtk_button_set_label (GTK_BUTTON (priv->submit_button), label);
  ts_tooltip_set (priv->submit_button, tooltip);
}

gboolean
ts_dice_entry_submit (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;
  guint missing;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), FALSE);

  priv = _ts_dice_entry_get_private (self);
  if (priv->slots->len == 0)
    return FALSE;
  missing = ts_die_slots_first_empty (_ts_dice_entry_slots (priv), priv->slots->len);
  if (missing < priv->slots->len)
    {
      priv->current = missing;
      _ts_dice_entry_sync (self, TRUE);
      ts_dice_entry_set_error (self, priv->missing->pdata[missing]);
      return FALSE;
    }
  if (TS_DICE_ENTRY_GET_CLASS (self)->submit != NULL)
    TS_DICE_ENTRY_GET_CLASS (self)->submit (self);
  else
    ts_dice_entry_emit_submit (self, NULL);
  return TRUE;
}

void
ts_dice_entry_emit_submit (TsDiceEntry   *self,
                           gconstpointer  entry)
{
  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g_signal_emit (self, signals[SUBMIT], 0, entry);
}

void
ts_dice_entry_focus (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));

  priv = _ts_dice_entry_get_private (self);
  if (priv->slots->len == 0)
    return;
  priv->current = ts_die_slots_first_empty (_ts_dice_entry_slots (priv), priv->slots->len);
  _ts_dice_entry_sync (self, FALSE);
  if (priv->current < priv->slots->len)
    gtk_widget_grab_focus (GTK_WIDGET (_ts_dice_entry_slots (priv)[priv->current]));
  else
    gtk_widget_grab_focus (priv->submit_button);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_dice_entry_dispose (GObject *object)
{
  TsDiceEntry *self = TS_DICE_ENTRY (object);
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);
  GtkWidget *child;

  if (priv->groups != NULL)
    g_array_set_size (priv->groups, 0);
  if (priv->slots != NULL)
    g_ptr_array_set_size (priv->slots, 0);
  /* Not gtk_widget_dispose_template(): GTK 4.8 looks the template up on the instance's class,
   * a subclass without one, and fails. Unparenting the template's top box disposes the bound
   * children; GTK's own references to them go when the widget is finalized. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_dice_entry_parent_class)->dispose (object);
}

static void
ts_dice_entry_finalize (GObject *object)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (TS_DICE_ENTRY (object));

  g_ptr_array_unref (priv->slots);
  g_ptr_array_unref (priv->names);
  g_ptr_array_unref (priv->missing);
  g_array_unref (priv->groups);
  G_OBJECT_CLASS (ts_dice_entry_parent_class)->finalize (object);
}

static void
ts_dice_entry_class_init (TsDiceEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_dice_entry_dispose;
  object_class->finalize = ts_dice_entry_finalize;

  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "entry.face", "i", face_action);
  gtk_widget_class_install_action (widget_class, "entry.submit", NULL, submit_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "diceentry");
  g_type_ensure (TS_TYPE_FOLD_BOX);
  g_type_ensure (TS_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-dice-entry.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, band);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, controls);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, error_label);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, faces_box);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, groups_box);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, hint_label);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, lower);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, separator);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, side_box);
  gtk_widget_class_bind_template_child_private (widget_class, TsDiceEntry, submit_button);
}

static void
ts_dice_entry_init (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = _ts_dice_entry_get_private (self);

  priv->slots = g_ptr_array_new ();
  priv->names = g_ptr_array_new_with_free_func (g_free);
  priv->missing = g_ptr_array_new_with_free_func (g_free);
  priv->groups = g_array_new (FALSE, TRUE, sizeof (TsDiceEntryGroup));
  g_array_set_clear_func (priv->groups, _ts_dice_entry_group_clear);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (priv->faces_box), ts_die_faces_new ("entry.face", FALSE));

  ts_die_slots_add_keys (GTK_WIDGET (self), (TsDieSlotsPressKey) ts_dice_entry_press_key);
}
