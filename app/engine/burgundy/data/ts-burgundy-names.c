/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Names and ids of the Castles of Burgundy's components: colours, duchy and depot spaces,
 * tiles, species and tile modules (the stable ids of records and files, the translated names
 * players read). The data files' loaders are in ts-burgundy-data.c. */
#include "ts-burgundy-data.h"

#include <string.h>

#include "ts-i18n.h"

static const char *const colour_ids[]
    = { "castle", "pasture", "river", "city", "monastery", "mine" };
static const char *const building_ids[] = {
  "warehouse", "watchtower", "carpenter", "church", "market", "boarding-house", "bank", "city-hall",
};
static const char *const species_ids[] = { "cow", "sheep", "pig", "chicken" };

const char *
ts_burgundy_colour_id (TsBurgundyColour colour)
{
  return colour < TS_BURGUNDY_N_COLOURS ? colour_ids[colour] : "unknown";
}

int
ts_burgundy_colour_from_id (const char *id)
{
  for (guint i = 0; i < TS_BURGUNDY_N_COLOURS; i++)
    if (g_strcmp0 (id, colour_ids[i]) == 0)
      return i;
  return -1;
}

const char *
ts_burgundy_colour_name (TsBurgundyColour colour)
{
  switch (colour)
    {
      case TS_BURGUNDY_CASTLE:
        return _ ("castle");
      case TS_BURGUNDY_PASTURE:
        return _ ("pasture");
      case TS_BURGUNDY_RIVER:
        return _ ("river");
      case TS_BURGUNDY_CITY:
        return _ ("city");
      case TS_BURGUNDY_MONASTERY:
        return _ ("monastery");
      case TS_BURGUNDY_MINE:
        return _ ("mine");
      case TS_BURGUNDY_N_COLOURS:
      default:
        return "?";
    }
}

const char *
ts_burgundy_colour_seen (TsBurgundyColour colour)
{
  /* Translators: a colour of the duchy board and main board as players see it, used in
   * "the %s space of depot 2" and "only %s tiles"; the kind after the colour */
  switch (colour)
    {
      case TS_BURGUNDY_CASTLE:
        return _ ("dark green castle");
      case TS_BURGUNDY_PASTURE:
        return _ ("light green pasture");
      case TS_BURGUNDY_RIVER:
        return _ ("blue river");
      case TS_BURGUNDY_CITY:
        return _ ("beige city");
      case TS_BURGUNDY_MONASTERY:
        return _ ("yellow monastery");
      case TS_BURGUNDY_MINE:
        return _ ("grey mine");
      case TS_BURGUNDY_N_COLOURS:
      default:
        return "?";
    }
}

char *
ts_burgundy_duchy_space_name (TsBurgundyColour colour, guint die)
{
  /* Translators: a space of the player's duchy board, named by its colour and the die number
   * printed on it; used inside sentences ("There is already a tile on %s.") */
  switch (colour)
    {
      case TS_BURGUNDY_CASTLE:
        return g_strdup_printf (_ ("the dark green castle space with die %u"), die);
      case TS_BURGUNDY_PASTURE:
        return g_strdup_printf (_ ("the light green pasture space with die %u"), die);
      case TS_BURGUNDY_RIVER:
        return g_strdup_printf (_ ("the blue river space with die %u"), die);
      case TS_BURGUNDY_CITY:
        return g_strdup_printf (_ ("the beige city space with die %u"), die);
      case TS_BURGUNDY_MONASTERY:
        return g_strdup_printf (_ ("the yellow monastery space with die %u"), die);
      case TS_BURGUNDY_MINE:
        return g_strdup_printf (_ ("the grey mine space with die %u"), die);
      case TS_BURGUNDY_N_COLOURS:
      default:
        return g_strdup ("?");
    }
}

