/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's state room: the state and its entries (to and from JSON), the ledger
 * and its causes' words, and the parts' hooks (TsBurgundyPart). */

#include "ts-burgundy-data.h"
#include "ts-burgundy-entry.h"

G_BEGIN_DECLS

#define TS_BURGUNDY_MAX_PLAYERS 4
#define TS_BURGUNDY_STORAGE 3 /* storage spaces of a duchy board (CB-ACT-03) */
/* Shield 4 makes storage unlimited (CB-SHD-04). A turn adds at most 2 tiles by die actions
 * and 1 bought, so 64 spaces hold what 21 turns of placing nothing bring; past them
 * Tableside asks for a discard in words (a guard no real game reaches, docs/rules-coverage.md).
 * Loops over a player's storage go to TS_BURGUNDY_MAX_STORAGE (one bit each in a guint64);
 * ts_burgundy_storage_size() says how many are usable. */
#define TS_BURGUNDY_MAX_STORAGE 64
#define TS_BURGUNDY_OLD_STORAGE 12 /* the cap before issue 26, "shield-4-storage-12" */
#define TS_BURGUNDY_ROUTE_PIECES 5 /* trade-route pieces per player at most (CB-TRD-01) */
#define TS_BURGUNDY_ROUTE_SPACES (3 * TS_BURGUNDY_ROUTE_PIECES)
#define TS_BURGUNDY_SHIELD_SLOTS 2 /* shields per depot at most (CB-SHG-01) */
#define TS_BURGUNDY_INNS 5         /* one per phase (CB-INN-01) */
#define TS_BURGUNDY_GOODS_SPACES 3
#define TS_BURGUNDY_PHASES 5
#define TS_BURGUNDY_ROUNDS 5
#define TS_BURGUNDY_MAX_PENDING 16
/* VP gains of one solo entry moved in the best order (CB-SOL-21); more are moved in turn. */
#define TS_BURGUNDY_SOLO_MAX_GAINS 8
#define TS_BURGUNDY_MAX_LEDGER 4096
/* Most ledger lines one entry can add (the last one adds the whole final scoring). */
#define TS_BURGUNDY_LEDGER_RESERVE 256

typedef enum
{
  TS_BURGUNDY_STAGE_STARTING_GOODS, /* waiting for each player's 3 starting goods */
  TS_BURGUNDY_STAGE_FILL,           /* waiting for the depots of a new phase */
  TS_BURGUNDY_STAGE_ROLL,           /* waiting for the dice of a new round */
  TS_BURGUNDY_STAGE_TURN,           /* a player is taking their turn */
  TS_BURGUNDY_STAGE_OVER,           /* final scoring done */
  TS_BURGUNDY_STAGE_SHIELDS,        /* shields module: waiting for the shields set out on the
                                     * depots, before the starting goods (CB-SHG-01) */
  TS_BURGUNDY_STAGE_PHASE_END,      /* shields module: a player decides at the end of a phase
                                     * (shield 14/15 tile, shield tax); actor = phase_end_player */
  TS_BURGUNDY_STAGE_SOLO_REMOVE,    /* solo game: after the roll, waiting for the hex tile taken
                                     * out of the white die's depot (CB-SOL-09/10); actor -1 */
} TsBurgundyStage;

/* Effects waiting for their owner's decision; the top of the stack is resolved first. */
typedef enum
{
  TS_BURGUNDY_PENDING_SHIP,
  TS_BURGUNDY_PENDING_CASTLE,
  TS_BURGUNDY_PENDING_CITY_HALL,
  TS_BURGUNDY_PENDING_WAREHOUSE,
  TS_BURGUNDY_PENDING_MARKET,
  TS_BURGUNDY_PENDING_CARPENTER,
  TS_BURGUNDY_PENDING_CHURCH,
  /* modules (issue 14) */
  TS_BURGUNDY_PENDING_WHITE_CASTLE,   /* an action with the white die's value (CB-WHC-02) */
  TS_BURGUNDY_PENDING_CRANE,          /* choose a building type's effect (CB-EXT-02) */
  TS_BURGUNDY_PENDING_ROUTE_BUILDING, /* trade-route bonus: a building from a depot */
  TS_BURGUNDY_PENDING_ROUTE_CHURCH,   /* trade-route bonus: a mine, monastery or castle */
  TS_BURGUNDY_PENDING_ROUTE_ANY,      /* trade-route bonus: any hex tile from a depot */
  /* solo game (issue 15) */
  TS_BURGUNDY_PENDING_SOLO_EXCHANGE, /* after a ship: 5 goods for a black tile (CB-SOL-14) */
  TS_BURGUNDY_PENDING_SOLO_BLACK,    /* a colour completed: place a black tile (CB-SOL-18) */
  TS_BURGUNDY_PENDING_SOLO_ACTION,   /* the target reached: a free die action (CB-SOL-22) */
  TS_BURGUNDY_PENDING_SOLO_BUY,      /* VP scored at a phase end: buy VP or go on (CB-SOL-20,
                                      * issue 42) */
} TsBurgundyPending;

