/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's calendar: everything that happens without a decision, phase by phase
 * (KB-YR-01), up to the next entry the table or a player must make. */
#include "ts-kingsburg-play.h"
#include "ts-kingsburg-score.h"

#include <string.h>

#include "ts-entry-json.h"
#include "ts-i18n.h"

static const TsLedgerResource good_resource[] = { TS_LEDGER_GOLD, TS_LEDGER_WOOD, TS_LEDGER_STONE };

static void start_phase (TsKingsburgState *s);

TsLedgerResource
ts_kingsburg_good_resource (TsKingsburgGood good)
{
  return good_resource[good];
}

/* Players with the fewest buildings, then of those the fewest goods (KB-AID-01/02,
 * KB-ENV-01/02): a bit per player. */
static guint
fewest_buildings_then_goods (const TsKingsburgState *s)
{
  guint best_b = G_MAXUINT, best_g = G_MAXUINT, mask = 0;

  for (guint i = 0; i < s->n_players; i++)
    best_b = MIN (best_b, ts_kingsburg_n_buildings (&s->players[i]));
  for (guint i = 0; i < s->n_players; i++)
    if (ts_kingsburg_n_buildings (&s->players[i]) == best_b)
      best_g = MIN (best_g, ts_kingsburg_n_goods (&s->players[i]));
  for (guint i = 0; i < s->n_players; i++)
    if (ts_kingsburg_n_buildings (&s->players[i]) == best_b
        && ts_kingsburg_n_goods (&s->players[i]) == best_g)
      mask |= 1u << i;
  return mask;
}

/* The first player in turn order who is not done with the step, or n_players. */
static guint
first_not_done (const TsKingsburgState *s)
{
  guint t;

  for (t = 0; t < s->n_players; t++)
    if (!s->players[s->order[t]].passed)
      break;
  return t;
}

static void
clear_done (TsKingsburgState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    s->players[i].passed = 0;
  s->turn = 0;
}

static void
next_phase (TsKingsburgState *s)
{
  s->phase++;
  start_phase (s);
}

static gboolean
can_reroll (const TsKingsburgState *s, guint player)
{
  const TsKingsburgPlayer *p = &s->players[player];
  guint sum = 0;
  gboolean same = TRUE;

  if (p->rerolls_done)
    return FALSE;
  for (guint d = 0; d < p->n_dice; d++)
    {
      sum += p->dice[d];
      same = same && p->dice[d] == p->dice[0];
    }
  return (ts_kingsburg_works (p, TS_KINGSBURG_B_STATUE) && !p->statue_used && same)
         || (ts_kingsburg_works (p, TS_KINGSBURG_B_CHAPEL) && !p->chapel_used && sum <= 7);
}

gboolean
ts_kingsburg_can_reroll (const TsKingsburgState *s, guint player)
{
  return can_reroll (s, player);
}

static guint
dice_sum (const TsKingsburgPlayer *p)
{
  guint sum = 0;

  for (guint d = 0; d < p->n_dice; d++)
    sum += p->dice[d];
  return sum;
}

/* KB-ORD-03..05: ascending sums; ties keep the previous order (a stable insertion sort). */
static void
set_turn_order (TsKingsburgState *s)
{
  for (guint i = 1; i < s->n_players; i++)
    for (guint j = i; j > 0; j--)
      {
        if (dice_sum (&s->players[s->order[j - 1]]) <= dice_sum (&s->players[s->order[j]]))
          break;
        guint8 t = s->order[j - 1];
        s->order[j - 1] = s->order[j];
        s->order[j] = t;
      }
}

/* Whether the player must choose something for the advisor (KB-HLP-03). */
gboolean
ts_kingsburg_help_needs_choice (const TsKingsburgState *s, guint player, guint advisor)
{
  const TsKingsburgAdvisor *a = &s->data->advisors[advisor];

  return a->n_one_of > 0 || a->gives.of_choice > 0
         || (a->exchange && ts_kingsburg_n_goods (&s->players[player]) > 0);
}

