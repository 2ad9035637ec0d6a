/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Limits per address for the seat server (ts-seat-guard.h). Counts are kept per minute
 * window; an address's record lives while it counts anything. */
#include "config.h"

#include <string.h>

#include "ts-seat-guard.h"

#define WINDOW_USEC (60 * G_USEC_PER_SEC)

typedef struct
{
  gint64 window_start;
  guint counts[TS_SEAT_GUARD_N_KINDS];
  guint failures;
  gint64 refused_until;
  guint connections;
  GHashTable *logged; /* why -> TRUE */
} Address;

struct _TsSeatGuard
{
  GHashTable *addresses; /* address -> Address */
  guint connections;
  guint refusals;
  guint logged;
};

static const guint limits[TS_SEAT_GUARD_N_KINDS] = {
  TS_SEAT_GUARD_REQUESTS,
  TS_SEAT_GUARD_JOINS,
  TS_SEAT_GUARD_MESSAGES,
};

static void
address_free (Address *a)
{
  g_hash_table_unref (a->logged);
  g_free (a);
}

TsSeatGuard *
ts_seat_guard_new (void)
{
  TsSeatGuard *guard = g_new0 (TsSeatGuard, 1);

  guard->addresses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) address_free);
  return guard;
}

void
ts_seat_guard_free (TsSeatGuard *guard)
{
  if (guard == NULL)
    return;
  g_hash_table_unref (guard->addresses);
  g_free (guard);
}

static Address *
lookup (TsSeatGuard *guard,
        const char  *address)
{
  Address *a = g_hash_table_lookup (guard->addresses, address);
  gint64 now = g_get_monotonic_time ();

  if (a == NULL)
    {
      a = g_new0 (Address, 1);
      a->logged = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      a->window_start = now;
      g_hash_table_insert (guard->addresses, g_strdup (address), a);
    }
  if (now - a->window_start >= WINDOW_USEC)
    {
      a->window_start = now;
      memset (a->counts, 0, sizeof a->counts);
      a->failures = 0;
    }
  return a;
}

void
ts_seat_guard_refuse (TsSeatGuard *guard,
                      const char  *address,
                      const char  *why)
{
  Address *a = lookup (guard, address);

  guard->refusals++;
  if (g_hash_table_contains (a->logged, why))
    return;
  g_hash_table_add (a->logged, g_strdup (why));
  guard->logged++;
  g_message ("Phones at the table: refused %s from %s (logged once for that address)", why,
             address);
}

gboolean
ts_seat_guard_allow (TsSeatGuard    *guard,
                     const char     *address,
                     TsSeatGuardKind kind)
{
  static const char *const over[TS_SEAT_GUARD_N_KINDS] = {
    "too many requests", "too many joins by code", "too many messages",
  };
  Address *a = lookup (guard, address);

  if (a->refused_until > g_get_monotonic_time ())
    {
      ts_seat_guard_refuse (guard, address, "a request while refused for failing too often");
      return FALSE;
    }
  if (++a->counts[kind] > limits[kind])
    {
      ts_seat_guard_refuse (guard, address, over[kind]);
      return FALSE;
    }
  return TRUE;
}

void
ts_seat_guard_fail (TsSeatGuard *guard,
                    const char  *address,
                    const char  *why)
{
  Address *a = lookup (guard, address);

  ts_seat_guard_refuse (guard, address, why);
  if (++a->failures >= TS_SEAT_GUARD_FAILURES)
    a->refused_until = g_get_monotonic_time () + WINDOW_USEC;
}

gboolean
ts_seat_guard_connect (TsSeatGuard *guard,
                       const char  *address)
{
  Address *a = lookup (guard, address);

  if (guard->connections >= TS_SEAT_GUARD_ALL_CONNECTIONS
      || a->connections >= TS_SEAT_GUARD_CONNECTIONS)
    {
      ts_seat_guard_refuse (guard, address, "a connection over the limit");
      return FALSE;
    }
  if (a->refused_until > g_get_monotonic_time ())
    {
      ts_seat_guard_refuse (guard, address, "a connection while refused for failing too often");
      return FALSE;
    }
  a->connections++;
  guard->connections++;
  return TRUE;
}

void
ts_seat_guard_disconnect (TsSeatGuard *guard,
                          const char  *address)
{
  Address *a = g_hash_table_lookup (guard->addresses, address);

  if (a == NULL || a->connections == 0)
    return;
  a->connections--;
  guard->connections--;
}

guint
ts_seat_guard_get_n_connections (TsSeatGuard *guard)
{
  return guard->connections;
}

guint
ts_seat_guard_get_n_refusals (TsSeatGuard *guard)
{
  return guard->refusals;
}

guint
ts_seat_guard_get_n_logged (TsSeatGuard *guard)
{
  return guard->logged;
}
