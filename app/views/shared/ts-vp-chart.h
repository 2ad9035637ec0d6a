/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsVpChart:
 *
 * Every player's VP over the game, one line per player in their colour, with the final
 * scoring as a last point once the game is over. Colour never tells the players apart alone:
 * each line has its own point shape (the legend shows it), and ends on a disc in the
 * player's colour with their mark (ts_match_player_get_mark()) in it. Drawn with GtkSnapshot;
 * its accessible description reads the VP at the end of each group of steps.
 *
 * The x axis is the game's steps (TsGameSteps of its TsGameView): Burgundy's 25 rounds shaded
 * by phase (a roll starts a round), Kingsburg's 5 years of 8 phases. A step's VP is every VP
 * ledger line made up to its end (a line counts in the step its entry was made in), except
 * the lines of the final scoring (TsGameSteps.is_final_scoring), which only the last point
 * counts. A game without steps gets one step per entry.
 */
#define TS_TYPE_VP_CHART (ts_vp_chart_get_type ())
G_DECLARE_FINAL_TYPE (TsVpChart, ts_vp_chart, TS, VP_CHART,
                      GtkWidget)

GtkWidget *ts_vp_chart_new (void);
/* Follows @match (redraws on TsMatch::changed); NULL detaches. */
void ts_vp_chart_set_match (TsVpChart *self,
                            TsMatch   *match);
/* "If it ended now": @totals[p] is player p's total if the game ended after its last entry
 * (ts_match_dup_breakdown_now()), for the first @n_totals players. Each of their lines goes
 * on from its last point as a dashed segment to a point one step to the right at that total,
 * which bears their mark instead of the line's end; the VP axis reaches the highest total,
 * and the accessible description ends with them. NULL removes them, as does another match.
 * Shown while the game goes on only: a finished game ends on its final scoring. */
void ts_vp_chart_set_now (TsVpChart *self,
                          const int *totals,
                          guint      n_totals);

/* The series drawn for @player: n_steps + 1 values, the VP at the end of each step and, last,
 * the total after the final scoring (0 until the game is over); NULL for no such player.
 * *@n_played is how many steps have started (later values are not meaningful). For tests. */
const int *ts_vp_chart_get_series (TsVpChart *self,
                                   guint      player,
                                   guint     *n_steps,
                                   guint     *n_played);

G_END_DECLS
