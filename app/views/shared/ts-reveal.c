/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-reveal.h"

#define MARGIN 12

typedef struct
{
  GWeakRef widget;
  gulong handler;
} Reveal;

static void
reveal_free (gpointer  data,
             GClosure *closure)
{
  Reveal *reveal = data;

  g_weak_ref_clear (&reveal->widget);
  g_free (reveal);
}

/* The least scroll that shows @widget whole, with MARGIN pixels around it (its top when it
 * is taller than the view). */
static void
reveal_now (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport, *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page, top, bottom;

  if (scrolled == NULL)
    return;
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  content = viewport != NULL ? gtk_widget_get_first_child (viewport) : NULL;
  /* In the content's coordinates, which no scroll changes until the next layout: two
   * reveals in one frame do not add up. */
  if (content == NULL || !gtk_widget_compute_bounds (widget, content, &bounds))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  /* A little room around it, as around a focused row. */
  top = bounds.origin.y - MARGIN;
  bottom = bounds.origin.y + bounds.size.height + MARGIN;
  if (bottom > value + page)
    value = bottom - page;
  if (top < value)
    value = top;
  gtk_adjustment_set_value (adjustment, value);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Reveal        *data)
{
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&data->widget);

  if (widget != NULL)
    reveal_now (widget);
  /* Frees @data once this emission is over. */
  g_signal_handler_disconnect (clock, data->handler);
}

void
ts_reveal_later (GtkWidget *widget)
{
  GtkRoot *root;
  GdkFrameClock *clock;
  Reveal *data;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  /* The window's clock: a widget just added is not realized yet. */
  root = gtk_widget_get_root (widget);
  clock = root != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (root)) : NULL;
  if (clock == NULL)
    return;
  data = g_new0 (Reveal, 1);
  g_weak_ref_init (&data->widget, widget);
  data->handler = g_signal_connect_data (clock, "after-paint", G_CALLBACK (after_paint_cb), data,
                                         reveal_free, 0);
  gtk_widget_queue_allocate (widget);
}
