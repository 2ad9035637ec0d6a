/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's batches (CY-DLV, CY-CHR-10/12): how many a player can deliver, and how many of
 * them can hold gold as the table formed them (issue 26). */
#include "ts-caylus-rules.h"

#include <string.h>

/* Without the Helper, b batches need b food and 2b others with at most b of each kind. */
static gboolean
cy_batches_fit (const guint8 *res, guint b)
{
  guint others = 0;

  if (res[TS_CAYLUS_FOOD] < b)
    return FALSE;
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (r != TS_CAYLUS_FOOD)
      others += MIN (res[r], b);
  return others >= 2 * b;
}

guint
ts_caylus_max_batches (const TsCaylusState *s, guint player)
{
  const guint8 *res = s->players[player].res;
  guint b, total = 0;

  if (ts_caylus_has (s, player, TS_CAYLUS_HELPER))
    {
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        total += res[r];
      return total / 3;
    }
  for (b = res[TS_CAYLUS_FOOD]; b > 0 && !cy_batches_fit (res, b); b--)
    ;
  return b;
}

void
ts_caylus_gold_batches_range (const TsCaylusState *s, guint player, guint batches,
                              const guint8 *pay, guint *least, guint *most)
{
  guint gold = pay[TS_CAYLUS_GOLD];

  /* CY-DLV-03: “sempre dois diferentes por fardo”: one gold a batch at most, so every gold
   * is in a batch of its own. CY-CHR-10: the Helper's batches are “três recursos em qualquer
   * combinação, incluindo sem comida e repetidos”: up to 3 gold in one. */
  *most = MIN (gold, batches);
  *least = ts_caylus_has (s, player, TS_CAYLUS_HELPER) ? (gold + 2) / 3 : *most;
}

gboolean
ts_caylus_delivery_split_matters (const TsCaylusState *s, const TsCaylusEntry *e)
{
  guint least, most;

  if (e->type != TS_CAYLUS_ENTRY_DELIVER || e->player < 0 || e->player >= s->n_players
      || !ts_caylus_has (s, e->player, TS_CAYLUS_GOLDSMITH))
    return FALSE;
  ts_caylus_gold_batches_range (s, e->player, e->batches, e->pay, &least, &most);
  return least < most;
}

gboolean
ts_caylus_delivery_split_example (const TsCaylusState *s, const TsCaylusEntry *e,
                                  guint gold_batches, guint8 *split)
{
  guint b = e->batches, least, most, left[TS_CAYLUS_N_RESOURCES];
  gboolean helper;

  if (e->player < 0 || e->player >= s->n_players || b == 0)
    return FALSE;
  helper = ts_caylus_has (s, e->player, TS_CAYLUS_HELPER);
  ts_caylus_gold_batches_range (s, e->player, b, e->pay, &least, &most);
  if (gold_batches < least || gold_batches > most)
    return FALSE;
  memset (split, 0, (gsize)b * TS_CAYLUS_N_RESOURCES);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    left[r] = e->pay[r];
  /* The gold first: one in each of the first @gold_batches batches, the rest spread over
   * them in turn (only the Helper's batches take more than one). */
  for (guint k = 0; left[TS_CAYLUS_GOLD] > 0; k = (k + 1) % gold_batches, left[TS_CAYLUS_GOLD]--)
    split[k * TS_CAYLUS_N_RESOURCES + TS_CAYLUS_GOLD]++;
  /* Then the others, each batch filled to 3 with the commonest kind left that it lacks (the
   * food first on a tie); with the Helper, when it lacks none left, the commonest. */
  for (guint k = 0; k < b; k++)
    {
      guint8 *batch = &split[k * TS_CAYLUS_N_RESOURCES];

      for (guint n = batch[TS_CAYLUS_GOLD]; n < 3; n++)
        {
          int best = -1;

          for (guint pass = 0; pass < (helper ? 2 : 1) && best < 0; pass++)
            for (guint r = 0; r < TS_CAYLUS_GOLD; r++)
              if (left[r] > 0 && (pass == 1 || batch[r] == 0) && (best < 0 || left[r] > left[best]))
                best = r;
          if (best < 0)
            return FALSE;
          batch[best]++;
          left[best]--;
        }
    }
  return TRUE;
}
