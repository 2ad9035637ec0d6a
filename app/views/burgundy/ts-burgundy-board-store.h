/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-burgundy.h"
#include "ts-component-overrides.h"

G_BEGIN_DECLS

/* Where a board of the store comes from. */
typedef enum
{
  TS_BURGUNDY_BOARD_SHIPPED,   /* shipped data as is (maybe unknown: no layout) */
  TS_BURGUNDY_BOARD_CORRECTED, /* a shipped board with the user's correction (same id) */
  TS_BURGUNDY_BOARD_USER,      /* a board the user entered or imported (its own id) */
} TsBurgundyBoardSource;

/* TsBurgundyBoardStore: every board the user can pick or edit (issue 15). The shipped
 * duchies (1-10, 11a-11f, 13a/13b; unknown ones without a layout), each replaced by the
 * user's correction when there is one, then the user's own boards, drafts included. The
 * user's boards and corrections are one TsComponentOverrides file (game
 * "castles-of-burgundy", component "duchies": `<user data>/tableside/games/castles-of-burgundy/
 * duchies.json`, docs/file-format.md), each item the board's JSON (ts-burgundy-boards.h)
 * keyed by its id. A broken file is reported by load() with its path and reason; the store
 * then holds the shipped boards only and writes nothing until the user replaces the file.
 * Signal "changed" after every load, save or removal. */
#define TS_TYPE_BURGUNDY_BOARD_STORE (ts_burgundy_board_store_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardStore, ts_burgundy_board_store, TS, BURGUNDY_BOARD_STORE,
                      GObject)

/* The app's one store, loaded on first use (a load error is kept: see get_load_error). */
TsBurgundyBoardStore *ts_burgundy_board_store_get_default (void);
TsBurgundyBoardStore *ts_burgundy_board_store_new (void);
gboolean ts_burgundy_board_store_load (TsBurgundyBoardStore *self,
                                       GError              **error);
/* The message of the last failed load (path and reason), or NULL. */
const char *ts_burgundy_board_store_get_load_error (TsBurgundyBoardStore *self);
TsComponentOverrides *ts_burgundy_board_store_get_overrides (TsBurgundyBoardStore *self);

guint ts_burgundy_board_store_get_n_boards (TsBurgundyBoardStore *self);
const TsBurgundyDuchy *ts_burgundy_board_store_get_board (TsBurgundyBoardStore *self,
                                                          guint                 i);
TsBurgundyBoardSource ts_burgundy_board_store_get_source (TsBurgundyBoardStore *self,
                                                          guint                 i);
const TsBurgundyDuchy *ts_burgundy_board_store_find (TsBurgundyBoardStore *self,
                                                     const char           *id);
/* TRUE when board @i can start a game (a layout with no problem); otherwise @reason (if
 * not NULL) gets why, in words ("not entered yet", or the first problem). */
gboolean ts_burgundy_board_store_is_playable (TsBurgundyBoardStore *self,
                                              guint                 i,
                                              char                **reason);
/* The name shown in lists: "Duchy 5", "Duchy 5 (your correction)", "4 (2019 print)",
 * "Duchy 7 (medium confidence)". Free it. */
char *ts_burgundy_board_store_dup_label (TsBurgundyBoardStore *self,
                                         guint                 i);

/* Saves @board (a draft too) under its id: a correction when the id is a shipped board's,
 * a user board otherwise; then writes the file. On failure nothing changes and @error
 * says why (the file, the disk; after a failed load, the load error: nothing is written
 * over a file that could not be read). */
gboolean ts_burgundy_board_store_save (TsBurgundyBoardStore  *self,
                                       const TsBurgundyDuchy *board,
                                       GError               **error);
/* Removes the user's board or correction @id (a shipped board goes back to its shipped
 * values), then writes the file. */
gboolean ts_burgundy_board_store_remove (TsBurgundyBoardStore *self,
                                         const char           *id,
                                         GError              **error);
/* An id for a new board from its name ("4 (2019 print)" -> "4-2019-print"), not used yet. */
char *ts_burgundy_board_store_new_id (TsBurgundyBoardStore *self,
                                      const char           *name);

G_END_DECLS
