/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Applying entries: every handler checks everything first and only then changes the state,
 * so a refused entry leaves the state exactly as it was. */
#include "ts-burgundy-rules.h"
#include "ts-burgundy-routes.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define illegal ts_burgundy_illegal

void
ts_burgundy_start_turn (TsBurgundyState *state)
{
  state->current = state->order[state->turn];
  state->die_used = 0;
  state->bought = 0;
  state->inn_bought = 0;
  state->shield16_used = 0;
}

/* Player decisions ---------------------------------------------------------------------- */

static const char *
pending_sentence (guint pending)
{
  switch (pending)
    {
      case TS_BURGUNDY_PENDING_SHIP:
        return _ ("First choose the depot whose goods your ship takes.");
      case TS_BURGUNDY_PENDING_CASTLE:
        return _ ("First use (or decline) the extra action of the castle you placed.");
      case TS_BURGUNDY_PENDING_CITY_HALL:
        return _ ("First place (or decline) the extra tile your city hall allows.");
      case TS_BURGUNDY_PENDING_WAREHOUSE:
        return _ ("First make (or decline) the sale your warehouse allows.");
      case TS_BURGUNDY_PENDING_MARKET:
        return _ ("First take (or decline) the ship or animal tile your market allows.");
      case TS_BURGUNDY_PENDING_CARPENTER:
        return _ ("First take (or decline) the building tile your carpenter's workshop allows.");
      case TS_BURGUNDY_PENDING_WHITE_CASTLE:
        return _ ("First use (or decline) the action your white castle gives.");
      case TS_BURGUNDY_PENDING_CRANE:
        return _ ("First choose (or decline) the building whose effect your crane triggers.");
      case TS_BURGUNDY_PENDING_CHURCH:
        return _ ("First take (or decline) the castle, mine or monastery tile your church "
                  "allows.");
      default:
        return ts_burgundy_route_pending_sentence (pending);
    }
}

gboolean
ts_burgundy_check_actor (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (state->stage == TS_BURGUNDY_STAGE_OVER)
    return illegal (error, _ ("The game is over."));
  /* A tile placed by shield 14/15 at a phase end has its effects resolved then (CB-SHD-14). */
  if (state->stage != TS_BURGUNDY_STAGE_TURN
      && !(state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending > 0))
    return illegal (error, _ ("No one is taking a turn: the table must enter the next event "
                              "first."));
  if (e->player != state->current)
    /* Translators: both %s are player names */
    return illegal (error, _ ("It is %s's turn, not %s's."), state->names[state->current],
                    e->player >= 0 && e->player < state->n_players ? state->names[e->player] : "?");
  return TRUE;
}

static gboolean
check_actor (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  return ts_burgundy_check_actor (state, e, error);
}

/* Checks that @e->die may pay for this kind of action now; sets *value to the die value or
 * 0 when any value goes (castle, effects). */
