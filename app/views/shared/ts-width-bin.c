/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-width-bin.h"

struct _TsWidthBin
{
  AdwBin parent_instance;

  int width;    /* of the last allocation, 0 before one */
  int answered; /* the natural height last answered for no width */
  guint resize_idle;
};

G_DEFINE_FINAL_TYPE (TsWidthBin, ts_width_bin, ADW_TYPE_BIN)

GtkWidget *
ts_width_bin_new (GtkWidget *child)
{
  return g_object_new (TS_TYPE_WIDTH_BIN, "child", child, NULL);
}

static void
ts_width_bin_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsWidthBin *self = TS_WIDTH_BIN (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  gboolean no_width = orientation == GTK_ORIENTATION_VERTICAL && for_size < 0;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (no_width)
    {
      int least = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &least, &for_size, NULL, NULL);
      if (self->width > 0)
        for_size = MAX (self->width, least);
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (no_width)
    self->answered = *natural;
}

static GtkSizeRequestMode
ts_width_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static gboolean
resize_cb (gpointer data)
{
  TsWidthBin *self = data;

  self->resize_idle = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
ts_width_bin_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsWidthBin *self = TS_WIDTH_BIN (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  int natural = 0;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_allocate (child, width, height, -1, NULL);
  if (width == self->width)
    return;
  self->width = width;
  /* The height answered for no width was for another width: asked again after this frame,
   * only if it changes (on a laptop the form's height seldom does). */
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  if (natural != self->answered && self->resize_idle == 0)
    self->resize_idle = g_idle_add (resize_cb, self);
}

static void
ts_width_bin_dispose (GObject *object)
{
  g_clear_handle_id (&TS_WIDTH_BIN (object)->resize_idle, g_source_remove);
  G_OBJECT_CLASS (ts_width_bin_parent_class)->dispose (object);
}

static void
ts_width_bin_class_init (TsWidthBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_width_bin_dispose;
  widget_class->measure = ts_width_bin_measure;
  widget_class->get_request_mode = ts_width_bin_get_request_mode;
  widget_class->size_allocate = ts_width_bin_size_allocate;
}

static void
ts_width_bin_init (TsWidthBin *self)
{
  /* AdwBin lays its child out with a GtkBinLayout: measure and size_allocate above instead. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}
