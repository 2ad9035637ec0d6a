/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shield entries (CB-SHG, CB-SHD): set-shields, take-shield, set-die, choose-player, and at a
 * phase end shield-tile (shields 14/15) and pay-shields (the tax). What a phase end waits for
 * is in ts-burgundy-shields-phase.c; the effects that change other rules in
 * ts-burgundy-shields.c. */
#include "ts-burgundy-modules.h"

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

static guint
popcount (guint32 x)
{
  return __builtin_popcount (x);
}

/* The tile a shield-tile entry takes (its identity for an unknown one), 0 when none. */
static guint
tile_taken (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint t;

  if (e->depot == 0)
    t = e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS ? state->black[e->slot] : 0;
  else
    t = e->depot >= 1 && e->depot <= 6 && e->slot >= 0 && e->slot < TS_BURGUNDY_DEPOT_SLOTS
            ? state->depots[e->depot - 1][e->slot]
            : 0;
  return t == TS_BURGUNDY_TILE_UNKNOWN ? e->tile : t;
}

static int
taken_colour (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  return e->depot == 0 ? -1 : ts_burgundy_slot_colour (state, e->depot - 1, e->slot);
}

/* Entries --------------------------------------------------------------------------------- */

gboolean
ts_burgundy_shields_handles (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (state->stage == TS_BURGUNDY_STAGE_SHIELDS)
    return TRUE;
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0)
    return e->type != TS_BURGUNDY_ENTRY_END_TURN || !e->automatic;
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
      case TS_BURGUNDY_ENTRY_SET_DIE:
      case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
      case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
      case TS_BURGUNDY_ENTRY_SHIELD_TILE:
        return TRUE;
      default:
        return FALSE;
    }
}

static gboolean
check_set_shields (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  guint32 seen = 0;

  if (state->stage != TS_BURGUNDY_STAGE_SHIELDS)
    return illegal_rule (error, "CB-SHG-01",
                         _ ("Shields are set out on the depots only at the start of the "
                            "game."));
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_SHIELD_SLOTS; s++)
      {
        guint n = e->shields[d][s];
        gboolean used = ts_burgundy_shield_slot_used (state, d, s);

        if (used && n == 0)
          {
            guint k = ts_burgundy_shield_slot_used (state, d, 1) ? 2 : 1;
            /* Translators: a depot number, then how many shields it holds */
            g_autofree char *holds = g_strdup_printf (ngettext ("depot %u holds %u shield",
                                                                "depot %u holds %u shields", k),
                                                      d + 1, k);
            return illegal_rule (error, "CB-SHG-01",
                                 /* Translators: the number of players, then “depot 2 holds 2
                                  * shields” */
                                 ngettext ("With %u player, %s: one is missing.",
                                           "With %u players, %s: one is missing.",
                                           state->n_players),
                                 state->n_players, holds);
          }
        if (!used && n != 0)
          return illegal_rule (error, "CB-SHG-01",
                               ngettext ("With %u player, depot %u holds only one shield.",
                                         "With %u players, depot %u holds only one shield.",
                                         state->n_players),
                               state->n_players, d + 1);
        if (n > TS_BURGUNDY_N_SHIELDS)
          return illegal_rule (error, "CB-SHG-01", _ ("Shields are numbered 1 to 18."));
        if (n != 0 && ((seen >> n) & 1u))
          return illegal_rule (error, "CB-SHG-01",
                               /* Translators: %u is a shield number */
                               _ ("There is only one shield %u: each shield is set out once."), n);
        seen |= n != 0 ? 1u << n : 0;
      }
  return TRUE;
}

static void
do_set_shields (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_SHIELD_SLOTS; s++)
      {
        state->shield_depot[d][s] = e->shields[d][s];
        if (e->shields[d][s] != 0)
          state->shields_set |= 1u << e->shields[d][s];
      }
  state->stage = TS_BURGUNDY_STAGE_STARTING_GOODS;
}

