/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counts each game gives the scoreboard shown to the table (issue 45,
 * TsGameModule.table_facts), at known states built with the engine tests' helpers. */
#include "ts-game.h"

#include "solo-util.h"
#include "carcassonne-util.h"
#include "caylus-util.h"
#include "kingsburg-util.h"

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

static void
assert_fact (GPtrArray  *facts,
             int         player,
             const char *label,
             const char *value)
{
  g_assert_cmpstr (ts_table_facts_lookup (facts, player, label), ==, value);
}

/* Every fact names a player of the game, or the table. */
static void
assert_players (GPtrArray *facts,
                guint      n_players)
{
  for (guint i = 0; i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      g_assert_cmpint (fact->player, >=, -1);
      g_assert_cmpint (fact->player, <, (int) n_players);
      g_assert_nonnull (fact->label);
      g_assert_nonnull (fact->value);
    }
}

static void
test_list (void)
{
  const char *none[] = { NULL };
  const char *two[] = { "Ana", "Bruno", NULL };
  g_autofree char *empty = ts_table_facts_list (none, "nobody");
  g_autofree char *both = ts_table_facts_list (two, "nobody");

  g_assert_cmpstr (empty, ==, "nobody");
  g_assert_cmpstr (both, ==, "Ana, Bruno");
}

/* The Castles of Burgundy: the bridge's order, the bonus tiles left by colour (CB-ARE-04/05),
 * each player's goods to sell and bonus tiles taken. */
static void
test_burgundy (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (3, NULL);
  g_autoptr(GPtrArray) start = ts_burgundy_module.table_facts (s);
  g_autoptr(GPtrArray) later = NULL;

  assert_players (start, 3);
  assert_fact (start, -1, "Turn order", "Ana, Bruno, Carla");
  assert_fact (start, -1, "Large bonus tiles left",
               "castle, pasture, river, city, monastery, mine");
  assert_fact (start, 0, "Goods to sell", "0");
  assert_fact (start, 2, "Bonus tiles", "0");

  /* Carla first on the bridge; Ana took the large pasture tile, Bruno the small one and the
   * large mine tile; Bruno keeps 2 goods of 3 and 1 of 5. */
  s->order[0] = 2;
  s->order[1] = 0;
  s->order[2] = 1;
  s->bonus_large_owner[TS_BURGUNDY_PASTURE] = 0;
  s->players[0].bonus_large |= 1u << TS_BURGUNDY_PASTURE;
  s->bonus_small_owner[TS_BURGUNDY_PASTURE] = 1;
  s->players[1].bonus_small |= 1u << TS_BURGUNDY_PASTURE;
  s->bonus_large_owner[TS_BURGUNDY_MINE] = 1;
  s->players[1].bonus_large |= 1u << TS_BURGUNDY_MINE;
  s->players[1].goods[3] = 2;
  s->players[1].goods[5] = 1;
  later = ts_burgundy_module.table_facts (s);
  assert_fact (later, -1, "Turn order", "Carla, Ana, Bruno");
  assert_fact (later, -1, "Large bonus tiles left", "castle, river, city, monastery");
  assert_fact (later, -1, "Small bonus tiles left", "castle, river, city, monastery, mine");
  assert_fact (later, 0, "Bonus tiles", "1");
  assert_fact (later, 1, "Bonus tiles", "2");
  assert_fact (later, 1, "Goods to sell", "3");
  assert_fact (later, 0, "Goods to sell", "0");
}

/* The solo game has no bonus tiles (CB-SOL-18) and no turn order to tell. */
static void
test_burgundy_solo (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);
  g_autoptr(GPtrArray) facts = ts_burgundy_module.table_facts (s);

  assert_players (facts, 1);
  g_assert_null (ts_table_facts_lookup (facts, -1, "Turn order"));
  g_assert_null (ts_table_facts_lookup (facts, -1, "Large bonus tiles left"));
  g_assert_null (ts_table_facts_lookup (facts, 0, "Bonus tiles"));
  assert_fact (facts, 0, "Goods to sell", "0");
}

/* Kingsburg: the King's Envoy (KB-ENV), the year's enemy once revealed (KB-BAT-01) and the
 * last battle after it, each player's soldiers and buildings. */
static void
test_kingsburg (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (1);
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;

  s->envoy = 1;
  before = ts_kingsburg_module.table_facts (s);
  assert_players (before, 4);
  assert_fact (before, -1, "The King's Envoy", "Brian");
  assert_fact (before, -1, "This year's enemy", "not revealed yet");
  g_assert_null (ts_table_facts_lookup (before, -1, "Last battle"));
  assert_fact (before, 1, "Soldiers", "1");
  assert_fact (before, 0, "Buildings", "3");
  assert_fact (before, 1, "Buildings", "2");

  /* Goblins of strength 3: David loses his Crane, and year 2 begins with no one's soldiers. */
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1}");
  s->envoy = TS_KINGSBURG_NO_ONE;
  after = ts_kingsburg_module.table_facts (s);
  assert_fact (after, -1, "The King's Envoy", "nobody");
  assert_fact (after, -1, "This year's enemy", "not revealed yet");
  assert_fact (after, -1, "Last battle", "Goblins, strength 3");
  assert_fact (after, 3, "Buildings", "2");
  assert_fact (after, 1, "Soldiers", "0");
}

