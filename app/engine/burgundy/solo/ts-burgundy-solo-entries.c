/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game's entries (CB-SOL, issue 15): the tile taken out after the roll, the 5-goods
 * exchange after a ship, the black-depot tile placed when a colour is complete, and buying
 * VP; their checks (the state untouched on refusal), what they do, and their legal list. */
#include "ts-burgundy-solo.h"

#include <string.h>

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

static guint
goods_held (const TsBurgundyPlayer *p)
{
  guint n = 0;

  for (guint g = 1; g <= 6; g++)
    n += p->goods[g];
  return n;
}

static gboolean
black_left (const TsBurgundyState *state)
{
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    if (state->black[s] != TS_BURGUNDY_TILE_NONE)
      return TRUE;
  return FALSE;
}

gboolean
ts_burgundy_solo_exchange_possible (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  return goods_held (p) >= TS_BURGUNDY_SOLO_EXCHANGE_GOODS && black_left (state)
         && (ts_burgundy_free_storage (p) >= 0 || state->options.effect_discard);
}

/* The top waiting effect must be @pending; otherwise the sentence saying what waits. */
static gboolean
check_waiting (const TsBurgundyState *state, guint pending, const char *not_waiting, GError **error)
{
  if (state->n_pending == 0)
    return illegal_rule (error, ts_burgundy_pending_clause (pending), "%s", not_waiting);
  guint top = state->pending[state->n_pending - 1];
  if (top == pending)
    return TRUE;
  if (top == TS_BURGUNDY_PENDING_SOLO_EXCHANGE || top == TS_BURGUNDY_PENDING_SOLO_BLACK
      || top == TS_BURGUNDY_PENDING_SOLO_ACTION || top == TS_BURGUNDY_PENDING_SOLO_BUY)
    return illegal_rule (error, ts_burgundy_pending_clause (top), "%s",
                         ts_burgundy_solo_pending_sentence (top));
  return illegal_rule (error, ts_burgundy_pending_clause (top), "%s",
                       ts_burgundy_pending_sentence (top));
}

static gboolean
check_black_slot (const TsBurgundyState *state, const TsBurgundyEntry *e, const char *clause,
                  GError **error)
{
  if (e->slot < 0 || e->slot >= TS_BURGUNDY_BLACK_SLOTS
      || state->black[e->slot] == TS_BURGUNDY_TILE_NONE)
    return illegal_rule (error, clause, _ ("There is no tile on that space of the black depot."));
  return TRUE;
}

/* CB-SOL-09/10 */
static gboolean
check_remove (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  int depot, slot;

  if (state->stage != TS_BURGUNDY_STAGE_SOLO_REMOVE
      || !ts_burgundy_solo_remove_slot (state, &depot, &slot))
    return illegal_rule (error, "CB-SOL-09",
                         _ ("A hex tile is taken out of the game only right after the dice "
                            "of a solo round are entered."));
  if (e->depot == depot && e->slot == slot)
    return TRUE;
  g_autofree char *where = ts_burgundy_slot_name (state, depot - 1, slot);
  if (e->depot != depot && depot != state->white)
    return illegal_rule (error, "CB-SOL-10",
                         /* Translators: solo game; die numbers: the white die, the depot the tile
                          * comes from, then a depot space (“the beige city space of depot 2”) */
                         _ ("The white die shows %u and that depot is empty: the tile comes out of "
                            "depot %d, the next one clockwise holding tiles, from %s."),
                         state->white, depot, where);
  if (e->depot != depot)
    return illegal_rule (error, "CB-SOL-09",
                         /* Translators: solo game; the white die, then a depot space */
                         _ ("The white die shows %u: the tile comes out of %s."), state->white,
                         where);
  return illegal_rule (error, "CB-SOL-09",
                       /* Translators: solo game; a depot space (“the beige city space of depot
                        * 2”) */
                       _ ("The top or left-most tile of the depot comes out first: the one on %s."),
                       where);
}

