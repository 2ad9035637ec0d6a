/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"

G_BEGIN_DECLS

/**
 * TsKingsburgProvince:
 *
 * A player's province sheet: goods, “+2” tokens, soldiers and VP, the dice of this season
 * (used ones struck through), and the 5 × 4 buildings with their cost and VP, the built ones
 * marked and the ones the player may build now lit. Activating a building emits
 * ::building-activated with its id (TsKingsburgBuildingId).
 */
#define TS_TYPE_KINGSBURG_PROVINCE (ts_kingsburg_province_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgProvince, ts_kingsburg_province, TS, KINGSBURG_PROVINCE,
                      GtkWidget)

GtkWidget *ts_kingsburg_province_new (void);
/* @color and @mark: the player's (ts_game_page_get_marks()), on their dice; @lit: bit per
 * building the player may build now. */
void ts_kingsburg_province_set_player (TsKingsburgProvince    *self,
                                       const TsKingsburgState *state,
                                       guint                   player,
                                       const char             *color,
                                       const char             *mark,
                                       guint32                 lit);
GtkWidget *ts_kingsburg_province_get_button (TsKingsburgProvince *self,
                                             guint                building);
/* Compact (under the court on a narrow window, issue 54): the names ask for their longest
 * word, the counts take short lines. */
void ts_kingsburg_province_set_compact (TsKingsburgProvince *self,
                                        gboolean             compact);
/* The line of counts (“3 gold, 1 wood …”), for tests and the accessible description. */
const char *ts_kingsburg_province_get_counts (TsKingsburgProvince *self);

G_END_DECLS