static gboolean
check_take_shield (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p;
  guint top = state->n_pending ? state->pending[state->n_pending - 1] : 255;

  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  p = &state->players[state->current];
  if (e->die == TS_BURGUNDY_SRC_CASTLE)
    {
      if (top != TS_BURGUNDY_PENDING_CASTLE)
        return illegal_rule (error, "CB-SHD-11",
                             _ ("A castle's extra action takes a shield only right after "
                                "placing the castle."));
      if (!ts_burgundy_has_shield (p, 11))
        return illegal_rule (error, "CB-SHD-11",
                             _ ("Only shield 11 lets a castle's extra action take a "
                                "shield."));
    }
  else if (e->die == TS_BURGUNDY_SRC_DOUBLES)
    {
      if (state->n_pending > 0 || state->stage != TS_BURGUNDY_STAGE_TURN)
        return illegal_rule (error, "CB-SHG-03",
                             _ ("First finish the effect that is waiting, then take a "
                                "shield."));
      if (state->die_used != 0)
        return illegal_rule (error, "CB-SHG-03",
                             _ ("Taking a shield uses both dice, and one of them is already "
                                "used this turn."));
    }
  else
    return illegal_rule (error, "CB-SHG-03",
                         _ ("A shield is taken with doubles (both dice) or, with shield 11, "
                            "a castle's extra action."));
  if (e->depot < 1 || e->depot > 6 || e->slot < 0 || e->slot >= TS_BURGUNDY_SHIELD_SLOTS
      || state->shield_depot[e->depot - 1][e->slot] == 0)
    return illegal_rule (error, "CB-SHG-03", _ ("There is no shield on that space of depot %d."),
                         e->depot);
  if (!ts_burgundy_board_has_space (&p->duchy, e->space))
    return ts_burgundy_board_refuse_space (state, e->player, error);
  if (p->tiles[e->space] != TS_BURGUNDY_TILE_CASTLE)
    {
      g_autofree char *where = ts_burgundy_space_name (p, e->space);
      return illegal_rule (error, "CB-SHG-04",
                           /* Translators: %s is a duchy space (“the blue river space with die
                            * 4”) */
                           _ ("A shield goes on a castle in your duchy, and there is no "
                              "castle on %s."),
                           where);
    }
  /* The dice last: workers can turn them (docs/rules-coverage.md). */
  if (e->die == TS_BURGUNDY_SRC_DOUBLES)
    {
      guint a = state->dice[state->current][0], b = state->dice[state->current][1];

      if (a != b)
        return illegal_rule (error, "CB-SHG-03",
                             /* Translators: the two dice */
                             _ ("Your dice show %u and %u: a shield is taken only with "
                                "doubles, both dice showing the same number."),
                             a, b);
      if (e->depot != (int)a)
        return illegal_rule (error, "CB-SHG-03",
                             /* Translators: the die number (twice), then the depot chosen */
                             _ ("Double %us take a shield from depot %u only; this is depot "
                                "%d."),
                             a, a, e->depot);
    }
  return TRUE;
}

static void
do_take_shield (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[state->current];
  guint shield = state->shield_depot[e->depot - 1][e->slot];

  state->shield_depot[e->depot - 1][e->slot] = 0;
  if (p->shield[e->space] != 0)
    ts_burgundy_shield_leaves (state, p, e->space); /* CB-SHG-04 */
  p->shield[e->space] = shield;
  if (e->die == TS_BURGUNDY_SRC_CASTLE)
    state->n_pending--;
  else
    state->die_used = 3;
  ts_burgundy_shields_refresh (state);
}

static gboolean
check_set_die (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  if (!ts_burgundy_has_shield (&state->players[state->current], 16))
    return illegal_rule (error, "CB-SHD-16", _ ("Only shield 16 turns a die to any number."));
  if (state->stage != TS_BURGUNDY_STAGE_TURN || state->n_pending > 0)
    return illegal_rule (error, "CB-SHD-16",
                         _ ("First finish the effect that is waiting, then change a die."));
  if (state->shield16_used)
    return illegal_rule (error, "CB-SHD-16",
                         _ ("Shield 16 changes one die once per turn, and it did this "
                            "turn."));
  if (e->die != 0 && e->die != 1)
    return illegal_rule (error, "CB-SHD-16", _ ("Shield 16 changes one of your own two dice."));
  if ((state->die_used >> e->die) & 1u)
    return illegal_rule (error, "CB-SHD-16", _ ("That die is already used this turn."));
  if (e->to < 1 || e->to > 6)
    return illegal_rule (error, "CB-CMP-06", _ ("A die shows 1 to 6."));
  if (state->dice[state->current][e->die] == e->to)
    return illegal_rule (error, "CB-SHD-16", _ ("The die already shows %d."), e->to);
  return TRUE;
}

