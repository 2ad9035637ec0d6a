/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg entries: each is checked, then applied to a scratch copy, so that a refusal
 * leaves the state as it was. Refusals name the rule, blocking reason first. */
#include "ts-kingsburg-play.h"
#include "ts-kingsburg-rules.h"
#include "ts-kingsburg-text.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

static guint
goods_total (const guint8 goods[TS_KINGSBURG_N_GOODS])
{
  return goods[0] + goods[1] + goods[2];
}

static gboolean
holds (const TsKingsburgPlayer *p, const guint8 goods[TS_KINGSBURG_N_GOODS])
{
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (goods[g] > p->goods[g])
      return FALSE;
  return TRUE;
}

static gboolean
refuse_goods_lacking (GError **error, const char *clause, const TsKingsburgPlayer *p,
                      const guint8 want[3])
{
  g_autofree char *w = ts_kingsburg_goods_text (want);
  g_autofree char *h = ts_kingsburg_goods_text (p->goods);

  /* Translators: goods asked for, then goods held */
  return ts_kingsburg_refuse_rule (error, clause, _ ("That takes %s and you have %s."), w, h);
}

/* The clause of the goods a player names now: the aid's, a victory's or a defeat's. */
static const char *
choice_clause (const TsKingsburgPlayer *p)
{
  if (p->choice == TS_KINGSBURG_CHOICE_LOSS)
    return "KB-BAT-09";
  if (p->choice == TS_KINGSBURG_CHOICE_REWARD)
    return "KB-BAT-07";
  return "KB-AID-03";
}

static void
pay (TsKingsburgState *s, guint player, const guint8 goods[3], TsKingsburgCause cause, guint detail)
{
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    ts_kingsburg_gain (s, player, ts_kingsburg_good_resource (g), -(int)goods[g], cause, detail);
}

static void
take (TsKingsburgState *s, guint player, const guint8 goods[3], TsKingsburgCause cause,
      guint detail)
{
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    ts_kingsburg_gain (s, player, ts_kingsburg_good_resource (g), goods[g], cause, detail);
}

static void
next_influencer (TsKingsburgState *s)
{
  for (guint k = 1; k <= s->n_players; k++)
    {
      guint t = (s->turn + k) % s->n_players;

      if (!s->players[s->order[t]].passed)
        {
          s->turn = t;
          return;
        }
    }
}

