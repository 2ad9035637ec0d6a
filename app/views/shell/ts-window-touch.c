/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-window-private.h"

/* Touch mode (issue 54): a tablet in the middle of the table or a phone passed around wants
 * targets a finger can hit. The window carries the CSS class "touch" while the mode is on;
 * style.css gives every button, die, tile and space 44 px under it. "automatic" follows the
 * last press: a finger's turns it on, a mouse's or touchpad's turns it off (the keyboard
 * changes nothing: an on-screen keyboard types too). */

static gboolean
screen_is_touch_only (TsWindow *self)
{
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (GTK_WIDGET (self)));
  GdkSeatCapabilities caps = seat != NULL ? gdk_seat_get_capabilities (seat) : 0;

  /* Xvfb and most laptops report a pointer: only a device with touch alone starts in it. */
  return (caps & GDK_SEAT_CAPABILITY_TOUCH) != 0 && (caps & GDK_SEAT_CAPABILITY_POINTER) == 0;
}

gboolean
ts_window_get_touch_mode (TsWindow *self)
{
  g_autofree char *mode = NULL;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);

  mode = g_settings_get_string (self->settings, "touch-mode");
  if (g_str_equal (mode, "on"))
    return TRUE;
  if (g_str_equal (mode, "off"))
    return FALSE;
  return self->last_touch;
}

/* Every window of the app (the setup, the preferences, a dialog) follows this one: a
 * finger that pressed here presses there next. */
static void
update_class (TsWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean touch;

  /* A window closing changes the toplevels too, after its dispose let go of the settings. */
  if (self->settings == NULL)
    return;
  touch = ts_window_get_touch_mode (self);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (touch)
        gtk_widget_add_css_class (window, "touch");
      else
        gtk_widget_remove_css_class (window, "touch");
    }
}

static gboolean
event_cb (GtkEventControllerLegacy *controller,
          GdkEvent                 *event,
          TsWindow                 *self)
{
  GdkDevice *device;
  gboolean touch;

  switch (gdk_event_get_event_type (event))
    {
    case GDK_TOUCH_BEGIN:
      touch = TRUE;
      break;
    case GDK_BUTTON_PRESS:
      /* The press a touch also sends (pointer emulation) is the finger's. */
      device = gdk_event_get_device (event);
      touch = gdk_event_get_pointer_emulated (event)
              || (device != NULL && gdk_device_get_source (device) == GDK_SOURCE_TOUCHSCREEN);
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  if (touch != self->last_touch)
    {
      self->last_touch = touch;
      update_class (self);
    }
  return GDK_EVENT_PROPAGATE;
}

void
_ts_window_touch_init (TsWindow *self)
{
  GtkEventController *legacy = gtk_event_controller_legacy_new ();

  self->last_touch = screen_is_touch_only (self);
  /* Before any widget sees the press: the sizes change for the next one, not this one. */
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect_object (legacy, "event", G_CALLBACK (event_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), legacy);
  g_signal_connect_object (self->settings, "changed::touch-mode", G_CALLBACK (update_class), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (update_class), self, G_CONNECT_SWAPPED);
  update_class (self);
}
