/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-people.h"

G_BEGIN_DECLS

/* The people who play (issue 27): each one's name (renamed in place: the statistics and the
 * saved games follow) and who they are the same player as (merged, and taken apart again by
 * choosing nobody). Players known only by a name in older saved games are listed too and
 * become people when changed. Every change is saved at once; a list that cannot be read is
 * shown read-only with the reason. */

#define TS_TYPE_PLAYERS_WINDOW (ts_players_window_get_type ())

G_DECLARE_FINAL_TYPE (TsPlayersWindow, ts_players_window, TS, PLAYERS_WINDOW,
                      AdwPreferencesWindow)

/* @games (nullable): the saved games (TsRecordInfo), for the players known only by name. */
TsPlayersWindow *ts_players_window_new (TsPeople   *people,
                                        GListModel *games);
/* For tests: the row of the person or name shown as @name, or NULL. */
AdwExpanderRow *ts_players_window_find_row (TsPlayersWindow *self,
                                            const char      *name);
AdwEntryRow *ts_players_window_get_name_row (TsPlayersWindow *self,
                                             const char      *name);
AdwComboRow *ts_players_window_get_same_row (TsPlayersWindow *self,
                                             const char      *name);

G_END_DECLS
