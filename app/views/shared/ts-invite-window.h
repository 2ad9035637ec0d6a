/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"
#include "ts-seat-server.h"

G_BEGIN_DECLS

/*
 * TsInviteWindow: Invite Phones… of a game's page. A card per seat (its player's name,
 * colour and initial) with the seat's QR code, its link, the address and code to type
 * instead, the phones that joined (each with Remove) and New Link; the address the page's
 * seat server serves on, which a change restarts it on; Stop Sharing. Closing it leaves the
 * phones following the game: the page owns the server (ts-game-page-invite.c).
 */
#define TS_TYPE_INVITE_WINDOW (ts_invite_window_get_type ())
G_DECLARE_FINAL_TYPE (TsInviteWindow, ts_invite_window, TS, INVITE_WINDOW, AdwWindow)

GtkWidget *ts_invite_window_new (TsSeatServer      *server,
                                 const char *const *colors);
TsSeatServer *ts_invite_window_get_server (TsInviteWindow *self);
const char *ts_invite_window_get_address (TsInviteWindow *self);
void ts_invite_window_set_address (TsInviteWindow *self,
                                   const char     *address);

G_END_DECLS