/* Trade-route bonuses (CB-TRD-04); the JSON ids are in ts_burgundy_route_bonus_id(). */
typedef enum
{
  TS_BURGUNDY_BONUS_BUILDING, /* "take-building": a building tile from a numbered depot */
  TS_BURGUNDY_BONUS_CHURCH,   /* "take-mine-monastery-castle" */
  TS_BURGUNDY_BONUS_ANY,      /* "take-any": any hex tile from a numbered depot */
  TS_BURGUNDY_BONUS_WORKERS,  /* "workers-4" */
  TS_BURGUNDY_BONUS_SILVER,   /* "silver-2" */
  TS_BURGUNDY_BONUS_VP,       /* "vp-4" */
  TS_BURGUNDY_N_BONUSES,
} TsBurgundyRouteBonus;

/* Options where players plausibly read the rulebook differently (docs/rules-coverage.md). */
typedef struct
{
  gboolean mine_income_after_e; /* CB-PHE-04: mines pay after phase E too */
  gboolean effect_discard;      /* CB-BLD-04..06/CB-BLK-03: may discard to make room */
  /* Modules of the 2019 box (issue 14; record option names in ts-burgundy-entry.h). */
  gboolean extra_tiles;      /* "extra-tiles": monasteries 27 and 28, crane, geese (CB-EXT) */
  gboolean white_castles;    /* "white-castles" (CB-WHC, monastery 29) */
  gboolean inns;             /* "inns" (CB-INN) */
  gboolean trade_routes;     /* "trade-routes" (CB-TRD) */
  gboolean shields;          /* "shields" (CB-SHG, CB-SHD) */
  gboolean advanced_duchies; /* "advanced-duchies" (CB-ADV): duchies dealt, castle chosen */
  gboolean secret_start;     /* "secret-start": CB-ADV-03, the castles were chosen secretly */
  /* Decisions where tables differ, recorded in docs/rules-coverage.md. */
  gboolean inn_extra_purchase; /* "inn-extra-purchase": buying an inn is not the turn's one
                                * black-depot purchase (default: it is, CB-INN-03) */
  gboolean shield_tile_must;   /* "shield-tile-must": shields 14/15 must take a tile when one
                                * fits (PT); default: may (ES), CB-SHD-15 */
  gboolean shield_2_per_gain;  /* "shield-2-per-gain": shield 2 gives 1 worker per gain (one
                                * action, effect or bonus); default: 1 per worker gained
                                * (CB-SHD-02, issue 26) */
  /* The readings before issue 26, for records made then (TsGameModule.readings, issue 40):
   * "shield-4-storage-12", shield 4 keeps at most 12 stored tiles (default 64, no cap a game
   * meets, CB-SHD-04); "monastery-27-lift-at-ship", whoever holds monastery 27 other than by
   * placing it goes on top only when a ship moves a marker or the monastery is placed
   * (default: at once, CB-MON-27); "monastery-7-geese-placed-only", monastery 7 counts the
   * geese when they are placed, not when livestock joins them (CB-EXT-06). */
  gboolean shield_4_storage_12;
  gboolean monastery_27_lift_at_ship;
  gboolean monastery_7_geese_placed_only;
  /* "monastery-27-placer-on-top" (before issue 42): the placer of monastery 27 goes above
   * whoever comes to hold it with them (a partner, shield 6's owner) on their space, even one
   * above them; default: both above the others in the order they were in (CB-MON-27). */
  gboolean monastery_27_placer_on_top;
  /* Issue 15: outposts. */
  gboolean outposts; /* "outposts": every player on an outpost duchy 11 (CB-OUT-01) */

  /* Issue 15: solo game. */
  gboolean solo;       /* "solo": one player on a solo duchy 13 (CB-SOL) */
  guint8 solo_target;  /* "solo-target": the target marker's first space, 45-55 (CB-SOL-25;
                        * default 50, CB-SOL-05) */
  gboolean solo_colour_areas; /* "solo-colour-areas": each completed colour area places a
                               * black tile (ES), default: a whole colour (PT), CB-DIF-08 */
  gboolean solo_black_decline; /* "solo-black-decline": the black tile for a completed colour
                                * may be declined; default: it must be placed while one fits
                                * (CB-SOL-18, issue 26) */
  /* "solo-vp-order-scored": one entry's VP gains move the marker as they are scored, as
   * before issue 26; default: in the order that reaches the target most often (CB-SOL-21). */
  gboolean solo_vp_order_scored;
  /* The readings before issue 42 (TsGameModule.readings): "solo-shield-12-one-player", shield
   * 12 adds the player count (1) a tile in the solo game, not the sale's 2 (CB-SHD-12);
   * "solo-phase-end-ship-keeps-goods", a ship placed at a phase end (shields 14/15) leaves the
   * other depots' goods (CB-SOL-13); "solo-buy-vp-own-turn", no VP bought after a phase-end
   * placement scored (CB-SOL-20). */
  gboolean solo_shield_12_one_player;
  gboolean solo_phase_end_ship_keeps_goods;
  gboolean solo_buy_vp_own_turn;
  /* "solo-phase-end-win-late" (before issue 42): the 37th space covered by a phase-end
   * placement wins only once the phase end is over, counted in the next round, and at the end
   * of phase E not at all; default: at once, in the phase's last round (CB-SOL-24). */
  gboolean solo_phase_end_win_late;
  /* "solo-effects-own-turn" (before issue 58): the 5-goods exchange after a ship (CB-SOL-14),
   * the black tile of a completed colour (CB-SOL-18) and the target's free action (CB-SOL-22)
   * only in the player's turn, none after a tile shield 14/15 placed at a phase end; default:
   * after that tile too, the phase end waiting for them. */
  gboolean solo_effects_own_turn;

  /* Issue 15: team game. */
  gboolean team; /* "team": 2 teams of 2 on team boards (CB-TEM, the team/ room) */
  gboolean team_discard_by_kind; /* "team-discard-by-kind": a full kind of storage takes a
                                  * discard while the other has room; default: only when all
                                  * four spaces are full (CB-ACT-04, issue 26) */
  gboolean team_tie_shared;      /* "team-tie-shared": teams tied on VP and empty spaces share
                                  * the win; default: the bridge decides (CB-TIE-02, CB-TEM-15) */
} TsBurgundyOptions;