static gboolean
check_source (const TsBurgundyState *state, const TsBurgundyEntry *e, guint allowed_effect,
              guint *value, GError **error)
{
  *value = 0;
  if (state->n_pending > 0)
    {
      guint top = state->pending[state->n_pending - 1];
      if (top == TS_BURGUNDY_PENDING_WHITE_CASTLE && e->die == TS_BURGUNDY_SRC_WHITE)
        {
          *value = state->white_value; /* CB-WHC-02 */
          return TRUE;
        }
      gboolean ok = (top == TS_BURGUNDY_PENDING_CASTLE && e->die == TS_BURGUNDY_SRC_CASTLE
                     && e->type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
                    || (top == allowed_effect
                        && e->die == (ts_burgundy_route_pending (top) ? TS_BURGUNDY_SRC_ROUTE
                                                                      : (int)(allowed_effect + 1)));
      if (!ok)
        return illegal (error, "%s", pending_sentence (top));
      return TRUE;
    }
  if (e->die != TS_BURGUNDY_SRC_DIE0 && e->die != TS_BURGUNDY_SRC_DIE1)
    return illegal (error, _ ("That effect is not waiting: use one of your two dice."));
  if ((state->die_used >> e->die) & 1u)
    return illegal (error, _ ("Each die gives one action per turn and this one is used."));
  *value = state->dice[state->current][e->die];
  return TRUE;
}

static void
use_source (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (e->die <= TS_BURGUNDY_SRC_DIE1)
    state->die_used |= 1u << e->die;
  else
    state->n_pending--;
}

static gboolean
check_storage (const TsBurgundyState *state, const TsBurgundyPlayer *p, const TsBurgundyEntry *e,
               gboolean discard_allowed, GError **error)
{
  if (ts_burgundy_free_storage (p) >= 0)
    {
      if (e->discard >= 0)
        return illegal (error, _ ("You have an empty storage space: nothing needs to be "
                                  "discarded."));
      return TRUE;
    }
  if (!discard_allowed)
    return illegal (error, _ ("Your 3 storage spaces are full and this effect does not let you "
                              "discard a tile to make room."));
  if (e->discard < 0 || e->discard >= (int)ts_burgundy_storage_size (p))
    return illegal (error, _ ("Your 3 storage spaces are full: say which stored tile to discard "
                              "to make room."));
  return TRUE;
}

/* The depot space an entry names, for refusals: "the beige city space of depot 2", or the
 * black depot. */
static char *
entry_slot_name (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (e->depot == 0)
    return g_strdup (_ ("the black depot"));
  return ts_burgundy_slot_name (state, e->depot - 1, e->slot);
}

/* Checks the identity given for a tile taken from the board. */
static gboolean
check_identity (const TsBurgundyState *state, const TsBurgundyEntry *e, guint on_board, guint back,
                int colour, GError **error)
{
  g_autofree char *where = entry_slot_name (state, e);

  if (on_board != TS_BURGUNDY_TILE_UNKNOWN)
    {
      if (e->tile != 0 && e->tile != on_board)
        /* Translators: a depot space (“the beige city space of depot 2”), two tile names */
        return illegal (error, _ ("The tile on %s is a %s, not a %s."), where,
                        ts_burgundy_tile_name (on_board), ts_burgundy_tile_name (e->tile));
      return TRUE;
    }
  if (e->tile < TS_BURGUNDY_TILE_CASTLE)
    /* Translators: a depot space (“the beige city space of depot 2”) or “the black depot” */
    return illegal (error,
                    _ ("The tile on %s was not identified when the depots were filled: "
                       "say which tile it is."),
                    where);
  if (!ts_burgundy_check_module_tile (state, e->tile, error))
    return FALSE;
  if (back == 0 && (int)ts_burgundy_tile_colour (e->tile) != colour)
    /* Translators: a tile name, a depot space (“the beige city space of depot 2”) */
    return illegal (error, _ ("A %s cannot lie on %s."), ts_burgundy_tile_name (e->tile), where);
  if (state->supply[back][e->tile] == 0)
    return illegal (error,
                    _ ("Every %s is already accounted for; that tile must be another "
                       "one."),
                    ts_burgundy_tile_name (e->tile));
  return TRUE;
}

static void
store_tile (TsBurgundyState *state, TsBurgundyPlayer *p, const TsBurgundyEntry *e, guint on_board,
            guint back, int colour)
{
  guint tile = on_board;

  if (on_board == TS_BURGUNDY_TILE_UNKNOWN)
    {
      tile = e->tile;
      state->supply[back][tile]--;
      state->unknown[back][back == 1 ? 0 : colour]--;
    }
  if (ts_burgundy_free_storage (p) < 0)
    {
      state->discarded[p->storage[e->discard]]++;
      p->storage[e->discard] = TS_BURGUNDY_TILE_NONE;
    }
  p->storage[ts_burgundy_free_storage (p)] = tile;
}

static gboolean
check_take (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint value;
  guint top = state->n_pending ? state->pending[state->n_pending - 1] : 255;
  guint effect = (top >= TS_BURGUNDY_PENDING_MARKET && top <= TS_BURGUNDY_PENDING_CHURCH)
                         || ts_burgundy_route_pending (top)
                     ? top
                     : 255;

  if (!check_actor (state, e, error) || !check_source (state, e, effect, &value, error))
    return FALSE;
  if (e->depot < 1 || e->depot > 6)
    return illegal (error, _ ("Tiles are taken from the numbered depots 1 to 6."));
  if (e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
    return illegal (error, _ ("Depot %d has no such space."), e->depot);
  if (state->depots[e->depot - 1][e->slot] == TS_BURGUNDY_TILE_NONE)
    {
      g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
      /* Translators: a depot space (“the beige city space of depot 2”) */
      return illegal (error, _ ("There is no tile on %s."), where);
    }
  if (value != 0 && !ts_burgundy_die_reaches (value, e->depot, ts_burgundy_has_monastery (p, 12)))
    {
      if (ts_burgundy_has_monastery (p, 12))
        /* Translators: die numbers: the die, the depots it reaches with monastery 12's free
         * change by 1, the depot chosen */
        return illegal (error,
                        _ ("A die showing %u takes a tile from depot %u, %u or %u (monastery "
                           "12); this is depot %d."),
                        value, (value + 4) % 6 + 1, value, value % 6 + 1, e->depot);
      /* Translators: die numbers: the die (twice), the depot chosen */
      return illegal (error,
                      _ ("A die showing %u takes a tile from depot %u only; this is depot %d."),
                      value, value, e->depot);
    }
  guint on_board = state->depots[e->depot - 1][e->slot];
  int colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
  if (!check_identity (state, e, on_board, 0, colour, error))
    return FALSE;
  if (effect != 255 && !ts_burgundy_effect_accepts_colour (effect, colour))
    return illegal (error, "%s",
                    ts_burgundy_route_pending (effect) ? ts_burgundy_route_wrong_kind (effect)
                    : effect == TS_BURGUNDY_PENDING_MARKET
                        ? _ ("A market takes a ship or an animal tile only.")
                    : effect == TS_BURGUNDY_PENDING_CARPENTER
                        ? _ ("A carpenter's workshop takes a building tile only.")
                        : _ ("A church takes a castle, mine or monastery tile only."));
  return check_storage (state, p, e, effect == 255 || state->options.effect_discard, error);
}

static void
do_take (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint on_board = state->depots[e->depot - 1][e->slot];
  int colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);

  state->depots[e->depot - 1][e->slot] = TS_BURGUNDY_TILE_NONE;
  store_tile (state, p, e, on_board, 0, colour);
  use_source (state, e);
}

/* Where any tile may go (CB-PLC): an empty space of its colour (an inn: any, one per area),
 * touching the duchy (or anywhere with shield 18), one building type per city. Also for
 * shields 14/15's tiles. */
gboolean
ts_burgundy_check_space (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint tile,
                         guint space, GError **error)
{
  g_autofree char *where = ts_burgundy_space_name (p, space);

  if (p->tiles[space] != TS_BURGUNDY_TILE_NONE)
    /* Translators: a duchy space (“the light green pasture space with die 4”) */
    return illegal (error,
                    _ ("There is already a tile on %s; placed tiles are never moved or "
                       "replaced."),
                    where);
  if (!ts_burgundy_tile_fits (p, tile, space))
    /* Translators: a tile name, a colour (“blue river”), a duchy space */
    return illegal (error, _ ("A %s goes on a %s space, and %s is not one."),
                    ts_burgundy_tile_name (tile),
                    ts_burgundy_colour_seen (ts_burgundy_tile_colour (tile)), where);
  if (!ts_burgundy_may_place_at (state, p, space))
    /* Translators: a duchy space (“the light green pasture space with die 4”) */
    return illegal (error,
                    _ ("A new tile must touch a tile already in your duchy, and %s "
                       "touches none."),
                    where);
  if (tile == TS_BURGUNDY_TILE_INN && !ts_burgundy_inn_allowed (p, space))
    /* Translators: a colour (“pasture”); CB-INN-05 */
    return illegal (error, _ ("This %s area already has an inn: one inn per area."),
                    ts_burgundy_colour_name (p->duchy.colour[space]));
  if (!ts_burgundy_building_allowed (state, p, tile, space))
    return illegal (error,
                    _ ("This city already has a %s: each building type appears at most "
                       "once per city."),
                    ts_burgundy_tile_name (tile));
  return TRUE;
}

static gboolean
check_place (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint value;

  if (!check_actor (state, e, error)
      || !check_source (state, e, TS_BURGUNDY_PENDING_CITY_HALL, &value, error))
    return FALSE;
  if (e->storage < 0 || e->storage >= (int)ts_burgundy_storage_size (p)
      || p->storage[e->storage] == TS_BURGUNDY_TILE_NONE)
    return illegal (error, _ ("Tiles are placed from your storage, and that storage space is "
                              "empty."));
  if (e->space < 0 || e->space >= TS_BURGUNDY_N_SPACES)
    return illegal (error, _ ("That space is not on your duchy board."));
  /* What no worker can change comes first (the space is covered, of another colour, not
   * touching the duchy, or its city has the building); the die number last, since workers
   * can turn the die (docs/rules-coverage.md). */
  guint tile = p->storage[e->storage];
  if (!ts_burgundy_check_space (state, p, tile, e->space, error))
    return FALSE;
  g_autofree char *where = ts_burgundy_space_name (p, e->space);
  if (value != 0
      && !ts_burgundy_die_reaches (value, p->duchy.die[e->space],
                                   ts_burgundy_place_free_change (p, tile)))
    /* Translators: the die's number, a duchy space (“the blue river space with die 4”) */
    return illegal (error, _ ("A die showing %u cannot place a tile on %s."), value, where);
  return TRUE;
}

static void
do_place (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];

  p->tiles[e->space] = p->storage[e->storage];
  p->storage[e->storage] = TS_BURGUNDY_TILE_NONE;
  p->n_placed++;
  use_source (state, e);
  ts_burgundy_effects_placed (state, state->current, e->space);
}

