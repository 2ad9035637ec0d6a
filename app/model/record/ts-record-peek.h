/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-record.h"

G_BEGIN_DECLS

/**
 * TsRecordPeek:
 * @game: the game's id
 * @created: when the game was set up, in seconds since 1970; 0 when the record does not say
 * @players: the players' names, in seat order
 * @n_entries: its entries, played and held
 * @finished: its "status" says it is finished (informative, as written)
 *
 * What a record's members before its entries say of it, read without reading the entries
 * (ts_record_peek_at()): which game it is and how long, for a list of copies.
 */
typedef struct
{
  char *game;
  gint64 created;
  GStrv players;
  guint n_entries;
  gboolean finished;
} TsRecordPeek;

gboolean ts_record_peek_at (int           dir_fd,
                            const char   *name,
                            TsRecordPeek *peek,
                            GError      **error);
gboolean ts_record_peek_same_game (const TsRecordPeek *a,
                                   const TsRecordPeek *b);
void ts_record_peek_from_record (TsRecord     *record,
                                 TsRecordPeek *peek);
void ts_record_peek_clear (TsRecordPeek *peek);

G_END_DECLS
