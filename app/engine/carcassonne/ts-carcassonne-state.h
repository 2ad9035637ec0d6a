/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-carcassonne-data.h"
#include "ts-engine-error.h"
#include "ts-ledger.h"
#include "ts-board-picture.h"
#include "ts-table-form.h"

G_BEGIN_DECLS

#define TS_CARCASSONNE_MAX_PLAYERS 5
#define TS_CARCASSONNE_MAX_TILES 96 /* 72 base + 24 Traders & Builders */
#define TS_CARCASSONNE_FOLLOWERS 7  /* CA-BSE-02 */
#define TS_CARCASSONNE_MAX_SEGS (TS_CARCASSONNE_MAX_TILES * TS_CARCASSONNE_MAX_SEGMENTS)
#define TS_CARCASSONNE_MAX_FIGURES 64
#define TS_CARCASSONNE_MAX_SCORINGS 255
#define TS_CARCASSONNE_MAX_LEDGER 1024
#define TS_CARCASSONNE_CELLS 512 /* open-addressed map of (x, y) to a placed tile */
#define TS_CARCASSONNE_NO_TILE 0xff
#define TS_CARCASSONNE_NO_SEG 0xffff

/*
 * Carcassonne setup (the record's "options", "players" and "setup"):
 *   "players": 2-5 names in turn order (CA-BSE-04: the first plays first).
 *   "options" (all optional; absent = the base game alone):
 *     "tiles": true       Traders & Builders' 24 tiles in the box (CA-TBC-01/02)
 *     "goods": true       goods tokens for completed cities with goods (CA-TGD; needs "tiles")
 *     "builder": true     each player's builder (CA-TBU)
 *     "pig": true         each player's pig (CA-TPG)
 *     "small-city": "full" (default: a completed 2-tile city scores 4) or "half" (2: older
 *                         editions, CA-BSC-02's open question)
 *   The start tile (BASE-D) lies at (0, 0), rotation 0, city to the north (CA-BSE-03).
 *
 * Coordinates: x grows eastwards, y southwards; the north neighbour of (x, y) is (x, y - 1).
 * A segment is named by the data's id ("road0", "city1", "field2", "cloister").
 *
 * Entries (JSON). Players are indices in setup order (0-based).
 * Table event:
 *   {"type": "draw", "tile": "BASE-U"}  the tile kind drawn (by id; its code "U" is accepted
 *       when reading); refused when none of that kind is left. A tile that fits nowhere is
 *       set aside at once (CA-BTL-04) and the table draws again.
 *   {"type": "stack-empty"}  where a draw is due, the table finds no tile left to draw although
 *       the app counts some (a tile lost from the box): the game ends there with its final
 *       scoring, as after the last tile (CA-BTR-02, CA-BEN). Refused at any other moment.
 * Player decisions (of the player whose turn it is):
 *   {"type": "place", "player": p, "x": 1, "y": 0, "rotation": 1}  the drawn tile
 *   {"type": "figure", "player": p, "figure": "follower", "segment": "city0"}  on the tile just
 *       placed; "figure" is "follower", "builder" or "pig" (one figure per tile: the builder
 *       and the pig are placed instead of a follower, as in the expansion's original rules)
 *   {"type": "pass", "player": p}  no figure on this tile; or, when the builder grants a
 *       second tile, no second tile (CA-TBU-05: "poderá")
 * Scoring (step 3) follows the figure or the pass by itself (CA-BTR-01); the game ends and
 * the final scoring is done by itself once the last tile's turn is over (CA-BTR-02), or at
 * once when the table says the stack is empty.
 */
typedef enum
{
  TS_CARCASSONNE_ENTRY_DRAW,
  TS_CARCASSONNE_ENTRY_PLACE,
  TS_CARCASSONNE_ENTRY_FIGURE,
  TS_CARCASSONNE_ENTRY_PASS,
  TS_CARCASSONNE_ENTRY_STACK_EMPTY, /* a table event, like the draw */
  TS_CARCASSONNE_N_ENTRY_TYPES,
} TsCarcassonneEntryType;

typedef enum
{
  TS_CARCASSONNE_FOLLOWER,
  TS_CARCASSONNE_BUILDER,
  TS_CARCASSONNE_PIG,
} TsCarcassonneFigureType;