static gboolean
check_sell (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint value;

  if (!check_actor (state, e, error)
      || !check_source (state, e, TS_BURGUNDY_PENDING_WAREHOUSE, &value, error))
    return FALSE;
  if (e->goods < 1 || e->goods > 6)
    return illegal (error, _ ("Goods carry die numbers 1 to 6."));
  /* Goods not held cannot be sold whatever the die shows: that comes first. */
  if (p->goods[e->goods] == 0)
    /* Translators: goods are named by the die number printed on them */
    return illegal (error, _ ("You have no goods with die number %d to sell."), e->goods);
  if (value != 0 && value != (guint)e->goods)
    /* Translators: both %u are die numbers */
    return illegal (error, _ ("A die showing %u sells only the goods with die number %u."), value,
                    value);
  return TRUE;
}

/* CB-ACT-11..14, CB-MON-03, CB-MON-04 */
static void
do_sell (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];
  guint n = p->goods[e->goods];
  int vp = n * state->n_players;

  p->goods[e->goods] = 0;
  p->sold[e->goods] += n;
  p->vp += vp;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_VP, vp, TS_BURGUNDY_CAUSE_SALE, e->goods);
  p->silver += 1;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_SILVER, 1, TS_BURGUNDY_CAUSE_SALE, e->goods);
  /* Shield 9 replaces monastery 3 (CB-SHG-06); shield 12 doubles the VP. */
  if (!ts_burgundy_shields_sale (state, pl, n) && ts_burgundy_has_monastery (p, 3))
    {
      p->silver += 1;
      ts_burgundy_ledger_add (state, pl, TS_LEDGER_SILVER, 1, TS_BURGUNDY_CAUSE_MONASTERY, 3);
    }
  if (ts_burgundy_has_monastery (p, 4))
    {
      p->workers += 1;
      ts_burgundy_ledger_add (state, pl, TS_LEDGER_WORKERS, 1, TS_BURGUNDY_CAUSE_MONASTERY, 4);
    }
  use_source (state, e);
  ts_burgundy_route_lay (state, pl, e->goods, n); /* CB-TRD-03..06 */
}

