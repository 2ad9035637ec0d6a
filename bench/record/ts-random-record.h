/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* A complete game of The Castles of Burgundy for @n_players, every table event and decision
 * drawn from @seed by the engine's random-game helper (ts_burgundy_random_entry()), played
 * through a TsMatch. For benchmarks and tests; never used at the table. */
TsMatch *ts_random_record_burgundy (guint    n_players,
                                    guint    seed,
                                    GError **error);

/* The same with @options (the record's "options": modules such as "shields"; NULL for the
 * base game). */
TsMatch *ts_random_record_burgundy_with_options (guint       n_players,
                                                 JsonObject *options,
                                                 guint       seed,
                                                 GError    **error);

/* The same for Kingsburg (2-5 players), with ts_kingsburg_random_entry(). */
TsMatch *ts_random_record_kingsburg (guint    n_players,
                                     guint    seed,
                                     GError **error);

/* The same with @options (the record's "options": an earlier reading, say; NULL for none). */
TsMatch *ts_random_record_kingsburg_with_options (guint       n_players,
                                                  JsonObject *options,
                                                  guint       seed,
                                                  GError    **error);

/* The same for Carcassonne (2-5 players) with @options (the record's "options", NULL for
 * the base game alone), with ts_carcassonne_random_entry(). */
TsMatch *ts_random_record_carcassonne (guint       n_players,
                                       JsonObject *options,
                                       guint       seed,
                                       GError    **error);

/* The same for Caylus 1303 (2-5 players) with @options (the record's "options", NULL for the
 * shipped components), with ts_caylus_random_entry(): every setup tile, the first player and
 * the characters are drawn too. */
TsMatch *ts_random_record_caylus (guint       n_players,
                                  JsonObject *options,
                                  guint       seed,
                                  GError    **error);

G_END_DECLS
