/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What shields change in the base game's entries: a sale, a ship's goods, a pasture. */
#include "ts-burgundy-play.h"

/* Placement and livestock rules other files ask about ----------------------------------- */

/* CB-SHD-01: with shield 1 every pasture space of the owner is one pasture for livestock. */
gboolean
ts_burgundy_same_pasture (const TsBurgundyPlayer *p, guint a, guint b)
{
  if (p->area[a] == p->area[b])
    return TRUE;
  return ts_burgundy_has_shield (p, 1) && p->duchy.colour[a] == TS_BURGUNDY_PASTURE
         && p->duchy.colour[b] == TS_BURGUNDY_PASTURE;
}

/* Shields 9 and 12 on a sale of @n goods tiles (CB-SHD-09, CB-SHD-12); TRUE when shield 9
 * replaces monastery 3's extra silver (CB-SHG-06). */
gboolean
ts_burgundy_shields_sale (TsBurgundyState *state, guint player, guint n)
{
  TsBurgundyPlayer *p = &state->players[player];
  gboolean nine = ts_burgundy_has_shield (p, 9);

  if (nine)
    ts_burgundy_gain (state, player, TS_LEDGER_SILVER, (int)n - 1, TS_BURGUNDY_CAUSE_SHIELD, 9);
  /* “recebes o dobro dos pontos de vitória por cada peça de mercadorias que vendas”: the
   * sale's own value again, 2 a tile in the solo game (CB-SOL-06 as decided); before issue 42
   * ("solo-shield-12-one-player") the player count, 1 there. */
  if (ts_burgundy_has_shield (p, 12))
    ts_burgundy_gain (state, player, TS_LEDGER_VP,
                      n * (state->options.solo_shield_12_one_player ? state->n_players
                                                                    : ts_burgundy_board_players (state)),
                      TS_BURGUNDY_CAUSE_SHIELD, 12);
  return nine;
}

void
ts_burgundy_shield_goods_take (TsBurgundyState *state, TsBurgundyPlayer *p, guint g)
{
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      p->goods[g] += state->depot_goods[d][g];
      state->depot_goods[d][g] = 0;
    }
}
