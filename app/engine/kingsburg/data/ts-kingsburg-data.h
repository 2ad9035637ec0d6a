/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-engine-error.h"

G_BEGIN_DECLS

#define TS_KINGSBURG_N_ADVISORS 18
#define TS_KINGSBURG_N_BUILDINGS 20
#define TS_KINGSBURG_ROWS 5
#define TS_KINGSBURG_COLUMNS 4
#define TS_KINGSBURG_N_ENEMIES 25
#define TS_KINGSBURG_YEARS 5

/* The three goods, in the order the province sheet prints costs. */
typedef enum
{
  TS_KINGSBURG_GOLD,
  TS_KINGSBURG_WOOD,
  TS_KINGSBURG_STONE,
  TS_KINGSBURG_N_GOODS,
} TsKingsburgGood;

/* What an advisor, a card or a building gives or takes, as counts. */
typedef struct
{
  gint8 vp;
  gint8 goods[TS_KINGSBURG_N_GOODS];
  gint8 soldiers;
  gint8 plus2;
  gint8 of_choice; /* goods of the player's choice */
  gint8 building;  /* 1: the defeat destroys a building */
} TsKingsburgBundle;

typedef struct
{
  char id[24];
  TsKingsburgBundle gives;
  guint8 n_one_of; /* alternatives (“/”): the player takes one of them */
  TsKingsburgBundle one_of[3];
  gboolean exchange; /* the Alchemist: one good for one of each other type */
  gboolean sees_enemy;
} TsKingsburgAdvisor;

/* Buildings with a power the engine applies, by id. */
typedef enum
{
  TS_KINGSBURG_B_STATUE,
  TS_KINGSBURG_B_CHAPEL,
  TS_KINGSBURG_B_CHURCH,
  TS_KINGSBURG_B_CATHEDRAL,
  TS_KINGSBURG_B_INN,
  TS_KINGSBURG_B_MARKET,
  TS_KINGSBURG_B_FARMS,
  TS_KINGSBURG_B_MERCHANTS_GUILD,
  TS_KINGSBURG_B_GUARD_TOWER,
  TS_KINGSBURG_B_BLACKSMITH,
  TS_KINGSBURG_B_BARRACKS,
  TS_KINGSBURG_B_WIZARDS_GUILD,
  TS_KINGSBURG_B_PALISADE,
  TS_KINGSBURG_B_STABLE,
  TS_KINGSBURG_B_STONE_WALL,
  TS_KINGSBURG_B_FORTRESS,
  TS_KINGSBURG_B_BARRICADE,
  TS_KINGSBURG_B_CRANE,
  TS_KINGSBURG_B_TOWN_HALL,
  TS_KINGSBURG_B_EMBASSY,
} TsKingsburgBuildingId;

typedef enum
{
  TS_KINGSBURG_KIND_BARBARIANS,
  TS_KINGSBURG_KIND_GOBLINS,
  TS_KINGSBURG_KIND_ORCS,
  TS_KINGSBURG_KIND_ZOMBIES,
  TS_KINGSBURG_KIND_DEMONS,
  TS_KINGSBURG_KIND_DRAGONS,
  TS_KINGSBURG_N_KINDS,
} TsKingsburgKind;

typedef struct
{
  guint8 row;    /* 0-based from the top */
  guint8 column; /* 0-based from the left */
  guint8 cost[TS_KINGSBURG_N_GOODS];
  guint8 vp;
  gint8 battle;                        /* always */
  gint8 against[TS_KINGSBURG_N_KINDS]; /* instead of @battle against that kind */
} TsKingsburgBuilding;

/* An enemy card's printed values, as a box may have them (the user's corrections). Bytes
 * only, so that entries and states holding one compare byte by byte. */
typedef struct
{
  guint8 strength;
  TsKingsburgBundle victory;
  TsKingsburgBundle defeat;
} TsKingsburgCardValues;