/* Compact ledger line inside the state; expanded to TsLedgerLine on request. */
typedef struct
{
  guint8 player;
  guint8 resource;
  gint16 delta;
  guint16 entry;
  guint8 cause;
  guint8 detail;
} TsBurgundyLedgerLine;

typedef struct
{
  TsBurgundyDuchy duchy;             /* layout (copied: user duchies need no registry) */
  /* Per-space arrays are sized for the largest board; a player's board has duchy.n_cells. */
  guint8 area[TS_BURGUNDY_MAX_SPACES]; /* area index of each space, 255 = no space there */
  guint8 area_size[TS_BURGUNDY_MAX_SPACES];
  guint8 n_areas;
  guint8 tiles[TS_BURGUNDY_MAX_SPACES]; /* placed tile per space, 0 = empty */
  guint8 area_filled[TS_BURGUNDY_MAX_SPACES];
  guint8 colour_filled[TS_BURGUNDY_N_COLOURS];
  guint8 n_placed;
  guint8 storage[TS_BURGUNDY_MAX_STORAGE]; /* stored hex tiles, 0 = empty; only the first
                                           * ts_burgundy_storage_size() are usable */
  guint8 goods[7];                     /* goods in storage by type 1..6 */
  guint8 sold[7];                      /* sold goods by type 1..6 */
  gint16 vp;
  gint16 silver;
  gint16 workers;
  guint8 bonus_large; /* bit per colour */
  guint8 bonus_small;
  guint8 bridge_space;  /* 1..bridge_spaces, higher goes first */
  guint8 bridge_height; /* higher is on top */
  guint8 has_starting_goods;
  guint32 monasteries; /* bit n set when monastery n is placed */
  /* Modules (issue 14). */
  guint8 shield[TS_BURGUNDY_MAX_SPACES]; /* shield number 1..18 on that castle space, 0 none */
  gint8 shield6_player;                /* shield 6's chosen player, -1 none yet */
  guint8 route_len;                    /* trade-route spaces (3 per piece), 0 = no route */
  guint8 route_next;                   /* next route space a sold goods tile lands on */
  guint8 route_die[TS_BURGUNDY_ROUTE_SPACES];   /* goods type (die number 1-6) of each */
  guint8 route_bonus[TS_BURGUNDY_ROUTE_SPACES]; /* TsBurgundyRouteBonus of each */
  char route_pieces[TS_BURGUNDY_ROUTE_PIECES][8]; /* ids of the pieces, left to right */
  guint8 crane_building; /* final scoring: the building type the crane counted as (0-8,
                          * 8 = white castle), 255 when no crane; set by the final scoring */
  guint32 monasteries_shared; /* shield 6: the chosen player's monasteries, working for this
                               * player while they hold the shield (CB-SHD-06) */
  guint8 route_goods[TS_BURGUNDY_ROUTE_SPACES]; /* goods type laid on each route space before
                                                 * route_next (CB-TRD-03), for the views */
  /* Issue 15: outposts. */
  guint8 outposts_joined; /* most outposts joined by one chain of placed tiles, as scored:
                           * 0 (or 1), 2 or 3 (CB-OUT-02/03) */

  /* Issue 15: solo game. */
  guint8 solo_marker; /* the VP marker's space on the way to the target (CB-SOL-20/21) */
  guint8 solo_target; /* the target marker's space now: 50, 45, 40 ... (CB-SOL-21) */
  guint8 solo_resets; /* times the VP marker reached the target */

  /* Issue 15: team game. */
  guint8 team; /* 1 + the team (A = 1, B = 2) in the team game, else 0 */
  /* Stored tiles shield 4 gives: TS_BURGUNDY_MAX_STORAGE, or 12 with "shield-4-storage-12"
   * (CB-SHD-04); here so that ts_burgundy_storage_size() needs the player only. */
  guint8 shield_4_storage;
} TsBurgundyPlayer;

