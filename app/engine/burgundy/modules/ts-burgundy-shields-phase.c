/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields at a phase end (CB-SHD-14/15, CB-SHG-07/08): the decisions STAGE_PHASE_END waits for,
 * in order; the shields module's legal entries; its random setup. The entries themselves are
 * checked and applied in ts-burgundy-shields-entries.c. */
#include "ts-burgundy-modules.h"


/* The phase end's decisions, in order (CB-SHD-14/15 in turn order, then the tax in turn
 * order, CB-SHG-07): item i of 3 * n_players. state->phase_end_step is the item being decided
 * + 1 while STAGE_PHASE_END waits, 0 otherwise. */
static TsBurgundyShieldStep
step_kind (const TsBurgundyState *state, guint item, guint *player)
{
  guint n = state->n_players;

  if (item < 2 * n)
    {
      *player = state->order[item / 2];
      return item % 2 == 0 ? TS_BURGUNDY_SHIELD_STEP_TILE_14 : TS_BURGUNDY_SHIELD_STEP_TILE_15;
    }
  *player = state->order[item - 2 * n];
  return TS_BURGUNDY_SHIELD_STEP_TAX;
}

TsBurgundyShieldStep
ts_burgundy_shields_step (const TsBurgundyState *state)
{
  guint player;
  return step_kind (state, state->phase_end_step - 1, &player);
}

static guint
popcount (guint32 x)
{
  return __builtin_popcount (x);
}

static int
shield_space (const TsBurgundyPlayer *p, guint shield)
{
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->shield[s] == shield)
      return s;
  return -1;
}

/* Shields 14/15: where a tile may go ---------------------------------------------------- */

static gboolean
space_fits (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint tile, guint space)
{
  return p->tiles[space] == TS_BURGUNDY_TILE_NONE
         && ts_burgundy_tile_fits (p, tile, space)
         && ts_burgundy_may_place_at (state, p, space)
         && ts_burgundy_building_allowed (state, p, tile, space);
}

/* Every shield-tile entry of @player from the depot(s) of @kind. */
static guint
list_shield_tiles (const TsBurgundyState *state, guint player, TsBurgundyShieldStep kind,
                   TsBurgundyEntry *out, guint max, guint n)
{
  const TsBurgundyPlayer *p = &state->players[player];
  guint n_depots = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? TS_BURGUNDY_N_DEPOTS : 1;
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SHIELD_TILE, player);
  for (guint d = 0; d < n_depots; d++)
    {
      guint n_slots = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? TS_BURGUNDY_DEPOT_SLOTS : TS_BURGUNDY_BLACK_SLOTS;
      for (guint s = 0; s < n_slots; s++)
        {
          guint on_board = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? state->depots[d][s] : state->black[s];
          guint back = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? 0 : 1;
          int colour = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? ts_burgundy_slot_colour (state, d, s) : -1;

          if (on_board == TS_BURGUNDY_TILE_NONE)
            continue;
          e.depot = kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? (int)d + 1 : 0;
          e.slot = s;
          for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
            {
              if (on_board != TS_BURGUNDY_TILE_UNKNOWN && t != on_board)
                continue;
              if (on_board == TS_BURGUNDY_TILE_UNKNOWN
                  && (state->supply[back][t] == 0
                      || (colour >= 0 && (int)ts_burgundy_tile_colour (t) != colour)))
                continue;
              e.tile = on_board == TS_BURGUNDY_TILE_UNKNOWN ? t : 0;
              for (guint sp = 0; sp < p->duchy.n_cells; sp++)
                if (space_fits (state, p, t, sp))
                  {
                    e.space = sp;
                    if (n < max)
                      out[n] = e;
                    n++;
                  }
            }
        }
    }
  return n;
}

/* The tax (CB-SHG-07/08): can @p pay for at least one shield? */
static gboolean
can_pay_any (const TsBurgundyPlayer *p)
{
  return p->silver > 0 || (ts_burgundy_has_shield (p, 3) && p->workers > 0);
}