typedef struct
{
  char id[8]; /* “Y1-03” */
  guint8 year;
  guint8 kind;
  guint8 strength;
  gboolean certain;
  char doubt[160]; /* why an uncertain card is (the reference's words, English) */
  TsKingsburgBundle defeat;
  TsKingsburgBundle victory;
} TsKingsburgEnemy;

typedef struct
{
  TsKingsburgAdvisor advisors[TS_KINGSBURG_N_ADVISORS + 1]; /* by number, 0 unused */
  TsKingsburgBuilding buildings[TS_KINGSBURG_N_BUILDINGS];  /* by TsKingsburgBuildingId */
  TsKingsburgEnemy enemies[TS_KINGSBURG_N_ENEMIES];
  guint8 strength_range[TS_KINGSBURG_YEARS][2];
} TsKingsburgData;

/* The shipped component data, loaded and checked once; NULL with TS_ENGINE_ERROR_DATA. */
const TsKingsburgData *ts_kingsburg_data_get (GError **error);

/* Loaders, public for the data tests: each checks the invariants of its file. */
gboolean ts_kingsburg_data_load_advisors (TsKingsburgData *data, const char *json, GError **error);
gboolean ts_kingsburg_data_load_buildings (TsKingsburgData *data, const char *json, GError **error);
gboolean ts_kingsburg_data_load_enemies (TsKingsburgData *data, const char *json, GError **error);

/* Stable ids and names in the players' words. */
const char *ts_kingsburg_good_id (TsKingsburgGood good);
int ts_kingsburg_good_from_id (const char *id);
const char *ts_kingsburg_good_name (TsKingsburgGood good);
const char *ts_kingsburg_building_id (guint building);
int ts_kingsburg_building_from_id (const char *id);
const char *ts_kingsburg_building_name (guint building);
const char *ts_kingsburg_advisor_name (guint number);
const char *ts_kingsburg_kind_name (guint kind);
int ts_kingsburg_enemy_from_id (const TsKingsburgData *data, const char *id);

/* Enemy cards' values (ts-kingsburg-card.c). */
void ts_kingsburg_card_printed (const TsKingsburgData *data, guint enemy,
                                TsKingsburgCardValues *values);
gboolean ts_kingsburg_card_equal (const TsKingsburgCardValues *a, const TsKingsburgCardValues *b);
/* Values a card can print (TS_ENGINE_ERROR_ILLEGAL naming what is wrong, else TRUE). */
gboolean ts_kingsburg_card_check (const TsKingsburgData *data, guint enemy,
                                  const TsKingsburgCardValues *values, GError **error);
/* {"strength": 3, "victory": {...}, "defeat": {...}} (TS_ENGINE_ERROR_PARSE naming the
 * member); not range-checked beyond what fits: see ts_kingsburg_card_check(). */
gboolean ts_kingsburg_card_from_json (JsonNode *node, TsKingsburgCardValues *values,
                                      GError **error);
JsonNode *ts_kingsburg_card_to_json (const TsKingsburgCardValues *values);
/* A user's values for card @id (“Y4-18”) as JSON: read and checked; @out may be NULL. */
gboolean ts_kingsburg_card_check_json (const char *id, JsonNode *values,
                                       TsKingsburgCardValues *out, GError **error);
/* The same as the check of the user's corrections file of enemies (TsComponentCheck). */
gboolean ts_kingsburg_card_check_item (const char *id, JsonNode *values, gpointer unused,
                                       GError **error);
/* A card's reward or penalty in words (“1 VP, 2 gold, a building”; “nothing”). */
char *ts_kingsburg_bundle_text (const TsKingsburgBundle *bundle);

/* A refusal (TS_ENGINE_ERROR_ILLEGAL) with a sentence naming the rule; returns FALSE. */
#define ts_kingsburg_refuse ts_engine_refuse
/* The same, naming the clause of the rule (“KB-BLD-04”): the guide explains it there. */
#define ts_kingsburg_refuse_rule ts_engine_refuse_rule

G_END_DECLS
