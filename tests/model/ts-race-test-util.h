/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of TsMatch over counter race (test-match.c, test-match-property.c) share, besides
 * ts-match-test-util.h's (every entry's JSON text). */

#include "ts-counter-game.h"
#include "ts-match-test-util.h"
#include "ts-match.h"

/* Ana (red), Bruno (blue), Carla (green), Daniel (yellow): the first @n. */
JsonArray *make_players (guint n);
/* With @halfway, the race has an automatic entry (ts-counter-game.h). */
TsMatch *new_race_full (guint    n_players,
                       int      target,
                       gboolean halfway);
/* Applies @player moving @amount; FALSE with @error when refused. */
gboolean apply (TsMatch *match,
                gint64   player,
                gint64   amount,
                GError **error);
/* The match's player @i (the model keeps it). */
TsMatchPlayer *player_at (TsMatch *match,
                          guint    i);
/* The match is what a fresh replay of its record gives, in every way views can see. */
void assert_equals_fresh_replay (TsMatch *match);