static void
do_remove (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint t = state->depots[e->depot - 1][e->slot];

  if (t == TS_BURGUNDY_TILE_UNKNOWN)
    {
      int c = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
      state->unknown[0][c]--;
      state->lost_unknown[0][c]++;
    }
  else
    state->discarded[t]++;
  state->depots[e->depot - 1][e->slot] = TS_BURGUNDY_TILE_NONE;
  state->stage = TS_BURGUNDY_STAGE_TURN;
}

/* CB-SOL-14 */
static gboolean
check_exchange (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint given = 0;

  if (!ts_burgundy_check_actor (state, e, error)
      || !check_waiting (state, TS_BURGUNDY_PENDING_SOLO_EXCHANGE,
                         _ ("Goods are exchanged for a black-depot tile only right after a "
                            "ship's goods are taken."),
                         error))
    return FALSE;
  for (guint g = 1; g <= 6; g++)
    {
      if (e->exchange[g] > p->goods[g])
        return illegal_rule (error, "CB-SOL-14",
                             /* Translators: a count of goods, then the goods type (die number) */
                             ngettext ("You have %u goods tile with die number %u.",
                                       "You have %u goods tiles with die number %u.", p->goods[g]),
                             p->goods[g], g);
      given += e->exchange[g];
    }
  if (e->exchange[0] != 0 || given != TS_BURGUNDY_SOLO_EXCHANGE_GOODS)
    return illegal_rule (error, "CB-SOL-14",
                         /* Translators: the number of goods the entry gives */
                         ngettext ("The exchange takes exactly 5 of your goods, not %u.",
                                   "The exchange takes exactly 5 of your goods, not %u.", given),
                         given);
  if (!check_black_slot (state, e, "CB-SOL-14", error))
    return FALSE;
  /* The tile goes face down: its face matters only when the player names it. */
  TsBurgundyEntry id = *e;
  id.depot = 0; /* the black depot, for the sentences */
  if (state->black[e->slot] != TS_BURGUNDY_TILE_UNKNOWN || e->tile != 0)
    if (!ts_burgundy_check_identity (state, &id, state->black[e->slot], 1, 0, error))
      return FALSE;
  return ts_burgundy_check_storage (state, p, e, state->options.effect_discard, error);
}

static void
do_exchange (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint t = state->black[e->slot];

  for (guint g = 1; g <= 6; g++)
    p->goods[g] -= e->exchange[g];
  state->solo_goods_gone += TS_BURGUNDY_SOLO_EXCHANGE_GOODS;
  /* Its face is out of play from now on: counted as gone to the box (or lost unseen). */
  if (t == TS_BURGUNDY_TILE_UNKNOWN && e->tile == 0)
    {
      state->unknown[1][0]--;
      state->lost_unknown[1][0]++;
    }
  else if (t == TS_BURGUNDY_TILE_UNKNOWN)
    {
      state->supply[1][e->tile]--;
      state->unknown[1][0]--;
      state->discarded[e->tile]++;
    }
  else
    state->discarded[t]++;
  state->black[e->slot] = TS_BURGUNDY_TILE_NONE;
  if (ts_burgundy_free_storage (p) < 0)
    {
      state->discarded[p->storage[e->discard]]++;
      p->storage[e->discard] = TS_BURGUNDY_TILE_NONE;
    }
  p->storage[ts_burgundy_free_storage (p)] = TS_BURGUNDY_TILE_FACE_DOWN;
  state->n_pending--;
}

