/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's figures that change nothing: a building's cost, a recruit's price and the sum
 * of chosen dice, asked by the rules, the words and the legal listing alike. */
#include "ts-kingsburg-rules.h"

#include <string.h>

guint
ts_kingsburg_dice_sum (const TsKingsburgPlayer *p, guint mask)
{
  guint sum = 0;

  for (guint d = 0; d < p->n_dice; d++)
    if (mask & (1u << d))
      sum += p->dice[d];
  return sum;
}

guint
ts_kingsburg_recruit_price (const TsKingsburgPlayer *p)
{
  return ts_kingsburg_works (p, TS_KINGSBURG_B_BARRACKS) ? 1 : 2;
}

void
ts_kingsburg_cost (const TsKingsburgState *s, guint player, guint building, guint8 cost[3])
{
  const TsKingsburgBuilding *d = &s->data->buildings[building];

  memcpy (cost, d->cost, TS_KINGSBURG_N_GOODS);
  /* KB-BDG-17: 1 gold less in columns III and IV. */
  if (d->column >= 2 && cost[TS_KINGSBURG_GOLD] > 0
      && ts_kingsburg_works (&s->players[player], TS_KINGSBURG_B_CRANE))
    cost[TS_KINGSBURG_GOLD]--;
}
