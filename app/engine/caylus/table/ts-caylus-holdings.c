/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a player holds, for their own phone (TsGameModule.holdings): the resources, workers,
 * houses and characters of their personal supply, which the table sees (CY-SET-14), the
 * buildings and monuments that carry their house, and their prestige once it is no longer
 * secret: the PP tokens lie face down until the final scoring (CY-SET-14), so a phone the
 * table may glance at shows none before. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-caylus-table.h"

/* The characters held, in the data's order (CY-CHR; CY-BEN-06: no limit). */
static char *
characters_text (const TsCaylusState *s,
                 const TsCaylusPlayer *p)
{
  const char *names[TS_CAYLUS_N_CHARACTERS + 1] = { NULL };
  guint n = 0;

  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    if (p->characters >> c & 1u)
      names[n++] = ts_caylus_character_name (s->data, c);
  /* Translators: a Caylus 1303 player holds no character */
  return ts_table_facts_list (names, C_ ("caylus characters", "none"));
}

/* The tiles on the Road that carry the player's house, in Road order: the buildings they
 * built, their residences (CY-ADM-01) and the monuments on them (CY-MNM-02). */
static char *
buildings_text (const TsCaylusState *s,
                guint                player)
{
  const char *names[TS_CAYLUS_MAX_SPOTS + 1] = { NULL };
  guint n = 0;

  for (guint spot = 0; spot < s->n_spots && spot < TS_CAYLUS_MAX_SPOTS; spot++)
    {
      const TsCaylusSpot *sp = &s->spots[spot];

      if (sp->owner != (int)player || sp->state == TS_CAYLUS_SPOT_EMPTY)
        continue;
      names[n++] = sp->state == TS_CAYLUS_SPOT_RESIDENCE
                       ? C_ ("caylus building", "Residence")
                       : ts_caylus_tile_name (ts_caylus_spot_tile (s, spot));
    }
  /* Translators: no building of the Road carries a Caylus 1303 player's house */
  return ts_table_facts_list (names, C_ ("caylus buildings", "none"));
}

/* Caylus 1303: the supply (CY-SET-08), the workers, the houses on the Road. */
void
ts_caylus_holdings (gconstpointer data, guint player, GPtrArray *facts)
{
  const TsCaylusState *s = data;
  const TsCaylusPlayer *p = &s->players[player];

  ts_table_facts_add_count (facts, player, C_ ("caylus resource", "Food"), p->res[TS_CAYLUS_FOOD]);
  ts_table_facts_add_count (facts, player, C_ ("caylus resource", "Wood"), p->res[TS_CAYLUS_WOOD]);
  ts_table_facts_add_count (facts, player, C_ ("caylus resource", "Stone"),
                            p->res[TS_CAYLUS_STONE]);
  ts_table_facts_add_count (facts, player, C_ ("caylus resource", "Cloth"),
                            p->res[TS_CAYLUS_CLOTH]);
  ts_table_facts_add_count (facts, player, C_ ("caylus resource", "Gold"), p->res[TS_CAYLUS_GOLD]);
  /* Translators: workers in a player's supply, then in the Camp: "6 + 9 in the Camp" */
  ts_table_facts_add (
      facts, player, _ ("Workers"),
      g_strdup_printf (_ ("%u + %u in the Camp"), (guint)p->supply, (guint)p->camp));
  /* Translators: the houses left in a Caylus 1303 player's supply */
  ts_table_facts_add_count (facts, player, _ ("Houses"), p->houses);
  ts_table_facts_add (facts, player, C_ ("caylus board", "Characters"), characters_text (s, p));
  ts_table_facts_add (facts, player, _ ("Buildings"), buildings_text (s, player));
  if (!ts_caylus_points_secret (s))
    /* Translators: a Caylus 1303 player's prestige points, shown once they are no longer
     * secret (after the final scoring) */
    ts_table_facts_add_count (facts, player, _ ("Prestige"), p->pp);
}