static gboolean
check_choose_player (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p;

  if (!ts_burgundy_check_actor (state, e, error))
    return FALSE;
  p = &state->players[state->current];
  if (!ts_burgundy_has_shield (p, 6))
    return illegal_rule (error, "CB-SHD-06",
                         _ ("Only shield 6 lets you choose a player whose monasteries count "
                            "as yours."));
  if (state->stage != TS_BURGUNDY_STAGE_TURN)
    return illegal_rule (error, "CB-SHD-06", _ ("Shield 6's player is chosen in your own turn."));
  if (p->shield6_player >= 0)
    return illegal_rule (error, "CB-SHD-06",
                         /* Translators: %s is the player chosen before */
                         _ ("Shield 6's player is chosen once, and you chose %s."),
                         state->names[p->shield6_player]);
  if (e->target < 0 || e->target >= state->n_players || e->target == e->player)
    return illegal_rule (error, "CB-SHD-06", _ ("Choose one of the other players."));
  /* Issue 26: the partner's monasteries are on the team's board already. */
  if (ts_burgundy_same_team (state, e->target, e->player))
    return illegal_rule (error, "CB-SHD-06",
                         _ ("Choose a player of the other team: your partner's monasteries are "
                            "on your team board already."));
  return TRUE;
}

static gboolean
check_phase_end_actor (const TsBurgundyState *state, const TsBurgundyEntry *e, TsBurgundyShieldStep want,
                       GError **error)
{
  if (state->stage != TS_BURGUNDY_STAGE_PHASE_END || state->n_pending > 0)
    return illegal_rule (error, want == TS_BURGUNDY_SHIELD_STEP_TAX ? "CB-SHG-07" : "CB-SHD-14",
                         "%s",
                         want == TS_BURGUNDY_SHIELD_STEP_TAX
                             ? _ ("The shield tax is paid only at the end of a phase.")
                             : _ ("Shields 14 and 15 take a tile only at the end of a "
                                  "phase."));
  if (e->player != state->phase_end_player)
    return illegal_rule (error, want == TS_BURGUNDY_SHIELD_STEP_TAX ? "CB-SHG-07" : "CB-SHD-14",
                         _ ("It is %s's decision at the end of the phase, not %s's."),
                         state->names[state->phase_end_player],
                         e->player >= 0 && e->player < state->n_players ? state->names[e->player]
                                                                        : "?");
  TsBurgundyShieldStep kind = ts_burgundy_shields_step (state);
  if ((want == TS_BURGUNDY_SHIELD_STEP_TAX) != (kind == TS_BURGUNDY_SHIELD_STEP_TAX))
    {
      g_autofree char *what = ts_burgundy_shields_describe_pending (state);
      return illegal_rule (error, kind == TS_BURGUNDY_SHIELD_STEP_TAX ? "CB-SHG-07" : "CB-SHD-14",
                           "%s", what);
    }
  return TRUE;
}