/* Every pay-shields entry: which shields leave, and with shield 3 how many workers pay. */
static guint
list_tax (const TsBurgundyState *state, guint player, TsBurgundyEntry *out, guint max, guint n)
{
  const TsBurgundyPlayer *p = &state->players[player];
  guint32 held = ts_burgundy_shields_held (p);
  gboolean three = ts_burgundy_has_shield (p, 3);
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PAY_SHIELDS, player);
  /* Every subset of the held shields leaving, the empty one included. */
  for (guint32 sub = held;; sub = (sub - 1) & held)
    {
      int paid = popcount (held) - popcount (sub);
      for (int w = 0; w <= (three ? MIN (paid, p->workers) : 0); w++)
        if (paid - w <= p->silver)
          {
            e.remove = sub;
            e.workers = w > 0 ? w : -1;
            if (n < max)
              out[n] = e;
            n++;
          }
      if (sub == 0)
        break;
    }
  return n;
}

/* The phase end ------------------------------------------------------------------------ */

void
ts_burgundy_shields_pay (TsBurgundyState *state, guint player, guint32 remove, int workers)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint32 held = ts_burgundy_shields_held (p);
  int paid = popcount (held) - popcount (remove);

  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if ((remove >> n) & 1u)
      {
        int s = shield_space (p, n);
        /* remove_shield is in ts-burgundy-shields.c; this file only decides which. */
        ts_burgundy_shield_leaves (state, p, s);
      }
  ts_burgundy_gain (state, player, TS_LEDGER_SILVER, -(paid - workers),
                    TS_BURGUNDY_CAUSE_SHIELD_TAX, paid);
  ts_burgundy_gain (state, player, TS_LEDGER_WORKERS, -workers, TS_BURGUNDY_CAUSE_SHIELD_TAX,
                    paid);
}

/* The team game (issue 26): the shields are the team board's, so a team takes its shield
 * 14/15 tiles and pays its tax once, when the first of its members comes in turn order. */
static gboolean
team_decided (const TsBurgundyState *state, guint player)
{
  if (!state->options.team)
    return FALSE;
  for (guint k = 0; k < state->n_players && state->order[k] != player; k++)
    if (state->order[k] == ts_burgundy_team_partner (player))
      return TRUE;
  return FALSE;
}

/* Does item @item wait for a decision? Items without one are done here (a tax nobody can
 * pay: every shield leaves). */
static gboolean
item_waits (TsBurgundyState *state, guint item)
{
  guint player;
  TsBurgundyShieldStep kind = step_kind (state, item, &player);
  TsBurgundyPlayer *p = &state->players[player];

  if (team_decided (state, player))
    return FALSE;
  switch (kind)
    {
      case TS_BURGUNDY_SHIELD_STEP_TILE_14:
      case TS_BURGUNDY_SHIELD_STEP_TILE_15:
        return ts_burgundy_has_shield (p, kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 ? 14 : 15)
               && list_shield_tiles (state, player, kind, NULL, 0, 0) > 0;
      case TS_BURGUNDY_SHIELD_STEP_TAX:
      default:
        if (ts_burgundy_shields_held (p) == 0)
          return FALSE;
        if (!can_pay_any (p))
          {
            ts_burgundy_shields_pay (state, player, ts_burgundy_shields_held (p), 0);
            ts_burgundy_team_sync (state, player);
            return FALSE;
          }
        return TRUE;
    }
}

/* Called at the start of every phase end (ts_burgundy_end_phase) and again after each of its
 * decisions: TRUE while a player must decide (STAGE_PHASE_END), FALSE once all is done. */
gboolean
ts_burgundy_shields_phase_end (TsBurgundyState *state)
{
  if (!state->options.shields)
    return FALSE;
  for (guint item = state->phase_end_step; item < 3u * state->n_players; item++)
    if (item_waits (state, item))
      {
        guint player;
        step_kind (state, item, &player);
        state->phase_end_step = item + 1;
        state->phase_end_player = player;
        state->current = player;
        state->bought = 1; /* no purchase at a phase end */
        state->stage = TS_BURGUNDY_STAGE_PHASE_END;
        return TRUE;
      }
  state->phase_end_step = 0;
  state->phase_end_player = 0;
  ts_burgundy_shields_refresh (state);
  return FALSE;
}


