/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsBurgundyHexSpace:
 *
 * One space of a duchy, a child of TsBurgundyDuchyView: draws itself as a hexagon that fills
 * its allocation (the space's colour washed out with its die when empty, the tile in full
 * colour with its name and die when covered), takes clicks only inside the hexagon, is
 * focusable and named for screen readers, and emits "activate" on click, Enter or Space.
 */
#define TS_TYPE_BURGUNDY_HEX_SPACE (ts_burgundy_hex_space_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyHexSpace, ts_burgundy_hex_space, TS, BURGUNDY_HEX_SPACE,
                      GtkWidget)

GtkWidget *ts_burgundy_hex_space_new (guint index);
guint ts_burgundy_hex_space_get_index (TsBurgundyHexSpace *self);

/* @colour is a TsBurgundyColour (TS_BURGUNDY_N_COLOURS or more: not entered yet, as on a
 * board being entered; TS_BURGUNDY_NO_SPACE: a cell of a team board's grid that is no space
 * of the board, drawn as an empty outline), @die 1..6 (0 when unknown), @tile a tile face
 * (0 = empty). */
void ts_burgundy_hex_space_set_content (TsBurgundyHexSpace *self,
                                        guint               colour,
                                        guint               die,
                                        guint               tile);
/* The shield on this space's castle (1-18; 0 = none): drawn on the tile, named with its
 * effect in the accessible name and tooltip. */
void ts_burgundy_hex_space_set_shield (TsBurgundyHexSpace *self,
                                       guint               shield);
guint ts_burgundy_hex_space_get_shield (TsBurgundyHexSpace *self);
/* @lit: a legal target now; @dim: other spaces are lit, so this one steps back. */
void ts_burgundy_hex_space_set_lit (TsBurgundyHexSpace *self,
                                    gboolean            lit,
                                    gboolean            dim);
gboolean ts_burgundy_hex_space_get_lit (TsBurgundyHexSpace *self);

/* Board editor (issue 15): @outposts bit k set: the space touches outpost k+1 (a numbered
 * badge); @start: the start castle may go here (a star). Both are said in the name. */
void ts_burgundy_hex_space_set_marks (TsBurgundyHexSpace *self,
                                     guint               outposts,
                                     gboolean            start);
/* The accessible description, instead of the default one ("Can be chosen" when lit), e.g.
 * what is wrong with the space; NULL goes back to the default. */
void ts_burgundy_hex_space_set_note (TsBurgundyHexSpace *self,
                                    const char         *note);

/* Where the space is, said at the start of its name instead of "Space 12" (a team board's
 * cell: "space 5 of row 3, first half"); NULL goes back to the number. */
void ts_burgundy_hex_space_set_place (TsBurgundyHexSpace *self,
                                      const char         *place);

/* The accessible name, also the tooltip ("Space 12: castle, die 4, empty"). */
const char *ts_burgundy_hex_space_get_name (TsBurgundyHexSpace *self);

G_END_DECLS
