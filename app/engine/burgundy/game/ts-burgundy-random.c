/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for property tests and benchmarks (never used to
 * play for the table: the table is the truth). */
#include "ts-burgundy-game.h"

#include <string.h>

static guint
draw_goods (guint8 *supply, GRand *rand)
{
  guint total = 0;
  for (guint g = 1; g <= 6; g++)
    total += supply[g];
  if (total == 0)
    return 0;
  guint k = g_rand_int_range (rand, 0, total);
  for (guint g = 1; g <= 6; g++)
    {
      if (k < supply[g])
        {
          supply[g]--;
          return g;
        }
      k -= supply[g];
    }
  return 0;
}

static guint
draw_tile (guint8 *supply, int colour, GRand *rand)
{
  guint total = 0;
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (colour < 0 || (int)ts_burgundy_tile_colour (t) == colour)
      total += supply[t];
  if (total == 0)
    return TS_BURGUNDY_TILE_NONE;
  guint k = g_rand_int_range (rand, 0, total);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    {
      if (colour >= 0 && (int)ts_burgundy_tile_colour (t) != colour)
        continue;
      if (k < supply[t])
        {
          supply[t]--;
          return t;
        }
      k -= supply[t];
    }
  return TS_BURGUNDY_TILE_NONE;
}

gboolean
ts_burgundy_random_entry (const TsBurgundyState *state, GRand *rand, TsBurgundyEntry *entry)
{
  guint8 goods[7];
  guint8 supply[2][TS_BURGUNDY_N_TILES];

  memcpy (goods, state->goods_supply, sizeof goods);
  switch (state->stage)
    {
      case TS_BURGUNDY_STAGE_STARTING_GOODS:
        for (guint i = 0; i < state->n_players; i++)
          if (!state->players[i].has_starting_goods)
            {
              ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_STARTING_GOODS, i);
              for (guint k = 0; k < 3; k++)
                entry->starting[k] = draw_goods (goods, rand);
              return TRUE;
            }
        return FALSE;
      case TS_BURGUNDY_STAGE_FILL:
        /* Random games assume no unknown tiles, so the supply is exact per face. */
        memcpy (supply, state->supply, sizeof supply);
        ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_FILL_DEPOTS, -1);
        for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
          for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
            if (ts_burgundy_slot_used (state, d, s))
              entry->fill[d][s]
                  = draw_tile (supply[0], ts_burgundy_slot_colour (state, d, s), rand);
        for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
          if (ts_burgundy_black_used (state, s))
            entry->fill_black[s] = draw_tile (supply[1], -1, rand);
        for (guint r = 0; r < TS_BURGUNDY_ROUNDS; r++)
          entry->fill_goods[r] = draw_goods (goods, rand);
        return TRUE;
      case TS_BURGUNDY_STAGE_ROLL:
        ts_burgundy_entry_init (entry, TS_BURGUNDY_ENTRY_ROLL, -1);
        for (guint i = 0; i < state->n_players; i++)
          for (guint k = 0; k < 2; k++)
            entry->dice[i][k] = g_rand_int_range (rand, 1, 7);
        entry->white = g_rand_int_range (rand, 1, 7);
        return TRUE;
      case TS_BURGUNDY_STAGE_SHIELDS:
        ts_burgundy_shields_random_setup (state, rand, entry);
        return TRUE;
      case TS_BURGUNDY_STAGE_SOLO_REMOVE:
        ts_burgundy_solo_random_remove (state, entry);
        return TRUE;
      case TS_BURGUNDY_STAGE_PHASE_END:
      case TS_BURGUNDY_STAGE_TURN:
        {
          TsBurgundyEntry first[256];
          guint n = ts_burgundy_legal (state, first, G_N_ELEMENTS (first));
          g_autofree TsBurgundyEntry *all = NULL;
          const TsBurgundyEntry *legal = first;
          if (n > G_N_ELEMENTS (first))
            legal = all = ts_burgundy_legal_all (state, &n);
          /* Weighted so that random players build their duchies (and so reach area,
           * colour and monastery rules) instead of mostly ending turns. */
          static const guint weight[TS_BURGUNDY_N_ENTRY_TYPES] = {
            [TS_BURGUNDY_ENTRY_TAKE_TILE] = 40,         [TS_BURGUNDY_ENTRY_PLACE_TILE] = 200,
            [TS_BURGUNDY_ENTRY_SELL_GOODS] = 60,        [TS_BURGUNDY_ENTRY_TAKE_WORKERS] = 10,
            [TS_BURGUNDY_ENTRY_SPEND_WORKERS] = 4,      [TS_BURGUNDY_ENTRY_BUY_BLACK] = 20,
            [TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT] = 10, [TS_BURGUNDY_ENTRY_DECLINE] = 2,
            [TS_BURGUNDY_ENTRY_END_TURN] = 2,
            [TS_BURGUNDY_ENTRY_BUY_INN] = 20,           [TS_BURGUNDY_ENTRY_BUY_WORKERS] = 2,
            [TS_BURGUNDY_ENTRY_CRANE_EFFECT] = 20,
            [TS_BURGUNDY_ENTRY_TAKE_SHIELD] = 100,      [TS_BURGUNDY_ENTRY_SET_DIE] = 4,
            [TS_BURGUNDY_ENTRY_CHOOSE_PLAYER] = 50,     [TS_BURGUNDY_ENTRY_PAY_SHIELDS] = 10,
            [TS_BURGUNDY_ENTRY_SHIELD_TILE] = 20,
            [TS_BURGUNDY_ENTRY_SOLO_EXCHANGE] = 20,     [TS_BURGUNDY_ENTRY_SOLO_BLACK] = 100,
            [TS_BURGUNDY_ENTRY_BUY_VP] = 3,
          };
          guint total = 0;
          g_assert (n > 0);
          for (guint i = 0; i < n; i++)
            total += weight[legal[i].type];
          guint k = g_rand_int_range (rand, 0, total);
          for (guint i = 0; i < n; i++)
            {
              if (k < weight[legal[i].type])
                {
                  *entry = legal[i];
                  return TRUE;
                }
              k -= weight[legal[i].type];
            }
          *entry = legal[n - 1];
          return TRUE;
        }
      case TS_BURGUNDY_STAGE_OVER:
      default:
        return FALSE;
    }
}

