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

G_END_DECLS
