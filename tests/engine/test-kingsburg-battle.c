/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg: recruiting, the Winter battle, building powers and the end of the game
 * (test paths cite clause ids). */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-engine-error.h"

#define GOLD TS_KINGSBURG_GOLD
#define WOOD TS_KINGSBURG_WOOD
#define STONE TS_KINGSBURG_STONE

static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* A game of @n players at the Winter battle of year 1, soldiers and goods cleared. */
static TsKingsburgState *
at_battle (guint n)
{
  TsKingsburgState *s = kt_new_game (n);

  for (guint i = 0; i < n; i++)
    s->players[i].choice = 0;
  s->phase = 8;
  s->stage = TS_KINGSBURG_STAGE_BATTLE;
  return s;
}

/* KB-BAT-01..18, the rulebook's example: Goblins, strength 3, the King's die shows 1. */
static void
test_battle_example (void)
{
  g_autofree TsKingsburgState *s = at_battle (4);
  const char *ann[] = { "statue", "palisade", "barricade", NULL };
  const char *brian[] = { "inn", "guard-tower", NULL };
  const char *cindy[] = { "guard-tower", "blacksmith", "barricade", NULL };
  const char *david[] = { "inn", "barricade", "crane", NULL };
  g_autofree char *m1 = NULL, *m2 = NULL;

  kt_give (s, 0, 0, 0, 0, ann);
  kt_give (s, 1, 0, 0, 0, brian);
  kt_give (s, 2, 0, 0, 0, cindy);
  kt_give (s, 3, 0, 0, 0, david);
  s->players[1].soldiers = 1;
  s->players[3].vp = 1; /* the Crane's VP */
  m1 = kt_refuse (s, "{\"type\":\"battle\",\"enemy\":\"Y2-06\",\"king\":1}");
  assert_contains (
      m1, "Card Y2-06 has year 2 on its back, and this is the battle of year 1");
  m2 = kt_refuse (s, "{\"type\":\"pass\",\"player\":0}");
  assert_contains (m2, "Winter of year 1: enter the enemy card revealed and the King's die");
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1}");
  g_assert_cmpint (s->players[0].combat, ==, 3);
  g_assert_cmpint (s->players[0].result, ==, 0);
  g_assert_cmpint (s->players[1].combat, ==, 3);
  g_assert_cmpint (s->players[1].result, ==, 0);
  g_assert_cmpint (s->players[2].combat, ==, 4);
  g_assert_cmpint (s->players[2].result, ==, 1);
  g_assert_cmpint (s->players[3].combat, ==, 2);
  g_assert_cmpint (s->players[3].result, ==, -1);
  /* Cindy: 1 stone and, as the highest winner, 1 VP. */
  g_assert_cmpuint (s->players[2].goods[STONE], ==, 1);
  g_assert_cmpint (s->players[2].vp, ==, 1);
  /* David has no gold to lose; the Crane (column II, his right-most) is destroyed. */
  g_assert_cmpuint (s->players[3].goods[GOLD], ==, 0);
  g_assert_false (ts_kingsburg_has (&s->players[3], TS_KINGSBURG_B_CRANE));
  g_assert_true (ts_kingsburg_has (&s->players[3], TS_KINGSBURG_B_BARRICADE));
  g_assert_cmpint (s->players[3].vp, ==, 0);
  g_assert_cmpint (kt_ledger_sum (s, 3, TS_LEDGER_VP), ==, -1);
  /* Ties: nothing. KB-BAT-18: every soldier back to 0; year 2 begins. */
  g_assert_cmpint (s->players[0].vp, ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (s->players[i].soldiers, ==, 0);
  g_assert_cmpint (kt_ledger_sum (s, 1, TS_LEDGER_SOLDIERS), ==, -1); /* the 1 set by hand */
  g_assert_cmpuint (s->year, ==, 2);
}

