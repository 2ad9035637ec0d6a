/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneFits:
 *
 * "What fits here": for the open spot at the map's cursor, every tile kind still in the box
 * that fits it (its picture turned the first way it fits, its name, how many are left), the
 * total of tiles that fit, and the chance the next draw fits ("7 of 41 tiles left fit here").
 * For a cell that is not an open spot it says so. Nothing is cut: every fitting kind is listed.
 */
#define TS_TYPE_CARCASSONNE_FITS (ts_carcassonne_fits_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneFits, ts_carcassonne_fits, TS, CARCASSONNE_FITS, GtkWidget)

GtkWidget *ts_carcassonne_fits_new (void);
/* @state is copied. */
void ts_carcassonne_fits_set_state (TsCarcassonneFits        *self,
                                    const TsCarcassonneState *state);
void ts_carcassonne_fits_set_spot (TsCarcassonneFits *self,
                                   int                x,
                                   int                y);

G_END_DECLS
