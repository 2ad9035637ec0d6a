/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outposts module (CB-OUT-01..05): joining the outposts of a duchy 11 with placed tiles. */
#include "ts-burgundy-modules.h"


static guint
popcount (guint bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* CB-OUT-05 as decided: each chain of touching placed tiles joins the outposts its spaces
 * touch. The chains are walked once each (37 spaces: a plain flood fill). */
guint
ts_burgundy_outposts_chain (const TsBurgundyState *state, const TsBurgundyPlayer *p)
{
  const TsHexGrid *grid = &state->data->grid;
  gboolean seen[TS_BURGUNDY_N_SPACES] = { FALSE };
  guint8 stack[TS_BURGUNDY_N_SPACES];
  guint best = 0;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    {
      guint n = 0, touched = 0;

      if (seen[s] || p->tiles[s] == TS_BURGUNDY_TILE_NONE)
        continue;
      seen[s] = TRUE;
      stack[n++] = s;
      while (n > 0)
        {
          guint at = stack[--n];

          touched |= p->duchy.outposts[at];
          for (guint d = 0; d < 6; d++)
            {
              int j = grid->neighbours[at][d];
              if (j >= 0 && j < TS_BURGUNDY_N_SPACES && !seen[j]
                  && p->tiles[j] != TS_BURGUNDY_TILE_NONE)
                {
                  seen[j] = TRUE;
                  stack[n++] = j;
                }
            }
        }
      best = MAX (best, popcount (touched & ((1u << TS_BURGUNDY_OUTPOSTS) - 1)));
    }
  return best;
}

void
ts_burgundy_outposts_placed (TsBurgundyState *state, guint player)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint before = p->outposts_joined;
  guint now;

  if (!state->options.outposts)
    return;
  now = ts_burgundy_outposts_chain (state, p);
  if (now <= before)
    return; /* tiles are never removed: a chain only grows */
  p->outposts_joined = now;
  /* CB-OUT-02/03: the second and the third outpost each score the phase value, both at
   * once when one tile joins all three (docs/rules-coverage.md). */
  for (guint joined = MAX (before + 1, 2u); joined <= now; joined++)
    ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_outposts_phase_value (state->phase),
                      TS_BURGUNDY_CAUSE_OUTPOSTS,
                      TS_BURGUNDY_OUTPOSTS_DETAIL (joined, state->phase));
  if (now < TS_BURGUNDY_OUTPOSTS)
    return;
  /* CB-OUT-04/05: the first to join all three takes the large bonus, the next the small
   * one, later players nothing (as with the colour bonuses, CB-ARE-06). */
  if (state->outpost_large_owner < 0)
    {
      state->outpost_large_owner = player;
      ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_large_bonus (state->n_players),
                        TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
    }
  else if (state->outpost_small_owner < 0)
    {
      state->outpost_small_owner = player;
      ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_small_bonus (state->n_players),
                        TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 1);
    }
}
