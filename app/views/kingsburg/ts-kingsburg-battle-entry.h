/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"

G_BEGIN_DECLS

/**
 * TsKingsburgBattleEntry:
 *
 * The Winter battle as the table reveals it: the enemy card, picked from the year's five
 * (each shown with its kind, strength, reward and penalty in words; the cards the data is
 * unsure of say why; the ones the user corrected say so), and the King's reinforcement
 * die. By keyboard: arrows and Enter or the card's position (1-5) in the list, then the
 * die's digit and Enter; or click. “Correct Values…” opens #TsKingsburgEnemyEditor on the
 * selected card. The entry carries the card's values as the user's box has them.
 */
#define TS_TYPE_KINGSBURG_BATTLE_ENTRY (ts_kingsburg_battle_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgBattleEntry, ts_kingsburg_battle_entry, TS,
                      KINGSBURG_BATTLE_ENTRY, GtkWidget)

GtkWidget *ts_kingsburg_battle_entry_new (void);
/* Prepares an empty entry for the battle @state waits for (its year's cards). Nothing of
 * @state is kept. */
void ts_kingsburg_battle_entry_set_state (TsKingsburgBattleEntry *self,
                                          const TsKingsburgState *state);
/* Shows why the last submission was refused, in place; NULL clears it. */
void ts_kingsburg_battle_entry_set_error (TsKingsburgBattleEntry *self,
                                          const char             *message);
/* Moves the keyboard focus where the next input goes: the cards, the die, or the button. */
void ts_kingsburg_battle_entry_focus (TsKingsburgBattleEntry *self);
/* Emits "submit" when a card is picked and the die typed; otherwise says what is missing
 * and returns FALSE. */
gboolean ts_kingsburg_battle_entry_submit (TsKingsburgBattleEntry *self);
/* Opens the card editor on the selected card (the “Correct Values…” button); NULL when no
 * card is selected. The editor is modal over the entry's window. */
GtkWidget *ts_kingsburg_battle_entry_correct (TsKingsburgBattleEntry *self);
/* Handles one key as if typed in the entry (a digit: the card at that position while the
 * cards have the focus, else the King's die; Backspace, Delete, Enter); returns TRUE when
 * the key was used. The entry's key controller calls it; so can tests. */
gboolean ts_kingsburg_battle_entry_press_key (TsKingsburgBattleEntry *self,
                                              guint                   keyval,
                                              GdkModifierType         state);

/* Signals:
 *   "submit" (gpointer entry): a const TsKingsburgEntry * of type BATTLE, valid during the
 *   emission only. */

G_END_DECLS
