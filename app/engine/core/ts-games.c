/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-game.h"

#include <string.h>

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

/* Each game module adds itself here when it lands; nothing else lists games. */
static const TsGameModule *const games[] = {
  &ts_burgundy_module,
  &ts_kingsburg_module,
  &ts_carcassonne_module,
  &ts_caylus_module,
  NULL,
};

const TsGameModule *const *
ts_games_get_all (guint *n_games)
{
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (games) - 1;
  return games;
}

const TsGameModule *
ts_games_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; games[i] != NULL; i++)
    if (g_strcmp0 (games[i]->id, id) == 0)
      return games[i];
  return NULL;
}

GPtrArray *
ts_games_entries_dup (GArray *entries)
{
  guint size = g_array_get_element_size (entries);
  GPtrArray *out = g_ptr_array_new_full (entries->len, g_free);

  for (guint i = 0; i < entries->len; i++)
    g_ptr_array_add (out, g_memdup2 (entries->data + (gsize)i * size, size));
  return out;
}

JsonNode *
ts_games_breakdown_now (const TsGameModule *module,
                        gconstpointer       state)
{
  gpointer copy;
  JsonNode *now;

  if (module->is_finished (state))
    return module->final_breakdown (state);
  if (module->end_now == NULL)
    return NULL;
  copy = module->state_copy (state);
  module->end_now (copy);
  /* NULL unless the game ended: a game without a final scoring has nothing to project. */
  now = module->is_finished (copy) ? module->final_breakdown (copy) : NULL;
  module->state_free (copy);
  return now;
}

gpointer
ts_games_ahead_by_first_choices (const TsGameModule *module,
                                 gconstpointer       state,
                                 guint               player,
                                 gsize               stage_offset)
{
  gpointer copy = module->state_copy (state);
  guint8 stage = ((const guint8 *) state)[stage_offset];

  /* Each decision ends a player's part or moves the step on: a bound, not a loop forever. */
  for (guint step = 0; step < 1000 && ((const guint8 *) copy)[stage_offset] == stage; step++)
    {
      g_autoptr (GPtrArray) legal = NULL;
      int now = module->pending_player (copy);

      if (now == (int) player)
        return copy;
      if (now < 0)
        break;
      legal = module->legal_entries (copy);
      if (legal->len == 0 || !module->apply (copy, g_ptr_array_index (legal, 0), NULL))
        break;
    }
  module->state_free (copy);
  return NULL;
}

JsonObject *
ts_games_progress_new (const char *first_member,
                       ...)
{
  JsonObject *progress = json_object_new ();
  va_list args;

  va_start (args, first_member);
  for (const char *member = first_member; member != NULL; member = va_arg (args, const char *))
    json_object_set_int_member (progress, member, va_arg (args, int));
  va_end (args);
  return progress;
}

const TsLedgerCategory *
ts_games_category_of (const TsGameModule *module,
                      const char         *cause_id)
{
  g_return_val_if_fail (module != NULL && cause_id != NULL, NULL);

  for (const TsLedgerCategory *c = module->categories; c != NULL && c->cause != NULL; c++)
    {
      gsize n = strlen (c->cause);

      if (strncmp (cause_id, c->cause, n) == 0 && (cause_id[n] == '\0' || cause_id[n] == '-'))
        return c;
    }
  return NULL;
}

const char *
ts_games_cause_clause (const TsGameModule *module, const char *cause_id, TsLedgerResource resource)
{
  g_return_val_if_fail (module != NULL, NULL);

  if (cause_id == NULL || module->cause_clause == NULL)
    return NULL;
  return module->cause_clause (cause_id, resource);
}

/* As ts_games_category_of(): the cause itself, or its beginning before a "-". */
static gboolean
cause_is (const char *cause_id, const char *cause)
{
  gsize n = strlen (cause);

  return strncmp (cause_id, cause, n) == 0 && (cause_id[n] == '\0' || cause_id[n] == '-');
}

const char *
ts_cause_clause_find (const TsCauseClause *table, const char *cause_id)
{
  g_return_val_if_fail (table != NULL && cause_id != NULL, NULL);

  for (const TsCauseClause *c = table; c->cause != NULL; c++)
    if (cause_is (cause_id, c->cause))
      return c->clause;
  return NULL;
}

int
ts_cause_number (const char *cause_id, const char *prefix)
{
  gsize n = strlen (prefix);
  guint64 number = 0;

  g_return_val_if_fail (cause_id != NULL && prefix != NULL, -1);

  if (strncmp (cause_id, prefix, n) != 0 || cause_id[n] != '-'
      || !g_ascii_string_to_unsigned (cause_id + n + 1, 10, 0, G_MAXINT, &number, NULL))
    return -1;
  return (int)number;
}

GPtrArray *
ts_games_categories (const TsGameModule *module)
{
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (module != NULL, out);

  for (const TsLedgerCategory *c = module->categories; c != NULL && c->cause != NULL; c++)
    {
      gboolean seen = FALSE;

      for (guint i = 0; i < out->len && !seen; i++)
        seen = g_str_equal (((const TsLedgerCategory *) out->pdata[i])->category, c->category);
      if (!seen)
        g_ptr_array_add (out, (gpointer) c);
    }
  return out;
}

GPtrArray *
ts_games_holdings (const TsGameModule *module,
                   gconstpointer       state,
                   guint               player,
                   guint               n_players)
{
  GPtrArray *facts = ts_table_facts_new ();

  if (module->holdings != NULL && player < n_players)
    module->holdings (state, player, facts);
  return facts;
}
