/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-die-slot.h"
#include "ts-burgundy-roll-entry.h"

#define SLOT_SIZE 38
#define MAX_SLOTS (2 * TS_BURGUNDY_MAX_PLAYERS + 1)

/* The slots run in turn order (each player's two dice, then the white die), which is how
 * the dice are read out round the table; the entry is built in setup order at the end. */
struct _TsBurgundyRollEntry
{
  GtkWidget parent_instance;

  guint n_players;
  char names[TS_BURGUNDY_MAX_PLAYERS][32];
  guint8 order[TS_BURGUNDY_MAX_PLAYERS]; /* turn order of the coming round */
  gboolean has_goods;                    /* a goods tile waits for the white die */

  TsDieSlot *slots[MAX_SLOTS];
  guint n_slots;
  guint current;

  /* template widgets */
  GtkWidget *players_box;
  GtkWidget *white_box;
  GtkLabel *depot_label;
  GtkWidget *faces_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundyRollEntry, ts_burgundy_roll_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_roll_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_ROLL_ENTRY, NULL);
}

static guint
white_slot (TsBurgundyRollEntry *self)
{
  return 2 * self->n_players;
}

static void
update_slot_name (TsBurgundyRollEntry *self,
                  guint                i)
{
  guint value = ts_die_slot_get_value (self->slots[i]);
  g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                          /* Translators: a die slot nobody has filled yet */
                                          : g_strdup (_("not entered"));
  g_autofree char *name = NULL;

  if (i == white_slot (self))
    /* Translators: accessible name of the white die's slot; %s is its value */
    name = g_strdup_printf (_("White die: %s"), value_text);
  else if (i % 2 == 0)
    /* Translators: accessible name of a die slot: player, then the die's value */
    name = g_strdup_printf (_("%s, first die: %s"), self->names[self->order[i / 2]], value_text);
  else
    /* Translators: accessible name of a die slot: player, then the die's value */
    name = g_strdup_printf (_("%s, second die: %s"), self->names[self->order[i / 2]],
                            value_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->slots[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
}

/* Refreshes everything that follows from the slots' values. */
static void
sync_slots (TsBurgundyRollEntry *self,
            gboolean             grab)
{
  guint white;

  for (guint i = 0; i < self->n_slots; i++)
    update_slot_name (self, i);
  ts_die_slots_show_current (GTK_WIDGET (self), self->slots, self->n_slots,
                                      self->current, self->submit_button, grab);

  white = self->n_slots > 0 ? ts_die_slot_get_value (self->slots[white_slot (self)]) : 0;
  if (white > 0 && self->has_goods)
    {
      /* Translators: %u is the depot (1-6) the white die sends the next goods tile to */
      g_autofree char *text = g_strdup_printf (_("Goods to depot %u"), white);
      gtk_label_set_text (self->depot_label, text);
    }
  else
    gtk_label_set_text (self->depot_label, "");
}

static void
values_changed (TsBurgundyRollEntry *self,
                gboolean             grab)
{
  /* A refusal was about the dice as they were. */
  ts_burgundy_roll_entry_set_error (self, NULL);
  sync_slots (self, grab);
}

/* Handles one key typed in the entry; the key controller calls it, and so can tests. */
gboolean
ts_burgundy_roll_entry_press_key (TsBurgundyRollEntry *self,
                                  guint                keyval,
                                  GdkModifierType      state)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self), FALSE);

  switch (ts_die_slots_key (GTK_WIDGET (self), self->slots, self->n_slots,
                                     &self->current, keyval, state))
    {
      case TS_DIE_KEY_SUBMIT:
        ts_burgundy_roll_entry_submit (self);
        return TRUE;
      case TS_DIE_KEY_HANDLED:
        values_changed (self, TRUE);
        return TRUE;
      case TS_DIE_KEY_IGNORED:
      default:
        return FALSE;
    }
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsBurgundyRollEntry   *self)
{
  return ts_burgundy_roll_entry_press_key (self, keyval, state);
}

