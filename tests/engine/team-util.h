/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Helpers of the team game's tests (CB-TEM, issue 15). No team board (12a/12b) is known: the
 * games use a team board entered for the tests (team_board_json()). Seats: Ana (A1), Bruno
 * (B1), Carla (A2), Davi (B2). */

#include "burgundy-util.h"

#define TEAM "{\"team\": true}"
#define TEAM_START 67 /* the test board's start castle */

/* The test board's 160 cells and dice, and its JSON (a "layout"). */
extern const char *const team_cells;
extern const char *const team_dice;
char *team_layout_json (void);

/* The "setup" object of a team game: both teams on the test board. */
char *team_setup_json (void);
/* A new team game with @options_json (NULL: TEAM), or NULL with @error. */
TsBurgundyState *team_setup (const char *options_json, const char *setup_json,
                             guint n_players, GError **error);
TsBurgundyState *team_new (void);
/* Random table events (seeded) up to the first turn. */
TsBurgundyState *team_at_turn (guint seed);
/* The first round's turn of @player (0-3, the bridge order A1 B1 A2 B2) with empty depots,
 * storage and goods, dice @a and @b. */
TsBurgundyState *team_turn (guint player, guint a, guint b);
/* Checks that A2 and B2 hold the same copy of their team's board and resources. */
void team_assert_synced (const TsBurgundyState *s);
/* The setup is refused with a SETUP error holding @fragment. */
void team_setup_refused (const char *options_json, const char *setup_json, guint n_players,
                         const char *fragment);
