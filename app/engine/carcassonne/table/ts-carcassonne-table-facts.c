/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table asks about across it, for the scoreboard shown to the players (issue 45):
 * the tiles left to draw, who leads each goods token, each player's followers left. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-carcassonne-table.h"

/* Who holds the most tokens of @good now, and how many: 10 VP each at the end (CA-TBE-01/02). */
static char *
majority_text (const TsCarcassonneState *s,
               TsCarcassonneGood         good)
{
  const char *leaders[TS_CARCASSONNE_MAX_PLAYERS + 1] = { NULL };
  g_autofree char *names = NULL;
  guint most = 0, n = 0;

  for (guint p = 0; p < s->n_players; p++)
    most = MAX (most, s->players[p].goods[good]);
  if (most == 0)
    /* Translators: nobody holds a goods token of that kind yet */
    return g_strdup (C_ ("goods", "nobody yet"));
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].goods[good] == most)
      leaders[n++] = s->names[p];
  names = ts_table_facts_list (leaders, "");
  /* Translators: the players who hold the most tokens of a good, and how many ("Ana (3)") */
  return g_strdup_printf (_ ("%s (%u)"), names, most);
}

GPtrArray *
ts_carcassonne_table_facts (gconstpointer data)
{
  const TsCarcassonneState *s = data;
  GPtrArray *facts = ts_table_facts_new ();

  /* Translators: tiles still in the stack, for the whole table */
  ts_table_facts_add_count (facts, -1, _ ("Tiles left"), s->n_left);
  if (s->opt_goods)
    for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
      {
        /* Translators: who holds the most tokens of a good ("Most wine tokens"); %s is the
         * good, as in “The most %s tokens: 10” */
        g_autofree char *label = g_strdup_printf (_ ("Most %s tokens"),
                                                  ts_carcassonne_good_name (g));

        ts_table_facts_add (facts, -1, label, majority_text (s, g));
      }
  for (guint p = 0; p < s->n_players; p++)
    /* Translators: a player's followers not on the map (CA-BSE-02: 7 each) */
    ts_table_facts_add_count (facts, p, _ ("Followers left"), s->players[p].followers);
  return facts;
}
