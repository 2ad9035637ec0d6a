/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* BG Stats inside: ts-bgstats.c reads an export, ts-bgstats-write.c writes one; both know
 * the four games by these names. */

#include "ts-bgstats.h"

G_BEGIN_DECLS

/**
 * TsBgStatsGame:
 * @game_id: the game's id in Tableside
 * @name: its name in BG Stats (English, as BoardGameGeek has it)
 * @aliases: other names it is logged under
 * @bgg_id: the BoardGameGeek id written in an export, 0 when not known for sure
 * @bgg_ids: the ids read as this game (editions), 0-terminated
 */
typedef struct
{
  const char *game_id;
  const char *name;
  const char *aliases[2];
  gint64 bgg_id;
  gint64 bgg_ids[3];
} TsBgStatsGame;

extern const TsBgStatsGame ts_bgstats_games[];

/* The expansion a Carcassonne game with a part of Traders & Builders is played with. */
#define TS_BGSTATS_TRADERS "Carcassonne: Traders & Builders"

struct _TsBgStatsOut
{
  GPtrArray *plays;   /* TsImportedPlay: seat->person is the player's key ("" nobody's),
                       * seat->key their BG Stats uuid when an import gave one */
  GPtrArray *records; /* GFile of a saved game whose info lacks its facts, to read them
                       * from; NULL for the others and for an imported play */
  GArray *winners;    /* guint per play: its winners (whether its teams are asked for) */
};

const TsBgStatsGame *ts_bgstats_game_of (const TsGameModule *module);

/* A uuid of version 5's layout made from @kind ("play", "person") and @name: the same in
 * every export. */
char *ts_bgstats_uuid_of (const char *kind,
                          const char *name);

/* What an export and a play's link (ts-bgstats-link.c) write alike. */
/* A member of the object @builder is writing. */
void ts_bgstats_add_string (JsonBuilder *builder,
                            const char  *member,
                            const char  *value);
void ts_bgstats_add_int (JsonBuilder *builder,
                         const char  *member,
                         gint64       value);
void ts_bgstats_add_bool (JsonBuilder *builder,
                          const char  *member,
                          gboolean     value);
/* A time as BG Stats writes it: local, "2024-03-01 20:15:00". */
char *ts_bgstats_time (gint64 time);
/* A player's uuid in an export: BG Stats's own when an import gave one, else made. */
char *ts_bgstats_seat_uuid (const TsImportedSeat *seat,
                            gboolean              anonymous);
/* A player's name as written; @number names a player with none ("Unnamed player 2"). */
char *ts_bgstats_seat_name (const TsImportedSeat *seat,
                            gboolean              anonymous,
                            guint                 number);
/* A play's length in BG Stats's whole minutes, 0 when not known. */
gint64 ts_bgstats_duration_min (const TsImportedPlay *play);
/* Seat @i's position as the statistics count it (1 for the winners): more points, or as
 * many and a winner; without both scores, only a winner is ahead of one who did not win. */
guint ts_bgstats_play_rank (const TsImportedPlay *play,
                            guint                 i);
/* A finished saved game as a play (its seats in the record's order, named as the statistics
 * name them), or NULL when it is none; @original (nullable): the original a conflict copy
 * counts in place of, whose id the play keeps. Who started, the teams and the expansion
 * come from ts_bgstats_play_add_facts(). */
TsImportedPlay *ts_bgstats_saved_play (TsRecordInfo *info,
                                       TsRecordInfo *original,
                                       TsPeople     *people);
/* Adds what only the record's entries tell to @play (a saved game's, before its facts): who
 * started, the teams, the expansion. */
void ts_bgstats_play_add_facts (TsImportedPlay      *play,
                                const TsRecordFacts *facts);

/* A player of the export's list, as the plays name them. */
typedef struct
{
  const char *name;
  const char *uuid;
  gboolean anonymous;
  TsBgStatsPlayer *kept; /* once a kept play has them (owned until the export takes them) */
} TsBgStatsNamed;

/* What the reader keeps while it reads: the export's tables by their ids. */
typedef struct
{
  const char *name;       /* the file, for messages */
  TsBgStatsExport *out;
  GHashTable *games;      /* id -> JsonObject */
  GPtrArray *named;       /* TsBgStatsNamed, the file's list in its order */
  GHashTable *players;    /* id -> TsBgStatsNamed (in @named) */
  GHashTable *locations;  /* id -> const char * */
  GHashTable *play_ids;   /* uuid -> itself */
  GHashTable *skipped;    /* game name -> TsBgStatsSkipped */
  GPtrArray *names;       /* the players' names as kept (ts-player-name.h), owned */
} TsBgStatsReader;

/* Sets @error to “FILE cannot be imported: WHAT.” and returns FALSE. */
gboolean ts_bgstats_refuse (TsBgStatsReader *reader,
                            GError         **error,
                            const char      *format,
                            ...) G_GNUC_PRINTF (3, 4);
/* An optional string member: absent or null (*@out NULL), a string; FALSE for anything else. */
gboolean ts_bgstats_optional_string (JsonObject  *object,
                                     const char  *member,
                                     const char **out);
void ts_bgstats_player_free (TsBgStatsPlayer *player);
/* Play @number of the file: kept in the output, counted as skipped, or FALSE with @error. */
gboolean ts_bgstats_read_play (TsBgStatsReader *reader,
                               JsonNode        *node,
                               guint            number,
                               GError         **error);

G_END_DECLS
