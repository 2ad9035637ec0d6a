/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* "If it ended now" (ts_games_breakdown_now()) in the random games of every game's property
 * test: what each of them checks, at a sample of its steps and at its end, and what each
 * game's end adds by its rules. */

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "ts-game.h"

G_BEGIN_DECLS

/* Whether step @step of random game @game checks "now": every 16th step (the steps moved on
 * from game to game) of every @every-th game. The sampled games also check it at their end. */
gboolean now_check_due (guint game,
                        guint step,
                        guint every);

/* At @state, a game of @n_players going on: ts_games_breakdown_now() leaves @state as it was
 * (@module's state_equal against a copy taken before) and returns a breakdown of @n_players
 * players, or NULL when @none (The Castles of Burgundy's solo game: no final scoring,
 * CB-SOL-24). Each player's total is at least their score so far, @vp[i] (every game's end only
 * adds), and at least @vp[i] + @adds[i] (what the game's end adds for certain), exactly that
 * when @exact. Returns how many breakdowns it checked (0 or 1). */
guint now_check (const TsGameModule *module,
                 gconstpointer       state,
                 guint               n_players,
                 const int          *vp,
                 const int          *adds,
                 gboolean            exact,
                 gboolean            none);

/* now_check() with each game's score so far and what its end adds, for a game going on:
 * The Castles of Burgundy: at least a VP a goods tile and a silver and one a 2 workers to each
 * player who holds the assets (CB-END-01..03; monasteries and shields add more, CB-END-04,
 * CB-SHD), nothing in the solo game (CB-SOL-24); Kingsburg: exactly the Cathedral's 1 VP a 2
 * goods (KB-BDG-05, KB-END-03); Carcassonne: at least 10 VP a good of which the player has the
 * most (CA-TBE-01/02; the unfinished roads, cities, cloisters and farms add more, CA-BEN-01..05);
 * Caylus 1303: exactly 2 prestige a gold (CY-END-02). */
guint now_check_burgundy (const TsBurgundyState *s);
guint now_check_kingsburg (const TsKingsburgState *s);
guint now_check_carcassonne (const TsCarcassonneState *s);
guint now_check_caylus (const TsCaylusState *s);

/* At a finished @state: "now" is the final breakdown itself (json_node_equal), NULL for a game
 * without one. */
void now_check_final (const TsGameModule *module,
                      gconstpointer       state);

G_END_DECLS
