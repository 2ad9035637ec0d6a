/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table asks about across it, for the scoreboard shown to the players (issue 45):
 * the King's Envoy, this year's enemy once revealed, each player's soldiers and buildings. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-kingsburg-table.h"

/* The card's kind and strength as played (the last battle's values stay in s->card). */
static char *
enemy_text (const TsKingsburgState *s,
            guint                   enemy)
{
  /* Translators: an enemy card's kind and strength as played ("Goblins, strength 4") */
  return g_strdup_printf (_ ("%s, strength %u"), ts_kingsburg_kind_name (s->data->enemies[enemy].kind),
                          (guint)s->card.strength);
}

GPtrArray *
ts_kingsburg_table_facts (gconstpointer data)
{
  const TsKingsburgState *s = data;
  GPtrArray *facts = ts_table_facts_new ();
  /* KB-ENV: who holds the Envoy now. */
  const char *envoy = s->envoy < s->n_players ? s->names[s->envoy]
                      /* Translators: nobody holds the King's Envoy */
                      : C_ ("envoy", "nobody");

  /* Translators: who holds the King's Envoy, for the whole table */
  ts_table_facts_add (facts, -1, _ ("The King's Envoy"), g_strdup (envoy));
  /* The card is revealed in the Winter (KB-BAT-01); the year may end with the battle's
   * entry, so the last one fought stays shown until the next is revealed. */
  if (s->enemy >= 0 && s->enemy < TS_KINGSBURG_N_ENEMIES)
    /* Translators: the enemy card of this year's Winter battle */
    ts_table_facts_add (facts, -1, _ ("This year's enemy"), enemy_text (s, s->enemy));
  else
    {
      ts_table_facts_add (facts, -1, _ ("This year's enemy"),
                          /* Translators: this year's enemy card is not revealed yet (it is
                           * in the Winter) */
                          g_strdup (_ ("not revealed yet")));
      if (s->last_enemy >= 0 && s->last_enemy < TS_KINGSBURG_N_ENEMIES)
        /* Translators: the enemy card of the last Winter battle fought */
        ts_table_facts_add (facts, -1, _ ("Last battle"), enemy_text (s, s->last_enemy));
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      /* Translators: a player's soldiers on the soldier track */
      ts_table_facts_add_count (facts, p, _ ("Soldiers"), s->players[p].soldiers);
      /* Translators: the buildings a player has built in their province */
      ts_table_facts_add_count (facts, p, _ ("Buildings"),
                                (int)ts_kingsburg_n_buildings (&s->players[p]));
    }
  return facts;
}
