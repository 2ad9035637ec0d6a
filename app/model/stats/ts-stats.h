/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-model-people.h"
#include "ts-model-games.h"

G_BEGIN_DECLS

/* Statistics across every game kept (issue 27), computed from the saved games' infos (what
 * the saved-games index holds: no file is read here) and the people. A play is one player in
 * one game. Finished games count for plays, wins and scores; games in progress only as plays
 * in progress. A shared win (a team, a tie the rules leave shared) is a win for each winner. A
 * player is a person (ts-people.h): the record's "person" id, else the person of that name,
 * else a person known only by that name (id "~" and the folded name). Whether a game is over,
 * who won and the scores come from the replay of its entries (TsRecordInfo), never from the
 * record's informative "status", "winner", "winners" or "progress" (issue 40). Score sheets
 * and records whose replay stops at an entry the rules refuse are not counted, and are
 * counted as such. Plays imported from BG Stats (ts-imported-plays.h) count as finished
 * games with their scores only: plays, wins, scores and head to head, never where the points
 * came from (ts_stats_new_full()); a player of one whose score BG Stats did not have counts
 * for the play and the win, not for the scores. */

#define TS_TYPE_STATS (ts_stats_get_type ())

G_DECLARE_FINAL_TYPE (TsStats, ts_stats, TS, STATS, GObject)

/**
 * TsStatsFilter:
 * @game_id: only this game, or NULL for all
 * @from: only games set up at or after this time (unix seconds), 0 for no limit
 * @to: only games set up before this time (unix seconds), 0 for no limit
 * @n_players: only games of this many players, 0 for any
 */
typedef struct
{
  const char *game_id;
  gint64 from;
  gint64 to;
  guint n_players;
} TsStatsFilter;

/**
 * TsStatsShare:
 * @category: the category's id (TsLedgerCategory.category, or "other")
 * @label: its name, translated
 * @average: the player's average points from it per finished game
 * @share: its part of the player's points won (the sum of their positive categories): 0 to
 *   1; for a category that takes points away (Kingsburg's lost battles), negative: what it
 *   takes as a part of the points won (-0.1: a tenth of them)
 * @table_average: every player's average from it in that game, for comparison
 */
typedef struct
{
  const char *category;
  const char *label;
  double average;
  double share;
  double table_average;
} TsStatsShare;

/**
 * TsStatsScore:
 * A player's final score in one finished game, for the chart over time.
 */
typedef struct
{
  gint64 time;          /* when the game was set up, unix seconds */
  const char *game_id;
  int score;
  guint position;       /* 1 for the winner(s) */
  gboolean won;
  TsRecordInfo *game;
} TsStatsScore;

/**
 * TsStatsPlayerGame:
 * A player's figures in one game (finished games only; @in_progress aside).
 */
typedef struct
{
  const TsGameModule *module;
  guint plays;
  guint wins;
  guint in_progress;
  int best;             /* meaningful when @scored > 0 */
  double average;
  int last;             /* the most recent game's score */
  TsRecordInfo *best_game;
  GPtrArray *shares;    /* TsStatsShare, the game's categories in order */
  guint scored;         /* plays with a score: @best, @average and @last are theirs */
  guint score_only;     /* imported plays: no points by cause (@shares leave them out) */
} TsStatsPlayerGame;

typedef struct
{
  char *id;             /* the resolved person id (ts-people.h), or "~name" */
  char *name;
  char *color;          /* palette id, or NULL */
  guint plays;          /* finished games */
  guint wins;
  guint in_progress;
  GPtrArray *games;     /* TsStatsPlayerGame, in the order of ts_games_get_all() */
  GArray *scores;       /* TsStatsScore, oldest first */
  guint score_only;     /* of @plays, imported with their scores only */
  /* < private > */
  gint64 seen;          /* the newest game the name and colour are from */
} TsStatsPlayer;

