/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One-line effects of tiles and the matching used by type-ahead (ts-burgundy-tile-info.h). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-tile-info.h"

static char *
building_effect (guint building)
{
  static const char *const effects[TS_BURGUNDY_N_BUILDINGS] = {
    /* Translators: one-line effects of the buildings, for a list of tiles to pick from. */
    N_("Sell one goods type at once"),
    N_("4 VP at once"),
    N_("Take a building tile from a depot"),
    N_("Take a castle, mine or monastery from a depot"),
    N_("Take a ship or animal tile from a depot"),
    N_("Take 4 workers"),
    N_("Take 2 silver"),
    N_("Place one more tile from storage at once"),
  };

  return g_strdup (_(effects[building]));
}

static char *
monastery_effect (guint n)
{
  static const char *const effects[15] = {
    /* Translators: one-line effects of monasteries 1-15 (the rules' CB-MON clauses). */
    N_("More than one building of a type in a city"),
    N_("Phase end: 1 worker per mine as well"),
    N_("Each sale gives 2 silver instead of 1"),
    N_("Each sale gives 1 worker as well"),
    N_("Ships also take a neighbouring depot’s goods"),
    N_("Buy from any depot; pay in workers or silver"),
    N_("Placed animals: 1 VP more per scoring tile"),
    N_("Each worker turns a die by 1 or 2"),
    N_("Placing a building: die ±1 for free"),
    N_("Placing a ship or animals: die ±1 for free"),
    N_("Placing castles, mines, monasteries: die ±1 free"),
    N_("Taking a tile: die ±1 for free"),
    N_("Taking workers gives 1 silver as well"),
    N_("Taking workers gives 4 instead of 2"),
    N_("Game end: 2 VP per goods type sold"),
  };

  if (n >= 1 && n <= 15)
    return g_strdup (_(effects[n - 1]));
  if (n >= 16 && n <= 23)
    /* Translators: %s is a building ("bank"); monasteries 16-23 */
    return g_strdup_printf (_("Game end: 4 VP per %s"),
                            ts_burgundy_tile_name (TS_BURGUNDY_TILE_BUILDING + n - 16));
  if (n == 24)
    return g_strdup (_("Game end: 4 VP per animal species"));
  if (n == 25)
    return g_strdup (_("Game end: 1 VP per goods tile sold"));
  if (n == 26)
    return g_strdup (_("Game end: 3 VP per bonus tile"));
  /* Translators: one-line effects of monasteries 27-29 (the rules' CB-MON clauses). */
  if (n == 27)
    return g_strdup (_("Your bridge marker is always on top of its space"));
  if (n == 28)
    return g_strdup (_("Any time in your turn: 2 workers for 1 silver"));
  return g_strdup (_("Game end: 4 VP per white castle"));
}

char *
ts_burgundy_tile_effect (guint tile)
{
  if (tile == TS_BURGUNDY_TILE_CASTLE)
    return g_strdup (_("One more action, with any die value"));
  if (tile == TS_BURGUNDY_TILE_MINE)
    return g_strdup (_("1 silver at each phase end"));
  if (tile == TS_BURGUNDY_TILE_SHIP)
    return g_strdup (_("Take a depot’s goods and move up the bridge"));
  if (TS_BURGUNDY_IS_BUILDING (tile))
    return building_effect (TS_BURGUNDY_BUILDING_OF (tile));
  if (TS_BURGUNDY_IS_ANIMAL (tile))
    return g_strdup (_("Scores with its species in the same pasture"));
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    return monastery_effect (TS_BURGUNDY_MONASTERY_OF (tile));
  /* Translators: one-line effects of the module tiles (CB-EXT, CB-WHC, CB-INN). */
  if (tile == TS_BURGUNDY_TILE_CRANE)
    return g_strdup (_("Any building’s effect when placed; any type at the end"));
  if (tile == TS_BURGUNDY_TILE_GEESE)
    return g_strdup (_("2 VP + one other species in the pasture; +2 per later animal"));
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    return g_strdup (_("One action with the white die’s value"));
  if (tile == TS_BURGUNDY_TILE_INN)
    return g_strdup (_("Any space; its area scores one size larger"));
  return g_strdup ("");
}

char *
ts_burgundy_tile_confidence (guint tile)
{
  /* The reference data's confidence (../shared/reference/README.md) is below "high" for
   * these facts: say what Tableside assumes, so the table can check it against the box. */
  if (tile == TS_BURGUNDY_TILE_MONASTERY + 27 || tile == TS_BURGUNDY_TILE_MONASTERY + 28)
    return g_strdup (_("Not sure: the back of this tile; Tableside counts it in the "
                       "monastery stack"));
  if (tile == TS_BURGUNDY_TILE_MONASTERY + 29)
    return g_strdup (_("Not sure: sources differ on the building type it counts; Tableside "
                       "counts white castles"));
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    return g_strdup (_("Not sure: how many have each back; Tableside counts 6 beige and "
                       "2 black"));
  return NULL;
}

char *
ts_burgundy_tile_facts (guint tile)
{
  g_autofree char *effect = ts_burgundy_tile_effect (tile);
  g_autofree char *confidence = ts_burgundy_tile_confidence (tile);

  if (confidence == NULL)
    return g_steal_pointer (&effect);
  /* Translators: a tile's effect, then what is not sure about the tile's data */
  return g_strdup_printf (_("%s (%s)"), effect, confidence);
}

guint
ts_burgundy_tile_number (guint tile)
{
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    return TS_BURGUNDY_MONASTERY_OF (tile);
  if (TS_BURGUNDY_IS_ANIMAL (tile))
    return TS_BURGUNDY_ANIMALS_OF (tile);
  return 0;
}

gboolean
ts_burgundy_is_number (const char *typed)
{
  for (const char *p = typed; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return *typed != '\0';
}

gboolean
ts_burgundy_words_match (const char *text,
                         const char *typed)
{
  g_autofree char *folded = NULL;
  size_t len;

  if (typed == NULL || *typed == '\0')
    return FALSE;
  folded = g_utf8_casefold (text, -1);
  len = strlen (typed);
  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gboolean word_start = p == folded;

      if (!word_start)
        {
          gunichar before = g_utf8_get_char (g_utf8_prev_char (p));

          word_start = !g_unichar_isalnum (before) && before != '\'' && before != 0x2019;
        }
      if (word_start && strncmp (p, typed, len) == 0)
        return TRUE;
    }
  return FALSE;
}
