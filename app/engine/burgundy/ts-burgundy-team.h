/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The team game (CB-TEM-01..15, issue 15): two teams of two on team boards. Seats are in the
 * bridge's starting order A1, B1, A2, B2 (CB-TEM-07): player i is on team i % 2 and plays
 * with player i ^ 2. The team's board, goods, workers, silver, shared storage (slots 0-1)
 * and everything placed on the board are the team's (CB-TEM-08/09): both members' player
 * structs hold the same copy, kept the same by ts_burgundy_team_sync() after every change.
 * Each player keeps their own dice, VP, bridge marker and private storage (slots 2-3,
 * CB-TEM-06/08/10). Phase-end income and the final scoring of the team's assets count once,
 * on the team's first member (A1, B1; docs/rules-coverage.md). Included by
 * ts-burgundy-rules.h; every hook does nothing unless the option "team" is on. */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

#define TS_BURGUNDY_TEAM_PLAYERS 4
#define TS_BURGUNDY_TEAM_SHARED_STORAGE 2  /* CB-TEM-08 */
#define TS_BURGUNDY_TEAM_PRIVATE_STORAGE 2 /* CB-TEM-08 */
#define TS_BURGUNDY_TEAM_STORAGE (TS_BURGUNDY_TEAM_SHARED_STORAGE + TS_BURGUNDY_TEAM_PRIVATE_STORAGE)

/* "store" of an entry that puts a tile into storage (ts-burgundy-entry.h); 0 (not given) is
 * any free storage space, the shared ones first. */
typedef enum
{
  TS_BURGUNDY_STORE_ANY,
  TS_BURGUNDY_STORE_SHARED,
  TS_BURGUNDY_STORE_PRIVATE,
} TsBurgundyStore;

static inline guint
ts_burgundy_team_of (guint player)
{
  return player % 2; /* 0 = team A, 1 = team B */
}

static inline guint
ts_burgundy_team_partner (guint player)
{
  return player ^ 2;
}

/* Whether @a and @b play on one team board (FALSE outside the team game). */
static inline gboolean
ts_burgundy_same_team (const TsBurgundyState *state, guint a, guint b)
{
  return state->options.team && ts_burgundy_team_of (a) == ts_burgundy_team_of (b);
}
/* Whether @player's struct scores the team's shared assets (phase-end income, final goods,
 * silver, workers and monasteries): every player outside the team game, A1 and B1 in it. */
static inline gboolean
ts_burgundy_team_counts_assets (const TsBurgundyState *state, guint player)
{
  return !state->options.team || player < 2;
}

/* Setup: reads "team" into @op and checks 4 players and the modules it goes with. */
gboolean ts_burgundy_team_options (TsBurgundyOptions *op, JsonObject *options,
                                   guint n_players, GError **error);
/* The object a player's board is read from: the player's own object, or in the team game
 * "setup.teams[t]" (NULL with an error when missing or not an object). *@path names it. */
JsonObject *ts_burgundy_team_board_source (JsonObject *setup, guint player, char **path,
                                           GError **error);
/* After every player is set up: the team's starting workers and silver (CB-TEM-05). */
void ts_burgundy_team_setup (TsBurgundyState *state);

/* Copies what the team shares from @from's struct to the partner's (no-op outside the team
 * game). Called after every change a player makes, and for A1/B1 after phase-end income. */
void ts_burgundy_team_sync (TsBurgundyState *state, guint from);

/* Storage a tile goes to (CB-TEM-08/11): may slot @k of @p take a tile for entry @e's
 * "store"? Slots 0-1 are shared, 2-3 private; with shield 4 (issue 26) every slot from 4 on is
 * a further shared space. */
gboolean ts_burgundy_team_store_slot (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                      const TsBurgundyEntry *e, guint k);
/* The same with the player's ts_burgundy_storage_size() already known (@size): loops over
 * the slots ask it once (issue 46). */
gboolean ts_burgundy_team_store_slot_sized (const TsBurgundyState *state, guint size,
                                            const TsBurgundyEntry *e, guint k);
/* The @i-th storage slot a tile goes to when the entry names no kind: the shared ones first
 * (0, 1, then shield 4's 4, 5, ...), then the private 2 and 3; @i itself outside the team game. */
guint ts_burgundy_team_slot_order (const TsBurgundyState *state, guint i);
/* Slot @k of a team game's storage is the team's (not a player's private one). */
gboolean ts_burgundy_team_is_shared_slot (guint k);
/* "store" given outside the team game, or naming no storage: refused in words. */
gboolean ts_burgundy_team_check_store (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                       GError **error);
/* The kind @e names is full: may it take a discard now (CB-ACT-04, "team-discard-by-kind")?
 * Refused in words while another of the player's spaces is empty. */
gboolean ts_burgundy_team_check_discard (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                         const TsBurgundyEntry *e, GError **error);
/* CB-TEM-04: starting goods are entered for A1 and B1 only. */
gboolean ts_burgundy_team_check_starting_goods (const TsBurgundyState *state,
                                                const TsBurgundyEntry *e, GError **error);

/* CB-TEM-14/15: the team totals and the winner; sets state->winner (A1 or B1 of the winning
 * team, -1 when the tie stands) and state->tie_break (0, 1 empty spaces, 3 shared). */
void ts_burgundy_team_decide (TsBurgundyState *state);
/* "Team A (Ana and Carla)", translated. Free the string. */
char *ts_burgundy_team_name (const TsBurgundyState *state, guint team);
/* Adds "teams", "winners" and the explanation for the team game to the breakdown @root. */
void ts_burgundy_team_breakdown (const TsBurgundyState *state, JsonObject *root);

G_END_DECLS
