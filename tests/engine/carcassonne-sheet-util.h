/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carcassonne/ts-carcassonne-sheet.h"

/* What the final-map sheet's tests share (test-carcassonne-sheet*.c). */

/* A sheet written out as the file format and read back through ts_carcassonne_sheet_load()
 * (failing the test when it does not read), from short forms:
 *   @options  the "options" object as JSON ("{}" or NULL: the base game alone);
 *   @players  "Ana:12 Bruno:7" (name:VP) or "Ana:12:1/0/0" (name:VP:wine/grain/cloth);
 *   @tiles    "D 0 0 0, U 1 0 0, E 0 -1 2" (code x y rotation), the start tile first;
 *   @figures  "0 follower 1 0 road0, 1 pig 0 -1 field0" (player figure x y segment), or
 *             NULL / "" for none. */
TsCarcassonneSheet *cs_sheet (const char *options, const char *players, const char *tiles,
                              const char *figures);
/* The same sheet's JSON text (transfer full). */
char *cs_sheet_text (const char *options, const char *players, const char *tiles,
                     const char *figures);

/* ts_carcassonne_sheet_score(), failing the test on a refusal; also checks what holds for
 * every score: each total is the sum of its lines, the "track" line is the VP on the sheet,
 * the winners are those with the most points, the final state's VP are the sum of its
 * ledger's VP lines. */
JsonNode *cs_score (const TsCarcassonneSheet *sheet);
/* Player @player's line @cause ("track", "end-roads", "farms", ...) in a breakdown; fails
 * the test when the line is missing. */
int cs_line (JsonNode *breakdown, guint player, const char *cause);
/* TRUE when the breakdown lists line @cause for @player. */
gboolean cs_has_line (JsonNode *breakdown, guint player, const char *cause);
int cs_total (JsonNode *breakdown, guint player);
/* The breakdown's "winners" as a bit per player. */
guint cs_winners (JsonNode *breakdown);

/* Asserts that the check refuses @sheet with TS_ENGINE_ERROR_ILLEGAL and points at @at /
 * @index, and that the score and the final state are refused alike; returns the message. */
char *cs_refuse (const TsCarcassonneSheet *sheet, TsCarcassonneSheetAt at, int index);
