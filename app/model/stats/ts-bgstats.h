/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-imported-plays.h"
#include "ts-model-people.h"
#include "ts-stats.h"

G_BEGIN_DECLS

/* BG Stats, out and in (issue 43): the JSON that the BG Stats app exports and imports, its
 * "games", "players", "locations" and "plays" with their "playerScores" (docs/file-format.md,
 * "BG Stats"). The reader goes through the one JSON door and refuses a file it cannot read
 * whole with one sentence naming the file and the place; nothing is kept from it then. */

#define TS_BGSTATS_ERROR (ts_bgstats_error_quark ())

/**
 * TsBgStatsError:
 * @TS_BGSTATS_ERROR_MALFORMED: not JSON, or JSON that is not a BG Stats export, or an
 *   export whose plays, players or games are not what BG Stats writes
 * @TS_BGSTATS_ERROR_TOO_LARGE: far larger than any export
 * @TS_BGSTATS_ERROR_NOT_FINISHED: a game that is no play for BG Stats yet (in progress, or
 *   needing attention), asked for as one (ts-bgstats-link.h)
 */
typedef enum
{
  TS_BGSTATS_ERROR_MALFORMED,
  TS_BGSTATS_ERROR_TOO_LARGE,
  TS_BGSTATS_ERROR_NOT_FINISHED,
} TsBgStatsError;

GQuark ts_bgstats_error_quark (void);

/* An export holds at most this many bytes (some 200,000 plays with their games' pictures). */
#define TS_BGSTATS_MAX_BYTES (256 * 1024 * 1024)
/* Reading an export takes at most this much memory (issue 52): one that would take more (by
 * its bytes and its count of JSON values, before it is parsed) is refused, naming the file
 * and the limit. Some 60,000 plays as BG Stats writes them. */
#define TS_BGSTATS_MAX_MEMORY (G_GUINT64_CONSTANT (1) << 30)
/* The plays of one export take at most this much of imported-plays.json (whose reader takes
 * 64 MiB, so two of the largest fit): some 45,000 plays as BG Stats writes them. */
#define TS_BGSTATS_MAX_IMPORT_BYTES (32 * 1024 * 1024)

/**
 * TsBgStatsPlayer:
 * @key: how the plays' seats name them (TsImportedSeat.key): their uuid, else "bgstats-ID"
 * @name: their name in BG Stats
 * @n_plays: their plays among those kept
 */
typedef struct
{
  char *key;
  char *name;
  guint n_plays;
} TsBgStatsPlayer;

/**
 * TsBgStatsSkipped:
 * @name: a game's name (plays of other games), or NULL
 * @count: how many plays
 */
typedef struct
{
  char *name;
  guint count;
} TsBgStatsSkipped;

/**
 * TsBgStatsExport:
 * @plays: (element-type TsImportedPlay): the plays of the four games, oldest first, their
 *   seats' @person still "" (a person is chosen at the import, ts-bgstats-import.h)
 * @players: (element-type TsBgStatsPlayer): the named players of those plays, in the file's
 *   order (anonymous seats are no one's)
 * @other_games: (element-type TsBgStatsSkipped): plays of games Tableside does not keep,
 *   by game, most first
 * @n_other: all those plays
 * @n_ignored: plays BG Stats marks as ignored (left out of its own statistics too)
 * @n_no_players: plays of the four games with nobody in them
 * @n_too_many: plays of more than TS_IMPORTED_MAX_SEATS players
 * @n_fractions: scores that are not whole numbers (kept as scores not known)
 */
typedef struct
{
  GPtrArray *plays;
  GPtrArray *players;
  GPtrArray *other_games;
  guint n_other;
  guint n_ignored;
  guint n_no_players;
  guint n_too_many;
  guint n_fractions;
} TsBgStatsExport;

TsBgStatsExport *ts_bgstats_read (const char *data,
                                  gsize       length,
                                  const char *name,
                                  GError    **error);
TsBgStatsExport *ts_bgstats_read_file (GFile   *file,
                                       GError **error);
void ts_bgstats_export_free (TsBgStatsExport *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsBgStatsExport, ts_bgstats_export_free)

/* The game a BG Stats game is (its name or its BoardGameGeek id), or NULL. */
const TsGameModule *ts_bgstats_lookup_game (const char *name,
                                            gint64      bgg_id);

/* An export's plays gathered (ts_bgstats_out_new(), where @infos, @imported and @people
 * live) and written (ts_bgstats_out_read_records() and ts_bgstats_out_to_text(), which read
 * the files of saved games whose infos lack what the export adds, and touch nothing else: a
 * worker thread may run them). */
typedef struct _TsBgStatsOut TsBgStatsOut;

TsBgStatsOut *ts_bgstats_out_new (GListModel      *infos,
                                  TsImportedPlays *imported,
                                  TsPeople        *people);
guint ts_bgstats_out_get_n_plays (TsBgStatsOut *self);
void ts_bgstats_out_read_records (TsBgStatsOut *self);
/* The export's text; ts_bgstats_out_read_records() first for who started, the teams and the
 * expansions of the saved games whose infos (an index entry, a file's reading) lack them. */
char *ts_bgstats_out_to_text (TsBgStatsOut *self);
void ts_bgstats_out_free (TsBgStatsOut *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsBgStatsOut, ts_bgstats_out_free)

/* The plays of @infos (saved games, as the start page reads them: only finished games are
 * plays for BG Stats) and of @imported (nullable), as a BG Stats export (UTF-8 JSON).
 * @people (nullable) names the players as the statistics do. A saved game's play keeps one
 * id in every export (a uuid from its file's name), an imported play its own. Who started,
 * the teams and the expansions come from the infos (the saved-games index keeps them, issue
 * 56); a saved game's file is read again only when its info lacks them. @n_plays (nullable)
 * gets how many plays it holds. */
char *ts_bgstats_write (GListModel      *infos,
                        TsImportedPlays *imported,
                        TsPeople        *people,
                        guint           *n_plays);
/* The uuid a saved game's play has in every export. */
char *ts_bgstats_play_uuid (TsRecordInfo *info);

G_END_DECLS
