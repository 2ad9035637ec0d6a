/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-reveal.h"

#define MARGIN 12

typedef struct
{
  GWeakRef widget;
  GWeakRef also;
  gboolean focus; /* reveal the focused row within widget, not widget itself */
  gulong handler;
} Reveal;

static void
reveal_free (gpointer  data,
             GClosure *closure)
{
  Reveal *reveal = data;

  g_weak_ref_clear (&reveal->widget);
  g_weak_ref_clear (&reveal->also);
  g_free (reveal);
}

/* The least scroll that shows @widget (and @also) whole, with MARGIN pixels around (its top
 * when it is taller than the view). */
static void
reveal_now (GtkWidget *widget,
            GtkWidget *also)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport, *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds, extra;
  double value, page, top, bottom;

  if (scrolled == NULL)
    return;
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  content = viewport != NULL ? gtk_widget_get_first_child (viewport) : NULL;
  /* In the content's coordinates, which no scroll changes until the next layout: two
   * reveals in one frame do not add up. */
  if (content == NULL || !gtk_widget_compute_bounds (widget, content, &bounds))
    return;
  if (also != NULL && gtk_widget_is_ancestor (also, content)
      && gtk_widget_compute_bounds (also, content, &extra))
    graphene_rect_union (&bounds, &extra, &bounds);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
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
  g_autoptr(GtkWidget) also = g_weak_ref_get (&data->also);

  if (widget != NULL && !data->focus)
    reveal_now (widget, also);
  else if (widget != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (widget);
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
      GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW)
                                     : NULL;

      if (focus != NULL && gtk_widget_is_ancestor (focus, widget))
        reveal_now (row != NULL ? row : focus, also);
    }
  /* Frees @data once this emission is over. */
  g_signal_handler_disconnect (clock, data->handler);
}

static void
reveal_later (GtkWidget *widget,
              GtkWidget *also,
              gboolean   focus)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  /* The window's clock: a widget just added is not realized yet. */
  GdkFrameClock *clock = root != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (root)) : NULL;
  Reveal *data;

  if (clock == NULL)
    return;
  data = g_new0 (Reveal, 1);
  g_weak_ref_init (&data->widget, widget);
  g_weak_ref_init (&data->also, also);
  data->focus = focus;
  data->handler = g_signal_connect_data (clock, "after-paint", G_CALLBACK (after_paint_cb), data,
                                         reveal_free, 0);
  gtk_widget_queue_allocate (widget);
}

void
ts_reveal_later (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  reveal_later (widget, NULL, FALSE);
}

void
ts_reveal_focus_later (GtkWidget *within,
                       GtkWidget *also)
{
  g_return_if_fail (GTK_IS_WIDGET (within));
  reveal_later (within, also, TRUE);
}
