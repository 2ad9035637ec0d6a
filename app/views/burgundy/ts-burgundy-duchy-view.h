/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyDuchyView:
 *
 * One player's duchy drawn as 37 hexes (our own drawing with GtkSnapshot): each space in its
 * colour with its die number, placed tiles by type and identity. Every space is a focusable
 * child with an accessible name ("Space 12, castle, die 4, empty"), so the duchy can be used
 * from the keyboard (arrow keys move between spaces, Enter/Space activates) and by a screen
 * reader. Lit spaces (legal targets of the choice being made) are highlighted.
 */
#define TS_TYPE_BURGUNDY_DUCHY_VIEW (ts_burgundy_duchy_view_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyDuchyView, ts_burgundy_duchy_view, TS, BURGUNDY_DUCHY_VIEW,
                      GtkWidget)

GtkWidget *ts_burgundy_duchy_view_new (void);

/* Shows @player's duchy in @state. Nothing of @state is kept after the call. */
void ts_burgundy_duchy_view_set_player (TsBurgundyDuchyView   *self,
                                        const TsBurgundyState *state,
                                        guint                  player);
/* Shows @board as printed, with no tiles (the board editor, issue 15): spaces not entered
 * yet in grey, its start castle spaces and outposts marked; @label is the accessible name. */
void ts_burgundy_duchy_view_set_board (TsBurgundyDuchyView   *self,
                                       const TsHexGrid       *grid,
                                       const TsBurgundyDuchy *board,
                                       const char            *label);
/* Bit i set: space i is a legal target now. 0 lights nothing. */
void ts_burgundy_duchy_view_set_lit (TsBurgundyDuchyView    *self,
                                     const TsBurgundySpaces *spaces);

TsBurgundySpaces ts_burgundy_duchy_view_get_lit (TsBurgundyDuchyView *self);
/* The child widget of space @space (0..36): focusable, named for screen readers, with the
 * css class "lit" while lit. */
GtkWidget *ts_burgundy_duchy_view_get_space (TsBurgundyDuchyView *self,
                                             guint                space);

/* Signals:
 *   "space-activated" (int space): a space was clicked or activated by keyboard, lit or not
 *   (the page explains why an unlit space cannot be used). */

G_END_DECLS
