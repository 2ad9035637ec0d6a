/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-team.h"

/* The partner's copy of what the team shares (CB-TEM-09); before a turn that ends by itself
 * gives the phase's income. An "end-turn" changes nothing a team shares itself, and the
 * phase end it may bring has synced the teams already. */
static void
team_settle (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (e->type != TS_BURGUNDY_ENTRY_END_TURN && e->player >= 0)
    ts_burgundy_team_sync (state, e->player);
}

const TsBurgundyPart ts_burgundy_team_part = {
  .name = "team",
  .settle = team_settle,
};