static gboolean
apply_influence (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint a = e->advisor, mask = e->dice, total, coloured = 0;
  gboolean market = FALSE, taken;

  if (e->advisor < 1 || e->advisor > TS_KINGSBURG_N_ADVISORS)
    return ts_kingsburg_refuse_rule (error, "KB-HLP-01",
                                     _ ("The King's advisors are numbered 1 to 18."));
  if (mask == 0 || (mask >> p->n_dice) != 0)
    /* Translators: %u is how many dice the player rolled */
    return ts_kingsburg_refuse_rule (error, "KB-INF-03", _ ("Place one or more of your %u dice."),
                                     p->n_dice);
  for (guint d = 0; d < p->n_dice; d++)
    if ((mask & (1u << d)) && (p->placed & (1u << d)))
      return ts_kingsburg_refuse_rule (
          /* Translators: a die's number */
          error, "KB-INF-03", _ ("Your die showing %u is already on an advisor."), p->dice[d]);
  for (guint d = 0; d < TS_KINGSBURG_COLOURED; d++)
    coloured += (mask >> d) & 1u;
  if (coloured == 0)
    return ts_kingsburg_refuse_rule (
        error, "KB-INF-09",
        _ ("White dice cannot influence on their own: add one of your coloured "
           "dice."));
  if (e->plus2 && p->plus2 == 0)
    return ts_kingsburg_refuse_rule (error, "KB-INF-06", _ ("You have no “+2” token."));
  if (e->plus2 && p->plus2_used)
    return ts_kingsburg_refuse_rule (
        error, "KB-INF-07", _ ("You have added a “+2” token this season already: one a season."));
  total = ts_kingsburg_dice_sum (p, mask) + (e->plus2 ? 2 : 0);
  if (total != a)
    {
      gboolean near = total + 1 == a || total == a + 1;

      if (!near || !ts_kingsburg_works (p, TS_KINGSBURG_B_MARKET))
        return ts_kingsburg_refuse_rule (
            error, "KB-INF-03",
            /* Translators: the dice total, the advisor's name and number */
            _ ("Your dice add up to %u, and the %s takes exactly %u."), total,
            ts_kingsburg_advisor_name (a), a);
      if (p->market_used)
        return ts_kingsburg_refuse_rule (
            error, "KB-BDG-07",
            _ ("Your dice add up to %u, and your Market has moved dice one advisor "
               "this season already."),
            total);
      market = TRUE;
    }
  taken = s->occupied[a] != 0 || (s->blocked & (1u << a));
  if (taken && !e->envoy)
    {
      if (s->blocked & (1u << a))
        return ts_kingsburg_refuse_rule (
            error, "KB-2P-05",
            _ ("The %s (%u) is blocked by the neutral dice this season; only the "
               "King's Envoy lets you use it."),
            ts_kingsburg_advisor_name (a), a);
      return ts_kingsburg_refuse_rule (
          error, "KB-INF-08",
          _ ("The %s (%u) is influenced already this season; only the King's "
             "Envoy lets you join."),
          ts_kingsburg_advisor_name (a), a);
    }
  if (e->envoy && s->envoy != e->player)
    return ts_kingsburg_refuse_rule (error, "KB-ENV-04", _ ("You do not hold the King's Envoy."));
  if (e->envoy && !taken)
    return ts_kingsburg_refuse_rule (
        error, "KB-ENV-04",
        _ ("The %s (%u) is free: the King's Envoy is for an advisor taken "
           "already."),
        ts_kingsburg_advisor_name (a), a);

  /* The Envoy on one's own advisor: it helps twice (KB-ENV-04, “by you or another”). */
  if (s->occupied[a] & (1u << e->player))
    {
      s->twice_advisor = a;
      s->twice_player = e->player;
      s->twice_left = 1;
    }
  p->placed |= mask;
  s->occupied[a] |= 1u << e->player;
  s->player_dice[a][e->player] |= mask;
  if (e->plus2)
    {
      s->plus2_on[a] |= 1u << e->player;
      p->plus2_used = 1;
      ts_kingsburg_gain (s, e->player, TS_LEDGER_TOKENS, -1, TS_KINGSBURG_CAUSE_PLUS2, a);
    }
  if (market)
    p->market_used = 1;
  if (e->envoy)
    s->envoy = TS_KINGSBURG_NO_ONE; /* KB-ENV-06 */
  /* KB-INF-09/11: with no coloured die left the player can only pass: done by itself. */
  if (s->pass_by_itself
      && ((p->placed ^ ((1u << p->n_dice) - 1)) & ((1u << TS_KINGSBURG_COLOURED) - 1)) == 0)
    {
      p->passed = 1;
      s->passed_by_itself = e->player + 1;
    }
  next_influencer (s);
  return TRUE;
}