/* KB-BAT-13: had David owned the Market (same column, higher row), it would go instead. */
static void
test_destroy_topmost (void)
{
  g_autofree TsKingsburgState *s = at_battle (2);
  const char *david[] = { "inn", "market", "barricade", "crane", NULL };
  const char *wide[] = { "statue", "chapel", "inn", "barricade", "crane", NULL };

  kt_give (s, 0, 0, 0, 0, david);
  kt_give (s, 1, 0, 0, 0, wide);
  g_assert_cmpint (ts_kingsburg_building_to_destroy (s, 0), ==, TS_KINGSBURG_B_MARKET);
  g_assert_cmpint (ts_kingsburg_building_to_destroy (s, 1), ==, TS_KINGSBURG_B_CHAPEL);
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1}");
  g_assert_false (ts_kingsburg_has (&s->players[0], TS_KINGSBURG_B_MARKET));
  g_assert_true (ts_kingsburg_has (&s->players[0], TS_KINGSBURG_B_CRANE));
  /* KB-BAT-14: the Chapel's 5 VP go with it. */
  g_assert_false (ts_kingsburg_has (&s->players[1], TS_KINGSBURG_B_CHAPEL));
  g_assert_cmpint (s->players[1].vp, ==, -5);
  /* KB-BAT-15: rebuilt later by the normal rules, for its VP again. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  g_assert_cmpuint (s->players[0].aid_die, ==, 1); /* 3 buildings against 4 */
  kt_give (s, 1, 3, 0, 1, wide);
  s->players[1].built &= ~(1u << TS_KINGSBURG_B_CHAPEL);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[6,6,5,4],[5,6,6]],\"neutral\":[[1,1,1],[1,2]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  if (ts_kingsburg_state_actor (s) == 0)
    kt_apply (s, "{\"type\":\"pass\",\"player\":0}");
  kt_apply (s, "{\"type\":\"build\",\"player\":1,\"building\":\"chapel\"}");
  g_assert_true (ts_kingsburg_has (&s->players[1], TS_KINGSBURG_B_CHAPEL));
  g_assert_cmpint (s->players[1].vp, ==, 0);
}

/* KB-BAT-10/11 example: totals 10 and 11, only 11 gets the bonus; a top value that did not
 * win gets nothing. */
static void
test_highest_winner (void)
{
  g_autofree TsKingsburgState *s = at_battle (3);
  g_autofree TsKingsburgState *t = at_battle (2);

  s->players[0].soldiers = 9;
  s->players[1].soldiers = 10;
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-05\",\"king\":1}");
  g_assert_cmpint (s->players[0].combat, ==, 10);
  g_assert_cmpint (s->players[1].combat, ==, 11);
  /* Zombies: a victory gives 1 VP; the highest gains 1 more. */
  g_assert_cmpint (s->players[0].vp, ==, 1);
  g_assert_cmpint (s->players[1].vp, ==, 2);
  g_assert_cmpint (s->players[2].vp, ==, -2);
  /* Strength 4 and everyone at 4 at most: nobody wins, nobody gets the bonus. */
  t->players[0].soldiers = 3;
  kt_apply (t, "{\"type\":\"battle\",\"enemy\":\"Y1-05\",\"king\":1}");
  g_assert_cmpint (t->players[0].result, ==, 0);
  g_assert_cmpint (t->players[0].vp, ==, 0);
}

/* KB-BDG-13 Stone Wall wins ties; KB-BDG-15 Fortress +1 VP; KB-BDG-09 Farms -1;
 * KB-BDG-04/12/16 modifiers against one kind. */
static void
test_battle_buildings (void)
{
  g_autofree TsKingsburgState *s = at_battle (4);
  const char *wall[] = { "palisade", "stable", "stone-wall", NULL };
  const char *fort[] = { "palisade", "stable", "stone-wall", "fortress", NULL };
  const char *farms[] = { "inn", "market", "farms", NULL };
  const char *church[] = { "statue", "chapel", "church", NULL };

  kt_give (s, 0, 0, 0, 0, wall);
  kt_give (s, 1, 0, 0, 0, fort);
  kt_give (s, 2, 0, 0, 0, farms);
  kt_give (s, 3, 0, 0, 0, church);
  /* Zombies, strength 4; King's die 1. Palisade +2 against Zombies, Stone Wall +1. */
  g_assert_cmpint (ts_kingsburg_combat_value (s, 0, 4), ==, 3);
  g_assert_cmpint (ts_kingsburg_combat_value (s, 1, 4), ==, 4);
  g_assert_cmpint (ts_kingsburg_combat_value (s, 2, 4), ==, -1);
  /* Church +1 against Demons only (card Y3-14). */
  g_assert_cmpint (ts_kingsburg_combat_value (s, 3, 4), ==, 0);
  g_assert_cmpint (ts_kingsburg_combat_value (s, 3, 13), ==, 1);
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-05\",\"king\":1}");
  /* Ann 4 = strength 4: the Stone Wall makes it a win (1 VP), and it is the highest... */
  g_assert_cmpint (s->players[0].result, ==, 1);
  /* ... Brian 5 wins with the Fortress: 1 + 1 + 1 (highest). */
  g_assert_cmpint (s->players[1].combat, ==, 5);
  g_assert_cmpint (s->players[1].vp, ==, 3);
  g_assert_cmpint (s->players[0].vp, ==, 1);
  /* Cindy 0 with the Farms: lost, 2 VP. */
  g_assert_cmpint (s->players[2].combat, ==, 0);
  g_assert_cmpint (s->players[2].vp, ==, -2);
}

