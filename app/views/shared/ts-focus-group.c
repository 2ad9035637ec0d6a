/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-focus-group.h"

/* Tab inside the group: go on from the group as a whole. With the group's can-focus off for
 * a moment, GTK's own focus chain skips over it, wherever it sits in the window. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                gpointer               user_data)
{
  GtkWidget *group = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (group);
  GtkDirectionType direction;

  if (keyval == GDK_KEY_ISO_Left_Tab
      || ((keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab) && (state & GDK_SHIFT_MASK)))
    direction = GTK_DIR_TAB_BACKWARD;
  else if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    direction = GTK_DIR_TAB_FORWARD;
  else
    return FALSE;
  if (root == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  gtk_widget_set_can_focus (group, FALSE);
  if (!gtk_widget_child_focus (GTK_WIDGET (root), direction))
    {
      /* Past the last stop: round again from the first, as Tab does. */
      gtk_root_set_focus (root, NULL);
      gtk_widget_child_focus (GTK_WIDGET (root), direction);
    }
  gtk_widget_set_can_focus (group, TRUE);
  return TRUE;
}

/**
 * ts_focus_group_add:
 * @group: a widget with several focusable children (a row of buttons, a board)
 *
 * Makes @group one Tab stop: Tab enters it at its first child (Shift+Tab at its last), the
 * arrow keys move inside it, and the next Tab leaves it. Keeps the turn panel a few Tab
 * presses away from anywhere on the table page.
 */
void
ts_focus_group_add (GtkWidget *group)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_WIDGET (group));

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), NULL);
  gtk_widget_add_controller (group, controller);
}
