/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Listing every legal decision. Fast path: no allocation, the caller's array; entries past
 * its end are still counted so that the caller can ask again with room for all of them
 * (ts_burgundy_legal_all). The property tests check that every listed entry is accepted by
 * ts_burgundy_apply(), and tests/engine/test-burgundy-legal.c that the list is complete. */
#include "ts-burgundy-rules.h"

typedef struct
{
  TsBurgundyEntry *out;
  guint n;
  guint max;
} Sink;

static void
emit (Sink *sink, const TsBurgundyEntry *e)
{
  if (sink->n < sink->max)
    sink->out[sink->n] = *e;
  sink->n++;
}

/* Where in the listing the modules' parts add their entries (TsBurgundyPart). */
typedef enum
{
  PARTS_LEGAL,
  PARTS_LEGAL_WAITING,
  PARTS_LEGAL_PHASE_END,
} PartsPoint;

static guint
parts_legal (const TsBurgundyState *state, PartsPoint point, TsBurgundyEntry *out, guint max,
             guint n)
{
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    {
      guint (*legal) (const TsBurgundyState *, TsBurgundyEntry *, guint, guint)
          = point == PARTS_LEGAL           ? (*part)->legal
            : point == PARTS_LEGAL_WAITING ? (*part)->legal_waiting
                                           : (*part)->legal_phase_end;

      if (legal != NULL)
        n = legal (state, out, max, n);
    }
  return n;
}

/* A tile taken from the board: one entry per identity when unknown, per discard when the
 * storage is full. */
/* Where the tile goes: a free storage space, else each discard when allowed; in the team game
 * each kind of storage, shared and private (CB-TEM-08). @size is the player's storage size
 * and @all_full whether every space of it is taken (ts_burgundy_free_storage() < 0): the
 * caller asks them once for every tile it lists. */
static void
emit_stores (Sink *sink, const TsBurgundyState *state, TsBurgundyEntry *e, gboolean discard_ok,
             guint size, gboolean all_full)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint first = state->options.team ? TS_BURGUNDY_STORE_SHARED : TS_BURGUNDY_STORE_ANY;
  guint last = state->options.team ? TS_BURGUNDY_STORE_PRIVATE : TS_BURGUNDY_STORE_ANY;

  for (guint store = first; store <= last; store++)
    {
      gboolean full = TRUE;

      e->store = store;
      for (guint k = 0; k < size; k++)
        full = full
               && (!ts_burgundy_team_store_slot_sized (state, size, e, k)
                   || p->storage[k] != TS_BURGUNDY_TILE_NONE);
      if (!full)
        {
          e->discard = -1;
          emit (sink, e);
        }
      /* CB-ACT-04: a discard only when every space is full, or by kind with the option. */
      else if (discard_ok
               && (state->options.team_discard_by_kind || all_full))
        for (guint k = 0; k < size; k++)
          if (ts_burgundy_team_store_slot_sized (state, size, e, k))
            {
              e->discard = k;
              emit (sink, e);
            }
    }
  e->store = TS_BURGUNDY_STORE_ANY;
  e->discard = -1;
}

static void
emit_take (Sink *sink, const TsBurgundyState *state, TsBurgundyEntry *e, guint on_board, guint back,
           int colour, gboolean discard_ok)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean full = ts_burgundy_free_storage (p) < 0;
  /* Slots from the storage size on take nothing: emit_stores's loops stop there. */
  guint size = MIN (ts_burgundy_storage_size (p), TS_BURGUNDY_MAX_STORAGE);

  if (full && !discard_ok)
    return;
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    {
      if (on_board != TS_BURGUNDY_TILE_UNKNOWN)
        {
          if (t != TS_BURGUNDY_TILE_CASTLE)
            break;
          e->tile = 0;
        }
      else
        {
          if (state->supply[back][t] == 0
              || (back == 0 && (int)ts_burgundy_tile_colour (t) != colour))
            continue;
          e->tile = t;
        }
      emit_stores (sink, state, e, discard_ok, size, full);
    }
  e->tile = 0;
}

