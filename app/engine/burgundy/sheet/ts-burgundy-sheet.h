/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's sheet room: the final-scoring sheet: a finished game scored from
 * paper. */

#include "ts-burgundy-team.h"

G_BEGIN_DECLS

/* The final-scoring sheet (issue 6): for a game of The Castles of Burgundy that was not
 * tracked in Tableside, what is on the table after the last round, per player, and its
 * complete final scoring. The file format is in docs/file-format.md ("The final-scoring
 * sheet"). Plain C: a sheet is a value (copy it with =), nothing to free inside it.
 *
 * Typical use: ts_burgundy_sheet_new() or ts_burgundy_sheet_load(), change fields,
 * ts_burgundy_sheet_check() (a sentence naming the player and the field for anything not
 * physically possible), then ts_burgundy_sheet_score() for the breakdown that the score
 * sheet renderer draws (the same shape as ts_burgundy_final_breakdown()). */

#define TS_BURGUNDY_SHEET_FORMAT "tableside-sheet"
/* Version 2 adds the modules of the 2019 box (shields, crane, geese, monastery 29, shield 6);
 * version 1 files are still read (they have none of them). Version 3 adds the team game
 * ("team"); a sheet without it is still written as version 2, byte for byte as before. */
#define TS_BURGUNDY_SHEET_VERSION 3
#define TS_BURGUNDY_SHEET_TEAM_VERSION 3
#define TS_BURGUNDY_SHEET_PLAIN_VERSION 2
#define TS_BURGUNDY_SHEET_OLDEST_VERSION 1
#define TS_BURGUNDY_SHEET_GAME "castles-of-burgundy"
#define TS_BURGUNDY_SHEET_MAX_PLAYERS 4
/* Monasteries 15-26 and 29 (white castles) score at the end of the game (CB-END-05). */
#define TS_BURGUNDY_SHEET_FIRST_MONASTERY 15
#define TS_BURGUNDY_SHEET_LAST_MONASTERY 29
/* A duchy's 6 monastery spaces, and with shield 6 the chosen player's 6 (CB-SHD-06). */
#define TS_BURGUNDY_SHEET_MAX_MONASTERIES 12
/* Names longer than this (in bytes, with the final NUL) are cut on a character boundary. */
#define TS_BURGUNDY_SHEET_NAME_SIZE 64
/* Silver and workers are unlimited (CB-TRN-07); more than this is a typing mistake. */
#define TS_BURGUNDY_SHEET_MAX_SUPPLY 999
/* Sheet files are a few hundred bytes; anything larger is not one. */
#define TS_BURGUNDY_SHEET_MAX_BYTES (64 * 1024)

/* What an end-game monastery counts; each is one JSON member of the monastery's object. */
typedef enum
{
  TS_BURGUNDY_SHEET_BUILDINGS,        /* "buildings": of the monastery's type (16-23) */
  TS_BURGUNDY_SHEET_SPECIES,          /* "species": livestock species placed (24) */
  TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD, /* "goods-types-sold": types sold at least once (15) */
  TS_BURGUNDY_SHEET_GOODS_SOLD,       /* "goods-sold": goods tiles sold (25) */
  TS_BURGUNDY_SHEET_BONUS_TILES,      /* "bonus-tiles": large and small bonus tiles held (26) */
  TS_BURGUNDY_SHEET_WHITE_CASTLES,    /* "white-castles": white castles in the duchy (29) */
  TS_BURGUNDY_SHEET_N_COUNTS,
} TsBurgundySheetCount;

typedef struct
{
  int monastery;                          /* 15-26, 29 (anything else is refused by the check) */
  int counts[TS_BURGUNDY_SHEET_N_COUNTS]; /* only those it needs are read and written */
  /* "shield-6": the tile lies in the duchy of the player chosen with shield 6 and scores for
   * this player too, with this player's count (CB-SHD-06); it is that player's tile. */
  gboolean shield6;
} TsBurgundySheetMonastery;

