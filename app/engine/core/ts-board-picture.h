/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TsBoardSpot:
 * @id: the spot's name, stable while the game stands where it is ("advisor-5", "depot-2",
 *   "1,-2"), which TsGameModule.entry_spot names
 * @col: its column on the board, from the west (any whole number: the phone's page lays out
 *   from the smallest)
 * @row: its row, from the north
 * @mark: what its cell shows, a few characters ("5", "U", ""), translated where it is a word
 * @label: what it is and what stands there, translated, for the screen reader and a long
 *   press ("Advisor 5, the Merchant: Ana’s die")
 *
 * A place on the board where a player's entry acts (an advisor, a depot, where a tile may
 * go) or that shows what stands there (a tile already placed).
 */
typedef struct
{
  char *id;
  int col;
  int row;
  char *mark;
  char *label;
} TsBoardSpot;

/**
 * TsBoardPicture:
 * @spots: the #TsBoardSpot of the board, in reading order
 *
 * A picture of what is on the board, laid out as the board lays it out
 * (TsGameModule.board_picture): on a phone, a tap on a spot keeps the choices that act
 * there.
 */
typedef struct
{
  GPtrArray *spots;
} TsBoardPicture;

TsBoardPicture *ts_board_picture_new (void);
void ts_board_picture_free (TsBoardPicture *picture);
/* Appends a spot and returns it; takes @mark and @label. */
TsBoardSpot *ts_board_picture_add (TsBoardPicture *picture,
                                   const char     *id,
                                   int             col,
                                   int             row,
                                   char           *mark,
                                   char           *label);
/* The spot named @id, or NULL. */
const TsBoardSpot *ts_board_picture_find (const TsBoardPicture *picture,
                                          const char           *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsBoardPicture, ts_board_picture_free)

G_END_DECLS
