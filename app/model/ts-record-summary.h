/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-record.h"

G_BEGIN_DECLS

/* What the statistics (issue 27) keep of a finished game, computed by replaying its entries
 * through the game itself, so that they are the figures the score page shows:
 *
 *   { "scores": [52, 48], "points": [{"animals": 12, ...}, ...], "winners": [0] }
 *
 * "scores" are each player's final points (the ledger's VP total, which the final breakdown
 * equals), "points" the same split by the game's categories (TsGameModule.categories; a cause
 * no category names counts under "other"), "winners" every winner's number (empty when the
 * game was lost, a solo game). NULL with @error when the record does not replay or the game
 * is not over. Never touches a file. */
JsonObject *ts_record_summary_compute (TsRecord *record,
                                       GError  **error);

/* Whether @summary has the shape above for @n_players players (as read from an index). */
gboolean ts_record_summary_check (JsonObject *summary,
                                  guint       n_players);

G_END_DECLS