static guint
slot_index (TsBurgundyRollEntry *self,
            gpointer             slot)
{
  for (guint i = 0; i < self->n_slots; i++)
    if (self->slots[i] == slot)
      return i;
  return self->n_slots;
}

static void
slot_activated_cb (TsDieSlot   *slot,
                   TsBurgundyRollEntry *self)
{
  self->current = slot_index (self, slot);
  sync_slots (self, FALSE);
}

static void
slot_focus_cb (TsDieSlot   *slot,
               GParamSpec          *pspec,
               TsBurgundyRollEntry *self)
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
  TsBurgundyRollEntry *self = TS_BURGUNDY_ROLL_ENTRY (widget);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (self->current >= self->n_slots)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (self->slots, self->n_slots, &self->current, value);
  values_changed (self, FALSE);
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_burgundy_roll_entry_submit (TS_BURGUNDY_ROLL_ENTRY (widget));
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const GdkRGBA *rgba = user_data;

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, rgba);
  cairo_fill_preserve (cr);
  /* A thin outline keeps white visible on light and black on dark backgrounds. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

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
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                    gdk_rgba_copy (&rgba), (GDestroyNotify) gdk_rgba_free);
  return swatch;
}

static TsDieSlot *
create_slot (TsBurgundyRollEntry *self)
{
  GtkWidget *slot = ts_die_slot_new (FALSE, SLOT_SIZE);

  g_signal_connect_object (slot, "activate", G_CALLBACK (slot_activated_cb), self, 0);
  g_signal_connect_object (slot, "notify::has-focus", G_CALLBACK (slot_focus_cb), self, 0);
  return TS_DIE_SLOT (slot);
}

static void
clear_slots (TsBurgundyRollEntry *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->players_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->players_box), child);
  if (self->n_slots > 0)
    gtk_box_remove (GTK_BOX (self->white_box), GTK_WIDGET (self->slots[white_slot (self)]));
  memset (self->slots, 0, sizeof self->slots);
  self->n_slots = 0;
  self->current = 0;
}

static void
ts_burgundy_roll_entry_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  /* The template's top box is not a bound child: unparent it ourselves. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_roll_entry_parent_class)->dispose (object);
}

static void
ts_burgundy_roll_entry_class_init (TsBurgundyRollEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_roll_entry_dispose;

  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "entry.face", "i", face_action);
  gtk_widget_class_install_action (widget_class, "entry.submit", NULL, submit_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rollentry");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-burgundy-roll-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, depot_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, faces_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, submit_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyRollEntry, white_box);
}

static void
ts_burgundy_roll_entry_init (TsBurgundyRollEntry *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->faces_box), ts_die_faces_new ("entry.face", FALSE));

  /* Capture: digits and Enter reach us before the focused slot or button. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
ts_burgundy_roll_entry_set_state (TsBurgundyRollEntry   *self,
                                  const TsBurgundyState *state,
                                  const char *const     *colors)
{
  g_autoptr(GString) hint = g_string_new (NULL);
  TsBurgundyState *next;

  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));
  g_return_if_fail (state != NULL);

  clear_slots (self);
  self->n_players = MIN (state->n_players, TS_BURGUNDY_MAX_PLAYERS);
  memcpy (self->names, state->names, sizeof self->names);
  self->has_goods = state->n_round_goods > 0;
  /* CB-RND-04: the round's order comes from the bridge as it stands when the dice are
   * rolled; state->order still holds the last round's. */
  next = ts_burgundy_state_copy (state);
  ts_burgundy_compute_order (next);
  memcpy (self->order, next->order, sizeof self->order);
  ts_burgundy_state_free (next);

  for (guint k = 0; k < self->n_players; k++)
    {
      guint player = self->order[k];
      GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *name = gtk_label_new (self->names[player]);

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "caption-heading");
      gtk_box_append (GTK_BOX (head), create_swatch (colors != NULL ? colors[player] : NULL));
      gtk_box_append (GTK_BOX (head), name);
      gtk_box_append (GTK_BOX (group), head);
      for (guint d = 0; d < 2; d++)
        {
          self->slots[2 * k + d] = create_slot (self);
          gtk_box_append (GTK_BOX (pair), GTK_WIDGET (self->slots[2 * k + d]));
        }
      gtk_box_append (GTK_BOX (group), pair);
      gtk_box_append (GTK_BOX (self->players_box), group);
    }
  self->slots[white_slot (self)] = create_slot (self);
  gtk_widget_set_halign (GTK_WIDGET (self->slots[white_slot (self)]), GTK_ALIGN_START);
  gtk_box_insert_child_after (GTK_BOX (self->white_box),
                              GTK_WIDGET (self->slots[white_slot (self)]),
                              gtk_widget_get_first_child (self->white_box));
  self->n_slots = 2 * self->n_players + 1;

  /* Translators: %c is the phase letter (A-E), %u the round (1-5) */
  g_string_printf (hint, _("Phase %c, round %u: type the dice in turn order, then the white die"),
                   'A' + MIN (state->phase, 4), state->round + 1u);
  gtk_label_set_text (self->hint_label, hint->str);
  ts_burgundy_roll_entry_set_error (self, NULL);
  sync_slots (self, FALSE);
}

