/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-model-match.h"

G_BEGIN_DECLS

#define TS_SEAT_SERVER_ERROR (ts_seat_server_error_quark ())

/**
 * TsSeatServerError:
 * @TS_SEAT_SERVER_ERROR_ADDRESS: the address asked for is not one to serve on
 * @TS_SEAT_SERVER_ERROR_LISTEN: the port could not be opened (the message says why)
 */
typedef enum
{
  TS_SEAT_SERVER_ERROR_ADDRESS,
  TS_SEAT_SERVER_ERROR_LISTEN,
} TsSeatServerError;

GQuark ts_seat_server_error_quark (void);

#define TS_TYPE_SEAT_SERVER (ts_seat_server_get_type ())
G_DECLARE_FINAL_TYPE (TsSeatServer, ts_seat_server, TS, SEAT_SERVER, GObject)

TsSeatServer *ts_seat_server_new (TsMatch *match);
TsMatch *ts_seat_server_get_match (TsSeatServer *self);
void ts_seat_server_set_match (TsSeatServer *self,
                               TsMatch      *match);

gboolean ts_seat_server_start (TsSeatServer *self,
                               const char   *address,
                               guint         port,
                               GError      **error);
void ts_seat_server_stop (TsSeatServer *self);
gboolean ts_seat_server_get_running (TsSeatServer *self);
const char *ts_seat_server_get_address (TsSeatServer *self);
guint ts_seat_server_get_port (TsSeatServer *self);

guint ts_seat_server_get_n_seats (TsSeatServer *self);
char *ts_seat_server_dup_link (TsSeatServer *self,
                               guint         seat);
char *ts_seat_server_dup_base_link (TsSeatServer *self);
const char *ts_seat_server_get_code (TsSeatServer *self,
                                     guint         seat);
guint ts_seat_server_get_n_phones (TsSeatServer *self,
                                   guint         seat);
GStrv ts_seat_server_dup_phones (TsSeatServer *self,
                                 guint         seat);
gboolean ts_seat_server_remove_phone (TsSeatServer *self,
                                      guint         seat,
                                      const char   *phone);
void ts_seat_server_renew (TsSeatServer *self,
                           guint         seat);
void ts_seat_server_set_locked (TsSeatServer *self,
                                gboolean      locked);
gboolean ts_seat_server_get_locked (TsSeatServer *self);
void ts_seat_server_set_follow_only (TsSeatServer *self,
                                     gboolean      follow_only);
guint ts_seat_server_get_n_refusals (TsSeatServer *self);
guint ts_seat_server_get_n_connections (TsSeatServer *self);
void ts_seat_server_set_idle_seconds (TsSeatServer *self,
                                      guint         seconds);

G_END_DECLS
