/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyGoodsEntry:
 *
 * One player's three starting goods tiles (CB-SET), by die number: three digits typed or
 * clicked, Enter submits.
 */
#define TS_TYPE_BURGUNDY_GOODS_ENTRY (ts_burgundy_goods_entry_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyGoodsEntry, ts_burgundy_goods_entry, TS, BURGUNDY_GOODS_ENTRY,
                      GtkWidget)

GtkWidget *ts_burgundy_goods_entry_new (void);

/* Prepares an empty entry for @player's starting goods. Nothing of @state is kept. */
void ts_burgundy_goods_entry_set_player (TsBurgundyGoodsEntry  *self,
                                         const TsBurgundyState *state,
                                         guint                  player);
/* Fills it from a starting-goods entry (correcting it). */
void ts_burgundy_goods_entry_set_entry (TsBurgundyGoodsEntry  *self,
                                        const TsBurgundyEntry *entry);
void ts_burgundy_goods_entry_set_error (TsBurgundyGoodsEntry *self,
                                        const char           *message);
gboolean ts_burgundy_goods_entry_submit (TsBurgundyGoodsEntry *self);
void ts_burgundy_goods_entry_focus (TsBurgundyGoodsEntry *self);

/* Handles one key as if typed in the entry (digits, Backspace, Delete, arrows, Enter);
 * returns TRUE when the key was used. The entry's key controller calls it; so can tests. */
gboolean ts_burgundy_goods_entry_press_key (TsBurgundyGoodsEntry *self,
                                            guint                 keyval,
                                            GdkModifierType       state);

/* Signals:
 *   "submit" (gpointer entry): a const TsBurgundyEntry * of type STARTING_GOODS, valid during
 *   the emission only. */

G_END_DECLS
