/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-die-slot.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

/* A die face drawn with pips, so that the screen looks like the table: people read a face
 * faster than a numeral. Goods tiles are hexagons with the same pips, as printed. */
struct _TsDieSlot
{
  GtkWidget parent_instance;

  guint value;
  gboolean current;
  gboolean goods;
  int size;
};

G_DEFINE_FINAL_TYPE (TsDieSlot, ts_die_slot, GTK_TYPE_WIDGET)

enum
{
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_die_slot_new (gboolean goods,
                 int      size)
{
  TsDieSlot *self = g_object_new (TS_TYPE_DIE_SLOT, NULL);

  self->goods = goods;
  self->size = size;
  if (goods)
    gtk_widget_add_css_class (GTK_WIDGET (self), "goods");
  return GTK_WIDGET (self);
}

GtkWidget *
ts_die_slot_new_picture (gboolean goods,
                         int      size,
                         guint    value)
{
  TsDieSlot *self = g_object_new (TS_TYPE_DIE_SLOT, "accessible-role",
                                          GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  self->goods = goods;
  self->size = size;
  self->value = MIN (value, 6);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  return GTK_WIDGET (self);
}

/* Pip centres on a 3 x 3 grid (0..2), as on a real die. */
static const guint8 pips[7][6][2] = {
  { { 0 } },
  { { 1, 1 } },
  { { 0, 0 }, { 2, 2 } },
  { { 0, 0 }, { 1, 1 }, { 2, 2 } },
  { { 0, 0 }, { 2, 0 }, { 0, 2 }, { 2, 2 } },
  { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 2 }, { 2, 2 } },
  { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 2, 0 }, { 2, 1 }, { 2, 2 } },
};

static void
shape_path (TsDieSlot *self,
            cairo_t   *cr,
            double     cx,
            double     cy,
            double     half)
{
  if (self->goods)
    {
      ts_paint_hex_path (cr, cx, cy, half);
      return;
    }
  double r = half * 0.28;
  double x0 = cx - half, y0 = cy - half, x1 = cx + half, y1 = cy + half;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x1 - r, y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x1 - r, y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, x0 + r, y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
ts_die_slot_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  TsDieSlot *self = TS_DIE_SLOT (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double cx = width / 2.0, cy = height / 2.0;
  /* Room for the current-slot ring around the shape. */
  double half = MIN (width, height) / 2.0 - 3;
  gboolean dark = ts_paint_is_dark (widget);
  GdkRGBA fg, accent, body, ink;
  cairo_t *cr;

  if (half <= 2)
    return;
  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    gdk_rgba_parse (&accent, "#3584e4");
  gdk_rgba_parse (&body, dark ? "#deddda" : "#ffffff");
  gdk_rgba_parse (&ink, "#241f31");

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->goods)
    half *= 1.06; /* a hexagon looks smaller than a square of the same radius */
  else
    half *= 0.9;

  shape_path (self, cr, cx, cy, half);
  if (self->value >= 1 && self->value <= 6)
    {
      gdk_cairo_set_source_rgba (cr, &body);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      double step = (self->goods ? half * 0.85 : half * 1.2) / 2;
      double pip = half * (self->goods ? 0.13 : 0.16);

      gdk_cairo_set_source_rgba (cr, &ink);
      for (guint i = 0; i < self->value; i++)
        {
          double px = cx + (pips[self->value][i][0] - 1.0) * step;
          double py = cy + (pips[self->value][i][1] - 1.0) * step;

          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, pip, 0, 2 * G_PI);
        }
      cairo_fill (cr);
    }
  else
    {
      /* An empty slot: a faint dashed outline of the die. */
      static const double dash[] = { 3, 3 };

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.05);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (self->current)
    {
      shape_path (self, cr, cx, cy, half + 1.5);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 3);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
ts_die_slot_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  TsDieSlot *self = TS_DIE_SLOT (widget);

  *minimum = *natural = self->size;
}

static void
released_cb (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             TsDieSlot       *self)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
ts_die_slot_class_init (TsDieSlotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = ts_die_slot_snapshot;
  widget_class->measure = ts_die_slot_measure;

  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "dieslot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ts_die_slot_init (TsDieSlot *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->size = 40;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

void
ts_die_slot_set_value (TsDieSlot *self,
                       guint      value)
{
  g_return_if_fail (TS_IS_DIE_SLOT (self));
  g_return_if_fail (value <= 6);

  if (self->value == value)
    return;
  self->value = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ts_die_slot_get_value (TsDieSlot *self)
{
  g_return_val_if_fail (TS_IS_DIE_SLOT (self), 0);
  return self->value;
}

void
ts_die_slot_set_current (TsDieSlot *self,
                         gboolean   current)
{
  g_return_if_fail (TS_IS_DIE_SLOT (self));

  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
ts_die_faces_new (const char *action_name,
                  gboolean    goods)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint v = 1; v <= 6; v++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *face = ts_die_slot_new_picture (goods, 26, v);
      g_autofree char *name = NULL;

      gtk_button_set_child (GTK_BUTTON (button), face);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "die-face-button");
      gtk_widget_set_focusable (button, FALSE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint32) v);
      if (goods)
        /* Translators: a button that enters a goods tile of type %u (its die number) */
        name = g_strdup_printf (_("Goods %u"), v);
      else
        /* Translators: a button that enters a die showing %u */
        name = g_strdup_printf (_("Die showing %u"), v);
      ts_tooltip_set (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      gtk_box_append (GTK_BOX (box), button);
    }
  return box;
}

