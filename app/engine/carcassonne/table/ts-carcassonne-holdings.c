/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a player holds, for their own phone (TsGameModule.holdings): the figures not on the
 * map (followers, and the builder and the pig when the game has them), the goods tokens
 * with Traders & Builders' goods, and the last tiles the player placed. */
#include "ts-carcassonne-table.h"

#include "ts-i18n.h"
#include "ts-table-facts.h"

#define LAST_TILES 3

/* Where the builder or the pig is: in the player's supply, or on the map. */
static char *
figure_text (gboolean in_supply)
{
  return g_strdup (in_supply
                       /* Translators: Carcassonne's builder or pig is in its player's supply */
                       ? C_ ("figure", "in supply")
                       /* Translators: Carcassonne's builder or pig stands on the map */
                       : C_ ("figure", "on the map"));
}

/* "city cap on N, at (1, −2)": a tile by its description as printed and where it lies. */
static char *
tile_text (const TsCarcassonneState *s,
           const TsCarcassonnePlaced *t)
{
  const TsCarcassonneKind *kind = t->kind < s->data->n_kinds ? &s->data->kinds[t->kind] : NULL;
  g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

  /* Translators: a tile a player placed: its description (as printed, north up), then its
   * place on the map ("city cap on N, at (1, −2)") */
  return g_strdup_printf (_ ("%s, at %s"), ts_carcassonne_kind_name (kind), cell);
}

/* The last tiles the player placed, the newest first (CA-BTR-01). */
static void
add_last_tiles (GPtrArray                *facts,
                const TsCarcassonneState *s,
                guint                     player)
{
  const char *labels[LAST_TILES] = {
    /* Translators: the tile a Carcassonne player placed last */
    _ ("Last tile placed"),
    /* Translators: the tile a Carcassonne player placed before their last one */
    _ ("Tile placed before"),
    /* Translators: the tile a Carcassonne player placed before the two last ones */
    _ ("Tile placed before that"),
  };
  guint n = 0;

  for (guint i = s->n_tiles; i > 0 && n < LAST_TILES; i--)
    if (s->tiles[i - 1].player == player)
      {
        ts_table_facts_add (facts, player, labels[n], tile_text (s, &s->tiles[i - 1]));
        n++;
      }
  if (n == 0)
    ts_table_facts_add (facts, player, labels[0],
                        /* Translators: a Carcassonne player has placed no tile yet */
                        g_strdup (C_ ("tile placed", "none yet")));
}

/* Carcassonne: the figures in the supply, the goods tokens (Traders & Builders) and the last
 * tiles placed, newest first, as the player reads them back on their phone. Shown in
 * the order they are asked about. */
void
ts_carcassonne_holdings (gconstpointer data, guint player, GPtrArray *facts)
{
  const TsCarcassonneState *s = data;
  const TsCarcassonnePlayer *p = &s->players[player];

  /* CA-BSE-02: 7 followers each, back in the supply once scored. */
  ts_table_facts_add_count (facts, player, _ ("Followers left"), p->followers);
  if (s->opt_builder)
    ts_table_facts_add (facts, player, C_ ("carcassonne figure", "Builder"),
                        figure_text (p->builder));
  if (s->opt_pig)
    ts_table_facts_add (facts, player, C_ ("carcassonne figure", "Pig"), figure_text (p->pig));
  if (s->opt_goods)
    {
      /* CA-TGD-03: the tokens taken for completed cities. */
      ts_table_facts_add_count (facts, player, C_ ("goods", "Wine"), p->goods[TS_CARCASSONNE_WINE]);
      ts_table_facts_add_count (facts, player, C_ ("goods", "Grain"),
                                p->goods[TS_CARCASSONNE_GRAIN]);
      ts_table_facts_add_count (facts, player, C_ ("goods", "Cloth"),
                                p->goods[TS_CARCASSONNE_CLOTH]);
    }
  add_last_tiles (facts, s, player);
}
