/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's checks that change nothing: what a player can pay, whether a building's option
 * can be used (CY-PRT-02..04, CY-WDB-08, CY-CON-01) or a monument built (CY-MNM-02), and the
 * figures of the setup's slots (CY-SET-01..04), the Worksite's reach (CY-BEN-02..04) and the
 * turn order. */
#include "ts-caylus-rules.h"

/* The first empty Road space's spot, or -1 (CY-CON-01). */
int
ts_caylus_first_empty (const TsCaylusState *s)
{
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    if (s->spots[spot].state == TS_CAYLUS_SPOT_EMPTY)
      return spot;
  return -1;
}

/* @player holds @fixed and @any more resources besides. */
gboolean
ts_caylus_holds (const TsCaylusState *s, guint player, const guint8 *fixed, guint any)
{
  const TsCaylusPlayer *pl = &s->players[player];
  guint spare = 0;

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      if (pl->res[r] < fixed[r])
        return FALSE;
      spare += pl->res[r] - fixed[r];
    }
  return spare >= any;
}

static gboolean
cy_build_possible (const TsCaylusState *s, guint player, const TsCaylusOption *o)
{
  TsCaylusClass klass
      = o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD ? TS_CAYLUS_CLASS_WOOD : TS_CAYLUS_CLASS_STONE;

  if (s->players[player].houses == 0 || ts_caylus_first_empty (s) < 0)
    return FALSE;
  for (guint t = 0; t < s->data->n_tiles; t++)
    {
      const TsCaylusTile *tile = &s->data->tiles[t];
      guint8 fixed[TS_CAYLUS_N_RESOURCES];

      if (tile->klass != klass || s->left[t] == 0)
        continue;
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        fixed[r] = o->pay[r] + tile->cost[r];
      if (ts_caylus_holds (s, player, fixed, o->pay_any + tile->cost_any))
        return TRUE;
    }
  return FALSE;
}

gboolean
ts_caylus_lawyer_target (const TsCaylusState *s, guint spot)
{
  const TsCaylusSpot *sp;

  if (spot < TS_CAYLUS_N_PRINTED || spot >= s->n_spots)
    return FALSE;
  sp = &s->spots[spot];
  return sp->state == TS_CAYLUS_SPOT_BUILDING && sp->owner < 0
         && s->data->tiles[sp->tile].klass == TS_CAYLUS_CLASS_START;
}

gboolean
ts_caylus_option_affordable (const TsCaylusState *s, guint player, const TsCaylusOption *o)
{
  if (s->players[player].supply < o->workers_out
      || !ts_caylus_holds (s, player, o->pay, o->pay_any))
    return FALSE;
  switch (o->kind)
    {
      case TS_CAYLUS_EFFECT_BUILD_WOOD:
      case TS_CAYLUS_EFFECT_BUILD_STONE:
        return cy_build_possible (s, player, o);
      case TS_CAYLUS_EFFECT_LAWYER:
        if (s->players[player].houses == 0)
          return FALSE;
        for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
          if (ts_caylus_lawyer_target (s, spot))
            return TRUE;
        return FALSE;
      default:
        return TRUE;
    }
}

gboolean
ts_caylus_monument_possible (const TsCaylusState *s, guint player)
{
  for (guint t = 0; t < s->data->n_tiles; t++)
    {
      const TsCaylusTile *tile = &s->data->tiles[t];

      if (tile->klass == TS_CAYLUS_CLASS_MONUMENT && s->left[t] > 0
          && ts_caylus_holds (s, player, tile->cost, tile->cost_any))
        return TRUE;
    }
  return FALSE;
}

TsCaylusClass
ts_caylus_deal_slot (const TsCaylusState *state, guint *road_space)
{
  guint d = state->deals, space = 0;
  TsCaylusClass klass;

  /* The Worksite's starting tile, Road spaces 1..8, then the wood and the stone tiles, each
   * in the Worksite first (CY-SET-01..04). */
  if (d <= TS_CAYLUS_START_SPACES)
    {
      klass = TS_CAYLUS_CLASS_START;
      space = d;
    }
  else if (d <= TS_CAYLUS_START_SPACES + 2)
    {
      klass = TS_CAYLUS_CLASS_WOOD;
      space = d == TS_CAYLUS_START_SPACES + 2 ? state->data->wood_space : 0;
    }
  else
    {
      klass = TS_CAYLUS_CLASS_STONE;
      space = d == TS_CAYLUS_START_SPACES + 4 ? state->data->stone_space : 0;
    }
  if (road_space != NULL)
    *road_space = space;
  return klass;
}

guint
ts_caylus_worksite_reach (const TsCaylusState *state)
{
  /* CY-BEN-02..04 */
  return state->round <= 3 ? 1 : state->round <= 6 ? 2 : 3;
}

void
ts_caylus_turn_order (const TsCaylusState *state, guint8 *order)
{
  guint first = state->first >= 0 ? state->first : 0;

  for (guint i = 0; i < state->n_players; i++)
    order[i] = (first + i) % state->n_players;
}
