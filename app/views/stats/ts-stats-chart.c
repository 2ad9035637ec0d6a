/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ts-paint.h"
#include "ts-stats-chart.h"
#include "ts-tooltip.h"

#define N_BARS 10
/* Space between the axes' texts and the plot, and around the plot's dots. */
#define GAP 6
#define DOT_ROOM 6
#define DAY (24 * 3600)

struct _TsStatsChart
{
  GtkWidget parent_instance;

  gboolean distribution;
  GArray *points; /* TsStatsChartPoint */
  /* A timeline's axes: the unit, then n_ticks scores (highest first), then n_days days. */
  GStrv labels;
  guint n_ticks;
  guint n_days;
  int ticks[3];
};

G_DEFINE_FINAL_TYPE (TsStatsChart, ts_stats_chart, GTK_TYPE_WIDGET)

static void
ts_stats_chart_finalize (GObject *object)
{
  TsStatsChart *self = TS_STATS_CHART (object);

  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->labels, g_strfreev);
  G_OBJECT_CLASS (ts_stats_chart_parent_class)->finalize (object);
}

char *
ts_stats_chart_format_day (gint64 time)
{
  g_autoptr(GDateTime) day = g_date_time_new_from_unix_local (time);

  return day != NULL ? g_date_time_format (day, "%x") : g_strdup ("");
}

/* The lowest and highest score, a range around them when they are one. */
static void
range_of (TsStatsChart *self,
          int          *low,
          int          *high)
{
  *low = G_MAXINT;
  *high = G_MININT;
  for (guint i = 0; i < self->points->len; i++)
    {
      int value = g_array_index (self->points, TsStatsChartPoint, i).value;

      *low = MIN (*low, value);
      *high = MAX (*high, value);
    }
  if (self->points->len == 0)
    *low = *high = 0;
  if (*low == *high)
    {
      (*low)--;
      (*high)++;
    }
}

static void
time_range (TsStatsChart *self,
            gint64       *first,
            gint64       *last)
{
  guint n = self->points->len;

  *first = n > 0 ? g_array_index (self->points, TsStatsChartPoint, 0).time : 0;
  *last = n > 0 ? g_array_index (self->points, TsStatsChartPoint, n - 1).time : 0;
}

static PangoLayout *
layout_of (TsStatsChart *self,
           const char   *text,
           int          *width,
           int          *height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_layout_get_pixel_size (layout, width, height);
  return layout;
}

/* The widest of the y axis's texts (the unit and the scores), and a line's height. */
static void
gutter (TsStatsChart *self,
        int          *width,
        int          *line)
{
  *width = 0;
  *line = 0;
  for (guint i = 0; i < 1 + self->n_ticks; i++)
    {
      int w, h;
      g_autoptr(PangoLayout) layout = layout_of (self, self->labels[i], &w, &h);

      *width = MAX (*width, w);
      *line = MAX (*line, h);
    }
}

static int
day_width (TsStatsChart *self,
           guint         k)
{
  int w, h;
  g_autoptr(PangoLayout) layout = layout_of (self, self->labels[1 + self->n_ticks + k], &w, &h);

  return w;
}

