/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"
#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneSupply:
 *
 * Every player at a glance, in turn order with whose turn it is marked: VP (the score
 * track), followers in supply (of 7), the builder and the pig when in play (in supply or on
 * the map), goods tokens (wine, grain, cloth) when goods are in play. Each player's row is a
 * button that opens that player's ledger (TsPlayerLedger) with every point and token and its
 * cause. Accessible names say it all in words.
 */
#define TS_TYPE_CARCASSONNE_SUPPLY (ts_carcassonne_supply_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneSupply, ts_carcassonne_supply, TS, CARCASSONNE_SUPPLY,
                      GtkWidget)

GtkWidget *ts_carcassonne_supply_new (void);
/* @match gives the module and the names; @state is copied; @colors one CSS colour per player. */
void ts_carcassonne_supply_set_state (TsCarcassonneSupply      *self,
                                      TsMatch                  *match,
                                      const TsCarcassonneState *state,
                                      const char *const        *colors);

G_END_DECLS
