/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for property tests and benchmarks (never used to
 * play for the table: the table is the truth). */
#include "ts-burgundy-rules.h"

#include <string.h>

static guint
draw_goods (guint8 *supply, GRand *rand)
{
  guint total = 0;
  for (guint g = 1; g <= 6; g++)
    total += supply[g];
  if (total == 0)
    return 0;
  guint k = g_rand_int_range (rand, 0, total);
  for (guint g = 1; g <= 6; g++)
    {
      if (k < supply[g])
        {
          supply[g]--;
          return g;
        }
      k -= supply[g];
    }
  return 0;
}

static guint
draw_tile (guint8 *supply, int colour, GRand *rand)
{
  guint total = 0;
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (colour < 0 || (int)ts_burgundy_tile_colour (t) == colour)
      total += supply[t];
  if (total == 0)
    return TS_BURGUNDY_TILE_NONE;
  guint k = g_rand_int_range (rand, 0, total);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    {
      if (colour >= 0 && (int)ts_burgundy_tile_colour (t) != colour)
        continue;
      if (k < supply[t])
        {
          supply[t]--;
          return t;
        }
      k -= supply[t];
    }
  return TS_BURGUNDY_TILE_NONE;
}

gboolean
ts_burgundy_random_entry (const TsBurgundyState *state, GRand *rand, TsBurgundyEntry *entry)
{
  guint8 goods[7];
  guint8 supply[2][TS_BURGUNDY_N_TILES];

  memcpy (goods, state->goods_supply, sizeof goods);
  switch (state->stage)
    {
      case TS_BURGUNDY_STAGE_STARTING_GOODS:
        for (guint i = 0; i < state->n_players; i++)
          if (!state->players[i].has_starting_goods)
            {
              ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_STARTING_GOODS, i);
              for (guint k = 0; k < 3; k++)
                entry->starting[k] = draw_goods (goods, rand);
              return TRUE;
            }
        return FALSE;
      case TS_BURGUNDY_STAGE_FILL:
        /* Random games assume no unknown tiles, so the supply is exact per face. */
        memcpy (supply, state->supply, sizeof supply);
        ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_FILL_DEPOTS, -1);
        for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
          for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
            if (ts_burgundy_slot_used (state, d, s))
              entry->fill[d][s]
                  = draw_tile (supply[0], ts_burgundy_slot_colour (state, d, s), rand);
        for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
          if (ts_burgundy_black_used (state, s))
            entry->fill_black[s] = draw_tile (supply[1], -1, rand);
        for (guint r = 0; r < TS_BURGUNDY_ROUNDS; r++)
          entry->fill_goods[r] = draw_goods (goods, rand);
        return TRUE;
      case TS_BURGUNDY_STAGE_ROLL:
        ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_ROLL, -1);
        for (guint i = 0; i < state->n_players; i++)
          for (guint k = 0; k < 2; k++)
            entry->dice[i][k] = g_rand_int_range (rand, 1, 7);
        entry->white = g_rand_int_range (rand, 1, 7);
        return TRUE;
      case TS_BURGUNDY_STAGE_TURN:
        {
          TsBurgundyEntry legal[1024];
          guint n = ts_burgundy_legal (state, legal, G_N_ELEMENTS (legal));
          /* Weighted so that random players build their duchies (and so reach area,
           * colour and monastery rules) instead of mostly ending turns. */
          static const guint weight[TS_BURGUNDY_N_ENTRY_TYPES] = {
            [TS_BURGUNDY_ENTRY_TAKE_TILE] = 40,         [TS_BURGUNDY_ENTRY_PLACE_TILE] = 200,
            [TS_BURGUNDY_ENTRY_SELL_GOODS] = 60,        [TS_BURGUNDY_ENTRY_TAKE_WORKERS] = 10,
            [TS_BURGUNDY_ENTRY_SPEND_WORKERS] = 4,      [TS_BURGUNDY_ENTRY_BUY_BLACK] = 20,
            [TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT] = 10, [TS_BURGUNDY_ENTRY_DECLINE] = 2,
            [TS_BURGUNDY_ENTRY_END_TURN] = 2,
          };
          guint total = 0;
          g_assert (n > 0);
          for (guint i = 0; i < n; i++)
            total += weight[legal[i].type];
          guint k = g_rand_int_range (rand, 0, total);
          for (guint i = 0; i < n; i++)
            {
              if (k < weight[legal[i].type])
                {
                  *entry = legal[i];
                  return TRUE;
                }
              k -= weight[legal[i].type];
            }
          *entry = legal[n - 1];
          return TRUE;
        }
      case TS_BURGUNDY_STAGE_OVER:
      default:
        return FALSE;
    }
}
