/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Applying entries: every handler checks everything first and only then changes the state,
 * so a refused entry leaves the state exactly as it was. This file holds the checks every
 * action shares, taking and placing tiles, and ts_burgundy_apply(); the other actions of a
 * turn are in ts-burgundy-actions-turn.c. */
#include "ts-burgundy-play.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

void
ts_burgundy_start_turn (TsBurgundyState *state)
{
  state->current = state->order[state->turn];
  state->die_used = 0;
  state->bought = 0;
  state->inn_bought = 0;
  state->shield16_used = 0;
  state->solo_vp_turn = 0;
}

/* Player decisions ---------------------------------------------------------------------- */

const char *
ts_burgundy_pending_sentence (guint pending)
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
      case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
      case TS_BURGUNDY_PENDING_SOLO_BLACK:
      case TS_BURGUNDY_PENDING_SOLO_ACTION:
      case TS_BURGUNDY_PENDING_SOLO_BUY:
        return ts_burgundy_solo_pending_sentence (pending);
      default:
        return ts_burgundy_route_pending_sentence (pending);
    }
}

const char *
ts_burgundy_pending_clause (guint pending)
{
  switch (pending)
    {
      case TS_BURGUNDY_PENDING_SHIP:
        return "CB-SHP-01";
      case TS_BURGUNDY_PENDING_CASTLE:
        return "CB-CAS-01";
      case TS_BURGUNDY_PENDING_CITY_HALL:
        return "CB-BLD-10";
      case TS_BURGUNDY_PENDING_WAREHOUSE:
        return "CB-BLD-07";
      case TS_BURGUNDY_PENDING_MARKET:
        return "CB-BLD-04";
      case TS_BURGUNDY_PENDING_CARPENTER:
        return "CB-BLD-05";
      case TS_BURGUNDY_PENDING_CHURCH:
        return "CB-BLD-06";
      case TS_BURGUNDY_PENDING_WHITE_CASTLE:
        return "CB-WHC-02";
      case TS_BURGUNDY_PENDING_CRANE:
        return "CB-EXT-02";
      case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
        return "CB-SOL-14";
      case TS_BURGUNDY_PENDING_SOLO_BLACK:
        return "CB-SOL-18";
      case TS_BURGUNDY_PENDING_SOLO_ACTION:
        return "CB-SOL-22";
      case TS_BURGUNDY_PENDING_SOLO_BUY:
        return "CB-SOL-20";
      default:
        return "CB-TRD-04"; /* the trade-route bonuses */
    }
}

