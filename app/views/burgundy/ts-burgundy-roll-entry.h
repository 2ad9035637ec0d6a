/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy.h"
#include "ts-dice-entry.h"

G_BEGIN_DECLS

/**
 * TsBurgundyRollEntry:
 *
 * The dice of a new round as they lie on the table (a TsDiceEntry): each player's two dice
 * (in turn order, named and coloured) and the white die. The white die says which depot gets
 * the next goods tile, and the entry says so as soon as it is typed.
 */
#define TS_TYPE_BURGUNDY_ROLL_ENTRY (ts_burgundy_roll_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyRollEntry, ts_burgundy_roll_entry, TS, BURGUNDY_ROLL_ENTRY,
                      TsDiceEntry)

GtkWidget *ts_burgundy_roll_entry_new (void);

/* Prepares an empty entry for the round @state waits for (players, names, turn order).
 * Nothing of @state is kept. @colors: players' colours in setup order, or NULL. */
void ts_burgundy_roll_entry_set_state (TsBurgundyRollEntry   *self,
                                       const TsBurgundyState *state,
                                       const char *const     *colors);
/* Fills the slots from a roll entry (correcting an earlier round). */
void ts_burgundy_roll_entry_set_entry (TsBurgundyRollEntry   *self,
                                       const TsBurgundyEntry *entry);
/* ts_burgundy_roll_entry_set_error (self, message): shows why the last submission was
 * refused, in place; NULL clears it. _submit (self): emits "submit" when every slot is
 * filled; returns FALSE (and says what is missing) otherwise. _focus (self): moves the
 * keyboard focus to the first empty slot. _press_key (self, keyval, state): handles one key
 * as if typed in the entry (digits, Backspace, Delete, arrows, Enter); TRUE when used. */
TS_DICE_ENTRY_DECLARE_FORWARDS (TsBurgundyRollEntry, ts_burgundy_roll_entry)

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * of type ROLL, valid during the
 *   emission only. */

G_END_DECLS
