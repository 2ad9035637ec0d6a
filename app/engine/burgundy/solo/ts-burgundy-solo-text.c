/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game in words and JSON (issue 15): its entries (shapes in ts-burgundy-entry.h),
 * what waits, the result, and the random table event of the property tests. */
#include "ts-burgundy-solo.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

/* The tile an entry names on the board: its identity when given, else what lies there. */
static const char *
named_tile (guint on_board, const TsBurgundyEntry *e)
{
  return ts_burgundy_tile_name (e->tile >= TS_BURGUNDY_TILE_CASTLE ? e->tile : on_board);
}

char *
ts_burgundy_solo_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  const char *who = e->player >= 0 && e->player < state->n_players ? state->names[e->player] : "?";
  gboolean black_ok = e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS;

  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        {
          if (e->depot < 1 || e->depot > 6 || e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
            return g_strdup (_ ("A hex tile is taken out of the game."));
          g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
          /* Translators: solo game; a tile name, a depot space (“the beige city space of
           * depot 2”) */
          return g_strdup_printf (_ ("The %s on %s is taken out of the game."),
                                  named_tile (state->depots[e->depot - 1][e->slot], e), where);
        }
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        {
          g_autoptr (GString) goods = g_string_new (NULL);
          for (guint g = 1; g <= 6; g++)
            for (guint k = 0; k < e->exchange[g]; k++)
              g_string_append_printf (goods, goods->len ? " %u" : "%u", g);
          /* Translators: solo game; player name, goods types ("1 1 4 5 5"), a tile name */
          return g_strdup_printf (_ ("%s gives goods %s for the black depot's %s, stored face "
                                     "down."),
                                  who, goods->str,
                                  black_ok ? named_tile (state->black[e->slot], e) : "?");
        }
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        {
          g_autofree char *where
              = e->space >= 0 && e->space < TS_BURGUNDY_N_SPACES && e->player == state->current
                    ? ts_burgundy_space_name (&state->players[e->player], e->space)
                    : g_strdup ("?");
          /* Translators: solo game; player name, a tile name, a duchy space */
          return g_strdup_printf (_ ("%s places the black depot's %s straight on %s."), who,
                                  black_ok ? named_tile (state->black[e->slot], e) : "?", where);
        }
      case TS_BURGUNDY_ENTRY_BUY_VP:
        /* Translators: solo game; player name, VP bought (the same silver paid) */
        return g_strdup_printf (ngettext ("%s buys %d victory point for %d silver.",
                                          "%s buys %d victory points for %d silver.", e->vp),
                                who, e->vp, e->vp);
      default:
        return NULL;
    }
}

char *
ts_burgundy_solo_describe_pending (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[0];

  if (!state->options.solo)
    return NULL;
  if (state->stage == TS_BURGUNDY_STAGE_SOLO_REMOVE)
    {
      int depot = 0, slot = 0;

      if (!ts_burgundy_solo_remove_slot (state, &depot, &slot))
        return g_strdup (""); /* never in this stage */
      g_autofree char *where = ts_burgundy_slot_name (state, depot - 1, slot);
      const char *tile = ts_burgundy_tile_name (state->depots[depot - 1][slot]);
      if (depot == state->white)
        /* Translators: solo game; the white die, a tile name, a depot space (“the beige city
         * space of depot 2”) */
        return g_strdup_printf (_ ("The white die shows %u: take the %s on %s out of the "
                                   "game."),
                                state->white, tile, where);
      /* Translators: solo game; the white die, a tile name, a depot space */
      return g_strdup_printf (_ ("The white die shows %u and that depot is empty: take the %s on "
                                 "%s, the next depot clockwise holding tiles, out of the game."),
                              state->white, tile, where);
    }
  if (state->stage == TS_BURGUNDY_STAGE_OVER)
    {
      if (state->solo_won)
        /* Translators: solo game; player name, round 1-25 */
        return g_strdup_printf (_ ("The game is over: %s filled the whole duchy in round %u "
                                   "and wins."),
                                state->names[0], state->solo_round);
      /* Translators: solo game; player name, empty duchy spaces left */
      return g_strdup_printf (ngettext ("The game is over: %s lost, with %d empty space left "
                                        "after round 25.",
                                        "The game is over: %s lost, with %d empty spaces left "
                                        "after round 25.",
                                        ts_burgundy_empty_spaces (state, 0)),
                              state->names[0], ts_burgundy_empty_spaces (state, 0));
    }
  if (state->n_pending == 0
      || (state->stage != TS_BURGUNDY_STAGE_TURN && state->stage != TS_BURGUNDY_STAGE_PHASE_END))
    return NULL;
  switch (state->pending[state->n_pending - 1])
    {
      case TS_BURGUNDY_PENDING_SOLO_BUY:
        /* Translators: solo game, CB-SOL-20; player name. A tile placed at the end of a phase
         * (shield 14 or 15) scored victory points */
        return g_strdup_printf (_ ("%s scored at the phase end: buy victory points (1 silver "
                                   "each), or decline to go on."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
        return g_strdup_printf (_ ("%s: you may give 5 goods for a black-depot tile, stored "
                                   "face down."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_BLACK:
        return g_strdup_printf (_ ("%s: a colour is complete: place a black-depot tile "
                                   "straight on your duchy, with no die."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_ACTION:
        /* Translators: solo game; player name, the target's new space */
        return g_strdup_printf (_ ("%s reached the target (now on %u): take a free action with "
                                   "any die value."),
                                state->names[0], p->solo_target);
      default:
        return NULL;
    }
}

void
ts_burgundy_solo_random_remove (const TsBurgundyState *state, TsBurgundyEntry *e)
{
  int depot = -1, slot = -1;

  ts_burgundy_solo_remove_slot (state, &depot, &slot);
  ts_burgundy_entry_init (e, TS_BURGUNDY_ENTRY_SOLO_REMOVE, -1);
  e->depot = depot;
  e->slot = slot;
}
