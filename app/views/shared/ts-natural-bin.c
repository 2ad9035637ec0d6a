/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-natural-bin.h"

struct _TsNaturalBin
{
  AdwBin parent_instance;

  int natural_width;
};

G_DEFINE_FINAL_TYPE (TsNaturalBin, ts_natural_bin, ADW_TYPE_BIN)

static void
ts_natural_bin_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline,
                        natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*natural, TS_NATURAL_BIN (widget)->natural_width);
}

/* Its child's: a form that folds or wraps is asked its height for the width it has. */
static GtkSizeRequestMode
ts_natural_bin_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
ts_natural_bin_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
ts_natural_bin_class_init (TsNaturalBinClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = ts_natural_bin_measure;
  GTK_WIDGET_CLASS (klass)->get_request_mode = ts_natural_bin_get_request_mode;
  GTK_WIDGET_CLASS (klass)->size_allocate = ts_natural_bin_size_allocate;
}

static void
ts_natural_bin_init (TsNaturalBin *self)
{
  /* AdwBin lays its child out with a GtkBinLayout: measure and size_allocate above instead. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}

GtkWidget *
ts_natural_bin_new (GtkWidget *child,
                    int        natural_width)
{
  TsNaturalBin *self = g_object_new (TS_TYPE_NATURAL_BIN, "child", child, NULL);

  self->natural_width = natural_width;
  return GTK_WIDGET (self);
}
