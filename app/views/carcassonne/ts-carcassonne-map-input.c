/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map's keys, scrolling, dragging and clicks. Everything goes through one key controller
 * (not shortcuts), so that the page's own shortcuts with Ctrl keep working around it. */
#include "config.h"

#include <math.h>

#include "ts-carcassonne-map-private.h"

#define ZOOM_STEP 1.25
#define DRAG_THRESHOLD 6.0

static gboolean
activate_choice (TsCarcassonneMap *self,
                 guint             n)
{
  int segment = ts_carcassonne_map_nth_choice (self, n);

  /* A digit past the choices is the map's too: a bell, not a digit for someone else. */
  if (segment >= 0)
    g_signal_emit_by_name (self, "segment-activated", (guint) segment);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

/* 0-9 for a digit key, on the main keys or the keypad; -1 for any other. */
static int
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (int) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (int) (keyval - GDK_KEY_KP_0);
  return -1;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, gpointer user_data)
{
  TsCarcassonneMap *self = user_data;
  gboolean ctrl = (state & GDK_CONTROL_MASK) != 0;
  int digit = digit_of (keyval);

  if (state & (GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  /* While a tile waits, a digit takes the cursor to the spot of its number (two digits for
   * 10 and on: "1" then "0" is 10; a 0 that extends nothing fits the map, below). A number
   * no spot has rings the bell. */
  if (self->pending >= 0 && !ctrl && digit >= 0)
    {
      if (ts_carcassonne_map_press_digit (self, (guint) digit) || digit > 0)
        return TRUE;
    }
  else
    self->digit_first = 0;
  /* Zoom and fit, with or without Ctrl. */
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      ts_carcassonne_map_zoom (self, ZOOM_STEP);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_underscore:
    case GDK_KEY_KP_Subtract:
      ts_carcassonne_map_zoom (self, 1 / ZOOM_STEP);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      ts_carcassonne_map_fit (self);
      return TRUE;
    default:
      break;
    }
  if (ctrl)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      ts_carcassonne_map_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      ts_carcassonne_map_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      ts_carcassonne_map_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      ts_carcassonne_map_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_r:
      if (self->pending < 0)
        return FALSE;
      ts_carcassonne_map_rotate (self, (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_R:
      if (self->pending < 0)
        return FALSE;
      ts_carcassonne_map_rotate (self, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->pending < 0)
        return FALSE;
      ts_carcassonne_map_place (self);
      return TRUE;
    default:
      break;
    }
  if (self->choice_tile >= 0)
    {
      if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
        return activate_choice (self, keyval - GDK_KEY_1);
      if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
        return activate_choice (self, keyval - GDK_KEY_KP_1);
    }
  return FALSE;
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TsCarcassonneMap         *self)
{
  GdkModifierType state
      = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (dy == 0)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    {
      ts_carcassonne_map_zoom (self, dy < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
      return TRUE;
    }
  if (self->pending < 0)
    return FALSE;
  ts_carcassonne_map_rotate (self, dy > 0 ? 1 : -1);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               TsCarcassonneMap *self)
{
  self->dragging = FALSE;
  self->drag_view_x = self->view_x;
  self->drag_view_y = self->view_y;
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                TsCarcassonneMap *self)
{
  if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  self->dragging = TRUE;
  ts_carcassonne_map_set_view (self, self->drag_view_x - dx / self->scale,
                               self->drag_view_y - dy / self->scale);
}

/* A marker of the segment choices under (@x, @y), or -1. */
static int
marker_at (TsCarcassonneMap *self,
           double            x,
           double            y)
{
  /* Under a finger (touch mode) a marker reaches 22 px around it: the nearest one wins. */
  double radius = MAX (ts_carcassonne_map_marker_radius (self), self->touch ? 22.0 : 0.0);
  double best = G_MAXDOUBLE;
  int segment, found = -1;

  for (guint n = 0; (segment = ts_carcassonne_map_nth_choice (self, n)) >= 0; n++)
    {
      double mx, my, d;

      ts_carcassonne_map_segment_point (self, self->choice_tile, segment, &mx, &my);
      d = hypot (x - mx, y - my);
      if (d <= radius && d < best)
        {
          best = d;
          found = segment;
        }
    }
  return found;
}

static void
released_cb (GtkGestureClick  *gesture,
             int               n_press,
             double            x,
             double            y,
             TsCarcassonneMap *self)
{
  int cx, cy, segment;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->dragging || self->state == NULL)
    return;
  segment = marker_at (self, x, y);
  if (segment >= 0)
    {
      g_signal_emit_by_name (self, "segment-activated", (guint) segment);
      return;
    }
  ts_carcassonne_map_cell_at (self, x, y, &cx, &cy);
  /* A click on a lit spot where the cursor already is places the tile there: a tap of its
   * own, not the second press of a double click (issue 54: one tap shows the tile there,
   * a second one places it). */
  if (self->pending >= 0 && cx == self->cursor_x && cy == self->cursor_y
      && ts_carcassonne_map_fits_at (self, cx, cy) != 0)
    {
      if (n_press == 1)
        ts_carcassonne_map_place (self);
      return;
    }
  ts_carcassonne_map_set_cursor (self, cx, cy);
}

void
ts_carcassonne_map_add_controllers (TsCarcassonneMap *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
