/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The extra tiles' and white castles' final scoring: the crane's building, monasteries. */
#include "ts-burgundy-score.h"

/* The crane's white-castle choice, after the 8 building types (as in the entry's JSON). */
#define WHITE_CASTLE_TYPE TS_BURGUNDY_WHITE_CASTLE_TYPE

/* Final scoring ----------------------------------------------------------------------------- */

guint
ts_burgundy_crane_type_tile (guint building)
{
  return building == WHITE_CASTLE_TYPE ? TS_BURGUNDY_TILE_WHITE_CASTLE
                                       : TS_BURGUNDY_TILE_BUILDING + building;
}

gboolean
ts_burgundy_has_tile (const TsBurgundyPlayer *p, guint tile)
{
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == tile)
      return TRUE;
  return FALSE;
}

/* CB-EXT-03 as decided: the type that gives the owner the most VP (ts_burgundy_crane_building,
 * shared with the final-scoring sheet), from the end-game monasteries working for them. */
void
ts_burgundy_crane_choose (TsBurgundyState *state)
{
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      guint32 scoring = 0;

      p->crane_building = 255;
      if (!ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_CRANE))
        continue;
      for (guint n = 15; n <= TS_BURGUNDY_LAST_MONASTERY; n++)
        if (ts_burgundy_has_monastery (p, n))
          scoring |= 1u << n;
      p->crane_building = ts_burgundy_crane_building (scoring);
    }
}

int
ts_burgundy_extras_monastery_count (const TsBurgundyPlayer *p, guint n)
{
  int count = 0;

  if (n == 24)
    return ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_GEESE); /* CB-EXT-06: a species of their own */
  if (n == 29)                                   /* CB-MON-29: white castles */
    for (guint s = 0; s < p->duchy.n_cells; s++)
      count += p->tiles[s] == TS_BURGUNDY_TILE_WHITE_CASTLE;
  return count + ts_burgundy_crane_counts_for (p, n);
}

gboolean
ts_burgundy_crane_counts_for (const TsBurgundyPlayer *p, guint n)
{
  return ((n >= 16 && n <= 23) || n == 29) && p->crane_building <= WHITE_CASTLE_TYPE
         && ts_burgundy_building_monastery (p->crane_building) == n
         && ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_CRANE);
}

guint
ts_burgundy_building_monastery (guint type)
{
  if (type < TS_BURGUNDY_N_BUILDINGS)
    return 16 + type;
  return type == TS_BURGUNDY_WHITE_CASTLE_TYPE ? 29 : 0;
}

guint
ts_burgundy_crane_building (guint32 monasteries)
{
  guint best = 0;
  int best_vp = 0;

  /* One more building of a type adds that type's monastery's VP per building. */
  for (guint type = 0; type <= TS_BURGUNDY_WHITE_CASTLE_TYPE; type++)
    {
      guint n = ts_burgundy_building_monastery (type);
      int vp = (monasteries >> n) & 1u ? ts_burgundy_monastery_end_vp_of_count (n, 1) : 0;

      if (vp > best_vp)
        {
          best = type;
          best_vp = vp;
        }
    }
  return best;
}
