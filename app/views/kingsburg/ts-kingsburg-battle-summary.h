/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"

G_BEGIN_DECLS

/**
 * TsKingsburgBattleSummary:
 *
 * The last Winter battle in words: the enemy card (its values as played), the King's
 * reinforcements, each player's combat value with its parts (their soldiers, the King's,
 * each building's modifier), the outcome, and what each won or lost with its cause (the
 * ledger's lines of the battle).
 */
#define TS_TYPE_KINGSBURG_BATTLE_SUMMARY (ts_kingsburg_battle_summary_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgBattleSummary, ts_kingsburg_battle_summary, TS,
                      KINGSBURG_BATTLE_SUMMARY, GtkWidget)

GtkWidget *ts_kingsburg_battle_summary_new (void);
/* Shows the last battle of @state (or that none was fought yet). Nothing of @state is
 * kept. */
void ts_kingsburg_battle_summary_set_state (TsKingsburgBattleSummary *self,
                                            const TsKingsburgState   *state);
/* The summary as shown, one line per label (for the clipboard and tests). */
char *ts_kingsburg_battle_summary_dup_text (TsKingsburgBattleSummary *self);

G_END_DECLS