static gboolean
check_take_workers (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  guint value;
  return check_actor (state, e, error) && check_source (state, e, 255, &value, error);
}

/* CB-ACT-15, CB-MON-13, CB-MON-14 */
static void
do_take_workers (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];

  p->workers += 2;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_WORKERS, 2, TS_BURGUNDY_CAUSE_TAKE_WORKERS, 0);
  if (ts_burgundy_has_monastery (p, 14))
    {
      p->workers += 2;
      ts_burgundy_ledger_add (state, pl, TS_LEDGER_WORKERS, 2, TS_BURGUNDY_CAUSE_MONASTERY, 14);
    }
  if (ts_burgundy_has_monastery (p, 13))
    {
      p->silver += 1;
      ts_burgundy_ledger_add (state, pl, TS_LEDGER_SILVER, 1, TS_BURGUNDY_CAUSE_MONASTERY, 13);
    }
  use_source (state, e);
}

static gboolean
check_spend (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!check_actor (state, e, error))
    return FALSE;
  if (e->die == TS_BURGUNDY_SRC_WHITE)
    return ts_burgundy_check_spend_white (state, e, error);
  if (state->n_pending > 0)
    return illegal (error, "%s", pending_sentence (state->pending[state->n_pending - 1]));
  if (e->die != TS_BURGUNDY_SRC_DIE0 && e->die != TS_BURGUNDY_SRC_DIE1)
    return illegal (error, _ ("Workers change one of your own two dice."));
  if ((state->die_used >> e->die) & 1u)
    return illegal (error, _ ("That die is already used this turn."));
  if (e->to < 1 || e->to > 6)
    return illegal (error, _ ("A die shows 1 to 6."));
  guint from = state->dice[state->current][e->die];
  if (from == (guint)e->to)
    return illegal (error, _ ("The die already shows %d."), e->to);
  int cost = ts_burgundy_worker_cost (p, from, e->to);
  if (cost > p->workers)
    {
      /* Translators: the die's number, the number wanted, the workers needed */
      g_autofree char *need
          = g_strdup_printf (ngettext ("Turning the die from %u to %d takes %d worker.",
                                       "Turning the die from %u to %d takes %d workers.", cost),
                             from, e->to, cost);
      /* Translators: the workers the player holds; follows “Turning the die … takes 2 workers.” */
      g_autofree char *have = g_strdup_printf (
          ngettext ("You have %d worker.", "You have %d workers.", p->workers), p->workers);
      return illegal (error, "%s %s", need, have);
    }
  return TRUE;
}