typedef struct
{
  const TsGameModule *module;
  guint plays;          /* finished */
  guint in_progress;
  guint by_count[9];    /* finished games by number of players (index: the count) */
  int record;           /* the highest final score, meaningful when @record_game is set */
  const char *record_name;
  TsRecordInfo *record_game;
  double average_winning; /* of the winners' scores; 0 when nobody won */
  guint n_timed;        /* finished games whose entries say when they were made */
  gint64 median_duration; /* seconds, of those */
  GArray *scores;       /* int: every final score, for the distribution */
  guint score_only;     /* of @plays, imported with their scores only */
} TsStatsGame;

typedef struct
{
  guint together;       /* finished games both played */
  guint a_ahead;
  guint b_ahead;
  guint ties;
} TsStatsHeadToHead;

/* @infos: TsRecordInfo items; @people: nullable; @filter: nullable (everything). */
TsStats *ts_stats_new (GListModel          *infos,
                       TsPeople            *people,
                       const TsStatsFilter *filter);
/* The same with @imported (nullable): imported plays (ts_imported_plays_get_infos()). */
TsStats *ts_stats_new_full (GListModel          *infos,
                            GListModel          *imported,
                            TsPeople            *people,
                            const TsStatsFilter *filter);

/* Players by wins, then plays, then name. */
guint ts_stats_get_n_players (TsStats *self);
const TsStatsPlayer *ts_stats_get_player (TsStats *self,
                                          guint    index);
const TsStatsPlayer *ts_stats_find_player (TsStats    *self,
                                           const char *id);
const TsStatsPlayerGame *ts_stats_player_get_game (const TsStatsPlayer *player,
                                                   const char          *game_id);
/* Games in the order of ts_games_get_all(), only those with a play. */
guint ts_stats_get_n_games (TsStats *self);
const TsStatsGame *ts_stats_get_game (TsStats *self,
                                      guint    index);
const TsStatsGame *ts_stats_find_game (TsStats    *self,
                                       const char *game_id);
void ts_stats_head_to_head (TsStats           *self,
                            const char        *a,
                            const char        *b,
                            TsStatsHeadToHead *out);
/* Finished games counted; records not counted because their replay stops at an entry the rules
 * refuse (ts_record_info_get_attention()); score sheets (not counted: no record of the game). */
guint ts_stats_get_n_finished (TsStats *self);
guint ts_stats_get_n_unscored (TsStats *self);
guint ts_stats_get_n_sheets (TsStats *self);
/* Of the finished games counted, those imported with their scores only. */
guint ts_stats_get_n_score_only (TsStats *self);
/* Conflict copies of a game also counted (ts-sync-conflict.h): not counted a second time. */
guint ts_stats_get_n_conflicts (TsStats *self);
/* Issue 52: the saved games not counted because their replay stops at an entry the rules
 * refuse (ts_stats_get_n_unscored() of them) and the files of the folder that cannot be read
 * (TS_RECORD_INFO_UNREADABLE), each passing the filter; and the conflict copies counted in
 * place of an original that is one of those (ts_sync_counts_new()). TsRecordInfo items, in the
 * list's order (transfer none). */
GPtrArray *ts_stats_get_not_counted (TsStats *self);
GPtrArray *ts_stats_get_counted_copies (TsStats *self);
/* The game's points in its own unit after a number, translated ("VP", "PP"). */
const char *ts_stats_points_label (const TsGameModule *module);

/* One row a player a finished game: date, game, name, person id, score, position, won, play
 * (docs/file-format.md, "Plays as CSV"), with a header row. */
char *ts_stats_dup_csv (TsStats *self);
/* The id of the game @info records, as the CSV's "play" column gives it: its file's name
 * without ".json" (transfer full). */
char *ts_stats_dup_play_id (TsRecordInfo *info);
/* The figures as `tableside-cli stats --json` prints them (docs/file-format.md). */
JsonNode *ts_stats_to_json (TsStats *self);

G_END_DECLS
