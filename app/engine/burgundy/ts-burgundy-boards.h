/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-burgundy-data.h"
#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/*
 * Boards as JSON (issue 15, docs/file-format.md "Castles of Burgundy boards"): a board entered
 * or corrected by the user, the "layout" a record carries for each player, and the file a
 * club exports and imports. The members of a board object:
 *   "id": "4-2019-print"   (at most 15 bytes; required in a user's board and an exported file;
 *                           a record's layout without one takes the player's "duchy")
 *   "name": "4 (2019 print)" (optional; shown to the players)
 *   "kind": "duchy" | "outpost" | "solo" | "team"   (optional, default "duchy")
 *   "base": "4"            (optional: the shipped board this one corrects)
 *   "cells": 37 letters, row-major from the top: C castle, P pasture, S river (ships),
 *            B city (buildings), Y monastery, M mine, "." not entered yet (a draft)
 *   "dice": 37 characters "1"-"6", "." not entered yet
 *   "start": [18]          (optional: the spaces the start castle may go on; none = any
 *                           castle space)
 *   "outposts": [[3], [15], [34, 35]]  (kind "outpost": the spaces each of the 3 outposts
 *                           touches, 1 or 2 spaces each on the board's edge)
 * A team board (kind "team", 12a/12b of the team game) is entered on the 16 x 10 grid of
 * TsBurgundyData.team_grid: "cells" and "dice" are 160 characters (16 per row, 10 rows from
 * the top, odd rows shifted right by half a space), "-" in both where the grid has no space of
 * the board; "start" lists spaces 0-159; "outposts" is refused.
 * An exported file wraps one board: {"format": "tableside-burgundy-player-board", "version": 1,
 * "board": {...}}.
 */
/* Not "tableside-burgundy-board": that is the shipped main board's data (board.json). */
#define TS_BURGUNDY_BOARD_FORMAT "tableside-burgundy-player-board"
#define TS_BURGUNDY_BOARD_VERSION 1

const char *ts_burgundy_board_kind_id (TsBurgundyBoardKind kind);
int ts_burgundy_board_kind_from_id (const char *id);
/* Translated: "duchy", "outpost duchy (11)", "solo duchy (13)", "team board (12)". */
const char *ts_burgundy_board_kind_name (TsBurgundyBoardKind kind);

/* Reads a board object. Only its form is checked here (members, letters, digits, space
 * numbers): a draft that breaks the invariants is read fine; ts_burgundy_board_problems()
 * says what is wrong with it. @where names the object in messages ("players[2].layout",
 * "the file club.json"). Sets known = TRUE, confidence HIGH (the user's own box) and
 * n_colour. */
gboolean ts_burgundy_board_from_json (JsonObject      *o,
                                      const char      *where,
                                      TsBurgundyDuchy *out,
                                      GError         **error);
/* The board object (members above; "start" and "outposts" only when set). */
JsonObject *ts_burgundy_board_to_json (const TsBurgundyDuchy *board);

/* Counts the spaces of each colour into board->n_colour (spaces not entered count nowhere). */
void ts_burgundy_board_count (TsBurgundyDuchy *board);

/**
 * TsBurgundyBoardProblem:
 * @text: what is wrong, translated, in the players' words, the blocking reason first
 *   ("The beige city area at the top has 9 spaces; an area has at most 8.")
 * @spaces: the spaces the problem is about, to be marked on the board (none: the board as a
 *   whole)
 */
typedef struct
{
  char *text;
  TsBurgundySpaces spaces;
} TsBurgundyBoardProblem;

void ts_burgundy_board_problem_free (TsBurgundyBoardProblem *problem);

/* Every invariant @board breaks for its kind (an empty array: the board can start a game).
 * Duchy and outpost boards: every space entered, 12 city, 6 pasture, 6 river, 6 monastery,
 * 4 castle, 3 mine, areas of at most 8 spaces, the die pattern every duchy shares; outposts
 * also: 3 outposts, each touching 1 or 2 edge spaces. Solo boards: every space entered, at
 * least one castle space, areas of at most 8 (docs/rules-coverage.md, issue 15 decisions).
 * Team boards: at least one space, every space entered, areas of at most 8, a start space
 * marked (CB-TEM-03), spaces in both halves (columns 0-7 and 8-15), all spaces connected.
 * Start spaces must be castle spaces. Free with g_ptr_array_unref(). */
GPtrArray *ts_burgundy_board_problems (const TsBurgundyData  *data,
                                       const TsBurgundyDuchy *board);

/* Whether the players' boards suit the game's mode (CB-OUT-01, CB-SOL): option "outposts"
 * needs every player on an outpost board (one may be played without the option); option
 * "solo" needs one player on a solo board, and a solo board is played only in a solo game.
 * A team board is refused in every mode: the team game is not played yet.
 * Called by the setup once the players' boards are set; SETUP error in the players' words. */
gboolean ts_burgundy_board_check_mode (const TsBurgundyState *state,
                                       GError               **error);

/* The space of @player's starting castle on @board: @chosen (the setup's "start-space"), or
 * -1 for the default: the central castle (CB-SET-08), or on a board that lists start spaces
 * the central castle when listed, else the first listed (a team board: the first listed; none
 * listed is a SETUP error). -1 with a SETUP error naming the spaces when @chosen is not one of
 * the board's start spaces. (The setup checks that the space is a castle space.) */
int ts_burgundy_board_start_space (const TsBurgundyData  *data,
                                   const TsBurgundyDuchy *board,
                                   const char            *player,
                                   int                    chosen,
                                   GError               **error);

/* Whether @space is a space of @board: on its grid (0 .. n_cells - 1) and not a cell marked
 * TS_BURGUNDY_NO_SPACE. */
gboolean ts_burgundy_board_has_space (const TsBurgundyDuchy *board, int space);
/* For an entry whose space is not one of @player's board (ts_burgundy_board_has_space()):
 * FALSE with an ILLEGAL error in the players' words, no index ("That is not a space of
 * Ana's board."). */
gboolean ts_burgundy_board_refuse_space (const TsBurgundyState *state, int player, GError **error);

/* Where a space is, for boards not entered yet: "space 2 of row 3" (rows from the top,
 * spaces from the left), translated. Free the string. */
char *ts_burgundy_board_space_position (const TsHexGrid *grid, guint space);

/* The exported file of one board, and reading one back (form checked as above; @file_name
 * names it in messages, with the reason: not JSON, another format, a newer version ...). */
JsonNode *ts_burgundy_board_export (const TsBurgundyDuchy *board);
gboolean ts_burgundy_board_import (GBytes          *bytes,
                                   const char      *file_name,
                                   TsBurgundyDuchy *out,
                                   GError         **error);
/* The same from a file: not a pipe or a device, at most 1 MB. */
gboolean ts_burgundy_board_import_file (GFile           *file,
                                        const char      *file_name,
                                        TsBurgundyDuchy *out,
                                        GError         **error);

G_END_DECLS
