/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What trade routes and shields wait for, in words. */
#include "ts-burgundy-text.h"

#include "ts-i18n.h"

char *
ts_burgundy_route_describe_pending (const TsBurgundyState *state, guint pending)
{
  const char *who = state->names[state->current];

  switch (pending)
    {
      case TS_BURGUNDY_PENDING_ROUTE_BUILDING:
        /* Translators: %s is a player name */
        return g_strdup_printf (_ ("%s: take a building tile from a depot (trade route)."), who);
      case TS_BURGUNDY_PENDING_ROUTE_CHURCH:
        /* Translators: %s is a player name */
        return g_strdup_printf (_ ("%s: take a castle, mine or monastery tile from a depot "
                                   "(trade route)."),
                                who);
      case TS_BURGUNDY_PENDING_ROUTE_ANY:
      default:
        /* Translators: %s is a player name */
        return g_strdup_printf (_ ("%s: take any tile from a depot (trade route)."), who);
    }
}

/* What STAGE_SHIELDS and STAGE_PHASE_END (nothing pending) wait for. */
char *
ts_burgundy_shields_describe_pending (const TsBurgundyState *state)
{
  if (state->stage == TS_BURGUNDY_STAGE_SHIELDS)
    return g_strdup_printf (ngettext ("Set out the shields on the depots for %u player.",
                                      "Set out the shields on the depots for %u players.",
                                      state->n_players),
                            state->n_players);
  if (state->stage != TS_BURGUNDY_STAGE_PHASE_END || state->phase_end_step == 0)
    return g_strdup ("");

  const char *name = state->names[state->phase_end_player];
  guint n = state->n_players;
  guint item = state->phase_end_step - 1;

  if (item < 2 * n && item % 2 == 0)
    /* Translators: player name */
    return g_strdup_printf (_ ("End of the phase: %s may take a hex tile from a numbered depot "
                               "straight into their duchy (shield 14)."),
                            name);
  if (item < 2 * n)
    return g_strdup_printf (_ ("End of the phase: %s may take a hex tile from the black depot "
                               "straight into their duchy (shield 15)."),
                            name);
  /* Translators: player name */
  return g_strdup_printf (_ ("End of the phase: %s pays the shield tax, 1 silver per shield; "
                             "each shield not paid for leaves the game."),
                          name);
}
