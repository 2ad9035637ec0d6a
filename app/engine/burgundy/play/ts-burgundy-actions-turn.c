/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other actions of a turn (ts_burgundy_apply() in ts-burgundy-actions.c calls them):
 * selling goods, taking and spending workers, buying a tile, a ship's goods, declining an
 * effect and the end of a turn. Checks first, changes after, as in ts-burgundy-actions.c. */
#include "ts-burgundy-play.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

gboolean
ts_burgundy_check_sell (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint value;

  if (!ts_burgundy_check_actor (state, e, error)
      || !ts_burgundy_check_source (state, e, TS_BURGUNDY_PENDING_WAREHOUSE, &value, error))
    return FALSE;
  if (e->goods < 1 || e->goods > 6)
    return illegal_rule (error, "CB-CMP-03", _ ("Goods carry die numbers 1 to 6."));
  /* Goods not held cannot be sold whatever the die shows: that comes first. */
  if (p->goods[e->goods] == 0)
    /* Translators: goods are named by the die number printed on them */
    return illegal_rule (error, "CB-ACT-11", _ ("You have no goods with die number %d to sell."),
                         e->goods);
  if (value != 0 && value != (guint)e->goods)
    return illegal_rule (error, "CB-ACT-11",
                         /* Translators: both %u are die numbers */
                         _ ("A die showing %u sells only the goods with die number %u."), value,
                         value);
  return TRUE;
}

/* CB-ACT-11..14, CB-MON-03, CB-MON-04 */
void
ts_burgundy_do_sell (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];
  guint n = p->goods[e->goods];
  int vp = n * ts_burgundy_board_players (state); /* 2 in the solo game, CB-SOL-25 */

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
  ts_burgundy_use_source (state, e);
  ts_burgundy_route_lay (state, pl, e->goods, n); /* CB-TRD-03..06 */
}

gboolean
ts_burgundy_check_take_workers (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                GError **error)
{
  guint value;
  return ts_burgundy_check_actor (state, e, error)
         && ts_burgundy_check_source (state, e, 255, &value, error);
}

/* CB-ACT-15, CB-MON-13, CB-MON-14 */
void
ts_burgundy_do_take_workers (TsBurgundyState *state, const TsBurgundyEntry *e)
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
  ts_burgundy_use_source (state, e);
}

gboolean
ts_burgundy_check_spend (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (e->die == TS_BURGUNDY_SRC_WHITE)
    return ts_burgundy_check_spend_white (state, e, error);
  if (state->n_pending > 0)
    return illegal_rule (error, ts_burgundy_pending_clause (state->pending[state->n_pending - 1]),
                         "%s", ts_burgundy_pending_sentence (state->pending[state->n_pending - 1]));
  if (e->die != TS_BURGUNDY_SRC_DIE0 && e->die != TS_BURGUNDY_SRC_DIE1)
    return illegal_rule (error, "CB-TRN-04", _ ("Workers change one of your own two dice."));
  if ((state->die_used >> e->die) & 1u)
    return illegal_rule (error, "CB-TRN-04", _ ("That die is already used this turn."));
  if (e->to < 1 || e->to > 6)
    return illegal_rule (error, "CB-CMP-06", _ ("A die shows 1 to 6."));
  guint from = state->dice[state->current][e->die];
  if (from == (guint)e->to)
    return illegal_rule (error, "CB-TRN-04", _ ("The die already shows %d."), e->to);
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
      return illegal_rule (error, "CB-TRN-04", "%s %s", need, have);
    }
  return TRUE;
}

/* CB-TRN-04..06, CB-MON-08 */
void
ts_burgundy_do_spend (TsBurgundyState *state, const TsBurgundyEntry *e)
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