/* CB-SOL-18/19: no die; the tile's colour, touching the duchy, the river rule. */
static gboolean
check_black (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  TsBurgundyEntry id = *e;

  id.depot = 0; /* the black depot, for the sentences */
  if (!ts_burgundy_check_actor (state, e, error)
      || !check_waiting (state, TS_BURGUNDY_PENDING_SOLO_BLACK,
                         _ ("A black-depot tile goes straight onto the duchy only when you "
                            "complete a colour."),
                         error)
      || !check_black_slot (state, e, "CB-SOL-18", error)
      || !ts_burgundy_check_identity (state, &id, state->black[e->slot], 1, 0, error))
    return FALSE;
  if (e->space < 0 || e->space >= TS_BURGUNDY_N_SPACES)
    return illegal_rule (error, "CB-DUC-01", _ ("That space is not on your duchy board."));
  guint t = state->black[e->slot] == TS_BURGUNDY_TILE_UNKNOWN ? e->tile : state->black[e->slot];
  return ts_burgundy_check_space (state, p, t, e->space, error);
}

static void
do_black (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint t = state->black[e->slot];

  if (t == TS_BURGUNDY_TILE_UNKNOWN)
    {
      t = e->tile;
      state->supply[1][t]--;
      state->unknown[1][0]--;
    }
  state->black[e->slot] = TS_BURGUNDY_TILE_NONE;
  p->tiles[e->space] = t;
  p->n_placed++;
  state->n_pending--;
  ts_burgundy_effects_placed (state, state->current, e->space);
}

/* CB-SOL-20 */
static gboolean
check_buy_vp (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!state->options.solo)
    return illegal_rule (error, "CB-SOL-20",
                         _ ("Victory points are bought with silver only in the solo game."));
  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  /* Issue 42: at a phase end only while the purchase waits (a placement there scored). */
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && !state->options.solo_buy_vp_own_turn
      && !ts_burgundy_solo_can_buy_vp (state))
    return illegal_rule (error, ts_burgundy_pending_clause (state->pending[state->n_pending - 1]),
                         "%s", ts_burgundy_pending_sentence (state->pending[state->n_pending - 1]));
  if (!state->solo_vp_turn && !ts_burgundy_solo_can_buy_vp (state))
    return illegal_rule (error, "CB-SOL-20",
                         _ ("Victory points are bought right after scoring some: you have "
                            "scored none this turn."));
  if (e->vp < 1)
    return illegal_rule (error, "CB-SOL-20", _ ("Buy at least 1 victory point."));
  if (e->vp > p->silver)
    return illegal_rule (error, "CB-SOL-20",
                         /* Translators: VP wanted (1 silver each), then the silver held */
                         ngettext ("%d victory point costs %d silver and you have %d.",
                                   "%d victory points cost %d silver and you have %d.", e->vp),
                         e->vp, e->vp, p->silver);
  return TRUE;
}

static void
do_buy_vp (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;

  ts_burgundy_gain (state, pl, TS_LEDGER_SILVER, -e->vp, TS_BURGUNDY_CAUSE_SOLO_BUY_VP, 0);
  ts_burgundy_gain (state, pl, TS_LEDGER_VP, e->vp, TS_BURGUNDY_CAUSE_SOLO_BUY_VP, 0);
  if (state->n_pending > 0 && state->pending[state->n_pending - 1] == TS_BURGUNDY_PENDING_SOLO_BUY)
    state->n_pending--; /* the phase end goes on (issue 42) */
}

gboolean
ts_burgundy_solo_check (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!state->options.solo && e->type != TS_BURGUNDY_ENTRY_BUY_VP)
    return illegal (error, _ ("This entry belongs to the solo game, and this game is not "
                              "one."));
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        return check_remove (state, e, error);
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        return check_exchange (state, e, error);
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        return check_black (state, e, error);
      case TS_BURGUNDY_ENTRY_BUY_VP:
      default:
        return check_buy_vp (state, e, error);
    }
}

void
ts_burgundy_solo_do (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        do_remove (state, e);
        break;
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        do_exchange (state, e);
        break;
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        do_black (state, e);
        break;
      case TS_BURGUNDY_ENTRY_BUY_VP:
      default:
        do_buy_vp (state, e);
        break;
    }
}

