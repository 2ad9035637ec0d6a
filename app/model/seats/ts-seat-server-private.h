/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "ts-catalog.h"
#include "ts-json-read.h"
#include "ts-seat-guard.h"
#include "ts-seat-server.h"
#include "ts-seat-state.h"

G_BEGIN_DECLS

/* The size of the longest request body or phone message read (docs/security.md). */
#define TS_SEAT_MAX_PAYLOAD (64 * 1024)
/* WebSocket close codes of our own (4000-4999 are the application's). */
#define TS_SEAT_CLOSE_RENEWED 4001
#define TS_SEAT_CLOSE_REMOVED 4003
/* A connection quiet this long is closed; phones are pinged every 20 s. */
#define TS_SEAT_IDLE_SECONDS 60

typedef struct
{
  char token[33];
  char code[7];
  GPtrArray *phones;  /* TsSeatPhone, owned by the server's list */
  GHashTable *removed; /* phone ids the scorekeeper removed since the last renewal */
  GHashTable *answers; /* a proposal's id -> its answer (JSON text), for a retry */
  GQueue answer_ids;   /* those ids, oldest first: the answers kept are bounded */
  guint64 own_change;  /* the match's change that added the seat's last entry, or 0 */
  guint own_last;      /* that entry's number, from 1, or 0 */
  JsonNode *ahead;     /* the entry the seat chose before its turn (ts-seat-ahead.c), or NULL */
  char *ahead_note;    /* why the last such entry was not recorded, or NULL */
} TsSeat;

typedef struct
{
  TsSeatServer *server;
  guint seat;
  char *id;
  char *language;
  char *address;
  SoupWebsocketConnection *conn;
  gint64 sent_revision;
} TsSeatPhone;

struct _TsSeatServer
{
  GObject parent_instance;

  TsMatch *match;
  gulong changed_id;
  guint push_id;

  GSocketService *service;
  SoupServer *soup;
  char *address;
  guint port;
  char *host;   /* "address:port", what every request's Host must say */
  char *origin; /* "http://address:port", what a WebSocket's Origin must say */

  TsSeat *seats;
  guint n_seats;
  GPtrArray *phones;     /* TsSeatPhone */
  GHashTable *catalogs;  /* language -> TsCatalog */
  GHashTable *states;    /* "seat/language" -> char * (JSON), for the state now */
  TsSeatGuard *guard;
  guint idle_seconds;
  gboolean locked;      /* the scorekeeper locked the phones */
  gboolean follow_only; /* the record is kept elsewhere (tableside-cli serve) */
  /* The parts of the table event due now that phones entered (ts-seat-server-table.c): a
   * value per field of the game's table form (NULL until entered), or NULL when none. Any
   * change of the match clears them. */
  GPtrArray *parts;
  guint ahead_id;       /* the idle that records the entries chosen ahead whose turn came */
};

/**
 * TsSeatAnswer:
 * @id: the message's id
 * @ok: recorded (or, for a part, kept)
 * @undone: a take-back was done
 * @kept: a part of the table event was kept; the entry waits for the other parts
 * @stale: the message was made on an older game than the match's
 * @text: ok: what was recorded, in the phone's language
 * @reason: refused: why, in the phone's language
 * @clause: refused by a rule that names its clause
 *
 * The answer to a phone's message, kept under its id for a retry.
 */
typedef struct
{
  const char *id;
  gboolean ok;
  gboolean undone;
  gboolean kept;
  gboolean stale;
  char *text;
  char *reason;
  char *clause;
} TsSeatAnswer;

/* ts-seat-propose.c: @object's member @name when it is a string (else NULL), a whole number
 * (else -1): a phone's JSON has any shape. */
const char *_ts_seat_member_string (JsonObject *object,
                                    const char *name);
gint64 _ts_seat_member_int (JsonObject *object,
                            const char *name);
/* Sets @answer's reason and returns FALSE. */
gboolean _ts_seat_answer_refuse (TsSeatAnswer *answer,
                                 const char   *reason);
/* ts-seat-propose.c: what every message must pass (the phones may enter now, the message was
 * made on the game as it is, or @seat's move made on an earlier game in a step it may choose
 * ahead in), refused in the catalog in use. @seat is -1 for a message that must be made on
 * the game as it is. */
gboolean _ts_seat_server_check_table (TsSeatServer *self,
                                      JsonObject   *message,
                                      int           seat,
                                      TsSeatAnswer *answer);