static void
list_takes (Sink *sink, const TsBurgundyState *state, int source, guint value, guint effect)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m12 = ts_burgundy_has_monastery (p, 12);
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, state->current);
  e.die = source;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      if (value != 0 && !ts_burgundy_die_reaches (value, d + 1, m12))
        continue;
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        {
          guint t = state->depots[d][s];
          if (t == TS_BURGUNDY_TILE_NONE)
            continue;
          int colour = ts_burgundy_slot_colour (state, d, s);
          if (effect != 255 && !ts_burgundy_effect_accepts_colour (effect, colour))
            continue;
          e.depot = d + 1;
          e.slot = s;
          emit_take (sink, state, &e, t, 0, colour, effect == 255 || state->options.effect_discard);
        }
    }
}

static void
list_places (Sink *sink, const TsBurgundyState *state, int source, guint value)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, state->current);
  e.die = source;
  guint size = ts_burgundy_storage_size (p);
  for (guint k = 0; k < size; k++)
    {
      guint t = p->storage[k];
      if (t == TS_BURGUNDY_TILE_NONE)
        continue;
      gboolean free_change = ts_burgundy_place_free_change (p, t);
      /* ts_burgundy_tile_fits() with the tile's colour asked once per tile, not per space */
      TsBurgundyColour colour = ts_burgundy_tile_colour (t);
      gboolean any_colour = t == TS_BURGUNDY_TILE_INN || t == TS_BURGUNDY_TILE_FACE_DOWN;
      for (guint s = 0; s < p->duchy.n_cells; s++)
        {
          if (p->tiles[s] != TS_BURGUNDY_TILE_NONE)
            continue;
          if (p->duchy.colour[s] != colour
              && !(any_colour && p->duchy.colour[s] < TS_BURGUNDY_N_COLOURS))
            continue;
          if (value != 0 && !ts_burgundy_die_reaches (value, p->duchy.die[s], free_change))
            continue;
          if (!ts_burgundy_may_place_at (state, p, s)
              || !ts_burgundy_building_allowed (state, p, t, s))
            continue;
          e.storage = k;
          e.space = s;
          emit (sink, &e);
        }
    }
}

static void
list_sales (Sink *sink, const TsBurgundyState *state, int source, guint value)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SELL_GOODS, state->current);
  e.die = source;
  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0 && (value == 0 || value == g))
      {
        e.goods = g;
        emit (sink, &e);
      }
}

static void
list_simple (Sink *sink, const TsBurgundyState *state, TsBurgundyEntryType type, int source)
{
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, type, state->current);
  e.die = source;
  emit (sink, &e);
}

/* A ship's choice, and with shield 5 the same with each goods type it may also take from
 * every depot (CB-SHD-05); @taken: the types the normal pick takes. */
static void
emit_ship (Sink *sink, const TsBurgundyState *state, TsBurgundyEntry *e, guint held, guint taken)
{
  e->shield_goods = -1;
  emit (sink, e);
  if (!ts_burgundy_has_shield (&state->players[state->current], 5))
    return;
  for (guint g = 1; g <= 6; g++)
    if (ts_burgundy_shield_goods_ok (state, e->depot, e->second_depot, taken, held | taken, g))
      {
        e->shield_goods = g;
        emit (sink, e);
      }
  e->shield_goods = -1;
}

static void
list_ship (Sink *sink, const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m5 = ts_burgundy_has_monastery (p, 5);
  guint held = 0;
  TsBurgundyEntry e;

  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      held |= 1u << g;
  guint free_spaces = state->options.solo ? 6 /* CB-SOL-03 */
                                           : TS_BURGUNDY_GOODS_SPACES - ts_burgundy_goods_types (p);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT, state->current);
  for (int d = 1; d <= 6; d++)
    for (int k = 0; k < (m5 ? 3 : 1); k++)
      {
        int second = k == 0 ? -1 : k == 1 ? d % 6 + 1 : (d + 4) % 6 + 1;
        guint all = 0;
        for (guint g = 1; g <= 6; g++)
          if (state->depot_goods[d - 1][g] > 0
              || (second > 0 && state->depot_goods[second - 1][g] > 0))
            all |= 1u << g;
        guint fresh = all & ~held;
        e.depot = d;
        e.second_depot = second;
        if ((guint)__builtin_popcount (fresh) <= free_spaces || free_spaces == 0)
          {
            e.keep = 0;
            emit_ship (sink, state, &e, held, all & (held | (free_spaces > 0 ? fresh : 0)));
            continue;
          }
        /* Every way to choose exactly free_spaces of the new types. */
        for (guint sub = fresh; sub != 0; sub = (sub - 1) & fresh)
          if ((guint)__builtin_popcount (sub) == free_spaces)
            {
              e.keep = sub;
              emit_ship (sink, state, &e, held, all & (held | sub));
            }
      }
}

