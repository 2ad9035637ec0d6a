/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"
#include "ts-player-palette.h"

#include <math.h>
#include <stdio.h>

/* The piece colours of the four games' boxes, close to the GNOME palette's shades, moved so
 * that every two stay apart under the common colour-vision deficiencies and read on light
 * and dark backgrounds (tests/model/test-player-palette.c). */
static const TsPlayerColor palette[] = {
  { "red",    N_("Red"),    "#e01b24" },
  { "blue",   N_("Blue"),   "#4a8cf0" },
  { "green",  N_("Green"),  "#2ec27e" },
  { "yellow", N_("Yellow"), "#ffd400" },
  { "white",  N_("White"),  "#deddda" },
  { "black",  N_("Black"),  "#3d3846" },
  { "purple", N_("Purple"), "#9141ac" },
  { "orange", N_("Orange"), "#f57b00" },
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

/* The first @n characters of @name (leading spaces skipped), the first upper-cased; NULL
 * when the name has fewer. */
static char *
prefix_of (const char *name,
           guint       n)
{
  const char *end;
  g_autofree char *first = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return NULL;
  while (*name != '\0' && g_unichar_isspace (g_utf8_get_char (name)))
    name = g_utf8_next_char (name);
  end = name;
  for (guint i = 0; i < n; i++)
    {
      if (*end == '\0' || g_unichar_isspace (g_utf8_get_char (end)))
        return NULL;
      end = g_utf8_next_char (end);
    }
  first = g_utf8_strup (name, g_utf8_next_char (name) - name);
  return g_strdup_printf ("%s%.*s", first, (int) (end - g_utf8_next_char (name)),
                          g_utf8_next_char (name));
}

char **
ts_player_marks (const char *const *names,
                 guint              n_names)
{
  /* Folded, so that "ana" and "Ana" are not told apart by their marks either. Arrays with
   * holes (a name too short has none), freed one by one below, not as string vectors. */
  char **one = g_new0 (char *, n_names + 1);
  char **two = g_new0 (char *, n_names + 1);
  char **one_folded = g_new0 (char *, n_names + 1);
  char **two_folded = g_new0 (char *, n_names + 1);
  char **marks = g_new0 (char *, n_names + 1);

  for (guint i = 0; i < n_names; i++)
    {
      one[i] = prefix_of (names[i], 1);
      two[i] = prefix_of (names[i], 2);
      one_folded[i] = one[i] != NULL ? g_utf8_casefold (one[i], -1) : NULL;
      two_folded[i] = two[i] != NULL ? g_utf8_casefold (two[i], -1) : NULL;
    }
  for (guint i = 0; i < n_names; i++)
    {
      gboolean one_shared = one[i] == NULL, two_shared = two[i] == NULL;

      for (guint j = 0; j < n_names; j++)
        if (j != i)
          {
            one_shared = one_shared || g_strcmp0 (one_folded[i], one_folded[j]) == 0;
            two_shared = two_shared || g_strcmp0 (two_folded[i], two_folded[j]) == 0;
          }
      if (!one_shared)
        marks[i] = g_strdup (one[i]);
      else if (!two_shared)
        marks[i] = g_strdup (two[i]);
      else
        marks[i] = g_strdup_printf ("%u", i + 1);
    }
  /* A seat's number may be another name's first letter ("1st", "2 Pac"): that seat's mark
   * then takes a sign no letter of a name gives alone. */
  for (guint i = 0; i < n_names; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      if (!g_str_equal (marks[i], number))
        continue;
      for (guint j = 0; j < n_names; j++)
        if (j != i && g_str_equal (marks[j], number))
          {
            g_free (marks[i]);
            marks[i] = g_strdup_printf ("#%u", i + 1);
            break;
          }
    }
  for (guint i = 0; i < n_names; i++)
    {
      g_free (one[i]);
      g_free (two[i]);
      g_free (one_folded[i]);
      g_free (two_folded[i]);
    }
  g_free (one);
  g_free (two);
  g_free (one_folded);
  g_free (two_folded);
  return marks;
}

static double
channel_luminance (guint value)
{
  double c = value / 255.0;

  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

const char *
ts_player_palette_ink (const char *hex)
{
  guint r = 0, g = 0, b = 0;
  double l;

  if (hex == NULL || sscanf (hex, "#%02x%02x%02x", &r, &g, &b) != 3)
    return "#000000";
  l = 0.2126 * channel_luminance (r) + 0.7152 * channel_luminance (g)
      + 0.0722 * channel_luminance (b);
  /* Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05): equal at 0.179. */
  return l > 0.179 ? "#000000" : "#ffffff";
}
