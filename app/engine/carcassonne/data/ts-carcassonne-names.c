/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's components in words: the tiles, the goods, the parts of a tile, its sides and
 * what they show; below the rules, whose refusals name them. */
#include "ts-carcassonne-data.h"

#include "ts-i18n.h"
#include "ts-ids.h"

/* The tiles' names as tiles.json gives them, listed here so that they are translated
 * (xgettext does not read the JSON); the data test checks the two agree. */
static const char *const tile_names[] = {
  /* Translators: Carcassonne's tiles described; N E S W are the sides as the tile is printed
   * (north up), C3 base game then Traders & Builders */
  N_ ("cloister with road ending at it (road on S)"),
  N_ ("cloister"),
  N_ ("city on all four sides, pennant"),
  N_ ("city cap on N, straight road W-E (start-tile type)"),
  N_ ("city cap on N"),
  N_ ("city crossing W-E through the middle, pennant; fields N and S"),
  N_ ("city crossing W-E through the middle; fields N and S"),
  N_ ("two separate city caps on opposite sides (N, S)"),
  N_ ("two separate city caps on adjacent sides (N, W)"),
  N_ ("city cap on N, road curve E-S"),
  N_ ("city cap on N, road curve S-W"),
  N_ ("city cap on N, three roads E/S/W ending at a junction"),
  N_ ("city corner N+W, pennant"),
  N_ ("city corner N+W"),
  N_ ("city corner N+W, pennant, road curve E-S"),
  N_ ("city corner N+W, road curve E-S"),
  N_ ("city on three sides N/E/W, pennant"),
  N_ ("city on three sides N/E/W"),
  N_ ("city on three sides N/E/W, pennant, road S ending at the city"),
  N_ ("city on three sides N/E/W, road S ending at the city"),
  N_ ("straight road W-E"),
  N_ ("road curve W-S"),
  N_ ("three roads E/S/W ending at a junction"),
  N_ ("four roads ending at a crossroads"),
  N_ ("city cap on N, road from E ending at the city gate"),
  N_ ("bridge: road N-S passes over road W-E (not a crossing); four separate fields"),
  N_ ("city cap on N, road from S ending at the city, separate road from W ending on the tile"),
  N_ ("grain: city corner N+W, separate city cap S, road from E ending at the corner city"),
  N_ ("grain: city crossing W-E, road from S ending at the city"),
  N_ ("grain: city corner N+W, road from S ending at the city"),
  N_ ("grain: city corner N+W"),
  N_ ("grain: city on three sides N/E/W"),
  N_ ("grain: city corner N+W, road from S ending at the city; field split differs from F (E field separate)"),
  N_ ("cloister with three roads (E, S, W) each ending at the cloister"),
  N_ ("cloth: city corner N+W, road from E ending at the city"),
  N_ ("cloth: city corner N+W, separate city cap S, road from E ending at the corner city"),
  N_ ("cloth: city corner N+W, separate caps on E and S, enclosed inner field"),
  N_ ("cloth: city crossing W-E, separate cap on S, enclosed inner field"),
  N_ ("cloth: city corner N+W, roads from E and from S ending at the city; four separate fields"),
  N_ ("wine: city crossing W-E, separate cap on S, enclosed inner field"),
  N_ ("wine: city crossing W-E; fields N and S"),
  N_ ("wine: city crossing W-E, roads from N and from S ending at the city"),
  N_ ("wine: city crossing W-E, road from S ending at the city"),
  N_ ("wine: city corner N+W"),
  N_ ("wine: city corner N+W, roads from E and from S ending at the city; SE field shared"),
  N_ ("wine: city on three sides N/E/W, road S ending at the city"),
  N_ ("wine: city corner N+W, road from E ending at the city; fields split E-north / E-south / S"),
  N_ ("wine: city corner N+W and separate city corner E+S, enclosed inner field"),
};

gboolean
ts_carcassonne_tile_name_listed (const char *name)
{
  return ts_ids_find (tile_names, G_N_ELEMENTS (tile_names), name) >= 0;
}

const char *
ts_carcassonne_kind_name (const TsCarcassonneKind *kind)
{
  return kind != NULL && kind->name != NULL ? _ (kind->name) : "?";
}

const char *
ts_carcassonne_good_name (TsCarcassonneGood good)
{
  /* Translators: Carcassonne's goods tokens (Traders & Builders) */
  static const char *const names[] = { N_ ("wine"), N_ ("grain"), N_ ("cloth") };

  return ts_ids_name (names, G_N_ELEMENTS (names), good);
}

const char *
ts_carcassonne_kind_word (TsCarcassonneFeatureKind kind)
{
  /* Translators: the parts of a Carcassonne tile, as in “The city already has a knight” */
  static const char *const names[] = { N_ ("road"), N_ ("city"), N_ ("cloister"), N_ ("field") };

  return ts_ids_name (names, G_N_ELEMENTS (names), kind);
}

const char *
ts_carcassonne_role_word (TsCarcassonneFeatureKind kind)
{
  /* Translators: a follower by where it stands, as in “The city already has a knight” */
  static const char *const names[] = { N_ ("a thief"), N_ ("a knight"), N_ ("a monk"),
                                       N_ ("a farmer") };

  return ts_ids_name (names, G_N_ELEMENTS (names), kind);
}

const char *
ts_carcassonne_side_word (TsCarcassonneSide side)
{
  /* Translators: a tile's sides, as in “its east side is a city” */
  static const char *const names[] = { N_ ("north"), N_ ("east"), N_ ("south"), N_ ("west") };

  return ts_ids_name (names, G_N_ELEMENTS (names), side);
}

const char *
ts_carcassonne_edge_word (TsCarcassonneEdge edge)
{
  /* Translators: what a tile's side shows, as in “its east side is a city” */
  static const char *const names[] = { N_ ("a field"), N_ ("a road"), N_ ("a city") };

  return ts_ids_name (names, G_N_ELEMENTS (names), edge);
}