/* KB-BAT-03/12: goods of choice lost, chosen when the player has more; all when not. */
static void
test_goods_of_choice_loss (void)
{
  g_autofree TsKingsburgState *s = at_battle (3);
  g_autofree char *m1 = NULL;

  kt_give (s, 0, 2, 1, 0, NULL);
  kt_give (s, 1, 1, 0, 1, NULL);
  kt_give (s, 2, 0, 0, 0, NULL);
  s->players[2].soldiers = 5;
  /* Orcs, strength 3: lose 1 VP and 2 goods of choice; reward 1 gold. */
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-04\",\"king\":1}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BATTLE_GOODS);
  g_assert_cmpuint (s->players[1].goods[GOLD] + s->players[1].goods[STONE], ==, 0);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  m1 = kt_refuse (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\",\"wood\"]}");
  assert_contains (m1, "That takes 2 wood and you have 2 gold, 1 wood");
  kt_apply (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"gold\",\"wood\"]}");
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 1);
  g_assert_cmpuint (s->players[0].goods[WOOD], ==, 0);
  g_assert_cmpint (s->players[0].vp, ==, -1);
  g_assert_cmpuint (s->players[2].goods[GOLD], ==, 1);
  g_assert_cmpuint (s->year, ==, 2);
}

/* KB-BDG-15's example: a victory whose reward is one good gives the Fortress's owner that
 * good and 1 VP (here 1 gold against the Barbarians of Y1-01). */
static void
test_fortress_example (void)
{
  g_autofree TsKingsburgState *s = at_battle (2);
  const char *fort[] = { "palisade", "stable", "stone-wall", "fortress", NULL };

  kt_give (s, 0, 0, 0, 0, fort);
  kt_give (s, 1, 0, 0, 0, fort);
  s->players[1].soldiers = 1; /* Brian is the highest; Ann wins without the bonus */
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-01\",\"king\":1}");
  g_assert_cmpint (s->players[0].result, ==, 1);
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 1);
  g_assert_cmpint (s->players[0].vp, ==, 1);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_VP), ==, 1);
  g_assert_cmpint (s->players[1].vp, ==, 2);
}

/* KB-REC-01/02 and KB-BDG-11's example: 3 goods recruit 3 soldiers with the Barracks. */
static void
test_recruit (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (2);
  const char *barracks[] = { "guard-tower", "blacksmith", "barracks", NULL };
  g_autofree char *m1 = NULL, *m2 = NULL;

  for (guint i = 0; i < 2; i++)
    s->players[i].choice = 0;
  s->phase = 7;
  s->stage = TS_KINGSBURG_STAGE_RECRUIT;
  s->turn = 0;
  kt_give (s, 0, 2, 1, 0, NULL);
  kt_give (s, 1, 1, 1, 1, barracks);
  m1 = kt_refuse (s, "{\"type\":\"recruit\",\"player\":0,\"goods\":[\"gold\",\"gold\",\"wood\"]}");
  assert_contains (m1, "Soldiers cost 2 goods each: 3 goods do not pay for whole soldiers");
  m2 = kt_refuse (s, "{\"type\":\"recruit\",\"player\":0,\"goods\":[\"wood\",\"wood\"]}");
  assert_contains (m2, "That takes 2 wood and you have 2 gold, 1 wood");
  kt_apply (s, "{\"type\":\"recruit\",\"player\":0,\"goods\":[\"gold\",\"wood\"]}");
  g_assert_cmpuint (s->players[0].soldiers, ==, 1);
  kt_apply (s, "{\"type\":\"recruit\",\"player\":1,\"goods\":[\"gold\",\"wood\",\"stone\"]}");
  g_assert_cmpuint (s->players[1].soldiers, ==, 3);
  g_assert_cmpint (kt_ledger_sum (s, 1, TS_LEDGER_STONE), ==, -1);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BATTLE);
}

