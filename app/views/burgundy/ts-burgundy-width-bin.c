/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsBurgundyWidthBin: see ts-burgundy-width-bin.h. */
#include "config.h"

#include "ts-burgundy-width-bin.h"

struct _TsBurgundyWidthBin
{
  GtkWidget parent_instance;

  int width; /* of the last allocation, 0 before one */
  guint resize_idle;
};

static void ts_burgundy_width_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsBurgundyWidthBin, ts_burgundy_width_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      ts_burgundy_width_bin_buildable_init))

static void
ts_burgundy_width_bin_measure (GtkWidget     *widget,
                               GtkOrientation orientation,
                               int            for_size,
                               int           *minimum,
                               int           *natural,
                               int           *minimum_baseline,
                               int           *natural_baseline)
{
  TsBurgundyWidthBin *self = TS_BURGUNDY_WIDTH_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    {
      int least = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &least, &for_size, NULL, NULL);
      if (self->width > 0)
        for_size = MAX (self->width, least);
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static GtkSizeRequestMode
ts_burgundy_width_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static gboolean
resize_cb (gpointer data)
{
  TsBurgundyWidthBin *self = data;

  self->resize_idle = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
ts_burgundy_width_bin_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  TsBurgundyWidthBin *self = TS_BURGUNDY_WIDTH_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, -1, NULL);
  /* A new width: the height asked for no width changes with it, after this frame. */
  if (width != self->width)
    {
      self->width = width;
      if (self->resize_idle == 0)
        self->resize_idle = g_idle_add (resize_cb, self);
    }
}

static void
ts_burgundy_width_bin_dispose (GObject *object)
{
  TsBurgundyWidthBin *self = TS_BURGUNDY_WIDTH_BIN (object);
  GtkWidget *child;

  g_clear_handle_id (&self->resize_idle, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_width_bin_parent_class)->dispose (object);
}

static void
ts_burgundy_width_bin_buildable_add_child (GtkBuildable *buildable,
                                           GtkBuilder   *builder,
                                           GObject      *child,
                                           const char   *type)
{
  g_return_if_fail (GTK_IS_WIDGET (child));
  gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
}

static void
ts_burgundy_width_bin_buildable_init (GtkBuildableIface *iface)
{
  iface->add_child = ts_burgundy_width_bin_buildable_add_child;
}

static void
ts_burgundy_width_bin_class_init (TsBurgundyWidthBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_width_bin_dispose;
  widget_class->measure = ts_burgundy_width_bin_measure;
  widget_class->get_request_mode = ts_burgundy_width_bin_get_request_mode;
  widget_class->size_allocate = ts_burgundy_width_bin_size_allocate;
}

static void
ts_burgundy_width_bin_init (TsBurgundyWidthBin *self)
{
}

GtkWidget *
ts_burgundy_width_bin_new (GtkWidget *child)
{
  GtkWidget *self = g_object_new (TS_TYPE_BURGUNDY_WIDTH_BIN, NULL);

  gtk_widget_set_parent (child, self);
  return self;
}
