/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for the property tests and the benchmarks. */
#include "ts-caylus-game.h"
#include "ts-caylus-play.h"

/* A setup tile: each kind as likely as its copies left, as if drawn from the shuffled pile. */
static void
pick_deal (const TsCaylusState *s, GArray *events, GRand *rand, TsCaylusEntry *e)
{
  guint total = 0, pick;

  for (guint i = 0; i < events->len; i++)
    total += MAX (s->left[g_array_index (events, TsCaylusEntry, i).tile], 1);
  pick = g_rand_int_range (rand, 0, total);
  for (guint i = 0; i < events->len; i++)
    {
      const TsCaylusEntry *l = &g_array_index (events, TsCaylusEntry, i);
      guint weight = MAX (s->left[l->tile], 1);

      if (pick < weight)
        {
          *e = *l;
          return;
        }
      pick -= weight;
    }
  g_assert_not_reached ();
}

static gboolean
declines (const TsCaylusEntry *e)
{
  return e->type == TS_CAYLUS_ENTRY_SKIP || e->type == TS_CAYLUS_ENTRY_PASS;
}

gboolean
ts_caylus_random_entry (const TsCaylusState *s, GRand *rand, TsCaylusEntry *e)
{
  g_autoptr (GArray) legal = NULL;

  if (s->stage == TS_CAYLUS_STAGE_OVER)
    return FALSE;
  if (ts_caylus_state_actor (s) < 0)
    {
      g_autoptr (GArray) events = ts_caylus_legal_events (s);

      if (events->len == 0)
        return FALSE;
      if (s->stage == TS_CAYLUS_STAGE_DEAL)
        pick_deal (s, events, rand, e);
      else
        *e = g_array_index (events, TsCaylusEntry, g_rand_int_range (rand, 0, events->len));
      return TRUE;
    }
  legal = ts_caylus_legal (s);
  if (legal->len == 0)
    return FALSE;
  *e = g_array_index (legal, TsCaylusEntry, g_rand_int_range (rand, 0, legal->len));
  /* Players mostly do what is on offer: a "pass" or "skip" drawn among other entries is
   * drawn again three times out of four, so that games place workers, build and deliver as
   * a table does; passing still comes, and early (the first-player token, CY-PLN-11). The
   * Provost's moves cost workers: leaving it is as likely as any move. */
  if (declines (e) && legal->len > 1 && s->stage != TS_CAYLUS_STAGE_BRIDGE
      && g_rand_int_range (rand, 0, 4) != 0)
    {
      guint k = g_rand_int_range (rand, 0, legal->len - 1);

      for (guint i = 0; i < legal->len; i++)
        if (!declines (&g_array_index (legal, TsCaylusEntry, i)) && k-- == 0)
          {
            *e = g_array_index (legal, TsCaylusEntry, i);
            break;
          }
    }
  return TRUE;
}