/* What a module adds to the base game's entries (below). */
typedef struct _TsBurgundyPart TsBurgundyPart;

typedef struct
{
  const TsBurgundyData *data;
  /* The parts of the game's modules, NULL-terminated, in their hooks' order. */
  const TsBurgundyPart *const *parts;
  TsBurgundyOptions options;
  guint8 n_players;
  char names[TS_BURGUNDY_MAX_PLAYERS][32];
  guint8 stage;
  guint8 phase; /* 0..4 = A..E */
  guint8 round; /* 0..4 inside the phase */
  guint8 turn;  /* index into order[] */
  guint8 order[TS_BURGUNDY_MAX_PLAYERS];
  guint8 current; /* player whose turn it is */
  guint8 dice[TS_BURGUNDY_MAX_PLAYERS][2];
  guint8 white;
  guint8 die_used; /* bit 0/1 for the current player's dice */
  guint8 bought;   /* the once-per-turn purchase is done */
  guint8 white_value;  /* the value a white castle's action uses: the white die, changed by
                        * workers without turning the die (CB-WHC-03) */
  guint8 shield16_used; /* shield 16 changed a die this turn */
  guint8 inn_bought;    /* with inn-extra-purchase: an inn was bought this turn */
  guint8 ended_by_itself; /* 1 + the player whose turn the last entry ended by itself, else 0 */
  guint8 n_pending;
  guint8 pending[TS_BURGUNDY_MAX_PENDING];

  guint8 depots[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_DEPOT_SLOTS];
  guint8 black[TS_BURGUNDY_BLACK_SLOTS];
  guint8 depot_goods[TS_BURGUNDY_N_DEPOTS][7];
  guint8 round_goods[TS_BURGUNDY_ROUNDS]; /* goods of this phase, next round first */
  guint8 n_round_goods;

  /* Conservation: supply[back][face] still face down, unknown = on the board unidentified
   * (per colour, per back), lost_unknown = removed unidentified at a phase change. */
  guint8 supply[2][TS_BURGUNDY_N_TILES];
  guint8 unknown[2][TS_BURGUNDY_N_COLOURS];
  guint8 lost_unknown[2][TS_BURGUNDY_N_COLOURS];
  guint8 goods_supply[7];
  guint8 discarded[TS_BURGUNDY_N_TILES]; /* to the box from storage or the board */

  /* Modules (issue 14). */
  guint8 inns;        /* inns stacked beside the black depot (CB-INN-01/02) */
  guint8 inns_supply; /* inns not brought out yet */
  guint8 shield_depot[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_SHIELD_SLOTS]; /* shield numbers */
  guint32 shields_gone; /* bit per shield number removed from the game (replaced, unpaid) */
  guint32 shields_set;  /* bit per shield number set out at the start (CB-SHG-01) */
  guint8 phase_end_step;   /* STAGE_PHASE_END: what is being decided (shields) */
  guint8 phase_end_player; /* STAGE_PHASE_END: who decides */

  /* Issue 15: outposts. */
  gint8 outpost_large_owner; /* first player to join all 3 outposts, -1 none (CB-OUT-04) */
  gint8 outpost_small_owner; /* the next one, -1 none (CB-OUT-05) */

  /* Issue 15: solo game. */
  guint8 solo_won;    /* 1 when all 37 spaces were filled within 25 rounds (CB-SOL-24) */
  guint8 solo_round;  /* the round (1-25) the game ended in: the 37th space filled, or 25 */
  guint8 solo_goods_gone; /* goods out of the game: cleared by a ship, given in an exchange */
  guint8 solo_vp_turn;    /* VP were scored in this turn: buy-vp is open (CB-SOL-20) */
  guint8 solo_phase_vp;   /* VP were scored at this phase end since the last purchase there:
                           * buy-vp waits once nothing else does (CB-SOL-20, issue 42) */
  guint8 solo_due_black;  /* colours (areas) completed by the last entry: black tiles to place */
  guint8 solo_due_action; /* target resets in the last entry: free actions to push (CB-SOL-22) */
  guint8 solo_deferring;  /* free actions set aside while an entry comes first (CB-SOL-23) */
  guint8 solo_ship;       /* the last entry took a ship's goods: the exchange may follow */
  guint8 n_solo_gains;    /* VP gains of the entry being applied, moved at its end in the
                           * order that serves the player best (CB-SOL-21, CB-SOL-23) */
  guint8 solo_gains[TS_BURGUNDY_SOLO_MAX_GAINS];
  guint16 solo_black_must; /* bit k: the black tile waiting at pending[k] must be placed while
                            * one fits (CB-SOL-18); clear for one a black tile's own colour
                            * brought (“podes tirar”) or with "solo-black-decline" */

  gint8 bonus_large_owner[TS_BURGUNDY_N_COLOURS];
  gint8 bonus_small_owner[TS_BURGUNDY_N_COLOURS];

  guint16 n_entries; /* entries applied so far (ledger lines cite them) */
  guint16 last_acting; /* index of the last entry that changed the game: an automatic end of
                        * turn that only marks where a turn ended does not */
  gint8 winner;
  guint8 tie_break; /* 0 none, 1 empty spaces, 2 bridge, 3 shared (team game: the tie
                     * stands, winner -1) */

  TsBurgundyPlayer players[TS_BURGUNDY_MAX_PLAYERS];

  guint16 n_ledger;
  TsBurgundyLedgerLine ledger[TS_BURGUNDY_MAX_LEDGER];
} TsBurgundyState;