/* The crowded decision ----------------------------------------------------------------- */

typedef struct
{
  TsBurgundyState *state;
  GArray *entries;
  gboolean ok;
} Script;

static void
play (Script *sc, const TsBurgundyEntry *e)
{
  if (sc->ok && ts_burgundy_apply (sc->state, e, NULL))
    g_array_append_val (sc->entries, *e);
  else
    sc->ok = FALSE;
}

/* A goods type still in the supply, the most plentiful first. */
static guint
plentiful_goods (guint8 supply[7])
{
  guint best = 1;
  for (guint g = 2; g <= 6; g++)
    if (supply[g] > supply[best])
      best = g;
  supply[best]--;
  return best;
}

static void
roll_for (Script *sc, guint me, guint a, guint b)
{
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_ROLL, -1);
  for (guint i = 0; i < sc->state->n_players; i++)
    e.dice[i][0] = e.dice[i][1] = 1;
  e.dice[me][0] = a;
  e.dice[me][1] = b;
  e.white = 1;
  play (sc, &e);
}

static void
end_round (Script *sc)
{
  TsBurgundyEntry e;

  while (sc->ok && sc->state->stage == TS_BURGUNDY_STAGE_TURN)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_END_TURN, sc->state->current);
      play (sc, &e);
    }
}

/* Takes an unknown tile from a depot that still has one, naming it as a face with more than
 * one copy left (so every face stays possible for the tiles still unknown); returns the die
 * number used, 0 when none is left. */
static guint
unknown_depot (const TsBurgundyState *s)
{
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      if (s->depots[d][k] == TS_BURGUNDY_TILE_UNKNOWN)
        return d + 1;
  return 0;
}