/* KB-BDG-01..03 example: 2,2,2,2 -> the Statue rerolls one to 1 -> total 7, the Chapel
 * rerolls all four -> no more rerolls. */
static void
test_statue_chapel (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *both[] = { "statue", "chapel", "inn", "market", "farms", NULL };
  g_autofree char *m1 = NULL, *m2 = NULL;

  kt_aid_year1 (s, "gold");
  kt_give (s, 0, 0, 0, 0, both);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[2,2,2,2],[6,6,5],[6,5,5]]}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_REROLL);
  m1 = kt_refuse (
      s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"chapel\",\"values\":[1,1,1,1]}");
  assert_contains (m1,
                   "Your dice add up to 8: the Chapel rerolls them only at 7 or less");
  kt_apply (s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"statue\",\"die\":3,\"value\":1}");
  m2 = kt_refuse (
      s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"statue\",\"die\":0,\"value\":1}");
  assert_contains (m2, "Your Statue has rerolled this season already");
  kt_apply (s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"chapel\",\"values\":[1,1,1,1]}");
  /* Four identical dice again: no more rerolls this season; turn order is set. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->players[0].dice[0], ==, 1);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
}

/* KB-BDG-10 Merchants' Guild gold; KB-BDG-17 Crane's example (Farms for 1 gold, 3 wood,
 * 1 stone); KB-BDG-14 Stable's soldiers. */
static void
test_guild_crane_stable (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *b[] = { "inn", "market", "barricade", "crane", "palisade", "stable", NULL };
  const char *guild[] = { "inn", "market", "farms", "merchants-guild", NULL };
  guint8 cost[3];

  kt_give (s, 0, 1, 3, 1, b);
  kt_give (s, 1, 0, 0, 0, guild);
  ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_FARMS, cost);
  g_assert_cmpuint (cost[GOLD], ==, 1);
  g_assert_cmpuint (cost[WOOD], ==, 3);
  g_assert_cmpuint (cost[STONE], ==, 1);
  ts_kingsburg_cost (s, 1, TS_KINGSBURG_B_FARMS, cost);
  g_assert_cmpuint (cost[GOLD], ==, 2);
  /* Columns I and II cost the same. */
  ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_STATUE, cost);
  g_assert_cmpuint (cost[GOLD], ==, 2);
  kt_aid_year1 (s, "wood");
  g_assert_cmpuint (s->players[1].goods[GOLD], ==, 1);
  g_assert_cmpint (kt_ledger_sum (s, 1, TS_LEDGER_GOLD), ==, 1);
  /* Brian (4 dice with the Farms) takes the General (10): 2 soldiers; Ann with the Stable, the
   * King's 18 ... here the Sergeant (5): 2 soldiers. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[5,6,6],[4,6,1,1],[6,6,6]]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":10,\"dice\":[0,1]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[0]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->players[1].soldiers, ==, 2);
  g_assert_cmpuint (s->players[0].soldiers, ==, 2);
}

/* KB-BDG-06 Inn, KB-BDG-18 Town Hall (its example: never 2 VP a season), KB-BDG-19 Embassy
 * (also in the season it is built). */
static void
test_season_end_buildings (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *row5[] = { "barricade", "crane", "town-hall", "inn", NULL };
  g_autofree char *m1 = NULL;

  kt_aid_year1 (s, "gold");
  kt_give (s, 0, 1, 2, 2, row5);
  /* Spring: Ann builds the Embassy (1 gold less with the Crane), which pays at once. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[4,6,6],[6,6,6]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"embassy\"}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  /* Embassy 4 + 1 at the end of Spring, King's Reward 1. No Inn token in Spring, and with
   * no goods nor token the Town Hall does not ask. */
  g_assert_cmpint (s->players[0].vp, ==, 4 + 1 + 1);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_VP), ==, 6);
  g_assert_cmpuint (s->players[0].plus2, ==, 0);
  /* Summer: the Inn's token comes before the Town Hall, which takes it for 1 VP. */
  g_assert_cmpuint (s->phase, ==, 4);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[4,6,6],[6,6,6]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpuint (s->players[0].plus2, ==, 1);
  m1 = kt_refuse (s, "{\"type\":\"town-hall\",\"player\":0,\"pay\":\"gold\"}");
  assert_contains (m1, "You have no gold to give the Town Hall");
  kt_apply (s, "{\"type\":\"town-hall\",\"player\":0,\"pay\":\"plus2\"}");
  /* Once a season: the step is over for Ann. */
  g_assert_cmpint (s->stage, !=, TS_KINGSBURG_STAGE_TOWN_HALL);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_TOKENS), ==, 0);
}