static gboolean
same_goods (const guint8 a[3], const gint8 b[3])
{
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

static gboolean
apply_help (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint a = s->help_advisor;
  const TsKingsburgAdvisor *adv = &s->data->advisors[a];
  const char *name = ts_kingsburg_advisor_name (a);

  if (e->advisor < 1 || e->advisor > TS_KINGSBURG_N_ADVISORS)
    return ts_kingsburg_refuse_rule (error, "KB-HLP-01",
                                     /* Translators: an advisor's name and number */
                                     _ ("The %s (%u) helps now, in order from 1 to 18."), name, a);
  if (e->advisor != (int)a)
    return ts_kingsburg_refuse_rule (
        /* Translators: an advisor's name and number, twice */
        error, "KB-HLP-01", _ ("The %s (%u) helps now, in order from 1 to 18, not the %s (%d)."),
        name, a, ts_kingsburg_advisor_name (e->advisor), e->advisor);
  if (e->pay >= 0 && !adv->exchange)
    return ts_kingsburg_refuse_rule (
        /* Translators: an advisor's name */
        error, "KB-ADV-06", _ ("The %s takes no good in exchange: only the Alchemist does."), name);
  if (adv->exchange)
    {
      guint8 gain[3] = { 1, 1, 1 }, give[3] = { 0, 0, 0 };

      if (goods_total (e->goods) != 0)
        return ts_kingsburg_refuse_rule (
            error, "KB-ADV-06",
            _ ("The Alchemist gives one each of the two other goods for the good "
               "you give: name only that good."));
      /* Only a good indexes the goods below; anything else is refused like the token. */
      if (e->pay >= TS_KINGSBURG_N_GOODS)
        return ts_kingsburg_refuse_rule (error, "KB-ADV-06",
                                         _ ("The Alchemist takes a good, not a “+2” token."));
      if (e->pay >= 0)
        {
          if (p->goods[e->pay] == 0)
            return ts_kingsburg_refuse_rule (error, "KB-ADV-06",
                                             /* Translators: a good */
                                             _ ("You have no %s to give the Alchemist."),
                                             ts_kingsburg_good_name (e->pay));
          gain[e->pay] = 0;
          give[e->pay] = 1;
          pay (s, e->player, give, TS_KINGSBURG_CAUSE_ADVISOR, a);
          take (s, e->player, gain, TS_KINGSBURG_CAUSE_ADVISOR, a);
        }
    }
  else if (adv->n_one_of > 0)
    {
      guint k;

      for (k = 0; k < adv->n_one_of; k++)
        if (same_goods (e->goods, adv->one_of[k].goods))
          break;
      if (k == adv->n_one_of)
        {
          g_autofree char *first = NULL, *second = NULL;
          guint8 g0[3], g1[3];

          for (guint g = 0; g < 3; g++)
            {
              g0[g] = adv->one_of[0].goods[g];
              g1[g] = adv->one_of[1].goods[g];
            }
          first = ts_kingsburg_goods_text (g0);
          second = ts_kingsburg_goods_text (g1);
          return ts_kingsburg_refuse_rule (error, "KB-HLP-03",
                                           /* Translators: an advisor, then its two alternatives (“1
                                            * wood”, “1 gold”) */
                                           _ ("The %s gives %s or %s: choose one of them."), name,
                                           first, second);
        }
      take (s, e->player, e->goods, TS_KINGSBURG_CAUSE_ADVISOR, a);
    }
  else if (adv->gives.of_choice > 0)
    {
      char clause[16];

      /* The advisor's own clause: KB-ADV-07, -12, -14, -17 (its number). */
      g_snprintf (clause, sizeof clause, "KB-ADV-%02u", a);
      if (goods_total (e->goods) != (guint)adv->gives.of_choice)
        return ts_kingsburg_refuse_rule (
            error, clause,
            /* Translators: an advisor, a number of goods */
            ngettext ("The %s gives %u good of your choice: name exactly that many.",
                      "The %s gives %u goods of your choice: name exactly that many.",
                      adv->gives.of_choice),
            name, (guint)adv->gives.of_choice);
      take (s, e->player, e->goods, TS_KINGSBURG_CAUSE_ADVISOR, a);
    }
  ts_kingsburg_help_fixed (s, e->player, a);
  ts_kingsburg_help_done (s, e->player);
  return TRUE;
}

static gboolean
apply_build (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint b = e->building;
  const TsKingsburgBuilding *d;
  guint8 cost[3];

  if (e->building < 0 || e->building >= TS_KINGSBURG_N_BUILDINGS)
    return ts_kingsburg_refuse_rule (error, "KB-BLD-02",
                                     _ ("There is no such building on the province sheet."));
  d = &s->data->buildings[b];
  if (ts_kingsburg_has (p, b))
    return ts_kingsburg_refuse_rule (error, "KB-BLD-07",
                                     /* Translators: a building */
                                     _ ("You have the %s already: each building once."),
                                     ts_kingsburg_building_name (b));
  if (d->column > 0)
    for (guint o = 0; o < TS_KINGSBURG_N_BUILDINGS; o++)
      if (s->data->buildings[o].row == d->row && s->data->buildings[o].column == d->column - 1
          && !ts_kingsburg_has (p, o))
        return ts_kingsburg_refuse_rule (
            /* Translators: two buildings */
            error, "KB-BLD-04", _ ("The %s needs the %s to its left first."),
            ts_kingsburg_building_name (b), ts_kingsburg_building_name (o));
  if (p->builds > 0 && !e->envoy)
    return ts_kingsburg_refuse_rule (
        error, "KB-BLD-01",
        _ ("You have built this season already; only the King's Envoy lets you "
           "build a second building."));
  if (e->envoy && s->envoy != e->player)
    return ts_kingsburg_refuse_rule (error, "KB-ENV-05", _ ("You do not hold the King's Envoy."));
  if (e->envoy && p->builds == 0)
    return ts_kingsburg_refuse_rule (
        error, "KB-ENV-05",
        _ ("The King's Envoy is for a second building: build the first without "
           "it."));
  ts_kingsburg_cost (s, e->player, b, cost);
  if (!holds (p, cost))
    return refuse_goods_lacking (error, "KB-BLD-02", p, cost);

  pay (s, e->player, cost, TS_KINGSBURG_CAUSE_BUILD, b);
  p->built |= 1u << b;
  /* KB-BDG-17's earlier reading: the power waits for the next phase. */
  if (s->opt_powers_next_phase)
    p->built_this_step |= 1u << b;
  ts_kingsburg_gain (s, e->player, TS_LEDGER_VP, d->vp, TS_KINGSBURG_CAUSE_BUILD, b);
  p->builds++;
  if (e->envoy)
    s->envoy = TS_KINGSBURG_NO_ONE;
  /* The holder of the Envoy may still build a second one. */
  p->passed = s->envoy != e->player || p->builds > 1;
  return TRUE;
}

static gboolean
apply_town_hall (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];

  if (e->pay == TS_KINGSBURG_PAY_PLUS2)
    {
      if (p->plus2 == 0)
        return ts_kingsburg_refuse_rule (error, "KB-BDG-18",
                                         _ ("You have no “+2” token to give the Town Hall."));
      ts_kingsburg_gain (s, e->player, TS_LEDGER_TOKENS, -1, TS_KINGSBURG_CAUSE_TOWN_HALL, 0);
    }
  else if (e->pay >= 0 && e->pay < TS_KINGSBURG_N_GOODS)
    {
      if (p->goods[e->pay] == 0)
        return ts_kingsburg_refuse_rule (error, "KB-BDG-18",
                                         _ ("You have no %s to give the Town Hall."),
                                         ts_kingsburg_good_name (e->pay));
      ts_kingsburg_gain (s, e->player, ts_kingsburg_good_resource (e->pay), -1,
                         TS_KINGSBURG_CAUSE_TOWN_HALL, 0);
    }
  else
    return ts_kingsburg_refuse_rule (
        error, "KB-BDG-18", _ ("The Town Hall takes one good or one “+2” token for 1 VP."));
  ts_kingsburg_gain (s, e->player, TS_LEDGER_VP, 1, TS_KINGSBURG_CAUSE_TOWN_HALL, 0);
  p->passed = 1;
  return TRUE;
}

