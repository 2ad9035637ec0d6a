/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ts-model-record.h"

G_BEGIN_DECLS

/* Names are input (issue 52): every name of a player or a person that comes into Tableside
 * (typed in a setup, a rename, on the command line, read from a BG Stats export) goes
 * through ts_player_name_normalize() before it is kept, so that no file Tableside writes
 * holds a name its own reader refuses (docs/file-format.md, "Names"). */

/* In characters (Unicode code points): the longest name kept; the record, people and
 * imported-plays readers refuse longer ones. */
#define TS_PLAYER_NAME_MAX_LENGTH TS_RECORD_MAX_NAME_LENGTH

/**
 * TsPlayerNameChanges:
 * @TS_PLAYER_NAME_KEPT: the name as it came
 * @TS_PLAYER_NAME_INVALID: bytes that were not UTF-8, each replaced by U+FFFD
 * @TS_PLAYER_NAME_CONTROLS: control characters: a line end or tab became a space, any other
 *   was removed
 * @TS_PLAYER_NAME_TRIMMED: white space taken off its ends
 * @TS_PLAYER_NAME_CUT: longer than TS_PLAYER_NAME_MAX_LENGTH characters: cut there
 */
typedef enum
{
  TS_PLAYER_NAME_KEPT = 0,
  TS_PLAYER_NAME_INVALID = 1 << 0,
  TS_PLAYER_NAME_CONTROLS = 1 << 1,
  TS_PLAYER_NAME_TRIMMED = 1 << 2,
  TS_PLAYER_NAME_CUT = 1 << 3,
} TsPlayerNameChanges;

/* @text (nullable) as a name is kept: valid UTF-8, no control character, trimmed, at most
 * TS_PLAYER_NAME_MAX_LENGTH characters; NULL when nothing is left that shows (only white
 * space and invisible format characters): the caller refuses it or puts a placeholder.
 * @changes (nullable) gets what was done to it. */
char *ts_player_name_normalize (const char          *text,
                                TsPlayerNameChanges *changes);

G_END_DECLS
