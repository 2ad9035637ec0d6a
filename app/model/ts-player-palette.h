/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TsPlayerColor:
 * @id: stable id stored in settings and records ("red")
 * @name: untranslated name, marked with N_()
 * @hex: the colour drawn for it, "#rrggbb"
 *
 * Player colours are a fixed palette, the colours of the pieces in the boxes, so that a
 * record says "blue" and every view draws the same blue.
 */
typedef struct
{
  const char *id;
  const char *name;
  const char *hex;
} TsPlayerColor;

const TsPlayerColor *ts_player_palette_get (guint *n_colors);
const TsPlayerColor *ts_player_palette_lookup (const char *id);

G_END_DECLS
