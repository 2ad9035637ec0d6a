/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's team room: the team game, on top of the base game: its setup, reached
 * through its part. */

#include "ts-burgundy-solo.h"

G_BEGIN_DECLS

extern const TsBurgundyPart ts_burgundy_team_part;

/* ts-burgundy-team.c */
/* Setup: reads "team" into @op and checks 4 players and the modules it goes with. */
gboolean ts_burgundy_team_options (TsBurgundyOptions *op, JsonObject *options,
                                   guint n_players, GError **error);

/* The object a player's board is read from: the player's own object, or in the team game
 * "setup.teams[t]" (NULL with an error when missing or not an object). *@path names it. */
JsonObject *ts_burgundy_team_board_source (JsonObject *setup, guint player, char **path,
                                           GError **error);

/* After every player is set up: the team's starting workers and silver (CB-TEM-05). */
void ts_burgundy_team_setup (TsBurgundyState *state);

G_END_DECLS
