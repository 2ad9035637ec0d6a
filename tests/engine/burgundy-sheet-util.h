/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy.h"

/* What the final-scoring sheet's tests share (test-burgundy-sheet*.c). */

/* A valid sheet of @n players (Ana, Bruno, Carla, Daniel) with nothing special on it: 50 + i
 * VP on the track, 10 empty spaces, one marker per bridge space. Free with g_free. */
TsBurgundySheet *bt_sheet_plain (guint n);
/* Appends end-game monastery @n to @player's list with its one count; returns it. */
TsBurgundySheetMonastery *bt_sheet_add_monastery (TsBurgundySheet *sheet, guint player, int n,
                                                  int count);
/* Player @i's row of a breakdown. */
JsonObject *bt_sheet_row (JsonNode *breakdown, guint i);
