/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-game.h"

/* The order in which the parts' hooks run at each point. It is part of the rules where two
 * parts act at one point: the team's shared goods are copied before the solo game settles a
 * phase's end, a shield's entry is taken before any other part's, the shields' phase end is
 * resolved before the solo game looks at the next turn. */
const TsBurgundyPart *const ts_burgundy_parts[] = {
  &ts_burgundy_team_part,
  &ts_burgundy_shields_part,
  &ts_burgundy_solo_part,
  &ts_burgundy_extras_part,
  &ts_burgundy_outposts_part,
  NULL,
};
