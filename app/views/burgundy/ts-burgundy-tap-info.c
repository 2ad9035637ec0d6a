/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ts-burgundy-tap-info.h: a tooltip's fact opened by a tap. */
#include "config.h"

#include "ts-burgundy-tap-info.h"
#include "ts-tooltip.h"

#define POPOVER_KEY "ts-burgundy-tap-info-popover"

GtkPopover *
ts_burgundy_tap_info_get_popover (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), POPOVER_KEY);
}

/* The popover is the widget's child: it goes when the widget goes. */
static void
widget_destroyed_cb (GtkWidget *widget)
{
  GtkWidget *popover = g_object_steal_data (G_OBJECT (widget), POPOVER_KEY);

  if (popover != NULL)
    gtk_widget_unparent (popover);
}

static void
show_info (GtkWidget *widget)
{
  GtkPopover *popover = ts_burgundy_tap_info_get_popover (widget);
  const char *text = ts_tooltip_get (widget);
  GtkWidget *label;

  if (text == NULL || *text == '\0')
    return;
  if (popover == NULL)
    {
      popover = GTK_POPOVER (gtk_popover_new ());
      label = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_popover_set_child (popover, label);
      gtk_widget_set_parent (GTK_WIDGET (popover), widget);
      g_object_set_data (G_OBJECT (widget), POPOVER_KEY, popover);
      g_signal_connect (widget, "destroy", G_CALLBACK (widget_destroyed_cb), NULL);
    }
  gtk_label_set_text (GTK_LABEL (gtk_popover_get_child (popover)), text);
  gtk_popover_popup (popover);
}

static void
released_cb (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             GtkWidget       *widget)
{
  show_info (widget);
}

static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 GtkWidget           *widget)
{
  show_info (widget);
  /* The press that follows is the long press's, not a second tap. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

void
ts_burgundy_tap_info_attach (GtkWidget *widget)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_signal_connect_object (click, "released", G_CALLBACK (released_cb), widget, 0);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (long_press, "pressed", G_CALLBACK (long_pressed_cb), widget, 0);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (long_press));
  gtk_widget_add_css_class (widget, "cob-tap-info");
  gtk_widget_set_cursor_from_name (widget, "pointer");
}
