/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Internal helpers shared by the rule files (actions, effects, scoring, legal listing). */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* Sets a TS_ENGINE_ERROR_ILLEGAL error with a translated sentence; returns FALSE. */
gboolean ts_burgundy_illegal (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

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
int ts_burgundy_monastery_end_vp (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint n);

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
  /* Modules (issue 14); a zeroed row has none of them. */
  guint32 shields;                          /* bit n: shield n held at the end */
  int shield_vp[TS_BURGUNDY_N_SHIELDS + 1]; /* end VP of each held shield, by number */
  gboolean crane;                           /* the crane is in the duchy */
  guint crane_building; /* the type it counted as: ts_burgundy_crane_building() */
} TsBurgundyFinalRow;

/* CB-END-06, CB-TIE-01/02 on the rows' total, empty_spaces and bridge; *tie_break is 0 (none),
 * 1 (empty spaces) or 2 (bridge). */
guint ts_burgundy_decide_winner (const TsBurgundyFinalRow *rows, guint n, guint *tie_break);
JsonNode *ts_burgundy_breakdown_build (const TsBurgundyFinalRow *rows, guint n, guint winner,
                                       guint tie_break);

/* Final scoring of the modules, one rule in one place for the tracked game and the
 * final-scoring sheet (ts-burgundy-sheet-rules.c). */
#define TS_BURGUNDY_WHITE_CASTLE_TYPE 8 /* the crane's type "white castle" (monastery 29) */
#define TS_BURGUNDY_CRANE_NO_TYPE 255   /* no monastery of a building type scores for its owner */
/* CB-MON-15..26, CB-MON-29 (4 VP per white castle), doubled with shield 10 (CB-SHD-10). */
int ts_burgundy_end_monastery_vp (guint n, int count, gboolean shield10);
/* The monastery that scores per building of @type (0-7: 16-23; 8: 29), and back (-1). */
guint ts_burgundy_building_monastery (guint type);
int ts_burgundy_monastery_building (guint monastery);
/* CB-EXT-03 as decided: the building type the crane counts as, the one that gives its owner
 * the most VP: @monasteries has bit n for each end-game monastery scoring for the owner (own
 * and, with shield 6, the chosen player's). Ties go to the lowest monastery number;
 * TS_BURGUNDY_CRANE_NO_TYPE when none of 16-23 and 29 scores. */
guint ts_burgundy_crane_building (guint32 monasteries);
/* CB-SHG-09 with CB-SHD-13: end VP of @shield for an owner holding @held (bit n = shield n):
 * 12, 8 or 4, doubled when @held has shield 13. */
int ts_burgundy_shield_end_vp_held (guint shield, guint32 held);
/* What ts_burgundy_breakdown_build() adds for the modules: the lines of the held shields
 * and of the crane's type (to "lines"), and the members "shields" and "crane" of a row. */
void ts_burgundy_breakdown_module_lines (JsonBuilder *b, const TsBurgundyFinalRow *rows, guint n,
                                         guint i);
void ts_burgundy_breakdown_module_members (JsonBuilder *b, const TsBurgundyFinalRow *row);

G_END_DECLS
