/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a player holds, for their own phone (TsGameModule.holdings): goods, silver, workers,
 * the tiles in storage, how full the duchy is, the animals in it and, with the shields
 * module, the shields on its castles. In the team game the goods, silver, workers, board and
 * shared storage are the team's (CB-TEM-08/09), and the labels say so. */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-burgundy-table.h"

/* "2 × goods 3, 1 × goods 5": the goods stacks in storage by type, the die number (CB-SET-09,
 * CB-ACT-11). */
static char *
goods_text (const TsBurgundyPlayer *p)
{
  GString *text = g_string_new (NULL);

  for (guint g = 1; g <= 6; g++)
    if (p->goods[g] > 0)
      {
        if (text->len > 0)
          g_string_append (text, _ (", "));
        /* Translators: the goods tiles of one type in a player's storage: how many, then the
         * type, a die number 1-6 ("2 × goods 3") */
        g_string_append_printf (text, _ ("%u × goods %u"), (guint)p->goods[g], g);
      }
  if (text->len == 0)
    /* Translators: no goods tiles in a player's storage */
    g_string_append (text, C_ ("goods in storage", "none"));
  return g_string_free (text, FALSE);
}

/* The hex tiles waiting in storage to be placed (CB-ACT-03); in the team game the team's
 * shared spaces (@shared) or the player's private ones (CB-TEM-08). */
static char *
storage_text (const TsBurgundyState *state,
              const TsBurgundyPlayer *p,
              gboolean               shared)
{
  const char *names[TS_BURGUNDY_MAX_STORAGE + 1] = { NULL };
  guint size = ts_burgundy_storage_size (p), n = 0;

  for (guint k = 0; k < size && k < TS_BURGUNDY_MAX_STORAGE; k++)
    if (p->storage[k] != TS_BURGUNDY_TILE_NONE
        && (!state->options.team || ts_burgundy_team_is_shared_slot (k) == shared))
      names[n++] = ts_burgundy_tile_name (p->storage[k]);
  /* Translators: no hex tile waits in a player's storage */
  return ts_table_facts_list (names, C_ ("hex tiles in storage", "none"));
}

/* "5 cows, 3 sheep": the animals on the livestock tiles placed (CB-ANI-01), and the geese
 * (CB-EXT-04). */
static char *
animals_text (const TsBurgundyPlayer *p)
{
  guint animals[TS_BURGUNDY_N_SPECIES] = { 0 };
  gboolean geese = FALSE;
  GString *text = g_string_new (NULL);
  guint cells = MIN (p->duchy.n_cells, TS_BURGUNDY_MAX_SPACES);

  for (guint i = 0; i < cells; i++)
    {
      guint tile = p->tiles[i];

      if (TS_BURGUNDY_IS_ANIMAL (tile))
        animals[TS_BURGUNDY_SPECIES_OF (tile)] += TS_BURGUNDY_ANIMALS_OF (tile);
      else if (tile == TS_BURGUNDY_TILE_GEESE)
        geese = TRUE;
    }
  for (guint s = 0; s < TS_BURGUNDY_N_SPECIES; s++)
    if (animals[s] > 0)
      {
        if (text->len > 0)
          g_string_append (text, _ (", "));
        /* Translators: the animals of one species in a player's duchy: how many, then the
         * species as in “cows” (“5 cows”) */
        g_string_append_printf (text, C_ ("animals", "%u %s"), animals[s],
                                ts_burgundy_species_name (s));
      }
  if (geese)
    {
      if (text->len > 0)
        g_string_append (text, _ (", "));
      g_string_append (text, ts_burgundy_species_name (TS_BURGUNDY_N_SPECIES));
    }
  if (text->len == 0)
    /* Translators: no livestock tile in a player's duchy */
    g_string_append (text, C_ ("animals", "none"));
  return g_string_free (text, FALSE);
}

/* The shields on the player's castles by number, "4, 12" (CB-SHG-04/05). */
static char *
shields_text (const TsBurgundyPlayer *p)
{
  char *numbers[TS_BURGUNDY_N_SHIELDS + 1] = { NULL };
  guint n = 0;
  char *text;

  for (guint shield = 1; shield <= TS_BURGUNDY_N_SHIELDS; shield++)
    if (ts_burgundy_has_shield (p, shield))
      numbers[n++] = g_strdup_printf ("%u", shield);
  /* Translators: no shield on a player's castles */
  text = ts_table_facts_list ((const char *const *)numbers, C_ ("shields", "none"));
  for (guint i = 0; i < n; i++)
    g_free (numbers[i]);
  return text;
}

/* "23 of 37 spaces filled", the starting castle counted (CB-SET-08). */
static char *
spaces_text (const TsBurgundyPlayer *p)
{
  guint total = ts_burgundy_board_n_spaces (&p->duchy);

  /* Translators: how full a player's duchy (or a team's board) is: the spaces with a tile,
   * then all its spaces ("23 of 37 spaces filled") */
  return g_strdup_printf (ngettext ("%u of %u space filled", "%u of %u spaces filled", total),
                          (guint)p->n_placed, total);
}

void
ts_burgundy_holdings (gconstpointer data, guint player, GPtrArray *facts)
{
  const TsBurgundyState *state = data;
  const TsBurgundyPlayer *p = &state->players[player];
  gboolean team = state->options.team;

  if (team)
    {
      /* Translators: the team a player plays on in the team game, then its name */
      ts_table_facts_add (facts, player, _ ("Team"),
                          ts_burgundy_team_name (state, ts_burgundy_team_of (player)));
      /* Translators: the goods in a team's shared storage (the team game) */
      ts_table_facts_add (facts, player, _ ("Team goods"), goods_text (p));
      /* Translators: a team's silver, which both of its players use (the team game) */
      ts_table_facts_add_count (facts, player, _ ("Team silver"), p->silver);
      /* Translators: a team's workers, which both of its players use (the team game) */
      ts_table_facts_add_count (facts, player, _ ("Team workers"), p->workers);
      /* Translators: the hex tiles in a team's 2 shared storage spaces (the team game) */
      ts_table_facts_add (facts, player, _ ("Team storage"), storage_text (state, p, TRUE));
      /* Translators: the hex tiles in a player's own 2 storage spaces (the team game) */
      ts_table_facts_add (facts, player, _ ("Private storage"), storage_text (state, p, FALSE));
      /* Translators: how full a team's board is (the team game) */
      ts_table_facts_add (facts, player, _ ("Team board"), spaces_text (p));
    }
  else
    {
      ts_table_facts_add (facts, player, _ ("Goods"), goods_text (p));
      ts_table_facts_add_count (facts, player, _ ("Silver"), p->silver);
      ts_table_facts_add_count (facts, player, _ ("Workers"), p->workers);
      /* Translators: the hex tiles in a player's storage, waiting to be placed */
      ts_table_facts_add (facts, player, _ ("Tiles in storage"), storage_text (state, p, FALSE));
      /* Translators: how full a player's duchy is ("23 of 37 spaces filled") */
      ts_table_facts_add (facts, player, _ ("Duchy"), spaces_text (p));
    }
  ts_table_facts_add (facts, player, _ ("Animals"), animals_text (p));
  if (state->options.shields)
    ts_table_facts_add (facts, player, _ ("Shields"), shields_text (p));
}
