/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-model-seats.h"

G_BEGIN_DECLS

/* What the seat tests that play a corpus game from phones share: the game at a point of a
 * record, its seat server on 127.0.0.1, and phones of raw clients (seat-client.h) that send
 * messages and keep the answers. */

typedef struct
{
  TsMatch *match;
  TsSeatServer *server;
  guint port;
  char *origin;        /* "http://127.0.0.1:PORT", as a phone's page sends it */
  GPtrArray *said;     /* "SEAT: TEXT", as TsSeatServer::part-entered and ::phone-entered said */
  JsonArray *original; /* the record's entries after the cut, to compare with; or NULL */
} SeatTable;

/* The corpus record @record (in tests/data/corpus), cut after its first @cut entries in a
 * temporary copy (@cut < 0: the whole record), its seat server started. @keep_after of the
 * entries after the cut stay in ->original, the first at index 0 (none: NULL). */
SeatTable *seat_table_open (const char *record,
                            int         cut,
                            guint       keep_after);
void seat_table_close (SeatTable *table);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeatTable, seat_table_close)

/* A phone of a seat: it joins, keeps the first state it receives, sends each message and
 * keeps each one's result. */
typedef struct
{
  SeatTable *table;
  guint seat;
  GPtrArray *messages; /* to send, in order */
  GPtrArray *results;  /* the result of each message sent */
  char *state;         /* the first state received on the last run */
} SeatPhone;

SeatPhone *seat_phone_new (SeatTable *table,
                           guint      seat);
void seat_phone_free (SeatPhone *phone);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeatPhone, seat_phone_free)

/* Adds a message to send on the next run. */
void seat_phone_send (SeatPhone  *phone,
                      const char *message);
void seat_phone_sendf (SeatPhone  *phone,
                       const char *format,
                       ...) G_GNUC_PRINTF (2, 3);
/* Adds a proposal of @entry (JSON text) on the game of @at entries, and a Take back. */
void seat_phone_propose (SeatPhone  *phone,
                         const char *id,
                         guint       at,
                         const char *entry);
void seat_phone_undo (SeatPhone  *phone,
                      const char *id,
                      guint       at);
/* Joins (status 101 asserted) while the test's main context runs the server, and sends the
 * messages not sent on an earlier run. */
void seat_phone_run (SeatPhone *phone);
/* The result of message @i as JSON text. */
const char *seat_phone_result (SeatPhone *phone,
                               guint      i);
/* Fails the test unless result @i is @ok and its text (or reason, when refused) says
 * @words. */
void seat_phone_assert_result (SeatPhone  *phone,
                               guint       i,
                               gboolean    ok,
                               const char *words);

/* The JSON object @text holds (asserted). */
JsonObject *seat_json_object (const char *text);

G_END_DECLS
