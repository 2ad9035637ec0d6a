/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy-solo-options.h"

G_BEGIN_DECLS

/**
 * TsBurgundySoloEntry:
 *
 * The solo game's entry bar (CB-SOL-09/10, 13/14, 18/19), one form at a time:
 * the hex tile taken out of the white die's depot after each roll (the one the rules take
 * is preselected, Enter confirms), the exchange of 5 goods for a black-depot tile (the
 * tile picked, the 5 goods typed by die number; or Decline), and the black-depot tile
 * placed at once when a colour is complete (tile and space picked from those that fit; or
 * Decline). The engine refuses what breaks a rule; the refusal shows in the bar.
 */
#define TS_TYPE_BURGUNDY_SOLO_ENTRY (ts_burgundy_solo_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundySoloEntry, ts_burgundy_solo_entry, TS, BURGUNDY_SOLO_ENTRY,
                      GtkWidget)

GtkWidget *ts_burgundy_solo_entry_new (void);

/* Which form @state needs, or NONE (ts_burgundy_solo_form_mode). */
TsBurgundySoloMode ts_burgundy_solo_entry_mode_for (const TsBurgundyState *state);
/* Prepares the form @state needs (its mode is then get_mode()). */
void ts_burgundy_solo_entry_set_state (TsBurgundySoloEntry   *self,
                                       const TsBurgundyState *state);
TsBurgundySoloMode ts_burgundy_solo_entry_get_mode (TsBurgundySoloEntry *self);
/* Picks the choice of @entry (the removal being corrected in the history); FALSE when the
 * form offers none like it. */
gboolean ts_burgundy_solo_entry_set_entry (TsBurgundySoloEntry   *self,
                                           const TsBurgundyEntry *entry);
void ts_burgundy_solo_entry_set_error (TsBurgundySoloEntry *self,
                                       const char          *message);
const char *ts_burgundy_solo_entry_get_error (TsBurgundySoloEntry *self);
void ts_burgundy_solo_entry_focus (TsBurgundySoloEntry *self);

/* The choices of the drop-down (tiles, or tiles with their space) in order, and picking
 * one; -1 / FALSE when there is none. */
guint ts_burgundy_solo_entry_get_n_options (TsBurgundySoloEntry *self);
const char *ts_burgundy_solo_entry_get_option_text (TsBurgundySoloEntry *self,
                                                    guint                index);
int ts_burgundy_solo_entry_get_selected (TsBurgundySoloEntry *self);
gboolean ts_burgundy_solo_entry_select (TsBurgundySoloEntry *self,
                                        guint                index);
/* Handles one key as if typed in the entry (the exchange's goods digits, Backspace, Enter);
 * returns TRUE when the key was used. */
gboolean ts_burgundy_solo_entry_press_key (TsBurgundySoloEntry *self,
                                           guint                keyval,
                                           GdkModifierType      state);
/* Emits "submit" with the entry the form says, as its main button does; FALSE (with the
 * reason shown) when it is incomplete. */
gboolean ts_burgundy_solo_entry_submit (TsBurgundySoloEntry *self);
/* Emits "submit" with a decline (exchange and black tile only). */
gboolean ts_burgundy_solo_entry_decline (TsBurgundySoloEntry *self);
GtkWidget *ts_burgundy_solo_entry_get_submit_button (TsBurgundySoloEntry *self);
GtkWidget *ts_burgundy_solo_entry_get_decline_button (TsBurgundySoloEntry *self);

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * (solo-remove, solo-exchange,
 *   solo-black or decline), valid during the emission only. */

G_END_DECLS
