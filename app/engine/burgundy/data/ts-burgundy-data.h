/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's data room: the components: tiles, duchies and boards, their names,
 * read from data/games, and a board's layout checks. */

#include <gio/gio.h>
#include "ts-hexgrid.h"
#include <json-glib/json-glib.h>
#include "ts-board-picture.h"
#include "ts-ledger.h"
#include "ts-table-form.h"

G_BEGIN_DECLS

/* Colours of duchy spaces and of tile faces (keep the order: data and tests rely on it). */
typedef enum
{
  TS_BURGUNDY_CASTLE,
  TS_BURGUNDY_PASTURE,
  TS_BURGUNDY_RIVER,
  TS_BURGUNDY_CITY,
  TS_BURGUNDY_MONASTERY,
  TS_BURGUNDY_MINE,
  TS_BURGUNDY_N_COLOURS,
} TsBurgundyColour;

#define TS_BURGUNDY_N_SPACES 37 /* spaces of a duchy (a hexagon of side 4) */

/* The team game's board (issue 15, CB-TEM): two halves of a shape not known yet, entered on
 * a 16 x 10 grid (odd rows shifted right by half a space, like the duchy's rows); cells that
 * are not spaces of the board have colour TS_BURGUNDY_NO_SPACE. */
#define TS_BURGUNDY_TEAM_COLS 16

#define TS_BURGUNDY_TEAM_ROWS 10

#define TS_BURGUNDY_MAX_SPACES 160 /* cells of the largest board: arrays are sized by it */

#define TS_BURGUNDY_NO_SPACE 254   /* colour of a grid cell that is not a space of the board */

#define TS_BURGUNDY_N_DEPOTS 6

#define TS_BURGUNDY_DEPOT_SLOTS 4

#define TS_BURGUNDY_BLACK_SLOTS 8

#define TS_BURGUNDY_MAX_DUCHIES 24 /* 1-10, 11a-11f, 13a/13b and room for more */

/* Tile faces. 0 is "no tile"; UNKNOWN is a tile on the board not identified yet. */
enum
{
  TS_BURGUNDY_TILE_NONE = 0,
  TS_BURGUNDY_TILE_UNKNOWN = 1,
  TS_BURGUNDY_TILE_CASTLE = 2,
  TS_BURGUNDY_TILE_MINE = 3,
  TS_BURGUNDY_TILE_SHIP = 4,
  TS_BURGUNDY_TILE_BUILDING = 5,   /* + building type 0..7 */
  TS_BURGUNDY_TILE_ANIMAL = 13,    /* + species * 3 + (animals - 2) */
  TS_BURGUNDY_TILE_MONASTERY = 24, /* + monastery number 1..29 (27-29 come with modules) */
  /* Tiles of the modules (issue 14; none is in the supply of a base game). */
  TS_BURGUNDY_TILE_CRANE = 54,        /* extra tiles: black-backed building (CB-EXT-02) */
  TS_BURGUNDY_TILE_GEESE = 55,        /* extra tiles: black-backed livestock (CB-EXT-04) */
  TS_BURGUNDY_TILE_WHITE_CASTLE = 56, /* white castles: a building type (CB-WHC-01) */
  TS_BURGUNDY_TILE_INN = 57,          /* inns: no colour, fits any space (CB-INN-04) */
  /* Solo game (issue 15): a black-depot tile bought with 5 goods, stored and placed face
   * down; it fits a space of any colour and has no effect (CB-SOL-14/15). */
  TS_BURGUNDY_TILE_FACE_DOWN = 58,
  TS_BURGUNDY_N_TILES = 59,
};

#define TS_BURGUNDY_LAST_MONASTERY 29

/* Modules of the 2019 box that bring hex tiles (the "module" of their tiles.json entries). */
typedef enum
{
  TS_BURGUNDY_MODULE_EXTRA_TILES,   /* "extra-tiles": monasteries 27, 28, crane, geese */
  TS_BURGUNDY_MODULE_WHITE_CASTLES, /* "white-castles": 8 white castles, monastery 29 */
  TS_BURGUNDY_MODULE_INNS,          /* "inns": 5 inns, no back */
  TS_BURGUNDY_N_TILE_MODULES,
} TsBurgundyTileModule;

#define TS_BURGUNDY_N_SHIELDS 18

typedef enum
{
  TS_BURGUNDY_WAREHOUSE,
  TS_BURGUNDY_WATCHTOWER,
  TS_BURGUNDY_CARPENTER,
  TS_BURGUNDY_CHURCH,
  TS_BURGUNDY_MARKET,
  TS_BURGUNDY_BOARDING_HOUSE,
  TS_BURGUNDY_BANK,
  TS_BURGUNDY_CITY_HALL,
  TS_BURGUNDY_N_BUILDINGS,
} TsBurgundyBuilding;