/* The fixed part of an advisor's help; the Stable adds a soldier (KB-BDG-14). */
void
ts_kingsburg_help_fixed (TsKingsburgState *s, guint player, guint advisor)
{
  const TsKingsburgBundle *g = &s->data->advisors[advisor].gives;
  int soldiers = g->soldiers;

  if (soldiers > 0 && ts_kingsburg_works (&s->players[player], TS_KINGSBURG_B_STABLE))
    soldiers++;
  ts_kingsburg_gain (s, player, TS_LEDGER_VP, g->vp, TS_KINGSBURG_CAUSE_ADVISOR, advisor);
  for (guint k = 0; k < TS_KINGSBURG_N_GOODS; k++)
    ts_kingsburg_gain (s, player, good_resource[k], g->goods[k], TS_KINGSBURG_CAUSE_ADVISOR,
                       advisor);
  ts_kingsburg_gain (s, player, TS_LEDGER_SOLDIERS, soldiers, TS_KINGSBURG_CAUSE_ADVISOR, advisor);
  ts_kingsburg_gain (s, player, TS_LEDGER_TOKENS, g->plus2, TS_KINGSBURG_CAUSE_ADVISOR, advisor);
}

void
ts_kingsburg_help_done (TsKingsburgState *s, guint player)
{
  s->players[player].helped |= 1u << s->help_advisor;
  if (s->twice_left && s->twice_advisor == s->help_advisor && s->twice_player == player)
    s->twice_left = 0;
  else
    s->help_left &= ~(1u << player);
}

/* KB-HLP-01/02: advisors in ascending order; on a shared advisor (the Envoy), its players
 * in turn order. Stops at a choice. */
static gboolean
resolve_help (TsKingsburgState *s)
{
  for (;;)
    {
      if (s->help_left == 0)
        {
          if (s->help_advisor >= TS_KINGSBURG_N_ADVISORS)
            return TRUE;
          s->help_advisor++;
          s->help_left = s->occupied[s->help_advisor];
          continue;
        }
      for (guint t = 0; t < s->n_players; t++)
        {
          guint p = s->order[t];

          if (!(s->help_left & (1u << p)))
            continue;
          if (ts_kingsburg_help_needs_choice (s, p, s->help_advisor))
            {
              s->turn = t;
              return FALSE;
            }
          ts_kingsburg_help_fixed (s, p, s->help_advisor);
          ts_kingsburg_help_done (s, p);
          break;
        }
    }
}

/* KB-HLP-05: dice back to their owners, tokens and white dice to the supply. */
static void
clear_advisors (TsKingsburgState *s)
{
  memset (s->occupied, 0, sizeof s->occupied);
  memset (s->player_dice, 0, sizeof s->player_dice);
  memset (s->plus2_on, 0, sizeof s->plus2_on);
  s->twice_advisor = s->twice_player = s->twice_left = 0;
  for (guint i = 0; i < s->n_players; i++)
    s->players[i].placed = 0;
}

static gboolean
town_hall_can_pay (const TsKingsburgPlayer *p)
{
  return ts_kingsburg_has (p, TS_KINGSBURG_B_TOWN_HALL)
         && (ts_kingsburg_n_goods (p) > 0 || p->plus2 > 0);
}

/* End of a productive season: effects that work in the season they are built (the
 * clarifications), then the Town Hall's decisions. */
static void
end_season (TsKingsburgState *s)
{
  for (guint t = 0; t < s->n_players; t++)
    {
      guint i = s->order[t];
      TsKingsburgPlayer *p = &s->players[i];

      /* KB-BDG-19 */
      if (ts_kingsburg_has (p, TS_KINGSBURG_B_EMBASSY))
        ts_kingsburg_gain (s, i, TS_LEDGER_VP, 1, TS_KINGSBURG_CAUSE_EMBASSY, 0);
      /* KB-BDG-06: before the Town Hall, so the token can pay for it. */
      if (s->phase == 4 && ts_kingsburg_has (p, TS_KINGSBURG_B_INN))
        ts_kingsburg_gain (s, i, TS_LEDGER_TOKENS, 1, TS_KINGSBURG_CAUSE_INN, 0);
      p->passed = !town_hall_can_pay (p);
    }
  s->stage = TS_KINGSBURG_STAGE_TOWN_HALL;
  s->turn = 0;
}

