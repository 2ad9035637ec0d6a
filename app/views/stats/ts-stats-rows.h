/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-stats.h"

G_BEGIN_DECLS

/* The statistics page's rows (ts-stats-page.c): a player's and a game's, each an expander
 * whose rows say the figures in words. */

/* The rows' texts (transfer full). Each count has a plural of its own (issue 41). */
/* “4 played · 2 won (50%) · best 131 VP · average 104.3 VP · last 98 VP” */
char *ts_stats_rows_player_game_text (const TsStatsPlayerGame *game);
/* A player's summary: “10 games · 1 won (10%) · 2 in progress” */
char *ts_stats_rows_player_text (const TsStatsPlayer *player);
/* A game's summary: “4 finished · 1 in progress” */
char *ts_stats_rows_game_text (const TsStatsGame *game);
/* Where a player's points come from in a game, a line a category: “Cities: 30.0 VP a game
 * (46%), table 25.0”; a category that takes points away gives its negative part of the points
 * won: “Battles: -2.5 VP a game (-6% of the points won), table -1.8” */
char *ts_stats_rows_shares_text (const TsStatsPlayerGame *game);
/* Head to head between the players of ids @a and @b: “4 games together: Ana ahead 1 time,
 * Bruno ahead 3 times, tied 0 times.” */
char *ts_stats_rows_duel_text (TsStats    *stats,
                               const char *a,
                               const char *b);
/* “1 h 25 min”, “40 minutes” (transfer full) */
char *ts_stats_rows_duration_text (gint64 seconds);

/* The rows inside are made when the row is first opened; they keep @stats. */
GtkWidget *ts_stats_rows_player_new (TsStats             *stats,
                                     const TsStatsPlayer *player);
/* @open(@record_game's file, @data) is the record score's link. */
GtkWidget *ts_stats_rows_game_new (TsStats           *stats,
                                   const TsStatsGame *game,
                                   void (*open) (GFile *file, gpointer data),
                                   gpointer data);

G_END_DECLS
