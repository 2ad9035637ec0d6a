/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The last entries the players made, each with the points it gave, for the scoreboard shown
 * to the table (issue 45). The entries are replayed from the state before the first of them
 * and the players' totals taken between them without the ledger's words, which would cost
 * most of an entry in a long game (docs/benchmarks.md, "Table pages"). */
#include "ts-i18n.h"

#include "ts-match-private.h"

void
ts_match_recent_free (TsMatchRecent *recent)
{
  if (recent == NULL)
    return;
  g_free (recent->description);
  g_free (recent->points);
  g_free (recent);
}

/* Each player's points in @state, into @points. */
static void
points_of (const TsGameModule *module,
           gconstpointer       state,
           guint               n_players,
           int                *points)
{
  g_autofree int *totals = g_new0 (int, n_players * TS_LEDGER_N_RESOURCES);

  if (module->ledger_totals != NULL)
    module->ledger_totals (state, totals, n_players);
  else
    {
      g_autoptr(GPtrArray) ledger = module->ledger (state);

      for (guint i = 0; i < ledger->len; i++)
        {
          const TsLedgerLine *line = g_ptr_array_index (ledger, i);

          if (line->player < n_players && line->resource < TS_LEDGER_N_RESOURCES)
            totals[line->player * TS_LEDGER_N_RESOURCES + line->resource] += line->delta;
        }
    }
  for (guint p = 0; p < n_players; p++)
    points[p] = totals[p * TS_LEDGER_N_RESOURCES + TS_LEDGER_VP];
}

/**
 * ts_match_dup_recent:
 * @max: how many entries at most
 *
 * The last @max entries the players made, newest first, each with the points it gave or
 * took from each player (an automatic entry counts with the entry before it and is not
 * listed on its own). A GPtrArray of #TsMatchRecent.
 */
static GPtrArray *
dup_recent (TsMatch *self,
            guint    max,
            gboolean describe)
{
  GPtrArray *recent = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_recent_free);
  guint n = ts_record_get_n_entries (self->record);
  guint n_players = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  g_autofree int *start = g_new0 (int, n_players);
  TsMatchRecent *open = NULL;
  gpointer state;
  guint first = n, found = 0;

  g_return_val_if_fail (TS_IS_MATCH (self), recent);

  for (guint i = n; i-- > 0 && found < max;)
    if (!ts_entry_get_automatic (ts_record_get_entry (self->record, i)))
      {
        first = i;
        found++;
      }
  if (found == 0)
    return recent;

  state = ts_match_dup_state_before (self, first);
  for (guint i = first; i <= n; i++)
    {
      TsEntry *entry = i < n ? ts_record_get_entry (self->record, i) : NULL;
      g_autoptr(GError) error = NULL;

      /* An entry's points end where the next entry the players made begins. */
      if (entry == NULL || !ts_entry_get_automatic (entry))
        {
          if (open != NULL)
            {
              points_of (self->module, state, n_players, open->points);
              for (guint p = 0; p < n_players; p++)
                open->points[p] -= start[p];
              g_ptr_array_insert (recent, 0, open);
              open = NULL;
            }
          if (entry == NULL)
            break;
          open = g_new0 (TsMatchRecent, 1);
          open->index = i;
          open->description = describe
                                ? self->module->describe_entry (state, ts_entry_get_data (entry))
                                : g_strdup (ts_entry_get_description (entry));
          open->points = g_new0 (int, n_players);
          open->n_players = n_players;
          points_of (self->module, state, n_players, start);
        }
      if (!self->module->apply (state, ts_entry_get_data (entry), &error))
        g_critical ("Replaying entry %u of %s failed: %s", i + 1, self->module->id,
                    error->message);
    }
  self->module->state_free (state);
  return recent;
}

GPtrArray *
ts_match_dup_recent (TsMatch *self,
                     guint    max)
{
  return dup_recent (self, max, FALSE);
}

/**
 * ts_match_dup_recent_described:
 * @max: how many entries at most
 *
 * As ts_match_dup_recent(), each entry described anew in the language the thread speaks now
 * (ts_catalog_use(): a phone's own), not in the words the history kept.
 */
GPtrArray *
ts_match_dup_recent_described (TsMatch *self,
                               guint    max)
{
  return dup_recent (self, max, TRUE);
}