static gboolean
apply_recruit (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint price = ts_kingsburg_recruit_price (p), total = goods_total (e->goods);

  if (total == 0)
    return ts_kingsburg_refuse_rule (
        error, price == 1 ? "KB-BDG-11" : "KB-REC-01",
        /* Translators: the price of a soldier in goods (1 or 2) */
        ngettext ("Name the goods you pay: soldiers cost %u good each.",
                  "Name the goods you pay: soldiers cost %u goods each.", price),
        price);
  if (total % price != 0)
    return ts_kingsburg_refuse_rule (
        error, price == 1 ? "KB-BDG-11" : "KB-REC-01",
        /* Translators: a number of goods, then the price of a soldier */
        ngettext ("Soldiers cost %2$u goods each: %1$u good does not pay for whole "
                  "soldiers.",
                  "Soldiers cost %2$u goods each: %1$u goods do not pay for whole "
                  "soldiers.",
                  total),
        total, price);
  if (!holds (p, e->goods))
    return refuse_goods_lacking (error, "KB-REC-01", p, e->goods);
  pay (s, e->player, e->goods, TS_KINGSBURG_CAUSE_RECRUIT, 0);
  ts_kingsburg_gain (s, e->player, TS_LEDGER_SOLDIERS, total / price, TS_KINGSBURG_CAUSE_RECRUIT,
                     0);
  p->passed = 1;
  return TRUE;
}