static void
text_at (GtkSnapshot   *snapshot,
         PangoLayout   *layout,
         double         x,
         double         y,
         const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

typedef struct
{
  double left, right, top, bottom;
  int low, high;
  gint64 first, last;
} Plot;

static double
plot_x (const Plot *plot,
        gint64      time,
        guint       i,
        guint       n)
{
  double span = plot->right - plot->left - DOT_ROOM;

  if (plot->last > plot->first)
    return plot->left + DOT_ROOM + span * (time - plot->first) / (double) (plot->last - plot->first);
  return n > 1 ? plot->left + DOT_ROOM + span * i / (n - 1) : (plot->left + plot->right) / 2;
}

static double
plot_y (const Plot *plot,
        int         value)
{
  return plot->bottom - DOT_ROOM
         - (plot->bottom - plot->top - 2 * DOT_ROOM) * (value - plot->low)
               / (double) (plot->high - plot->low);
}

/* The plot between the axes: the unit above the scores on the left, the days below; the
 * first day starts at the plot's left edge and the last ends at the chart's right edge, so
 * neither is cut; the middle one is drawn only where it meets neither. */
static void
draw_timeline (TsStatsChart  *self,
               GtkSnapshot   *snapshot,
               double         width,
               double         height,
               const GdkRGBA *ink,
               const GdkRGBA *line,
               const GdkRGBA *accent)
{
  Plot plot;
  int gutter_width, text_h;
  guint n = self->points->len;
  cairo_t *cr;

  range_of (self, &plot.low, &plot.high);
  time_range (self, &plot.first, &plot.last);
  gutter (self, &gutter_width, &text_h);
  plot.left = gutter_width + GAP;
  plot.top = text_h + GAP;
  plot.bottom = height - text_h - GAP;
  plot.right = width - DOT_ROOM;
  if (plot.bottom - plot.top < 16 || plot.right - plot.left < 32)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_cairo_set_source_rgba (cr, line);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, plot.left + 0.5, plot.top);
  cairo_line_to (cr, plot.left + 0.5, plot.bottom + 0.5);
  cairo_line_to (cr, width, plot.bottom + 0.5);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, accent);
  cairo_set_line_width (cr, 1.5);
  for (guint i = 0; i < n; i++)
    {
      const TsStatsChartPoint *point = &g_array_index (self->points, TsStatsChartPoint, i);

      cairo_line_to (cr, plot_x (&plot, point->time, i, n), plot_y (&plot, point->value));
    }
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      const TsStatsChartPoint *point = &g_array_index (self->points, TsStatsChartPoint, i);

      cairo_arc (cr, plot_x (&plot, point->time, i, n), plot_y (&plot, point->value), 3.5, 0,
                 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);

  /* The unit, above the scores. */
  {
    int w, h;
    g_autoptr(PangoLayout) layout = layout_of (self, self->labels[0], &w, &h);

    text_at (snapshot, layout, gutter_width - w, 0, ink);
  }
  for (guint k = 0; k < self->n_ticks; k++)
    {
      int w, h;
      g_autoptr(PangoLayout) layout = layout_of (self, self->labels[1 + k], &w, &h);
      double y = plot_y (&plot, self->ticks[k]) - h / 2.0;

      text_at (snapshot, layout, gutter_width - w, CLAMP (y, plot.top - h / 2.0, plot.bottom - h),
               ink);
    }
  for (guint k = 0; k < self->n_days; k++)
    {
      int w, h;
      g_autoptr(PangoLayout) layout = layout_of (self, self->labels[1 + self->n_ticks + k], &w,
                                                 &h);
      double x;

      if (self->n_days == 1)
        x = CLAMP ((plot.left + plot.right - w) / 2, plot.left, MAX (plot.left, width - w));
      else if (k == 0)
        x = plot.left;
      else if (k + 1 == self->n_days)
        x = MAX (plot.left, width - w);
      else
        {
          double room = width - plot.left - day_width (self, 0) - day_width (self, 2);

          if (room < w + 4 * GAP)
            continue;
          x = plot.left + (width - plot.left - w) / 2;
        }
      text_at (snapshot, layout, x, height - h, ink);
    }
}

static void
draw_distribution (TsStatsChart *self,
                   cairo_t      *cr,
                   double        width,
                   double        height)
{
  int low = G_MAXINT, high = G_MININT, counts[N_BARS] = { 0 }, top = 1;
  double step;

  for (guint i = 0; i < self->points->len; i++)
    {
      low = MIN (low, g_array_index (self->points, TsStatsChartPoint, i).value);
      high = MAX (high, g_array_index (self->points, TsStatsChartPoint, i).value);
    }
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
  GdkRGBA accent, line, ink;

  if (self->points->len == 0 || width < 24 || height < 24)
    return;
  ts_paint_lookup_color (widget, "accent_color", "#3584e4", &accent);
  ts_paint_lookup_color (widget, "borders", "rgba(0,0,0,0.15)", &line);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  if (!self->distribution)
    {
      if (self->labels != NULL)
        draw_timeline (self, snapshot, width, height, &ink, &line, &accent);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_cairo_set_source_rgba (cr, &line);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, height - 0.5);
  cairo_line_to (cr, width, height - 0.5);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, &accent);
  draw_distribution (self, cr, width, height);
  cairo_destroy (cr);
}

