/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's final-scoring sheet (issue 58): for a game that was not kept in Tableside,
 * what is on the table after the Winter of year V, per player: the VP on the track, the
 * buildings of their province and their goods. Scoring it applies the end-of-game building
 * effects as the engine does (KB-END-03: the Cathedral, KB-BDG-05) and names the winners by
 * the engine's own ts_kingsburg_finish() (KB-WIN-01, KB-TIE-01..03). The file format is in
 * docs/file-format.md ("Kingsburg's and Caylus 1303's final-scoring sheets"). Plain C. */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

#define TS_KINGSBURG_SHEET_GAME "kingsburg"
#define TS_KINGSBURG_SHEET_VERSION 1
/* VP may go below 0 (KB-BAT-16); past these bounds is a typing mistake. The supply of goods
 * is unlimited (KB-CMP-04): no box count caps them. */
#define TS_KINGSBURG_SHEET_MIN_VP (-99)
#define TS_KINGSBURG_SHEET_MAX_VP 999
#define TS_KINGSBURG_SHEET_MAX_GOODS 99
#define TS_KINGSBURG_SHEET_MAX_BYTES (32 * 1024)

typedef struct
{
  char name[32]; /* first: the shared writer reads it there (ts-sheet-json.h) */
  int vp; /* on the track after the Winter of year V, before the Cathedral */
  int goods[TS_KINGSBURG_N_GOODS];
  guint n_buildings;
  guint8 buildings[TS_KINGSBURG_N_BUILDINGS]; /* TsKingsburgBuildingId, as listed */
} TsKingsburgSheetPlayer;

typedef struct
{
  guint n_players;
  TsKingsburgSheetPlayer players[TS_KINGSBURG_MAX_PLAYERS];
} TsKingsburgSheet;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsKingsburgSheet, g_free)

/* A sheet of @n_players (2-5) named "Player 1" ..., with nothing built or held. */
TsKingsburgSheet *ts_kingsburg_sheet_new (guint n_players);
/* The shape only (TS_ENGINE_ERROR_PARSE naming the member by its path,
 * “players[0].buildings[2]”). */
TsKingsburgSheet *ts_kingsburg_sheet_from_json (JsonNode *node, GError **error);
TsKingsburgSheet *ts_kingsburg_sheet_load (const char *data, gsize length,
                                           const char *file_name, GError **error);
TsKingsburgSheet *ts_kingsburg_sheet_load_file (GFile *file, const char *file_name,
                                                GError **error);
/* Every member, in the documented order (transfer full). */
JsonNode *ts_kingsburg_sheet_to_json (const TsKingsburgSheet *sheet);

/* 2-5 named players (KB-CMP-01), VP -99..999, goods 0-99 (KB-BAT-12: never below 0), each
 * building once (KB-BLD-07) and every row built from the left (KB-BLD-04, which a lost
 * battle keeps: KB-BAT-13). TS_ENGINE_ERROR_ILLEGAL naming the clause, and @player (may be
 * NULL) the player at fault (-1: the sheet). */
gboolean ts_kingsburg_sheet_check (const TsKingsburgSheet *sheet, int *player, GError **error);
/* The state after ts_kingsburg_finish() (stage OVER, winners and tie-break set; its ledger
 * holds the Cathedral's lines only), NULL when the check refuses. Free with g_free(). */
TsKingsburgState *ts_kingsburg_sheet_final (const TsKingsburgSheet *sheet, GError **error);
/* ts_kingsburg_final_breakdown() of that state, the line "track" (the VP on the track)
 * first instead of the lines of what play scored; NULL when the check refuses. */
JsonNode *ts_kingsburg_sheet_score (const TsKingsburgSheet *sheet, GError **error);

/* A tracked game's sheet: names, goods, buildings, and the VP before the end-of-game
 * effects (the Cathedral's lines taken back once it is over). */
TsKingsburgSheet *ts_kingsburg_sheet_from_state (const TsKingsburgState *state);

G_END_DECLS