/* CB-TRN-04..06, CB-MON-08 */
static void
do_spend (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];

  if (e->die == TS_BURGUNDY_SRC_WHITE)
    {
      ts_burgundy_do_spend_white (state, e);
      return;
    }
  int cost = ts_burgundy_worker_cost (p, state->dice[pl][e->die], e->to);

  p->workers -= cost;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_WORKERS, -cost, TS_BURGUNDY_CAUSE_SPEND_WORKERS, 0);
  state->dice[pl][e->die] = e->to;
}

static gboolean
check_buy (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m6 = ts_burgundy_has_monastery (p, 6);

  /* CB-BLK-01: at any moment of the turn, also while a placed tile's effect waits (the
   * purchase touches neither the goods a ship takes nor the depot a building takes from
   * beyond the one tile bought, so every waiting effect keeps its own rules). */
  if (!check_actor (state, e, error))
    return FALSE;
  if (state->bought)
    return illegal (error, _ ("Only one tile may be bought per turn."));
  if (e->depot < 0 || e->depot > 6 || (e->depot > 0 && !m6))
    return illegal (error, _ ("Tiles are bought from the black depot (any depot only with "
                              "monastery 6)."));
  guint on_board;
  int colour = 0;
  if (e->depot == 0)
    {
      if (e->slot < 0 || e->slot >= TS_BURGUNDY_BLACK_SLOTS
          || state->black[e->slot] == TS_BURGUNDY_TILE_NONE)
        return illegal (error, _ ("There is no tile on that space of the black depot."));
      on_board = state->black[e->slot];
    }
  else
    {
      if (e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
        return illegal (error, _ ("Depot %d has no such space."), e->depot);
      if (state->depots[e->depot - 1][e->slot] == TS_BURGUNDY_TILE_NONE)
        {
          g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
          return illegal (error, _ ("There is no tile on %s."), where);
        }
      on_board = state->depots[e->depot - 1][e->slot];
      colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
    }
  int workers = MAX (e->workers, 0);
  if (workers > 2 || (workers > 0 && !m6))
    return illegal (error, _ ("A tile costs 2 silver; workers may pay for it only with "
                              "monastery 6."));
  if (p->silver < 2 - workers || p->workers < workers)
    {
      /* Translators: the silver the player holds (a purchase costs 2) */
      g_autofree char *have
          = g_strdup_printf (ngettext ("Buying a tile costs 2 silver and you have %d.",
                                       "Buying a tile costs 2 silver and you have %d.", p->silver),
                             p->silver);
      if (!m6)
        return illegal (error, "%s", have);
      /* Translators: monastery 6 lets workers pay; the workers the player holds */
      g_autofree char *workers_held = g_strdup_printf (
          ngettext ("With monastery 6 workers may pay part or all of it, and you have %d "
                    "worker.",
                    "With monastery 6 workers may pay part or all of it, and you have %d "
                    "workers.",
                    p->workers),
          p->workers);
      return illegal (error, "%s %s", have, workers_held);
    }
  if (!check_identity (state, e, on_board, e->depot == 0 ? 1 : 0, colour, error))
    return FALSE;
  return check_storage (state, p, e, state->options.effect_discard, error);
}

/* CB-BLK-01..03, CB-MON-06, CB-MON-06b */
static void
do_buy (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];
  int workers = MAX (e->workers, 0);
  guint on_board;
  int colour = 0;

  if (e->depot == 0)
    {
      on_board = state->black[e->slot];
      state->black[e->slot] = TS_BURGUNDY_TILE_NONE;
    }
  else
    {
      on_board = state->depots[e->depot - 1][e->slot];
      colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
      state->depots[e->depot - 1][e->slot] = TS_BURGUNDY_TILE_NONE;
    }
  store_tile (state, p, e, on_board, e->depot == 0 ? 1 : 0, colour);
  p->silver -= 2 - workers;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_SILVER, -(2 - workers), TS_BURGUNDY_CAUSE_PURCHASE,
                          0);
  p->workers -= workers;
  ts_burgundy_ledger_add (state, pl, TS_LEDGER_WORKERS, -workers, TS_BURGUNDY_CAUSE_PURCHASE, 0);
  state->bought = 1;
}

