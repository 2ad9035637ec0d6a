/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The readings a record was played under (issue 40, docs/file-format.md "Readings"). A game
 * lists the changes of reading it has had (TsGameModule.readings, oldest first); a record says
 * how many of them its build knew ("readings"). The changes it did not know are played with
 * their earlier reading, which the engine keeps as an option: a saved game keeps its result
 * in every later build. */

#include <json-glib/json-glib.h>

#include "ts-game.h"

G_BEGIN_DECLS

/* How many changes of reading @module has had. */
guint ts_readings_count (const TsGameModule *module);

/* @options (may be NULL) with the earlier reading of every change from @known on that matters
 * in this game (TsReading.requires) and that @options does not choose itself. (transfer full) */
JsonObject *ts_readings_options (const TsGameModule *module,
                                 JsonObject         *options,
                                 guint               known);

/* Starts the game from @options played under @known readings and applies @entries (the
 * game's parsed entries) as written. Returns the state (free with module->state_free) and
 * sets *@n_applied to the number of entries applied: fewer than @n_entries when an entry was
 * refused, the game's reason in @error. NULL when the game cannot start from this setup. */
gpointer ts_readings_replay (const TsGameModule *module,
                             JsonObject         *options,
                             JsonArray          *players,
                             JsonObject         *setup,
                             guint               known,
                             gconstpointer      *entries,
                             guint               n_entries,
                             guint              *n_applied,
                             GError            **error);

/* How many changes every build writing record version @version knew
 * (TsReading.known_in_version): the least readings of a record of that version that does not
 * say them. */
guint ts_readings_known_by_version (const TsGameModule *module,
                                   guint               version);

/* The readings of a record that does not say them, saved as record version @version: the
 * changes every build writing @version knew (TsReading.known_in_version), then the first
 * later count under which every entry replays; all of them when none does. */
guint ts_readings_infer (const TsGameModule *module,
                         guint               version,
                         JsonObject         *options,
                         JsonArray          *players,
                         JsonObject         *setup,
                         gconstpointer      *entries,
                         guint               n_entries);

/* The earlier readings that change something in this game: each change from @known on that
 * applies, that @options does not choose, and without which the entries replay otherwise
 * (an entry refused, or another end). A GPtrArray of const TsReading *, oldest first. */
GPtrArray *ts_readings_earlier (const TsGameModule *module,
                                JsonObject         *options,
                                JsonArray          *players,
                                JsonObject         *setup,
                                guint               known,
                                gconstpointer      *entries,
                                guint               n_entries);

/* "Kept under an earlier reading: after the Chapel, no Statue reroll", or NULL when
 * @earlier is empty. */
char *ts_readings_describe (GPtrArray *earlier);

G_END_DECLS
