/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Adds the members every final breakdown ends with (docs/file-format.md, "The final
 * breakdown") to the open object of @b: "winner" (the one winner, or null when @winners, a
 * bit per player, holds several), "winners", "tie-break" and "explanation". */
void ts_breakdown_add_result (JsonBuilder *b,
                              guint        winners,
                              guint        n_players,
                              const char  *tie_break,
                              const char  *explanation);

G_END_DECLS