static void
close_season (TsKingsburgState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    {
      TsKingsburgPlayer *p = &s->players[i];

      p->built_this_step = 0;
      p->helped = 0;
      p->n_dice = 0;
      memset (p->dice, 0, sizeof p->dice);
      /* KB-AID-05: the Aid die is for Spring only. */
      if (s->phase == 2)
        p->aid_die = 0;
    }
  /* KB-2P-06 */
  s->blocked = 0;
  memset (s->neutral, 0, sizeof s->neutral);
  next_phase (s);
}

static void
winter_end (TsKingsburgState *s)
{
  /* KB-BAT-17/18 */
  for (guint i = 0; i < s->n_players; i++)
    ts_kingsburg_gain (s, i, TS_LEDGER_SOLDIERS, -(int)s->players[i].soldiers,
                       TS_KINGSBURG_CAUSE_WINTER_END, 0);
  s->seen_enemies[s->year - 1] = s->enemy + 1;
  /* KB-END-01/02 */
  if (s->year == TS_KINGSBURG_YEARS)
    {
      ts_kingsburg_finish (s);
      return;
    }
  s->year++;
  s->phase = 1;
  s->enemy = -1;
  s->king_die = 0;
  start_phase (s);
}

static void
start_phase (TsKingsburgState *s)
{
  guint mask;

  clear_done (s);
  switch (s->phase)
    {
      case 1:
        /* KB-AID-01..04 */
        mask = fewest_buildings_then_goods (s);
        for (guint i = 0; i < s->n_players; i++)
          s->players[i].aid_die = 0;
        if (__builtin_popcount (mask) == 1)
          {
            s->players[g_bit_nth_lsf (mask, -1)].aid_die = 1;
            next_phase (s);
            return;
          }
        for (guint i = 0; i < s->n_players; i++)
          if (mask & (1u << i))
            {
              s->players[i].choice = TS_KINGSBURG_CHOICE_AID;
              s->players[i].choice_count = 1;
            }
        s->stage = TS_KINGSBURG_STAGE_AID_GOODS;
        ts_kingsburg_advance (s);
        return;
      case 2:
      case 4:
      case 6:
        for (guint i = 0; i < s->n_players; i++)
          {
            TsKingsburgPlayer *p = &s->players[i];

            p->plus2_used = p->market_used = p->statue_used = p->chapel_used = 0;
            p->rerolls_done = 0;
            p->builds = 0;
            /* KB-BDG-10: before the dice are rolled; Tableside never forgets it. */
            if (ts_kingsburg_has (p, TS_KINGSBURG_B_MERCHANTS_GUILD))
              ts_kingsburg_gain (s, i, TS_LEDGER_GOLD, 1, TS_KINGSBURG_CAUSE_GUILD, 0);
          }
        s->stage = TS_KINGSBURG_STAGE_ROLL;
        return;
      case 3:
        {
          /* KB-RWD-01/02: every player tied for the most buildings gains 1 VP, also at
           * zero (“todos os jogadores empatados ganham um PV”), unless the table's option
           * rewards nobody then. */
          guint most = 0;

          for (guint i = 0; i < s->n_players; i++)
            most = MAX (most, ts_kingsburg_n_buildings (&s->players[i]));
          for (guint i = 0; (most > 0 || !s->opt_reward_needs_building) && i < s->n_players; i++)
            if (ts_kingsburg_n_buildings (&s->players[i]) == most)
              ts_kingsburg_gain (s, i, TS_LEDGER_VP, 1, TS_KINGSBURG_CAUSE_REWARD, 0);
          next_phase (s);
          return;
        }
      case 5:
        /* KB-ENV-01..03, KB-ENV-07: an unused Envoy returns and is given again. */
        mask = fewest_buildings_then_goods (s);
        s->envoy = __builtin_popcount (mask) == 1 ? g_bit_nth_lsf (mask, -1) : TS_KINGSBURG_NO_ONE;
        next_phase (s);
        return;
      case 7:
        s->stage = TS_KINGSBURG_STAGE_RECRUIT;
        return;
      case 8:
      default:
        s->stage = TS_KINGSBURG_STAGE_BATTLE;
        return;
    }
}

