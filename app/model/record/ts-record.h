/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-entry.h"
#include "ts-game.h"

G_BEGIN_DECLS

#define TS_RECORD_FORMAT "tableside-record"
/* The version written; records from TS_RECORD_VERSION_OLDEST on are read (docs/file-format.md,
 * "Versions": version 1 lacks the automatic entries, which the match adds on loading; version
 * 3 adds each player's "person" and the entries' "times"). */
#define TS_RECORD_VERSION 3
#define TS_RECORD_VERSION_OLDEST 1
/* Records are small (a whole 4-player game is tens of kilobytes, a few hundred entries);
 * anything past these limits is not one of ours and is refused early, before it costs
 * seconds or hundreds of megabytes (docs/file-format.md, "Limits"). */
#define TS_RECORD_MAX_BYTES (4 * 1024 * 1024)
#define TS_RECORD_MAX_ENTRIES 10000
/* JSON objects in all (an entry is one; json-glib makes each a hash table). */
#define TS_RECORD_MAX_OBJECTS (3 * TS_RECORD_MAX_ENTRIES)
/* In characters, for the game's name and each player's. */
#define TS_RECORD_MAX_NAME_LENGTH 1000
/* No record nests JSON this deeply; deeper input is refused before it reaches the parser,
 * whose recursion would otherwise run out of stack. */
#define TS_RECORD_MAX_DEPTH 64

#define TS_RECORD_ERROR (ts_record_error_quark ())

/**
 * TsRecordError:
 * @TS_RECORD_ERROR_MALFORMED: not JSON, or JSON of the wrong shape
 * @TS_RECORD_ERROR_FORMAT: JSON that is not a Tableside record
 * @TS_RECORD_ERROR_VERSION: a record version this Tableside does not know
 * @TS_RECORD_ERROR_GAME: a game this Tableside does not know
 * @TS_RECORD_ERROR_TOO_LARGE: a file far larger than any record
 * @TS_RECORD_ERROR_SETUP: the game cannot start from the record's players, options or setup
 * @TS_RECORD_ERROR_ENTRY: an entry the game cannot read, or refuses when it is replayed; the
 *   message gives its number (counted from 1) and the reason
 *
 * Every message names the file and says what is wrong with it.
 */
typedef enum
{
  TS_RECORD_ERROR_MALFORMED,
  TS_RECORD_ERROR_FORMAT,
  TS_RECORD_ERROR_VERSION,
  TS_RECORD_ERROR_GAME,
  TS_RECORD_ERROR_TOO_LARGE,
  TS_RECORD_ERROR_SETUP,
  TS_RECORD_ERROR_ENTRY,
} TsRecordError;

GQuark ts_record_error_quark (void);

/* Game modules: the built-in ones (ts_games_lookup()) and any a test or tool registered. */
const TsGameModule *ts_record_lookup_game (const char *game_id);
void ts_record_register_game (const TsGameModule *module);

#define TS_TYPE_RECORD (ts_record_get_type ())

G_DECLARE_FINAL_TYPE (TsRecord, ts_record, TS, RECORD, GObject)

TsRecord *ts_record_new (const TsGameModule *module,
                         const char         *name,
                         JsonArray          *players,
                         JsonObject         *options,
                         JsonObject         *setup);
TsRecord *ts_record_load (GFile        *file,
                          GCancellable *cancellable,
                          GError      **error);
TsRecord *ts_record_load_from_data (const char *data,
                                    gsize       length,
                                    const char *display_name,
                                    GError    **error);

const TsGameModule *ts_record_get_module (TsRecord *self);
const char *ts_record_get_name (TsRecord *self);
void ts_record_set_name (TsRecord   *self,
                         const char *name);
GDateTime *ts_record_get_created (TsRecord *self);
JsonArray *ts_record_get_players (TsRecord *self);
JsonObject *ts_record_get_options (TsRecord *self);
int ts_record_get_readings (TsRecord *self);
void ts_record_hold_from (TsRecord *self,
                          guint     position);
guint ts_record_get_n_held (TsRecord *self);
TsEntry *ts_record_get_held (TsRecord *self,
                             guint     index);
void ts_record_release_held (TsRecord *self,
                             guint     n_dropped);
void ts_record_set_readings (TsRecord *self,
                             int       readings);
JsonObject *ts_record_get_setup (TsRecord *self);
guint ts_record_get_version (TsRecord *self);
guint ts_record_get_n_entries (TsRecord *self);
TsEntry *ts_record_get_entry (TsRecord *self,
                              guint     index);
gint64 ts_record_get_entry_time (TsRecord *self,
                                 guint     index);
void ts_record_append_entry (TsRecord *self,
                             TsEntry  *entry);
gint64 ts_record_time_now (TsRecord *self);
gboolean ts_record_is_finished (TsRecord *self);
gint64 ts_record_get_held_time (TsRecord *self,
                                guint     index);
void ts_record_splice_entries_timed (TsRecord     *self,
                                     guint         position,
                                     guint         n_removals,
                                     TsEntry     **additions,
                                     const gint64 *times,
                                     guint         n_additions);
void ts_record_splice_entries (TsRecord *self,
                               guint     position,
                               guint     n_removals,
                               TsEntry **additions,
                               guint     n_additions);
void ts_record_set_status (TsRecord *self,
                           gboolean  finished,
                           int       winner);
void ts_record_set_winners (TsRecord *self,
                            guint     winners);
void ts_record_set_progress (TsRecord   *self,
                             JsonObject *progress);

GBytes *ts_record_to_bytes (TsRecord *self);
gboolean ts_record_save (TsRecord     *self,
                         GFile        *file,
                         GCancellable *cancellable,
                         GError      **error);

char *ts_record_display_name (GFile *file);
char *ts_record_display_basename (GFile *file);
GFile *ts_record_new_file (GFile      *dir,
                           const char *game_id,
                           GError    **error);

G_END_DECLS
