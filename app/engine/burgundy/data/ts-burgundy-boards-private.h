/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy-data.h"

G_BEGIN_DECLS

/* Shared by the board checks of each kind (ts-burgundy-board-problems.c,
 * ts-burgundy-team-board.c). */

#define TS_BURGUNDY_MAX_AREA 8 /* CB-DUC-02: an area has at most 8 spaces */

/* Adds a problem about @spaces (none: the board as a whole); takes @text. */
void ts_burgundy_board_add_problem (GPtrArray *problems, TsBurgundySpaces spaces, char *text);
/* "space 2 of row 3", or "Space 2 of row 3" at the start of a sentence. */
char *ts_burgundy_board_position (const TsHexGrid *grid, guint space, gboolean capital);
/* Spaces without a colour and die yet (cells that are no space of the board excepted). */
void ts_burgundy_board_check_entered (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                      GPtrArray *problems);
/* Areas of more than TS_BURGUNDY_MAX_AREA spaces (CB-DUC-02). */
void ts_burgundy_board_check_areas (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                    GPtrArray *problems);
/* Start spaces that are not castle spaces. */
void ts_burgundy_board_check_start_castles (const TsBurgundyData *data,
                                            const TsBurgundyDuchy *board, GPtrArray *problems);
/* "Mark the castle space where the team's castle starts: …" (CB-TEM-03), translated. */
const char *ts_burgundy_team_start_missing (void);
/* Everything a team board (kind TS_BURGUNDY_BOARD_TEAM, known) breaks, added to @problems. */
void ts_burgundy_team_board_problems (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                      GPtrArray *problems);

G_END_DECLS