typedef struct
{
  char name[TS_BURGUNDY_SHEET_NAME_SIZE]; /* UTF-8 */
  int track;                              /* VP marker on the track, 0-99 */
  int token;                              /* the 100/200 VP token: 0, 100 or 200 */
  int goods;                              /* unsold goods left in storage */
  int silver;
  int workers;
  guint n_monasteries;
  TsBurgundySheetMonastery monasteries[TS_BURGUNDY_SHEET_MAX_MONASTERIES];
  int empty_spaces;  /* tie-break: empty duchy spaces */
  int bridge_space;  /* tie-break: bridge space of the turn-order marker, 1 = start */
  int bridge_height; /* its place in the stack on that space, 0 = bottom (or alone) */
  /* Version 2: the modules. Monasteries' counts leave the crane out: the scoring counts it
   * as the type that gives the most VP (CB-EXT-03). */
  guint32 shields; /* bit n: shield n (1-18) on one of the player's castles (CB-SHG-09) */
  gboolean crane;  /* the crane is in the duchy */
  gboolean geese;  /* the geese are in the duchy: a species for monastery 24 (CB-EXT-06) */
} TsBurgundySheetPlayer;

typedef struct
{
  guint n_players;
  TsBurgundySheetPlayer players[TS_BURGUNDY_SHEET_MAX_PLAYERS];
  /* The team game (CB-TEM, version 3): 4 players in the bridge's starting order A1, B1, A2,
   * B2. The team's goods, silver, workers, tiles and shields are counted once, on A1's and
   * B1's sheets (CB-TEM-09, as the tracked game scores them); A2's and B2's hold none, and
   * their empty spaces are their team board's, as on their partner's sheet (CB-TEM-15). */
  gboolean team;
  gboolean team_tie_shared; /* teams tied on VP and empty spaces share the win */
} TsBurgundySheet;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsBurgundySheet, g_free)

/* A blank sheet for @n_players (2-4) that passes the check: "Player 1" ..., nothing on the
 * table, every marker on bridge space 1 in seat order (player 1 on top). Free with g_free. */
TsBurgundySheet *ts_burgundy_sheet_new (guint n_players);

/* The same from a file's contents: size, UTF-8 and JSON syntax (with line and column) first;
 * every message starts with “@file_name”. */
TsBurgundySheet *ts_burgundy_sheet_load (const char *data, gsize length, const char *file_name,
                                         GError **error);

/* The same from a file (not a pipe or device, at most TS_BURGUNDY_SHEET_MAX_BYTES); a file
 * that cannot be read gives a G_IO_ERROR. */
TsBurgundySheet *ts_burgundy_sheet_load_file (GFile *file, const char *file_name,
                                              GError **error);

/* Whether player @i's sheet holds the team's assets (goods, silver, workers, tiles, shields):
 * every player outside the team game, A1 and B1 (seats 0 and 1) in it. */
static inline gboolean
ts_burgundy_sheet_holds_assets (const TsBurgundySheet *sheet, guint i)
{
  return !sheet->team || i < 2;
}

/* The fields of a player's sheet, for messages and for pointing at a problem. */
typedef enum
{
  TS_BURGUNDY_SHEET_FIELD_PLAYERS, /* the number of players */
  TS_BURGUNDY_SHEET_FIELD_NAME,
  TS_BURGUNDY_SHEET_FIELD_TRACK,
  TS_BURGUNDY_SHEET_FIELD_TOKEN,
  TS_BURGUNDY_SHEET_FIELD_GOODS,
  TS_BURGUNDY_SHEET_FIELD_SILVER,
  TS_BURGUNDY_SHEET_FIELD_WORKERS,
  TS_BURGUNDY_SHEET_FIELD_MONASTERY, /* a monastery's number, or the list */
  TS_BURGUNDY_SHEET_FIELD_COUNT,     /* one of a monastery's counts */
  TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES,
  TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
  TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  TS_BURGUNDY_SHEET_FIELD_SHIELDS,
  TS_BURGUNDY_SHEET_FIELD_CRANE,
  TS_BURGUNDY_SHEET_FIELD_GEESE,
  TS_BURGUNDY_SHEET_FIELD_TEAM, /* the team game (its number of players) */
  TS_BURGUNDY_SHEET_N_FIELDS,
} TsBurgundySheetField;

/* Where the check found its problem, so that a form can focus that field. */
typedef struct
{
  int player; /* index, or -1 for the sheet as a whole */
  TsBurgundySheetField field;
  int monastery; /* index in the player's monasteries, or -1 */
  int count;     /* the TsBurgundySheetCount with FIELD_COUNT, else -1 */
} TsBurgundySheetProblem;

