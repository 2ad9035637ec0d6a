/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's rules room: checks and figures that change nothing: costs, placement
 * and storage, the modules' rules that the base game's checks ask, and the list of legal entries.
 * */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* What STAGE_PHASE_END waits for (modules/ts-burgundy-shields-phase.c). */
typedef enum
{
  TS_BURGUNDY_SHIELD_STEP_TILE_14, /* shield 14's tile from a numbered depot */
  TS_BURGUNDY_SHIELD_STEP_TILE_15, /* shield 15's tile from the black depot */
  TS_BURGUNDY_SHIELD_STEP_TAX,     /* the shield tax */
} TsBurgundyShieldStep;

/* Final scoring shared by the tracked game and the final-scoring sheet (ts-burgundy-sheet.c). */
#define TS_BURGUNDY_END_MONASTERIES 12 /* monasteries 15-26 score at the end */

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

/* Final scoring of the modules, the tracked game's and the final-scoring sheet's
 * (score/ts-burgundy-extras-score.c). */
#define TS_BURGUNDY_WHITE_CASTLE_TYPE 8 /* the crane's type "white castle" (monastery 29) */

/* ts-burgundy-board-mode.c */
/* Whether the players' boards suit the game's mode (CB-OUT-01, CB-SOL): option "outposts"
 * needs every player on an outpost board (one may be played without the option); option
 * "solo" needs one player on a solo board, and a solo board is played only in a solo game.
 * A team board is refused in every mode: the team game is not played yet.
 * Called by the setup once the players' boards are set; SETUP error in the players' words. */
gboolean ts_burgundy_board_check_mode (const TsBurgundyState *state,
                                       GError               **error);

/* The space of @player's starting castle on @board: @chosen (the setup's "start-space"), or
 * -1 for the default: the central castle (CB-SET-08), or on a board that lists start spaces
 * the central castle when listed, else the first listed (a team board: the first listed; none
 * listed is a SETUP error). -1 with a SETUP error naming the spaces when @chosen is not one of
 * the board's start spaces. (The setup checks that the space is a castle space.) */
int ts_burgundy_board_start_space (const TsBurgundyData  *data,
                                   const TsBurgundyDuchy *board,
                                   const char            *player,
                                   int                    chosen,
                                   GError               **error);

/* For an entry whose space is not one of @player's board (ts_burgundy_board_has_space()):
 * FALSE with an ILLEGAL error in the players' words, no index ("That is not a space of
 * Ana's board."). */
gboolean ts_burgundy_board_refuse_space (const TsBurgundyState *state, int player, GError **error);

/* ts-burgundy-extras-rules.c */
/* Placement. A tile fits the colour of @space (an inn fits any colour, CB-INN-04). */
gboolean ts_burgundy_tile_fits (const TsBurgundyPlayer *p, guint tile, guint space);

/* CB-INN-05: no inn yet in the area of @space. */
gboolean ts_burgundy_inn_allowed (const TsBurgundyPlayer *p, guint space);

/* CB-INN-07: 1 when the area of @space holds an inn. */
guint ts_burgundy_area_has_inn (const TsBurgundyPlayer *p, guint space);

/* The module entries: buy-inn, buy-workers, crane-effect. check refuses (state untouched),
 * do cannot fail. */
gboolean ts_burgundy_extras_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                   GError **error);

/* CB-INN-03: the current player may buy an inn now (keeps a turn from ending by itself). */
gboolean ts_burgundy_can_buy_inn (const TsBurgundyState *state);

/* ts-burgundy-legal.c */
/* Every legal player decision now: writes the first @max to @out and returns how many there
 * are in all, which may be more than @max (then ask again with room for all, or use
 * ts_burgundy_legal_all). Never cut: a full storage with unknown tiles in every depot and
 * monastery 6 gives thousands (docs/benchmarks.md). Table events (starting goods, depots,
 * dice) are not listed: see the random helpers. */
guint ts_burgundy_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max);

/* The complete list in a new array (free with g_free); *n_out is its length. */
TsBurgundyEntry *ts_burgundy_legal_all (const TsBurgundyState *state, guint *n_out);

/* ts-burgundy-rules.c */
/* Sets a TS_ENGINE_ERROR_ILLEGAL error with a translated sentence; returns FALSE. */
gboolean ts_burgundy_illegal (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* The same, naming @clause, the clause of the rule it applies (“CB-ACT-07”; NULL: none). */
gboolean ts_burgundy_illegal_rule (GError    **error,
                                   const char *clause,
                                   const char *format,
                                   ...) G_GNUC_PRINTF (3, 4);

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

/* 2 silver, or workers with monastery 6 (CB-BLK-02, CB-MON-06); @inn words it for an inn. */
gboolean ts_burgundy_check_price (const TsBurgundyPlayer *p, int workers, gboolean m6,
                                  gboolean inn, GError **error);

/* ts-burgundy-shields-rules.c */
/* CB-SOL-12 as decided: may a tile go into the area of @space (a river space, a space
 * touching a placed ship, or an area that holds a tile already)? */
gboolean ts_burgundy_solo_may_enter (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                     guint space);

/* May @p place a tile on empty @space: touching a placed tile, or anywhere with shield 18. */
gboolean ts_burgundy_may_place_at (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                   guint space);

gboolean ts_burgundy_shield_goods_ok (const TsBurgundyState *state, int depot, int second,
                                      guint taken, guint held, guint g);

/* ts-burgundy-storage.c */
gboolean ts_burgundy_check_storage (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                    const TsBurgundyEntry *e, gboolean discard_allowed,
                                    GError **error);

/* ts-burgundy-team-rules.c */
/* "Team A (Ana and Carla)": @names are the seats A1, B1, A2, B2. */
char *ts_burgundy_team_name_of (const char *const *names, guint team);

/* Storage a tile goes to (CB-TEM-08/11): may slot @k of @p take a tile for entry @e's
 * "store"? Slots 0-1 are shared, 2-3 private; with shield 4 (issue 26) every slot from 4 on is
 * a further shared space. */
gboolean ts_burgundy_team_store_slot (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                      const TsBurgundyEntry *e, guint k);

/* The same with the player's ts_burgundy_storage_size() already known (@size): loops over
 * the slots ask it once (issue 46). */
gboolean ts_burgundy_team_store_slot_sized (const TsBurgundyState *state, guint size,
                                            const TsBurgundyEntry *e, guint k);

/* "store" given outside the team game, or naming no storage: refused in words. */
gboolean ts_burgundy_team_check_store (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                       GError **error);

/* The kind @e names is full: may it take a discard now (CB-ACT-04, "team-discard-by-kind")?
 * Refused in words while another of the player's spaces is empty. */
gboolean ts_burgundy_team_check_discard (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                         const TsBurgundyEntry *e, GError **error);

/* "Team A (Ana and Carla)", translated. Free the string. */
char *ts_burgundy_team_name (const TsBurgundyState *state, guint team);

G_END_DECLS