static gboolean
check_shield_tile (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!check_phase_end_actor (state, e, TS_BURGUNDY_SHIELD_STEP_TILE_14, error))
    return FALSE;
  TsBurgundyShieldStep kind = ts_burgundy_shields_step (state);
  const TsBurgundyPlayer *p = &state->players[e->player];
  if (kind == TS_BURGUNDY_SHIELD_STEP_TILE_14 && (e->depot < 1 || e->depot > 6))
    return illegal_rule (error, "CB-SHD-14",
                         _ ("Shield 14 takes a tile from a numbered depot, 1 to 6."));
  if (kind == TS_BURGUNDY_SHIELD_STEP_TILE_15 && e->depot != 0)
    return illegal_rule (error, "CB-SHD-15", _ ("Shield 15 takes a tile from the black depot."));
  guint on_board = 0;
  if (e->depot == 0 && e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS)
    on_board = state->black[e->slot];
  else if (e->depot > 0 && e->slot >= 0 && e->slot < TS_BURGUNDY_DEPOT_SLOTS)
    on_board = state->depots[e->depot - 1][e->slot];
  if (on_board == TS_BURGUNDY_TILE_NONE)
    return e->depot == 0
               ? illegal_rule (error, "CB-SHD-15",
                               _ ("There is no tile on that space of the black depot."))
               : illegal_rule (error, "CB-SHD-14",
                               _ ("There is no tile on that space of depot %d."), e->depot);
  if (on_board == TS_BURGUNDY_TILE_UNKNOWN)
    {
      guint back = e->depot == 0 ? 1 : 0;
      int colour = taken_colour (state, e);
      if (e->tile < TS_BURGUNDY_TILE_CASTLE)
        return illegal_rule (error, "CB-PHS-04",
                             _ ("That tile was not identified when the depots were filled: "
                                "say which tile it is."));
      if (colour >= 0 && (int)ts_burgundy_tile_colour (e->tile) != colour)
        {
          g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
          return illegal_rule (error, "CB-PHS-04", _ ("A %s cannot lie on %s."),
                               ts_burgundy_tile_name (e->tile), where);
        }
      if (state->supply[back][e->tile] == 0)
        return illegal_rule (error, "CB-CMP-01",
                             _ ("Every %s is already accounted for; that tile must be another "
                                "one."),
                             ts_burgundy_tile_name (e->tile));
    }
  else if (e->tile != 0 && e->tile != on_board)
    return illegal_rule (error, "CB-PHS-04", _ ("That tile is a %s, not a %s."),
                         ts_burgundy_tile_name (on_board), ts_burgundy_tile_name (e->tile));
  guint tile = tile_taken (state, e);
  if (!ts_burgundy_board_has_space (&p->duchy, e->space))
    return ts_burgundy_board_refuse_space (state, e->player, error);
  return ts_burgundy_check_space (state, p, tile, e->space, error);
}

/* CB-SHD-14/15: straight into the duchy, with the tile's effects. */
static void
do_shield_tile (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[e->player];
  guint tile = tile_taken (state, e);
  gboolean unknown;

  if (e->depot == 0)
    {
      unknown = state->black[e->slot] == TS_BURGUNDY_TILE_UNKNOWN;
      state->black[e->slot] = TS_BURGUNDY_TILE_NONE;
      if (unknown)
        {
          state->supply[1][tile]--;
          state->unknown[1][0]--;
        }
    }
  else
    {
      int colour = taken_colour (state, e);
      unknown = state->depots[e->depot - 1][e->slot] == TS_BURGUNDY_TILE_UNKNOWN;
      state->depots[e->depot - 1][e->slot] = TS_BURGUNDY_TILE_NONE;
      if (unknown)
        {
          state->supply[0][tile]--;
          state->unknown[0][colour]--;
        }
    }
  p->tiles[e->space] = tile;
  p->n_placed++;
  state->current = e->player;
  ts_burgundy_effects_placed (state, e->player, e->space);
}

static gboolean
check_decline_tile (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!check_phase_end_actor (state, e, TS_BURGUNDY_SHIELD_STEP_TILE_14, error))
    return FALSE;
  if (state->options.shield_tile_must)
    return illegal_rule (error, "CB-SHD-14",
                         _ ("In this game shields 14 and 15 must take a tile whenever one "
                            "fits in the duchy, and one does."));
  return TRUE;
}

