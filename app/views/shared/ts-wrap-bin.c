/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-wrap-bin.h"

#include "ts-after-paint.h"

struct _TsWrapBin
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (TsWrapBin, ts_wrap_bin, ADW_TYPE_BIN)

GtkWidget *
ts_wrap_bin_new (GtkWidget *child)
{
  return g_object_new (TS_TYPE_WRAP_BIN, "child", child, NULL);
}

/* A window has painted its first frame: the fonts a least width in characters measures with
 * are made (ts-font-warm.c) by then. */
static gboolean first_frame_painted;

static void
set_least (GtkWidget *label)
{
  first_frame_painted = TRUE;
  gtk_label_set_width_chars (GTK_LABEL (label), TS_WRAP_LEAST_CHARS);
}

void
ts_wrap_label_least (GtkLabel *label)
{
  /* A width in characters is measured with the font's metrics, a fontconfig search the font
   * thread has not made yet before the first frame: the labels of that frame take it after. */
  if (first_frame_painted)
    set_least (GTK_WIDGET (label));
  else
    ts_after_paint (GTK_WIDGET (label), set_least);
}

static GtkSizeRequestMode
ts_wrap_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_wrap_bin_measure (GtkWidget      *widget,
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
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  /* The width for any height: the child's width-for-height is what costs. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;
  gtk_widget_measure (child, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
ts_wrap_bin_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
ts_wrap_bin_class_init (TsWrapBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = ts_wrap_bin_get_request_mode;
  widget_class->measure = ts_wrap_bin_measure;
  widget_class->size_allocate = ts_wrap_bin_size_allocate;
}

static void
ts_wrap_bin_init (TsWrapBin *self)
{
  /* AdwBin lays its child out with a GtkBinLayout: measure and size_allocate above instead. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}
