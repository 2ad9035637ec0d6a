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

/* The marks that tell @n_names players apart without colour, shown beside or on every
 * colour that stands for a player: each name's first letter, upper-cased; the first two
 * letters where another name shares the first ("An", "Al"); the seat's number (1 for the
 * first) where those are shared too or the name is empty, "#1" should a name's first letter
 * be that number. A NULL-terminated array. */
char **ts_player_marks (const char *const *names,
                        guint              n_names);

/* The ink that reads on a player's colour @hex: "#000000" or "#ffffff", whichever has the
 * higher contrast (WCAG relative luminance). */
const char *ts_player_palette_ink (const char *hex);

G_END_DECLS
