/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-sticky-bin.h"

/* Widths the heights are kept for: enough for the widths a layout asks about, while a
 * window being resized does not grow the table without end. */
#define MAX_WIDTHS 32

struct _TsStickyBin
{
  AdwBin parent_instance;

  GHashTable *heights; /* width (for_size) -> Height */
};

typedef struct
{
  int minimum;
  int natural;
} Height;

G_DEFINE_FINAL_TYPE (TsStickyBin, ts_sticky_bin, ADW_TYPE_BIN)

GtkWidget *
ts_sticky_bin_new (void)
{
  return g_object_new (TS_TYPE_STICKY_BIN, NULL);
}

static void
ts_sticky_bin_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TsStickyBin *self = TS_STICKY_BIN (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  Height *kept;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation != GTK_ORIENTATION_VERTICAL)
    return;
  kept = g_hash_table_lookup (self->heights, GINT_TO_POINTER (for_size));
  if (kept == NULL)
    {
      if (g_hash_table_size (self->heights) >= MAX_WIDTHS)
        g_hash_table_remove_all (self->heights);
      kept = g_new0 (Height, 1);
      g_hash_table_insert (self->heights, GINT_TO_POINTER (for_size), kept);
    }
  kept->minimum = *minimum = MAX (kept->minimum, *minimum);
  kept->natural = *natural = MAX (kept->natural, *natural);
}

/* Its child's: a form that folds on a phone (TsFoldBox) is asked its height for the width it
 * has, not for none, which is its tallest, folded one (issue 54). */
static GtkSizeRequestMode
ts_sticky_bin_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
ts_sticky_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  int natural = 0;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  /* At the top, as tall as it asks: the rest of the kept height stays empty below it. */
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  gtk_widget_allocate (child, width, MIN (natural, height), -1, NULL);
}

static void
ts_sticky_bin_finalize (GObject *object)
{
  g_hash_table_unref (TS_STICKY_BIN (object)->heights);
  G_OBJECT_CLASS (ts_sticky_bin_parent_class)->finalize (object);
}

static void
ts_sticky_bin_class_init (TsStickyBinClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = ts_sticky_bin_measure;
  GTK_WIDGET_CLASS (klass)->get_request_mode = ts_sticky_bin_get_request_mode;
  GTK_WIDGET_CLASS (klass)->size_allocate = ts_sticky_bin_size_allocate;
  G_OBJECT_CLASS (klass)->finalize = ts_sticky_bin_finalize;
}

static void
ts_sticky_bin_init (TsStickyBin *self)
{
  self->heights = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  /* AdwBin lays its child out with a GtkBinLayout: measure and size_allocate above instead. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}