static void
start_influence (TsKingsburgState *s)
{
  set_turn_order (s);
  clear_done (s);
  s->stage = TS_KINGSBURG_STAGE_INFLUENCE;
}

static gboolean
any_choice (TsKingsburgState *s)
{
  for (guint t = 0; t < s->n_players; t++)
    if (s->players[s->order[t]].choice)
      {
        s->turn = t;
        return TRUE;
      }
  return FALSE;
}

void
ts_kingsburg_begin (TsKingsburgState *s)
{
  /* KB-SET-01: the calendar on the King's Aid of year I. */
  s->year = 1;
  s->phase = 1;
  start_phase (s);
}

void
ts_kingsburg_advance (TsKingsburgState *s)
{
  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_AID_GOODS:
        if (!any_choice (s))
          next_phase (s);
        return;
      case TS_KINGSBURG_STAGE_REROLL:
        /* KB-ORD-02: in the current (previous) turn order. */
        for (s->turn = 0; s->turn < s->n_players; s->turn++)
          if (can_reroll (s, s->order[s->turn]))
            return;
        start_influence (s);
        return;
      case TS_KINGSBURG_STAGE_INFLUENCE:
        if (first_not_done (s) < s->n_players)
          return;
        s->stage = TS_KINGSBURG_STAGE_HELP;
        s->help_advisor = 0;
        s->help_left = 0;
        G_GNUC_FALLTHROUGH;
      case TS_KINGSBURG_STAGE_HELP:
        if (!resolve_help (s))
          return;
        clear_advisors (s);
        clear_done (s);
        s->stage = TS_KINGSBURG_STAGE_BUILD;
        G_GNUC_FALLTHROUGH;
      case TS_KINGSBURG_STAGE_BUILD:
        s->turn = first_not_done (s);
        if (s->turn < s->n_players)
          return;
        end_season (s);
        G_GNUC_FALLTHROUGH;
      case TS_KINGSBURG_STAGE_TOWN_HALL:
        s->turn = first_not_done (s);
        if (s->turn < s->n_players)
          return;
        close_season (s);
        return;
      case TS_KINGSBURG_STAGE_RECRUIT:
        s->turn = first_not_done (s);
        if (s->turn < s->n_players)
          return;
        next_phase (s);
        return;
      case TS_KINGSBURG_STAGE_BATTLE_GOODS:
        if (!any_choice (s))
          winter_end (s);
        return;
      case TS_KINGSBURG_STAGE_ROLL:
      case TS_KINGSBURG_STAGE_BATTLE:
      case TS_KINGSBURG_STAGE_OVER:
      default:
        return;
    }
}

/* The setup read, then year 1 begun. */
TsKingsburgState *
ts_kingsburg_state_new_from_setup (JsonArray *players, GError **error)
{
  const TsKingsburgData *data = ts_kingsburg_data_get (error);
  g_autofree TsKingsburgState *state = data ? g_new0 (TsKingsburgState, 1) : NULL;

  if (state == NULL)
    return NULL;
  state->data = data;
  /* KB-CMP-01: 2 to 5 players. */
  state->n_players = ts_entry_json_players (players, 2, TS_KINGSBURG_MAX_PLAYERS, _ ("Kingsburg"),
                                            state->names, error);
  if (state->n_players == 0)
    return NULL;
  state->envoy = TS_KINGSBURG_NO_ONE;
  state->enemy = -1;
  state->last_enemy = -1;
  /* KB-SET-06: the players are listed in the random initial order. */
  for (guint i = 0; i < state->n_players; i++)
    state->order[i] = i;
  ts_kingsburg_begin (state);
  return g_steal_pointer (&state);
}