char *
ts_burgundy_depot_space_name (TsBurgundyColour colour, guint depot, guint mark)
{
  if (mark > 2)
    /* Translators: a space of a numbered depot on the main board: its colour (“beige city”),
     * the player count printed on it (3 or 4) and the depot number */
    return g_strdup_printf (_ ("the %s space marked %u of depot %u"),
                            ts_burgundy_colour_seen (colour), mark, depot);
  /* Translators: a space of a numbered depot on the main board: its colour (“beige city”) and
   * the depot number */
  return g_strdup_printf (_ ("the %s space of depot %u"), ts_burgundy_colour_seen (colour), depot);
}

const char *
ts_burgundy_confidence_id (TsBurgundyConfidence confidence)
{
  static const char *const ids[] = { "high", "medium", "low", "unknown" };
  return confidence <= TS_BURGUNDY_CONFIDENCE_UNKNOWN ? ids[confidence] : "unknown";
}

int
ts_burgundy_tile_module (guint tile)
{
  if (tile == TS_BURGUNDY_TILE_CRANE || tile == TS_BURGUNDY_TILE_GEESE
      || tile == TS_BURGUNDY_MONASTERY_TILE (27) || tile == TS_BURGUNDY_MONASTERY_TILE (28))
    return TS_BURGUNDY_MODULE_EXTRA_TILES;
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE || tile == TS_BURGUNDY_MONASTERY_TILE (29))
    return TS_BURGUNDY_MODULE_WHITE_CASTLES;
  if (tile == TS_BURGUNDY_TILE_INN)
    return TS_BURGUNDY_MODULE_INNS;
  return -1;
}

const char *
ts_burgundy_tile_module_id (TsBurgundyTileModule module)
{
  static const char *const ids[] = { "extra-tiles", "white-castles", "inns" };
  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == TS_BURGUNDY_N_TILE_MODULES);

  return module < TS_BURGUNDY_N_TILE_MODULES ? ids[module] : "unknown";
}

/* Stable ids, built once: the table is tiny and lookups happen while parsing only. */
static char tile_ids[TS_BURGUNDY_N_TILES][24];

static void
init_tile_ids (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_NONE], "none", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_UNKNOWN], "unknown", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_CASTLE], "castle", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_MINE], "mine", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_SHIP], "ship", 24);
  for (guint b = 0; b < TS_BURGUNDY_N_BUILDINGS; b++)
    g_strlcpy (tile_ids[TS_BURGUNDY_TILE_BUILDING + b], building_ids[b], 24);
  for (guint s = 0; s < TS_BURGUNDY_N_SPECIES; s++)
    for (guint n = 2; n <= 4; n++)
      g_snprintf (tile_ids[TS_BURGUNDY_ANIMAL_TILE (s, n)], 24, "%s-%u", species_ids[s], n);
  for (guint m = 1; m <= TS_BURGUNDY_LAST_MONASTERY; m++)
    g_snprintf (tile_ids[TS_BURGUNDY_MONASTERY_TILE (m)], 24, "monastery-%u", m);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_CRANE], "crane", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_GEESE], "geese", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_WHITE_CASTLE], "white-castle", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_INN], "inn", 24);
  g_strlcpy (tile_ids[TS_BURGUNDY_TILE_FACE_DOWN], "face-down", 24);
  g_once_init_leave (&done, 1);
}

const char *
ts_burgundy_tile_id (guint tile)
{
  init_tile_ids ();
  return tile < TS_BURGUNDY_N_TILES ? tile_ids[tile] : "invalid";
}

int
ts_burgundy_tile_from_id (const char *id)
{
  init_tile_ids ();
  if (id == NULL)
    return -1;
  for (guint i = TS_BURGUNDY_TILE_UNKNOWN; i < TS_BURGUNDY_N_TILES; i++)
    if (strcmp (id, tile_ids[i]) == 0)
      return i;
  return -1;
}

