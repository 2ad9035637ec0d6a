/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of the Castles of Burgundy scores (test-burgundy-score.c,
 * test-burgundy-score-chart.c) share: a whole 2-player match played through TsMatch with random
 * legal entries, with the score page following it. */

#include <adwaita.h>

#include "ts-burgundy.h"
#include "ts-match.h"
#include "ts-score-page.h"

G_BEGIN_DECLS

extern const TsGameModule ts_burgundy_module;

#define N_PLAYERS 2

/* Shared by the tests: one finished match, and the state that waited for phase B's depots. */
extern TsMatch *match;
extern TsBurgundyState *after_phase_a;
extern TsBurgundyState *mid_phase;
extern GtkWidget *page_window;
extern TsScorePage *page;
extern gboolean enabled_before_end;

/* Ana (blue) and Bruno (white). */
JsonArray *new_players (void);
/* How many mines @player's duchy holds. */
guint count_mines (const TsBurgundyState *state,
                  guint                  player);
/* TRUE when all three score actions are enabled, FALSE when none is (mixed fails). */
gboolean actions_enabled (void);

/* ts_ui_test_init() with GTK's test accessibility backend (the chart's accessible description
 * is read back through it), then the whole match played: with @png, the page in phase C as a
 * PNG. */
void score_test_init (int      *argc,
                      char   ***argv,
                      gboolean  png);
/* g_test_run(), then: nothing keeps the page or the match alive once the window is gone. */
int score_test_run (void);

G_END_DECLS