/* After every applied entry: a phase end goes on once its decision (and the effects of a
 * tile placed by shield 14/15) is done; shield 6's monasteries follow the table. */
void
ts_burgundy_shields_after_entry (TsBurgundyState *state, gboolean was_phase_end)
{
  if (!state->options.shields)
    return;
  if (was_phase_end && state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0)
    ts_burgundy_end_phase (state);
  ts_burgundy_shields_refresh (state);
}

/* Legal entries of the shields module for whoever decides now (appended from @n). */
guint
ts_burgundy_shields_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                           guint n)
{
  TsBurgundyEntry e;

  if (!state->options.shields)
    return n;
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0)
    {
      guint player = state->phase_end_player;
      TsBurgundyShieldStep kind = ts_burgundy_shields_step (state);

      if (kind == TS_BURGUNDY_SHIELD_STEP_TAX)
        return list_tax (state, player, out, max, n);
      n = list_shield_tiles (state, player, kind, out, max, n);
      if (!state->options.shield_tile_must)
        {
          ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_DECLINE, player);
          if (n < max)
            out[n] = e;
          n++;
        }
      return n;
    }

  const TsBurgundyPlayer *p = &state->players[state->current];
  guint top = state->n_pending ? state->pending[state->n_pending - 1] : 255;
  int v = -1;

  if (state->stage == TS_BURGUNDY_STAGE_TURN && state->n_pending == 0 && state->die_used == 0
      && state->dice[state->current][0] == state->dice[state->current][1])
    v = state->dice[state->current][0];
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_SHIELD, state->current);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      if (top == TS_BURGUNDY_PENDING_CASTLE && ts_burgundy_has_shield (p, 11))
        e.die = TS_BURGUNDY_SRC_CASTLE;
      else if (v == (int)d + 1)
        e.die = TS_BURGUNDY_SRC_DOUBLES;
      else
        continue;
      for (guint s = 0; s < TS_BURGUNDY_SHIELD_SLOTS; s++)
        if (state->shield_depot[d][s] != 0)
          for (guint sp = 0; sp < p->duchy.n_cells; sp++)
            if (p->tiles[sp] == TS_BURGUNDY_TILE_CASTLE)
              {
                e.depot = d + 1;
                e.slot = s;
                e.space = sp;
                if (n < max)
                  out[n] = e;
                n++;
              }
    }
  if (state->stage != TS_BURGUNDY_STAGE_TURN)
    return n;
  if (ts_burgundy_has_shield (p, 6) && p->shield6_player < 0)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_CHOOSE_PLAYER, state->current);
      for (guint q = 0; q < state->n_players; q++)
        if (q != state->current && !ts_burgundy_same_team (state, q, state->current))
          {
            e.target = q;
            if (n < max)
              out[n] = e;
            n++;
          }
    }
  if (ts_burgundy_has_shield (p, 16) && !state->shield16_used && state->n_pending == 0)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SET_DIE, state->current);
      for (int i = 0; i < 2; i++)
        if (!((state->die_used >> i) & 1u))
          for (int to = 1; to <= 6; to++)
            if (to != state->dice[state->current][i])
              {
                e.die = i;
                e.to = to;
                if (n < max)
                  out[n] = e;
                n++;
              }
    }
  return n;
}

/* Random setup for property tests and benchmarks (CB-SHG-01). */
void
ts_burgundy_shields_random_setup (const TsBurgundyState *state, GRand *rand, TsBurgundyEntry *e)
{
  guint8 numbers[TS_BURGUNDY_N_SHIELDS];
  guint k = 0;

  for (guint i = 0; i < TS_BURGUNDY_N_SHIELDS; i++)
    numbers[i] = i + 1;
  for (guint i = TS_BURGUNDY_N_SHIELDS - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      guint8 t = numbers[i];
      numbers[i] = numbers[j];
      numbers[j] = t;
    }
  ts_burgundy_entry_init (e, TS_BURGUNDY_ENTRY_SET_SHIELDS, -1);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_SHIELD_SLOTS; s++)
      if (ts_burgundy_shield_slot_used (state, d, s))
        e->shields[d][s] = numbers[k++];
}