static gboolean
apply_goods (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint n = goods_total (e->goods);

  if (n != p->choice_count)
    return ts_kingsburg_refuse_rule (
        error, choice_clause (p),
        /* Translators: a number of goods */
        ngettext ("Name exactly %u good.", "Name exactly %u goods.", p->choice_count),
        (guint)p->choice_count);
  if (p->choice == TS_KINGSBURG_CHOICE_LOSS)
    {
      if (!holds (p, e->goods))
        return refuse_goods_lacking (error, "KB-BAT-12", p, e->goods);
      pay (s, e->player, e->goods, TS_KINGSBURG_CAUSE_DEFEAT, s->enemy);
    }
  else if (p->choice == TS_KINGSBURG_CHOICE_REWARD)
    take (s, e->player, e->goods, TS_KINGSBURG_CAUSE_VICTORY, s->enemy);
  else
    take (s, e->player, e->goods, TS_KINGSBURG_CAUSE_AID, 0);
  p->choice = 0;
  p->choice_count = 0;
  return TRUE;
}

static gboolean
apply_pass (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];

  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_REROLL:
        p->rerolls_done = 1;
        return TRUE;
      case TS_KINGSBURG_STAGE_INFLUENCE:
        p->passed = 1; /* KB-INF-02 */
        next_influencer (s);
        return TRUE;
      case TS_KINGSBURG_STAGE_BUILD:
      case TS_KINGSBURG_STAGE_TOWN_HALL:
      case TS_KINGSBURG_STAGE_RECRUIT:
        p->passed = 1;
        return TRUE;
      case TS_KINGSBURG_STAGE_HELP:
        return ts_kingsburg_refuse_rule (
            error, "KB-HLP-03", _ ("The %s's help is a choice to make now: it cannot be passed."),
            ts_kingsburg_advisor_name (s->help_advisor));
      default:
        return ts_kingsburg_refuse_rule (
            error, choice_clause (p),
            _ ("Goods of your choice must be named now: this cannot be passed."));
    }
}

/* Which stage each decision belongs to. */
static gboolean
fits_stage (const TsKingsburgState *s, const TsKingsburgEntry *e)
{
  switch (e->type)
    {
      case TS_KINGSBURG_ENTRY_ROLL:
        return s->stage == TS_KINGSBURG_STAGE_ROLL;
      case TS_KINGSBURG_ENTRY_BATTLE:
        return s->stage == TS_KINGSBURG_STAGE_BATTLE;
      case TS_KINGSBURG_ENTRY_REROLL:
        return s->stage == TS_KINGSBURG_STAGE_REROLL;
      case TS_KINGSBURG_ENTRY_INFLUENCE:
        return s->stage == TS_KINGSBURG_STAGE_INFLUENCE;
      case TS_KINGSBURG_ENTRY_HELP:
        return s->stage == TS_KINGSBURG_STAGE_HELP;
      case TS_KINGSBURG_ENTRY_BUILD:
        return s->stage == TS_KINGSBURG_STAGE_BUILD;
      case TS_KINGSBURG_ENTRY_TOWN_HALL:
        return s->stage == TS_KINGSBURG_STAGE_TOWN_HALL;
      case TS_KINGSBURG_ENTRY_RECRUIT:
        return s->stage == TS_KINGSBURG_STAGE_RECRUIT;
      case TS_KINGSBURG_ENTRY_GOODS:
        return s->stage == TS_KINGSBURG_STAGE_AID_GOODS
               || s->stage == TS_KINGSBURG_STAGE_BATTLE_GOODS;
      case TS_KINGSBURG_ENTRY_PASS:
        return s->stage != TS_KINGSBURG_STAGE_ROLL && s->stage != TS_KINGSBURG_STAGE_BATTLE
               && s->stage != TS_KINGSBURG_STAGE_OVER;
      default:
        return FALSE;
    }
}

