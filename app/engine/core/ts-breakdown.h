/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A builder with the breakdown's object and its "players" array open: the game adds one
 * object per player, then calls ts_breakdown_end(). */
JsonBuilder *ts_breakdown_begin (void);
/* Closes the "players" array, adds the result (ts_breakdown_add_result()) and returns the
 * breakdown. */
JsonNode *ts_breakdown_end (JsonBuilder *b,
                            guint        winners,
                            guint        n_players,
                            const char  *tie_break,
                            const char  *explanation);
/* Adds the members every final breakdown ends with (docs/file-format.md, "The final
 * breakdown") to the open object of @b: "winner" (the one winner, or null when @winners, a
 * bit per player, holds several), "winners", "tie-break" and "explanation". */
void ts_breakdown_add_result (JsonBuilder *b,
                              guint        winners,
                              guint        n_players,
                              const char  *tie_break,
                              const char  *explanation);

/* Opens a player's object in the "players" array of @b: "name", "total" and the "lines" array,
 * left open for ts_breakdown_add_line(); ts_breakdown_end_player() closes both. */
void ts_breakdown_begin_player (JsonBuilder *b,
                                const char  *name,
                                int          total);
void ts_breakdown_end_player (JsonBuilder *b);
/* Adds one line of a player's "lines" to the open array of @b: {"cause", "text", "note",
 * "vp"}, @note left out when NULL. */
void ts_breakdown_add_line (JsonBuilder *b,
                            const char  *cause,
                            const char  *text,
                            const char  *note,
                            int          vp);

G_END_DECLS
