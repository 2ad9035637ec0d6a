/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/*
 * Caylus 1303's components (data/games/caylus/components.json, from
 * ../shared/reference/caylus-1303/): the board's Road, the 4 printed buildings, 9 starting,
 * 9 wood and 9 stone building tiles (two sides each), 7 monuments and 12 characters
 * (CY-CMP-02/03).
 *
 * Effects are confirmed by the rules text; the second cost resource of wood and stone tiles,
 * their prestige values, the monument costs, three setup sides and the Road's geometry come
 * from one source. Each such fact carries TS_CAYLUS_UNSURE_* bits so that the views mark it
 * and the user can correct it for their box: a correction reaches the engine through the
 * record's "options" → "components" (ts-caylus-state.h), which overlays the shipped values.
 */

#define TS_CAYLUS_MAX_TILES 48 /* 4 printed + 9 + 9 + 9 + 7 = 38 */
#define TS_CAYLUS_MAX_OPTIONS 2
#define TS_CAYLUS_N_CHARACTERS 12
#define TS_CAYLUS_NO_TILE 0xff
#define TS_CAYLUS_WORKERS 15      /* per colour (CY-CMP-02) */
#define TS_CAYLUS_N_PRINTED 4     /* Fair, Lawyer, Carpenter, Toll (CY-PRT) */

typedef enum
{
  TS_CAYLUS_FOOD,
  TS_CAYLUS_WOOD,
  TS_CAYLUS_STONE,
  TS_CAYLUS_CLOTH,
  TS_CAYLUS_GOLD,
  TS_CAYLUS_N_RESOURCES,
} TsCaylusResource;

/* Where a tile belongs (CY-CMP-03). */
typedef enum
{
  TS_CAYLUS_CLASS_PRINTED, /* Fair, Lawyer, Carpenter, Toll: on the board */
  TS_CAYLUS_CLASS_START,   /* starting buildings: yellow flag, setup side + residence side */
  TS_CAYLUS_CLASS_WOOD,
  TS_CAYLUS_CLASS_STONE,
  TS_CAYLUS_CLASS_MONUMENT,
  TS_CAYLUS_N_CLASSES,
} TsCaylusClass;

typedef enum
{
  TS_CAYLUS_SIDE_SETUP,        /* "preparação": placed at setup */
  TS_CAYLUS_SIDE_CONSTRUCTION, /* built during play; printed buildings and monuments too */
  TS_CAYLUS_N_SIDES,
} TsCaylusSide;

/* What an option does beyond paying and gaining (TsCaylusOption.kind). */
typedef enum
{
  TS_CAYLUS_EFFECT_PLAIN,       /* pay, then gain: nothing else to decide */
  TS_CAYLUS_EFFECT_BUILD_WOOD,  /* Carpenter: a wood tile from the supply (CY-PRT-03/04) */
  TS_CAYLUS_EFFECT_BUILD_STONE, /* Masons' Workshop: a stone tile (CY-WDB-08) */
  TS_CAYLUS_EFFECT_LAWYER,      /* a house on a starting building of the Road (CY-PRT-02) */
  TS_CAYLUS_EFFECT_PROVOST,     /* Toll: move the Provost up to @steps spaces (CY-PRT-05) */
} TsCaylusEffectKind;

/*
 * One way to use a building: the player pays, then gains. In the data file:
 *   {"pay": {"cloth": 1}, "pp": 4}                     Tailor's first option
 *   {"pay-any": 1, "workers-in": 3}                    Guild: 1 resource of choice, 3 workers
 *   {"workers-out": 1, "take-choice": 1}               starting Market
 *   {"pay": {"wood": 1}, "benefits": 1}                Fair
 *   {"build": "wood"} / {"build": "stone"}             Carpenter / Masons' Workshop
 *   {"lawyer": true, "pay": {"cloth": 1}}              Lawyer
 *   {"provost": 2}                                     Toll
 *   {"gain": {"food": 2, "cloth": 1}}                  stone Farm, construction side
 * "take-choice" resources are chosen among food, wood, stone and cloth (never gold: the
 * starting Market names those four and the wood Market is its better version).
 */
