/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every legal decision now, never cut (the property test checks each is accepted and that
 * every accepted variation of them is listed). */
#include "ts-kingsburg-rules.h"

static void
add (GArray *out, const TsKingsburgEntry *e)
{
  g_array_append_val (out, *e);
}

/* Every way to name @n goods, within @limit when given (a loss). */
static void
add_goods_choices (GArray *out, TsKingsburgEntryType type, guint player, guint advisor, guint n,
                   const guint8 *limit)
{
  for (guint g = 0; g <= n; g++)
    for (guint w = 0; w + g <= n; w++)
      {
        TsKingsburgEntry e;
        guint st = n - g - w;

        if (limit && (g > limit[0] || w > limit[1] || st > limit[2]))
          continue;
        ts_kingsburg_entry_init (&e, type, player);
        if (type == TS_KINGSBURG_ENTRY_HELP)
          e.advisor = advisor;
        e.goods[TS_KINGSBURG_GOLD] = g;
        e.goods[TS_KINGSBURG_WOOD] = w;
        e.goods[TS_KINGSBURG_STONE] = st;
        add (out, &e);
      }
}

static void
add_pass (GArray *out, guint player)
{
  TsKingsburgEntry e;

  ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_PASS, player);
  add (out, &e);
}

static void
list_rerolls (const TsKingsburgState *s, guint i, GArray *out)
{
  const TsKingsburgPlayer *p = &s->players[i];
  guint sum = 0, combos = 1;
  gboolean same = TRUE;
  TsKingsburgEntry e;

  add_pass (out, i);
  for (guint d = 0; d < p->n_dice; d++)
    {
      sum += p->dice[d];
      same = same && p->dice[d] == p->dice[0];
      combos *= 6;
    }
  if (ts_kingsburg_works (p, TS_KINGSBURG_B_STATUE) && !p->statue_used && same)
    for (guint d = 0; d < p->n_dice; d++)
      for (guint v = 1; v <= 6; v++)
        {
          ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_REROLL, i);
          e.building = TS_KINGSBURG_B_STATUE;
          e.die = d;
          e.values[0] = v;
          e.n_values = 1;
          add (out, &e);
        }
  if (ts_kingsburg_works (p, TS_KINGSBURG_B_CHAPEL) && !p->chapel_used && sum <= 7)
    for (guint c = 0; c < combos; c++)
      {
        guint rest = c;

        ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_REROLL, i);
        e.building = TS_KINGSBURG_B_CHAPEL;
        e.n_values = p->n_dice;
        for (guint d = 0; d < p->n_dice; d++, rest /= 6)
          e.values[d] = 1 + rest % 6;
        add (out, &e);
      }
}

static void
list_influence (const TsKingsburgState *s, guint i, GArray *out)
{
  const TsKingsburgPlayer *p = &s->players[i];
  gboolean market = ts_kingsburg_works (p, TS_KINGSBURG_B_MARKET) && !p->market_used;
  gboolean token = p->plus2 > 0 && !p->plus2_used;

  add_pass (out, i);
  for (guint mask = 1; mask < (1u << p->n_dice); mask++)
    {
      guint sum = 0;

      /* KB-INF-09: a coloured die in every group; KB-INF-03: unused dice only. */
      if ((mask & p->placed) || !(mask & ((1u << TS_KINGSBURG_COLOURED) - 1)))
        continue;
      for (guint d = 0; d < p->n_dice; d++)
        if (mask & (1u << d))
          sum += p->dice[d];
      for (guint plus2 = 0; plus2 <= (token ? 1u : 0u); plus2++)
        for (int off = -1; off <= 1; off++)
          {
            int a = sum + 2 * plus2 + off;
            gboolean taken;
            TsKingsburgEntry e;

            if ((off != 0 && !market) || a < 1 || a > TS_KINGSBURG_N_ADVISORS)
              continue;
            taken = s->occupied[a] != 0 || (s->blocked & (1u << a));
            if (taken && s->envoy != i)
              continue;
            ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_INFLUENCE, i);
            e.advisor = a;
            e.dice = mask;
            e.plus2 = plus2;
            e.envoy = taken;
            add (out, &e);
          }
    }
}

