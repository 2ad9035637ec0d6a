/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for the property tests and the benchmarks. */
#include "ts-carcassonne-state.h"

gboolean
ts_carcassonne_random_entry (const TsCarcassonneState *s, GRand *rand, TsCarcassonneEntry *e)
{
  g_autoptr (GArray) legal = NULL;

  if (s->stage == TS_CARCASSONNE_STAGE_OVER)
    return FALSE;
  legal = ts_carcassonne_legal (s);
  if (s->stage == TS_CARCASSONNE_STAGE_DRAW)
    {
      guint pick;

      /* The builder's second tile (the only decision while the table draws) is declined
       * now and then (CA-TBU-05: "poderá"). */
      if (legal->len > 0 && g_rand_int_range (rand, 0, 4) == 0)
        {
          *e = g_array_index (legal, TsCarcassonneEntry, 0);
          return TRUE;
        }
      g_assert (s->n_left > 0);
      /* A tile from the stack: each kind as likely as its copies left. */
      pick = g_rand_int_range (rand, 0, s->n_left);
      ts_carcassonne_entry_init (e, TS_CARCASSONNE_ENTRY_DRAW, -1);
      for (guint k = 0; k < s->data->n_kinds; k++)
        {
          if (pick < s->left[k])
            {
              e->kind = k;
              return TRUE;
            }
          pick -= s->left[k];
        }
      g_assert_not_reached ();
    }
  g_assert (legal->len > 0);
  *e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
  return TRUE;
}
