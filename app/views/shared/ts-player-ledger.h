/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "burgundy/ts-burgundy-state.h"

G_BEGIN_DECLS

/*
 * TsPlayerLedger:
 *
 * Every change of one player's VP, silver and workers with its cause and the running total,
 * newest first, one page per resource (the content of the player panel's VP popover). The
 * lines are copied; rows are only built while the ledger is on screen.
 */
#define TS_TYPE_PLAYER_LEDGER (ts_player_ledger_get_type ())
G_DECLARE_FINAL_TYPE (TsPlayerLedger, ts_player_ledger, TS,
                      PLAYER_LEDGER, GtkWidget)

GtkWidget *ts_player_ledger_new (void);

/* Copies @player's ledger lines out of @state. Nothing of @state is kept. */
void ts_player_ledger_set_player (TsPlayerLedger *self,
                                           const TsBurgundyState  *state,
                                           guint                   player);

G_END_DECLS