typedef enum
{
  TS_BURGUNDY_COW,
  TS_BURGUNDY_SHEEP,
  TS_BURGUNDY_PIG,
  TS_BURGUNDY_CHICKEN,
  TS_BURGUNDY_N_SPECIES,
} TsBurgundySpecies;

#define TS_BURGUNDY_IS_BUILDING(t)                                                                 \
  ((t) >= TS_BURGUNDY_TILE_BUILDING && (t) < TS_BURGUNDY_TILE_ANIMAL)
#define TS_BURGUNDY_IS_ANIMAL(t)                                                                   \
  ((t) >= TS_BURGUNDY_TILE_ANIMAL && (t) < TS_BURGUNDY_TILE_MONASTERY + 1)
#define TS_BURGUNDY_IS_MONASTERY(t)                                                                \
  ((t) > TS_BURGUNDY_TILE_MONASTERY && (t) <= TS_BURGUNDY_TILE_MONASTERY + TS_BURGUNDY_LAST_MONASTERY)
/* Livestock for pastures: the four species and the geese (their own species, CB-EXT-06). */
#define TS_BURGUNDY_IS_LIVESTOCK(t) (TS_BURGUNDY_IS_ANIMAL (t) || (t) == TS_BURGUNDY_TILE_GEESE)
#define TS_BURGUNDY_BUILDING_OF(t) ((t)-TS_BURGUNDY_TILE_BUILDING)
#define TS_BURGUNDY_SPECIES_OF(t) (((t)-TS_BURGUNDY_TILE_ANIMAL) / 3)
#define TS_BURGUNDY_ANIMALS_OF(t) (((t)-TS_BURGUNDY_TILE_ANIMAL) % 3 + 2)
#define TS_BURGUNDY_MONASTERY_OF(t) ((t)-TS_BURGUNDY_TILE_MONASTERY)
#define TS_BURGUNDY_ANIMAL_TILE(species, n) (TS_BURGUNDY_TILE_ANIMAL + (species)*3 + (n)-2)
#define TS_BURGUNDY_MONASTERY_TILE(n) (TS_BURGUNDY_TILE_MONASTERY + (n))

/* How sure a duchy transcription is. UNKNOWN duchies carry no layout. */
typedef enum
{
  TS_BURGUNDY_CONFIDENCE_HIGH,
  TS_BURGUNDY_CONFIDENCE_MEDIUM,
  TS_BURGUNDY_CONFIDENCE_LOW,
  TS_BURGUNDY_CONFIDENCE_UNKNOWN,
} TsBurgundyConfidence;

/* What a board is for (the "kind" of a board's JSON, below). */
typedef enum
{
  TS_BURGUNDY_BOARD_DUCHY,   /* "duchy": duchies 1-10 and boards entered like them */
  TS_BURGUNDY_BOARD_OUTPOST, /* "outpost": duchies 11a-11f, with 3 outposts (CB-OUT) */
  TS_BURGUNDY_BOARD_SOLO,    /* "solo": duchies 13a/13b (CB-SOL) */
  TS_BURGUNDY_BOARD_TEAM,    /* "team": a team board 12a or 12b, two halves (CB-TEM) */
  TS_BURGUNDY_N_BOARD_KINDS,
} TsBurgundyBoardKind;

#define TS_BURGUNDY_OUTPOSTS 3 /* outposts on a duchy 11 (CB-OUT-02/03) */

G_STATIC_ASSERT (TS_BURGUNDY_MAX_SPACES == TS_BURGUNDY_TEAM_COLS * TS_BURGUNDY_TEAM_ROWS);

G_STATIC_ASSERT (TS_BURGUNDY_MAX_SPACES <= TS_HEX_GRID_MAX_CELLS);

/* A set of spaces of a board, one bit each (spaces 0 .. TS_BURGUNDY_MAX_SPACES - 1). */
typedef struct
{
  guint64 bits[3];
} TsBurgundySpaces;

static inline gboolean
ts_burgundy_spaces_has (const TsBurgundySpaces *set, guint space)
{
  return space < TS_BURGUNDY_MAX_SPACES && (set->bits[space / 64] >> (space % 64)) & 1;
}

static inline void
ts_burgundy_spaces_add (TsBurgundySpaces *set, guint space)
{
  if (space < TS_BURGUNDY_MAX_SPACES)
    set->bits[space / 64] |= G_GUINT64_CONSTANT (1) << (space % 64);
}