/* Goods a ship would take: types already held always join their stack; new types only as
 * long as goods spaces are free (CB-SHP-02, CB-SHP-03). */
static guint
ship_union (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint mask = 0;
  for (guint g = 1; g <= 6; g++)
    if (state->depot_goods[e->depot - 1][g] > 0
        || (e->second_depot > 0 && state->depot_goods[e->second_depot - 1][g] > 0))
      mask |= 1u << g;
  return mask;
}

static gboolean
check_ship (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!check_actor (state, e, error))
    return FALSE;
  if (state->n_pending == 0 || state->pending[state->n_pending - 1] != TS_BURGUNDY_PENDING_SHIP)
    return illegal (error, "%s",
                    state->n_pending
                        ? pending_sentence (state->pending[state->n_pending - 1])
                        : _ ("Goods are taken this way only right after placing a ship."));
  if (e->depot < 1 || e->depot > 6)
    return illegal (error, _ ("A ship takes the goods of one numbered depot, 1 to 6."));
  if (e->second_depot > 0)
    {
      if (!ts_burgundy_has_monastery (p, 5))
        return illegal (error, _ ("Only monastery 5 lets a ship take the goods of a second "
                                  "depot."));
      if (!ts_burgundy_depots_adjacent (e->depot, e->second_depot))
        return illegal (error, _ ("With monastery 5 the second depot must be next to the first "
                                  "one."));
    }
  guint all = ship_union (state, e);
  guint held = 0, fresh;
  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      held |= 1u << g;
  fresh = all & ~held;
  guint free_spaces = TS_BURGUNDY_GOODS_SPACES - ts_burgundy_goods_types (p);
  guint n_fresh = __builtin_popcount (fresh);
  if (e->shield_goods >= 0)
    {
      guint kept = n_fresh <= free_spaces ? fresh : e->keep;
      if (!ts_burgundy_has_shield (p, 5))
        return illegal (error, _ ("Only shield 5 lets a ship also take every goods tile of one "
                                  "type."));
      if (!ts_burgundy_shield_goods_ok (state, e->depot, e->second_depot, all & (held | kept),
                                        held | (all & (held | kept)), e->shield_goods))
        /* Translators: %d is a goods type (die number) */
        return illegal (error, _ ("Shield 5 takes goods %d from the depots only while a depot "
                                  "holds some and your 3 goods spaces have room for them."),
                        e->shield_goods);
    }
  if (n_fresh <= free_spaces || free_spaces == 0)
    {
      if (e->keep != 0 && (free_spaces == 0 || e->keep != fresh))
        return illegal (error, _ ("All these goods fit in your storage: there is nothing to "
                                  "choose."));
      return TRUE;
    }
  if (e->keep == 0)
    return illegal (error, _ ("Not all these goods types fit in your 3 goods spaces: say which "
                              "new types you keep."));
  if ((e->keep & ~fresh) != 0 || (guint)__builtin_popcount (e->keep) != free_spaces)
    return illegal (error, _ ("You hold at most 3 goods types: keep exactly as many new types "
                              "as you have free goods spaces, from those in the depot."));
  return TRUE;
}

