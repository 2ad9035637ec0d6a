/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-dice-entry.h"
#include "ts-die-slot.h"
#include "ts-paint.h"

#define SLOT_SIZE 38
/* More dice than this (Kingsburg's 5 players with white dice) take the bar's whole width:
 * the face buttons, the hint and the submit button move to a second row. */
#define CROWDED 12

typedef struct
{
  guint first; /* index of its first slot in the typing order */
  guint n_slots;
  char *title;
  GtkWidget *box;
  GtkWidget *slots_box;
  GtkLabel *note; /* NULL until a player's group gets a note */
} Group;

/* The slots run in the order the groups were added, which is how the dice are read out. */
typedef struct
{
  GPtrArray *slots;   /* TsDieSlot *, borrowed from the groups' boxes */
  GPtrArray *names;   /* char *, per slot: its name for screen readers */
  GPtrArray *missing; /* char *, per slot: what Submit says while it is empty */
  GArray *groups;     /* Group */
  guint current;

  /* template widgets */
  GtkWidget *band;
  GtkWidget *controls;
  GtkWidget *lower;
  GtkWidget *groups_box;
  GtkWidget *separator;
  GtkWidget *side_box;
  GtkWidget *faces_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
} TsDiceEntryPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TsDiceEntry, ts_dice_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TsDieSlot **
slots_of (TsDiceEntryPrivate *priv)
{
  return (TsDieSlot **) priv->slots->pdata;
}

static void
update_slot_name (TsDiceEntry *self,
                  guint        i)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
  guint value = ts_die_slot_get_value (slots_of (priv)[i]);
  g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                          /* Translators: a die slot nobody has filled yet */
                                          : g_strdup (_("not entered"));
  /* Translators: accessible name of a die slot: whose die it is ("Ana, first die"), then
   * its value */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), (char *) priv->names->pdata[i],
                                           value_text);

  gtk_accessible_update_property (GTK_ACCESSIBLE (slots_of (priv)[i]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Refreshes everything that follows from the slots' values. */
static void
sync_slots (TsDiceEntry *self,
            gboolean     grab)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);

  for (guint i = 0; i < priv->slots->len; i++)
    update_slot_name (self, i);
  ts_die_slots_show_current (GTK_WIDGET (self), slots_of (priv), priv->slots->len,
                             priv->current, priv->submit_button, grab);
  if (TS_DICE_ENTRY_GET_CLASS (self)->changed != NULL)
    TS_DICE_ENTRY_GET_CLASS (self)->changed (self);
}

static void
values_changed (TsDiceEntry *self,
                gboolean     grab)
{
  /* A refusal was about the dice as they were. */
  ts_dice_entry_set_error (self, NULL);
  sync_slots (self, grab);
}

gboolean
ts_dice_entry_press_key (TsDiceEntry     *self,
                         guint            keyval,
                         GdkModifierType  state)
{
  TsDiceEntryPrivate *priv;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), FALSE);

  priv = ts_dice_entry_get_instance_private (self);
  switch (ts_die_slots_key (GTK_WIDGET (self), slots_of (priv), priv->slots->len,
                            &priv->current, keyval, state))
    {
      case TS_DIE_KEY_SUBMIT:
        ts_dice_entry_submit (self);
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
                TsDiceEntry           *self)
{
  return ts_dice_entry_press_key (self, keyval, state);
}

static guint
slot_index (TsDiceEntry *self,
            gpointer     slot)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
  guint i = 0;

  if (!g_ptr_array_find (priv->slots, slot, &i))
    return priv->slots->len;
  return i;
}

static void
slot_activated_cb (TsDieSlot   *slot,
                   TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);

  priv->current = slot_index (self, slot);
  sync_slots (self, FALSE);
}

static void
slot_focus_cb (TsDieSlot   *slot,
               GParamSpec  *pspec,
               TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);

  if (gtk_widget_has_focus (GTK_WIDGET (slot)))
    {
      priv->current = slot_index (self, slot);
      sync_slots (self, FALSE);
    }
}

