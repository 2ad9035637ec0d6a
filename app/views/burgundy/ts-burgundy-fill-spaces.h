/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyFillSpaces:
 *
 * The full-mode part of TsBurgundyFillEntry: a drop-down per depot space used with this
 * player count (depots 1-6, then the black depot), each offering the faces its stack can
 * still give: faces of the space's colour (any colour for the black depot) with tiles left
 * face down, minus those picked in other spaces, and never more tiles than the stack holds.
 * "Not identified" is always offered; "empty" only when the stack cannot fill every space.
 * Typing a letter on a drop-down searches it; Enter takes the first match and moves on.
 */
#define TS_TYPE_BURGUNDY_FILL_SPACES (ts_burgundy_fill_spaces_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyFillSpaces, ts_burgundy_fill_spaces, TS, BURGUNDY_FILL_SPACES,
                      GtkWidget)

GtkWidget *ts_burgundy_fill_spaces_new (void);

/* Rebuilds the spaces for the phase @state waits for. Castle, mine and river spaces start
 * as the only face they can show, the others as "not identified". Nothing of @state is
 * kept. */
void ts_burgundy_fill_spaces_set_state (TsBurgundyFillSpaces  *self,
                                        const TsBurgundyState *state);
/* Takes the picks from a fill-depots entry (spaces not used are ignored). */
void ts_burgundy_fill_spaces_set_tiles (TsBurgundyFillSpaces  *self,
                                        const TsBurgundyEntry *entry);
/* Writes the tiles into @entry's fill and fill_black: the picks, or with @quick "unknown"
 * for every used space its stack can fill and null for the others. */
void ts_burgundy_fill_spaces_get_tiles (TsBurgundyFillSpaces *self,
                                        gboolean              quick,
                                        TsBurgundyEntry      *entry);
/* Whether each drop-down shows its tile's name whole, the depots then in as many columns as
 * the names leave room for (one on a phone): in History's Correct Entry. On the table page
 * (the default) the six depots keep side by side above the band, the names cut where the
 * width is short. Before ts_burgundy_fill_spaces_set_state(). */
void ts_burgundy_fill_spaces_set_whole_names (TsBurgundyFillSpaces *self,
                                              gboolean              whole);
/* Focuses the first space; FALSE if there is none. */
gboolean ts_burgundy_fill_spaces_focus (TsBurgundyFillSpaces *self);
/* The drop-down of a space (@depot 1-6, 0 = the black depot), or NULL if the space is not
 * used. Its items are GtkStringObjects; ts_burgundy_fill_spaces_item_tile() gives the tile. */
GtkDropDown *ts_burgundy_fill_spaces_get_dropdown (TsBurgundyFillSpaces *self,
                                                   guint                 depot,
                                                   guint                 slot);
guint ts_burgundy_fill_spaces_item_tile (gpointer item);

/* Signals:
 *   "changed": a pick changed. */

G_END_DECLS