typedef struct
{
  guint8 kind;                          /* TsCaylusEffectKind */
  guint8 pay[TS_CAYLUS_N_RESOURCES];    /* fixed resources paid */
  guint8 pay_any;                       /* resources of the player's choice paid */
  guint8 workers_out;                   /* workers from personal supply to the Camp */
  guint8 gain[TS_CAYLUS_N_RESOURCES];   /* fixed resources gained */
  guint8 take_choice;                   /* resources of choice gained (not gold) */
  guint8 pp;                            /* prestige points gained */
  guint8 workers_in;                    /* workers from the Camp to personal supply */
  guint8 benefits;                      /* Benefits gained (CY-BEN) */
  guint8 steps;                         /* PROVOST: at most this many spaces either way */
} TsCaylusOption;

typedef struct
{
  guint8 n_options; /* 0: the side does nothing (a residence side) */
  TsCaylusOption options[TS_CAYLUS_MAX_OPTIONS];
} TsCaylusEffect;

/* Which facts of a tile come from one source only (bits of TsCaylusTile.unsure). */
typedef enum
{
  TS_CAYLUS_UNSURE_COST = 1 << 0,  /* the second cost resource (wood, stone) or the cost */
  TS_CAYLUS_UNSURE_PP = 1 << 1,    /* the prestige value */
  TS_CAYLUS_UNSURE_SETUP = 1 << 2, /* the setup side's effect */
  TS_CAYLUS_UNSURE_NAME = 1 << 3,  /* the name (monuments the rules text does not name) */
} TsCaylusUnsure;

typedef struct
{
  char id[24];       /* "fair", "s-farm", "w-tailor", "st-church", "m-theatre" */
  char *name;        /* English, translatable with the "caylus building" context at use */
  guint8 klass;      /* TsCaylusClass */
  guint8 copies;     /* in the box: 2 for the starting Farm and Market, else 1 */
  guint8 cost[TS_CAYLUS_N_RESOURCES]; /* wood/stone/monuments: fixed part of the cost */
  guint8 cost_any;   /* resources of choice in the cost (the flower icon) */
  guint8 pp;         /* prestige for building it (wood, stone, monuments) */
  guint8 never_on_road; /* the Masons' Workshop is never dealt onto the Road at setup */
  guint8 owner_gain; /* stone Farm/Sawmill/Quarry built in play: the resource (+1) its owner
                        gets when another player uses it (CY-STN-04); N_RESOURCES for none */
  /* Monuments (CY-MNM-05..08): what the owner gets at each recruitment, and once built. */
  guint8 recruit_workers, recruit_food, recruit_cloth, built_benefits;
  guint8 unsure;     /* TsCaylusUnsure bits */
  TsCaylusEffect sides[TS_CAYLUS_N_SIDES];
} TsCaylusTile;

typedef struct
{
  char id[20];   /* "early-riser" ... (CY-CHR-01..13) */
  char *name;    /* English, translatable with the "caylus character" context at use */
} TsCaylusCharacter;

/* Character indices, in the data's order (CY-CHR-01..13). */
typedef enum
{
  TS_CAYLUS_EARLY_RISER,
  TS_CAYLUS_NIGHT_WORKER,
  TS_CAYLUS_CRAFTSMAN,
  TS_CAYLUS_ADMINISTRATOR,
  TS_CAYLUS_THIEF,
  TS_CAYLUS_BAILIFF,
  TS_CAYLUS_ARCHITECT,
  TS_CAYLUS_DELIVERER,
  TS_CAYLUS_HELPER,
  TS_CAYLUS_MASTER_BUILDER,
  TS_CAYLUS_GOLDSMITH,
  TS_CAYLUS_LABORER,
} TsCaylusCharacterId;

