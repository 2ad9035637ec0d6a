/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne state: copies, the actor and the ledger. */
#include "ts-carcassonne-state.h"

/* Copies only the used part of the ledger: most of it is spare room. */
TS_LEDGER_DEFINE_STATE_FUNCS (ts_carcassonne, TsCarcassonneState)

int
ts_carcassonne_state_actor (gconstpointer data)
{
  const TsCarcassonneState *state = data;

  return state->stage == TS_CARCASSONNE_STAGE_PLACE || state->stage == TS_CARCASSONNE_STAGE_FIGURE
             ? state->turn
             : -1;
}

void
ts_carcassonne_gain (TsCarcassonneState *state, guint player, TsLedgerResource resource,
                     int delta, TsCarcassonneCause cause, guint detail)
{
  TsCarcassonnePlayer *p = &state->players[player];
  guint mark_cause = cause;

  if (delta == 0)
    return;
  if (resource == TS_LEDGER_VP)
    p->vp += delta;
  else
    {
      /* Wine, grain and cloth follow each other in both enums. */
      guint good = resource - TS_LEDGER_WINE;

      g_assert (good < TS_CARCASSONNE_N_GOODS && (int)p->goods[good] + delta >= 0);
      p->goods[good] += delta;
    }
  if ((cause == TS_CARCASSONNE_CAUSE_ROAD || cause == TS_CARCASSONNE_CAUSE_CITY
       || cause == TS_CARCASSONNE_CAUSE_CLOISTER)
      && detail < state->n_scorings && state->scorings[detail].final)
    mark_cause |= TS_CARCASSONNE_CAUSE_FINAL;
  ts_ledger_mark_append (state->ledger, &state->n_ledger, TS_CARCASSONNE_MAX_LEDGER, player,
                         resource, delta, state->n_entries, mark_cause, detail);
}

const char *
ts_carcassonne_cause_id (guint cause, guint detail, char buf[40])
{
  static const char *const ids[] = { "road", "city", "cloister", "farm", "goods" };
  static const char *const end_ids[] = { "end-road", "end-city", "end-cloister" };
  static const char *const majority[] = { "goods-majority-wine", "goods-majority-grain",
                                          "goods-majority-cloth" };

  (void)buf;
  if (cause & TS_CARCASSONNE_CAUSE_FINAL)
    return (cause & ~TS_CARCASSONNE_CAUSE_FINAL) < G_N_ELEMENTS (end_ids)
               ? end_ids[cause & ~TS_CARCASSONNE_CAUSE_FINAL]
               : "unknown";
  if (cause == TS_CARCASSONNE_CAUSE_TRACK)
    return "track";
  if (cause == TS_CARCASSONNE_CAUSE_MAJORITY)
    return detail < G_N_ELEMENTS (majority) ? majority[detail] : "unknown";
  return cause < G_N_ELEMENTS (ids) ? ids[cause] : "unknown";
}

GPtrArray *
ts_carcassonne_ledger_lines (gconstpointer data)
{
  const TsCarcassonneState *state = data;

  return ts_ledger_expand (state->ledger, state->n_ledger, state, ts_carcassonne_cause_id,
                           ts_carcassonne_cause_text);
}