static void
list_help (const TsKingsburgState *s, guint i, GArray *out)
{
  guint a = s->help_advisor;
  const TsKingsburgAdvisor *adv = &s->data->advisors[a];
  TsKingsburgEntry e;

  if (adv->exchange)
    {
      ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_HELP, i);
      e.advisor = a;
      add (out, &e);
      for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
        if (s->players[i].goods[g] > 0)
          {
            e.pay = g;
            add (out, &e);
          }
    }
  else if (adv->n_one_of > 0)
    for (guint k = 0; k < adv->n_one_of; k++)
      {
        ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_HELP, i);
        e.advisor = a;
        for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
          e.goods[g] = adv->one_of[k].goods[g];
        add (out, &e);
      }
  else
    add_goods_choices (out, TS_KINGSBURG_ENTRY_HELP, i, a, adv->gives.of_choice, NULL);
}

static void
list_builds (const TsKingsburgState *s, guint i, GArray *out)
{
  const TsKingsburgPlayer *p = &s->players[i];

  add_pass (out, i);
  if (p->builds > 0 && s->envoy != i)
    return;
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    {
      const TsKingsburgBuilding *d = &s->data->buildings[b];
      gboolean left_ok = TRUE;
      guint8 cost[TS_KINGSBURG_N_GOODS];
      TsKingsburgEntry e;

      if (ts_kingsburg_has (p, b))
        continue;
      for (guint o = 0; o < TS_KINGSBURG_N_BUILDINGS; o++)
        if (s->data->buildings[o].row == d->row && s->data->buildings[o].column + 1 == d->column)
          left_ok = ts_kingsburg_has (p, o);
      ts_kingsburg_cost (s, i, b, cost);
      if (!left_ok || cost[0] > p->goods[0] || cost[1] > p->goods[1] || cost[2] > p->goods[2])
        continue;
      ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_BUILD, i);
      e.building = b;
      e.envoy = p->builds > 0;
      add (out, &e);
    }
}

static void
list_town_hall (const TsKingsburgState *s, guint i, GArray *out)
{
  const TsKingsburgPlayer *p = &s->players[i];
  TsKingsburgEntry e;

  add_pass (out, i);
  ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_TOWN_HALL, i);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (p->goods[g] > 0)
      {
        e.pay = g;
        add (out, &e);
      }
  if (p->plus2 > 0)
    {
      e.pay = TS_KINGSBURG_PAY_PLUS2;
      add (out, &e);
    }
}

static void
list_recruits (const TsKingsburgState *s, guint i, GArray *out)
{
  const TsKingsburgPlayer *p = &s->players[i];
  guint price = ts_kingsburg_recruit_price (p);

  add_pass (out, i);
  for (guint n = price; n <= ts_kingsburg_n_goods (p); n += price)
    add_goods_choices (out, TS_KINGSBURG_ENTRY_RECRUIT, i, 0, n, p->goods);
}

GArray *
ts_kingsburg_legal (const TsKingsburgState *s)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TsKingsburgEntry));
  int actor = ts_kingsburg_state_actor (s);
  const TsKingsburgPlayer *p;

  if (actor < 0)
    return out;
  p = &s->players[actor];
  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_AID_GOODS:
      case TS_KINGSBURG_STAGE_BATTLE_GOODS:
        add_goods_choices (out, TS_KINGSBURG_ENTRY_GOODS, actor, 0, p->choice_count,
                           p->choice == TS_KINGSBURG_CHOICE_LOSS ? p->goods : NULL);
        break;
      case TS_KINGSBURG_STAGE_REROLL:
        list_rerolls (s, actor, out);
        break;
      case TS_KINGSBURG_STAGE_INFLUENCE:
        list_influence (s, actor, out);
        break;
      case TS_KINGSBURG_STAGE_HELP:
        list_help (s, actor, out);
        break;
      case TS_KINGSBURG_STAGE_BUILD:
        list_builds (s, actor, out);
        break;
      case TS_KINGSBURG_STAGE_TOWN_HALL:
        list_town_hall (s, actor, out);
        break;
      case TS_KINGSBURG_STAGE_RECRUIT:
        list_recruits (s, actor, out);
        break;
      default:
        break;
    }
  return out;
}
