/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's score room: scoring: the final scoring (the modules', the solo game's
 * and the teams' included) and its breakdown. */

#include "ts-burgundy-rules.h"

G_BEGIN_DECLS

/* ts-burgundy-extras-score.c */
/* Final scoring: the type each crane counts as (CB-EXT-03), before the monasteries score;
 * and what a scoring monastery counts beyond the base game's tiles (a crane of its type, the
 * geese as a species, white castles for monastery 29). */
void ts_burgundy_crane_choose (TsBurgundyState *state);

int ts_burgundy_extras_monastery_count (const TsBurgundyPlayer *p, guint n);

/* Whether a tile of face @tile lies in @p's duchy. */
gboolean ts_burgundy_has_tile (const TsBurgundyPlayer *p, guint tile);

/* Whether @p's crane counts as a building for end-game monastery @n (CB-EXT-03). */
gboolean ts_burgundy_crane_counts_for (const TsBurgundyPlayer *p, guint n);

/* The crane's building type as a tile (a building tile, or the white castle). */
guint ts_burgundy_crane_type_tile (guint building);

/* The monastery that scores per building of @type (0-7: 16-23; 8: 29), and back (-1). */
guint ts_burgundy_building_monastery (guint type);

/* CB-EXT-03 as decided: the building type the crane counts as, the one that gives its owner
 * the most VP: @monasteries has bit n for each end-game monastery scoring for the owner (own
 * and, with shield 6, the chosen player's). Ties (every such monastery gives 4 VP, and none
 * gives 0) go to the first type in monastery order, as ts_burgundy_crane_choose() does. */
guint ts_burgundy_crane_building (guint32 monasteries);

/* ts-burgundy-outcome.c */
/* What happened to the players between @before and @after, in words; NULL when nothing. */
char *ts_burgundy_describe_outcome (const TsBurgundyState *before, const TsBurgundyState *after);

/* ts-burgundy-scoring.c */
JsonNode *ts_burgundy_final_breakdown (const TsBurgundyState *state);

/* Changes a resource and records the ledger line. */
void ts_burgundy_gain (TsBurgundyState *state, guint player, TsLedgerResource resource, int delta,
                       TsBurgundyCause cause, guint detail);

void ts_burgundy_final_scoring (TsBurgundyState *state);

/* What end-game monastery @n counts for @p (the crane, geese and white castles included). */
int ts_burgundy_monastery_end_count (const TsBurgundyPlayer *p, guint n);

int ts_burgundy_monastery_end_vp (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint n);

/* CB-MON-15..26: VP of end-game monastery @n from what it counts (goods types sold,
 * buildings of its type, species, goods sold or bonus tiles); 0 for other monasteries. */
int ts_burgundy_monastery_end_vp_of_count (guint n, int count);

/* CB-END-06, CB-TIE-01/02 on the rows' total, empty_spaces and bridge; *tie_break is 0 (none),
 * 1 (empty spaces) or 2 (bridge). */
guint ts_burgundy_decide_winner (const TsBurgundyFinalRow *rows, guint n, guint *tie_break);

JsonNode *ts_burgundy_breakdown_build (const TsBurgundyFinalRow *rows, guint n, guint winner,
                                       guint tie_break);

/* ts-burgundy-shields-score.c */
int ts_burgundy_shield_end_vp (guint shield);

/* Shield @n's end VP as scored: doubled when its owner holds shield 13 (CB-SHD-13). */
int ts_burgundy_shield_scored_vp (guint shield, gboolean with_shield_13);

/* Final scoring of @player's shields; @first_line: the first ledger line of the final
 * scoring (shield 10 doubles the monasteries' lines from there). */
void ts_burgundy_shields_final (TsBurgundyState *state, guint player, guint first_line);

/* ts-burgundy-solo-score.c */
/* After round 25 (instead of the final scoring): lost (CB-SOL-24). */
void ts_burgundy_solo_lost (TsBurgundyState *state);

/* The result (won or lost, the round, the target track), for ts_burgundy_final_breakdown. */
JsonNode *ts_burgundy_solo_breakdown (const TsBurgundyState *state);

/* ts-burgundy-team-score.c */
/* CB-TEM-14/15: the team totals and the winner; sets state->winner (A1 or B1 of the winning
 * team, -1 when the tie stands) and state->tie_break (0, 1 empty spaces, 3 shared). */
void ts_burgundy_team_decide (TsBurgundyState *state);

/* Adds "teams", "winners" and the explanation for the team game to the breakdown @root. */
void ts_burgundy_team_breakdown (const TsBurgundyState *state, JsonObject *root);

/* The team game's decision (CB-TEM-14/15, CB-TIE-02) on 4 rows in seat order A1, B1, A2, B2:
 * totals, the team boards' empty spaces on A1's and B1's rows, the bridge. Returns the winning
 * team (0 = A) or -1 when the teams share the win (only with @tie_shared); *tie_break as
 * ts_burgundy_team_decide() sets it. */
int ts_burgundy_team_decide_rows (const TsBurgundyFinalRow *rows, gboolean tie_shared,
                                  guint *tie_break);

/* Adds "teams", "winners", "winner", "tie-break" and the explanation to @root, the players'
 * breakdown of those rows (ts_burgundy_breakdown_build()). */
void ts_burgundy_team_breakdown_rows (const TsBurgundyFinalRow *rows, int winner,
                                      guint tie_break, gboolean tie_shared, JsonObject *root);

G_END_DECLS
