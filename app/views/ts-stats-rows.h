/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-stats.h"

G_BEGIN_DECLS

/* The statistics page's rows (ts-stats-page.c): a player's and a game's, each an expander
 * whose rows say the figures in words. */

/* “4 played · 2 won (50%) · best 131 VP · average 104.3 VP · last 98 VP” (transfer full) */
char *ts_stats_rows_player_game_text (const TsStatsPlayerGame *game);
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
