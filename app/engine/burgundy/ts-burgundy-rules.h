/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Internal helpers shared by the rule files (actions, effects, scoring, legal listing). */

#include "ts-burgundy-state.h"
#include "ts-burgundy-extras.h"
#include "ts-burgundy-solo.h"
#include "ts-burgundy-team.h"

G_BEGIN_DECLS

/* Sets a TS_ENGINE_ERROR_ILLEGAL error with a translated sentence; returns FALSE. */
gboolean ts_burgundy_illegal (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* The same, naming @clause, the clause of the rule it applies (“CB-ACT-07”; NULL: none). */
gboolean ts_burgundy_illegal_rule (GError    **error,
                                   const char *clause,
                                   const char *format,
                                   ...) G_GNUC_PRINTF (3, 4);

/* Table events (ts-burgundy-table.c): check_* refuse, do_* cannot fail. */
gboolean ts_burgundy_check_starting_goods (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                           GError **error);
void ts_burgundy_do_starting_goods (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_fill (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);
void ts_burgundy_do_fill (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_roll (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);
void ts_burgundy_do_roll (TsBurgundyState *state, const TsBurgundyEntry *e);
void ts_burgundy_start_turn (TsBurgundyState *state);

int ts_burgundy_slot_colour (const TsBurgundyState *state, guint depot, guint slot);
/* Names for refusals (free them): duchy space @space of @p; space @slot of depot @depot
 * (0-based), with its colour this phase and its printed player mark. */
char *ts_burgundy_space_name (const TsBurgundyPlayer *p, guint space);
char *ts_burgundy_slot_name (const TsBurgundyState *state, guint depot, guint slot);
gboolean ts_burgundy_slot_used (const TsBurgundyState *state, guint depot, guint slot);
gboolean ts_burgundy_black_used (const TsBurgundyState *state, guint slot);
/* Tiles of @colour with @back still available to draw (for black: any colour). */
int ts_burgundy_available (const TsBurgundyState *state, guint back, int colour);
gboolean ts_burgundy_die_reaches (guint value, guint target, gboolean free_change);
/* The free ±1 of monasteries 9-12 for placing @tile. */
gboolean ts_burgundy_place_free_change (const TsBurgundyPlayer *p, guint tile);
/* TRUE when @tile (a building) may go on @space under the one-type-per-city rule. */
gboolean ts_burgundy_building_allowed (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                       guint tile, guint space);
/* TRUE if @tile may be taken by the building effect @pending (market/carpenter/church). */
gboolean ts_burgundy_effect_accepts (guint pending, guint tile);
gboolean ts_burgundy_effect_accepts_colour (guint pending, int colour);
gboolean ts_burgundy_city_hall_possible (const TsBurgundyState *state, const TsBurgundyPlayer *p);
gboolean ts_burgundy_can_buy (const TsBurgundyState *state);
int ts_burgundy_worker_cost (const TsBurgundyPlayer *p, guint from, guint to);
/* Depots next to depot @d (1-6) around the black depot (monastery 5). */
gboolean ts_burgundy_depots_adjacent (int a, int b);

/* Changes a resource and records the ledger line. */
void ts_burgundy_gain (TsBurgundyState *state, guint player, TsLedgerResource resource, int delta,
                       TsBurgundyCause cause, guint detail);

/* Effects of placing a tile and the end of phase and game (ts-burgundy-effects.c). */
/* The size a completed area of @p (the one holding @space) scores as: its size, one more
 * with an inn in it (CB-INN-07) and one more with shield 17 (CB-SHD-17), 8 at most. */
guint ts_burgundy_area_score_size (const TsBurgundyPlayer *p, guint space);
void ts_burgundy_effects_placed (TsBurgundyState *state, guint player, guint space);
void ts_burgundy_end_phase (TsBurgundyState *state);
void ts_burgundy_final_scoring (TsBurgundyState *state);
/* What end-game monastery @n counts for @p (the crane, geese and white castles included). */
int ts_burgundy_monastery_end_count (const TsBurgundyPlayer *p, guint n);
int ts_burgundy_monastery_end_vp (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint n);

/* The entry's player is the one who decides now: in their turn, or resolving the effects of
 * a tile placed at a phase end (shields 14/15). */
gboolean ts_burgundy_check_actor (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                  GError **error);

/* Shared by the actions (ts-burgundy-actions.c, ts-burgundy-actions-turn.c): check_* refuse,
 * do_* cannot fail. The sentence asking to resolve waiting effect @pending first. */
const char *ts_burgundy_pending_sentence (guint pending);
/* The clause of the rule of waiting effect @pending (“CB-SHP-01”), for its refusals. */
const char *ts_burgundy_pending_clause (guint pending);
/* Checks that @e->die may pay for this kind of action now; sets *value to the die value or
 * 0 when any value goes (castle, effects). */
gboolean ts_burgundy_check_source (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                   guint allowed_effect, guint *value, GError **error);
void ts_burgundy_use_source (TsBurgundyState *state, const TsBurgundyEntry *e);
/* 2 silver, or workers with monastery 6 (CB-BLK-02, CB-MON-06); @inn words it for an inn. */
gboolean ts_burgundy_check_price (const TsBurgundyPlayer *p, int workers, gboolean m6,
                                  gboolean inn, GError **error);
gboolean ts_burgundy_check_storage (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                    const TsBurgundyEntry *e, gboolean discard_allowed,
                                    GError **error);
/* The identity given for a tile taken from the board, and storing it. */
gboolean ts_burgundy_check_identity (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                     guint on_board, guint back, int colour, GError **error);
void ts_burgundy_store_tile (TsBurgundyState *state, TsBurgundyPlayer *p, const TsBurgundyEntry *e,
                             guint on_board, guint back, int colour);
void ts_burgundy_put_in_storage (TsBurgundyState *state, TsBurgundyPlayer *p,
                                 const TsBurgundyEntry *e, guint tile);
/* The actions of ts-burgundy-actions-turn.c. */
gboolean ts_burgundy_check_sell (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);
void ts_burgundy_do_sell (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_take_workers (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                         GError **error);
void ts_burgundy_do_take_workers (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_spend (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                  GError **error);
void ts_burgundy_do_spend (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_buy (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                GError **error);
void ts_burgundy_do_buy (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_ship (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                 GError **error);
void ts_burgundy_do_ship (TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_decline (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                    GError **error);
/* TRUE for an automatic end of turn that only marks where a turn ended by itself. */
gboolean ts_burgundy_end_turn_is_mark (const TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_check_end_turn (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                     GError **error);
void ts_burgundy_end_turn (TsBurgundyState *state);

/* Refuses placing @tile on @space of @p where no die matters (occupied, colour, touching,
 * one building type per city), with the sentence; TRUE when it may go there. */
gboolean ts_burgundy_check_space (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                  guint tile, guint space, GError **error);

/* Shields (ts-burgundy-shields.c, ts-burgundy-shields-entries.c). */
/* CB-SHG-01: is space @slot (0/1) of depot @depot (0-based) used with this player count? */
gboolean ts_burgundy_shield_slot_used (const TsBurgundyState *state, guint depot, guint slot);
/* Shield 1: are spaces @a and @b of @p in the same pasture for livestock (CB-SHD-01)? */
gboolean ts_burgundy_same_pasture (const TsBurgundyPlayer *p, guint a, guint b);
/* May @p place a tile on empty @space: touching a placed tile, or anywhere with shield 18. */
gboolean ts_burgundy_may_place_at (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                   guint space);
/* What STAGE_PHASE_END waits for (ts-burgundy-shields-phase.c). */
typedef enum
{
  TS_BURGUNDY_SHIELD_STEP_TILE_14, /* shield 14's tile from a numbered depot */
  TS_BURGUNDY_SHIELD_STEP_TILE_15, /* shield 15's tile from the black depot */
  TS_BURGUNDY_SHIELD_STEP_TAX,     /* the shield tax */
} TsBurgundyShieldStep;
TsBurgundyShieldStep ts_burgundy_shields_step (const TsBurgundyState *state);
/* The tax: @remove (bit per shield number) leave the game, the others are paid for, @workers
 * of it with workers (shield 3), the rest in silver. */
void ts_burgundy_shields_pay (TsBurgundyState *state, guint player, guint32 remove, int workers);
/* Bit n set for each shield n on one of @p's castles. */
guint32 ts_burgundy_shields_held (const TsBurgundyPlayer *p);
/* Entries the shields module decides (its own types, and anything while it waits). */
gboolean ts_burgundy_shields_handles (const TsBurgundyState *state, const TsBurgundyEntry *e);
gboolean ts_burgundy_shields_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                    GError **error);
void ts_burgundy_shields_do (TsBurgundyState *state, const TsBurgundyEntry *e);
/* After an entry applied; @was_phase_end: the state was in STAGE_PHASE_END before it. */
void ts_burgundy_shields_after_entry (TsBurgundyState *state, gboolean was_phase_end);
/* At a phase end: TRUE while STAGE_PHASE_END waits for a shield holder. */
gboolean ts_burgundy_shields_phase_end (TsBurgundyState *state);
/* Appends the shields module's legal entries from @n; returns the new count. */
guint ts_burgundy_shields_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                                 guint n);
void ts_burgundy_shields_random_setup (const TsBurgundyState *state, GRand *rand,
                                       TsBurgundyEntry *e);
void ts_burgundy_shields_refresh (TsBurgundyState *state);
void ts_burgundy_shield_leaves (TsBurgundyState *state, TsBurgundyPlayer *p, guint space);
void ts_burgundy_shields_workers_gained (TsBurgundyState *state, guint player,
                                         TsBurgundyCause cause, int n);
gboolean ts_burgundy_shields_sale (TsBurgundyState *state, guint player, guint n);
gboolean ts_burgundy_shield_goods_ok (const TsBurgundyState *state, int depot, int second,
                                      guint taken, guint held, guint g);
void ts_burgundy_shield_goods_take (TsBurgundyState *state, TsBurgundyPlayer *p, guint g);
/* Final scoring of @player's shields; @first_line: the first ledger line of the final
 * scoring (shield 10 doubles the monasteries' lines from there). */
void ts_burgundy_shields_final (TsBurgundyState *state, guint player, guint first_line);
char *ts_burgundy_shields_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e);
char *ts_burgundy_shields_describe_pending (const TsBurgundyState *state);

/* Final scoring shared by the tracked game and the final-scoring sheet (ts-burgundy-sheet.c). */
#define TS_BURGUNDY_END_MONASTERIES 12 /* monasteries 15-26 score at the end */
/* CB-MON-15..26: VP of end-game monastery @n from what it counts (goods types sold,
 * buildings of its type, species, goods sold or bonus tiles); 0 for other monasteries. */
int ts_burgundy_monastery_end_vp_of_count (guint n, int count);

/* One player's line of the final breakdown. */
typedef struct
{
  const char *name;
  guint n_monasteries;
  guint8 monastery[TS_BURGUNDY_END_MONASTERIES];
  int monastery_vp[TS_BURGUNDY_END_MONASTERIES];
  int vp_track; /* VP before final scoring */
  int goods;    /* VP for goods, silver and workers (CB-END-02..04) */
  int silver;
  int workers;
  int total;
  int empty_spaces;
  guint bridge_space;
  guint bridge_height;
  guint8 crane; /* 0 no crane, else 1 + the building type it counted as (8 = white castle) */
  /* Shields (CB-SHG-09): bit per shield held at the end, its VP by number; shield13: they
   * count double (CB-SHD-13). */
  guint32 shields;
  int shield_vp[TS_BURGUNDY_N_SHIELDS + 1];
  gboolean shield13;
  gboolean routes; /* trade routes: the VP their bonuses gave have a line of their own */
  int route_vp;    /* out of vp_track (CB-TRD-04) */
  gboolean outposts; /* outposts (issue 15): the VP joining outposts and their bonus gave */
  int outpost_vp;    /* out of vp_track (CB-OUT-02..05) */
} TsBurgundyFinalRow;

/* CB-END-06, CB-TIE-01/02 on the rows' total, empty_spaces and bridge; *tie_break is 0 (none),
 * 1 (empty spaces) or 2 (bridge). */
guint ts_burgundy_decide_winner (const TsBurgundyFinalRow *rows, guint n, guint *tie_break);
JsonNode *ts_burgundy_breakdown_build (const TsBurgundyFinalRow *rows, guint n, guint winner,
                                       guint tie_break);
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

/* Final scoring of the modules, written for the final-scoring sheet and meant for the tracked
 * game too (ts-burgundy-sheet-rules.c). */
#define TS_BURGUNDY_WHITE_CASTLE_TYPE 8 /* the crane's type "white castle" (monastery 29) */
/* The monastery that scores per building of @type (0-7: 16-23; 8: 29), and back (-1). */
guint ts_burgundy_building_monastery (guint type);
int ts_burgundy_monastery_building (guint monastery);
/* CB-EXT-03 as decided: the building type the crane counts as, the one that gives its owner
 * the most VP: @monasteries has bit n for each end-game monastery scoring for the owner (own
 * and, with shield 6, the chosen player's). Ties (every such monastery gives 4 VP, and none
 * gives 0) go to the first type in monastery order, as ts_burgundy_crane_choose() does. */
guint ts_burgundy_crane_building (guint32 monasteries);

G_END_DECLS
