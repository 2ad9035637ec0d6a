/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Reading one game's entry from a record: what every game's entry_from_json() shares. */

/* Sets TS_ENGINE_ERROR_PARSE: @game's entry member @member is missing or not valid (@game is
 * the game's translated name). Returns FALSE, so that a reader can `return` it. */
gboolean ts_entry_json_bad (GError    **error,
                            const char *game,
                            const char *member);
/* Reads the integer member @member of @o within [@lo, @hi] into @out, or refuses it as
 * ts_entry_json_bad() does. */
gboolean ts_entry_json_int (JsonObject *o,
                            const char *member,
                            int         lo,
                            int         hi,
                            int        *out,
                            const char *game,
                            GError    **error);

/* Reads the optional boolean member @member of @o into @out (FALSE when absent); any other
 * type is refused as ts_entry_json_bad() does. */
gboolean ts_entry_json_bool (JsonObject *o,
                             const char *member,
                             gboolean   *out,
                             const char *game,
                             GError    **error);

/* The string member @member of @o, or NULL when it is absent or not a string. */
const char *ts_entry_json_string (JsonObject *o,
                                  const char *member);

/* Bytes kept of a player's name in a game's state (at most 15 characters). */
#define TS_PLAYER_NAME_SIZE 32

/* Reads a record's "players" (names, or objects with a "name") for @game (its translated
 * name), played by @min to @max players, into @names (@max rows). Returns how many players,
 * or 0 with TS_ENGINE_ERROR_SETUP naming what is wrong. */
guint ts_entry_json_players (JsonArray  *players,
                             guint       min,
                             guint       max,
                             const char *game,
                             char (*names)[TS_PLAYER_NAME_SIZE],
                             GError    **error);

/* "Ana", "Ana and Bruno", "Ana, Bruno and Carla": the players of @mask (a bit per player) among
 * @names (@n_players rows), in seat order, translated separators. */
char *ts_entry_json_names_text (const char (*names)[TS_PLAYER_NAME_SIZE],
                                guint n_players,
                                guint mask);

G_END_DECLS
