/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-caylus-data.h"
#include "ts-engine-error.h"
#include "ts-ledger.h"

G_BEGIN_DECLS

#define TS_CAYLUS_MAX_PLAYERS 5
#define TS_CAYLUS_ROUNDS 9        /* CY-RND-01 */
#define TS_CAYLUS_HOUSES 10       /* per colour */
#define TS_CAYLUS_WORKSITE_TILES 3 /* the setup buildings in the Worksite (CY-BEN-01) */
#define TS_CAYLUS_MAX_SPOTS (TS_CAYLUS_N_PRINTED + TS_CAYLUS_MAX_ROAD)
#define TS_CAYLUS_SETUP_DEALS 13  /* 9 starting + 2 wood + 2 stone tiles dealt (CY-SET-01..04) */
#define TS_CAYLUS_MAX_LEDGER 2048
#define TS_CAYLUS_AT_WORKSITE 0xfe /* TsCaylusEntry.at: the Worksite (CY-PLN-07) */
#define TS_CAYLUS_NO_AT 0xff

/*
 * Caylus 1303 setup (the record's "options", "players" and "setup"):
 *   "players": 2-5 names in seating order, clockwise (CY-CMP-01).
 *   "options" (all optional):
 *     "components": corrections of the shipped tile values for the user's box, as
 *         ts-caylus-data.h describes; a record carries them, so it replays the same after
 *         the user corrects their box again.
 *     "monument-residence": "covered" (default: a monument covers its residence, which then
 *         no longer gives its recruitment worker) or "counts" (it still does; CY-MNM-08's
 *         open question, tables differ).
 *     "stone-owner-gain": "activated" (default: the owner of a built stone Farm, Sawmill or
 *         Quarry gets its resource whenever the building is activated with another player's
 *         worker on it, used or not: the text's reading of CY-STN-04) or "used" (only when
 *         that player uses its effect, as Tableside did before issue 26; tables differ).
 * Everything else on the table is entered as table events, in this order (setup stage):
 *   13 "deal" entries: the starting tile in the Worksite, the starting tiles on Road spaces
 *   1..8 in Road order, the wood tile in the Worksite, the wood tile on the Road, the stone
 *   tile in the Worksite, the stone tile on the Road (CY-SET-01..04); then "first-player"
 *   (CY-SET-10), then players + 3 "reveal" entries (CY-SET-11), then one "draft" per player
 *   from the last player in turn order to the first (CY-SET-12). Workers, houses, the
 *   starting resources and the Provost are set by the game (CY-SET-06..09, 13).
 *
 * Places (an entry's "at"): "fair", "lawyer", "carpenter", "toll" (the printed buildings,
 * spots 0-3), "road-1" .. "road-N" (spot 3 + n), "worksite". Spot indices are internal;
 * entries and words never show them.
 *
 * The Provost (CY-PRV): it stands between building spaces. provost = p means it stands just
 * after Road space p: 0 is the Guild Bridge (only the printed buildings activate), and at
 * road_spaces every space activates. Moving one space passes one building space, built or
 * empty (CY-PRV-02). It never goes below 0 (CY-PRV-03); past the Road it may stand on the 4
 * Provost spaces, road_spaces .. TS_CAYLUS_PROVOST_LAST (CY-PRV-04).
 *
 * Entries (JSON). Players are indices in seating order (0-based).
 * Table events (pending_player -1):
 *   {"type": "deal", "tile": "s-farm"}          the next setup slot's tile (see above)
 *   {"type": "first-player", "player": 2}
 *   {"type": "reveal", "character": "thief"}
 * Player decisions:
 *   {"type": "draft", "player": p, "character": "thief"}           CY-SET-12
 *   {"type": "place", "player": p, "at": "road-3"}                 CY-PLN-02..08, CY-CHR-01/03
 *   {"type": "pass", "player": p}                                  CY-PLN-09..11
 *   {"type": "provost", "player": p, "steps": -2}                  CY-PRV-01, CY-CHR-06
 *   {"type": "use", "player": p, "option": 0, ...}                 the building being activated
 *   {"type": "benefit", "player": p, "character": "thief"}         CY-BEN-01 (a): take it from
 *                                                                  the player who holds it
 *   {"type": "benefit", "player": p, "worksite": 2, "option": 0, ...}  CY-BEN-01 (b)
 *   {"type": "character", "player": p, "character": "bailiff"}     CY-BEN-05: from the board
 *   {"type": "deliver", "player": p, "batches": 2,
 *    "pay": {"food": 2, "wood": 1, "stone": 2, "gold": 1}}         CY-DLV
 *   A "deliver" carries "gold-batches": n (how many of its batches hold gold, as the table
 *   formed them) when its player holds the Goldsmith and the Helper and the batches could
 *   be formed with more or fewer of them holding gold (CY-CHR-10/12); absent otherwise, the
 *   engine counting the only number possible. Records made before issue 26 never carry it:
 *   without it the most possible count, as those records were scored.
 *   {"type": "monument", "player": p, "at": "road-2", "tile": "m-garden", "pay": {...}}
 *                                                                  CY-MNM-01/02
 *   {"type": "skip", "player": p}   declines what is offered now: the Early Riser's worker,
 *       a building's effect, the Bailiff's move, a Benefit, the character after a Benefit,
 *       a delivery, a monument.
 * The members a "use" (and a "benefit" with "worksite") carries, as its option needs them:
 *   "option": which option of the building's side (0 or 1; 0 when it has one);
 *   "pay": {resource: n}: EVERYTHING paid for the option when a part of it is of the
 *       player's choice (pay_any, or a tile whose cost has cost_any); absent otherwise;
 *   "take": "cloth": the resource chosen (take_choice, one at most in the data);
 *   "tile": "w-farm": the tile built (BUILD_*); "at": "road-4": the Lawyer's starting
 *       building; "steps": -2..2: the Toll's move.
 *   A "monument" carries "pay" only when its cost has a part of choice.
 *
 * Flow (the engine moves on by itself where nobody decides anything): setup → per round:
 * the Early Riser's worker (CY-CHR-01) → planning from the first player → the Guild Bridge in
 * bridge order (a player with no worker in supply is skipped) → the Bailiff → activation
 * from the Fair to the Provost (a building without a worker, or beyond the Provost, just
 * sends its workers to the Camp) → delivery in Worksite order, then the Deliverer → the
 * most-batches Benefit → administration: residences (step 1), monuments in Road order from
 * the bridge (step 2), recruitment (3), the Provost (4), the next round or the final scoring
 * (5). A Benefit interrupts wherever it is gained and is chosen at once. When the only legal
 * entry of the player to decide is "pass" or "skip", the engine applies it itself: the record
 * never holds a decision nobody could take otherwise.
 */
