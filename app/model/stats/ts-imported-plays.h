/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"
#include "ts-model-games.h"

G_BEGIN_DECLS

/* Plays imported from another scorekeeper (issue 43: BG Stats), kept with their scores only:
 * who played, who won, the scores, never where the points came from. They live in a file of
 * their own in the data folder ("imported-plays.json", docs/file-format.md, "Imported plays"),
 * never among the saved games, one batch per import, and a batch is removed as one. The
 * statistics count them (ts_stats_new_full()) as TsRecordInfo items whose summary has no
 * categories. */

#define TS_IMPORTED_PLAYS_FORMAT "tableside-imported-plays"
#define TS_IMPORTED_PLAYS_VERSION 1
/* A batch from BG Stats (the only source so far). */
#define TS_IMPORT_SOURCE_BGSTATS "bgstats"

/**
 * TsImportedSeat:
 * @name: the player's name as the export gave it
 * @person: their person id (ts-people.h) chosen at the import, or "" for nobody (an
 *   anonymous player)
 * @key: the source's id of the player (BG Stats: the player's uuid), or NULL
 * @scored: whether @score is known
 * @score: their final score, when @scored
 * @winner: whether they won (a shared win: each winner)
 * @start: whether they were the start player
 * @seat: their place in the seat order from 1, 0 when not known
 * @team: their team's name, or NULL
 */
typedef struct
{
  char *name;
  char *person;
  char *key;
  gboolean scored;
  int score;
  gboolean winner;
  gboolean start;
  guint seat;
  char *team;
} TsImportedSeat;

/**
 * TsImportedPlay:
 * @id: the source's id of the play (BG Stats: its uuid), unique in the file
 * @module: the game
 * @time: when it was played, unix seconds
 * @duration: how long it took in seconds, -1 when not known
 * @location: where it was played, or NULL
 * @expansions: (element-type utf8): the expansions played with, by name (may be empty)
 * @n_seats: how many players (1 to TS_IMPORTED_MAX_SEATS)
 * @seats: the players, in the order they are kept (the seat order when it was known)
 */
typedef struct
{
  char *id;
  const TsGameModule *module;
  gint64 time;
  gint64 duration;
  char *location;
  GPtrArray *expansions;
  guint n_seats;
  TsImportedSeat *seats;
} TsImportedPlay;

/* The statistics count games of up to 8 players (TsStatsGame.by_count). */
#define TS_IMPORTED_MAX_SEATS 8

/**
 * TsImportedPerson:
 * @id: a person id the import made
 * @name: their name
 */
typedef struct
{
  char *id;
  char *name;
} TsImportedPerson;

/**
 * TsImportBatch:
 * @id: unique in the file ("bgstats-2026-11-20-201500")
 * @source: where it came from (TS_IMPORT_SOURCE_BGSTATS)
 * @file_name: the name of the file it was imported from, as text
 * @time: when it was imported, unix seconds
 * @plays: (element-type TsImportedPlay): its plays
 * @people: (element-type TsImportedPerson): the people the import made, written with the
 *   plays before people.json, so that a load finding them missing there (the import was cut
 *   short between the two files) puts them back (issue 52)
 * @people_file: (nullable): the people file they were made in: its name when it is beside
 *   the imported plays' file, else its path
 */
typedef struct
{
  char *id;
  char *source;
  char *file_name;
  gint64 time;
  GPtrArray *plays;
  GPtrArray *people;
  char *people_file;
} TsImportBatch;

TsImportedPlay *ts_imported_play_new (guint n_seats);
TsImportedPlay *ts_imported_play_copy (const TsImportedPlay *play);
void ts_imported_play_free (TsImportedPlay *play);
void ts_import_batch_add_person (TsImportBatch *batch,
                                 const char    *id,
                                 const char    *name);
TsImportBatch *ts_import_batch_new (const char *source,
                                    const char *file_name,
                                    gint64      time);
void ts_import_batch_free (TsImportBatch *batch);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsImportedPlay, ts_imported_play_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsImportBatch, ts_import_batch_free)

#define TS_IMPORTED_PLAYS_ERROR (ts_imported_plays_error_quark ())

/**
 * TsImportedPlaysError:
 * @TS_IMPORTED_PLAYS_ERROR_UNREADABLE: the file could not be read; it is left as it is and
 *   nothing is saved over it
 * @TS_IMPORTED_PLAYS_ERROR_UNKNOWN: no batch has this id
 * @TS_IMPORTED_PLAYS_ERROR_KEPT: every play of the batch is kept already (imported by another
 *   program meanwhile)
 */
typedef enum
{
  TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
  TS_IMPORTED_PLAYS_ERROR_UNKNOWN,
  TS_IMPORTED_PLAYS_ERROR_KEPT,
} TsImportedPlaysError;

GQuark ts_imported_plays_error_quark (void);

#define TS_TYPE_IMPORTED_PLAYS (ts_imported_plays_get_type ())

G_DECLARE_FINAL_TYPE (TsImportedPlays, ts_imported_plays, TS, IMPORTED_PLAYS, GObject)

/* $XDG_DATA_HOME/tableside/imported-plays.json */
GFile *ts_imported_plays_default_file (void);
/* Never fails: a missing file is no imports yet; a file that cannot be read gives its reason
 * in ts_imported_plays_get_problem() and is never written over. Puts back into their people
 * file the people of an import a kill cut short between its two files (issue 52). */
TsImportedPlays *ts_imported_plays_load (GFile *file);
TsImportedPlays *ts_imported_plays_new_empty (void);
GFile *ts_imported_plays_get_file (TsImportedPlays *self);
const char *ts_imported_plays_get_problem (TsImportedPlays *self);

/* Batches in the order they were imported. */
guint ts_imported_plays_get_n_batches (TsImportedPlays *self);
const TsImportBatch *ts_imported_plays_get_batch (TsImportedPlays *self,
                                                  guint            index);
/* Whether a play of this id is kept already (an export imported twice). */
gboolean ts_imported_plays_has_play (TsImportedPlays *self,
                                     const char      *id);
/* Adds @batch (transfer full) and saves the file (ts-kept-file.h: a file another program
 * changed meanwhile is read again and the batch added to it, less the plays kept there
 * already); on an error nothing is kept. */
gboolean ts_imported_plays_add (TsImportedPlays *self,
                                TsImportBatch   *batch,
                                GError         **error);
/* Removes the batch @id and saves (as ts_imported_plays_add() does); *@removed (nullable)
 * gets it back (for an undo). */
gboolean ts_imported_plays_remove (TsImportedPlays *self,
                                   const char      *id,
                                   TsImportBatch  **removed,
                                   GError         **error);
/* The plays as the statistics read them: a TsRecordInfo each (kind GAME, finished, a summary
 * of no categories), their file the imports file. */
GListModel *ts_imported_plays_get_infos (TsImportedPlays *self);
/* An imported play's id when @info is one, else NULL. */
const char *ts_imported_plays_info_get_id (TsRecordInfo *info);
/* The file's text for @batches (TsImportBatch), as saved. */
char *ts_imported_plays_to_text (GPtrArray *batches);

G_END_DECLS