static inline void
ts_burgundy_spaces_remove (TsBurgundySpaces *set, guint space)
{
  if (space < TS_BURGUNDY_MAX_SPACES)
    set->bits[space / 64] &= ~(G_GUINT64_CONSTANT (1) << (space % 64));
}

static inline gboolean
ts_burgundy_spaces_is_empty (const TsBurgundySpaces *set)
{
  return (set->bits[0] | set->bits[1] | set->bits[2]) == 0;
}

static inline void
ts_burgundy_spaces_union (TsBurgundySpaces *set, const TsBurgundySpaces *other)
{
  for (guint k = 0; k < G_N_ELEMENTS (set->bits); k++)
    set->bits[k] |= other->bits[k];
}

static inline gboolean
ts_burgundy_spaces_equal (const TsBurgundySpaces *a, const TsBurgundySpaces *b)
{
  return a->bits[0] == b->bits[0] && a->bits[1] == b->bits[1] && a->bits[2] == b->bits[2];
}

/* The set of one space. */
static inline TsBurgundySpaces
ts_burgundy_spaces_one (guint space)
{
  TsBurgundySpaces set = { { 0 } };

  ts_burgundy_spaces_add (&set, space);
  return set;
}

typedef struct
{
  char id[16];   /* "1".."10", "11a", "13b", or a user board's id ("4-2019-print") */
  char name[48]; /* shown to the players: "Starter", "4 (2019 print)" */
  TsBurgundyConfidence confidence;
  gboolean known; /* a layout is present (maybe a draft: see ts_burgundy_board_problems) */
  /* TsBurgundyColour, 255 = not entered yet (draft), TS_BURGUNDY_NO_SPACE = a cell of the
   * team grid that is not part of the board */
  guint8 colour[TS_BURGUNDY_MAX_SPACES];
  guint8 die[TS_BURGUNDY_MAX_SPACES]; /* 1-6, 0 = not entered yet (draft) or no space */
  /* Issue 15. */
  guint8 kind;     /* TsBurgundyBoardKind */
  char base[16];   /* the shipped board a user's correction replaces ("4"), "" otherwise */
  /* Spaces where the start castle goes; none = any castle space. */
  TsBurgundySpaces start_spaces;
  guint8 outposts[TS_BURGUNDY_MAX_SPACES]; /* bit k set: the space touches outpost k+1 */
  guint8 n_colour[TS_BURGUNDY_N_COLOURS]; /* spaces of each colour (ts_burgundy_board_count) */
  /* Cells of the board's grid (ts_burgundy_board_grid): TS_BURGUNDY_N_SPACES for a duchy,
   * an outpost or a solo board, TS_BURGUNDY_MAX_SPACES for a team board. Loops over a
   * board's spaces go to n_cells (see ts_burgundy_board_kind_cells). */
  guint8 n_cells;
} TsBurgundyDuchy;

typedef struct
{
  TsHexGrid grid; /* a duchy's hexagon (37 cells) */
  guint8 die_pattern[TS_BURGUNDY_N_SPACES];
  TsHexGrid team_grid; /* the team board's grid: TS_BURGUNDY_TEAM_COLS x _ROWS, odd-r */
  guint n_duchies;
  TsBurgundyDuchy duchies[TS_BURGUNDY_MAX_DUCHIES];

  /* Main board (2019): colour and smallest player count of each depot space. */
  guint8 depot_colour[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_DEPOT_SLOTS];
  guint8 depot_min_players[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_DEPOT_SLOTS];
  guint8 black_min_players[TS_BURGUNDY_BLACK_SLOTS];
  guint8 mine_space_depot; /* 0-based depot whose castle space takes a mine with 3 players */
  guint8 mine_space_slot;
  guint8 mine_space_phases; /* bit per phase (A = bit 0) that gets a mine */
  guint bridge_spaces;

  /* Inventory: tiles of each face with a matching-colour back ([0]) and a black back ([1]). */
  guint8 inventory[2][TS_BURGUNDY_N_TILES];
  guint goods_per_type;

  /* Module tiles (issue 14), apart from the base inventory above: [module][back][face],
   * backs as there. Inns have no back (they never go in a stack): n_inns counts them. */
  guint8 module_inventory[TS_BURGUNDY_N_TILE_MODULES][2][TS_BURGUNDY_N_TILES];
  guint8 n_inns;
} TsBurgundyData;

/* Spaces of each colour on every duchy (CB-DUC-01 invariant). */
extern const guint8 ts_burgundy_colour_spaces[TS_BURGUNDY_N_COLOURS];

