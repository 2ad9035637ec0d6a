/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-vp-chart.c (the series, the widget) and ts-vp-chart-draw.c (drawing it)
 * only. */

#include "ts-game-views.h"
#include "ts-vp-chart.h"

G_BEGIN_DECLS

#define MAX_PLAYERS 8

/* Where a drawing put a player's mark: its disc's centre and radius (0: none drawn). */
typedef struct
{
  double x, y, radius;
} TsVpChartSpot;

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
  char *marks[MAX_PLAYERS]; /* ts_match_player_get_mark() */
  GdkRGBA colors[MAX_PLAYERS];

  /* If it ended now (ts_vp_chart_set_now()): the first n_now players' projected totals. */
  guint n_now;
  int now[MAX_PLAYERS];

  /* What the last drawing did: the VP at the top of the axis, each player's mark. */
  int drawn_top;
  TsVpChartSpot spots[MAX_PLAYERS];
};


/* ts-vp-chart-draw.c: draws the chart into a @width x @height area (the widget's snapshot). */
void ts_vp_chart_draw (TsVpChart *self,
                       cairo_t   *cr,
                       double     width,
                       double     height);
/* Whether the chart shows where each player would stand if the game ended now: it was given
 * totals, something has been played and the game is not over. */
gboolean ts_vp_chart_shows_now (TsVpChart *self);

/* For tests: what the last drawing did (see above); NULL for no such player. */
int ts_vp_chart_get_drawn_top (TsVpChart *self);
const TsVpChartSpot *ts_vp_chart_get_spot (TsVpChart *self,
                                           guint      player);

G_END_DECLS
