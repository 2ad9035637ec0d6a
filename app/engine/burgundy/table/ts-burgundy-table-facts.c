/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table asks about across it, for the scoreboard shown to the players (issue 45):
 * the turn order, the bonus tiles still on the board and each player's goods to sell. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-burgundy-table.h"

/* The colours whose large (or small) bonus tile nobody has taken yet (CB-ARE-04/05). */
static char *
bonus_left (const TsBurgundyState *state,
            gboolean               large)
{
  const char *colours[TS_BURGUNDY_N_COLOURS + 1] = { NULL };
  guint n = 0;

  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    if ((large ? state->bonus_large_owner : state->bonus_small_owner)[c] < 0)
      colours[n++] = ts_burgundy_colour_name (c);
  /* Translators: no bonus tile of that size is left on the board */
  return ts_table_facts_list (colours, C_ ("bonus tiles", "none"));
}

GPtrArray *
ts_burgundy_table_facts (gconstpointer data)
{
  const TsBurgundyState *state = data;
  GPtrArray *facts = ts_table_facts_new ();

  if (state->n_players > 1)
    {
      const char *names[TS_BURGUNDY_MAX_PLAYERS + 1] = { NULL };

      for (guint i = 0; i < state->n_players; i++)
        names[i] = state->names[state->order[i]];
      /* Translators: the players in the order of the bridge, for the whole table */
      ts_table_facts_add (facts, -1, _ ("Turn order"), ts_table_facts_list (names, ""));
    }
  /* The solo game has none: a completed colour places a black tile (CB-SOL-18). */
  if (!state->options.solo)
    {
      /* Translators: the colours whose large bonus tile is still on the board */
      ts_table_facts_add (facts, -1, _ ("Large bonus tiles left"), bonus_left (state, TRUE));
      /* Translators: the colours whose small bonus tile is still on the board */
      ts_table_facts_add (facts, -1, _ ("Small bonus tiles left"), bonus_left (state, FALSE));
    }
  for (guint p = 0; p < state->n_players; p++)
    {
      const TsBurgundyPlayer *player = &state->players[p];
      int goods = 0, bonus = 0;

      for (guint g = 1; g <= 6; g++)
        goods += player->goods[g];
      for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
        bonus += (player->bonus_large >> c & 1u) + (player->bonus_small >> c & 1u);
      /* Translators: goods tiles a player keeps in storage, to sell later */
      ts_table_facts_add_count (facts, p, _ ("Goods to sell"), goods);
      if (!state->options.solo)
        /* Translators: bonus tiles a player has taken */
        ts_table_facts_add_count (facts, p, _ ("Bonus tiles"), bonus);
    }
  return facts;
}
