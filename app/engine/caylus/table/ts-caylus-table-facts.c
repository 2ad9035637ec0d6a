/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table asks about across it, for the scoreboard shown to the players (issue 45):
 * where the Provost stands, who holds the Bailiff, the Benefits (the royal favours) being
 * chosen, each player's gold and batches delivered to the castle this round. Prestige is
 * secret until the final scoring (CY-SET-14), so the scoreboard shows none before. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-caylus-table.h"

/* Where the Provost stands (CY-PRV), as the board's marker says it. */
static char *
provost_text (const TsCaylusState *s)
{
  if (s->provost == 0)
    /* Translators: where Caylus 1303's Provost stands, for the whole table */
    return g_strdup (_ ("after the Guild Bridge"));
  if (s->provost > s->data->road_spaces)
    /* Translators: Caylus 1303's Provost on one of the Provost spaces past the Road */
    return g_strdup (_ ("at the end of the Road"));
  /* Translators: where Caylus 1303's Provost stands ("after road space 9") */
  return g_strdup_printf (_ ("after road space %u"), (guint)s->provost);
}

/* Who holds the Bailiff (CY-CHR-06), or where it is. */
static char *
bailiff_text (const TsCaylusState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].characters >> TS_CAYLUS_BAILIFF & 1u)
      return g_strdup (s->names[p]);
  if (s->board_characters >> TS_CAYLUS_BAILIFF & 1u)
    /* Translators: Caylus 1303's Bailiff lies on the board, nobody holds it */
    return g_strdup (_ ("on the board"));
  if (s->revealed >> TS_CAYLUS_BAILIFF & 1u)
    /* Translators: Caylus 1303's Bailiff is revealed and waits to be drafted */
    return g_strdup (_ ("not drafted yet"));
  /* Translators: Caylus 1303's Bailiff is not among this game's characters */
  return g_strdup (_ ("not in this game"));
}

gboolean
ts_caylus_points_secret (gconstpointer state)
{
  return ((const TsCaylusState *)state)->stage != TS_CAYLUS_STAGE_OVER;
}

GPtrArray *
ts_caylus_table_facts (gconstpointer data)
{
  const TsCaylusState *s = data;
  GPtrArray *facts = ts_table_facts_new ();

  /* Translators: where the Provost stands, for the whole table */
  ts_table_facts_add (facts, -1, _ ("Provost"), provost_text (s));
  /* Translators: who holds Caylus 1303's Bailiff character */
  ts_table_facts_add (facts, -1, g_dpgettext2 (GETTEXT_PACKAGE, "caylus character", "Bailiff"),
                      bailiff_text (s));
  /* CY-BEN: a Benefit, the royal favour, is chosen at once. */
  if (s->stage == TS_CAYLUS_STAGE_BENEFIT && s->actor >= 0 && s->actor < s->n_players)
    /* Translators: the player choosing Benefits now, and how many ("Ana (2)") */
    ts_table_facts_add (facts, -1, _ ("Benefits to choose"),
                        g_strdup_printf (_ ("%s (%u)"), s->names[s->actor],
                                         (guint)s->benefits_due));
  for (guint p = 0; p < s->n_players; p++)
    {
      /* Translators: a player's gold, 2 PP each at the end */
      ts_table_facts_add_count (facts, p, _ ("Gold"), s->players[p].res[TS_CAYLUS_GOLD]);
      /* Translators: batches a player delivered to the castle this round; the most earn a
       * Benefit (CY-DLV-05) */
      ts_table_facts_add_count (facts, p, _ ("Batches this round"), s->players[p].batches);
    }
  return facts;
}