/**
 * TsBurgundyBoardProblem:
 * @text: what is wrong, translated, in the players' words, the blocking reason first
 *   ("The beige city area at the top has 9 spaces; an area has at most 8.")
 * @spaces: the spaces the problem is about, to be marked on the board (none: the board as a
 *   whole)
 */
typedef struct
{
  char *text;
  TsBurgundySpaces spaces;
} TsBurgundyBoardProblem;

/* ts-burgundy-board-problems.c */
/* Every invariant @board breaks for its kind (an empty array: the board can start a game).
 * Duchy and outpost boards: every space entered, 12 city, 6 pasture, 6 river, 6 monastery,
 * 4 castle, 3 mine, areas of at most 8 spaces, the die pattern every duchy shares; outposts
 * also: 3 outposts, each touching 1 or 2 edge spaces. Solo boards: every space entered, at
 * least one castle space, areas of at most 8 (docs/rules-coverage.md, issue 15 decisions).
 * Team boards: at least one space, every space entered, areas of at most 8, a start space
 * marked (CB-TEM-03), spaces in both halves (columns 0-7 and 8-15), all spaces connected.
 * Start spaces must be castle spaces. Free with g_ptr_array_unref(). */
GPtrArray *ts_burgundy_board_problems (const TsBurgundyData  *data,
                                       const TsBurgundyDuchy *board);

/* Where a space is, for boards not entered yet: "space 2 of row 3" (rows from the top,
 * spaces from the left), translated. Free the string. */
char *ts_burgundy_board_space_position (const TsHexGrid *grid, guint space);

/* ts-burgundy-boards.c */
/*
 * Boards as JSON (issue 15, docs/file-format.md "Castles of Burgundy boards"): a board entered
 * or corrected by the user, the "layout" a record carries for each player, and the file a
 * club exports and imports. The members of a board object:
 *   "id": "4-2019-print"   (at most 15 bytes; required in a user's board and an exported file;
 *                           a record's layout without one takes the player's "duchy")
 *   "name": "4 (2019 print)" (optional; shown to the players)
 *   "kind": "duchy" | "outpost" | "solo" | "team"   (optional, default "duchy")
 *   "base": "4"            (optional: the shipped board this one corrects)
 *   "cells": 37 letters, row-major from the top: C castle, P pasture, S river (ships),
 *            B city (buildings), Y monastery, M mine, "." not entered yet (a draft)
 *   "dice": 37 characters "1"-"6", "." not entered yet
 *   "start": [18]          (optional: the spaces the start castle may go on; none = any
 *                           castle space)
 *   "outposts": [[3], [15], [34, 35]]  (kind "outpost": the spaces each of the 3 outposts
 *                           touches, 1 or 2 spaces each on the board's edge)
 * A team board (kind "team", 12a/12b of the team game) is entered on the 16 x 10 grid of
 * TsBurgundyData.team_grid: "cells" and "dice" are 160 characters (16 per row, 10 rows from
 * the top, odd rows shifted right by half a space), "-" in both where the grid has no space of
 * the board; "start" lists spaces 0-159; "outposts" is refused.
 * An exported file wraps one board: {"format": "tableside-burgundy-player-board", "version": 1,
 * "board": {...}}.
 */
/* Not "tableside-burgundy-board": that is the shipped main board's data (board.json). */
#define TS_BURGUNDY_BOARD_FORMAT "tableside-burgundy-player-board"
#define TS_BURGUNDY_BOARD_VERSION 1

const char *ts_burgundy_board_kind_id (TsBurgundyBoardKind kind);

int ts_burgundy_board_kind_from_id (const char *id);

/* Translated: "duchy", "outpost duchy (11)", "solo duchy (13)", "team board (12)". */
const char *ts_burgundy_board_kind_name (TsBurgundyBoardKind kind);

/* Reads a board object. Only its form is checked here (members, letters, digits, space
 * numbers): a draft that breaks the invariants is read fine; ts_burgundy_board_problems()
 * says what is wrong with it. @where names the object in messages ("players[2].layout",
 * "the file club.json"). Sets known = TRUE, confidence HIGH (the user's own box) and
 * n_colour. */
gboolean ts_burgundy_board_from_json (JsonObject      *o,
                                      const char      *where,
                                      TsBurgundyDuchy *out,
                                      GError         **error);

/* The board object (members above; "start" and "outposts" only when set). */
JsonObject *ts_burgundy_board_to_json (const TsBurgundyDuchy *board);

/* Counts the spaces of each colour into board->n_colour (spaces not entered count nowhere). */
void ts_burgundy_board_count (TsBurgundyDuchy *board);