/* ts-burgundy-sheet-json.c */
/* Reads a sheet (the JSON shape of docs/file-format.md); TS_ENGINE_ERROR_PARSE naming the
 * member at fault by its path (“players[1].silver”). Only the shape is checked here, not
 * what is possible. */
TsBurgundySheet *ts_burgundy_sheet_from_json (JsonNode *node, GError **error);

/* Writes every member, in the documented order (transfer full). */
JsonNode *ts_burgundy_sheet_to_json (const TsBurgundySheet *sheet);

/* ts-burgundy-sheet-modules.c */
/* The same for @player's sheet: the geese add a species (CB-EXT-06). */
int ts_burgundy_sheet_player_count_limit (const TsBurgundySheetPlayer *player, guint monastery,
                                          TsBurgundySheetCount count, guint n_players);

/* Shields set out with @n_players (CB-SHG-01): 6, 9 or 12. */
guint ts_burgundy_sheet_shields_in_play (guint n_players);

/* ts-burgundy-sheet-rules.c */
/* The complete final scoring (CB-END, CB-TIE, CB-MON-15..26 and 29, CB-EXT-03, CB-SHG-09,
 * CB-SHD-06/10/13): a JSON object of exactly the shape of ts_burgundy_final_breakdown(),
 * "vp-track" being track + token. @sheet must pass ts_burgundy_sheet_check() (NULL
 * otherwise). (transfer full) */
JsonNode *ts_burgundy_sheet_score (const TsBurgundySheet *sheet);

/* ts-burgundy-sheet-state.c */
/* A tracked game's sheet (issue 58): each player's VP before the final scoring (its lines
 * taken back) as track and 100/200 token, and what the final scoring counted, so that
 * ts_burgundy_sheet_score() gives the game's totals and winner (a team game's as a team
 * sheet). @state must be over; a solo game (no final scoring, CB-SOL-24) is refused with
 * TS_ENGINE_ERROR_ILLEGAL, as is an unfinished one. */
TsBurgundySheet *ts_burgundy_sheet_from_state (const TsBurgundyState *state, GError **error);

/* ts-burgundy-sheet.c */
/* Refuses (TS_ENGINE_ERROR_ILLEGAL) what cannot be on a table after the last round: the first
 * problem found, as a sentence naming the player and the field (its label in quotes). */
gboolean ts_burgundy_sheet_check (const TsBurgundySheet *sheet, GError **error);

/* The same, also saying where (@problem may be NULL; left alone when the sheet passes). */
gboolean ts_burgundy_sheet_check_full (const TsBurgundySheet *sheet,
                                       TsBurgundySheetProblem *problem, GError **error);

/* A field's label as the messages quote it, translated ("Goods left in storage"). */
const char *ts_burgundy_sheet_field_label (TsBurgundySheetField field);

/* A field's JSON member name ("empty-spaces"), untranslated. */
const char *ts_burgundy_sheet_field_id (TsBurgundySheetField field);

/* What end-game monastery @monastery counts, in the order to ask for it: writes them to
 * @counts and returns how many (0 when it does not score at the end). */
guint ts_burgundy_sheet_monastery_counts (guint monastery,
                                          TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS]);

/* TRUE for 15-26 and 29, the monasteries a sheet lists (27 and 28 score nothing at the end
 * and are refused like 1-14). */
gboolean ts_burgundy_sheet_is_end_monastery (guint monastery);

/* Largest possible value of @count for @monastery in a game of @n_players (the box's limit),
 * for spin buttons; the check also refuses combinations (e.g. more types than goods sold). */
int ts_burgundy_sheet_count_limit (guint monastery, TsBurgundySheetCount count, guint n_players);

/* JSON member name ("goods-types-sold"), untranslated; -1 / NULL when unknown. */
const char *ts_burgundy_sheet_count_id (TsBurgundySheetCount count);

int ts_burgundy_sheet_count_from_id (const char *id);

/* What to ask, translated: "Watchtowers in the duchy", "Livestock species placed", ... */
const char *ts_burgundy_sheet_count_label (guint monastery, TsBurgundySheetCount count);

/* The monastery's end-game rule in words, translated: "4 VP per watchtower". */
const char *ts_burgundy_sheet_monastery_rule (guint monastery);

G_END_DECLS
