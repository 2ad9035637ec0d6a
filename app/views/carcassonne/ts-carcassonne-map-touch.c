/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map under fingers (issue 54): a cell a finger's size in touch mode (the window's CSS
 * class "touch"), two fingers turning the drawn tile, and a sensible height when the page
 * puts the map above its side column. */
#include "config.h"

#include <math.h>

#include "ts-carcassonne-map-private.h"

#define TOUCH_MIN_SCALE 44.0
#define MIN_SCALE 16.0
#define MIN_HEIGHT 160

double
ts_carcassonne_map_min_scale (TsCarcassonneMap *self)
{
  return self->touch ? TOUCH_MIN_SCALE : MIN_SCALE;
}

int
ts_carcassonne_map_rotate_quarters (double *base,
                                    double  angle)
{
  double turned = angle - *base;

  /* The angle GTK gives runs on past a whole turn: only how far from the base counts. */
  if (turned > G_PI / 4)
    {
      *base += G_PI / 2;
      return 1;
    }
  if (turned < -G_PI / 4)
    {
      *base -= G_PI / 2;
      return -1;
    }
  return 0;
}

static void
rotate_begin_cb (GtkGesture       *gesture,
                 GdkEventSequence *sequence,
                 TsCarcassonneMap *self)
{
  self->rotate_base = 0;
}

/* GTK's angle grows clockwise on screen (y down), as the rotations do. */
static void
angle_changed_cb (GtkGestureRotate *gesture,
                  double            angle,
                  double            delta,
                  TsCarcassonneMap *self)
{
  int quarters;

  if (self->pending < 0)
    return;
  /* The delta from the gesture's start, whatever angle the fingers began at. */
  while ((quarters = ts_carcassonne_map_rotate_quarters (&self->rotate_base, delta)) != 0)
    ts_carcassonne_map_rotate (self, quarters);
}

static void
root_classes_cb (GtkWidget        *root,
                 GParamSpec       *pspec,
                 TsCarcassonneMap *self)
{
  gboolean touch = gtk_widget_has_css_class (root, "touch");

  if (touch == self->touch)
    return;
  self->touch = touch;
  ts_carcassonne_map_settle_scale (self);
}

static void
map_cb (GtkWidget *widget)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (widget);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  if (root == NULL)
    return;
  g_signal_connect_object (root, "notify::css-classes", G_CALLBACK (root_classes_cb), self, 0);
  root_classes_cb (root, NULL, self);
}

static void
unmap_cb (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, root_classes_cb, widget);
}

void
ts_carcassonne_map_add_touch (TsCarcassonneMap *self)
{
  GtkGesture *rotate = gtk_gesture_rotate_new ();

  g_signal_connect (rotate, "begin", G_CALLBACK (rotate_begin_cb), self);
  g_signal_connect (rotate, "angle-changed", G_CALLBACK (angle_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (rotate));
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (unmap_cb), NULL);
}

/* As small as the page needs (1024 × 600 beside the panels); above the side column, as tall
 * as three quarters of its width. */
void
ts_carcassonne_map_touch_measure (GtkWidget      *widget,
                                  GtkOrientation  orientation,
                                  int             for_size,
                                  int            *minimum,
                                  int            *natural,
                                  int            *minimum_baseline,
                                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 200;
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = for_size > 0 ? CLAMP (for_size * 3 / 4, MIN_HEIGHT, 720) : MIN_HEIGHT;
    }
}
