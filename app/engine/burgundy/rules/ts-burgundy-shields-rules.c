/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shields' rules that the base game's checks ask: where a tile may go, a ship's goods. */
#include "ts-burgundy-rules.h"

/* CB-PLC-02 and CB-SHD-18: a new tile touches a placed tile, or shield 18 lets it go
 * anywhere. */
gboolean
ts_burgundy_may_place_at (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint space)
{
  return (ts_burgundy_has_shield (p, 18) || ts_burgundy_adjacent_to_tile (state, p, space))
         && ts_burgundy_solo_may_enter (state, p, space); /* CB-SOL-12 */
}

/* Shield 5 (CB-SHD-05): may the ship also take every goods tile of type @g, after the normal
 * pick took the types @taken from @depot (and @second, or -1)? @held: the types held then. */
gboolean
ts_burgundy_shield_goods_ok (const TsBurgundyState *state, int depot, int second, guint taken,
                             guint held, guint g)
{
  gboolean any = FALSE;

  if (g < 1 || g > 6)
    return FALSE;
  for (int d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    if (state->depot_goods[d - 1][g] > 0
        && !((d == depot || d == second) && ((taken >> g) & 1u)))
      any = TRUE;
  if (!any)
    return FALSE;
  if (state->options.solo) /* CB-SOL-03: no limit on goods types (issue 26) */
    return TRUE;
  return ((held >> g) & 1u) || (guint)__builtin_popcount (held) < TS_BURGUNDY_GOODS_SPACES;
}

/* The river rule --------------------------------------------------------------------- */

gboolean
ts_burgundy_solo_may_enter (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint space)
{
  const TsHexGrid *g = &state->data->grid;

  if (!state->options.solo || p->duchy.colour[space] == TS_BURGUNDY_RIVER)
    return TRUE;
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (p->area[s] == p->area[space] && p->tiles[s] != TS_BURGUNDY_TILE_NONE)
      return TRUE;
  /* A face-down tile on a river space is not a ship (docs/rules-coverage.md). */
  for (guint d = 0; d < 6; d++)
    {
      int j = g->neighbours[space][d];
      if (j >= 0 && p->tiles[j] == TS_BURGUNDY_TILE_SHIP)
        return TRUE;
    }
  return FALSE;
}
