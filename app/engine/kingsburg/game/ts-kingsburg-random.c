/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for the property tests. */
#include "ts-kingsburg-game.h"
#include "ts-kingsburg-rules.h"

gboolean
ts_kingsburg_random_entry (const TsKingsburgState *s, GRand *rand, TsKingsburgEntry *e)
{
  g_autoptr (GArray) legal = NULL;
  guint passes = 0;

  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_OVER:
        return FALSE;
      case TS_KINGSBURG_STAGE_ROLL:
        ts_kingsburg_entry_init (e, TS_KINGSBURG_ENTRY_ROLL, -1);
        e->n_rolled_players = s->n_players;
        for (guint i = 0; i < s->n_players; i++)
          {
            e->n_rolled[i] = TS_KINGSBURG_COLOURED + ts_kingsburg_white_dice (s, i);
            for (guint d = 0; d < e->n_rolled[i]; d++)
              e->rolled[i][d] = g_rand_int_range (rand, 1, 7);
          }
        if (s->n_players == 2)
          for (guint d = 0; d < 5; d++)
            e->neutral[d] = g_rand_int_range (rand, 1, 7);
        return TRUE;
      case TS_KINGSBURG_STAGE_BATTLE:
        ts_kingsburg_entry_init (e, TS_KINGSBURG_ENTRY_BATTLE, -1);
        /* KB-SET-07: one of the five cards with this year's back. */
        e->enemy = (s->year - 1) * 5 + g_rand_int_range (rand, 0, 5);
        e->king = g_rand_int_range (rand, 1, 7);
        return TRUE;
      default:
        break;
    }
  legal = ts_kingsburg_legal (s);
  g_assert (legal->len > 0);
  for (guint k = 0; k < legal->len; k++)
    passes += g_array_index (legal, TsKingsburgEntry, k).type == TS_KINGSBURG_ENTRY_PASS;
  /* Pass now and then only, so that games influence, build and recruit. */
  if (passes == legal->len || g_rand_int_range (rand, 0, 6) == 0)
    *e = g_array_index (legal, TsKingsburgEntry, g_rand_int_range (rand, 0, legal->len));
  else
    do
      *e = g_array_index (legal, TsKingsburgEntry, g_rand_int_range (rand, 0, legal->len));
    while (e->type == TS_KINGSBURG_ENTRY_PASS);
  return TRUE;
}
