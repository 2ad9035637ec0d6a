/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-after-paint.h"

/* Work a page's first frame does not need, done after it (issue 56): once the widget is
 * mapped, the next frame of its window painted, and the main loop idle. The frame's own idle
 * alone would not do: on X11 the loop can go idle between the window's mapping and its first
 * paint. One function waits per widget; a later call replaces it. */

#define KEY "ts-after-paint"

typedef struct
{
  GtkWidget *widget; /* not a reference: the wait ends when it is disposed */
  TsAfterPaintFunc func;
  GdkFrameClock *clock; /* while its after-paint is awaited */
  gulong painted_id;
  gulong map_id;
  gulong unmap_id;
  guint idle_id;
} Pending;

static void
stop_clock (Pending *p)
{
  if (p->clock != NULL)
    g_clear_signal_handler (&p->painted_id, p->clock);
  g_clear_object (&p->clock);
}

static void disposed_cb (gpointer data,
                         GObject *where);

/* Ends the wait; @alive: the widget is not being disposed (its handlers are still there). */
static void
pending_free (Pending *p,
              gboolean alive)
{
  stop_clock (p);
  g_clear_handle_id (&p->idle_id, g_source_remove);
  if (alive)
    {
      g_clear_signal_handler (&p->map_id, p->widget);
      g_clear_signal_handler (&p->unmap_id, p->widget);
      g_object_weak_unref (G_OBJECT (p->widget), disposed_cb, p);
      g_object_set_data (G_OBJECT (p->widget), KEY, NULL);
    }
  g_free (p);
}

static void
disposed_cb (gpointer data,
             GObject *where)
{
  g_object_set_data (where, KEY, NULL);
  pending_free (data, FALSE);
}

static gboolean
idle_cb (gpointer data)
{
  Pending *p = data;
  GtkWidget *widget = p->widget;
  TsAfterPaintFunc func = p->func;

  p->idle_id = 0;
  pending_free (p, TRUE);
  func (widget);
  return G_SOURCE_REMOVE;
}

static void
painted_cb (GdkFrameClock *clock,
            Pending       *p)
{
  stop_clock (p);
  if (p->idle_id == 0)
    p->idle_id = g_idle_add_full (G_PRIORITY_LOW, idle_cb, p, NULL);
}

static void
mapped_cb (GtkWidget *widget,
           Pending   *p)
{
  if (p->clock != NULL || p->idle_id != 0)
    return;
  p->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  p->painted_id = g_signal_connect (p->clock, "after-paint", G_CALLBACK (painted_cb), p);
}

/* Hidden before its frame: it waits for the next one it is shown in. */
static void
unmapped_cb (GtkWidget *widget,
             Pending   *p)
{
  stop_clock (p);
}

/**
 * ts_after_paint:
 *
 * Calls @func (@widget) once, in an idle of low priority after the next frame that paints
 * @widget (when it is mapped, or as soon as it is). Nothing is called if @widget is disposed
 * first or ts_after_paint_cancel() is called.
 */
void
ts_after_paint (GtkWidget        *widget,
                TsAfterPaintFunc  func)
{
  Pending *p;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);

  ts_after_paint_cancel (widget);
  p = g_new0 (Pending, 1);
  p->widget = widget;
  p->func = func;
  g_object_set_data (G_OBJECT (widget), KEY, p);
  g_object_weak_ref (G_OBJECT (widget), disposed_cb, p);
  p->map_id = g_signal_connect (widget, "map", G_CALLBACK (mapped_cb), p);
  p->unmap_id = g_signal_connect (widget, "unmap", G_CALLBACK (unmapped_cb), p);
  if (gtk_widget_get_mapped (widget))
    mapped_cb (widget, p);
}

void
ts_after_paint_cancel (GtkWidget *widget)
{
  Pending *p;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  p = g_object_get_data (G_OBJECT (widget), KEY);
  if (p != NULL)
    pending_free (p, TRUE);
}

gboolean
ts_after_paint_pending (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  return g_object_get_data (G_OBJECT (widget), KEY) != NULL;
}

/**
 * ts_after_paint_window_painted:
 *
 * Whether @widget's window has begun a frame yet: a widget shown in a window already on
 * screen has nothing to wait for.
 */
gboolean
ts_after_paint_window_painted (GtkWidget *widget)
{
  GdkFrameClock *clock;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  clock = gtk_widget_get_frame_clock (widget);
  return clock != NULL && gdk_frame_clock_get_frame_counter (clock) >= 0;
}
