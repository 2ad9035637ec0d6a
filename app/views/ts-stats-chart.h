/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The statistics page's small charts (issue 27): a player's scores over time (one dot a game,
 * joined per game) or a game's score distribution (a bar per range of scores). Drawn with
 * cairo in the theme's colours; its accessible description gives every figure in words. */

#define TS_TYPE_STATS_CHART (ts_stats_chart_get_type ())

G_DECLARE_FINAL_TYPE (TsStatsChart, ts_stats_chart, TS, STATS_CHART, GtkWidget)

/* One value: @series (0-3: which game, for the dot's shape) and the score. */
typedef struct
{
  guint series;
  int value;
} TsStatsChartPoint;

/* @points in time order (TsStatsChartPoint). */
GtkWidget *ts_stats_chart_new_timeline (GArray     *points,
                                        const char *name,
                                        const char *description);
/* @values (int), in any order, drawn as a histogram of up to 10 bars. */
GtkWidget *ts_stats_chart_new_distribution (GArray     *values,
                                            const char *name,
                                            const char *description);

G_END_DECLS