/* Emits @e when the rules accept it: the module entries are few, so asking is cheapest. */
static void
emit_if_legal (Sink *sink, const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (ts_burgundy_extras_check (state, e, NULL))
    emit (sink, e);
}

/* CB-INN-03 (every payment and discard) and CB-MON-28: at any moment of the turn. */
static void
list_extra_buys (Sink *sink, const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  TsBurgundyEntry e;

  if (ts_burgundy_can_buy_inn (state))
    {
      guint first = state->options.team ? TS_BURGUNDY_STORE_SHARED : TS_BURGUNDY_STORE_ANY;
      guint last = state->options.team ? TS_BURGUNDY_STORE_PRIVATE : TS_BURGUNDY_STORE_ANY;
      int size = (int)ts_burgundy_storage_size (p);

      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_INN, state->current);
      for (guint store = first; store <= last; store++)
        for (int w = 0; w <= 2; w++)
          for (int k = -1; k < size; k++)
            {
              e.store = store;
              e.workers = w > 0 ? w : -1;
              e.discard = k;
              emit_if_legal (sink, state, &e);
            }
    }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_WORKERS, state->current);
  emit_if_legal (sink, state, &e);
}

/* CB-WHC-02/03: one action at the white castle's value, which workers may change. */
static void
list_white (Sink *sink, const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint v = state->white_value;
  TsBurgundyEntry e;

  list_takes (sink, state, TS_BURGUNDY_SRC_WHITE, v, 255);
  list_places (sink, state, TS_BURGUNDY_SRC_WHITE, v);
  list_sales (sink, state, TS_BURGUNDY_SRC_WHITE, v);
  list_simple (sink, state, TS_BURGUNDY_ENTRY_TAKE_WORKERS, TS_BURGUNDY_SRC_WHITE);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SPEND_WORKERS, state->current);
  e.die = TS_BURGUNDY_SRC_WHITE;
  for (guint to = 1; to <= 6; to++)
    if (to != v && ts_burgundy_worker_cost (p, v, to) <= p->workers)
      {
        e.to = to;
        emit (sink, &e);
      }
}

/* CB-EXT-02: each building type the crane may trigger. */
static void
list_crane (Sink *sink, const TsBurgundyState *state)
{
  TsBurgundyEntry e;

  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_CRANE_EFFECT, state->current);
  for (int b = 0; b <= TS_BURGUNDY_N_BUILDINGS; b++)
    {
      e.building = b;
      emit_if_legal (sink, state, &e);
    }
}

static void
list_buys (Sink *sink, const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m6 = ts_burgundy_has_monastery (p, 6);
  TsBurgundyEntry e;

  list_extra_buys (sink, state);
  if (!ts_burgundy_can_buy (state))
    return;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_BLACK, state->current);
  for (int w = 0; w <= (m6 ? 2 : 0); w++)
    {
      if (p->silver < 2 - w || p->workers < w)
        continue;
      e.workers = w > 0 ? w : -1;
      for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
        if (state->black[s] != TS_BURGUNDY_TILE_NONE)
          {
            e.depot = 0;
            e.slot = s;
            emit_take (sink, state, &e, state->black[s], 1, 0, state->options.effect_discard);
          }
      if (m6)
        for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
          for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
            if (state->depots[d][s] != TS_BURGUNDY_TILE_NONE)
              {
                e.depot = d + 1;
                e.slot = s;
                emit_take (sink, state, &e, state->depots[d][s], 0,
                           ts_burgundy_slot_colour (state, d, s), state->options.effect_discard);
              }
    }
}