/* KB-END-02/03, KB-BDG-05 (5 goods -> 2 VP), KB-WIN-01, KB-TIE-01..03. */
static void
test_end_and_ties (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree TsKingsburgState *t = kt_new_game (3);
  g_autofree TsKingsburgState *u = kt_new_game (2);
  const char *cathedral[] = { "statue", "chapel", "church", "cathedral", NULL };
  const char *two[] = { "statue", "inn", NULL };
  const char *one[] = { "statue", NULL };
  g_autoptr (JsonNode) breakdown = NULL;
  JsonObject *o;

  kt_give (s, 0, 2, 2, 1, cathedral);
  s->players[0].vp = 10;
  s->players[1].vp = 12;
  kt_end_winter (s, 5);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_OVER);
  g_assert_cmpint (s->players[0].vp, ==, 12);
  /* Tied on VP: Ann has 5 goods, Brian none. */
  g_assert_cmpuint (s->winners, ==, 1u << 0);
  g_assert_cmpuint (s->tie_break, ==, 1);
  breakdown = ts_kingsburg_final_breakdown (s);
  o = json_node_get_object (breakdown);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 0);
  assert_contains (json_object_get_string_member (o, "explanation"),
                   "Ann wins: tied on VP, with the most goods");

  kt_give (t, 0, 1, 0, 0, two);
  kt_give (t, 1, 0, 1, 0, one);
  kt_end_winter (t, 5);
  g_assert_cmpuint (t->winners, ==, 1u << 0);
  g_assert_cmpuint (t->tie_break, ==, 2);

  kt_end_winter (u, 5);
  g_assert_cmpuint (u->winners, ==, 3u);
  g_assert_cmpuint (u->tie_break, ==, 3);
  g_clear_pointer (&breakdown, json_node_unref);
  breakdown = ts_kingsburg_final_breakdown (u);
  o = json_node_get_object (breakdown);
  g_assert_true (json_node_is_null (json_object_get_member (o, "winner")));
  assert_contains (json_object_get_string_member (o, "explanation"),
                   "Ann and Brian share the victory");
  {
    g_autofree char *msg = kt_refuse (u, "{\"type\":\"pass\",\"player\":0}");
    assert_contains (msg, "The game is over: it ends after the Winter of year 5");
  }
}

#define CORRECTED_Y1_03                                                                            \
  "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{\"strength\":2,"                  \
  "\"victory\":{\"vp\":2,\"stone\":1},\"defeat\":{\"gold\":1,\"building\":true}}}"

/* KB-BAT-02/03 with a box's own values: the entry's "card" decides the battle (strength 2
 * instead of 3, 2 VP more as the reward), and the record replays the same from its JSON. */
static void
test_corrected_card (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (1);
  g_autofree TsKingsburgState *replayed = kt_battle_example (1);
  g_autofree TsKingsburgEntry *e = kt_parse (CORRECTED_Y1_03);
  g_autofree TsKingsburgEntry *back = NULL;
  g_autoptr (JsonNode) json = ts_kingsburg_entry_to_json (e);
  g_autofree char *text = json_to_string (json, FALSE);
  g_autofree char *words = ts_kingsburg_describe_entry (s, e);
  g_autoptr (GError) error = NULL;

  g_assert_true (e->has_card);
  g_assert_cmpuint (e->card.strength, ==, 2);
  g_assert_true (e->card.defeat.building);
  assert_contains (words, "Card values corrected for this box: victory 2 VP, 1 stone, defeat "
                          "1 gold, a building");
  g_assert_true (ts_kingsburg_apply (s, e, &error));
  g_assert_no_error (error);
  /* KB-BAT-07/08: Ann and Brian at 3 now win, David at 2 ties and keeps his Crane. */
  g_assert_cmpint (s->players[0].result, ==, 1);
  g_assert_cmpint (s->players[1].result, ==, 1);
  g_assert_cmpint (s->players[3].result, ==, 0);
  g_assert_true (ts_kingsburg_has (&s->players[3], TS_KINGSBURG_B_CRANE));
  g_assert_cmpint (s->players[0].vp, ==, 2);
  g_assert_cmpuint (s->players[0].goods[STONE], ==, 1);
  /* KB-BAT-10: Cindy, the highest victor, 2 VP and 1 more. */
  g_assert_cmpint (s->players[2].vp, ==, 3);
  g_assert_true (s->card_corrected);
  g_assert_cmpint (s->last_enemy, ==, 2);
  g_assert_cmpuint (s->last_king, ==, 1);
  /* The record's JSON carries the values: parsed back, the same entry and the same game. */
  back = kt_parse (text);
  g_assert_cmpmem (back, sizeof *back, e, sizeof *e);
  kt_apply (replayed, text);
  g_assert_true (ts_kingsburg_state_equal (s, replayed));
}

