/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phase 8, the Winter battle (KB-BAT-01..18). */
#include "ts-kingsburg-play.h"

int
ts_kingsburg_combat_value (const TsKingsburgState *s, guint player, guint enemy)
{
  const TsKingsburgPlayer *p = &s->players[player];
  guint kind = s->data->enemies[enemy].kind;
  int value = p->soldiers;

  /* KB-BAT-06, KB-BAT-11 (no cap), KB-BDG-04/09/12/16 through the data's modifiers. */
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    if (ts_kingsburg_has (p, b))
      value += s->data->buildings[b].against[kind];
  return value;
}

int
ts_kingsburg_building_to_destroy (const TsKingsburgState *s, guint player)
{
  const TsKingsburgPlayer *p = &s->players[player];
  int best = -1;

  /* KB-BAT-13: the right-most column holding one of theirs, the top-most in it. */
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    {
      const TsKingsburgBuilding *d = &s->data->buildings[b];

      if (!ts_kingsburg_has (p, b))
        continue;
      if (best < 0 || d->column > s->data->buildings[best].column
          || (d->column == s->data->buildings[best].column
              && d->row < s->data->buildings[best].row))
        best = b;
    }
  return best;
}

static void
lose (TsKingsburgState *s, guint i, guint enemy)
{
  const TsKingsburgBundle *loss = &s->card.defeat;
  TsKingsburgPlayer *p = &s->players[i];

  /* KB-BAT-16; VP may go below 0 (the clarifications). */
  ts_kingsburg_gain (s, i, TS_LEDGER_VP, -loss->vp, TS_KINGSBURG_CAUSE_DEFEAT, enemy);
  /* KB-BAT-12: only what they have. */
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    ts_kingsburg_gain (s, i, ts_kingsburg_good_resource (g),
                       -(int)MIN ((guint)loss->goods[g], (guint)p->goods[g]),
                       TS_KINGSBURG_CAUSE_DEFEAT, enemy);
  if (loss->of_choice > 0)
    {
      if (ts_kingsburg_n_goods (p) <= (guint)loss->of_choice)
        for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
          ts_kingsburg_gain (s, i, ts_kingsburg_good_resource (g), -(int)p->goods[g],
                             TS_KINGSBURG_CAUSE_DEFEAT, enemy);
      else
        {
          p->choice = TS_KINGSBURG_CHOICE_LOSS;
          p->choice_count = loss->of_choice;
        }
    }
  if (loss->building)
    {
      int b = ts_kingsburg_building_to_destroy (s, i);

      /* KB-BAT-14: its VP and power go with it. */
      if (b >= 0)
        {
          p->built &= ~(1u << b);
          ts_kingsburg_gain (s, i, TS_LEDGER_VP, -(int)s->data->buildings[b].vp,
                             TS_KINGSBURG_CAUSE_DESTROYED, b);
        }
    }
}

static void
win (TsKingsburgState *s, guint i, guint enemy)
{
  const TsKingsburgBundle *reward = &s->card.victory;
  TsKingsburgPlayer *p = &s->players[i];

  ts_kingsburg_gain (s, i, TS_LEDGER_VP, reward->vp, TS_KINGSBURG_CAUSE_VICTORY, enemy);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    ts_kingsburg_gain (s, i, ts_kingsburg_good_resource (g), reward->goods[g],
                       TS_KINGSBURG_CAUSE_VICTORY, enemy);
  if (reward->of_choice > 0)
    {
      p->choice = TS_KINGSBURG_CHOICE_REWARD;
      p->choice_count = reward->of_choice;
    }
  /* KB-BDG-15 */
  if (ts_kingsburg_has (p, TS_KINGSBURG_B_FORTRESS))
    ts_kingsburg_gain (s, i, TS_LEDGER_VP, 1, TS_KINGSBURG_CAUSE_FORTRESS, 0);
}

void
ts_kingsburg_battle (TsKingsburgState *s, guint enemy, const TsKingsburgCardValues *card,
                     guint king)
{
  TsKingsburgCardValues printed;
  guint strength;
  int highest = G_MININT;

  /* KB-BAT-02/03: the card's values as the table's box prints them. */
  ts_kingsburg_card_printed (s->data, enemy, &printed);
  s->card = card != NULL ? *card : printed;
  s->card_corrected = !ts_kingsburg_card_equal (&s->card, &printed);
  strength = s->card.strength;
  s->enemy = enemy;
  s->king_die = king;
  s->last_enemy = enemy;
  s->last_king = king;
  /* KB-BAT-05: the King's reinforcements for everyone. */
  for (guint i = 0; i < s->n_players; i++)
    ts_kingsburg_gain (s, i, TS_LEDGER_SOLDIERS, king, TS_KINGSBURG_CAUSE_REINFORCEMENTS, 0);
  for (guint i = 0; i < s->n_players; i++)
    {
      TsKingsburgPlayer *p = &s->players[i];

      p->combat = ts_kingsburg_combat_value (s, i, enemy);
      p->battle_soldiers = p->soldiers;
      p->battle_built = p->built;
      highest = MAX (highest, p->combat);
      /* KB-BAT-07..09, KB-BDG-13 */
      if (p->combat > (int)strength
          || (p->combat == (int)strength && ts_kingsburg_has (p, TS_KINGSBURG_B_STONE_WALL)))
        p->result = 1;
      else
        p->result = p->combat == (int)strength ? 0 : -1;
    }
  /* KB-BAT-04: each alone, in turn order so that choices come in that order. */
  for (guint t = 0; t < s->n_players; t++)
    {
      guint i = s->order[t];

      if (s->players[i].result > 0)
        win (s, i, enemy);
      else if (s->players[i].result < 0)
        lose (s, i, enemy);
    }
  /* KB-BAT-10 */
  for (guint i = 0; i < s->n_players; i++)
    if (s->players[i].result > 0 && s->players[i].combat == highest)
      ts_kingsburg_gain (s, i, TS_LEDGER_VP, 1, TS_KINGSBURG_CAUSE_HIGHEST, 0);
  /* Goods of choice, if any, come next; ts_kingsburg_advance() ends the year. */
  s->stage = TS_KINGSBURG_STAGE_BATTLE_GOODS;
}