/* While the battle's goods are chosen the card is this year's enemy. */
static void
test_kingsburg_revealed (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (1);
  g_autoptr(GPtrArray) facts = NULL;

  /* Zombies of strength 4 take 2 VP from each loser (no choice waits): the enemy stays
   * revealed only while something is chosen, so it is set here as the battle leaves it. */
  s->enemy = ts_kingsburg_enemy_from_id (s->data, "Y1-05");
  s->card.strength = 4;
  facts = ts_kingsburg_module.table_facts (s);
  assert_fact (facts, -1, "This year's enemy", "Zombies, strength 4");
}

/* Carcassonne: tiles left, who leads each goods token (CA-TBE-01/02), followers left. */
static void
test_carcassonne (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (3, "{\"tiles\": true, \"goods\": true}");
  g_autoptr(GPtrArray) start = ts_carcassonne_module.table_facts (s);
  g_autoptr(GPtrArray) later = NULL;
  g_autofree char *left = g_strdup_printf ("%u", s->n_left);

  assert_players (start, 3);
  assert_fact (start, -1, "Tiles left", left);
  assert_fact (start, -1, "Most wine tokens", "nobody yet");
  assert_fact (start, 0, "Followers left", "7");

  ct_box (s, "BASE-U:1 BASE-V:1");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  s->players[0].goods[TS_CARCASSONNE_WINE] = 2;
  s->players[2].goods[TS_CARCASSONNE_WINE] = 2;
  s->players[1].goods[TS_CARCASSONNE_CLOTH] = 1;
  later = ts_carcassonne_module.table_facts (s);
  assert_fact (later, -1, "Tiles left", "1");
  assert_fact (later, -1, "Most wine tokens", "Ana, Carla (2)");
  assert_fact (later, -1, "Most cloth tokens", "Bruno (1)");
  assert_fact (later, -1, "Most grain tokens", "nobody yet");
  assert_fact (later, 0, "Followers left", "6");
  assert_fact (later, 1, "Followers left", "7");
}

/* The base game alone has no goods. */
static void
test_carcassonne_base (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr(GPtrArray) facts = ts_carcassonne_module.table_facts (s);

  g_assert_null (ts_table_facts_lookup (facts, -1, "Most wine tokens"));
  g_assert_nonnull (ts_table_facts_lookup (facts, -1, "Tiles left"));
}

/* Caylus 1303: the Provost (CY-PRV), the Bailiff's holder (CY-CHR-06), each player's gold and
 * batches; the prestige secret until the final scoring (CY-SET-14). */
static void
test_caylus (void)
{
  g_autofree TsCaylusState *s
      = cy_new_setup (3, "bailiff thief helper laborer goldsmith master-builder");
  g_autoptr(GPtrArray) facts = NULL;
  g_autoptr(GPtrArray) moved = NULL;
  g_autofree char *provost = NULL;

  facts = ts_caylus_module.table_facts (s);
  assert_players (facts, 3);
  provost = g_strdup_printf ("after road space %u", (guint) s->provost);
  g_assert_cmpuint (s->provost, >, 0);
  assert_fact (facts, -1, "Provost", provost);
  assert_fact (facts, -1, "Bailiff", "Ana");
  assert_fact (facts, 0, "Gold", "0");
  assert_fact (facts, 2, "Batches this round", "0");
  g_assert_true (ts_caylus_module.points_secret (s));

  s->provost = 0;
  s->players[0].characters &= ~(1u << TS_CAYLUS_BAILIFF);
  s->board_characters |= 1u << TS_CAYLUS_BAILIFF;
  s->players[1].res[TS_CAYLUS_GOLD] = 3;
  s->players[2].batches = 2;
  moved = ts_caylus_module.table_facts (s);
  assert_fact (moved, -1, "Provost", "after the Guild Bridge");
  assert_fact (moved, -1, "Bailiff", "on the board");
  assert_fact (moved, 1, "Gold", "3");
  assert_fact (moved, 2, "Batches this round", "2");

  s->stage = TS_CAYLUS_STAGE_OVER;
  g_assert_false (ts_caylus_module.points_secret (s));
}

/* A Caylus game whose characters leave the Bailiff in the box. */
static void
test_caylus_no_bailiff (void)
{
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief helper laborer goldsmith master-builder");
  g_autoptr(GPtrArray) facts = ts_caylus_module.table_facts (s);

  assert_fact (facts, -1, "Bailiff", "not in this game");
}

/* The other games' points are never secret. */
static void
test_points_open (void)
{
  g_assert_null (ts_burgundy_module.points_secret);
  g_assert_null (ts_kingsburg_module.points_secret);
  g_assert_null (ts_carcassonne_module.points_secret);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-facts/list", test_list);
  g_test_add_func ("/table-facts/burgundy/CB-ARE-04", test_burgundy);
  g_test_add_func ("/table-facts/burgundy/solo", test_burgundy_solo);
  g_test_add_func ("/table-facts/kingsburg/KB-BAT-01", test_kingsburg);
  g_test_add_func ("/table-facts/kingsburg/revealed", test_kingsburg_revealed);
  g_test_add_func ("/table-facts/carcassonne/CA-TBE-02", test_carcassonne);
  g_test_add_func ("/table-facts/carcassonne/base", test_carcassonne_base);
  g_test_add_func ("/table-facts/caylus/CY-CHR-06", test_caylus);
  g_test_add_func ("/table-facts/caylus/no-bailiff", test_caylus_no_bailiff);
  g_test_add_func ("/table-facts/points-open", test_points_open);
  return g_test_run ();
}