typedef struct
{
  guint8 type;     /* TsCarcassonneEntryType */
  gint8 player;    /* -1 for a draw and for the stack found empty */
  guint8 kind;     /* draw: index into the data's kinds */
  guint8 figure;   /* TsCarcassonneFigureType */
  char segment[12]; /* figure: the segment's id on the tile just placed ("city0") */
  guint8 rotation; /* place: 0-3 */
  gint8 x, y;      /* place */
} TsCarcassonneEntry;

typedef enum
{
  TS_CARCASSONNE_STAGE_DRAW,   /* the table enters the drawn tile */
  TS_CARCASSONNE_STAGE_PLACE,  /* the player places it */
  TS_CARCASSONNE_STAGE_FIGURE, /* the player may put a figure on it */
  TS_CARCASSONNE_STAGE_OVER,
} TsCarcassonneStage;

typedef struct
{
  guint8 kind;
  guint8 rotation;
  gint8 x, y;
  guint8 player; /* who placed it; TS_CARCASSONNE_NO_TILE for the start tile */
  guint16 entry; /* the place entry's index */
} TsCarcassonnePlaced;

/* A figure on the map: on segment @seg (tile index * TS_CARCASSONNE_MAX_SEGMENTS + segment). */
typedef struct
{
  guint8 player;
  guint8 type; /* TsCarcassonneFigureType */
  guint16 seg;
} TsCarcassonneFigure;

/* One feature scored (during play or at the end), for the ledger's causes and the views. */
typedef struct
{
  guint8 kind;     /* TsCarcassonneFeatureKind */
  guint8 final;    /* 1: final scoring of an incomplete feature or a farm */
  guint16 seg;     /* a segment of the feature (to outline it) */
  guint8 tiles;    /* roads, cities: tiles it covers; cloisters: 1 + neighbours; farms: cities */
  guint8 pennants; /* cities */
  guint8 points;   /* what each winner scored */
  guint8 winners;  /* bit per player who scored it (CA-BSC-04) */
  guint8 pigs;     /* farms: bit per winner who scored 4 per city with their pig (CA-TPG-05) */
  guint8 followers[TS_CARCASSONNE_MAX_PLAYERS];
  guint16 entry;   /* the entry whose step 3 scored it; the last entry for the final scoring */
} TsCarcassonneScoring;

typedef enum
{
  TS_CARCASSONNE_CAUSE_ROAD,     /* detail: scoring index */
  TS_CARCASSONNE_CAUSE_CITY,     /* detail: scoring index */
  TS_CARCASSONNE_CAUSE_CLOISTER, /* detail: scoring index */
  TS_CARCASSONNE_CAUSE_FARM,     /* detail: scoring index */
  TS_CARCASSONNE_CAUSE_GOODS,    /* a goods token taken; detail: scoring index of the city */
  TS_CARCASSONNE_CAUSE_MAJORITY, /* 10 VP for the most tokens; detail: TsCarcassonneGood */
  TS_CARCASSONNE_CAUSE_TRACK,    /* a final-map sheet: the VP on the track before the end */
  TS_CARCASSONNE_N_CAUSES,
} TsCarcassonneCause;

typedef struct
{
  guint8 followers; /* in supply, 0-7 */
  guint8 builder;   /* 1: in supply (with the builder option) */
  guint8 pig;       /* 1: in supply (with the pig option) */
  guint8 goods[TS_CARCASSONNE_N_GOODS];
  gint16 vp;
} TsCarcassonnePlayer;