/* ts-seat-ahead.c: TRUE when @seat could choose ahead or in its turn both on the game of @at
 * entries and on the game now: its choices are the same since, whatever came between. */
gboolean _ts_seat_server_still_ahead (TsSeatServer *self,
                                      guint         seat,
                                      guint         at);
/* ts-seat-server-table.c: a phone's "part" message: one value of the table event due now;
 * the entry is made once every part is in. Answered in the phone's language. */
void _ts_seat_server_enter_part (TsSeatServer *self,
                                 TsSeatPhone  *phone,
                                 JsonObject   *message,
                                 TsSeatAnswer *answer);
/* The match changed: the parts entered are gone, the phones get their state anew. */
void _ts_seat_server_match_changed (TsSeatServer *self);
/* ts-seat-ahead.c: a copy of the game in which @seat chooses now before its turn
 * (TsGameModule.ahead_state), while the phones may enter; NULL when it may not. */
gpointer _ts_seat_server_ahead_copy (TsSeatServer *self,
                                     guint         seat);
/* Keeps @entry (checked on the seat's ahead copy) until the seat's turn comes, replacing one
 * kept before; the laptop is told. */
void _ts_seat_server_keep_ahead (TsSeatServer *self,
                                 guint         seat,
                                 TsEntry      *entry);
/* Forgets the seat's entry chosen ahead; FALSE when it had none. */
gboolean _ts_seat_server_cancel_ahead (TsSeatServer *self,
                                       guint         seat);
/* After any change of the match: records, at idle, the entries chosen ahead whose turn came. */
void _ts_seat_server_schedule_ahead (TsSeatServer *self);
void _ts_seat_clear_ahead (TsSeat *seat);
/* Emits TsSeatServer::part-entered. */
void _ts_seat_server_emit_part (TsSeatServer *self,
                                guint         seat,
                                const char   *text);

/* How many answers a seat keeps for retried proposals. */
#define TS_SEAT_ANSWERS_KEPT 256

/* What a phone may send as JSON (a join, a message): small, shallow, few objects. */
extern const TsJsonLimits ts_seat_phone_json;
/* @data as a JSON object from a phone, or NULL. */
JsonNode *_ts_seat_server_read_json (const char *data,
                                     gsize       length);

/* ts-seat-server.c: a new token and code for @seat (its removed phones forgotten); a phone's
 * connection closed with @code, kept until the close is done. */
void _ts_seat_renew (TsSeat *seat);
void _ts_seat_phone_close (TsSeatPhone *phone,
                           gushort      code,
                           const char  *why);

/* ts-seat-server-http.c: the requests and the WebSocket's handshake. */
void _ts_seat_server_add_handlers (TsSeatServer *self);
/* A seat whose token is @token (compared in constant time), or -1. */
int _ts_seat_server_find_token (TsSeatServer *self,
                                const char   *token);
/* The seat state in @language, as JSON text, made once per change. */
const char *_ts_seat_server_state_text (TsSeatServer *self,
                                        guint         seat,
                                        const char   *language);
TsCatalog *_ts_seat_server_catalog (TsSeatServer *self,
                                    const char   *language);
/* The game or what the phones may do changed: every phone gets its state anew. */
void _ts_seat_server_changed (TsSeatServer *self);
/* ts-seat-propose.c: the seat's own last entry (from 1) while it may take it back, or 0. */
guint _ts_seat_server_own_last (TsSeatServer *self,
                                guint         seat);
/* What the seat's phones may do now. */
TsSeatAccess _ts_seat_server_access (TsSeatServer *self);
/* ts-seat-propose.c: a phone's "propose" or "undo" message, answered on its connection. */
void _ts_seat_server_take (TsSeatServer *self,
                           TsSeatPhone  *phone,
                           JsonObject   *message);
void _ts_seat_clear_answers (TsSeat *seat);
/* Emits TsSeatServer::entry-proposed for @seat's entry described in the laptop's words. */
void _ts_seat_server_emit_proposed (TsSeatServer *self,
                                    guint         seat,
                                    const char   *text);
/* A phone of @seat joined on @conn. */
void _ts_seat_server_add_phone (TsSeatServer            *self,
                                guint                    seat,
                                const char              *id,
                                const char              *language,
                                const char              *address,
                                SoupWebsocketConnection *conn);

G_END_DECLS