/* A timeline is at least as wide as its y axis's texts and its first and last days side by
 * side, so that none of them is cut; as tall as two lines of text and a plot. */
static void
ts_stats_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TsStatsChart *self = TS_STATS_CHART (widget);
  int left = 0, line = 0, days = 0;

  if (self->distribution || self->labels == NULL)
    {
      *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 64;
      *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 64;
      return;
    }
  gutter (self, &left, &line);
  for (guint k = 0; k < self->n_days; k++)
    if (k == 0 || k + 1 == self->n_days)
      days += day_width (self, k) + 4 * GAP;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (120, left + GAP + days);
      *natural = MAX (480, *minimum);
    }
  else
    {
      *minimum = 2 * (line + GAP) + 64;
      *natural = 2 * (line + GAP) + 120;
    }
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

static void
describe (TsStatsChart *self,
          const char   *name,
          const char   *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  ts_tooltip_set (GTK_WIDGET (self), description);
}

static GtkWidget *
chart_new (gboolean distribution)
{
  TsStatsChart *self = g_object_new (TS_TYPE_STATS_CHART, NULL);

  self->distribution = distribution;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  return GTK_WIDGET (self);
}

GtkWidget *
ts_stats_chart_new_timeline (void)
{
  return chart_new (FALSE);
}

void
ts_stats_chart_set_timeline (TsStatsChart *self,
                             GArray       *points,
                             const char   *unit,
                             const char   *name,
                             const char   *description)
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  int low, high;
  gint64 first, last;

  g_return_if_fail (TS_IS_STATS_CHART (self) && !self->distribution);

  g_array_set_size (self->points, 0);
  g_array_append_vals (self->points, points->data, points->len);
  range_of (self, &low, &high);
  time_range (self, &first, &last);
  g_strv_builder_add (labels, unit);
  /* The scores: the highest, the middle when there is room for one, the lowest. */
  self->n_ticks = 0;
  self->ticks[self->n_ticks++] = high;
  if (high - low >= 4)
    self->ticks[self->n_ticks++] = low + (high - low) / 2;
  self->ticks[self->n_ticks++] = low;
  for (guint k = 0; k < self->n_ticks; k++)
    {
      g_autofree char *text = g_strdup_printf ("%d", self->ticks[k]);

      g_strv_builder_add (labels, text);
    }
  /* The days: the first, the middle of the time and the last, each when it is a day of its
   * own. */
  {
    g_autofree char *first_day = ts_stats_chart_format_day (first);
    g_autofree char *middle_day = ts_stats_chart_format_day (first + (last - first) / 2);
    g_autofree char *last_day = ts_stats_chart_format_day (last);
    gboolean two = g_strcmp0 (first_day, last_day) != 0;
    gboolean three = two && last - first > 2 * DAY && g_strcmp0 (middle_day, first_day) != 0
                     && g_strcmp0 (middle_day, last_day) != 0;

    self->n_days = 1 + two + three;
    g_strv_builder_add (labels, first_day);
    if (three)
      g_strv_builder_add (labels, middle_day);
    if (two)
      g_strv_builder_add (labels, last_day);
  }
  g_clear_pointer (&self->labels, g_strfreev);
  self->labels = g_strv_builder_end (labels);
  describe (self, name, description);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GtkWidget *
ts_stats_chart_new_distribution (GArray     *values,
                                 const char *name,
                                 const char *description)
{
  GtkWidget *self = chart_new (TRUE);

  for (guint i = 0; i < values->len; i++)
    {
      TsStatsChartPoint point = { 0, g_array_index (values, int, i) };

      g_array_append_val (TS_STATS_CHART (self)->points, point);
    }
  describe (TS_STATS_CHART (self), name, description);
  return self;
}

const char *const *
ts_stats_chart_get_axis_labels (TsStatsChart *self)
{
  g_return_val_if_fail (TS_IS_STATS_CHART (self), NULL);
  return (const char *const *) self->labels;
}

guint
ts_stats_chart_get_n_points (TsStatsChart *self)
{
  g_return_val_if_fail (TS_IS_STATS_CHART (self), 0);
  return self->points->len;
}