static gboolean
dispatch (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  if (s->stage == TS_KINGSBURG_STAGE_OVER)
    return ts_kingsburg_refuse_rule (error, "KB-END-02",
                                     _ ("The game is over: it ends after the Winter of year 5."));
  if (!fits_stage (s, e))
    {
      g_autofree char *pending = ts_kingsburg_describe_pending (s);
      return ts_kingsburg_refuse_rule (error, "KB-YR-01",
                                       /* Translators: %s says what the game waits for */
                                       _ ("That is not what the game waits for now: %s"), pending);
    }
  if (e->type != TS_KINGSBURG_ENTRY_ROLL && e->type != TS_KINGSBURG_ENTRY_BATTLE)
    {
      int actor = ts_kingsburg_state_actor (s);

      if (e->player != actor)
        {
          g_autofree char *pending = ts_kingsburg_describe_pending (s);
          return ts_kingsburg_refuse_rule (error, "KB-ORD-04",
                                           /* Translators: %s says whose turn it is and what they
                                            * must do */
                                           _ ("It is not that player's turn: %s"), pending);
        }
    }
  switch (e->type)
    {
      case TS_KINGSBURG_ENTRY_ROLL:
        return ts_kingsburg_apply_roll (s, e, error);
      case TS_KINGSBURG_ENTRY_BATTLE:
        return ts_kingsburg_apply_battle (s, e, error);
      case TS_KINGSBURG_ENTRY_REROLL:
        return ts_kingsburg_apply_reroll (s, e, error);
      case TS_KINGSBURG_ENTRY_INFLUENCE:
        return apply_influence (s, e, error);
      case TS_KINGSBURG_ENTRY_HELP:
        return apply_help (s, e, error);
      case TS_KINGSBURG_ENTRY_BUILD:
        return apply_build (s, e, error);
      case TS_KINGSBURG_ENTRY_TOWN_HALL:
        return apply_town_hall (s, e, error);
      case TS_KINGSBURG_ENTRY_RECRUIT:
        return apply_recruit (s, e, error);
      case TS_KINGSBURG_ENTRY_GOODS:
        return apply_goods (s, e, error);
      case TS_KINGSBURG_ENTRY_PASS:
      default:
        return apply_pass (s, e, error);
    }
}

gboolean
ts_kingsburg_apply (gpointer data, gconstpointer entry, GError **error)
{
  TsKingsburgState *state = data;
  g_autofree TsKingsburgState *work = NULL;

  const TsKingsburgEntry *e = entry;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  work = ts_kingsburg_state_copy (state);
  /* The automatic pass right after the entry that passed the player by itself only writes
   * it down; anywhere else (an earlier entry corrected) it is a plain pass. */
  if (e->type == TS_KINGSBURG_ENTRY_PASS && e->automatic
      && work->passed_by_itself == e->player + 1)
    {
      work->passed_by_itself = 0;
      work->n_entries++;
      memcpy (state, work, G_STRUCT_OFFSET (TsKingsburgState, ledger)
                               + work->n_ledger * sizeof work->ledger[0]);
      return TRUE;
    }
  work->passed_by_itself = 0;
  if (!dispatch (work, entry, error))
    return FALSE;
  ts_kingsburg_advance (work);
  work->n_entries++;
  memcpy (state, work,
          G_STRUCT_OFFSET (TsKingsburgState, ledger) + work->n_ledger * sizeof work->ledger[0]);
  return TRUE;
}

gpointer
ts_kingsburg_automatic_after (gconstpointer state, gconstpointer entry)
{
  const TsKingsburgState *s = state;
  const TsKingsburgEntry *last = entry;
  TsKingsburgEntry *e;

  if (s->passed_by_itself == 0 || last->automatic)
    return NULL;
  e = g_new (TsKingsburgEntry, 1);
  ts_kingsburg_entry_init (e, TS_KINGSBURG_ENTRY_PASS, s->passed_by_itself - 1);
  e->automatic = 1;
  return e;
}

gboolean
ts_kingsburg_entry_is_automatic (gconstpointer entry)
{
  const TsKingsburgEntry *e = entry;

  return e->type == TS_KINGSBURG_ENTRY_PASS && e->automatic;
}