typedef enum
{
  TS_CAYLUS_ENTRY_DEAL,
  TS_CAYLUS_ENTRY_FIRST_PLAYER,
  TS_CAYLUS_ENTRY_REVEAL,
  TS_CAYLUS_ENTRY_DRAFT,
  TS_CAYLUS_ENTRY_PLACE,
  TS_CAYLUS_ENTRY_PASS,
  TS_CAYLUS_ENTRY_PROVOST,
  TS_CAYLUS_ENTRY_USE,
  TS_CAYLUS_ENTRY_BENEFIT,
  TS_CAYLUS_ENTRY_CHARACTER,
  TS_CAYLUS_ENTRY_DELIVER,
  TS_CAYLUS_ENTRY_MONUMENT,
  TS_CAYLUS_ENTRY_SKIP,
  TS_CAYLUS_N_ENTRY_TYPES,
} TsCaylusEntryType;

typedef struct
{
  guint8 type;      /* TsCaylusEntryType */
  gint8 player;     /* -1 for table events */
  guint8 tile;      /* deal, use (BUILD_*), monument: tile index; else TS_CAYLUS_NO_TILE */
  guint8 character; /* reveal, draft, benefit (a), character; else 0xff */
  guint8 at;        /* place, use (LAWYER), monument: spot or TS_CAYLUS_AT_WORKSITE; else NO_AT */
  gint8 steps;      /* provost, use (PROVOST) */
  guint8 option;    /* use, benefit (b) */
  guint8 worksite;  /* benefit: 1-3 for (b), 0 for (a) */
  guint8 has_pay;   /* "pay" given */
  guint8 pay[TS_CAYLUS_N_RESOURCES];
  guint8 take;      /* TsCaylusResource, or TS_CAYLUS_N_RESOURCES when none */
  guint8 batches;   /* deliver */
  guint8 has_gold_batches; /* deliver: "gold-batches" given */
  guint8 gold_batches;     /* deliver: the batches holding gold, as the table says */
} TsCaylusEntry;

