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

/* What a player whose record names no colour (or one the palette does not know) is drawn
 * in, on every page of a game alike: a neutral grey. */
#define TS_PLAYER_NO_COLOR_HEX "#77767b"

/* The colour drawn for the colour id @id: the palette's, or TS_PLAYER_NO_COLOR_HEX. */
const char *ts_player_palette_hex (const char *id);

G_END_DECLS
