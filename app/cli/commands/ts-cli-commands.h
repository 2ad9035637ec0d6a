/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* tableside-cli's commands, one a file (or two: stats and its BG Stats part), each above
 * the helpers of ts-cli-common.h; ts-cli.c dispatches to them. */

#include "ts-cli-common.h"
#include "ts-imported-plays.h"
#include "ts-people.h"

G_BEGIN_DECLS

/* `moves FILE` (ts-cli-moves.c), as text or JSON; the exit status. */
int ts_cli_moves (GFile   *file,
                  gboolean json);
/* `sheet FILE` (ts-cli-sheet.c): a final-scoring sheet of any game read, checked and scored,
 * as text or JSON; the exit status. */
int ts_cli_sheet (GFile   *file,
                  gboolean json);
/* `bench FILE` (ts-cli-bench.c), @runs times each step, as text or JSON; the exit status. */
int ts_cli_bench (GFile   *file,
                  gboolean json,
                  int      runs);

/* `check FILE` or `check FOLDER` (ts-cli-check.c), as text or JSON; the exit status. */
int ts_cli_check (GFile   *file,
                  gboolean json);

/* `score`: each player's totals of the resources the game keeps and @ledger (of @match)
 * summed per cause, printed; or the same as JSON (transfer full). */
/* @now: with where each player would stand if the game ended now (ts_games_breakdown_now()). */
void ts_cli_score_text (TsMatch   *match,
                        GPtrArray *ledger,
                        GFile     *file,
                        gboolean   now);
JsonNode *ts_cli_score_json (TsMatch   *match,
                             GPtrArray *ledger,
                             GFile     *file,
                             gboolean   now);

/* `board check FILE...` (ts-cli-board.c): @argv from the program name on; exit status.
 * The summary is translated, for the main help's list of commands. */
int ts_cli_board_main (int    argc,
                       char **argv);
const char *ts_cli_board_summary (void);

/* `serve RECORD` (ts-cli-serve.c): @argv from the program name on; exit status. */
int ts_cli_serve_main (int    argc,
                       char **argv);
const char *ts_cli_serve_summary (void);

/* `stats [FOLDER]` (ts-cli-stats.c): @argv from the program name on; exit status. */
int ts_cli_stats_main (int    argc,
                       char **argv);
const char *ts_cli_stats_summary (void);

/* BG Stats out and in (ts-cli-bgstats.c), for `stats`; each returns the exit status. */
int ts_cli_bgstats_export (GListModel      *infos,
                           TsImportedPlays *imported,
                           TsPeople        *people,
                           const char      *path);
int ts_cli_bgstats_import (const char      *path,
                           TsPeople        *people,
                           TsImportedPlays *imported,
                           GListModel      *saved,
                           char           **keep_apart,
                           gboolean         dry_run);
int ts_cli_imports_list (TsImportedPlays *imported);
int ts_cli_imports_remove (TsImportedPlays *imported,
                           const char      *id);

/* `sheet` (ts-cli-sheet.c): the breakdown of a scored sheet printed as text. */
void ts_cli_sheet_text (JsonNode   *breakdown,
                        const char *name);
/* The same for a Carcassonne final-map sheet: each player's lines, then every feature scored
 * at the end with its holders, then the farms explained city by city. */
void ts_cli_carcassonne_sheet_text (JsonNode   *breakdown,
                                    const char *name);
/* A Kingsburg or Caylus 1303 sheet (@game: the sheet's "game"), the file's @contents read,
 * checked and scored: its breakdown as JSON, or as text (each player's total and lines, and
 * Kingsburg's tie-break facts). Returns the exit status: 0, or 1 with the refusal printed. */
int ts_cli_lines_sheet (const char *game,
                        const char *contents,
                        gsize       length,
                        const char *name,
                        gboolean    json);
/* `sheet --of RECORD [OUT]` (ts-cli-sheet-of.c): the final-scoring sheet of a finished
 * record, as JSON on stdout or written to @out_path (NULL: stdout); the exit status. */
int ts_cli_sheet_of (GFile      *record,
                     const char *out_path);

G_END_DECLS
