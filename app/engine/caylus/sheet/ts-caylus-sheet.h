/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303's final-scoring sheet (issue 58): for a game that was not kept in Tableside,
 * what is on the table after round 9, per player: the PP tokens they hold (revealed) and the
 * gold in their supply. Scoring it gives the final scoring (CY-END-02: 2 PP per gold), its
 * winners and ties (CY-END-03, CY-TIE-01: shared). The file format is in docs/file-format.md
 * ("Kingsburg's and Caylus 1303's final-scoring sheets"). Plain C: nothing to free inside. */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-caylus-state.h"

G_BEGIN_DECLS

#define TS_CAYLUS_SHEET_GAME "caylus-1303"
#define TS_CAYLUS_SHEET_VERSION 1
/* PP before the final scoring, gold in a supply: more is a typing mistake. The general
 * supply is not counted (CY-SET-07, docs/rules-coverage.md), so the box's 15 gold is no cap. */
#define TS_CAYLUS_SHEET_MAX_PP 999
#define TS_CAYLUS_SHEET_MAX_GOLD 99
#define TS_CAYLUS_SHEET_MAX_BYTES (16 * 1024)

typedef struct
{
  char name[32]; /* first: the shared writer reads it there (ts-sheet-json.h) */
  int pp;   /* the PP tokens held before the final scoring */
  int gold; /* in personal supply */
} TsCaylusSheetPlayer;

typedef struct
{
  guint n_players;
  TsCaylusSheetPlayer players[TS_CAYLUS_MAX_PLAYERS];
} TsCaylusSheet;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsCaylusSheet, g_free)

/* A sheet of @n_players (2-5) named "Player 1" ..., with nothing held. */
TsCaylusSheet *ts_caylus_sheet_new (guint n_players);
/* The shape only (TS_ENGINE_ERROR_PARSE naming the member by its path, “players[1].gold”). */
TsCaylusSheet *ts_caylus_sheet_from_json (JsonNode *node, GError **error);
/* Through the one JSON reader (size, UTF-8, strict JSON with line and column, depth); every
 * message starts with “@file_name”. */
TsCaylusSheet *ts_caylus_sheet_load (const char *data, gsize length, const char *file_name,
                                     GError **error);
TsCaylusSheet *ts_caylus_sheet_load_file (GFile *file, const char *file_name, GError **error);
/* Every member, in the documented order (transfer full). */
JsonNode *ts_caylus_sheet_to_json (const TsCaylusSheet *sheet);

/* 2-5 named players (CY-CMP-01), PP 0-999, gold 0-99: TS_ENGINE_ERROR_ILLEGAL naming the
 * clause, and @player (may be NULL) the player at fault (-1: the sheet). */
gboolean ts_caylus_sheet_check (const TsCaylusSheet *sheet, int *player, GError **error);
/* The state after the final scoring (stage OVER, winners set; its ledger holds the gold
 * lines only), NULL when the check refuses. Free with g_free(). */
TsCaylusState *ts_caylus_sheet_final (const TsCaylusSheet *sheet, GError **error);
/* The final breakdown of ts_caylus_final_breakdown()'s shape, the line "held" (the PP held
 * before the final scoring) first instead of the five lines of what was earned in play, then
 * "gold"; NULL when the check refuses. */
JsonNode *ts_caylus_sheet_score (const TsCaylusSheet *sheet, GError **error);

/* A tracked game's sheet: the names, the gold, and the PP before the final scoring (the
 * gold lines taken back once it is over). */
TsCaylusSheet *ts_caylus_sheet_from_state (const TsCaylusState *state);

G_END_DECLS