typedef struct
{
  const TsCarcassonneData *data;
  guint8 n_players;
  char names[TS_CARCASSONNE_MAX_PLAYERS][32];
  /* Options */
  guint8 opt_tiles, opt_goods, opt_builder, opt_pig, opt_small_half;
  guint8 sheet;        /* 1: built from a final-map sheet (ts-carcassonne-sheet.h) */
  guint8 stage;        /* TsCarcassonneStage */
  guint8 turn;         /* whose turn */
  guint8 drawn;        /* the kind drawn, waiting to be placed */
  guint8 second_tile;  /* 0 first tile of the turn; 1 the builder's second tile (CA-TBU-06) */
  guint8 double_due;   /* 1: the first tile extended the player's builder's feature */
  guint8 left[TS_CARCASSONNE_MAX_KINDS];  /* tiles of each kind still to draw */
  guint8 set_aside[TS_CARCASSONNE_MAX_KINDS]; /* drawn, fitting nowhere (CA-BTL-04) */
  guint8 last_aside;   /* the kind the last entry set aside, or TS_CARCASSONNE_NO_TILE */
  guint8 stack_empty;  /* 1: the table found the stack empty with n_left tiles never drawn */
  guint8 n_left;       /* sum of left[] */
  guint8 n_tiles;
  TsCarcassonnePlaced tiles[TS_CARCASSONNE_MAX_TILES];
  guint8 cells[TS_CARCASSONNE_CELLS]; /* tile index per hashed cell, NO_TILE when empty */
  /* Features: union-find over the placed tiles' segments. */
  guint16 parent[TS_CARCASSONNE_MAX_SEGS];
  guint8 open[TS_CARCASSONNE_MAX_SEGS]; /* at a root: edges still open (roads, cities) */
  guint8 done[TS_CARCASSONNE_MAX_SEGS]; /* at a root: 1 once scored as complete */
  guint8 n_figures;
  TsCarcassonneFigure figures[TS_CARCASSONNE_MAX_FIGURES]; /* on the map now */
  TsCarcassonnePlayer players[TS_CARCASSONNE_MAX_PLAYERS];
  guint8 n_scorings;
  TsCarcassonneScoring scorings[TS_CARCASSONNE_MAX_SCORINGS];
  guint16 n_entries;
  guint8 winners; /* bit per player sharing the victory, once over */
  guint16 n_ledger;
  TsLedgerMark ledger[TS_CARCASSONNE_MAX_LEDGER];
} TsCarcassonneState;

/* State (ts-carcassonne-state.c) */
TsCarcassonneState *ts_carcassonne_state_new (JsonObject *options, JsonArray *players,
                                              GError **error);
gpointer ts_carcassonne_state_copy (gconstpointer state);
gboolean ts_carcassonne_state_equal (gconstpointer a, gconstpointer b);
/* The player who must decide, or -1 while the table draws (or the game is over). */
int ts_carcassonne_state_actor (gconstpointer state);

/* The map (ts-carcassonne-map.c) */
/* The placed tile at (x, y), or -1. */
int ts_carcassonne_tile_at (const TsCarcassonneState *state, int x, int y);
/* The feature (union-find root) of segment @segment of placed tile @tile. */
guint16 ts_carcassonne_feature (const TsCarcassonneState *state, guint tile, guint segment);
/* TRUE when kind @kind at (x, y) turned @rotation touches the map by an edge and matches
 * every touching edge (CA-BTL-01..03); the refusal names the first clash. */
gboolean ts_carcassonne_fits (const TsCarcassonneState *state, guint kind, int x, int y,
                              guint rotation, GError **error);
/* The empty cells next to a placed tile, as pairs (x, y) of gint8 in a GArray of gint8. */
GArray *ts_carcassonne_open_spots (const TsCarcassonneState *state);
/* Bit per rotation (0-3) with which @kind fits at (x, y); only the distinct ones. */
guint ts_carcassonne_fitting_rotations (const TsCarcassonneState *state, guint kind, int x, int y);
/* TRUE when @kind fits anywhere. */
gboolean ts_carcassonne_fits_somewhere (const TsCarcassonneState *state, guint kind);

/* What a feature is now, for refusals, scoring and the views. */
typedef struct
{
  guint8 kind;     /* TsCarcassonneFeatureKind */
  guint8 complete; /* roads, cities: no open edge; cloisters: 8 neighbours */
  guint8 scored;   /* scored as complete already */
  guint8 tiles;    /* distinct tiles it covers (cloister: 1 + neighbours) */
  guint8 pennants;
  guint8 goods[TS_CARCASSONNE_N_GOODS];
  guint8 followers[TS_CARCASSONNE_MAX_PLAYERS];
  guint8 builders; /* bit per player */
  guint8 pigs;     /* bit per player */
  guint8 majority; /* bit per player with the most followers (0 when none) */
} TsCarcassonneFeatureInfo;
void ts_carcassonne_feature_info (const TsCarcassonneState *state, guint16 feature,
                                  TsCarcassonneFeatureInfo *info);
/* The completed cities (their roots) a field borders, in a GArray of guint16 (CA-BEN-04/05). */
GArray *ts_carcassonne_field_cities (const TsCarcassonneState *state, guint16 field);