void ts_burgundy_board_problem_free (TsBurgundyBoardProblem *problem);

/* Whether @space is a space of @board: on its grid (0 .. n_cells - 1) and not a cell marked
 * TS_BURGUNDY_NO_SPACE. */
gboolean ts_burgundy_board_has_space (const TsBurgundyDuchy *board, int space);

/* The exported file of one board, and reading one back (form checked as above; @file_name
 * names it in messages, with the reason: not JSON, another format, a newer version ...). */
JsonNode *ts_burgundy_board_export (const TsBurgundyDuchy *board);

gboolean ts_burgundy_board_import (GBytes          *bytes,
                                   const char      *file_name,
                                   TsBurgundyDuchy *out,
                                   GError         **error);

/* The same from a file: not a pipe or a device, at most 1 MB. */
gboolean ts_burgundy_board_import_file (GFile           *file,
                                        const char      *file_name,
                                        TsBurgundyDuchy *out,
                                        GError         **error);

/* ts-burgundy-data.c */
/* The shipped data, loaded once from the GResource; NULL with @error if it is broken. */
const TsBurgundyData *ts_burgundy_data_get (GError **error);

/* Loaders used by the above, exposed so tests can feed broken files. @file_name is used
 * in messages only. Each fills its part of @data. */
gboolean ts_burgundy_data_load_duchies (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                                        GError **error);

gboolean ts_burgundy_data_load_board (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                                      GError **error);

gboolean ts_burgundy_data_load_tiles (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                                      GError **error);

/* Checks one duchy layout against the invariants (37 spaces, 12/6/6/6/4/3 colours, areas of
 * at most 8 spaces, the shared die pattern). */
gboolean ts_burgundy_duchy_validate (const TsBurgundyData *data, const TsBurgundyDuchy *duchy,
                                     GError **error);

const TsBurgundyDuchy *ts_burgundy_data_find_duchy (const TsBurgundyData *data, const char *id);

/* The cells of a board of @kind: TS_BURGUNDY_MAX_SPACES for a team board, else
 * TS_BURGUNDY_N_SPACES (the value of TsBurgundyDuchy.n_cells). */
guint ts_burgundy_board_kind_cells (TsBurgundyBoardKind kind);

/* The grid of @board's cells: data->team_grid for a team board, data->grid otherwise. */
const TsHexGrid *ts_burgundy_board_grid (const TsBurgundyData *data, const TsBurgundyDuchy *board);

/* Cells of @board that are spaces (not TS_BURGUNDY_NO_SPACE), entered or not. */
guint ts_burgundy_board_n_spaces (const TsBurgundyDuchy *board);

/* ts-burgundy-names.c */
/* Names used in JSON ("castle", "cow-3", "city-hall", "monastery-17"), untranslated. */
const char *ts_burgundy_tile_id (guint tile);

int ts_burgundy_tile_from_id (const char *id);

/* The colour of space a tile goes on; TS_BURGUNDY_N_COLOURS for an inn (any colour) and
 * for "none"/"unknown". Crane and white castle: city; geese: pasture. */
TsBurgundyColour ts_burgundy_tile_colour (guint tile);

const char *ts_burgundy_colour_id (TsBurgundyColour colour);

int ts_burgundy_colour_from_id (const char *id);

const char *ts_burgundy_confidence_id (TsBurgundyConfidence confidence);

/* The module a tile face comes with, or -1 for the base game's tiles ("extra-tiles",
 * "white-castles", "inns" are the ids of TsBurgundyTileModule). */
int ts_burgundy_tile_module (guint tile);

const char *ts_burgundy_tile_module_id (TsBurgundyTileModule module);

/* Translated display names. */
const char *ts_burgundy_tile_name (guint tile);

const char *ts_burgundy_colour_name (TsBurgundyColour colour);

/* A species in the plural ("cows", "geese" for TS_BURGUNDY_N_SPECIES), translated. */
const char *ts_burgundy_species_name (guint species);

/* Refusals speak of what is on the board (docs/rules-coverage.md): a colour as the player
 * sees it ("light green pasture"), a duchy space by colour and printed die ("the light green
 * pasture space with die 4"), a depot space by colour, printed player mark (3 or 4, none for
 * 2) and depot number ("the beige city space marked 4 of depot 2"). Free the strings. */
const char *ts_burgundy_colour_seen (TsBurgundyColour colour);

char *ts_burgundy_duchy_space_name (TsBurgundyColour colour, guint die);

char *ts_burgundy_depot_space_name (TsBurgundyColour colour, guint depot, guint mark);

G_END_DECLS
