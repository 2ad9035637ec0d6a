/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choices with their cost in workers (see ts-burgundy-choices.h). */
#include "ts-burgundy-choices.h"

#include <string.h>

#include "ts-burgundy-rules.h"

#define MAX_LEGAL 1024

static gboolean
same_action (const TsBurgundyEntry *a, const TsBurgundyEntry *b)
{
  /* Entries are plain fixed-size structs filled from ts_burgundy_entry_init(). */
  return memcmp (a, b, sizeof *a) == 0;
}

static gboolean
wants_die_value (guint type)
{
  return type == TS_BURGUNDY_ENTRY_TAKE_TILE || type == TS_BURGUNDY_ENTRY_PLACE_TILE
         || type == TS_BURGUNDY_ENTRY_SELL_GOODS;
}

/* Adds @action unless it is already there at the same or a lower cost. */
static guint
add_choice (TsBurgundyChoice *out, guint n, guint max, const TsBurgundyEntry *spend,
            const TsBurgundyEntry *action, guint workers)
{
  for (guint i = 0; i < n; i++)
    if (same_action (&out[i].action, action))
      {
        if (out[i].workers > workers)
          {
            out[i].workers = workers;
            if (spend != NULL)
              out[i].spend = *spend;
          }
        return n;
      }
  if (n >= max)
    return n;
  memset (&out[n], 0, sizeof out[n]);
  out[n].action = *action;
  out[n].workers = workers;
  if (spend != NULL)
    out[n].spend = *spend;
  return n + 1;
}

guint
ts_burgundy_choices (const TsBurgundyState *state, TsBurgundyChoice *out, guint max)
{
  g_autofree TsBurgundyEntry *legal = g_new (TsBurgundyEntry, MAX_LEGAL);
  g_autofree TsBurgundyEntry *after = g_new (TsBurgundyEntry, MAX_LEGAL);
  guint n_legal = ts_burgundy_legal (state, legal, MAX_LEGAL);
  guint n = 0;

  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
      n = add_choice (out, n, max, NULL, &legal[i], 0);

  for (guint i = 0; i < n_legal; i++)
    {
      const TsBurgundyEntry *spend = &legal[i];
      const TsBurgundyPlayer *p;
      g_autofree TsBurgundyState *copy = NULL;
      guint from, cost, n_after;

      if (spend->type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
        continue;
      p = &state->players[spend->player];
      from = state->dice[spend->player][spend->die];
      cost = ts_burgundy_worker_cost (p, from, spend->to);
      copy = ts_burgundy_state_copy (state);
      if (!ts_burgundy_apply (copy, spend, NULL))
        continue;
      n_after = ts_burgundy_legal (copy, after, MAX_LEGAL);
      for (guint k = 0; k < n_after; k++)
        if (wants_die_value (after[k].type) && after[k].die == spend->die)
          n = add_choice (out, n, max, spend, &after[k], cost);
    }
  return n;
}

gboolean
ts_burgundy_choice_apply (TsBurgundyState *state, const TsBurgundyChoice *choice, GError **error)
{
  g_autofree TsBurgundyState *copy = NULL;

  if (choice->workers == 0)
    return ts_burgundy_apply (state, &choice->action, error);

  copy = ts_burgundy_state_copy (state);
  if (!ts_burgundy_apply (copy, &choice->spend, error)
      || !ts_burgundy_apply (copy, &choice->action, error))
    return FALSE;
  memcpy (state, copy,
          G_STRUCT_OFFSET (TsBurgundyState, ledger) + copy->n_ledger * sizeof copy->ledger[0]);
  return TRUE;
}