static gboolean
check_pay (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (!check_phase_end_actor (state, e, TS_BURGUNDY_SHIELD_STEP_TAX, error))
    return FALSE;
  const TsBurgundyPlayer *p = &state->players[e->player];
  guint32 held = ts_burgundy_shields_held (p);
  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if (((e->remove >> n) & 1u) && !((held >> n) & 1u))
      return illegal_rule (error, "CB-SHG-08",
                           /* Translators: %u is a shield number */
                           _ ("You hold no shield %u, so it cannot leave the game."), n);
  if ((e->remove & ~held) != 0)
    return illegal_rule (error, "CB-SHG-01", _ ("Shields are numbered 1 to 18."));
  int paid = popcount (held) - popcount (e->remove);
  int workers = MAX (e->workers, 0);
  if (workers > 0 && !ts_burgundy_has_shield (p, 3))
    return illegal_rule (error, "CB-SHD-03", _ ("Only shield 3 lets workers pay the shield tax."));
  if (workers > paid)
    return illegal_rule (error, "CB-SHD-03",
                         ngettext ("You pay for %d shield, so at most %d worker can pay.",
                                   "You pay for %d shields, so at most %d workers can pay.", paid),
                         paid, paid);
  if (workers > p->workers)
    return illegal_rule (error, "CB-SHD-03",
                         ngettext ("You have %d worker.", "You have %d workers.", p->workers),
                         p->workers);
  if (paid - workers > p->silver)
    {
      /* Translators: the shields kept, the silver they cost, the silver held */
      g_autofree char *cost = g_strdup_printf (
          ngettext ("Keeping %d shield costs %d silver", "Keeping %d shields costs %d silver",
                    paid),
          paid, paid - workers);
      return illegal_rule (error, "CB-SHG-08",
                           /* Translators: follows “Keeping 2 shields costs 2 silver” */
                           ngettext ("%s and you have %d: say which shields leave the game.",
                                     "%s and you have %d: say which shields leave the game.",
                                     p->silver),
                           cost, p->silver);
    }
  return TRUE;
}

gboolean
ts_burgundy_shields_check (const TsBurgundyState *state, const TsBurgundyEntry *e,
                           GError **error)
{
  if (!state->options.shields)
    return illegal_rule (error, "CB-SHG-01", _ ("This game is played without shields."));
  if (state->stage == TS_BURGUNDY_STAGE_SHIELDS && e->type != TS_BURGUNDY_ENTRY_SET_SHIELDS)
    return illegal_rule (error, "CB-SHG-01",
                         _ ("First set out the shields on the depots (the game's first "
                            "entry)."));
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
        return check_set_shields (state, e, error);
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
        return check_take_shield (state, e, error);
      case TS_BURGUNDY_ENTRY_SET_DIE:
        return check_set_die (state, e, error);
      case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
        return check_choose_player (state, e, error);
      case TS_BURGUNDY_ENTRY_SHIELD_TILE:
        return check_shield_tile (state, e, error);
      case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
        return check_pay (state, e, error);
      case TS_BURGUNDY_ENTRY_DECLINE:
        if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0
            && ts_burgundy_shields_step (state) == TS_BURGUNDY_SHIELD_STEP_TAX)
          return illegal_rule (error, "CB-SHG-07",
                               _ ("The shield tax cannot be passed over: say which shields you "
                                  "pay for and which leave the game."));
        return check_decline_tile (state, e, error);
      default:
        {
          g_autofree char *what = ts_burgundy_shields_describe_pending (state);
          return illegal (error, "%s", what);
        }
    }
}

void
ts_burgundy_shields_do (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
        do_set_shields (state, e);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
        do_take_shield (state, e);
        break;
      case TS_BURGUNDY_ENTRY_SET_DIE:
        state->dice[state->current][e->die] = e->to;
        state->shield16_used = 1;
        break;
      case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
        state->players[e->player].shield6_player = e->target;
        ts_burgundy_shields_refresh (state);
        break;
      case TS_BURGUNDY_ENTRY_SHIELD_TILE:
        do_shield_tile (state, e);
        break;
      case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
        ts_burgundy_shields_pay (state, e->player, e->remove, MAX (e->workers, 0));
        break;
      case TS_BURGUNDY_ENTRY_DECLINE:
      default:
        break; /* shield 14/15 passed */
    }
}