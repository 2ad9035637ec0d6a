/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-score-sheet.h"

/* Shared by the files of the score sheet only (ts-score-sheet.c draws it,
 * ts-score-sheet-output.c writes it to files and prints it). */

/* The sheet is laid out on an A4 page in points and scaled to whatever it is drawn on. */
#define PAGE_WIDTH 595.276
#define PAGE_HEIGHT 841.89
#define MARGIN 48.0
#define MAX_PLAYERS TS_SCORE_MAX_PLAYERS
