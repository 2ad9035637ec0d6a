/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-vp-chart.c (the series, the widget) and ts-vp-chart-draw.c (drawing it)
 * only. */

#include "ts-game-views.h"
#include "ts-vp-chart.h"

G_BEGIN_DECLS

#define MAX_PLAYERS 8

struct _TsVpChart
{
  GtkWidget parent_instance;

  gboolean dirty; /* the match changed since the series was worked out */
  TsMatch *match; /* owned; followed through ::changed */
  const TsGameSteps *steps; /* the game's (TsGameView), or NULL: one step per entry */

  /* The series, recomputed on every change of the match: vp[p] holds n_steps + 1 values,
   * the last one after the final scoring. */
  guint n_players;
  guint n_steps;
  guint group_size; /* 0: no groups */
  guint n_played;
  gboolean finished;
  int *vp[MAX_PLAYERS];
  char *names[MAX_PLAYERS];
  GdkRGBA colors[MAX_PLAYERS];
};


/* ts-vp-chart-draw.c: draws the chart into a @width x @height area (the widget's snapshot). */
void ts_vp_chart_draw (TsVpChart *self,
                       cairo_t   *cr,
                       double     width,
                       double     height);

G_END_DECLS
