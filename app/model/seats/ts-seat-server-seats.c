/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat server's seats as the host shows and manages them: each seat's link and code, its
 * phones, removing one, renewing a seat's link, and the counts docs/security.md's tests read. */
#include "ts-i18n.h"

#include "ts-seat-server-private.h"

/* The page's address without a seat: where a code is typed. NULL while not running. */
char *
ts_seat_server_dup_base_link (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  return self->origin != NULL ? g_strdup_printf ("%s/", self->origin) : NULL;
}

/* The seat's join link, its token in the fragment (never sent to any server); NULL while not
 * running. */
char *
ts_seat_server_dup_link (TsSeatServer *self,
                         guint         seat)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->origin != NULL ? g_strdup_printf ("%s/#t=%s", self->origin, self->seats[seat].token)
                              : NULL;
}

const char *
ts_seat_server_get_code (TsSeatServer *self,
                         guint         seat)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].code;
}

guint
ts_seat_server_get_n_phones (TsSeatServer *self,
                             guint         seat)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->seats[seat].phones->len;
}

/* The ids of the seat's phones, in the order they joined. */
GStrv
ts_seat_server_dup_phones (TsSeatServer *self,
                           guint         seat)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  for (guint i = 0; i < self->seats[seat].phones->len; i++)
    g_strv_builder_add (builder,
                        ((TsSeatPhone *) g_ptr_array_index (self->seats[seat].phones, i))->id);
  return g_strv_builder_end (builder);
}

/**
 * ts_seat_server_remove_phone:
 *
 * Closes @phone's connection to @seat (the page says it was removed) and refuses it until the
 * seat's link is renewed. FALSE when no such phone is there.
 */
gboolean
ts_seat_server_remove_phone (TsSeatServer *self,
                             guint         seat,
                             const char   *phone)
{
  gboolean found = FALSE;

  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  for (guint i = self->seats[seat].phones->len; i-- > 0;)
    {
      TsSeatPhone *p = g_ptr_array_index (self->seats[seat].phones, i);

      if (g_strcmp0 (p->id, phone) != 0)
        continue;
      found = TRUE;
      _ts_seat_phone_close (p, TS_SEAT_CLOSE_REMOVED, "Removed by the scorekeeper");
    }
  if (found)
    g_hash_table_add (self->seats[seat].removed, g_strdup (phone));
  return found;
}

/**
 * ts_seat_server_renew:
 *
 * A new link and code for @seat: the old ones stop working and the seat's phones are told
 * to join again.
 */
void
ts_seat_server_renew (TsSeatServer *self,
                      guint         seat)
{
  g_return_if_fail (TS_IS_SEAT_SERVER (self));
  g_return_if_fail (seat < self->n_seats);
  for (guint i = self->seats[seat].phones->len; i-- > 0;)
    _ts_seat_phone_close (g_ptr_array_index (self->seats[seat].phones, i), TS_SEAT_CLOSE_RENEWED,
                 "The seat's link was renewed");
  _ts_seat_renew (&self->seats[seat]);
}

/* Requests and messages refused so far (docs/security.md). */
guint
ts_seat_server_get_n_refusals (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), 0);
  return ts_seat_guard_get_n_refusals (self->guard);
}

/* The connections open now, phones' and others'. */
guint
ts_seat_server_get_n_connections (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), 0);
  return ts_seat_guard_get_n_connections (self->guard);
}

/* How long a connection may stay quiet before it is closed (60 s; tests shorten it). */
void
ts_seat_server_set_idle_seconds (TsSeatServer *self,
                                 guint         seconds)
{
  g_return_if_fail (TS_IS_SEAT_SERVER (self));
  self->idle_seconds = seconds;
}

/**
 * ts_seat_server_set_locked:
 *
 * Locks the phones (they follow the game and propose nothing) or lets them enter their own
 * moves again; every phone is told at once.
 */
void
ts_seat_server_set_locked (TsSeatServer *self,
                           gboolean      locked)
{
  g_return_if_fail (TS_IS_SEAT_SERVER (self));

  if (self->locked == !!locked)
    return;
  self->locked = !!locked;
  _ts_seat_server_changed (self);
  /* Moves chosen ahead whose turn came while locked are recorded now. */
  _ts_seat_server_schedule_ahead (self);
  g_object_notify (G_OBJECT (self), "locked");
}

gboolean
ts_seat_server_get_locked (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), FALSE);
  return self->locked;
}

/**
 * ts_seat_server_set_follow_only:
 *
 * The record is kept elsewhere (tableside-cli serve follows the file the app saves): phones
 * only follow, and say why.
 */
void
ts_seat_server_set_follow_only (TsSeatServer *self,
                                gboolean      follow_only)
{
  g_return_if_fail (TS_IS_SEAT_SERVER (self));
  self->follow_only = !!follow_only;
  _ts_seat_server_changed (self);
}
