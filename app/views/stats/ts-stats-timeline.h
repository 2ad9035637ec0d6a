/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-stats-chart.h"
#include "ts-stats.h"

G_BEGIN_DECLS

/* A player's scores over time on the statistics page, one game at a time (issue 41): a
 * drop-down of the games they finished (when there is more than one), the chart of the chosen
 * game's scores on axes of its own points and days, and under it in words what it shows.
 * A GtkListBoxRow for the player's row; it keeps @stats. */
GtkWidget *ts_stats_timeline_new (TsStats             *stats,
                                  const TsStatsPlayer *player);

/* For tests: the drop-down (NULL when the player finished one game only), the chart and the
 * caption under it. */
GtkDropDown *ts_stats_timeline_get_game_dropdown (GtkWidget *row);
TsStatsChart *ts_stats_timeline_get_chart (GtkWidget *row);
const char *ts_stats_timeline_get_caption (GtkWidget *row);

G_END_DECLS
