/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-goods-entry.h"
#include "ts-die-slot.h"
#include "ts-fold-box.h"
#include "ts-width-bin.h"

#define N_GOODS 3
#define SLOT_SIZE 40

/* CB-SET-09: each player draws 3 goods from the 17-goods stack; they are entered by the
 * die number printed on them, like the dice. */
struct _TsBurgundyGoodsEntry
{
  GtkWidget parent_instance;

  int player; /* -1 until set_player */
  char name[32];

  TsDieSlot *slots[N_GOODS];
  guint current;

  /* template widgets */
  GtkWidget *slots_box;
  GtkWidget *faces_box;
  GtkLabel *title_label;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundyGoodsEntry, ts_burgundy_goods_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_goods_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_GOODS_ENTRY, NULL);
}

static void
sync_slots (TsBurgundyGoodsEntry *self,
            gboolean              grab)
{
  for (guint i = 0; i < N_GOODS; i++)
    {
      guint value = ts_die_slot_get_value (self->slots[i]);
      g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                              /* Translators: a slot nobody has filled yet */
                                              : g_strdup (_("not entered"));
      /* Translators: accessible name of a starting goods slot: its number (1-3), then the
       * goods type entered */
      g_autofree char *name = g_strdup_printf (_("Goods tile %u: %s"), i + 1, value_text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->slots[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  ts_die_slots_show_current (GTK_WIDGET (self), self->slots, N_GOODS, self->current,
                                      self->submit_button, grab);
}

static void
values_changed (TsBurgundyGoodsEntry *self,
                gboolean              grab)
{
  ts_burgundy_goods_entry_set_error (self, NULL);
  sync_slots (self, grab);
}

/* Handles one key as if typed in the entry; the key controller calls it, and so can tests. */
gboolean
ts_burgundy_goods_entry_press_key (TsBurgundyGoodsEntry *self,
                                   guint                 keyval,
                                   GdkModifierType       state)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self), FALSE);

  return ts_die_slots_press (GTK_WIDGET (self), self->slots, N_GOODS, &self->current, keyval,
                             state, (TsDieSlotsSubmit) ts_burgundy_goods_entry_submit,
                             (TsDieSlotsChanged) values_changed);
}

static guint
slot_index (TsBurgundyGoodsEntry *self,
            gpointer              slot)
{
  for (guint i = 0; i < N_GOODS; i++)
    if (self->slots[i] == slot)
      return i;
  return N_GOODS;
}

static void
slot_activated_cb (TsDieSlot    *slot,
                   TsBurgundyGoodsEntry *self)
{
  self->current = slot_index (self, slot);
  sync_slots (self, FALSE);
}

static void
slot_focus_cb (TsDieSlot    *slot,
               GParamSpec           *pspec,
               TsBurgundyGoodsEntry *self)
{
  if (gtk_widget_has_focus (GTK_WIDGET (slot)))
    {
      self->current = slot_index (self, slot);
      sync_slots (self, FALSE);
    }
}

static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsBurgundyGoodsEntry *self = TS_BURGUNDY_GOODS_ENTRY (widget);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (self->current >= N_GOODS)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (self->slots, N_GOODS, &self->current, value);
  values_changed (self, FALSE);
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_burgundy_goods_entry_submit (TS_BURGUNDY_GOODS_ENTRY (widget));
}

static void
ts_burgundy_goods_entry_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_BURGUNDY_GOODS_ENTRY);
  /* The template's top box is not a bound child: unparent it ourselves. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_goods_entry_parent_class)->dispose (object);
}

static void
ts_burgundy_goods_entry_class_init (TsBurgundyGoodsEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_goods_entry_dispose;

  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "entry.face", "i", face_action);
  gtk_widget_class_install_action (widget_class, "entry.submit", NULL, submit_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "goodsentry");
  g_type_ensure (TS_TYPE_FOLD_BOX);
  g_type_ensure (TS_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-goods-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, faces_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, slots_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, submit_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyGoodsEntry, title_label);
}

static void
ts_burgundy_goods_entry_init (TsBurgundyGoodsEntry *self)
{
  self->player = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->faces_box), ts_die_faces_new ("entry.face", TRUE));
  for (guint i = 0; i < N_GOODS; i++)
    {
      GtkWidget *slot = ts_die_slot_new (TRUE, SLOT_SIZE);

      self->slots[i] = TS_DIE_SLOT (slot);
      g_signal_connect_object (slot, "activate", G_CALLBACK (slot_activated_cb), self, 0);
      g_signal_connect_object (slot, "notify::has-focus", G_CALLBACK (slot_focus_cb), self, 0);
      gtk_box_append (GTK_BOX (self->slots_box), slot);
    }

  ts_die_slots_add_keys (GTK_WIDGET (self),
                         (TsDieSlotsPressKey) ts_burgundy_goods_entry_press_key);
  sync_slots (self, FALSE);
}

void
ts_burgundy_goods_entry_set_player (TsBurgundyGoodsEntry  *self,
                                    const TsBurgundyState *state,
                                    guint                  player)
{
  g_autofree char *title = NULL;

  g_return_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (player < state->n_players);

  self->player = player;
  g_strlcpy (self->name, state->names[player], sizeof self->name);
  /* Translators: %s is a player */
  title = g_strdup_printf (_("%s's starting goods"), self->name);
  gtk_label_set_text (self->title_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  for (guint i = 0; i < N_GOODS; i++)
    ts_die_slot_set_value (self->slots[i], 0);
  self->current = 0;
  values_changed (self, FALSE);
}

void
ts_burgundy_goods_entry_set_entry (TsBurgundyGoodsEntry  *self,
                                   const TsBurgundyEntry *entry)
{
  g_return_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_BURGUNDY_ENTRY_STARTING_GOODS);

  for (guint i = 0; i < N_GOODS; i++)
    ts_die_slot_set_value (self->slots[i], MIN (entry->starting[i], 6));
  self->current = ts_die_slots_first_empty (self->slots, N_GOODS);
  values_changed (self, FALSE);
}

void
ts_burgundy_goods_entry_set_error (TsBurgundyGoodsEntry *self,
                                   const char           *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

gboolean
ts_burgundy_goods_entry_submit (TsBurgundyGoodsEntry *self)
{
  TsBurgundyEntry entry;
  guint missing;

  g_return_val_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self), FALSE);

  if (self->player < 0)
    return FALSE;
  missing = ts_die_slots_first_empty (self->slots, N_GOODS);
  if (missing < N_GOODS)
    {
      g_autofree char *message = NULL;
      guint empty = 0;

      for (guint i = 0; i < N_GOODS; i++)
        empty += ts_die_slot_get_value (self->slots[i]) == 0;
      /* Translators: %u is how many goods tiles are still to be entered (1-3) */
      message = g_strdup_printf (ngettext ("%u goods tile is still missing.",
                                           "%u goods tiles are still missing.", empty),
                                 empty);
      self->current = missing;
      sync_slots (self, TRUE);
      ts_burgundy_goods_entry_set_error (self, message);
      return FALSE;
    }

  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_STARTING_GOODS, self->player);
  for (guint i = 0; i < N_GOODS; i++)
    entry.starting[i] = ts_die_slot_get_value (self->slots[i]);
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

void
ts_burgundy_goods_entry_focus (TsBurgundyGoodsEntry *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_GOODS_ENTRY (self));

  self->current = ts_die_slots_first_empty (self->slots, N_GOODS);
  sync_slots (self, FALSE);
  if (self->current < N_GOODS)
    gtk_widget_grab_focus (GTK_WIDGET (self->slots[self->current]));
  else
    gtk_widget_grab_focus (self->submit_button);
}