static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsDiceEntry *self = TS_DICE_ENTRY (widget);
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (priv->current >= priv->slots->len)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (slots_of (priv), priv->slots->len, &priv->current, value);
  values_changed (self, FALSE);
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_dice_entry_submit (TS_DICE_ENTRY (widget));
}

/* -------------------------------------------------------------------------------------- */
/* Groups                                                                                  */

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
  gtk_label_set_ellipsize (GTK_LABEL (note), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  return GTK_LABEL (note);
}

static void
move_to (GtkWidget *widget,
         GtkWidget *box)
{
  if (gtk_widget_get_parent (widget) == box)
    return;
  g_object_ref (widget);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (widget)), widget);
  gtk_box_append (GTK_BOX (box), widget);
  g_object_unref (widget);
}

static void
place_controls (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
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
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
  Group group = { 0 };

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

      g_signal_connect_object (slot, "activate", G_CALLBACK (slot_activated_cb), self, 0);
      g_signal_connect_object (slot, "notify::has-focus", G_CALLBACK (slot_focus_cb), self, 0);
      gtk_box_append (GTK_BOX (group.slots_box), slot);
      g_ptr_array_add (priv->slots, slot);
      /* Translators: a die slot's name: the group ("Ana", "Neutral dice"), the die's place */
      g_ptr_array_add (priv->names, g_strdup_printf (_("%s, die %u"), title, d + 1));
      /* Translators: the group ("Ana", "Neutral dice"), the die's place in it */
      g_ptr_array_add (priv->missing,
                       g_strdup_printf (_("%s: die %u is still missing."), title, d + 1));
    }
  gtk_box_append (GTK_BOX (parent), group.box);
  g_array_append_val (priv->groups, group);
  place_controls (self);
  priv->current = ts_die_slots_first_empty (slots_of (priv), priv->slots->len);
  sync_slots (self, FALSE);
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

  priv = ts_dice_entry_get_instance_private (self);
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

  priv = ts_dice_entry_get_instance_private (self);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "caption-heading");
  /* The note has its room from the start: what it says later does not move the bar. */
  gtk_label_set_width_chars (note, 14);
  gtk_label_set_max_width_chars (note, 16);
  gtk_widget_set_visible (priv->separator, TRUE);
  gtk_widget_set_visible (priv->side_box, TRUE);
  return add_group (self, title, name, note, n_slots, priv->side_box);
}

static Group *
get_group (TsDiceEntry *self,
           guint        group)
{
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);

  g_return_val_if_fail (group < priv->groups->len, NULL);
  return &g_array_index (priv->groups, Group, group);
}

void
ts_dice_entry_set_slot_text (TsDiceEntry *self,
                             guint        group,
                             guint        slot,
                             const char  *name,
                             const char  *missing)
{
  TsDiceEntryPrivate *priv;
  Group *g;
  guint i;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g_return_if_fail (name != NULL && missing != NULL);
  g = get_group (self, group);
  g_return_if_fail (g != NULL && slot < g->n_slots);

  priv = ts_dice_entry_get_instance_private (self);
  i = g->first + slot;
  g_free (priv->names->pdata[i]);
  priv->names->pdata[i] = g_strdup (name);
  g_free (priv->missing->pdata[i]);
  priv->missing->pdata[i] = g_strdup (missing);
  update_slot_name (self, i);
}

void
ts_dice_entry_set_note (TsDiceEntry *self,
                        guint        group,
                        const char  *note)
{
  Group *g;

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
  priv = ts_dice_entry_get_instance_private (self);
  return priv->groups->len;
}

guint
ts_dice_entry_get_n_slots (TsDiceEntry *self,
                           guint        group)
{
  Group *g;

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
  Group *g;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), 0);
  g = get_group (self, group);
  g_return_val_if_fail (g != NULL && slot < g->n_slots, 0);

  priv = ts_dice_entry_get_instance_private (self);
  return ts_die_slot_get_value (slots_of (priv)[g->first + slot]);
}

