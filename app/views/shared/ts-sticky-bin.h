/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsStickyBin: an AdwBin whose height, at a given width, never shrinks: as tall as the
 * tallest child it has had. The table pages' entry forms change from one entry to the next;
 * in it, a shorter form leaves the table above where it was, instead of the table growing,
 * moving and being repainted whole (issue 29). Its child is put at the top.
 */
#define TS_TYPE_STICKY_BIN (ts_sticky_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsStickyBin, ts_sticky_bin, TS, STICKY_BIN, AdwBin)

GtkWidget *ts_sticky_bin_new (void);

G_END_DECLS