typedef enum
{
  TS_CAYLUS_STAGE_DEAL,        /* table: the next setup tile (deals = slots dealt so far) */
  TS_CAYLUS_STAGE_FIRST,       /* table: the first player */
  TS_CAYLUS_STAGE_REVEAL,      /* table: the next character revealed */
  TS_CAYLUS_STAGE_DRAFT,       /* actor picks a revealed character */
  TS_CAYLUS_STAGE_EARLY_RISER, /* actor (the Early Riser) may place one worker */
  TS_CAYLUS_STAGE_PLANNING,    /* actor places or passes */
  TS_CAYLUS_STAGE_BRIDGE,      /* actor may move the Provost 0-3 (bridge order) */
  TS_CAYLUS_STAGE_BAILIFF,     /* actor (the Bailiff) may move it 1 for free */
  TS_CAYLUS_STAGE_ACTIVATE,    /* actor uses or skips the building at @cursor */
  TS_CAYLUS_STAGE_BENEFIT,     /* actor chooses a Benefit (benefits_due left) */
  TS_CAYLUS_STAGE_CHARACTER,   /* actor may take a character from the board */
  TS_CAYLUS_STAGE_DELIVERY,    /* actor delivers batches or skips */
  TS_CAYLUS_STAGE_MONUMENT,    /* actor may turn the residence at @cursor into a monument */
  TS_CAYLUS_STAGE_OVER,
} TsCaylusStage;

/* What stands on a spot of the board (printed buildings and Road spaces). */
typedef enum
{
  TS_CAYLUS_SPOT_EMPTY,        /* a Road space with no tile */
  TS_CAYLUS_SPOT_BUILDING,     /* a building workers may go to (side says which effect) */
  TS_CAYLUS_SPOT_RESIDENCE,    /* a starting tile flipped (CY-ADM-01) */
  TS_CAYLUS_SPOT_MONUMENT,     /* a monument on a residence (CY-MNM-02) */
} TsCaylusSpotState;

typedef struct
{
  guint8 tile;      /* tile index, TS_CAYLUS_NO_TILE when empty */
  guint8 state;     /* TsCaylusSpotState */
  guint8 side;      /* TsCaylusSide in use (BUILDING) */
  gint8 owner;      /* the player whose house is on it, -1 */
  guint8 monument;  /* MONUMENT: the monument tile; else TS_CAYLUS_NO_TILE */
  gint8 workers[2]; /* players whose workers stand on it, in the order placed; -1 for none
                       ([1] only through the Craftsman, CY-CHR-03) */
} TsCaylusSpot;

typedef struct
{
  guint8 supply;        /* workers in personal supply */
  guint8 camp;          /* workers in the Camp */
  guint8 houses;        /* houses in personal supply (the bridge house is not counted) */
  guint8 res[TS_CAYLUS_N_RESOURCES];
  guint16 characters;   /* bit per TsCaylusCharacterId held */
  gint16 pp;            /* prestige points (secret at the table, CY-SET-14) */
  guint8 passed;        /* passed in this planning phase */
  guint8 bridge;        /* place on the Guild Bridge, 1 = first to pass; 0 below it */
  guint8 worksite;      /* Worksite space (1-based) of this round's worker, 0 none */
  guint8 batches;       /* batches delivered this round (CY-DLV-05, CY-CHR-09) */
  guint8 craftsman_used; /* the Craftsman's placement was used this round */
} TsCaylusPlayer;

