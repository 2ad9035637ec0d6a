/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-caylus.h"
#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsCaylusSupply:
 *
 * Every player's personal supply at a glance, in turn order with whose decision it is
 * marked: workers in supply and in the Camp, houses, food, wood, stone, cloth, gold, the
 * characters held (names, each with its power in a tooltip and accessible description), the
 * place on the Guild Bridge, the Worksite space. Prestige is secret at the table (CY-SET-14):
 * it is hidden until the user shows it ("Show Prestige" toggle, or at the end). Each player's
 * row opens that player's ledger (TsPlayerLedger) with every prestige point, resource and
 * worker change and its cause. Fits the side column at 1024×600 with 5 players.
 */
#define TS_TYPE_CAYLUS_SUPPLY (ts_caylus_supply_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusSupply, ts_caylus_supply, TS, CAYLUS_SUPPLY, GtkWidget)

GtkWidget *ts_caylus_supply_new (void);
/* @match gives the module and the names; @state is copied; @colors one CSS colour per player. */
void ts_caylus_supply_set_state (TsCaylusSupply      *self,
                                 TsMatch             *match,
                                 const TsCaylusState *state,
                                 const char *const   *colors);
gboolean ts_caylus_supply_get_show_prestige (TsCaylusSupply *self);
void ts_caylus_supply_set_show_prestige (TsCaylusSupply *self,
                                         gboolean        show);

G_END_DECLS
