/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The statistics page's small charts (issue 27): a player's scores in one game over time (a
 * dot a game, joined, on axes labelled with the game's points and the days, issue 41) or a
 * game's score distribution (a bar per range of scores). Drawn with cairo in the theme's
 * colours; its accessible description gives the figures in words. */

#define TS_TYPE_STATS_CHART (ts_stats_chart_get_type ())

G_DECLARE_FINAL_TYPE (TsStatsChart, ts_stats_chart, TS, STATS_CHART, GtkWidget)

/* One value: when (unix seconds; a timeline's x) and the score. */
typedef struct
{
  gint64 time;
  int value;
} TsStatsChartPoint;

/* An empty timeline: ts_stats_chart_set_timeline() gives it its game's scores. */
GtkWidget *ts_stats_chart_new_timeline (void);
/* @points (TsStatsChartPoint) in time order, all of one game whose points are @unit (“VP”);
 * @name and @description are the chart's accessible name and description. */
void ts_stats_chart_set_timeline (TsStatsChart *self,
                                  GArray       *points,
                                  const char   *unit,
                                  const char   *name,
                                  const char   *description);
/* @values (int), in any order, drawn as a histogram of up to 10 bars. */
GtkWidget *ts_stats_chart_new_distribution (GArray     *values,
                                            const char *name,
                                            const char *description);

/* “20/11/2026”: a day as the chart's axis and descriptions write it (the locale's). */
char *ts_stats_chart_format_day (gint64 time);

/* For tests: the texts on a timeline's axes: the unit, the scores on the y axis (highest
 * first), then the days on the x axis (oldest first). */
const char *const *ts_stats_chart_get_axis_labels (TsStatsChart *self);
guint ts_stats_chart_get_n_points (TsStatsChart *self);

G_END_DECLS