typedef struct
{
  const TsCaylusData *data; /* shipped or corrected (ts_caylus_data_corrected) */
  guint8 n_players;
  char names[TS_CAYLUS_MAX_PLAYERS][32];
  guint8 opt_monument_counts; /* "monument-residence": "counts" */
  guint8 opt_owner_gain_used; /* "stone-owner-gain": "used" */
  guint8 stage;          /* TsCaylusStage */
  gint8 actor;           /* who decides now, -1 for the table */
  guint8 round;          /* 1-9; 0 during setup */
  gint8 first;           /* this round's first player, -1 before it is entered */
  gint8 next_first;      /* who took the first-player token by passing first (CY-PLN-11) */
  guint8 deals;          /* setup tiles dealt so far (0..13) */
  guint8 left[TS_CAYLUS_MAX_TILES];     /* wood/stone tiles in the supply; monuments left;
                                           starting tiles not yet dealt */
  guint8 worksite_tiles[TS_CAYLUS_WORKSITE_TILES]; /* starting, wood, stone (setup side) */
  guint8 n_spots;        /* 4 + road_spaces */
  TsCaylusSpot spots[TS_CAYLUS_MAX_SPOTS];
  guint8 provost;        /* 0..TS_CAYLUS_PROVOST_LAST (see above) */
  guint8 cursor;         /* ACTIVATE, MONUMENT: the spot; DEAL: unused */
  guint8 cursor_worker;  /* ACTIVATE: which of the spot's workers decides (0, 1) */
  gint8 worksite[8];     /* players on the Worksite's numbered spaces, -1 free */
  guint16 revealed;      /* characters revealed and not yet drafted (bits) */
  guint16 board_characters; /* the characters left on the board after the draft */
  guint8 n_revealed;     /* reveal entries so far */
  guint8 bridge_next;    /* the next free place on the bridge (1-based) */
  guint8 first_passer;   /* someone has passed this round (CY-PLN-12) */
  guint8 benefits_due;   /* BENEFIT: how many the actor still chooses */
  guint8 resume_stage;   /* the stage a Benefit interrupted */
  gint8 resume_actor;
  guint8 delivery_step;  /* DELIVERY: internal progress (worksite order, then Deliverer) */
  guint16 n_entries;
  guint8 winners;        /* bit per player sharing the victory, once over */
  TsCaylusPlayer players[TS_CAYLUS_MAX_PLAYERS]; /* in seating order */
  guint16 n_ledger;
  TsLedgerMark ledger[TS_CAYLUS_MAX_LEDGER];
} TsCaylusState;

/* Ledger causes (TsLedgerMark.cause); detail in brackets. The rules helper may add more at
 * the end; ts_caylus_cause_id/text name each. */
typedef enum
{
  TS_CAYLUS_CAUSE_SETUP,        /* starting workers and resources */
  TS_CAYLUS_CAUSE_PLACE,        /* a worker placed [spot or AT_WORKSITE] */
  TS_CAYLUS_CAUSE_PASSED_EXTRA, /* the extra worker after someone passed [spot or AT_WORKSITE] */
  TS_CAYLUS_CAUSE_EARLY_RISER,  /* the Early Riser's extra worker [spot or AT_WORKSITE] */
  TS_CAYLUS_CAUSE_VISITOR,      /* PP for another player's worker on one's building
                                   [placer * TS_CAYLUS_MAX_TILES + tile] */
  TS_CAYLUS_CAUSE_PROVOST,      /* workers paid to move the Provost [0] */
  TS_CAYLUS_CAUSE_EFFECT,       /* a building used: what it cost and gave
                                   [tile | option << 6] */
  TS_CAYLUS_CAUSE_OWNER_GAIN,   /* a stone building's owner bonus (CY-STN-04)
                                   [user * TS_CAYLUS_MAX_TILES + tile] */
  TS_CAYLUS_CAUSE_BUILD,        /* a tile built: its cost and PP [tile] */
  TS_CAYLUS_CAUSE_ARCHITECT,    /* +1 PP [tile] */
  TS_CAYLUS_CAUSE_WORKSITE,     /* a Benefit's Worksite building used [tile | option << 6] */
  TS_CAYLUS_CAUSE_DELIVERY,     /* batches delivered: resources and 5 PP each [batches] */
  TS_CAYLUS_CAUSE_MASTER_BUILDER, /* +1 PP per batch [batches] */
  TS_CAYLUS_CAUSE_GOLDSMITH,    /* +5 PP per batch with gold [batches with gold] */
  TS_CAYLUS_CAUSE_MONUMENT,     /* a monument: cost and PP [tile] */
  TS_CAYLUS_CAUSE_RECRUIT,      /* recruitment: workers, Granary food, Factory cloth [round] */
  TS_CAYLUS_CAUSE_GOLD,         /* final scoring: 2 PP per gold [gold] */
  TS_CAYLUS_CAUSE_OWNER_GAIN_UNUSED, /* CY-STN-04's bonus when the other player declined
                                        the effect ("activated") [as OWNER_GAIN] */
  TS_CAYLUS_N_CAUSES,
} TsCaylusCause;