TsBurgundyColour
ts_burgundy_tile_colour (guint tile)
{
  if (tile == TS_BURGUNDY_TILE_CASTLE)
    return TS_BURGUNDY_CASTLE;
  if (tile == TS_BURGUNDY_TILE_MINE)
    return TS_BURGUNDY_MINE;
  if (tile == TS_BURGUNDY_TILE_SHIP)
    return TS_BURGUNDY_RIVER;
  if (TS_BURGUNDY_IS_BUILDING (tile) || tile == TS_BURGUNDY_TILE_CRANE
      || tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    return TS_BURGUNDY_CITY;
  if (TS_BURGUNDY_IS_LIVESTOCK (tile))
    return TS_BURGUNDY_PASTURE;
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    return TS_BURGUNDY_MONASTERY;
  return TS_BURGUNDY_N_COLOURS;
}

const char *
ts_burgundy_tile_name (guint tile)
{
  static const char *const buildings[] = {
    N_ ("warehouse"), N_ ("watchtower"), N_ ("carpenter's workshop"),
    N_ ("church"),    N_ ("market"),     N_ ("boarding house"),
    N_ ("bank"),      N_ ("city hall"),
  };
  /* Translators: animal tiles, the number is how many animals the tile shows */
  static const char *const animals[] = {
    N_ ("2 cows"),  N_ ("3 cows"),     N_ ("4 cows"),     N_ ("2 sheep"),
    N_ ("3 sheep"), N_ ("4 sheep"),    N_ ("2 pigs"),     N_ ("3 pigs"),
    N_ ("4 pigs"),  N_ ("2 chickens"), N_ ("3 chickens"), N_ ("4 chickens"),
  };
  static const char *const monasteries[] = {
    N_ ("monastery 1"),  N_ ("monastery 2"),  N_ ("monastery 3"),  N_ ("monastery 4"),
    N_ ("monastery 5"),  N_ ("monastery 6"),  N_ ("monastery 7"),  N_ ("monastery 8"),
    N_ ("monastery 9"),  N_ ("monastery 10"), N_ ("monastery 11"), N_ ("monastery 12"),
    N_ ("monastery 13"), N_ ("monastery 14"), N_ ("monastery 15"), N_ ("monastery 16"),
    N_ ("monastery 17"), N_ ("monastery 18"), N_ ("monastery 19"), N_ ("monastery 20"),
    N_ ("monastery 21"), N_ ("monastery 22"), N_ ("monastery 23"), N_ ("monastery 24"),
    N_ ("monastery 25"), N_ ("monastery 26"), N_ ("monastery 27"), N_ ("monastery 28"),
    N_ ("monastery 29"),
  };

  if (tile == TS_BURGUNDY_TILE_UNKNOWN)
    return _ ("unidentified tile");
  if (tile == TS_BURGUNDY_TILE_CASTLE)
    return _ ("castle");
  if (tile == TS_BURGUNDY_TILE_MINE)
    return _ ("mine");
  if (tile == TS_BURGUNDY_TILE_SHIP)
    return _ ("ship");
  if (TS_BURGUNDY_IS_BUILDING (tile))
    return _ (buildings[TS_BURGUNDY_BUILDING_OF (tile)]);
  if (TS_BURGUNDY_IS_ANIMAL (tile))
    return _ (animals[tile - TS_BURGUNDY_TILE_ANIMAL]);
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    return _ (monasteries[TS_BURGUNDY_MONASTERY_OF (tile) - 1]);
  if (tile == TS_BURGUNDY_TILE_CRANE)
    return _ ("crane");
  if (tile == TS_BURGUNDY_TILE_GEESE)
    return _ ("geese");
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    return _ ("white castle");
  if (tile == TS_BURGUNDY_TILE_INN)
    return _ ("inn");
  if (tile == TS_BURGUNDY_TILE_FACE_DOWN)
    /* Translators: solo game: a black-depot tile placed black side up, with no effect */
    return _ ("face-down tile");
  return _ ("no tile");
}

const char *
ts_burgundy_species_name (guint species)
{
  static const char *const names[] = {
    N_ ("cows"), N_ ("sheep"), N_ ("pigs"), N_ ("chickens"), N_ ("geese"),
  };

  return species <= TS_BURGUNDY_N_SPECIES ? _ (names[species]) : "";
}
