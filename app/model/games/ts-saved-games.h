/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What the start page does to a saved game's file (issue 10): rename the game, and delete it
 * in two steps so that a toast can undo it. */

#define TS_SAVED_GAMES_ASIDE ".deleted"

gboolean ts_saved_games_rename (GFile      *file,
                                const char *name,
                                GError    **error);
GFile *ts_saved_games_set_aside (GFile   *file,
                                 GError **error);
gboolean ts_saved_games_restore (GFile   *aside,
                                 GFile   *file,
                                 GError **error);
gboolean ts_saved_games_delete_aside (GFile   *aside,
                                      GError **error);
void ts_saved_games_purge (GFile *dir);
char *ts_saved_games_unique_name (GFile      *dir,
                                  const char *name);

gboolean ts_saved_games_last_players (GFile  *dir,
                                      GStrv  *names,
                                      GStrv  *colors);
void ts_saved_games_propose_players (GFile             *dir,
                                     const char *const *default_names,
                                     const char *const *default_colors,
                                     guint              min_players,
                                     guint              max_players,
                                     GStrv             *names,
                                     GStrv             *colors);

/* Issue 52: the "games-folder" setting (Preferences), read as a folder named on the command
 * line is: the folder it names must be there. */
#define TS_SAVED_GAMES_SETTING "games-folder"

GFile *ts_saved_games_folder_from_setting (const char *value,
                                           GError    **error);
void ts_saved_games_apply_setting (const char *value);
char *ts_saved_games_dup_setting_problem (const char *value);
gboolean ts_saved_games_check_folder (GFile   *dir,
                                      GError **error);
char *ts_saved_games_dup_folder_problem (void);

G_END_DECLS