guint
ts_burgundy_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max)
{
  Sink sink = { out, 0, max };

  /* A phase end waits for a shield holder; a tile placed there has its effects resolved
   * like in a turn (CB-SHD-14/15). */
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0)
    return parts_legal (state, PARTS_LEGAL_PHASE_END, out, max, 0);
  if (state->stage != TS_BURGUNDY_STAGE_TURN && state->stage != TS_BURGUNDY_STAGE_PHASE_END)
    return 0;
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (state->n_pending > 0)
    {
      guint top = state->pending[state->n_pending - 1];
      switch (top)
        {
          case TS_BURGUNDY_PENDING_SHIP:
            list_ship (&sink, state);
            sink.n = parts_legal (state, PARTS_LEGAL, out, max, sink.n);
            list_buys (&sink, state);
            return sink.n;
          case TS_BURGUNDY_PENDING_CASTLE:
          case TS_BURGUNDY_PENDING_SOLO_ACTION: /* CB-SOL-22: like a castle's action */
            {
              int src = top == TS_BURGUNDY_PENDING_CASTLE ? TS_BURGUNDY_SRC_CASTLE
                                                          : TS_BURGUNDY_SRC_TARGET;
              list_takes (&sink, state, src, 0, 255);
              list_places (&sink, state, src, 0);
              list_sales (&sink, state, src, 0);
              list_simple (&sink, state, TS_BURGUNDY_ENTRY_TAKE_WORKERS, src);
              break;
            }
          case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
          case TS_BURGUNDY_PENDING_SOLO_BLACK:
          case TS_BURGUNDY_PENDING_SOLO_BUY:
            break; /* ts_burgundy_solo_legal() below */
          case TS_BURGUNDY_PENDING_CITY_HALL:
            list_places (&sink, state, TS_BURGUNDY_SRC_CITY_HALL, 0);
            break;
          case TS_BURGUNDY_PENDING_WAREHOUSE:
            list_sales (&sink, state, TS_BURGUNDY_SRC_WAREHOUSE, 0);
            break;
          case TS_BURGUNDY_PENDING_WHITE_CASTLE:
            list_white (&sink, state);
            break;
          case TS_BURGUNDY_PENDING_CRANE:
            list_crane (&sink, state);
            break;
          case TS_BURGUNDY_PENDING_ROUTE_BUILDING:
          case TS_BURGUNDY_PENDING_ROUTE_CHURCH:
          case TS_BURGUNDY_PENDING_ROUTE_ANY:
            list_takes (&sink, state, TS_BURGUNDY_SRC_ROUTE, 0, top);
            break;
          default:
            list_takes (&sink, state, top + 1, 0, top);
            break;
        }
      sink.n = parts_legal (state, PARTS_LEGAL, out, max, sink.n);
      /* CB-BLK-01: the purchase may come while an effect waits. */
      list_buys (&sink, state);
      return parts_legal (state, PARTS_LEGAL_WAITING, out, max, sink.n);
    }

  for (int i = 0; i < 2; i++)
    {
      if ((state->die_used >> i) & 1u)
        continue;
      guint v = state->dice[state->current][i];
      list_takes (&sink, state, i, v, 255);
      list_places (&sink, state, i, v);
      list_sales (&sink, state, i, v);
      list_simple (&sink, state, TS_BURGUNDY_ENTRY_TAKE_WORKERS, i);
      TsBurgundyEntry e;
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SPEND_WORKERS, state->current);
      e.die = i;
      for (guint to = 1; to <= 6; to++)
        if (to != v && ts_burgundy_worker_cost (p, v, to) <= p->workers)
          {
            e.to = to;
            emit (&sink, &e);
          }
    }
  sink.n = parts_legal (state, PARTS_LEGAL, out, max, sink.n);
  list_buys (&sink, state);
  list_simple (&sink, state, TS_BURGUNDY_ENTRY_END_TURN, -1);
  return sink.n;
}

TsBurgundyEntry *
ts_burgundy_legal_all (const TsBurgundyState *state, guint *n_out)
{
  TsBurgundyEntry first[256];
  guint n = ts_burgundy_legal (state, first, G_N_ELEMENTS (first));
  TsBurgundyEntry *all;

  if (n <= G_N_ELEMENTS (first))
    all = g_memdup2 (first, MAX (n, 1u) * sizeof first[0]);
  else
    {
      all = g_new (TsBurgundyEntry, n);
      guint again = ts_burgundy_legal (state, all, n);
      g_assert (again == n);
    }
  *n_out = n;
  return all;
}
