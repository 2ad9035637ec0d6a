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
 *
 * What the statistics (issue 27) keep of a finished game, computed by replaying its entries
 * through the game itself once, when its file is read, and kept in the saved-games index as
 * one string of whole numbers (ts_record_summary_to_text()).
 */
typedef struct
{
  guint n_players;
  guint n_categories;
  guint winners;
  int *scores;
  int *points;
} TsRecordSummary;

/* The category ids of @module in the order of TsRecordSummary.points: its categories, then
 * "other" (a GPtrArray of const char *). */
GPtrArray *ts_record_summary_category_ids (const TsGameModule *module);

/* Replays @entries (a record's JSON entries) from the setup through @module; NULL with
 * @error when the game refuses to start or an entry, or is not over. Never touches a file. */
TsRecordSummary *ts_record_summary_compute (const TsGameModule *module,
                                            JsonObject         *options,
                                            JsonArray          *players,
                                            JsonObject         *setup,
                                            JsonArray          *entries,
                                            GError            **error);
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

G_END_DECLS
