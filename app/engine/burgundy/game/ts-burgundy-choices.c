/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choices with their cost in workers (see ts-burgundy-choices.h). */
#include "ts-burgundy-game.h"

#include <string.h>


static gboolean
wants_die_value (guint type)
{
  return type == TS_BURGUNDY_ENTRY_TAKE_TILE || type == TS_BURGUNDY_ENTRY_PLACE_TILE
         || type == TS_BURGUNDY_ENTRY_SELL_GOODS || type == TS_BURGUNDY_ENTRY_TAKE_SHIELD;
}

/* Entries are plain fixed-size structs filled from ts_burgundy_entry_init(), so their bytes
 * identify them. */
static guint
entry_hash (gconstpointer key)
{
  const guchar *b = key;
  guint h = 5381;
  for (gsize i = 0; i < sizeof (TsBurgundyEntry); i++)
    h = h * 33 + b[i];
  return h;
}

static gboolean
entry_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (TsBurgundyEntry)) == 0;
}

typedef struct
{
  GArray *out;       /* TsBurgundyChoice */
  GHashTable *index; /* action bytes (owned) -> position + 1, die-value actions only */
} Choices;

/* Adds @action unless it is already there at the same or a lower cost. Only take, place and
 * sale actions can be reached in more than one way, so only they are looked up. */
static void
add_choice (Choices *c, const TsBurgundyEntry *spend, const TsBurgundyEntry *action, guint workers)
{
  TsBurgundyChoice choice;

  if (wants_die_value (action->type))
    {
      guint at = GPOINTER_TO_UINT (g_hash_table_lookup (c->index, action));
      if (at > 0)
        {
          TsBurgundyChoice *old = &g_array_index (c->out, TsBurgundyChoice, at - 1);
          if (old->workers > workers)
            {
              old->workers = workers;
              if (spend != NULL)
                old->spend = *spend;
            }
          return;
        }
      g_hash_table_insert (c->index, g_memdup2 (action, sizeof *action),
                           GUINT_TO_POINTER (c->out->len + 1));
    }
  memset (&choice, 0, sizeof choice);
  choice.action = *action;
  choice.workers = workers;
  if (spend != NULL)
    choice.spend = *spend;
  g_array_append_val (c->out, choice);
}

TsBurgundyChoice *
ts_burgundy_choices (const TsBurgundyState *state, guint *n_out)
{
  guint n_legal;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (state, &n_legal);
  g_autoptr (GHashTable) index = g_hash_table_new_full (entry_hash, entry_equal, g_free, NULL);
  Choices c = { g_array_new (FALSE, FALSE, sizeof (TsBurgundyChoice)), index };

  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
      add_choice (&c, NULL, &legal[i], 0);

  for (guint i = 0; i < n_legal; i++)
    {
      const TsBurgundyEntry *spend = &legal[i];
      const TsBurgundyPlayer *p;
      g_autofree TsBurgundyState *copy = NULL;
      g_autofree TsBurgundyEntry *after = NULL;
      guint from, cost, n_after;

      if (spend->type != TS_BURGUNDY_ENTRY_SPEND_WORKERS)
        continue;
      p = &state->players[spend->player];
      /* The white castle's action has its own value (CB-WHC-03). */
      from = spend->die == TS_BURGUNDY_SRC_WHITE ? state->white_value
                                                 : state->dice[spend->player][spend->die];
      cost = ts_burgundy_worker_cost (p, from, spend->to);
      copy = ts_burgundy_state_copy (state);
      if (!ts_burgundy_apply (copy, spend, NULL))
        continue;
      after = ts_burgundy_legal_all (copy, &n_after);
      for (guint k = 0; k < n_after; k++)
        if (wants_die_value (after[k].type)
            && (after[k].die == spend->die || after[k].die == TS_BURGUNDY_SRC_DOUBLES))
          add_choice (&c, spend, &after[k], cost);
    }
  *n_out = c.out->len;
  return (TsBurgundyChoice *)(void *)g_array_free (c.out, FALSE);
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
