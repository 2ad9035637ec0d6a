/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* What the model tests of every real game do with a TsMatch. */

/* A new match of @game_id for Ana (red) and Bruno (blue), "Short game", @options_json an
 * object ("{}" for none); no autosave. */
TsMatch *ts_match_test_new (const char *game_id,
                            const char *options_json);
/* Parses and applies an entry, failing the test with the refusal. */
void ts_match_test_apply_json (TsMatch    *match,
                               const char *json);
/* Every entry's JSON text, in order. */
GStrv ts_match_test_entry_texts (TsMatch *match);
/* @player's score as the match shows it. */
int ts_match_test_score (TsMatch *match,
                         guint    player);
/* Saves @match as @name in the user data folder and loads it back: the same game, state,
 * entries, pending words, winner and scores. Returns the loaded match. */
TsMatch *ts_match_test_save_and_load (TsMatch    *match,
                                      const char *name);

G_END_DECLS
