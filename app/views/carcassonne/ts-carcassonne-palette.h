/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/**
 * TsCarcassonnePalette:
 *
 * The tile the table drew, keyboard first: every kind still in the box as a button with its
 * picture, its code and how many are left (“U ×3”), under a search line. Typing a code (“U”,
 * “TA”, “TB-A”) shows that kind; words (“city road”, “cloister”, “pennant”, “wine”,
 * “bridge”) narrow the grid to the kinds whose features or description name them all.
 * Enter draws the first kind shown (on an empty line or one that matches nothing it does
 * nothing and says why under the grid); the arrow keys move from the line into the grid and
 * through it. With the builder's second tile due, a “No Second Tile” button passes.
 *
 * The kinds that fit nowhere on the map are marked (a “no” sign on the faded picture, the
 * accessible description “fits nowhere on the map”); choosing one asks “Tile D fits nowhere:
 * set it aside?” (Cancel is the default) and "draw" is emitted only when the table confirms
 * (CA-BTL-04: such a tile is set aside as soon as it is drawn).
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
/* Puts @widget at the end of the search line (the page's own actions for the draw). */
void ts_carcassonne_palette_append_to_line (TsCarcassonnePalette *self,
                                            GtkWidget            *widget);
/* What Enter in the search line does: FALSE (and why, under the grid) when the line is empty
 * or matches nothing; otherwise the first kind shown is chosen (asked about first when it
 * fits nowhere). */
gboolean ts_carcassonne_palette_activate_line (TsCarcassonnePalette *self);
/* TRUE when @kind is left in the box and fits nowhere on the map. */
gboolean ts_carcassonne_palette_get_fits_nowhere (TsCarcassonnePalette *self,
                                                  guint                 kind);
/* The “set it aside?” question while it is asked (an AdwMessageDialog), or NULL. */
GtkWindow *ts_carcassonne_palette_get_question (TsCarcassonnePalette *self);

/* The question's responses. */
#define TS_CARCASSONNE_PALETTE_CANCEL "cancel"
#define TS_CARCASSONNE_PALETTE_SET_ASIDE "set-aside"

G_END_DECLS
