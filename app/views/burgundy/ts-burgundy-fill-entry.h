/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyFillEntry:
 *
 * The depots of a new phase as they were filled on the table: a tile for every depot space
 * used with this player count (each picked from the catalog filtered by the space's colour
 * and by what is left in the supply), the black depot's tiles, and the phase's five goods
 * tiles (digits, next round first). In quick mode only the goods are entered and the tiles
 * stay "not identified yet" until somebody takes them.
 */
#define TS_TYPE_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyFillEntry, ts_burgundy_fill_entry, TS, BURGUNDY_FILL_ENTRY,
                      GtkWidget)

GtkWidget *ts_burgundy_fill_entry_new (void);

/* Prepares an empty entry for the phase @state waits for. Nothing of @state is kept. */
void ts_burgundy_fill_entry_set_state (TsBurgundyFillEntry   *self,
                                       const TsBurgundyState *state);
/* Fills it from a fill-depots entry (correcting it). */
void ts_burgundy_fill_entry_set_entry (TsBurgundyFillEntry   *self,
                                       const TsBurgundyEntry *entry);
/* Quick mode: tiles are identified when taken. On by default (GSettings may keep it). */
void ts_burgundy_fill_entry_set_quick (TsBurgundyFillEntry *self,
                                       gboolean             quick);
gboolean ts_burgundy_fill_entry_get_quick (TsBurgundyFillEntry *self);
/* In a window of its own (History's Correct Entry) rather than the table page's band, where
 * the depots' tiles scroll within 240 px, the board keeping the rest of the height: they take
 * their whole height and the window scrolls, each drop-down shows its tile's name whole, and
 * the depots lie in as many columns as the names leave room for (one on a phone). Before
 * ts_burgundy_fill_entry_set_state(). */
void ts_burgundy_fill_entry_use_window (TsBurgundyFillEntry *self);
void ts_burgundy_fill_entry_set_error (TsBurgundyFillEntry *self,
                                       const char          *message);
gboolean ts_burgundy_fill_entry_submit (TsBurgundyFillEntry *self);
void ts_burgundy_fill_entry_focus (TsBurgundyFillEntry *self);

/* Handles one key as if typed in the entry (digits, Backspace, Delete, arrows, Enter);
 * returns TRUE when the key was used. The entry's key controller calls it; so can tests. */
gboolean ts_burgundy_fill_entry_press_key (TsBurgundyFillEntry *self,
                                           guint                keyval,
                                           GdkModifierType      state);

/* Properties:
 *   "quick" (gboolean): quick mode, as set_quick/get_quick (bindable to GSettings). */

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * of type FILL_DEPOTS, valid during
 *   the emission only. */

G_END_DECLS