void
ts_burgundy_roll_entry_set_entry (TsBurgundyRollEntry   *self,
                                  const TsBurgundyEntry *entry)
{
  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_BURGUNDY_ENTRY_ROLL);

  if (self->n_slots == 0)
    return;
  for (guint k = 0; k < self->n_players; k++)
    for (guint d = 0; d < 2; d++)
      ts_die_slot_set_value (self->slots[2 * k + d],
                                      MIN (entry->dice[self->order[k]][d], 6));
  ts_die_slot_set_value (self->slots[white_slot (self)], MIN (entry->white, 6));
  self->current = ts_die_slots_first_empty (self->slots, self->n_slots);
  values_changed (self, FALSE);
}

void
ts_burgundy_roll_entry_set_error (TsBurgundyRollEntry *self,
                                  const char          *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

gboolean
ts_burgundy_roll_entry_submit (TsBurgundyRollEntry *self)
{
  TsBurgundyEntry entry;
  guint missing;

  g_return_val_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self), FALSE);

  if (self->n_slots == 0)
    return FALSE;
  missing = ts_die_slots_first_empty (self->slots, self->n_slots);
  if (missing < self->n_slots)
    {
      g_autofree char *message = NULL;

      if (missing == white_slot (self))
        message = g_strdup (_("The white die is still missing."));
      else if (missing % 2 == 0)
        /* Translators: %s is a player */
        message = g_strdup_printf (_("%s's first die is still missing."),
                                   self->names[self->order[missing / 2]]);
      else
        /* Translators: %s is a player */
        message = g_strdup_printf (_("%s's second die is still missing."),
                                   self->names[self->order[missing / 2]]);
      self->current = missing;
      sync_slots (self, TRUE);
      ts_burgundy_roll_entry_set_error (self, message);
      return FALSE;
    }

  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_ROLL, -1);
  for (guint k = 0; k < self->n_players; k++)
    for (guint d = 0; d < 2; d++)
      entry.dice[self->order[k]][d] = ts_die_slot_get_value (self->slots[2 * k + d]);
  entry.white = ts_die_slot_get_value (self->slots[white_slot (self)]);
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

void
ts_burgundy_roll_entry_focus (TsBurgundyRollEntry *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));

  if (self->n_slots == 0)
    return;
  self->current = ts_die_slots_first_empty (self->slots, self->n_slots);
  sync_slots (self, FALSE);
  if (self->current < self->n_slots)
    gtk_widget_grab_focus (GTK_WIDGET (self->slots[self->current]));
  else
    gtk_widget_grab_focus (self->submit_button);
}
