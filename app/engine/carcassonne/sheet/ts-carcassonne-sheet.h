/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's final-map sheet (issue 28): for a game that was not kept tile by tile, the
 * map as it lies on the table at the end (tiles in any order, the figures still on it), each
 * player's goods tokens and VP on the score track, and the complete final scoring (CA-BEN,
 * CA-TPG-05, CA-TBE), explained line by line. The file format is in docs/file-format.md
 * ("Carcassonne's final-map sheet"). Plain C: a sheet is a value, nothing to free inside it.
 *
 * The map is built through the tracked game's own map (ts-carcassonne-put.c) and scored by
 * its own final scoring (ts_carcassonne_final_scoring()): a kept game opened as a sheet
 * (ts_carcassonne_sheet_from_state()) scores the same by construction. */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

#define TS_CARCASSONNE_SHEET_GAME "carcassonne"
#define TS_CARCASSONNE_SHEET_VERSION 1
/* VP on the score track before the final scoring: more is a typing mistake. */
#define TS_CARCASSONNE_SHEET_MAX_VP 999
/* A full map with every figure is some 12 KiB; anything much larger is not a sheet. */
#define TS_CARCASSONNE_SHEET_MAX_BYTES (256 * 1024)
/* Figures a file may list: 5 players × (7 followers, the builder, the pig) = 45; the check
 * says what is wrong with more than a player owns. */
#define TS_CARCASSONNE_SHEET_MAX_FIGURES TS_CARCASSONNE_MAX_FIGURES

typedef struct
{
  guint8 kind; /* index into the data's kinds */
  guint8 rotation;
  gint8 x, y;
} TsCarcassonneSheetTile;

typedef struct
{
  guint8 player; /* index in the sheet's players */
  guint8 figure; /* TsCarcassonneFigureType */
  gint8 x, y;    /* the tile it stands on */
  char segment[12]; /* the segment's id on that tile ("city0") */
} TsCarcassonneSheetFigure;

typedef struct
{
  char name[32];
  int vp; /* on the score track before the final scoring */
  int goods[TS_CARCASSONNE_N_GOODS];
} TsCarcassonneSheetPlayer;

typedef struct
{
  /* The record's options (ts-carcassonne-state.h). */
  guint8 opt_tiles, opt_goods, opt_builder, opt_pig, opt_small_half;
  guint n_players;
  TsCarcassonneSheetPlayer players[TS_CARCASSONNE_MAX_PLAYERS];
  guint n_tiles; /* the start tile first (BASE-D at (0, 0), turned 0), then any order */
  TsCarcassonneSheetTile tiles[TS_CARCASSONNE_MAX_TILES];
  guint n_figures;
  TsCarcassonneSheetFigure figures[TS_CARCASSONNE_SHEET_MAX_FIGURES];
} TsCarcassonneSheet;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsCarcassonneSheet, g_free)

/* What a problem is about, so that a form can point at it. */
typedef enum
{
  TS_CARCASSONNE_SHEET_AT_SHEET,  /* the players, the options */
  TS_CARCASSONNE_SHEET_AT_PLAYER, /* @index: a player's name, VP or goods */
  TS_CARCASSONNE_SHEET_AT_TILE,   /* @index: a tile */
  TS_CARCASSONNE_SHEET_AT_FIGURE, /* @index: a figure */
} TsCarcassonneSheetAt;

typedef struct
{
  TsCarcassonneSheetAt at;
  int index;
} TsCarcassonneSheetProblem;

/* A sheet of @n_players (2-5) named "Player 1" ..., the start tile alone on the map. */
TsCarcassonneSheet *ts_carcassonne_sheet_new (guint n_players);

/* The shape only (TS_ENGINE_ERROR_PARSE naming the member by its path, “tiles[3].x”). */
TsCarcassonneSheet *ts_carcassonne_sheet_from_json (JsonNode *node, GError **error);
/* Through the one JSON reader (size, UTF-8, strict JSON with line and column, depth); every
 * message starts with “@file_name”. */
TsCarcassonneSheet *ts_carcassonne_sheet_load (const char *data, gsize length,
                                               const char *file_name, GError **error);
TsCarcassonneSheet *ts_carcassonne_sheet_load_file (GFile *file, const char *file_name,
                                                    GError **error);
/* Every member, in the documented order (transfer full). */
JsonNode *ts_carcassonne_sheet_to_json (const TsCarcassonneSheet *sheet);

/* The map as the sheet lays it, before the final scoring: the tiles joined through the
 * tracked game's map (each touching its neighbours by matching edges, none over another,
 * none cut off, no more of a kind than the box), then the figures (each on a segment of its
 * tile where it could have been put and stayed: one figure per tile, no two followers across
 * one edge, none on a finished feature, the builder and the pig by their owner's follower,
 * no more than a player owns). NULL with TS_ENGINE_ERROR_ILLEGAL and the first problem in
 * the players' words, and @problem (may be NULL) saying where. The state's stage is DRAW,
 * its box holds what the sheet does not use. Free with g_free(). */
TsCarcassonneState *ts_carcassonne_sheet_map (const TsCarcassonneSheet *sheet,
                                              TsCarcassonneSheetProblem *problem,
                                              GError **error);
/* Everything a final scoring needs: the map as above, 2-5 named players, VP 0-999, goods
 * only with the goods option and exactly the goods of the map's completed cities. */
gboolean ts_carcassonne_sheet_check (const TsCarcassonneSheet *sheet,
                                     TsCarcassonneSheetProblem *problem, GError **error);
/* The state after the final scoring (stage OVER; its ledger holds each player's VP on the
 * track as one "track" line), NULL when the check refuses. Free with g_free(). */
TsCarcassonneState *ts_carcassonne_sheet_final (const TsCarcassonneSheet *sheet,
                                                TsCarcassonneSheetProblem *problem,
                                                GError **error);
/* The final breakdown of ts_carcassonne_final_breakdown()'s shape (the line "track" first
 * instead of the three completed-feature lines), plus "scorings" (each final scoring with
 * its cause and holders) and "cities" (the farms explained city by city). NULL when the
 * check refuses. */
JsonNode *ts_carcassonne_sheet_score (const TsCarcassonneSheet *sheet, GError **error);
/* The same from a state ts_carcassonne_sheet_final() built (or any finished state). */
JsonNode *ts_carcassonne_sheet_explain (const TsCarcassonneState *final);

/* A finished tracked game's map as a sheet: its tiles, the figures left on it, the goods,
 * and each player's VP before the final scoring. */
TsCarcassonneSheet *ts_carcassonne_sheet_from_state (const TsCarcassonneState *state);

/* Tiles of @kind the box holds with the sheet's options (0 for an expansion kind without
 * the tiles), and on the sheet now. */
guint ts_carcassonne_sheet_box_count (const TsCarcassonneSheet *sheet, guint kind);
guint ts_carcassonne_sheet_kind_count (const TsCarcassonneSheet *sheet, guint kind);
/* The sheet's tile at (x, y), or -1. */
int ts_carcassonne_sheet_tile_at (const TsCarcassonneSheet *sheet, int x, int y);

G_END_DECLS