/* Ledger causes: stable ids for records and tests, and a translated text each. */
typedef enum
{
  TS_BURGUNDY_CAUSE_START,
  TS_BURGUNDY_CAUSE_SALE,
  TS_BURGUNDY_CAUSE_TAKE_WORKERS,
  TS_BURGUNDY_CAUSE_SPEND_WORKERS,
  TS_BURGUNDY_CAUSE_PURCHASE,
  TS_BURGUNDY_CAUSE_ANIMALS,
  TS_BURGUNDY_CAUSE_WATCHTOWER,
  TS_BURGUNDY_CAUSE_BOARDING_HOUSE,
  TS_BURGUNDY_CAUSE_BANK,
  TS_BURGUNDY_CAUSE_AREA,
  TS_BURGUNDY_CAUSE_PHASE_BONUS,
  TS_BURGUNDY_CAUSE_BONUS_LARGE,
  TS_BURGUNDY_CAUSE_BONUS_SMALL,
  TS_BURGUNDY_CAUSE_MINES,
  TS_BURGUNDY_CAUSE_MONASTERY, /* detail = monastery number (ongoing or phase-end effect) */
  TS_BURGUNDY_CAUSE_END_GOODS,
  TS_BURGUNDY_CAUSE_END_SILVER,
  TS_BURGUNDY_CAUSE_END_WORKERS,
  TS_BURGUNDY_CAUSE_END_MONASTERY, /* detail = monastery number */
  /* Modules (issue 14). */
  TS_BURGUNDY_CAUSE_GEESE,        /* geese placed or fed: detail = species scored with them,
                                   * TS_BURGUNDY_N_SPECIES for a later livestock tile */
  TS_BURGUNDY_CAUSE_BUY_WORKERS,  /* monastery 28 */
  TS_BURGUNDY_CAUSE_INN,          /* an inn bought */
  TS_BURGUNDY_CAUSE_ROUTE,        /* a trade-route bonus: detail = TsBurgundyRouteBonus */
  TS_BURGUNDY_CAUSE_SHIELD,       /* an ongoing shield effect: detail = shield number */
  TS_BURGUNDY_CAUSE_SHIELD_TAX,   /* detail = shields paid for */
  TS_BURGUNDY_CAUSE_END_SHIELD,   /* detail = shield number */
  /* Issue 15: outposts. */
  TS_BURGUNDY_CAUSE_OUTPOSTS,      /* outposts joined: detail = 2 or 3 (CB-OUT-02/03), plus
                                    * 16 x the phase (TS_BURGUNDY_OUTPOSTS_DETAIL) */
  TS_BURGUNDY_CAUSE_OUTPOST_BONUS, /* all 3 joined: detail 0 first (large), 1 next (small) */

  /* Issue 15: solo game. */
  TS_BURGUNDY_CAUSE_SOLO_MONASTERY, /* scored on placement: detail = monastery (CB-SOL-16) */
  TS_BURGUNDY_CAUSE_SOLO_BUY_VP,    /* silver paid for VP (CB-SOL-20) */
  TS_BURGUNDY_CAUSE_SOLO_EXCHANGE,  /* 5 goods for a face-down black tile (CB-SOL-14) */
  TS_BURGUNDY_N_CAUSES,
} TsBurgundyCause;

