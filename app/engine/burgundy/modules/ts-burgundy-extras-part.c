/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-modules.h"

static gboolean
extras_handles (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  return e->type == TS_BURGUNDY_ENTRY_BUY_INN || e->type == TS_BURGUNDY_ENTRY_BUY_WORKERS
         || e->type == TS_BURGUNDY_ENTRY_CRANE_EFFECT;
}

static gboolean
extras_check (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  return ts_burgundy_check_actor (state, e, error) && ts_burgundy_extras_check (state, e, error);
}

const TsBurgundyPart ts_burgundy_extras_part = {
  .name = "extras",
  .handles = extras_handles,
  .check = extras_check,
  .apply = ts_burgundy_extras_do,
  .turn_goes_on = ts_burgundy_can_buy_inn, /* an inn to buy (CB-INN-03) */
  .placed = ts_burgundy_extras_placed,
};
