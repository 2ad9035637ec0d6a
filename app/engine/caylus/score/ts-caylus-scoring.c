/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's final scoring (CY-END, CY-TIE): step 5 of round 9, the game's end. */
#include "ts-caylus-score.h"

void
ts_caylus_final_scoring (TsCaylusState *s)
{
  int best = G_MININT;

  /* CY-END-02: 2 PP per gold; CY-TIE-01: every player with the most shares the victory. */
  for (guint p = 0; p < s->n_players; p++)
    {
      guint gold = s->players[p].res[TS_CAYLUS_GOLD];

      ts_caylus_gain (s, p, TS_LEDGER_VP, 2 * gold, TS_CAYLUS_CAUSE_GOLD, gold);
      best = MAX (best, s->players[p].pp);
    }
  s->winners = 0;
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].pp == best)
      s->winners |= 1u << p;
  s->stage = TS_CAYLUS_STAGE_OVER;
  s->actor = -1;
}
