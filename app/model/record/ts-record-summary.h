/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-game.h"

G_BEGIN_DECLS

/**
 * TsRecordSummary:
 * @n_players: the game's players
 * @n_categories: the game's categories (ts_games_categories()) and "other", last
 * @winners: a bit per player who won (none: a solo game lost)
 * @scores: each player's final points (the ledger's VP total, which the final breakdown
 *   equals)
 * @points: @n_players rows of @n_categories: each player's points by category
 * @unknown_scores: a bit per player whose score is not known (a play imported from BG Stats
 *   that gave none); 0 for every record's summary
 *
 * What the statistics (issue 27) keep of a finished game, computed by replaying its entries
 * through the game itself once, when its file is read (ts_record_replay_run()), and kept in
 * the saved-games index as one string of whole numbers (ts_record_summary_to_text()).
 * A play imported with its scores only (ts-imported-plays.h) has a summary of no categories
 * (@n_categories 0, @points NULL): it never goes into the index.
 */
typedef struct
{
  guint n_players;
  guint n_categories;
  guint winners;
  int *scores;
  int *points;
  guint unknown_scores;
} TsRecordSummary;

/* The category ids of @module in the order of TsRecordSummary.points: its categories, then
 * "other" (a GPtrArray of const char *). */
GPtrArray *ts_record_summary_category_ids (const TsGameModule *module);

/**
 * TsRecordReplay:
 * @readings: the readings the record was played under (ts-readings.h): its "readings", else
 *   those its version and entries tell
 * @started: the game started from the record's setup (else @refusal says why)
 * @n_applied: how many entries, from the first, the game applied
 * @refusal: why the game refused entry @n_applied (from 0), or the setup when not @started;
 *   NULL when every entry applied
 * @finished: the game is over after the entries applied
 * @winner: the final breakdown's one winner, else the first of @winners; -1 when none
 * @winners: a bit per player who won (none: a solo game lost, or not finished)
 * @progress: where an unfinished game stands (TsGameModule.progress), or NULL
 * @summary: a finished game's scores, or NULL
 *
 * What a record's entries give when replayed through its game (issue 40): the record's
 * "status", "winner", "winners" and "progress" are written for readers that do not replay,
 * and are never trusted for a result (docs/file-format.md, "Members").
 */
typedef struct
{
  guint readings;
  gboolean started;
  guint n_applied;
  GError *refusal;
  gboolean finished;
  int winner;
  guint winners;
  JsonObject *progress;
  TsRecordSummary *summary;
} TsRecordReplay;

/* Replays @entries (a record's JSON entries) from the setup through @module, under the
 * record's @readings (its "readings", -1 when it has none: then from its @version and its
 * entries, as a match opens it). The engine alone: no record object, no entry texts. Never
 * fails; never touches a file. */
TsRecordReplay *ts_record_replay_run (const TsGameModule *module,
                                      guint               version,
                                      int                 readings,
                                      JsonObject         *options,
                                      JsonArray          *players,
                                      JsonObject         *setup,
                                      JsonArray          *entries);
void ts_record_replay_free (TsRecordReplay *self);
/* How many categories @module's summaries have (its own and "other"). */
guint ts_record_summary_n_categories (const TsGameModule *module);
/* The summary as the index keeps it: "W S1 ... Sn P11 ... Pnc", the winners as a bit per
 * player, the scores, the points row by row; and back (NULL when @text is not one of
 * @module with @n_players players). */
char *ts_record_summary_to_text (const TsRecordSummary *self);
TsRecordSummary *ts_record_summary_from_text (const char         *text,
                                              const TsGameModule *module,
                                              guint               n_players);
void ts_record_summary_free (TsRecordSummary *self);

static inline int
ts_record_summary_get_points (const TsRecordSummary *self,
                              guint                  player,
                              guint                  category)
{
  return self->points[player * self->n_categories + category];
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsRecordSummary, ts_record_summary_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsRecordReplay, ts_record_replay_free)

G_END_DECLS
