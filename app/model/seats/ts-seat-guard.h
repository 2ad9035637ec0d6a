/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The seat server's limits per address (docs/security.md): requests, joins by code, phones'
 * messages and open connections are counted in a sliding minute; an address that fails too
 * often (a wrong token, code, origin or host) is refused everything for a minute. Each kind
 * of refusal is logged once per address. */
typedef struct _TsSeatGuard TsSeatGuard;

typedef enum
{
  TS_SEAT_GUARD_REQUEST,
  TS_SEAT_GUARD_JOIN,
  TS_SEAT_GUARD_MESSAGE,
  TS_SEAT_GUARD_N_KINDS,
} TsSeatGuardKind;

/* Requests, joins and messages an address may make in a minute; failures before it is refused
 * everything; connections it may hold open, and all addresses together. */
#define TS_SEAT_GUARD_REQUESTS 600
#define TS_SEAT_GUARD_JOINS 10
#define TS_SEAT_GUARD_MESSAGES 120
#define TS_SEAT_GUARD_FAILURES 20
#define TS_SEAT_GUARD_CONNECTIONS 32
#define TS_SEAT_GUARD_ALL_CONNECTIONS 128

TsSeatGuard *ts_seat_guard_new (void);
void ts_seat_guard_free (TsSeatGuard *guard);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSeatGuard, ts_seat_guard_free)

/* Counts one @kind from @address; FALSE (a refusal, logged) when over its limit or while the
 * address is refused. */
gboolean ts_seat_guard_allow (TsSeatGuard    *guard,
                              const char     *address,
                              TsSeatGuardKind kind);
/* Counts a failure of @address, @why in a few words for the log ("a wrong token"). */
void ts_seat_guard_fail (TsSeatGuard *guard,
                         const char  *address,
                         const char  *why);
/* Logs @why for @address once, and counts it as a refusal. */
void ts_seat_guard_refuse (TsSeatGuard *guard,
                           const char  *address,
                           const char  *why);
/* A connection opened (FALSE: refused, over the limits) and closed. */
gboolean ts_seat_guard_connect (TsSeatGuard *guard,
                                const char  *address);
void ts_seat_guard_disconnect (TsSeatGuard *guard,
                               const char  *address);
guint ts_seat_guard_get_n_connections (TsSeatGuard *guard);
/* Refusals so far, and the log lines written for them. */
guint ts_seat_guard_get_n_refusals (TsSeatGuard *guard);
guint ts_seat_guard_get_n_logged (TsSeatGuard *guard);

G_END_DECLS