/* Helpers shared by the rule files. */
static inline gboolean
ts_burgundy_has_monastery (const TsBurgundyPlayer *p, guint n)
{
  return ((p->monasteries | p->monasteries_shared) >> n) & 1u;
}

/* Trade routes (CB-TRD): the pieces of the box, a player's route in the record's setup and
 * the bonuses sold goods earn on it. */

#define TS_BURGUNDY_ROUTE_BOX_PIECES 12 /* pieces in the box (CB-TRD-01) */
#define TS_BURGUNDY_PIECE_SPACES 3      /* spaces per piece (CB-TRD-02) */

/* One piece of the box: its id ("A", "4"), how sure its contents are, and its spaces left
 * to right. An unknown piece (CONFIDENCE_UNKNOWN) has no spaces and cannot be dealt. */
typedef struct
{
  char id[8];
  TsBurgundyConfidence confidence;
  guint8 die[TS_BURGUNDY_PIECE_SPACES];   /* goods type 1-6 */
  guint8 bonus[TS_BURGUNDY_PIECE_SPACES]; /* TsBurgundyRouteBonus */
} TsBurgundyRoutePiece;

typedef struct
{
  guint n_pieces;
  TsBurgundyRoutePiece pieces[TS_BURGUNDY_ROUTE_BOX_PIECES];
} TsBurgundyRoutePieces;

static inline gboolean
ts_burgundy_route_piece_known (const TsBurgundyRoutePiece *piece)
{
  return piece->confidence != TS_BURGUNDY_CONFIDENCE_UNKNOWN;
}

/* TRUE for the pendings a trade-route bonus pushes. */
static inline gboolean
ts_burgundy_route_pending (guint pending)
{
  return pending >= TS_BURGUNDY_PENDING_ROUTE_BUILDING && pending <= TS_BURGUNDY_PENDING_ROUTE_ANY;
}

/* The outposts module (issue 15, CB-OUT-01..05; decisions in docs/rules-coverage.md): every
 * player on an outpost duchy 11, whose edge spaces touch 3 outposts (TsBurgundyDuchy's
 * "outposts"). Two outposts are joined when one chain of placed tiles (tiles that touch one
 * another, the start castle included) holds a space touching each. */

/* The ledger detail of a TS_BURGUNDY_CAUSE_OUTPOSTS line: the outposts joined (2 or 3) in
 * the low 4 bits and the phase (0-4 = A-E) above them, so that the line can say when it
 * scored; phase A's details are plain 2 and 3. */