/* Legal entries ------------------------------------------------------------------------ */

static guint
add (TsBurgundyEntry *out, guint max, guint n, const TsBurgundyEntry *e)
{
  if (n < max)
    out[n] = *e;
  return n + 1;
}

/* Each identity an unknown black tile may have (or none needed), each discard when full. */
static guint
add_black_variants (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n,
                    TsBurgundyEntry *e, gboolean need_identity)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  guint on_board = state->black[e->slot];
  gboolean full = ts_burgundy_free_storage (p) < 0 && e->type == TS_BURGUNDY_ENTRY_SOLO_EXCHANGE;

  if (full && !state->options.effect_discard)
    return n;

  for (guint t = TS_BURGUNDY_TILE_NONE; t < TS_BURGUNDY_N_TILES; t++)
    {
      if (on_board != TS_BURGUNDY_TILE_UNKNOWN || !need_identity)
        {
          if (t != TS_BURGUNDY_TILE_NONE)
            break;
        }
      else if (t < TS_BURGUNDY_TILE_CASTLE || state->supply[1][t] == 0)
        continue;
      e->tile = t;
      if (e->type == TS_BURGUNDY_ENTRY_SOLO_BLACK)
        {
          guint tile = t != 0 ? t : on_board;
          for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
            if (p->tiles[s] == TS_BURGUNDY_TILE_NONE && ts_burgundy_tile_fits (p, tile, s)
                && ts_burgundy_may_place_at (state, p, s)
                && ts_burgundy_building_allowed (state, p, tile, s))
              {
                e->space = s;
                n = add (out, max, n, e);
              }
          e->space = -1;
        }
      else if (!full)
        n = add (out, max, n, e);
      else
        for (int k = 0; k < (int)ts_burgundy_storage_size (p); k++)
          {
            e->discard = k;
            n = add (out, max, n, e);
          }
      e->discard = -1;
    }
  e->tile = 0;
  return n;
}

/* Every way to give 5 goods (by type): few, since a player rarely holds many more. */
static guint
add_exchanges (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n,
               TsBurgundyEntry *e, guint g, guint left)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (g > 6)
    {
      if (left != 0)
        return n;
      for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
        if (state->black[s] != TS_BURGUNDY_TILE_NONE)
          {
            e->slot = s;
            n = add_black_variants (state, out, max, n, e, FALSE);
          }
      e->slot = -1;
      return n;
    }
  for (guint k = 0; k <= MIN (left, (guint)p->goods[g]); k++)
    {
      e->exchange[g] = k;
      n = add_exchanges (state, out, max, n, e, g + 1, left - k);
    }
  e->exchange[g] = 0;
  return n;
}

guint
ts_burgundy_solo_legal (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n)
{
  TsBurgundyEntry e;
  guint top = state->n_pending ? state->pending[state->n_pending - 1] : 255;

  /* At a phase end, what a tile placed there brought (CB-SOL-14/18/20/22). */
  if (!state->options.solo
      || (state->stage != TS_BURGUNDY_STAGE_TURN
          && !(state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending > 0)))
    return n;
  if (top == TS_BURGUNDY_PENDING_SOLO_EXCHANGE)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, state->current);
      n = add_exchanges (state, out, max, n, &e, 1, TS_BURGUNDY_SOLO_EXCHANGE_GOODS);
    }
  else if (top == TS_BURGUNDY_PENDING_SOLO_BLACK)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_BLACK, state->current);
      for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
        if (state->black[s] != TS_BURGUNDY_TILE_NONE)
          {
            e.slot = s;
            n = add_black_variants (state, out, max, n, &e, TRUE);
          }
    }
  if (ts_burgundy_solo_can_buy_vp (state))
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_VP, state->current);
      for (int v = 1; v <= state->players[state->current].silver && v <= G_MAXINT8; v++)
        {
          e.vp = v;
          n = add (out, max, n, &e);
        }
    }
  return n;
}