/* Rules (ts-carcassonne-rules.c, ts-carcassonne-scoring.c) */
gboolean ts_carcassonne_apply (gpointer state, gconstpointer entry, GError **error);
/* Every legal player decision now, complete: placements (every open spot x every rotation
 * that fits), then figures and the pass. Empty while the table draws. */
GArray *ts_carcassonne_legal (const TsCarcassonneState *state);
/* Segment indices of the tile just placed that may take @figure of the player now. */
guint ts_carcassonne_figure_segments (const TsCarcassonneState *state,
                                      TsCarcassonneFigureType figure);
JsonNode *ts_carcassonne_final_breakdown (gconstpointer state);
#define ts_carcassonne_refuse ts_engine_refuse
/* The same, naming the clause of the rule (“CA-…”): the guide explains it there. */
#define ts_carcassonne_refuse_rule ts_engine_refuse_rule

/* Ledger: every change through this, so totals equal the sum of their lines. */
void ts_carcassonne_gain (TsCarcassonneState *state, guint player, TsLedgerResource resource,
                          int delta, TsCarcassonneCause cause, guint detail);
GPtrArray *ts_carcassonne_ledger_lines (gconstpointer state);
void ts_carcassonne_ledger_totals (gconstpointer state, int *totals, guint n_players);
const char *ts_carcassonne_cause_id (guint cause, guint detail, char buf[40]);
char *ts_carcassonne_cause_text (gconstpointer state, guint cause, guint detail);

/* Entries (ts-carcassonne-json.c) */
void ts_carcassonne_entry_init (TsCarcassonneEntry *entry, TsCarcassonneEntryType type, int player);
gpointer ts_carcassonne_entry_from_json (JsonNode *node, GError **error);
JsonNode *ts_carcassonne_entry_to_json (gconstpointer entry);

/* Words (ts-carcassonne-describe.c) */
char *ts_carcassonne_describe_entry (gconstpointer state, gconstpointer entry);
char *ts_carcassonne_describe_pending (gconstpointer state);
/* Where the game stands (TsGameModule.progress): {"tiles-left"}; "42 tiles left". */
JsonObject *ts_carcassonne_progress (gconstpointer state);
char *ts_carcassonne_describe_progress (JsonObject *progress);
/* What the table asks about across it (TsGameModule.table_facts,
 * ts-carcassonne-table-facts.c): tiles left, goods majorities, each player's followers left. */
GPtrArray *ts_carcassonne_table_facts (gconstpointer state);
/* What @player holds, for their own phone (TsGameModule.holdings,
 * ts-carcassonne-holdings.c): figures left, goods tokens, the last tiles placed. */
void ts_carcassonne_holdings (gconstpointer state, guint player, GPtrArray *facts);
char *ts_carcassonne_describe_outcome (gconstpointer before, gconstpointer entry,
                                       gconstpointer after);
/* "the city of 3 tiles and 1 pennant at (1, −1)", for refusals, causes and the views. */
char *ts_carcassonne_feature_text (const TsCarcassonneState *state, guint16 feature);
const char *ts_carcassonne_kind_name (const TsCarcassonneKind *kind); /* translated */
/* The tile drawn as the drawing player enters it from their phone (TsGameModule.table_form,
 * form_entry; ts-carcassonne-form.c). */
TsTableForm *ts_carcassonne_table_form (gconstpointer state);
JsonNode *ts_carcassonne_form_entry (gconstpointer state, const char *const *values);
/* The map for the phones: the tiles placed and the free places the drawn tile fits, and the
 * place an entry acts on (TsGameModule.board_picture, entry_spot; ts-carcassonne-picture.c). */
TsBoardPicture *ts_carcassonne_board_picture (gconstpointer state);
char *ts_carcassonne_entry_spot (gconstpointer state, gconstpointer entry);
const char *ts_carcassonne_good_name (TsCarcassonneGood good);        /* translated */

/* Random table events and decisions for property tests and benchmarks
 * (ts-carcassonne-random.c): a draw of a kind left, or a random legal decision. */
gboolean ts_carcassonne_random_entry (const TsCarcassonneState *state, GRand *rand,
                                      TsCarcassonneEntry *entry);

G_END_DECLS
