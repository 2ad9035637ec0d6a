/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-modules.h"

static void
shields_after_entry (TsBurgundyState *state, const TsBurgundyEntry *e, gboolean was_phase_end)
{
  ts_burgundy_shields_after_entry (state, was_phase_end);
}

/* Shield 2 (CB-SHD-02). */
static void
shields_gained (TsBurgundyState *state, guint player, TsLedgerResource resource,
                TsBurgundyCause cause, int delta)
{
  if (resource == TS_LEDGER_WORKERS && delta > 0)
    ts_burgundy_shields_workers_gained (state, player, cause, delta);
}

const TsBurgundyPart ts_burgundy_shields_part = {
  .name = "shields",
  .handles = ts_burgundy_shields_handles,
  .check = ts_burgundy_shields_check,
  .apply = ts_burgundy_shields_do,
  .after_entry = shields_after_entry,
  .legal = ts_burgundy_shields_legal,
  .legal_phase_end = ts_burgundy_shields_legal, /* a holder's at a phase's end (CB-SHD-14/15) */
  .describe_entry = ts_burgundy_shields_describe_entry,
  .phase_ends = ts_burgundy_shields_phase_end,
  .gained = shields_gained,
};