gboolean
ts_burgundy_check_actor (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (state->stage == TS_BURGUNDY_STAGE_OVER)
    return illegal_rule (error, "CB-END-01", _ ("The game is over."));
  /* A tile placed by shield 14/15 at a phase end has its effects resolved then (CB-SHD-14). */
  if (state->stage != TS_BURGUNDY_STAGE_TURN
      && !(state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending > 0))
    return illegal_rule (error, "CB-RND-01",
                         _ ("No one is taking a turn: the table must enter the next event "
                            "first."));
  if (e->player != state->current)
    return illegal_rule (
        /* Translators: both %s are player names */
        error, "CB-RND-04", _ ("It is %s's turn, not %s's."), state->names[state->current],
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
gboolean
ts_burgundy_check_source (const TsBurgundyState *state, const TsBurgundyEntry *e,
                          guint allowed_effect, guint *value, GError **error)
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
                    /* CB-SOL-22: like a castle's action */
                    || (top == TS_BURGUNDY_PENDING_SOLO_ACTION && e->die == TS_BURGUNDY_SRC_TARGET
                        && e->type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
                    || (top == allowed_effect
                        && e->die
                               == (ts_burgundy_route_pending (top) ? TS_BURGUNDY_SRC_ROUTE
                                                                   : (int)(allowed_effect + 1)));
      if (!ok)
        return illegal_rule (error, ts_burgundy_pending_clause (top), "%s",
                             ts_burgundy_pending_sentence (top));
      return TRUE;
    }
  if (e->die != TS_BURGUNDY_SRC_DIE0 && e->die != TS_BURGUNDY_SRC_DIE1)
    return illegal_rule (error, "CB-TRN-01",
                         _ ("That effect is not waiting: use one of your two dice."));
  if ((state->die_used >> e->die) & 1u)
    return illegal_rule (error, "CB-TRN-01",
                         _ ("Each die gives one action per turn and this one is used."));
  *value = state->dice[state->current][e->die];
  return TRUE;
}

void
ts_burgundy_use_source (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (e->die <= TS_BURGUNDY_SRC_DIE1)
    state->die_used |= 1u << e->die;
  else
    state->n_pending--;
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
gboolean
ts_burgundy_check_identity (const TsBurgundyState *state, const TsBurgundyEntry *e, guint on_board,
                            guint back, int colour, GError **error)
{
  g_autofree char *where = entry_slot_name (state, e);

  if (on_board != TS_BURGUNDY_TILE_UNKNOWN)
    {
      if (e->tile != 0 && e->tile != on_board)
        /* Translators: a depot space (“the beige city space of depot 2”), two tile names */
        return illegal_rule (error, "CB-PHS-04", _ ("The tile on %s is a %s, not a %s."), where,
                             ts_burgundy_tile_name (on_board), ts_burgundy_tile_name (e->tile));
      return TRUE;
    }
  if (e->tile < TS_BURGUNDY_TILE_CASTLE)
    return illegal_rule (error, "CB-PHS-04",
                         /* Translators: a depot space (“the beige city space of depot 2”) or “the
                          * black depot” */
                         _ ("The tile on %s was not identified when the depots were filled: "
                            "say which tile it is."),
                         where);
  if (!ts_burgundy_check_module_tile (state, e->tile, error))
    return FALSE;
  if (back == 0 && (int)ts_burgundy_tile_colour (e->tile) != colour)
    /* Translators: a tile name, a depot space (“the beige city space of depot 2”) */
    return illegal_rule (error, "CB-PHS-04", _ ("A %s cannot lie on %s."),
                         ts_burgundy_tile_name (e->tile), where);
  if (state->supply[back][e->tile] == 0)
    return illegal_rule (error, "CB-CMP-01",
                         _ ("Every %s is already accounted for; that tile must be another "
                            "one."),
                         ts_burgundy_tile_name (e->tile));
  return TRUE;
}

void
ts_burgundy_store_tile (TsBurgundyState *state, TsBurgundyPlayer *p, const TsBurgundyEntry *e,
                        guint on_board, guint back, int colour)
{
  guint tile = on_board;

  if (on_board == TS_BURGUNDY_TILE_UNKNOWN)
    {
      tile = e->tile;
      state->supply[back][tile]--;
      state->unknown[back][back == 1 ? 0 : colour]--;
    }
  ts_burgundy_put_in_storage (state, p, e, tile);
}

/* Into the first free storage space (of the kind the entry names, in the team game), after
 * the discard the entry names when there is none (checked by ts_burgundy_check_storage). */
void
ts_burgundy_put_in_storage (TsBurgundyState *state, TsBurgundyPlayer *p,
                            const TsBurgundyEntry *e, guint tile)
{
  guint size = ts_burgundy_storage_size (p); /* storing moves no shield */

  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < TS_BURGUNDY_MAX_STORAGE; i++)
        {
          guint k = ts_burgundy_team_slot_order (state, i);

          if (ts_burgundy_team_store_slot_sized (state, size, e, k)
              && p->storage[k] == TS_BURGUNDY_TILE_NONE)
            {
              p->storage[k] = tile;
              return;
            }
        }
      state->discarded[p->storage[e->discard]]++;
      p->storage[e->discard] = TS_BURGUNDY_TILE_NONE;
    }
  g_assert_not_reached ();
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

  if (!check_actor (state, e, error) || !ts_burgundy_check_source (state, e, effect, &value, error))
    return FALSE;
  if (e->depot < 1 || e->depot > 6)
    return illegal_rule (error, "CB-ACT-02",
                         _ ("Tiles are taken from the numbered depots 1 to 6."));
  if (e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
    return illegal_rule (error, "CB-ACT-02", _ ("Depot %d has no such space."), e->depot);
  if (state->depots[e->depot - 1][e->slot] == TS_BURGUNDY_TILE_NONE)
    {
      g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
      /* Translators: a depot space (“the beige city space of depot 2”) */
      return illegal_rule (error, "CB-ACT-02", _ ("There is no tile on %s."), where);
    }
  if (value != 0 && !ts_burgundy_die_reaches (value, e->depot, ts_burgundy_has_monastery (p, 12)))
    {
      if (ts_burgundy_has_monastery (p, 12))
        return illegal_rule (error, "CB-MON-12",
                             /* Translators: die numbers: the die, the depots it reaches with
                              * monastery 12's free change by 1, the depot chosen */
                             _ ("A die showing %u takes a tile from depot %u, %u or %u (monastery "
                                "12); this is depot %d."),
                             value, (value + 4) % 6 + 1, value, value % 6 + 1, e->depot);
      return illegal_rule (
          error, "CB-ACT-02",
          /* Translators: die numbers: the die (twice), the depot chosen */
          _ ("A die showing %u takes a tile from depot %u only; this is depot %d."), value, value,
          e->depot);
    }
  guint on_board = state->depots[e->depot - 1][e->slot];
  int colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
  if (!ts_burgundy_check_identity (state, e, on_board, 0, colour, error))
    return FALSE;
  if (effect != 255 && !ts_burgundy_effect_accepts_colour (effect, colour))
    return illegal_rule (error, ts_burgundy_pending_clause (effect), "%s",
                         ts_burgundy_route_pending (effect) ? ts_burgundy_route_wrong_kind (effect)
                         : effect == TS_BURGUNDY_PENDING_MARKET
                             ? _ ("A market takes a ship or an animal tile only.")
                         : effect == TS_BURGUNDY_PENDING_CARPENTER
                             ? _ ("A carpenter's workshop takes a building tile only.")
                             : _ ("A church takes a castle, mine or monastery tile only."));
  return ts_burgundy_check_storage (state, p, e, effect == 255 || state->options.effect_discard,
                                    error);
}

static void
do_take (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint on_board = state->depots[e->depot - 1][e->slot];
  int colour = ts_burgundy_slot_colour (state, e->depot - 1, e->slot);

  state->depots[e->depot - 1][e->slot] = TS_BURGUNDY_TILE_NONE;
  ts_burgundy_store_tile (state, p, e, on_board, 0, colour);
  ts_burgundy_use_source (state, e);
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
    return illegal_rule (error, "CB-ACT-09",
                         /* Translators: a duchy space (“the light green pasture space with die
                          * 4”) */
                         _ ("There is already a tile on %s; placed tiles are never moved or "
                            "replaced."),
                         where);
  if (!ts_burgundy_tile_fits (p, tile, space))
    /* Translators: a tile name, a colour (“blue river”), a duchy space */
    return illegal_rule (error, "CB-ACT-06", _ ("A %s goes on a %s space, and %s is not one."),
                         ts_burgundy_tile_name (tile),
                         ts_burgundy_colour_seen (ts_burgundy_tile_colour (tile)), where);
  if (!ts_burgundy_may_place_at (state, p, space) && state->options.solo
      && ts_burgundy_adjacent_to_tile (state, p, space))
    return ts_burgundy_solo_river_refusal (p, space, error); /* CB-SOL-12 */
  if (!ts_burgundy_may_place_at (state, p, space))
    return illegal_rule (error, "CB-ACT-07",
                         /* Translators: a duchy space (“the light green pasture space with die
                          * 4”) */
                         _ ("A new tile must touch a tile already in your duchy, and %s "
                            "touches none."),
                         where);
  if (tile == TS_BURGUNDY_TILE_INN && !ts_burgundy_inn_allowed (p, space))
    return illegal_rule (error, "CB-INN-05",
                         /* Translators: a colour (“pasture”); CB-INN-05 */
                         _ ("This %s area already has an inn: one inn per area."),
                         ts_burgundy_colour_name (p->duchy.colour[space]));
  if (!ts_burgundy_building_allowed (state, p, tile, space))
    return illegal_rule (error, "CB-BLD-02",
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
      || !ts_burgundy_check_source (state, e, TS_BURGUNDY_PENDING_CITY_HALL, &value, error))
    return FALSE;
  if (e->storage < 0 || e->storage >= (int)ts_burgundy_storage_size (p)
      || p->storage[e->storage] == TS_BURGUNDY_TILE_NONE)
    return illegal_rule (error, "CB-ACT-06",
                         _ ("Tiles are placed from your storage, and that storage space is "
                            "empty."));
  if (!ts_burgundy_board_has_space (&p->duchy, e->space))
    return ts_burgundy_board_refuse_space (state, e->player, error);
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
    return illegal_rule (error, "CB-ACT-06", _ ("A die showing %u cannot place a tile on %s."),
                         value, where);
  return TRUE;
}

static void
do_place (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];

  p->tiles[e->space] = p->storage[e->storage];
  p->storage[e->storage] = TS_BURGUNDY_TILE_NONE;
  p->n_placed++;
  ts_burgundy_use_source (state, e);
  ts_burgundy_effects_placed (state, state->current, e->space);
}

