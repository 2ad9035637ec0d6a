/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-carcassonne-data.h"
#include "ts-engine-error.h"
#include "ts-ledger.h"

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

/* State (ts-carcassonne-state.c); a new game is the play room's (ts-carcassonne-play.h). */
gpointer ts_carcassonne_state_copy (gconstpointer state);
gboolean ts_carcassonne_state_equal (gconstpointer a, gconstpointer b);
/* The player who must decide, or -1 while the table draws (or the game is over). */
int ts_carcassonne_state_actor (gconstpointer state);

#define ts_carcassonne_refuse ts_engine_refuse
/* The same, naming the clause of the rule (“CA-…”): the guide explains it there. */
#define ts_carcassonne_refuse_rule ts_engine_refuse_rule

/* Ledger: every change through this, so totals equal the sum of their lines. */
void ts_carcassonne_gain (TsCarcassonneState *state, guint player, TsLedgerResource resource,
                          int delta, TsCarcassonneCause cause, guint detail);
GPtrArray *ts_carcassonne_ledger_lines (gconstpointer state);
void ts_carcassonne_ledger_totals (gconstpointer state, int *totals, guint n_players);
const char *ts_carcassonne_cause_id (guint cause, guint detail, char buf[40]);
/* ts-carcassonne-causes.c */
char *ts_carcassonne_cause_text (gconstpointer state, guint cause, guint detail);
/* "(1, −1)" */
char *ts_carcassonne_cell_text (int x, int y);

/* Entries (ts-carcassonne-json.c) */
void ts_carcassonne_entry_init (TsCarcassonneEntry *entry, TsCarcassonneEntryType type, int player);
gpointer ts_carcassonne_entry_from_json (JsonNode *node, GError **error);
JsonNode *ts_carcassonne_entry_to_json (gconstpointer entry);

/* What the engine's rooms share about the map and the ledger's marks. */

/* In a ledger mark's cause: the scoring is the final one (CA-BEN), so that the stable id says
 * "end-road" without the state. ts_carcassonne_gain() sets it from the scoring. */
#define TS_CARCASSONNE_CAUSE_FINAL 0x80

#define TS_CARCASSONNE_SEG(tile, segment) ((guint16)((tile) * TS_CARCASSONNE_MAX_SEGMENTS + (segment)))

static inline const TsCarcassonneSegment *
ts_carcassonne_segment (const TsCarcassonneState *state, guint16 seg)
{
  const TsCarcassonnePlaced *t = &state->tiles[seg / TS_CARCASSONNE_MAX_SEGMENTS];

  return &state->data->kinds[t->kind].segments[seg % TS_CARCASSONNE_MAX_SEGMENTS];
}

/* The map's cell of (x, y): Fibonacci hashing of the coordinates (within ±96, so 8 bits
 * each) to the top 9 bits, then linear probing. Inline: the legal list asks it thousands
 * of times. */
static inline guint
ts_carcassonne_cell_hash (int x, int y)
{
  guint key = ((guint)(x & 0xff) << 8) | (guint)(y & 0xff);

  return (key * 2654435761u) >> 23;
}

static inline int
ts_carcassonne_cell (const TsCarcassonneState *state, int x, int y)
{
  for (guint h = ts_carcassonne_cell_hash (x, y);; h = (h + 1) & (TS_CARCASSONNE_CELLS - 1))
    {
      guint t = state->cells[h];

      /* Never full: 96 tiles in 512 cells. */
      if (t == TS_CARCASSONNE_NO_TILE)
        return -1;
      if (state->tiles[t].x == x && state->tiles[t].y == y)
        return t;
    }
}

/* Unions relink every member to the root (ts-carcassonne-put.c's join), so this is one step. */
static inline guint16
ts_carcassonne_find (const TsCarcassonneState *state, guint16 seg)
{
  while (state->parent[seg] != seg)
    seg = state->parent[seg];
  return seg;
}

G_END_DECLS
