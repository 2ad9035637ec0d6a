/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-modules.h"

/* CB-OUT-02..05 */
static void
outposts_scored (TsBurgundyState *state, guint player, guint space)
{
  ts_burgundy_outposts_placed (state, player);
}

const TsBurgundyPart ts_burgundy_outposts_part = {
  .name = "outposts",
  .scored = outposts_scored,
};