/* Old records (no "card") replay with the shipped values; a "card" equal to them is no
 * correction; impossible values are refused with what is wrong (KB-BAT-02/03). */
static void
test_card_values_checked (void)
{
  g_autofree TsKingsburgState *plain = kt_battle_example (1);
  g_autofree TsKingsburgState *same = kt_battle_example (1);
  g_autofree TsKingsburgState *bad = kt_battle_example (1);
  g_autofree TsKingsburgEntry *e = kt_parse (
      "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{\"strength\":3,"
      "\"victory\":{\"stone\":1},\"defeat\":{\"gold\":1,\"building\":true}}}");
  g_autofree char *words = ts_kingsburg_describe_entry (same, e);
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_assert_null (strstr (words, "corrected"));
  kt_apply (plain, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1}");
  kt_apply (same, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{\"strength\":3,"
                  "\"victory\":{\"stone\":1},\"defeat\":{\"gold\":1,\"building\":true}}}");
  g_assert_false (plain->card_corrected);
  g_assert_true (ts_kingsburg_state_equal (plain, same));
  m1 = kt_refuse (bad, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{"
                       "\"strength\":0,\"victory\":{},\"defeat\":{}}}");
  assert_contains (m1, "Card Y1-03: a strength of 0 is not possible; enter 1 to 20");
  m2 = kt_refuse (bad, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{"
                       "\"strength\":3,\"victory\":{\"vp\":12},\"defeat\":{}}}");
  assert_contains (m2, "Card Y1-03: a reward of 12 VP is not possible; a card prints 0 to 9");
  m3 = kt_refuse (bad, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{"
                       "\"strength\":3,\"victory\":{\"building\":true},\"defeat\":{}}}");
  assert_contains (m3, "Card Y1-03: only a defeat destroys a building, not a victory");
  /* The shape is checked when the record is read, naming the member. */
  g_assert_true (json_parser_load_from_data (
      parser,
      "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1,\"card\":{\"strength\":3,"
      "\"victory\":{\"soldiers\":1},\"defeat\":{}}}",
      -1, NULL));
  g_assert_null (ts_kingsburg_entry_from_json (json_parser_get_root (parser), &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  assert_contains (error->message, "“victory/soldiers”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/battle/KB-BAT-18/example", test_battle_example);
  g_test_add_func ("/kingsburg/battle/KB-BAT-02-03/corrected-card", test_corrected_card);
  g_test_add_func ("/kingsburg/battle/KB-BAT-02-03/card-values", test_card_values_checked);
  g_test_add_func ("/kingsburg/battle/KB-BAT-13/topmost", test_destroy_topmost);
  g_test_add_func ("/kingsburg/battle/KB-BAT-10-11/highest", test_highest_winner);
  g_test_add_func ("/kingsburg/battle/KB-BDG-04-09-12-13-15-16/modifiers", test_battle_buildings);
  g_test_add_func ("/kingsburg/battle/KB-BAT-12/goods-of-choice", test_goods_of_choice_loss);
  g_test_add_func ("/kingsburg/battle/KB-BDG-15/fortress", test_fortress_example);
  g_test_add_func ("/kingsburg/recruit/KB-REC-01+KB-BDG-11", test_recruit);
  g_test_add_func ("/kingsburg/buildings/KB-BDG-01-03/statue-chapel", test_statue_chapel);
  g_test_add_func ("/kingsburg/buildings/KB-BDG-10-14-17/guild-stable-crane",
                   test_guild_crane_stable);
  g_test_add_func ("/kingsburg/buildings/KB-BDG-06-18-19/season-end", test_season_end_buildings);
  g_test_add_func ("/kingsburg/end/KB-END+KB-TIE", test_end_and_ties);
  return g_test_run ();
}
