/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The games ts-bench-open opens (docs/benchmarks.md, "Opening a game"). */
typedef enum
{
  TS_BENCH_GAME_BURGUNDY,
  TS_BENCH_GAME_KINGSBURG,
  TS_BENCH_GAME_CARCASSONNE,
  TS_BENCH_GAME_CAYLUS,
  TS_BENCH_N_GAMES,
} TsBenchGame;

/* "burgundy", "kingsburg", "carcassonne", "caylus". */
const char *ts_bench_game_id (TsBenchGame game);

/* Writes a complete 4-player game of @game (the engines' random helpers, seed 7) as today's
 * build saves it, into @dir as ID.json, and prints a line on it. Returns the path. */
char *ts_bench_write_game (TsBenchGame game,
                           const char *dir,
                           GError    **error);

/* Writes an old record of @game into @dir as old-ID.json: a complete 4-player game played
 * under every earlier reading that applies to it, saved as a build before the readings
 * (issue 40) saved it: record version 2, without "readings", "times" or persons, the
 * earlier readings not in its options. Opening it, the app infers its readings and finds
 * the line "Kept under an earlier reading: …" (replays under both readings); the seed is the
 * first from 7 whose game says that line today. Prints a line on it, the line among it.
 * Returns the path. */
char *ts_bench_write_old_game (TsBenchGame game,
                               const char *dir,
                               GError    **error);

G_END_DECLS
