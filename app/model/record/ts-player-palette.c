/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"
#include "ts-player-palette.h"

/* The piece colours of the four games' boxes, in GNOME palette shades that read well on
 * both light and dark backgrounds. */
static const TsPlayerColor palette[] = {
  { "red",    N_("Red"),    "#e01b24" },
  { "blue",   N_("Blue"),   "#3584e4" },
  { "green",  N_("Green"),  "#2ec27e" },
  { "yellow", N_("Yellow"), "#f6d32d" },
  { "white",  N_("White"),  "#deddda" },
  { "black",  N_("Black"),  "#3d3846" },
  { "purple", N_("Purple"), "#9141ac" },
  { "orange", N_("Orange"), "#ff7800" },
};

const TsPlayerColor *
ts_player_palette_get (guint *n_colors)
{
  if (n_colors != NULL)
    *n_colors = G_N_ELEMENTS (palette);
  return palette;
}

const TsPlayerColor *
ts_player_palette_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    if (g_strcmp0 (palette[i].id, id) == 0)
      return &palette[i];
  return NULL;
}

const char *
ts_player_palette_hex (const char *id)
{
  const TsPlayerColor *color = ts_player_palette_lookup (id);

  return color != NULL ? color->hex : TS_PLAYER_NO_COLOR_HEX;
}