gboolean
ts_burgundy_check_buy (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m6 = ts_burgundy_has_monastery (p, 6);

  /* CB-BLK-01: at any moment of the turn, also while a placed tile's effect waits (the
   * purchase touches neither the goods a ship takes nor the depot a building takes from
   * beyond the one tile bought, so every waiting effect keeps its own rules). */
  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (state->bought)
    return illegal_rule (error, "CB-BLK-01", _ ("Only one tile may be bought per turn."));
  if (e->depot < 0 || e->depot > 6 || (e->depot > 0 && !m6))
    return illegal_rule (error, "CB-BLK-01",
                         _ ("Tiles are bought from the black depot (any depot only with "
                            "monastery 6)."));
  guint on_board;
  int colour = 0;
  if (e->depot == 0)
    {
      if (e->slot < 0 || e->slot >= TS_BURGUNDY_BLACK_SLOTS
          || state->black[e->slot] == TS_BURGUNDY_TILE_NONE)
        return illegal_rule (error, "CB-BLK-01",
                             _ ("There is no tile on that space of the black depot."));
      on_board = state->black[e->slot];
    }
  else
    {
      if (e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
        return illegal_rule (error, "CB-BLK-01", _ ("Depot %d has no such space."), e->depot);
      if (state->depots[e->depot - 1][e->slot] == TS_BURGUNDY_TILE_NONE)
        {
          g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
          return illegal_rule (error, "CB-BLK-01", _ ("There is no tile on %s."), where);
        }
      on_board = state->depots[e->depot - 1][e->slot];
      colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
    }
  if (!ts_burgundy_check_price (p, e->workers, m6, FALSE, error))
    return FALSE;
  if (!ts_burgundy_check_identity (state, e, on_board, e->depot == 0 ? 1 : 0, colour, error))
    return FALSE;
  return ts_burgundy_check_storage (state, p, e, state->options.effect_discard, error);
}

/* CB-BLK-01..03, CB-MON-06, CB-MON-06b */
void
ts_burgundy_do_buy (TsBurgundyState *state, const TsBurgundyEntry *e)
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
  ts_burgundy_store_tile (state, p, e, on_board, e->depot == 0 ? 1 : 0, colour);
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

gboolean
ts_burgundy_check_ship (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (state->n_pending == 0 || state->pending[state->n_pending - 1] != TS_BURGUNDY_PENDING_SHIP)
    return illegal_rule (
        error,
        state->n_pending ? ts_burgundy_pending_clause (state->pending[state->n_pending - 1])
                         : "CB-SHP-01",
        "%s",
        state->n_pending ? ts_burgundy_pending_sentence (state->pending[state->n_pending - 1])
                         : _ ("Goods are taken this way only right after placing a ship."));
  if (e->depot < 1 || e->depot > 6)
    return illegal_rule (error, "CB-SHP-01",
                         _ ("A ship takes the goods of one numbered depot, 1 to 6."));
  if (e->second_depot > 0)
    {
      if (!ts_burgundy_has_monastery (p, 5))
        return illegal_rule (error, "CB-MON-05",
                             _ ("Only monastery 5 lets a ship take the goods of a second "
                                "depot."));
      if (!ts_burgundy_depots_adjacent (e->depot, e->second_depot))
        return illegal_rule (error, "CB-MON-05",
                             _ ("With monastery 5 the second depot must be next to the first "
                                "one."));
    }
  guint all = ship_union (state, e);
  guint held = 0, fresh;
  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      held |= 1u << g;
  fresh = all & ~held;
  guint free_spaces = state->options.solo ? 6 /* CB-SOL-03 */
                                           : TS_BURGUNDY_GOODS_SPACES - ts_burgundy_goods_types (p);
  guint n_fresh = __builtin_popcount (fresh);
  if (e->shield_goods >= 0)
    {
      guint kept = n_fresh <= free_spaces ? fresh : e->keep;
      if (!ts_burgundy_has_shield (p, 5))
        return illegal_rule (error, "CB-SHD-05",
                             _ ("Only shield 5 lets a ship also take every goods tile of one "
                                "type."));
      if (!ts_burgundy_shield_goods_ok (state, e->depot, e->second_depot, all & (held | kept),
                                        held | (all & (held | kept)), e->shield_goods))
        return illegal_rule (error, "CB-SHD-05",
                             /* Translators: %d is a goods type (die number) */
                             _ ("Shield 5 takes goods %d from the depots only while a depot "
                                "holds some and your 3 goods spaces have room for them."),
                             e->shield_goods);
    }
  if (n_fresh <= free_spaces || free_spaces == 0)
    {
      if (e->keep != 0 && (free_spaces == 0 || e->keep != fresh))
        return illegal_rule (error, "CB-SHP-02",
                             _ ("All these goods fit in your storage: there is nothing to "
                                "choose."));
      return TRUE;
    }
  if (e->keep == 0)
    return illegal_rule (error, "CB-SHP-02",
                         _ ("Not all these goods types fit in your 3 goods spaces: say which "
                            "new types you keep."));
  if ((e->keep & ~fresh) != 0 || (guint)__builtin_popcount (e->keep) != free_spaces)
    return illegal_rule (error, "CB-SHP-02",
                         _ ("You hold at most 3 goods types: keep exactly as many new types "
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
void
ts_burgundy_do_ship (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint all = ship_union (state, e);
  guint held = 0;

  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      held |= 1u << g;
  guint fresh = all & ~held;
  guint free_spaces = state->options.solo ? 6 /* CB-SOL-03 */
                                           : TS_BURGUNDY_GOODS_SPACES - ts_burgundy_goods_types (p);
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

gboolean
ts_burgundy_check_decline (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (state->n_pending == 0)
    return illegal (error, _ ("No effect is waiting for a decision."));
  if (state->pending[state->n_pending - 1] == TS_BURGUNDY_PENDING_SHIP)
    return illegal_rule (error, "CB-SHP-01",
                         _ ("A placed ship must take goods and move on the bridge; choose a "
                            "depot."));
  return ts_burgundy_solo_check_decline (state, error); /* CB-SOL-18 */
}

/* TRUE for an automatic end of turn written right after the entry that ended that player's
 * turn by itself: it only marks where the turn ended and changes nothing. */
gboolean
ts_burgundy_end_turn_is_mark (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  return e->type == TS_BURGUNDY_ENTRY_END_TURN && e->automatic && e->player >= 0
         && state->ended_by_itself == e->player + 1;
}

gboolean
ts_burgundy_check_end_turn (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (ts_burgundy_end_turn_is_mark (state, e))
    return TRUE;
  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (state->n_pending > 0)
    return illegal_rule (error, ts_burgundy_pending_clause (state->pending[state->n_pending - 1]),
                         "%s", ts_burgundy_pending_sentence (state->pending[state->n_pending - 1]));
  return TRUE;
}

void
ts_burgundy_end_turn (TsBurgundyState *state)
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
