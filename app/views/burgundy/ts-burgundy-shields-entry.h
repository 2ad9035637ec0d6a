/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyShieldsEntry:
 *
 * The shields set out on the depots at the start of a game with the shields module
 * (CB-SHG-01): a number field for each goods space that takes a shield with this player count
 * (2 players: one per depot; 3 players: one on depots 1, 3 and 5, two on 2, 4 and 6;
 * 4 players: two per depot), typed as the numbers printed on the shields (1-18). A digit that
 * cannot begin a two-digit shield number moves on by itself, Enter moves on too and submits
 * from the last field. Each field says the effect of the shield typed in it. The form refuses
 * an empty field, a number that is not a shield and a shield typed twice, naming the depot.
 */
#define TS_TYPE_BURGUNDY_SHIELDS_ENTRY (ts_burgundy_shields_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyShieldsEntry, ts_burgundy_shields_entry, TS,
                      BURGUNDY_SHIELDS_ENTRY, GtkWidget)

GtkWidget *ts_burgundy_shields_entry_new (void);

/* Prepares an empty form for @state's player count. Nothing of @state is kept. */
void ts_burgundy_shields_entry_set_state (TsBurgundyShieldsEntry *self,
                                          const TsBurgundyState  *state);
/* Fills it from a set-shields entry (correcting it). */
void ts_burgundy_shields_entry_set_entry (TsBurgundyShieldsEntry *self,
                                          const TsBurgundyEntry  *entry);
void ts_burgundy_shields_entry_set_error (TsBurgundyShieldsEntry *self,
                                          const char             *message);
gboolean ts_burgundy_shields_entry_submit (TsBurgundyShieldsEntry *self);
/* Focuses the first empty field, else the submit button. */
void ts_burgundy_shields_entry_focus (TsBurgundyShieldsEntry *self);
/* The field of goods space @space (0-1) of depot @depot (1-6); NULL when that space takes
 * no shield with this player count. */
GtkWidget *ts_burgundy_shields_entry_get_field (TsBurgundyShieldsEntry *self,
                                                guint                   depot,
                                                guint                   space);

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * of type SET_SHIELDS, valid during
 *   the emission only. */

G_END_DECLS
