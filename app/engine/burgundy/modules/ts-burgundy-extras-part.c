/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-modules.h"

static gboolean
extras_check (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  return ts_burgundy_check_actor (state, e, error) && ts_burgundy_extras_check (state, e, error);
}

const TsBurgundyPart ts_burgundy_extras_part = {
  .name = "extras",
  .entry_types = 1u << TS_BURGUNDY_ENTRY_BUY_INN | 1u << TS_BURGUNDY_ENTRY_BUY_WORKERS
                 | 1u << TS_BURGUNDY_ENTRY_CRANE_EFFECT,
  .check = extras_check,
  .apply = ts_burgundy_extras_do,
  .turn_goes_on = ts_burgundy_can_buy_inn, /* an inn to buy (CB-INN-03) */
  .placed = ts_burgundy_extras_placed,
};