#define TS_BURGUNDY_OUTPOSTS_DETAIL(joined, phase) ((joined) | ((phase) << 4))

#define TS_BURGUNDY_OUTPOSTS_DETAIL_JOINED(detail) ((detail)&0xfu)

#define TS_BURGUNDY_OUTPOSTS_DETAIL_PHASE(detail) ((detail) >> 4)

/* The solo game (CB-SOL-01..25): its figures. The game itself is the solo/ room. */

#define TS_BURGUNDY_SOLO_TARGET_MIN 45 /* CB-SOL-25 */
#define TS_BURGUNDY_SOLO_TARGET_MAX 55
#define TS_BURGUNDY_SOLO_TARGET 50     /* CB-SOL-05 */
#define TS_BURGUNDY_SOLO_TARGET_STEP 5 /* CB-SOL-21 */
/* The target never goes below this space (a track has no space 0 to reach). */
#define TS_BURGUNDY_SOLO_TARGET_FLOOR 5
#define TS_BURGUNDY_SOLO_EXCHANGE_GOODS 5 /* CB-SOL-14 */

/* Players whose seats the central board is laid out for: 2 in the solo game (CB-SOL-06,
 * also the sale value, CB-SOL-25 as decided), else the player count. */
static inline guint
ts_burgundy_board_players (const TsBurgundyState *state)
{
  return state->options.solo ? 2 : state->n_players;
}

/* The team game (CB-TEM-01..15, issue 15): two teams of two on team boards. Seats are in the
 * bridge's starting order A1, B1, A2, B2 (CB-TEM-07): player i is on team i % 2 and plays
 * with player i ^ 2. The team's board, goods, workers, silver, shared storage (slots 0-1)
 * and everything placed on the board are the team's (CB-TEM-08/09): both members' player
 * structs hold the same copy, kept the same by ts_burgundy_team_sync() after every change.
 * Each player keeps their own dice, VP, bridge marker and private storage (slots 2-3,
 * CB-TEM-06/08/10). Phase-end income and the final scoring of the team's assets count once,
 * on the team's first member (A1, B1; docs/rules-coverage.md). Every team function does
 * nothing unless the option "team" is on. */

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

/* What a module or a mode of play adds to the base game's entries: hooks that the base game
 * calls at fixed points of every entry, part by part in the order of the table the state
 * holds (game/ts-burgundy-parts.c). The base game names no module: it calls what the table
 * holds. Any hook may be NULL. */
struct _TsBurgundyPart
{
  const char *name;
  /* Before an entry is checked: what the entry must not see is set aside, and put back
   * after it whatever its outcome (@applied). */
  guint (*defer) (TsBurgundyState *state, const TsBurgundyEntry *e);
  void (*undefer) (TsBurgundyState *state, guint deferred, gboolean applied);
  /* An entry of the part's own, one of its @entry_types (a bit each, 1u << type) or one it
   * handles by the state: the first part that takes it checks it and carries it out, before
   * the base game's entry types. */
  guint32 entry_types;
  gboolean (*handles) (const TsBurgundyState *state, const TsBurgundyEntry *e);
  gboolean (*check) (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error);
  void (*apply) (TsBurgundyState *state, const TsBurgundyEntry *e);
  /* After any entry carried out: first what the entry settles (every part), then what
   * follows from it (every part); @was_phase_end: the entry came at a phase's end. */
  void (*settle) (TsBurgundyState *state, const TsBurgundyEntry *e);
  void (*after_entry) (TsBurgundyState *state, const TsBurgundyEntry *e,
                       gboolean was_phase_end);
  /* TRUE while the part leaves something to do in the current turn, so that it does not end
   * by itself. */
  gboolean (*turn_goes_on) (const TsBurgundyState *state);
  /* The part's legal entries, written to @out (at most @max) after the @n listed; each
   * returns the new count. legal: in a turn and while an effect waits, before the purchases;
   * legal_waiting: last while an effect waits; legal_phase_end: at a phase's end with
   * nothing waiting. */
  guint (*legal) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n);
  guint (*legal_waiting) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                          guint n);
  guint (*legal_phase_end) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                            guint n);
  /* In words: an entry of the part's own, or what the part waits for before anything else;
   * NULL when it has nothing to say. */
  char *(*describe_entry) (const TsBurgundyState *state, const TsBurgundyEntry *e);
  char *(*describe_pending) (const TsBurgundyState *state);
  /* A tile placed: once its area and colour are scored, before its own effect (scored); the
   * colour's bonus tiles, or what takes their place: TRUE when the part does (completed);
   * a monastery placed (monastery); after the tile's effect (placed). */
  void (*scored) (TsBurgundyState *state, guint player, guint space);
  gboolean (*completed) (TsBurgundyState *state, guint player, guint space, gboolean area_done,
                         gboolean colour_done);
  void (*monastery) (TsBurgundyState *state, guint player, guint n);
  void (*placed) (TsBurgundyState *state, guint player, guint space);
  /* A phase ends: TRUE while the part holds the end back for a decision (it runs again
   * once made). */
  gboolean (*phase_ends) (TsBurgundyState *state);
  /* A line added to the ledger. */
  void (*gained) (TsBurgundyState *state, guint player, TsLedgerResource resource,
                  TsBurgundyCause cause, int delta);
};