/*
 * The Road (CY-PRV-04 "Data needed"; one source, TS_CAYLUS_UNSURE on the board): after the
 * 4 printed buildings and the Guild Bridge come @road_spaces building spaces numbered 1..N.
 * Spaces 1..8 take the starting buildings, @wood_space the setup wood building and
 * @stone_space the setup stone building; the others start empty.
 */
#define TS_CAYLUS_MAX_ROAD 32
#define TS_CAYLUS_START_SPACES 8
/* CY-PRV-04: past the last building space, 4 spaces showing the Provost end the Road; the
 * Provost may stand on any of them (positions road_spaces .. road_spaces + 3). */
#define TS_CAYLUS_PROVOST_END_SPACES 4
#define TS_CAYLUS_PROVOST_LAST(data) ((int)(data)->road_spaces + TS_CAYLUS_PROVOST_END_SPACES - 1)

typedef struct
{
  guint8 road_spaces; /* 23 */
  guint8 wood_space;  /* 9 */
  guint8 stone_space; /* 14 */
  guint8 worksite_spaces; /* numbered delivery spaces in the Worksite: 5 */
  guint8 unsure;      /* 1: the geometry comes from one source */
  guint8 n_tiles;
  TsCaylusTile tiles[TS_CAYLUS_MAX_TILES];
  TsCaylusCharacter characters[TS_CAYLUS_N_CHARACTERS];
} TsCaylusData;

/* Loaded once from the GResource; NULL with a message naming the file and the member at
 * fault when the data is broken. */
const TsCaylusData *ts_caylus_data_get (GError **error);
int ts_caylus_data_find_tile (const TsCaylusData *data, const char *id);
int ts_caylus_data_find_character (const TsCaylusData *data, const char *id);
int ts_caylus_resource_from_string (const char *name); /* "food" .. "gold", else -1 */
const char *ts_caylus_resource_to_string (TsCaylusResource resource);

/*
 * Corrections of the shipped values for one's own box (the record's "options" →
 * "components", and the user's overrides file `games/caylus/tiles.json`):
 *   {"w-farm": {"cost": {"wood": 1, "food": 1}, "pp": 2},
 *    "m-garden": {"cost": {"gold": 1, "wood": 1}, "pp": 4},
 *    "w-sawmill": {"setup": [{"gain": {"wood": 1}, "pp": 1}]},
 *    "road": {"spaces": 23, "wood": 9, "stone": 14}}
 * Members absent keep the shipped value; "setup"/"construction" use the data file's option
 * format. ts_caylus_data_check_correction() checks one item (an unknown id, a wood tile whose
 * cost lacks its wood, a negative or absurd value: FALSE with the reason in the players'
 * words). ts_caylus_data_corrected() gives the data with @components applied: the shipped
 * data itself when @components is NULL or empty, else a corrected copy interned for the
 * process (one per distinct set of corrections, so states can point at it and stay flat).
 */
gboolean ts_caylus_data_check_correction (const TsCaylusData *data, const char *id,
                                          JsonNode *values, GError **error);
/* The same against the shipped data, as the check of the user's corrections file of tiles
 * (TsComponentCheck). */
gboolean ts_caylus_data_check_item (const char *id, JsonNode *values, gpointer unused,
                                    GError **error);
const TsCaylusData *ts_caylus_data_corrected (JsonObject *components, GError **error);

/* Names (ts-caylus-names.c) */
const char *ts_caylus_tile_name (const TsCaylusTile *tile);           /* translated */
const char *ts_caylus_character_name (const TsCaylusData *data, guint character);
const char *ts_caylus_resource_name (TsCaylusResource resource, guint n); /* "2 wood" forms */
/* "3 food, 1 cloth" (empty string for nothing); @amounts indexed by TsCaylusResource. */
char *ts_caylus_resources_text (const guint8 *amounts);

G_END_DECLS
