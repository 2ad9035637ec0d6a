/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsBurgundyTilePicker:
 *
 * A compact popover that asks one question of the turn: which tile an unknown ("?") tile
 * is (short names, each tile's effect in one line), or which of several results a click
 * means. Type-ahead: digits find a monastery by number (an animal tile by its count),
 * letters a tile by any word of its name; Backspace takes a key back; Enter picks the
 * selected row; Escape closes it and nothing is chosen. No row is selected until one is
 * typed or arrowed to: Enter on nothing typed, or on what matches no tile (“8” among the
 * black depot's buildings), picks nothing and says why (TsFilterGuard).
 */
#define TS_TYPE_BURGUNDY_TILE_PICKER (ts_burgundy_tile_picker_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyTilePicker, ts_burgundy_tile_picker, TS, BURGUNDY_TILE_PICKER,
                      GtkPopover)

GtkWidget *ts_burgundy_tile_picker_new (void);

/* Offers the identities @tiles (tile faces). */
void ts_burgundy_tile_picker_set_tiles (TsBurgundyTilePicker *self,
                                        const guint8         *tiles,
                                        guint                 n_tiles);
/* Offers @n_texts results in words. */
void ts_burgundy_tile_picker_set_texts (TsBurgundyTilePicker *self,
                                        const char *const    *texts,
                                        guint                 n_texts);
guint ts_burgundy_tile_picker_get_n_items (TsBurgundyTilePicker *self);
/* The tile face of item @index (0 in the results mode). */
guint ts_burgundy_tile_picker_get_tile (TsBurgundyTilePicker *self,
                                        guint                 index);
/* The selected item, or -1. */
int ts_burgundy_tile_picker_get_selected (TsBurgundyTilePicker *self);
/* Selects item @index (and focuses it), as arrow keys do. */
void ts_burgundy_tile_picker_select (TsBurgundyTilePicker *self,
                                     guint                 index);
/* Once shown: the keys go to the list, no row chosen yet. */
void ts_burgundy_tile_picker_focus (TsBurgundyTilePicker *self);
/* At most @width px wide (the window it opens over: a phone's 360 px), the tiles' effects
 * ending in "…" sooner; -1 for no limit. */
void ts_burgundy_tile_picker_set_max_width (TsBurgundyTilePicker *self,
                                            int                   width);
/* Feeds typed characters to the type-ahead, as the keyboard does; TRUE when a row matches
 * (it is then selected and focused). */
gboolean ts_burgundy_tile_picker_type (TsBurgundyTilePicker *self,
                                       const char           *text);
const char *ts_burgundy_tile_picker_get_typed (TsBurgundyTilePicker *self);
/* Picks the selected item as Enter does; FALSE when none is selected. */
gboolean ts_burgundy_tile_picker_pick_selected (TsBurgundyTilePicker *self);
/* What the line under the hint says now (“No tile matches “8”.”), or "". */
const char *ts_burgundy_tile_picker_get_message (TsBurgundyTilePicker *self);

/* Signals:
 *   "picked" (guint index): an item was picked; the popover is closed by then. */

G_END_DECLS
