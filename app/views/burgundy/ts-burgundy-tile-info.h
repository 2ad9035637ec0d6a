/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a tile does, in one short translated line ("Take 2 silver", "Game end: 4 VP per
 * bank"), for the unknown-tile picker. */
char *ts_burgundy_tile_effect (guint tile);

/* What is not sure in the component data of @tile (the module tiles whose reference data is
 * below "high" confidence), in words; NULL when nothing. */
char *ts_burgundy_tile_confidence (guint tile);
/* The effect, followed by the confidence note when there is one. */
char *ts_burgundy_tile_facts (guint tile);

/* The number a player would type to find @tile: a monastery's number, an animal tile's
 * count; 0 for tiles without one. */
guint ts_burgundy_tile_number (guint tile);

/* Type-ahead: TRUE when @typed (already case-folded) begins one of the words of @text. */
gboolean ts_burgundy_words_match (const char *text,
                                  const char *typed);
/* Type-ahead: @typed is a number (digits only, at least one). */
gboolean ts_burgundy_is_number (const char *typed);

G_END_DECLS
