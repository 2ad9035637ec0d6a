/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Carcassonne's tiles (data/games/carcassonne/tiles.json, from
 * ../shared/reference/carcassonne/): the base game's 24 kinds (72 tiles with the start
 * tile) and Traders & Builders' 24 (CA-BSE-01, CA-TBC-02). */

#define TS_CARCASSONNE_MAX_KINDS 48
#define TS_CARCASSONNE_MAX_SEGMENTS 8 /* features on one tile (TB-B has 6, the most is 8) */
#define TS_CARCASSONNE_START_KIND "BASE-D"

/* Sides clockwise from the top; a bit per side in masks (1 << side). */
typedef enum
{
  TS_CARCASSONNE_N,
  TS_CARCASSONNE_E,
  TS_CARCASSONNE_S,
  TS_CARCASSONNE_W,
} TsCarcassonneSide;

/* What an edge shows; two touching edges must be the same (CA-BTL-03). */
typedef enum
{
  TS_CARCASSONNE_EDGE_FIELD,
  TS_CARCASSONNE_EDGE_ROAD,
  TS_CARCASSONNE_EDGE_CITY,
} TsCarcassonneEdge;

typedef enum
{
  TS_CARCASSONNE_ROAD,
  TS_CARCASSONNE_CITY,
  TS_CARCASSONNE_CLOISTER,
  TS_CARCASSONNE_FIELD,
  TS_CARCASSONNE_N_FEATURE_KINDS,
} TsCarcassonneFeatureKind;

/* Traders & Builders' goods (CA-TBC-03). */
typedef enum
{
  TS_CARCASSONNE_WINE,
  TS_CARCASSONNE_GRAIN,
  TS_CARCASSONNE_CLOTH,
  TS_CARCASSONNE_N_GOODS,
} TsCarcassonneGood;

/* One feature segment of a tile, unrotated. Half-edges are numbered clockwise from the top
 * side's west half: 0 Nw, 1 Ne, 2 En, 3 Es, 4 Se, 5 Sw, 6 Ws, 7 Wn. */
typedef struct
{
  char id[12];     /* "road0", "city1", "field2", "cloister": as in the data */
  guint8 kind;     /* TsCarcassonneFeatureKind */
  guint8 sides;    /* roads and cities: bit per side it reaches */
  guint8 halves;   /* fields: bit per half-edge it touches (0 for an inner field) */
  guint8 cities;   /* fields: bit per segment index (of this tile) of a city it borders */
  guint8 pennants; /* cities */
  guint8 goods[TS_CARCASSONNE_N_GOODS];
} TsCarcassonneSegment;

typedef struct
{
  char id[8];    /* "BASE-A" .. "BASE-X", "TB-A" .. "TB-X" */
  char code[4];  /* what a player types to pick it: "A".."X" for the base, "TA".."TX" for T&B */
  char *name;    /* the tile in words, English, translatable with N_() at the point of use */
  gboolean expansion;   /* a Traders & Builders tile */
  guint8 count;         /* copies in the box (BASE-D: 4 with the start tile) */
  guint8 edges[4];      /* TsCarcassonneEdge per side, unrotated */
  guint8 distinct_rotations; /* 1, 2 or 4 */
  gboolean cloister;
  guint8 n_segments;
  TsCarcassonneSegment segments[TS_CARCASSONNE_MAX_SEGMENTS];
} TsCarcassonneKind;

typedef struct
{
  guint n_kinds;
  TsCarcassonneKind kinds[TS_CARCASSONNE_MAX_KINDS];
  guint start_kind; /* index of BASE-D */
} TsCarcassonneData;

/* Loaded once from the GResource; NULL with a message naming the file and the member at
 * fault when the data is broken. */
const TsCarcassonneData *ts_carcassonne_data_get (GError **error);
int ts_carcassonne_data_find_kind (const TsCarcassonneData *data, const char *id_or_code);
int ts_carcassonne_kind_find_segment (const TsCarcassonneKind *kind, const char *segment_id);

/* Rotations: r clockwise quarter turns. Side s of the unrotated tile shows at (s + r) % 4,
 * half-edge h at (h + 2r) % 8. */
guint8 ts_carcassonne_rotate_sides (guint8 sides, guint rotation);
guint8 ts_carcassonne_rotate_halves (guint8 halves, guint rotation);
/* The edge the rotated tile shows on @side. */
TsCarcassonneEdge ts_carcassonne_kind_edge (const TsCarcassonneKind *kind, guint rotation,
                                            TsCarcassonneSide side);

/* The components in words (ts-carcassonne-names.c) */
/* TRUE when a tile's name is among those marked for translation. */
gboolean ts_carcassonne_tile_name_listed (const char *name);
const char *ts_carcassonne_kind_name (const TsCarcassonneKind *kind); /* translated */
const char *ts_carcassonne_good_name (TsCarcassonneGood good);        /* translated */
const char *ts_carcassonne_kind_word (TsCarcassonneFeatureKind kind); /* "road", translated */
const char *ts_carcassonne_role_word (TsCarcassonneFeatureKind kind); /* "a knight" */
const char *ts_carcassonne_side_word (TsCarcassonneSide side);
const char *ts_carcassonne_edge_word (TsCarcassonneEdge edge);      /* "a city" */

G_END_DECLS
