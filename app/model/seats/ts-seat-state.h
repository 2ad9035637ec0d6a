/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-catalog.h"
#include "ts-model-match.h"

G_BEGIN_DECLS

/* How many of the last entries a phone shows. */
#define TS_SEAT_STATE_RECENT 8

/* What the phone of @seat (a player, in setup order) shows of @match now, every word in
 * @catalog's language (docs/seats.md, "The state of a seat"). */
JsonNode *ts_seat_state_build (TsMatch   *match,
                               guint      seat,
                               TsCatalog *catalog);

G_END_DECLS
