/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carcassonne/ts-carcassonne-state.h"

G_BEGIN_DECLS

/**
 * TsCarcassonnePalette:
 *
 * The tile the table drew, keyboard first: every kind still in the box as a button with its
 * picture, its code and how many are left (“U ×3”), under a search line. Typing a code (“U”,
 * “TA”, “TB-A”) shows that kind; words (“city road”, “cloister”, “pennant”, “wine”,
 * “bridge”) narrow the grid to the kinds whose features or description name them all.
 * Enter draws the first kind shown; the arrow keys move from the line into the grid and
 * through it. With the builder's second tile due, a “No Second Tile” button passes.
 *
 * Signals:
 *   "draw" (int kind)  index into the data's kinds
 *   "pass" ()          no second tile (CA-TBU-05)
 */
#define TS_TYPE_CARCASSONNE_PALETTE (ts_carcassonne_palette_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonnePalette, ts_carcassonne_palette, TS, CARCASSONNE_PALETTE,
                      GtkWidget)

GtkWidget *ts_carcassonne_palette_new (void);
/* Reads the kinds left and whether a second tile may be refused from @state (not kept). */
void ts_carcassonne_palette_set_state (TsCarcassonnePalette     *self,
                                       const TsCarcassonneState *state);
/* What the search line says; the grid follows. */
void ts_carcassonne_palette_set_filter (TsCarcassonnePalette *self,
                                        const char           *text);
guint ts_carcassonne_palette_get_n_shown (TsCarcassonnePalette *self);
/* The kind of the first button shown, or -1. */
int ts_carcassonne_palette_get_first_shown (TsCarcassonnePalette *self);
/* The button of @kind (NULL when none is left): for tests and refusals. */
GtkWidget *ts_carcassonne_palette_get_button (TsCarcassonnePalette *self,
                                              guint                 kind);
void ts_carcassonne_palette_focus (TsCarcassonnePalette *self);

G_END_DECLS
