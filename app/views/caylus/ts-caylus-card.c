/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-caylus-card.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

struct _TsCaylusCard
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *facts; /* the popover a long press opens; NULL until then */
  guint spot;
  gboolean target;
  gboolean held; /* this press became a long press: its release places no worker */
};

G_DEFINE_FINAL_TYPE (TsCaylusCard, ts_caylus_card, GTK_TYPE_WIDGET)

enum
{
  ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Enter does what a click does (issue 41): on a target the entry is made; on any other card
 * the page says why a worker cannot go there. */
static void
activate (TsCaylusCard *self)
{
  g_signal_emit (self, signals[ACTIVATED], 0);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsCaylusCard          *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* Taken on any card (it must not fall through to the window's default). */
      activate (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TsCaylusCard    *self)
{
  self->held = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* A long press (a finger held, or the mouse) shows what the tooltip says (the building's
 * facts, who is on it), which a finger never hovers to see (issue 54). */
static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 TsCaylusCard        *self)
{
  const char *text = ts_tooltip_get (GTK_WIDGET (self));
  GtkWidget *label;

  if (text == NULL)
    return;
  self->held = TRUE;
  if (self->facts == NULL)
    {
      self->facts = gtk_popover_new ();
      gtk_widget_set_parent (self->facts, GTK_WIDGET (self));
    }
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_popover_set_child (GTK_POPOVER (self->facts), label);
  gtk_popover_popup (GTK_POPOVER (self->facts));
}

static void
released_cb (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             TsCaylusCard    *self)
{
  /* Any card clicked, a target or not: the page then says why a worker cannot go there,
   * rather than the click doing nothing. */
  if (n_press == 1 && !self->held && gtk_widget_contains (GTK_WIDGET (self), x, y))
    g_signal_emit (self, signals[ACTIVATED], 0);
}

/* A card beyond the Provost (cy-beyond) is faded half way to the background, as an opacity
 * of 0.5 would: the board lies on the window's background. */
static void
ts_caylus_card_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GTK_WIDGET_CLASS (ts_caylus_card_parent_class)->snapshot (widget, snapshot);
  if (gtk_widget_has_css_class (widget, "cy-beyond"))
    ts_paint_fade (widget, snapshot, 0.5);
}

static void
ts_caylus_card_dispose (GObject *object)
{
  TsCaylusCard *self = TS_CAYLUS_CARD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->facts, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_caylus_card_parent_class)->dispose (object);
}

static void
ts_caylus_card_class_init (TsCaylusCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_caylus_card_dispose;
  widget_class->snapshot = ts_caylus_card_snapshot;

  signals[ACTIVATED] = g_signal_new ("activated", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-caylus-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ts_caylus_card_init (TsCaylusCard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *hold;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  hold = gtk_gesture_long_press_new ();
  g_signal_connect (hold, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (hold));
}

GtkWidget *
ts_caylus_card_new (guint spot)
{
  TsCaylusCard *self = g_object_new (TS_TYPE_CAYLUS_CARD, NULL);

  self->spot = spot;
  return GTK_WIDGET (self);
}

guint
ts_caylus_card_get_spot (TsCaylusCard *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_CARD (self), 0);
  return self->spot;
}

GtkBox *
ts_caylus_card_get_box (TsCaylusCard *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_CARD (self), NULL);
  return GTK_BOX (self->box);
}

void
ts_caylus_card_clear (TsCaylusCard *self)
{
  GtkWidget *child;

  g_return_if_fail (TS_IS_CAYLUS_CARD (self));
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
}

void
ts_caylus_card_set_target (TsCaylusCard *self,
                           gboolean      target)
{
  g_return_if_fail (TS_IS_CAYLUS_CARD (self));
  target = !!target;
  if (self->target == target)
    return;
  self->target = target;
  if (target)
    gtk_widget_add_css_class (GTK_WIDGET (self), "cy-target");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "cy-target");
}

gboolean
ts_caylus_card_get_target (TsCaylusCard *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_CARD (self), FALSE);
  return self->target;
}
