/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of seats/, the model's top room: the seat server that lets the players' phones
 * follow the game, and what it needs that a host shows (addresses, QR codes). */

#include "ts-seat-net.h"
#include "ts-seat-qr.h"
#include "ts-seat-server.h"
