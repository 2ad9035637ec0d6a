/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's text room: words: entries and what is waiting, described. */

#include "ts-burgundy-score.h"

G_BEGIN_DECLS

/* ts-burgundy-describe-modules.c */
char *ts_burgundy_route_describe_pending (const TsBurgundyState *state, guint pending);

char *ts_burgundy_shields_describe_pending (const TsBurgundyState *state);

/* ts-burgundy-describe.c */
/* The entry in words as it applies to @state (before applying it); who must do what next. */
char *ts_burgundy_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *entry);

char *ts_burgundy_describe_pending (const TsBurgundyState *state);

/* Where the game stands, for the saved games list (TsGameModule.progress): {"phase": 0-4,
 * "round": 1-5} or {"setup": true}; NULL once it is over. In words: "Phase C, round 3". */
JsonObject *ts_burgundy_progress (const TsBurgundyState *state);

char *ts_burgundy_describe_progress (JsonObject *progress);

G_END_DECLS