/* ts-burgundy-json-solo.c */
/* JSON of the solo entries (members in ts-burgundy-entry.h). */
gboolean ts_burgundy_solo_entry_from_json (JsonObject *o, TsBurgundyEntry *e, GError **error);

void ts_burgundy_solo_entry_to_json (JsonBuilder *b, const TsBurgundyEntry *e);

/* ts-burgundy-ledger.c */
/* Ledger and scoring. */
void ts_burgundy_ledger_add (TsBurgundyState *state, guint player, TsLedgerResource resource,
                             int delta, TsBurgundyCause cause, guint detail);

const char *ts_burgundy_cause_id (TsBurgundyCause cause, guint detail, char buf[32]);

char *ts_burgundy_cause_text (TsBurgundyCause cause, guint detail);

/* The clause a cause id (of the ledger or the final breakdown) counts under, for the user
 * guide (TsGameModule.cause_clause). */
const char *ts_burgundy_cause_clause (const char *cause_id, TsLedgerResource resource);

GPtrArray *ts_burgundy_ledger_lines (const TsBurgundyState *state);

const char *ts_burgundy_route_bonus_name (TsBurgundyRouteBonus bonus);

/* The VP joining a second or third outpost scores in phase @phase (0-4 = A-E): 10/8/6/4/2
 * (CB-OUT-02/03). */
int ts_burgundy_outposts_phase_value (guint phase);

/* ts-burgundy-state-modules.c */
/* Modules (issue 14). */
/* Storage spaces @p may use: 3, or with shield 4 TS_BURGUNDY_MAX_STORAGE (12 with
 * "shield-4-storage-12"). */
guint ts_burgundy_storage_size (const TsBurgundyPlayer *p);

/* The shield on one of @p's castles, by shield number: TRUE when @p holds it (CB-SHG-05). */
gboolean ts_burgundy_has_shield (const TsBurgundyPlayer *p, guint shield);

/* Slot @k of a team game's storage is the team's (not a player's private one). */
gboolean ts_burgundy_team_is_shared_slot (guint k);

/* ts-burgundy-state.c */
TsBurgundyState *ts_burgundy_state_copy (const TsBurgundyState *state);

gboolean ts_burgundy_state_equal (const TsBurgundyState *a, const TsBurgundyState *b);

void ts_burgundy_state_free (TsBurgundyState *state);

/* The player who must decide next, or -1 when the table must enter something. */
int ts_burgundy_state_actor (const TsBurgundyState *state);

/* The first of @ids (option names such as "shields", NULL-terminated) that is on in @op, or
 * NULL: the modules a mode is not combined with (CB-SOL-25, CB-TEM-01). */
const char *ts_burgundy_options_first_on (const TsBurgundyOptions *op, const char *const *ids);

int ts_burgundy_empty_spaces (const TsBurgundyState *state, guint player);

guint ts_burgundy_goods_types (const TsBurgundyPlayer *p);

int ts_burgundy_free_storage (const TsBurgundyPlayer *p);

gboolean ts_burgundy_adjacent_to_tile (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                       guint space);

int ts_burgundy_large_bonus (guint n_players);

int ts_burgundy_small_bonus (guint n_players);

void ts_burgundy_compute_order (TsBurgundyState *state);

/* Counts every hex tile and goods tile in the game (conservation test). */
void ts_burgundy_count_components (const TsBurgundyState *state,
                                   guint tiles_out[TS_BURGUNDY_N_TILES], guint *unknown_out,
                                   guint *goods_out);

G_END_DECLS
