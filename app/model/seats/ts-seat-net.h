/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The IPv4 addresses phones on this computer's networks can reach it by, the address of the
 * interface of the default route first (the table's Wi-Fi, usually); empty when it has no
 * network but loopback. */
GStrv ts_seat_net_dup_addresses (void);
/* The address to serve on when the scorekeeper names none: the first of those, or
 * "127.0.0.1" (this computer only) when there is none. */
char *ts_seat_net_dup_default_address (void);

G_END_DECLS
