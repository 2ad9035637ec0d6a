/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsVpChart:
 *
 * Every player's VP over the 25 rounds (5 phases x 5 rounds), one line per player in their
 * colour, with the final scoring as a last step once the game is over. Drawn with
 * GtkSnapshot; its accessible description reads the VP at the end of each phase.
 */
#define TS_TYPE_VP_CHART (ts_vp_chart_get_type ())
G_DECLARE_FINAL_TYPE (TsVpChart, ts_vp_chart, TS, VP_CHART,
                      GtkWidget)

GtkWidget *ts_vp_chart_new (void);
/* Follows @match (redraws on TsMatch::changed); NULL detaches. */
void ts_vp_chart_set_match (TsVpChart *self,
                                     TsMatch           *match);

/* The series drawn: @vp[p][r] is player p's VP at the end of round r (0..24); r = 25 is the
 * total after the final scoring. Returns how many rounds have been played (entries of r at
 * or past it are not meaningful). For tests. */
guint ts_vp_chart_get_series (TsVpChart *self,
                                       int                vp[4][26]);

G_END_DECLS
