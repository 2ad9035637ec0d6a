/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 delivery (CY-DLV, CY-CHR-08..12): the lead's decision 10; the batches a player
 * can form are counted in ts-caylus-batches.c (rules). */
#include "ts-caylus-play-private.h"

#include <string.h>

#include "ts-i18n.h"

void
ts_caylus_start_delivery (TsCaylusState *s)
{
  s->stage = TS_CAYLUS_STAGE_DELIVERY;
  s->delivery_step = 0;
  ts_caylus_delivery_next (s);
}

/* CY-DLV-05/06: the most batches (at least 1); a tie goes to the lower Worksite space, the
 * Deliverer without a Worksite worker after every space. */
static int
cy_most_batches (const TsCaylusState *s)
{
  int best = -1, deliverer = ts_caylus_holder (s, TS_CAYLUS_DELIVERER);
  guint most = 0;

  for (guint k = 0; k < s->data->worksite_spaces; k++)
    if (s->worksite[k] >= 0 && s->players[s->worksite[k]].batches > most)
      {
        best = s->worksite[k];
        most = s->players[best].batches;
      }
  if (deliverer >= 0 && s->players[deliverer].worksite == 0 && s->players[deliverer].batches > most)
    best = deliverer;
  return best;
}

void
ts_caylus_delivery_next (TsCaylusState *s)
{
  guint w = s->data->worksite_spaces;
  int deliverer = ts_caylus_holder (s, TS_CAYLUS_DELIVERER), winner;

  for (;; s->delivery_step++)
    {
      guint step = s->delivery_step;
      int p = -1;

      if (step < w)
        p = s->worksite[step];
      else if (step == w && deliverer >= 0 && s->players[deliverer].worksite == 0)
        p = deliverer; /* CY-CHR-08 */
      else if (step == w + 1 && deliverer >= 0 && s->players[deliverer].worksite > 0)
        p = deliverer; /* CY-CHR-09: further batches */
      else if (step == w + 2)
        {
          s->delivery_step++;
          s->stage = TS_CAYLUS_STAGE_DELIVERY;
          if ((winner = cy_most_batches (s)) >= 0)
            {
              ts_caylus_start_benefits (s, winner, 1);
              return;
            }
          step++;
        }
      if (step == w + 3)
        {
          /* The Worksite's workers go to the Camp (decision 10). */
          for (guint k = 0; k < w; k++)
            if (s->worksite[k] >= 0)
              {
                s->players[s->worksite[k]].camp++;
                s->players[s->worksite[k]].worksite = 0;
                s->worksite[k] = -1;
              }
          ts_caylus_start_admin (s);
          return;
        }
      if (p >= 0)
        {
          s->stage = TS_CAYLUS_STAGE_DELIVERY;
          s->actor = p;
          return;
        }
    }
}

gboolean
ts_caylus_apply_delivery (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  TsCaylusPlayer *pl = CY_PLAYER (s, e->player);
  gboolean helper = ts_caylus_has (s, e->player, TS_CAYLUS_HELPER);
  guint b = e->batches, total = 0, gold, least, most;

  if (b == 0)
    return CY_REFUSE_RULE (error, "CY-DLV-02",
                           _ ("A delivery has at least 1 batch: “skip” delivers "
                              "none."));
  if (!e->has_pay)
    return CY_REFUSE_RULE (error, "CY-DLV-03", _ ("Say which resources the batches are made of."));
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      total += e->pay[r];
      if (e->pay[r] > pl->res[r])
        {
          g_autofree char *has = ts_caylus_has_text (s, e->player, r);

          return CY_REFUSE_RULE (error, "CY-DLV-03", _ ("Those batches need %s: %s has %s."),
                                 ts_caylus_resource_name (r, e->pay[r]), CY_NAME (s, e->player),
                                 has);
        }
    }
  if (total != 3 * b)
    return CY_REFUSE_RULE (
        error, helper ? "CY-CHR-10" : "CY-DLV-03",
        ngettext ("%u batch is %u resources.", "%u batches are %u resources.", b), b, 3 * b);
  if (!helper)
    {
      /* CY-DLV-03: each batch 1 food and 2 different others. */
      if (e->pay[TS_CAYLUS_FOOD] != b)
        return CY_REFUSE_RULE (error, "CY-DLV-03",
                               ngettext ("Each batch has exactly 1 food: %u batch "
                                         "takes %u food.",
                                         "Each batch has exactly 1 food: %u batches "
                                         "take %u food.",
                                         b),
                               b, b);
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        if (e->pay[r] > b)
          return CY_REFUSE_RULE (error, "CY-DLV-03",
                                 ngettext ("A batch has 3 different resources: %u "
                                           "batch takes at most %s.",
                                           "A batch has 3 different resources: %u "
                                           "batches take at most %s.",
                                           b),
                                 b, ts_caylus_resource_name (r, b));
    }
  /* How the table formed the batches: a count of batches with gold it could have made. */
  ts_caylus_gold_batches_range (s, e->player, b, e->pay, &least, &most);
  gold = most; /* the only count possible, or a record made before the member existed */
  if (e->has_gold_batches)
    {
      guint g = e->pay[TS_CAYLUS_GOLD];

      if (e->gold_batches > most)
        return g < b ? CY_REFUSE_RULE (
                   error, "CY-CHR-12",
                   ngettext ("Only %u gold is delivered: at most %u batch holds "
                             "gold.",
                             "Only %u gold are delivered: at most %u batches hold "
                             "gold.",
                             g),
                   g, g)
                     : CY_REFUSE_RULE (error, "CY-CHR-12",
                                       ngettext ("There is only %u batch: at most %u holds gold.",
                                                 "There are only %u batches: at most %u hold gold.",
                                                 b),
                                       b, b);
      if (e->gold_batches < least)
        return helper
                   ? CY_REFUSE_RULE (error, "CY-CHR-10",
                                     ngettext ("Even the Helper's batch holds at most 3 gold: %u "
                                               "gold fill at least %u batch.",
                                               "Even the Helper's batch holds at most 3 gold: %u "
                                               "gold fill at least %u batches.",
                                               least),
                                     g, least)
                   : CY_REFUSE_RULE (error, "CY-DLV-03",
                                     ngettext ("Without the Helper a batch holds at most 1 gold: "
                                               "%u gold is in %u batch.",
                                               "Without the Helper a batch holds at most 1 gold: "
                                               "%u gold are in %u batches.",
                                               g),
                                     g, g);
      gold = e->gold_batches;
    }
  ts_caylus_pay (s, e->player, e->pay, TS_CAYLUS_CAUSE_DELIVERY, b);
  ts_caylus_gain (s, e->player, TS_LEDGER_VP, 5 * b, TS_CAYLUS_CAUSE_DELIVERY, b);
  if (ts_caylus_has (s, e->player, TS_CAYLUS_MASTER_BUILDER))
    ts_caylus_gain (s, e->player, TS_LEDGER_VP, b, TS_CAYLUS_CAUSE_MASTER_BUILDER, b);
  if (ts_caylus_has (s, e->player, TS_CAYLUS_GOLDSMITH) && gold > 0)
    ts_caylus_gain (s, e->player, TS_LEDGER_VP, 5 * gold, TS_CAYLUS_CAUSE_GOLDSMITH, gold);
  pl->batches += b;
  s->delivery_step++;
  ts_caylus_delivery_next (s);
  return TRUE;
}
