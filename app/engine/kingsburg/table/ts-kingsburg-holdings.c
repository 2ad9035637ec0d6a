/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a player holds, for their own phone (TsGameModule.holdings): goods, soldiers, the
 * buildings of their province, the advisors that helped them this season, and the "+2"
 * tokens and the King's Envoy while they hold them. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-kingsburg-table.h"

/* The buildings built, in the province sheet's order (KB-BLD). */
static char *
buildings_text (const TsKingsburgPlayer *p)
{
  const char *names[TS_KINGSBURG_N_BUILDINGS + 1] = { NULL };
  guint n = 0;

  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    if (ts_kingsburg_has (p, b))
      names[n++] = ts_kingsburg_building_name (b);
  /* Translators: a Kingsburg player has built nothing yet */
  return ts_table_facts_list (names, C_ ("buildings", "none"));
}

/* The advisors that helped the player this season, from the lowest (KB-HLP-01). */
static char *
advisors_text (const TsKingsburgPlayer *p)
{
  const char *names[TS_KINGSBURG_N_ADVISORS + 1] = { NULL };
  guint n = 0;

  for (guint a = 1; a <= TS_KINGSBURG_N_ADVISORS; a++)
    if (p->helped >> a & 1u)
      names[n++] = ts_kingsburg_advisor_name (a);
  /* Translators: no advisor has helped a Kingsburg player this season */
  return ts_table_facts_list (names, C_ ("advisors", "none"));
}

/* A Kingsburg player's goods, soldiers and province (KB-SET-09, KB-BLD), the advisors that
 * helped this season (KB-HLP-01), and the tokens held. */
void
ts_kingsburg_holdings (gconstpointer data, guint player, GPtrArray *facts)
{
  const TsKingsburgPlayer *p = &((const TsKingsburgState *) data)->players[player];

  /* KB-SET-09: a player's goods are always in sight. */
  ts_table_facts_add_count (facts, player, _ ("Gold"), p->goods[TS_KINGSBURG_GOLD]);
  ts_table_facts_add_count (facts, player, _ ("Wood"), p->goods[TS_KINGSBURG_WOOD]);
  ts_table_facts_add_count (facts, player, _ ("Stone"), p->goods[TS_KINGSBURG_STONE]);
  ts_table_facts_add_count (facts, player, _ ("Soldiers"), p->soldiers);
  ts_table_facts_add (facts, player, _ ("Buildings"), buildings_text (p));
  /* Translators: the King's advisors that helped a Kingsburg player this season */
  ts_table_facts_add (facts, player, _ ("Advisors this season"), advisors_text (p));
  if (p->plus2 > 0)
    ts_table_facts_add_count (facts, player, _ ("+2 Tokens"), p->plus2);
  /* KB-ENV-06: once used the Envoy goes back to the calendar, so a holder has not used it. */
  if (((const TsKingsburgState *) data)->envoy == player)
    /* Translators: a Kingsburg player holds the King's Envoy, not used yet */
    ts_table_facts_add (facts, player, _ ("The King's Envoy"), g_strdup (C_ ("envoy", "held")));
}
