/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne.h"

/* What the final-map sheet's tests share (test-carcassonne-sheet*.c). */

/* The maps of test-carcassonne-sheet.c and test-carcassonne-sheet-refusals.c, in the words of
 * test-carcassonne-sheet.c's opening comment; first the options. */
#define BASE NULL
#define PIG "{\"pig\":true}"
#define BUILDER "{\"builder\":true}"
#define GOODS "{\"tiles\":true,\"goods\":true}"

/* Two completed cities and the field between them:
 *   city A: D (0, 0) and E (0, −1) turned 2 (its cap south, on D's cap): 2 tiles, closed;
 *   city B: E (1, −1) (cap north) and E (1, −2) turned 2 (cap south): 2 tiles, closed.
 * E (0, −1)'s field (every half-edge but its south, the city) meets E (1, −1)'s field across
 * their shared side: one field bordering A (through E (0, −1)) and B (through E (1, −1)).
 * D's own field0 is not part of it: D and E (0, −1) touch by the city edge only. */
#define TWO_CITIES "D 0 0 0, E 0 -1 2, E 1 -1 0, E 1 -2 2"

/* A road joined by a later tile (CA-BFL-04): Ana's thief on U (1, 0), east of D; a second road
 * from the cloister A (0, 1) turned 3 (its road to the east) through U (1, 1) to V (2, 1)
 * turned 1 (a curve west-north), Bruno's thief on U (1, 1); then V (2, 0) (a curve west-south)
 * joins them. The road: D, U (1, 0), V (2, 0), V (2, 1), U (1, 1), A (0, 1): 6 tiles, open at
 * D's west end. */
#define JOINED_ROAD "D 0 0 0, U 1 0 0, A 0 1 3, U 1 1 0, V 2 1 1, V 2 0 0"

/* Traders & Builders' goods on a map of three players.
 *   Wine city 1: D's cap, TQ (0, −1) turned 1 (wine, north-south), E (0, −2) turned 2 (cap
 *   south): 3 tiles, closed, 1 wine.
 *   Wine city 2: TT (1, −1) turned 1 (wine, a corner north-east), E (1, −2) turned 2 (cap
 *   south), E (2, −1) turned 3 (cap west): 3 tiles, closed, 1 wine.
 *   The grain city: TG (−1, −1) (grain, a corner north-west), E (−1, −2) turned 2 (cap south),
 *   E (−2, −1) turned 1 (cap east): 3 tiles, closed, 1 grain. U (−1, 0) holds TG to the map. */
#define GOODS_MAP "D 0 0 0, TQ 0 -1 1, E 0 -2 2, TT 1 -1 1, E 1 -2 2, E 2 -1 3, U -1 0 0, " \
                  "TG -1 -1 0, E -1 -2 2, E -2 -1 1"

/* The message contains @part, or the test fails showing the message. */
void cs_assert_mentions (const char *message, const char *part);

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
