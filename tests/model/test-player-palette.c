/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-player-palette.h"

/* The palette ids are stored in settings and records: they must be unique, and every colour
 * must be a real one (the schema default names four of them). */
static void
test_palette_ids (void)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  const char *defaults[] = { "red", "blue", "green", "yellow" };

  g_assert_cmpuint (n_colors, >=, 4);
  for (guint i = 0; i < n_colors; i++)
    {
      g_assert_true (palette[i].hex[0] == '#' && strlen (palette[i].hex) == 7);
      g_assert_true (ts_player_palette_lookup (palette[i].id) == &palette[i]);
      for (guint j = i + 1; j < n_colors; j++)
        g_assert_cmpstr (palette[i].id, !=, palette[j].id);
    }
  for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
    g_assert_nonnull (ts_player_palette_lookup (defaults[i]));
  g_assert_null (ts_player_palette_lookup ("no-such-colour"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/player-palette/ids", test_palette_ids);
  return g_test_run ();
}
