/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What trade routes change in the base game's entries: a piece laid by a sale (CB-TRD-03..06)
 * and the words for a route's waiting bonus. */
#include "ts-burgundy-play.h"

#include "ts-i18n.h"

/* Rules -------------------------------------------------------------------------------- */

/* A tile of the kind @pending takes lies in a numbered depot, and there is room for it. */
static gboolean
take_has_target (const TsBurgundyState *state, guint player, guint pending)
{
  const TsBurgundyPlayer *p = &state->players[player];

  if (ts_burgundy_free_storage (p) < 0 && !state->options.effect_discard)
    return FALSE;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      if (state->depots[d][s] != TS_BURGUNDY_TILE_NONE
          && ts_burgundy_effect_accepts_colour (pending, ts_burgundy_slot_colour (state, d, s)))
        return TRUE;
  return FALSE;
}

void
ts_burgundy_route_lay (TsBurgundyState *state, guint player, guint goods, guint n)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint8 takes[TS_BURGUNDY_ROUTE_SPACES];
  guint n_takes = 0;

  /* CB-TRD-03/05: one at a time from the left; once full, the rest are sold as usual. */
  for (guint k = 0; k < n && p->route_next < p->route_len; k++)
    {
      guint s = p->route_next++;
      guint bonus = p->route_bonus[s];

      p->route_goods[s] = goods;
      if (p->route_die[s] != goods) /* CB-TRD-04: only on a space of its own type */
        continue;
      switch (bonus)
        {
          case TS_BURGUNDY_BONUS_VP:
            ts_burgundy_gain (state, player, TS_LEDGER_VP, 4, TS_BURGUNDY_CAUSE_ROUTE, bonus);
            break;
          case TS_BURGUNDY_BONUS_WORKERS:
            ts_burgundy_gain (state, player, TS_LEDGER_WORKERS, 4, TS_BURGUNDY_CAUSE_ROUTE, bonus);
            break;
          case TS_BURGUNDY_BONUS_SILVER:
            ts_burgundy_gain (state, player, TS_LEDGER_SILVER, 2, TS_BURGUNDY_CAUSE_ROUTE, bonus);
            break;
          default:
            takes[n_takes++] = TS_BURGUNDY_PENDING_ROUTE_BUILDING + bonus;
            break;
        }
    }
  /* Left to right: the leftmost on top of the stack. A bonus with no tile to take is lost.
   * The stack keeps the room ts_burgundy_apply() needs for the next entries; only a route
   * entered with more take bonuses of one goods type than any box has could reach that. */
  for (guint k = n_takes; k-- > 0;)
    if (take_has_target (state, player, takes[k])
        && state->n_pending < TS_BURGUNDY_MAX_PENDING - 4)
      state->pending[state->n_pending++] = takes[k];
}

const char *
ts_burgundy_route_pending_sentence (guint pending)
{
  switch (pending)
    {
      case TS_BURGUNDY_PENDING_ROUTE_BUILDING:
        return _ ("First take (or decline) the building tile your trade route gives.");
      case TS_BURGUNDY_PENDING_ROUTE_CHURCH:
        return _ ("First take (or decline) the castle, mine or monastery tile your trade route "
                  "gives.");
      case TS_BURGUNDY_PENDING_ROUTE_ANY:
      default:
        return _ ("First take (or decline) the tile of any kind your trade route gives.");
    }
}

const char *
ts_burgundy_route_wrong_kind (guint pending)
{
  if (pending == TS_BURGUNDY_PENDING_ROUTE_BUILDING)
    return _ ("This trade-route bonus takes a building tile only.");
  return _ ("This trade-route bonus takes a castle, mine or monastery tile only.");
}
