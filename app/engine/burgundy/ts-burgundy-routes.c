/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes (CB-TRD): the pieces each player lays above their duchy and the bonus a sold
 * goods tile earns on a space of its own type. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

static const char *const bonus_ids[TS_BURGUNDY_N_BONUSES] = {
  "take-building", "take-mine-monastery-castle", "take-any", "workers-4", "silver-2", "vp-4",
};

const char *
ts_burgundy_route_bonus_id (TsBurgundyRouteBonus bonus)
{
  return bonus < TS_BURGUNDY_N_BONUSES ? bonus_ids[bonus] : "unknown";
}

int
ts_burgundy_route_bonus_from_id (const char *id)
{
  for (guint i = 0; i < TS_BURGUNDY_N_BONUSES; i++)
    if (g_strcmp0 (id, bonus_ids[i]) == 0)
      return i;
  return -1;
}

const char *
ts_burgundy_route_bonus_name (TsBurgundyRouteBonus bonus)
{
  static const char *const names[TS_BURGUNDY_N_BONUSES] = {
    N_ ("take a building from a depot"),
    N_ ("take a mine, monastery or castle from a depot"),
    N_ ("take any hex tile from a depot"),
    N_ ("+4 workers"),
    N_ ("+2 silver"),
    N_ ("+4 VP"),
  };

  return bonus < TS_BURGUNDY_N_BONUSES ? _ (names[bonus]) : "";
}

void
ts_burgundy_random_routes (JsonArray *players, GRand *rand)
{
  /* Written with the trade-route rules (issue 14). */
  (void)players;
  (void)rand;
}
