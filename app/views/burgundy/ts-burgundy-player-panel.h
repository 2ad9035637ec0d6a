/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"
#include "ts-burgundy-duchy-view.h"

G_BEGIN_DECLS

/**
 * TsBurgundyPlayerPanel:
 *
 * Everything one player has: the duchy (TsBurgundyDuchyView), the three storage spaces with
 * their tiles, goods in storage by die number, sold goods, silver, workers, bonus tiles won,
 * and VP, whose ledger (every change with its cause, and the running total) is one click away
 * in a popover.
 */
#define TS_TYPE_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyPlayerPanel, ts_burgundy_player_panel, TS,
                      BURGUNDY_PLAYER_PANEL, GtkWidget)

GtkWidget *ts_burgundy_player_panel_new (void);

/* Shows @player of @state; @color is the player's colour ("#rrggbb", or NULL). Nothing of
 * @state is kept after the call. */
void ts_burgundy_player_panel_set_player (TsBurgundyPlayerPanel *self,
                                          const TsBurgundyState *state,
                                          guint                  player,
                                          const char            *color);
/* Legal targets of the choice being made: bit k of @storage (storage space k), bit g of
 * @goods (goods type g, 1..6), bit i of @spaces (duchy space i). */
void ts_burgundy_player_panel_set_lit (TsBurgundyPlayerPanel *self,
                                       guint64                storage,
                                       guint                  goods,
                                       const TsBurgundySpaces *spaces);
/* The storage space shown as picked (its tile is being placed), or -1. */
void ts_burgundy_player_panel_set_selected_storage (TsBurgundyPlayerPanel *self,
                                                    int                    storage);
TsBurgundyDuchyView *ts_burgundy_player_panel_get_duchy_view (TsBurgundyPlayerPanel *self);
/* The button of storage space @storage (0-2) and of goods type @goods (1-6), for the page to
 * mark a refusal on them; NULL when out of range. */
GtkWidget *ts_burgundy_player_panel_get_storage_button (TsBurgundyPlayerPanel *self,
                                                        guint                  storage);
GtkWidget *ts_burgundy_player_panel_get_goods_button (TsBurgundyPlayerPanel *self,
                                                      guint                  goods);

/* Signals (each emitted for any click or keyboard activation, lit or not):
 *   "storage-activated" (int storage): a storage space 0..2
 *   "goods-activated" (int goods): a goods stack, by die number 1..6
 *   "space-activated" (int space): a duchy space (forwarded from the duchy view) */

G_END_DECLS
