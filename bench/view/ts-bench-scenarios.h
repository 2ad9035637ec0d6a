/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* One game's scenario: everything the generic loop needs to know about it. */
typedef struct
{
  const char *name;      /* --game */
  const char *module_id; /* ts_games_lookup() */
  const char *scenario;  /* in the report */
  guint n_players;
  const char *const *options; /* boolean options set on */
  gsize entry_size;
  gboolean (*random_entry) (gconstpointer state, GRand *rand, gpointer entry);
  /* TRUE once the random game stands where the measured entries start. */
  gboolean (*reached) (gconstpointer state);
} BenchGame;

/* The four games' scenarios: where each page is timed. */
#define TS_BENCH_N_GAMES 4
extern const BenchGame ts_bench_games[TS_BENCH_N_GAMES];

/* Applies the random @entry of @game through @match, which must take it. */
void ts_bench_apply_random (TsMatch *match, const BenchGame *game, gpointer entry);
/* A new match of @game played at random to its scenario; NULL when the game ended first.
 * With @save_dir, from there on each entry is saved to a record in it, as at the table. */
TsMatch *ts_bench_scenario_match (const BenchGame *game, GRand *rand, const char *save_dir);

G_END_DECLS