guint
ts_die_slots_first_empty (TsDieSlot **slots,
                          guint       n_slots)
{
  for (guint i = 0; i < n_slots; i++)
    if (slots[i]->value == 0)
      return i;
  return n_slots;
}

void
ts_die_slots_type (TsDieSlot **slots,
                   guint       n_slots,
                   guint      *current,
                   guint       value)
{
  if (*current >= n_slots)
    return;
  ts_die_slot_set_value (slots[*current], value);
  if (*current + 1 < n_slots)
    (*current)++;
  else
    *current = ts_die_slots_first_empty (slots, n_slots);
}

static int
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_0;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  return -1;
}

TsDieKey
ts_die_slots_key (GtkWidget        *owner,
                  TsDieSlot       **slots,
                  guint             n_slots,
                  guint            *current,
                  guint             keyval,
                  GdkModifierType   state)
{
  GtkRoot *root = gtk_widget_get_root (owner);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int digit = digit_of (keyval);

  /* Shortcuts (Ctrl+Z, Alt+…) belong to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK))
    return TS_DIE_KEY_IGNORED;
  /* Typing in a text field (a drop-down's search) is not ours. */
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT (focus)))
    return TS_DIE_KEY_IGNORED;

  if (digit >= 1 && digit <= 6)
    {
      if (*current >= n_slots)
        {
          /* All filled: a further digit is a slip, not a correction. */
          gtk_widget_error_bell (owner);
          return TS_DIE_KEY_HANDLED;
        }
      ts_die_slots_type (slots, n_slots, current, digit);
      return TS_DIE_KEY_HANDLED;
    }
  if (digit >= 0)
    {
      gtk_widget_error_bell (owner);
      return TS_DIE_KEY_HANDLED;
    }

  switch (keyval)
    {
      case GDK_KEY_BackSpace:
        if (*current > 0)
          (*current)--;
        if (n_slots > 0)
          ts_die_slot_set_value (slots[*current], 0);
        return TS_DIE_KEY_HANDLED;
      case GDK_KEY_Delete:
      case GDK_KEY_KP_Delete:
        if (*current < n_slots)
          ts_die_slot_set_value (slots[*current], 0);
        return TS_DIE_KEY_HANDLED;
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left:
        if (focus != NULL && !TS_IS_DIE_SLOT (focus))
          return TS_DIE_KEY_IGNORED;
        if (*current > 0)
          (*current)--;
        return TS_DIE_KEY_HANDLED;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right:
        if (focus != NULL && !TS_IS_DIE_SLOT (focus))
          return TS_DIE_KEY_IGNORED;
        if (*current + 1 < n_slots)
          (*current)++;
        return TS_DIE_KEY_HANDLED;
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
      case GDK_KEY_ISO_Enter:
        /* A focused button or drop-down keeps its own Enter. */
        if (focus != NULL && focus != owner && !TS_IS_DIE_SLOT (focus)
            && gtk_widget_is_ancestor (focus, owner))
          return TS_DIE_KEY_IGNORED;
        return TS_DIE_KEY_SUBMIT;
      default:
        return TS_DIE_KEY_IGNORED;
    }
}

gboolean
ts_die_slots_press (GtkWidget        *owner,
                    TsDieSlot       **slots,
                    guint             n_slots,
                    guint            *current,
                    guint             keyval,
                    GdkModifierType   state,
                    TsDieSlotsSubmit  submit,
                    TsDieSlotsChanged changed)
{
  switch (ts_die_slots_key (owner, slots, n_slots, current, keyval, state))
    {
      case TS_DIE_KEY_SUBMIT:
        submit (owner);
        return TRUE;
      case TS_DIE_KEY_HANDLED:
        changed (owner, TRUE);
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
                TsDieSlotsPressKey     press_key)
{
  return press_key (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)), keyval,
                    state);
}

void
ts_die_slots_add_keys (GtkWidget         *owner,
                       TsDieSlotsPressKey press_key)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), press_key);
  gtk_widget_add_controller (owner, keys);
}

void
ts_die_slots_show_current (GtkWidget  *owner,
                           TsDieSlot **slots,
                           guint       n_slots,
                           guint       current,
                           GtkWidget  *done,
                           gboolean    grab)
{
  GtkRoot *root = gtk_widget_get_root (owner);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (guint i = 0; i < n_slots; i++)
    ts_die_slot_set_current (slots[i], i == current);
  if (!grab || focus == NULL || (focus != owner && !gtk_widget_is_ancestor (focus, owner)))
    return;
  if (current < n_slots)
    gtk_widget_grab_focus (GTK_WIDGET (slots[current]));
  else if (done != NULL)
    gtk_widget_grab_focus (done);
}
