/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the board picture tests of every game share: a corpus record (tests/data/corpus)
 * replayed entry by entry, and the picture asserted at each state of it. */

#include "ts-game.h"

G_BEGIN_DECLS

/* A record of the corpus: its module, its entries and the state they make so far. */
typedef struct
{
  JsonParser *parser;
  const TsGameModule *module;
  JsonArray *entries;
  guint n_entries;
  gpointer state;
} RecordWalk;

/* Record @name of the corpus, at its start: its options, players and setup. */
void record_walk_open (RecordWalk *r,
                       const char *name);
/* The record's entry @i, as the engine reads it (freed with module->entry_free). */
gpointer record_walk_entry (RecordWalk *r,
                            guint       i);
/* Applies the record's entry @i, which the rules must take. */
void record_walk_apply (RecordWalk *r,
                        guint       i);
void record_walk_close (RecordWalk *r);

/* Called at a state of a record while its game goes on; @i is the entry applied next
 * (r->n_entries: none). */
typedef void (*RecordWalkPoint) (RecordWalk *r,
                                 guint       i,
                                 gpointer    data);
/* Replays each record of @names (NULL-terminated), calling @point at every state before the
 * game is finished; each record must finish its game. Returns how many entries the records
 * hold after their games finished (The Castles of Burgundy's automatic end of the last turn). */
guint record_walk (const char *const *names,
                   RecordWalkPoint    point,
                   gpointer           data);

/* The spot an entry must act on, read from its JSON alone; NULL when it acts on none. */
typedef char *(*RecordWalkExpect) (JsonNode *entry);
/* Called with an entry that acts on @spot. */
typedef void (*RecordWalkSpotted) (gconstpointer entry,
                                   const char   *spot,
                                   gpointer      data);

/* The record's entry @i acts on the spot @expect reads in it, which the picture of the
 * state before it has (TsGameModule.entry_spot). */
void record_walk_assert_entry_spot (RecordWalk      *r,
                                    guint            i,
                                    RecordWalkExpect expect);
/* Each legal entry of @state acts on the spot @expect reads in its JSON, one of @picture;
 * @spotted is called with those that act on one. Returns how many act on none. */
guint record_walk_assert_legal_spots (const TsGameModule   *module,
                                      gconstpointer         state,
                                      const TsBoardPicture *picture,
                                      RecordWalkExpect      expect,
                                      RecordWalkSpotted     spotted,
                                      gpointer              data);

/* @module's picture of @state, asserted drawn. */
TsBoardPicture *record_walk_picture (const TsGameModule *module,
                                     gconstpointer       state);
/* The spot @id of @picture, asserted there. */
const TsBoardSpot *record_walk_spot (const TsBoardPicture *picture,
                                     const char           *id);

G_END_DECLS
