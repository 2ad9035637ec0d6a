/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-burgundy-json.c (reading entries) and ts-burgundy-json-write.c. */

#include <glib.h>

G_BEGIN_DECLS

/* The JSON name of a TsBurgundySource that is not a die (0, 1): "castle", "white" ... */
const char *ts_burgundy_source_id (int source);
/* The crane's building type (0-7, 8 = white castle) as a tile id: "bank", "white-castle". */
const char *ts_burgundy_building_id (int building);

G_END_DECLS