/* State (ts-caylus-state.c) */
TsCaylusState *ts_caylus_state_new (JsonObject *options, JsonArray *players, GError **error);
gpointer ts_caylus_state_copy (gconstpointer state);
gboolean ts_caylus_state_equal (gconstpointer a, gconstpointer b);
/* The player who must decide, or -1 while the table enters setup events or once over. */
int ts_caylus_state_actor (gconstpointer state);
/* The spot of "fair" .. "road-N" (also "worksite": TS_CAYLUS_AT_WORKSITE), or -1. */
int ts_caylus_spot_from_string (const TsCaylusState *state, const char *at);
/* "road-3"; @buf of at least 12 bytes. */
const char *ts_caylus_spot_to_string (guint spot, char buf[12]);
/* The tile a player reaches at @spot and which side of it is in use. */
const TsCaylusTile *ts_caylus_spot_tile (const TsCaylusState *state, guint spot);
#define CY_PLAYER(s, p) (&(s)->players[(p)])
gboolean ts_caylus_has (const TsCaylusState *s, guint player, TsCaylusCharacterId character);
/* Who holds @character, or -1. */
int ts_caylus_holder (const TsCaylusState *s, TsCaylusCharacterId character);
/* The spot of Road space @space (1-based). */
#define CY_ROAD_SPOT(space) (TS_CAYLUS_N_PRINTED - 1 + (space))
#define CY_SPOT_SPACE(spot) ((spot) + 1 - TS_CAYLUS_N_PRINTED)

#define ts_caylus_refuse ts_engine_refuse
/* The same, naming the clause of the rule (“CY-…”): the guide explains it there. */
#define ts_caylus_refuse_rule ts_engine_refuse_rule
/* A refusal whose words are made only when someone asks for them: the legal listing and
 * the engine's own checks pass no @error, and the sentence is not built for them. */
#define CY_REFUSE(error, ...) ((error) == NULL ? FALSE : ts_caylus_refuse ((error), __VA_ARGS__))
/* The same, naming the clause of the rule it applies. */
#define CY_REFUSE_RULE(error, clause, ...) \
  ((error) == NULL ? FALSE : ts_caylus_refuse_rule ((error), (clause), __VA_ARGS__))
/* "Ana" */
#define CY_NAME(s, p) ((s)->names[(p)])

/* Ledger: every change through this, so totals equal the sum of their lines. */
void ts_caylus_gain (TsCaylusState *state, guint player, TsLedgerResource resource, int delta,
                     TsCaylusCause cause, guint detail);
TsLedgerResource ts_caylus_ledger_resource (TsCaylusResource resource);
GPtrArray *ts_caylus_ledger_lines (gconstpointer state);
void ts_caylus_ledger_totals (gconstpointer state, int *totals, guint n_players);
const char *ts_caylus_cause_id (guint cause, guint detail, char buf[40]);
/* The ledger's causes in words (ts-caylus-causes.c). */
char *ts_caylus_cause_text (gconstpointer state, guint cause, guint detail);
/* The building at @spot in the players' words: "the Tailor (road space 6, Ana's)". */
char *ts_caylus_spot_text (const TsCaylusState *state, guint spot);

/* Entries (ts-caylus-json.c) */
void ts_caylus_entry_init (TsCaylusEntry *entry, TsCaylusEntryType type, int player);
gpointer ts_caylus_entry_from_json (JsonNode *node, GError **error);
JsonNode *ts_caylus_entry_to_json (gconstpointer entry);
/* Tile ids, character ids and places are resolved against the shipped data when reading;
 * "at" places are checked against the state's Road by apply. */

G_END_DECLS
