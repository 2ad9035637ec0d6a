/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-score-sheet.h"

/* Shared by the files of the score sheet only (ts-score-sheet.c draws it,
 * ts-score-sheet-output.c writes it to files and prints it). */

/* The sheet is laid out on an A4 page in points and scaled to whatever it is drawn on. */
#define PAGE_WIDTH TS_SCORE_SHEET_PAGE_WIDTH
#define PAGE_HEIGHT TS_SCORE_SHEET_PAGE_HEIGHT
#define MARGIN TS_SCORE_SHEET_PAGE_MARGIN
#define MAX_PLAYERS TS_SCORE_MAX_PLAYERS
