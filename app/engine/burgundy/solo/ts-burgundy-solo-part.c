/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-solo.h"

static void
solo_settle (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  ts_burgundy_solo_phase_end_due (state, e); /* CB-SOL-14/18/22 at a phase end */
  ts_burgundy_solo_phase_end_buy (state, e); /* CB-SOL-20 */
}

static void
solo_after_entry (TsBurgundyState *state, const TsBurgundyEntry *e, gboolean was_phase_end)
{
  ts_burgundy_solo_after_entry (state, e);
}

/* Last while an effect waits: declining the black depot's tile (CB-SOL-18), then what was
 * set aside (CB-SOL-23). */
static guint
solo_legal_waiting (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n)
{
  if (ts_burgundy_solo_black_may_decline (state))
    {
      TsBurgundyEntry e;

      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_DECLINE, state->current);
      e.die = -1;
      if (n < max)
        out[n] = e;
      n++;
    }
  return ts_burgundy_solo_legal_deferred (state, out, max, n);
}

/* CB-SOL-18: no bonus tiles; black tiles to place instead. */
static gboolean
solo_completed (TsBurgundyState *state, guint player, guint space, gboolean area_done,
                gboolean colour_done)
{
  if (!state->options.solo)
    return FALSE;
  ts_burgundy_solo_completed (state, player, space, area_done, colour_done);
  return TRUE;
}

/* CB-SOL-20/21 */
static void
solo_gained (TsBurgundyState *state, guint player, TsLedgerResource resource,
             TsBurgundyCause cause, int delta)
{
  if (resource == TS_LEDGER_VP)
    ts_burgundy_solo_vp_gained (state, player, delta);
}

const TsBurgundyPart ts_burgundy_solo_part = {
  .name = "solo",
  .defer = ts_burgundy_solo_defer, /* CB-SOL-23 */
  .undefer = ts_burgundy_solo_undefer,
  .entry_types = 1u << TS_BURGUNDY_ENTRY_SOLO_REMOVE | 1u << TS_BURGUNDY_ENTRY_SOLO_EXCHANGE
                 | 1u << TS_BURGUNDY_ENTRY_SOLO_BLACK | 1u << TS_BURGUNDY_ENTRY_BUY_VP,
  .check = ts_burgundy_solo_check,
  .apply = ts_burgundy_solo_do,
  .settle = solo_settle,
  .after_entry = solo_after_entry,
  .turn_goes_on = ts_burgundy_solo_turn_goes_on,
  .legal = ts_burgundy_solo_legal,
  .legal_waiting = solo_legal_waiting,
  .describe_entry = ts_burgundy_solo_describe_entry,
  .describe_pending = ts_burgundy_solo_describe_pending,
  .completed = solo_completed,
  .monastery = ts_burgundy_solo_monastery, /* CB-SOL-16 */
  .gained = solo_gained,
};