static void
take_depot_goods (TsBurgundyState *state, TsBurgundyPlayer *p, int depot, guint mask)
{
  for (guint g = 1; g <= 6; g++)
    if ((mask >> g) & 1u)
      {
        p->goods[g] += state->depot_goods[depot - 1][g];
        state->depot_goods[depot - 1][g] = 0;
      }
}

/* CB-SHP-01..05, CB-MON-05 */
static void
do_ship (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint all = ship_union (state, e);
  guint held = 0;

  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      held |= 1u << g;
  guint fresh = all & ~held;
  guint free_spaces = TS_BURGUNDY_GOODS_SPACES - ts_burgundy_goods_types (p);
  if ((guint)__builtin_popcount (fresh) > free_spaces)
    fresh = e->keep; /* 0 when no space is free: only held types join their stacks */
  guint mask = (all & held) | fresh;
  take_depot_goods (state, p, e->depot, mask);
  if (e->second_depot > 0)
    take_depot_goods (state, p, e->second_depot, mask);
  if (e->shield_goods > 0)
    ts_burgundy_shield_goods_take (state, p, e->shield_goods); /* CB-SHD-05 */

  /* Move one space toward the city, on top of any markers there; on the last space the
   * marker goes to the top of its stack (CB-TEM-13 by analogy). */
  guint target = MIN (p->bridge_space + 1u, state->data->bridge_spaces);
  guint height = 0;
  for (guint i = 0; i < state->n_players; i++)
    if (&state->players[i] != p && state->players[i].bridge_space == target)
      height = MAX (height, state->players[i].bridge_height + 1u);
  p->bridge_space = target;
  p->bridge_height = height;
  ts_burgundy_bridge_on_top (state); /* CB-MON-27 */
  state->n_pending--;
}

static gboolean
check_decline (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!check_actor (state, e, error))
    return FALSE;
  if (state->n_pending == 0)
    return illegal (error, _ ("No effect is waiting for a decision."));
  if (state->pending[state->n_pending - 1] == TS_BURGUNDY_PENDING_SHIP)
    return illegal (error, _ ("A placed ship must take goods and move on the bridge; choose a "
                              "depot."));
  return TRUE;
}

/* TRUE for an automatic end of turn written right after the entry that ended that player's
 * turn by itself: it only marks where the turn ended and changes nothing. */
static gboolean
end_turn_is_mark (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  return e->type == TS_BURGUNDY_ENTRY_END_TURN && e->automatic && e->player >= 0
         && state->ended_by_itself == e->player + 1;
}

static gboolean
check_end_turn (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (end_turn_is_mark (state, e))
    return TRUE;
  if (!check_actor (state, e, error))
    return FALSE;
  if (state->n_pending > 0)
    return illegal (error, "%s", pending_sentence (state->pending[state->n_pending - 1]));
  return TRUE;
}

static void
end_turn (TsBurgundyState *state)
{
  state->turn++;
  if (state->turn < state->n_players)
    {
      ts_burgundy_start_turn (state);
      return;
    }
  state->turn = 0;
  state->round++;
  state->die_used = 0;
  if (state->round < TS_BURGUNDY_ROUNDS)
    {
      state->stage = TS_BURGUNDY_STAGE_ROLL;
      return;
    }
  ts_burgundy_end_phase (state);
}

