/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"
#include "ts-entry.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneFigures:
 *
 * The figures the player may put on the tile just placed: a row per legal choice (a thief,
 * knight, monk or farmer by the segment's feature; the builder; the pig), each numbered as
 * the map numbers the segment, then “No Figure”. A digit picks the segment's row, N or 0 no
 * figure; the arrows and Enter, or a click, pick a row. Every pick emits ::choose with the
 * legal TsEntry.
 */
#define TS_TYPE_CARCASSONNE_FIGURES (ts_carcassonne_figures_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneFigures, ts_carcassonne_figures, TS, CARCASSONNE_FIGURES,
                      GtkWidget)

GtkWidget *ts_carcassonne_figures_new (void);
/* @legal: the match's legal entries (TsEntry), read now. */
void ts_carcassonne_figures_set_state (TsCarcassonneFigures     *self,
                                       const TsCarcassonneState *state,
                                       GListModel               *legal);
/* Bit per segment index of the tile just placed that some row puts a figure on: what the
 * map numbers 1, 2, 3 … in the order of the segments. */
guint ts_carcassonne_figures_get_segments (TsCarcassonneFigures *self);
guint ts_carcassonne_figures_get_n_rows (TsCarcassonneFigures *self);
/* Row @index's entry (the last row is the pass), or NULL. */
TsEntry *ts_carcassonne_figures_get_entry (TsCarcassonneFigures *self,
                                           guint                 index);
/* Picks the row of segment @segment (an index into the tile kind's segments): the map's
 * "segment-activated". FALSE when no row puts a figure there. */
gboolean ts_carcassonne_figures_choose_segment (TsCarcassonneFigures *self,
                                                guint                 segment);
void ts_carcassonne_figures_focus (TsCarcassonneFigures *self);

G_END_DECLS
