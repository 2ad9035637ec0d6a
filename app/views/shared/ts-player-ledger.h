/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game.h"
#include "ts-ledger.h"

G_BEGIN_DECLS

/*
 * TsPlayerLedger:
 *
 * Every change of one player's resources with its cause and the running total, newest first,
 * one page per resource (the content of a player panel's VP popover), read from the module's
 * ledger() lines: VP, silver and workers for Burgundy; VP, gold, wood, stone, soldiers and
 * "+2" tokens for Kingsburg. The pages are those set with ts_player_ledger_set_resources(),
 * or else VP and every resource that has changed for anyone so far. Rows are only built
 * while the ledger is on screen.
 */
#define TS_TYPE_PLAYER_LEDGER (ts_player_ledger_get_type ())
G_DECLARE_FINAL_TYPE (TsPlayerLedger, ts_player_ledger, TS, PLAYER_LEDGER, GtkWidget)

GtkWidget *ts_player_ledger_new (void);

/* Shows a page for each of @resources, in the order of the resources, whatever the lines. */
void ts_player_ledger_set_resources (TsPlayerLedger         *self,
                                     const TsLedgerResource *resources,
                                     guint                   n_resources);

/* Shows @player's lines of @module's ledger of @state. @state is copied (state_copy): the
 * caller's is not kept. */
void ts_player_ledger_set_player (TsPlayerLedger     *self,
                                  const TsGameModule *module,
                                  gconstpointer       state,
                                  guint               player);

/* The title of the VP page, for a game whose points have another name (Caylus 1303's "PP");
 * NULL for "VP". */
void ts_player_ledger_set_points_title (TsPlayerLedger *self,
                                        const char     *title);

G_END_DECLS