void
ts_dice_entry_set_values (TsDiceEntry  *self,
                          guint         group,
                          const guint8 *values)
{
  TsDiceEntryPrivate *priv;
  Group *g;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  g = get_group (self, group);
  g_return_if_fail (g != NULL && values != NULL);

  priv = ts_dice_entry_get_instance_private (self);
  for (guint d = 0; d < g->n_slots; d++)
    ts_die_slot_set_value (slots_of (priv)[g->first + d], MIN (values[d], 6));
  priv->current = ts_die_slots_first_empty (slots_of (priv), priv->slots->len);
  values_changed (self, FALSE);
}

static void
group_clear (gpointer data)
{
  Group *group = data;

  g_clear_pointer (&group->title, g_free);
}

void
ts_dice_entry_clear (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;
  GtkWidget *child;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));

  priv = ts_dice_entry_get_instance_private (self);
  while ((child = gtk_widget_get_first_child (priv->groups_box)) != NULL)
    gtk_box_remove (GTK_BOX (priv->groups_box), child);
  while ((child = gtk_widget_get_first_child (priv->side_box)) != NULL)
    gtk_box_remove (GTK_BOX (priv->side_box), child);
  gtk_widget_set_visible (priv->separator, FALSE);
  gtk_widget_set_visible (priv->side_box, FALSE);
  g_ptr_array_set_size (priv->slots, 0);
  g_ptr_array_set_size (priv->names, 0);
  g_ptr_array_set_size (priv->missing, 0);
  g_array_set_size (priv->groups, 0);
  priv->current = 0;
  place_controls (self);
}

/* -------------------------------------------------------------------------------------- */
/* The lines and the button                                                                */

void
ts_dice_entry_set_hint (TsDiceEntry *self,
                        const char  *hint)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  priv = ts_dice_entry_get_instance_private (self);
  gtk_label_set_text (priv->hint_label, hint != NULL ? hint : "");
}

void
ts_dice_entry_set_error (TsDiceEntry *self,
                         const char  *message)
{
  TsDiceEntryPrivate *priv;

  g_return_if_fail (TS_IS_DICE_ENTRY (self));
  priv = ts_dice_entry_get_instance_private (self);
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
  priv = ts_dice_entry_get_instance_private (self);
  gtk_button_set_label (GTK_BUTTON (priv->submit_button), label);
  gtk_widget_set_tooltip_text (priv->submit_button, tooltip);
}

gboolean
ts_dice_entry_submit (TsDiceEntry *self)
{
  TsDiceEntryPrivate *priv;
  guint missing;

  g_return_val_if_fail (TS_IS_DICE_ENTRY (self), FALSE);

  priv = ts_dice_entry_get_instance_private (self);
  if (priv->slots->len == 0)
    return FALSE;
  missing = ts_die_slots_first_empty (slots_of (priv), priv->slots->len);
  if (missing < priv->slots->len)
    {
      priv->current = missing;
      sync_slots (self, TRUE);
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

  priv = ts_dice_entry_get_instance_private (self);
  if (priv->slots->len == 0)
    return;
  priv->current = ts_die_slots_first_empty (slots_of (priv), priv->slots->len);
  sync_slots (self, FALSE);
  if (priv->current < priv->slots->len)
    gtk_widget_grab_focus (GTK_WIDGET (slots_of (priv)[priv->current]));
  else
    gtk_widget_grab_focus (priv->submit_button);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_dice_entry_dispose (GObject *object)
{
  TsDiceEntry *self = TS_DICE_ENTRY (object);
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
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
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (TS_DICE_ENTRY (object));

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
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-dice-entry.ui");
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
  TsDiceEntryPrivate *priv = ts_dice_entry_get_instance_private (self);
  GtkEventController *keys = gtk_event_controller_key_new ();

  priv->slots = g_ptr_array_new ();
  priv->names = g_ptr_array_new_with_free_func (g_free);
  priv->missing = g_ptr_array_new_with_free_func (g_free);
  priv->groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_array_set_clear_func (priv->groups, group_clear);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (priv->faces_box), ts_die_faces_new ("entry.face", FALSE));

  /* Capture: digits and Enter reach us before the focused slot or button. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