/* The first of the modules' parts that takes @e as its own, or NULL. */
static const TsBurgundyPart *
part_for (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((e->type < TS_BURGUNDY_N_ENTRY_TYPES && ((*part)->entry_types >> e->type) & 1u)
        || ((*part)->handles != NULL && (*part)->handles (state, e)))
      return *part;
  return NULL;
}

/* TRUE while a module's part keeps the current turn going. */
static gboolean
parts_turn_goes_on (const TsBurgundyState *state)
{
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->turn_goes_on != NULL && (*part)->turn_goes_on (state))
      return TRUE;
  return FALSE;
}

static gboolean
apply_entry (TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  gboolean ok = FALSE;
  const TsBurgundyPart *own = part_for (state, e);
  gboolean phase_end = state->stage == TS_BURGUNDY_STAGE_PHASE_END;

  if (own != NULL)
    ok = own->check (state, e, error);
  else
    switch (e->type)
      {
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
          ok = ts_burgundy_check_sell (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
          ok = ts_burgundy_check_take_workers (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
          ok = ts_burgundy_check_spend (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_BUY_BLACK:
          ok = ts_burgundy_check_buy (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
          ok = ts_burgundy_check_ship (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_DECLINE:
          ok = ts_burgundy_check_decline (state, e, error);
          break;
        case TS_BURGUNDY_ENTRY_END_TURN:
          ok = ts_burgundy_check_end_turn (state, e, error);
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

  if (own != NULL)
    own->apply (state, e);
  else
    switch (e->type)
      {
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
          ts_burgundy_do_sell (state, e);
          break;
        case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
          ts_burgundy_do_take_workers (state, e);
          break;
        case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
          ts_burgundy_do_spend (state, e);
          break;
        case TS_BURGUNDY_ENTRY_BUY_BLACK:
          ts_burgundy_do_buy (state, e);
          break;
        case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
          ts_burgundy_do_ship (state, e);
          break;
        case TS_BURGUNDY_ENTRY_DECLINE:
          state->n_pending--;
          break;
        case TS_BURGUNDY_ENTRY_END_TURN:
          if (ts_burgundy_end_turn_is_mark (state, e))
            {
              state->ended_by_itself = 0;
              state->n_entries++;
              return TRUE;
            }
          ts_burgundy_end_turn (state);
          break;
        default:
          g_assert_not_reached ();
      }
  /* The modules' parts: what the entry settles (a team's shared goods, before a turn that
   * ends by itself gives the phase's income), then what follows from it. */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->settle != NULL)
      (*part)->settle (state, e);
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->after_entry != NULL)
      (*part)->after_entry (state, e, phase_end);
  state->ended_by_itself = 0;
  state->last_acting = state->n_entries;
  /* A turn ends by itself once nothing is left to do in it (both dice used, no effect
   * waiting, no purchase possible); otherwise the player says "end-turn". Records of
   * version 2 follow such an entry with an automatic "end-turn" (ts-burgundy-entry.h). */
  if (state->stage == TS_BURGUNDY_STAGE_TURN && e->type != TS_BURGUNDY_ENTRY_END_TURN
      && e->type != TS_BURGUNDY_ENTRY_ROLL && state->n_pending == 0 && state->die_used == 3
      && !ts_burgundy_can_buy (state) && !parts_turn_goes_on (state))
    {
      state->ended_by_itself = state->current + 1;
      ts_burgundy_end_turn (state);
    }
  state->n_entries++;
  return TRUE;
}

gboolean
ts_burgundy_apply (TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  guint deferred[8] = { 0 };
  guint n = 0;
  gboolean ok;

  /* What a part sets aside while the entry is checked and carried out (CB-SOL-23). */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    {
      g_assert (n < G_N_ELEMENTS (deferred));
      deferred[n++] = (*part)->defer != NULL ? (*part)->defer (state, e) : 0;
    }
  ok = apply_entry (state, e, error);
  n = 0;
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    {
      if ((*part)->undefer != NULL)
        (*part)->undefer (state, deferred[n], ok);
      n++;
    }
  return ok;
}
