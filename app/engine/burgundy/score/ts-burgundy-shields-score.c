/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shields' VP during play and at the end (CB-SHG-09). */
#include "ts-burgundy-score.h"

/* CB-SHG-09 */
int
ts_burgundy_shield_end_vp (guint shield)
{
  if (shield >= 1 && shield <= 6)
    return 12;
  if (shield >= 7 && shield <= 12)
    return 8;
  if (shield >= 13 && shield <= TS_BURGUNDY_N_SHIELDS)
    return 4;
  return 0;
}

/* CB-SHD-13: with shield 13 at the end, each shield's VP count double. The tracked game and
 * the final-scoring sheet both score through this. */
int
ts_burgundy_shield_scored_vp (guint shield, gboolean with_shield_13)
{
  return ts_burgundy_shield_end_vp (shield) * (with_shield_13 ? 2 : 1);
}

/* Final scoring (CB-SHG-09, CB-SHD-10, CB-SHD-13): after the monasteries. */
void
ts_burgundy_shields_final (TsBurgundyState *state, guint player, guint first_line)
{
  TsBurgundyPlayer *p = &state->players[player];
  gboolean thirteen = ts_burgundy_has_shield (p, 13);

  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if (ts_burgundy_has_shield (p, n))
      ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_shield_scored_vp (n, thirteen),
                        TS_BURGUNDY_CAUSE_END_SHIELD, n);
  if (ts_burgundy_has_shield (p, 10))
    {
      int monasteries = 0;

      for (guint k = first_line; k < state->n_ledger; k++)
        if (state->ledger[k].player == player
            && state->ledger[k].cause == TS_BURGUNDY_CAUSE_END_MONASTERY)
          monasteries += state->ledger[k].delta;
      ts_burgundy_gain (state, player, TS_LEDGER_VP, monasteries, TS_BURGUNDY_CAUSE_END_SHIELD,
                        10);
    }
}