gboolean
ts_burgundy_apply (TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  gboolean ok = FALSE;
  gboolean shields = ts_burgundy_shields_handles (state, e);
  gboolean phase_end = state->stage == TS_BURGUNDY_STAGE_PHASE_END;

  switch (shields ? TS_BURGUNDY_N_ENTRY_TYPES : e->type)
    {
      case TS_BURGUNDY_N_ENTRY_TYPES:
        ok = ts_burgundy_shields_check (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_STARTING_GOODS:
        ok = ts_burgundy_check_starting_goods (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
        ok = ts_burgundy_check_fill (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_ROLL:
        ok = ts_burgundy_check_roll (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_TILE:
        ok = check_take (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_PLACE_TILE:
        ok = check_place (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_SELL_GOODS:
        ok = check_sell (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
        ok = check_take_workers (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
        ok = check_spend (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_BUY_BLACK:
        ok = check_buy (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
        ok = check_ship (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_DECLINE:
        ok = check_decline (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_END_TURN:
        ok = check_end_turn (state, e, error);
        break;
      case TS_BURGUNDY_ENTRY_BUY_INN:
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        ok = check_actor (state, e, error) && ts_burgundy_extras_check (state, e, error);
        break;
      default:
        return illegal (error, _ ("This is not a Castles of Burgundy entry."));
    }
  if (!ok)
    return FALSE;
  /* The state's fixed arrays hold far more than a real game needs; a record that would fill
   * them (thousands of entries) is refused rather than trusted. */
  if (state->n_ledger > TS_BURGUNDY_MAX_LEDGER - TS_BURGUNDY_LEDGER_RESERVE
      || state->n_pending > TS_BURGUNDY_MAX_PENDING - 4 || state->n_entries == G_MAXUINT16)
    return illegal (error, _ ("This record holds more entries than any game of The Castles of "
                              "Burgundy can have."));

  switch (shields ? TS_BURGUNDY_N_ENTRY_TYPES : e->type)
    {
      case TS_BURGUNDY_N_ENTRY_TYPES:
        ts_burgundy_shields_do (state, e);
        break;
      case TS_BURGUNDY_ENTRY_STARTING_GOODS:
        ts_burgundy_do_starting_goods (state, e);
        break;
      case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
        ts_burgundy_do_fill (state, e);
        break;
      case TS_BURGUNDY_ENTRY_ROLL:
        ts_burgundy_do_roll (state, e);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_TILE:
        do_take (state, e);
        break;
      case TS_BURGUNDY_ENTRY_PLACE_TILE:
        do_place (state, e);
        break;
      case TS_BURGUNDY_ENTRY_SELL_GOODS:
        do_sell (state, e);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
        do_take_workers (state, e);
        break;
      case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
        do_spend (state, e);
        break;
      case TS_BURGUNDY_ENTRY_BUY_BLACK:
        do_buy (state, e);
        break;
      case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
        do_ship (state, e);
        break;
      case TS_BURGUNDY_ENTRY_DECLINE:
        state->n_pending--;
        break;
      case TS_BURGUNDY_ENTRY_END_TURN:
        if (end_turn_is_mark (state, e))
          {
            state->ended_by_itself = 0;
            state->n_entries++;
            return TRUE;
          }
        end_turn (state);
        break;
      case TS_BURGUNDY_ENTRY_BUY_INN:
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        ts_burgundy_extras_do (state, e);
        break;
      default:
        g_assert_not_reached ();
    }
  ts_burgundy_shields_after_entry (state, phase_end);
  state->ended_by_itself = 0;
  state->last_acting = state->n_entries;
  /* A turn ends by itself once nothing is left to do in it (both dice used, no effect
   * waiting, no purchase possible); otherwise the player says "end-turn". Records of
   * version 2 follow such an entry with an automatic "end-turn" (ts-burgundy-entry.h). */
  if (state->stage == TS_BURGUNDY_STAGE_TURN && e->type != TS_BURGUNDY_ENTRY_END_TURN
      && e->type != TS_BURGUNDY_ENTRY_ROLL && state->n_pending == 0 && state->die_used == 3
      && !ts_burgundy_can_buy (state) && !ts_burgundy_can_buy_inn (state))
    {
      state->ended_by_itself = state->current + 1;
      end_turn (state);
    }
  state->n_entries++;
  return TRUE;
}
