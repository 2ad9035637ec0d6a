/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ts-paint.h"
#include "ts-stats-chart.h"
#include "ts-tooltip.h"

#define N_BARS 10

struct _TsStatsChart
{
  GtkWidget parent_instance;

  gboolean distribution;
  GArray *points; /* TsStatsChartPoint; for a distribution, series 0 */
};

G_DEFINE_FINAL_TYPE (TsStatsChart, ts_stats_chart, GTK_TYPE_WIDGET)

static void
ts_stats_chart_finalize (GObject *object)
{
  g_clear_pointer (&TS_STATS_CHART (object)->points, g_array_unref);
  G_OBJECT_CLASS (ts_stats_chart_parent_class)->finalize (object);
}

static void
range_of (TsStatsChart *self,
          int          *low,
          int          *high)
{
  *low = 0;
  *high = 1;
  for (guint i = 0; i < self->points->len; i++)
    {
      int value = g_array_index (self->points, TsStatsChartPoint, i).value;

      *low = MIN (*low, value);
      *high = MAX (*high, value);
    }
}

/* A dot of @series' shape: circle, square, diamond, triangle (told apart without colour). */
static void
dot (cairo_t *cr,
     double   x,
     double   y,
     guint    series)
{
  const double r = 3.5;

  switch (series % 4)
    {
    case 0:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      break;
    case 2:
      cairo_move_to (cr, x, y - r - 1);
      cairo_line_to (cr, x + r + 1, y);
      cairo_line_to (cr, x, y + r + 1);
      cairo_line_to (cr, x - r - 1, y);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, x, y - r - 1);
      cairo_line_to (cr, x + r + 1, y + r);
      cairo_line_to (cr, x - r - 1, y + r);
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}

static void
draw_timeline (TsStatsChart *self,
               cairo_t      *cr,
               double        width,
               double        height)
{
  int low, high;
  guint n = self->points->len;

  range_of (self, &low, &high);
  for (guint i = 0; i < n; i++)
    {
      const TsStatsChartPoint *point = &g_array_index (self->points, TsStatsChartPoint, i);
      double x = n > 1 ? 6 + (width - 12) * i / (n - 1) : width / 2;
      double y = height - 6 - (height - 12) * (point->value - low) / (double) (high - low);

      dot (cr, x, y, point->series);
    }
}

static void
draw_distribution (TsStatsChart *self,
                   cairo_t      *cr,
                   double        width,
                   double        height)
{
  int low, high, counts[N_BARS] = { 0 }, top = 1;
  double step;

  range_of (self, &low, &high);
  low = G_MAXINT;
  for (guint i = 0; i < self->points->len; i++)
    low = MIN (low, g_array_index (self->points, TsStatsChartPoint, i).value);
  step = MAX (1.0, (high - low + 1) / (double) N_BARS);
  for (guint i = 0; i < self->points->len; i++)
    {
      int bar = (int) ((g_array_index (self->points, TsStatsChartPoint, i).value - low) / step);

      counts[MIN (bar, N_BARS - 1)]++;
    }
  for (int b = 0; b < N_BARS; b++)
    top = MAX (top, counts[b]);
  for (int b = 0; b < N_BARS; b++)
    {
      double bar_width = width / N_BARS;
      double bar_height = (height - 2) * counts[b] / top;

      cairo_rectangle (cr, b * bar_width + 1, height - bar_height, bar_width - 2, bar_height);
    }
  cairo_fill (cr);
}

static void
ts_stats_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TsStatsChart *self = TS_STATS_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA accent, line;

  if (self->points->len == 0 || width < 24 || height < 24)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ts_paint_lookup_color (widget, "accent_color", "#3584e4", &accent);
  ts_paint_lookup_color (widget, "borders", "rgba(0,0,0,0.15)", &line);
  gdk_cairo_set_source_rgba (cr, &line);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, height - 0.5);
  cairo_line_to (cr, width, height - 0.5);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, &accent);
  if (self->distribution)
    draw_distribution (self, cr, width, height);
  else
    draw_timeline (self, cr, width, height);
  cairo_destroy (cr);
}

static void
ts_stats_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 64;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 64;
}

static void
ts_stats_chart_class_init (TsStatsChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ts_stats_chart_finalize;
  widget_class->snapshot = ts_stats_chart_snapshot;
  widget_class->measure = ts_stats_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "stats-chart");
}

static void
ts_stats_chart_init (TsStatsChart *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (TsStatsChartPoint));
}

static GtkWidget *
chart_new (gboolean    distribution,
           const char *name,
           const char *description)
{
  TsStatsChart *self = g_object_new (TS_TYPE_STATS_CHART, NULL);

  self->distribution = distribution;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  ts_tooltip_set (GTK_WIDGET (self), description);
  return GTK_WIDGET (self);
}

GtkWidget *
ts_stats_chart_new_timeline (GArray     *points,
                             const char *name,
                             const char *description)
{
  GtkWidget *self = chart_new (FALSE, name, description);

  g_array_append_vals (TS_STATS_CHART (self)->points, points->data, points->len);
  return self;
}

GtkWidget *
ts_stats_chart_new_distribution (GArray     *values,
                                 const char *name,
                                 const char *description)
{
  GtkWidget *self = chart_new (TRUE, name, description);

  for (guint i = 0; i < values->len; i++)
    {
      TsStatsChartPoint point = { 0, g_array_index (values, int, i) };

      g_array_append_val (TS_STATS_CHART (self)->points, point);
    }
  return self;
}
