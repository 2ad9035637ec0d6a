/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the files of tableside-cli's commands. */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-imported-plays.h"
#include "ts-match.h"
#include "ts-people.h"

G_BEGIN_DECLS

/* Loads and replays @file as it is written (a record of version 1 is not given its automatic
 * entries, so entry numbers are the file's); on refusal prints why and returns NULL. Never
 * saves. */
TsMatch *ts_cli_load (GFile *file);
/* `bench FILE` (ts-cli-bench.c), @runs times each step, as text or JSON; the exit status. */
int ts_cli_bench (GFile   *file,
                  gboolean json,
                  int      runs);

/* @node printed as indented JSON. */
void ts_cli_print_json (JsonNode *node);
/* `check FILE` or `check FOLDER` (ts-cli-check.c), as text or JSON; the exit status. */
int ts_cli_check (GFile   *file,
                  gboolean json);
/* “in progress”, “finished, Ana won” ... (transfer full) */
char *ts_cli_status_text (TsMatch *match);

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

/* Prints @message and the hint to --help; the exit status of a wrong command line. */
int ts_cli_usage_error (const char *message);

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
