/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-kingsburg.h"
#include "ts-dice-entry.h"

G_BEGIN_DECLS

/**
 * TsKingsburgRollEntry:
 *
 * The dice of a productive season as they lie on the table (a TsDiceEntry): each player's 3
 * coloured dice and the white dice they roll this season (the Farms' and, in Spring, the
 * King's Aid die), in turn order, named and coloured (KB-ORD-01); with 2 players, the 3 and
 * the 2 neutral dice too (KB-2P-01, KB-2P-02).
 */
#define TS_TYPE_KINGSBURG_ROLL_ENTRY (ts_kingsburg_roll_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgRollEntry, ts_kingsburg_roll_entry, TS, KINGSBURG_ROLL_ENTRY,
                      TsDiceEntry)

GtkWidget *ts_kingsburg_roll_entry_new (void);

/* Prepares an empty entry for the season @state waits for (players, names, turn order, the
 * dice each rolls). Nothing of @state is kept. @colors: players' colours in setup order, or
 * NULL. */
void ts_kingsburg_roll_entry_set_state (TsKingsburgRollEntry   *self,
                                        const TsKingsburgState *state,
                                        const char *const      *colors);
/* Fills the slots from a roll entry (correcting an earlier season); dice the entry lacks
 * stay empty. */
void ts_kingsburg_roll_entry_set_entry (TsKingsburgRollEntry   *self,
                                        const TsKingsburgEntry *entry);
/* ts_kingsburg_roll_entry_set_error (self, message): shows why the last submission was
 * refused, in place; NULL clears it. _submit (self): emits "submit" when every slot is
 * filled; returns FALSE (and says what is missing) otherwise. _focus (self): moves the
 * keyboard focus to the first empty slot. _press_key (self, keyval, state): one key as if
 * typed in the entry. */
TS_DICE_ENTRY_DECLARE_FORWARDS (TsKingsburgRollEntry, ts_kingsburg_roll_entry)

/* Signals:
 *   "submit" (gpointer entry): a const TsKingsburgEntry * of type ROLL, valid during the
 *   emission only. */

G_END_DECLS
