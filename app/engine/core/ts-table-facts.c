/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counts a game gives the scoreboard shown to the table (issue 45). */
#include "ts-i18n.h"

#include "ts-table-facts.h"

void
ts_table_fact_free (TsTableFact *fact)
{
  if (fact == NULL)
    return;
  g_free (fact->label);
  g_free (fact->value);
  g_free (fact);
}

GPtrArray *
ts_table_facts_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) ts_table_fact_free);
}

void
ts_table_facts_add (GPtrArray  *facts,
                    int         player,
                    const char *label,
                    char       *value)
{
  TsTableFact *fact = g_new0 (TsTableFact, 1);

  fact->player = player;
  fact->label = g_strdup (label);
  fact->value = value;
  g_ptr_array_add (facts, fact);
}

void
ts_table_facts_add_count (GPtrArray  *facts,
                          int         player,
                          const char *label,
                          int         count)
{
  ts_table_facts_add (facts, player, label, g_strdup_printf ("%d", count));
}

const char *
ts_table_facts_lookup (GPtrArray  *facts,
                       int         player,
                       const char *label)
{
  for (guint i = 0; i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      if (fact->player == player && g_strcmp0 (fact->label, label) == 0)
        return fact->value;
    }
  return NULL;
}

char *
ts_table_facts_list (const char *const *items,
                     const char        *none)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; items[i] != NULL; i++)
    {
      if (i > 0)
        /* Translators: separates the items of a list (“space 1 of row 1, space 3 of
         * row 2”) */
        g_string_append (list, _ (", "));
      g_string_append (list, items[i]);
    }
  if (list->len == 0)
    g_string_append (list, none);
  return g_string_free (list, FALSE);
}