static void
take_unknown (Script *sc, guint die_index)
{
  const TsBurgundyState *s = sc->state;
  guint depot = s->dice[s->current][die_index];
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, s->current);
  e.die = die_index;
  e.depot = depot;
  for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS && e.slot < 0; k++)
    if (s->depots[depot - 1][k] == TS_BURGUNDY_TILE_UNKNOWN)
      e.slot = k;
  if (e.slot < 0)
    {
      sc->ok = FALSE;
      return;
    }
  int colour = ts_burgundy_slot_colour (s, depot - 1, e.slot);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if ((int)ts_burgundy_tile_colour (t) == colour
        && (e.tile == 0 || s->supply[0][t] > s->supply[0][e.tile]))
      e.tile = t;
  play (sc, &e);
}

GArray *
ts_burgundy_crowded_entries (const TsBurgundyState *start)
{
  g_autofree TsBurgundyState *s = ts_burgundy_state_copy (start);
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  Script sc = { s, entries, start->stage == TS_BURGUNDY_STAGE_STARTING_GOODS };
  guint8 goods[7];
  TsBurgundyEntry e;
  int m6_depot = -1, m6_slot = -1;

  /* Starting goods; the first player holds a 1 to sell for silver. */
  memcpy (goods, s->goods_supply, sizeof goods);
  for (guint i = 0; i < s->n_players; i++)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_STARTING_GOODS, i);
      e.starting[0] = goods[1] > 0 ? (goods[1]--, 1) : plentiful_goods (goods);
      e.starting[1] = plentiful_goods (goods);
      e.starting[2] = plentiful_goods (goods);
      play (&sc, &e);
    }
  /* Quick fill: every depot space unknown but one monastery space showing monastery 6. */
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_FILL_DEPOTS, -1);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      if (ts_burgundy_slot_used (s, d, k))
        {
          e.fill[d][k] = TS_BURGUNDY_TILE_UNKNOWN;
          if (m6_depot < 0 && ts_burgundy_slot_colour (s, d, k) == TS_BURGUNDY_MONASTERY)
            {
              m6_depot = d;
              m6_slot = k;
              e.fill[d][k] = TS_BURGUNDY_MONASTERY_TILE (6);
            }
        }
  for (guint k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
    if (ts_burgundy_black_used (s, k))
      e.fill_black[k] = TS_BURGUNDY_TILE_UNKNOWN;
  memcpy (goods, s->goods_supply, sizeof goods);
  for (guint r = 0; r < TS_BURGUNDY_ROUNDS; r++)
    e.fill_goods[r] = plentiful_goods (goods);
  play (&sc, &e);
  if (!sc.ok || m6_depot < 0)
    return NULL;

  /* Round 1: the first player takes monastery 6 and places it next to their castle. */
  guint me = s->order[0];
  const TsBurgundyPlayer *p = &s->players[me];
  int space = -1;
  for (guint k = 0; k < p->duchy.n_cells && space < 0; k++)
    if (p->tiles[k] == TS_BURGUNDY_TILE_NONE && p->duchy.colour[k] == TS_BURGUNDY_MONASTERY
        && ts_burgundy_adjacent_to_tile (s, p, k))
      space = k;
  if (space < 0)
    return NULL;
  roll_for (&sc, me, m6_depot + 1, p->duchy.die[space]);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, me);
  e.die = 0;
  e.depot = m6_depot + 1;
  e.slot = m6_slot;
  play (&sc, &e);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, me);
  e.die = 1;
  e.storage = 0;
  e.space = space;
  play (&sc, &e);
  end_round (&sc);

  /* Rounds 2-4: an unknown tile each round (storage full at the end), a sale of the 1 (2
   * silver) and workers (5). */
  for (guint r = 1; r < 4 && sc.ok; r++)
    {
      roll_for (&sc, me, unknown_depot (s), r == 1 ? 1 : 2);
      take_unknown (&sc, 0);
      ts_burgundy_entry_init (
          &e, r == 1 ? TS_BURGUNDY_ENTRY_SELL_GOODS : TS_BURGUNDY_ENTRY_TAKE_WORKERS, me);
      e.die = 1;
      if (r == 1)
        e.goods = 1;
      play (&sc, &e);
      end_round (&sc);
    }
  /* Round 5: both dice unused. */
  roll_for (&sc, me, 1, 2);
  if (!sc.ok || s->current != me || ts_burgundy_free_storage (&s->players[me]) >= 0)
    return NULL;
  return g_steal_pointer (&entries);
}
