/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg rules, year structure and productive seasons: the clause file's examples with
 * their numbers, and a refusal for each rule (test paths cite clause ids). */
#include "kingsburg-util.h"

#include <string.h>

#define GOLD TS_KINGSBURG_GOLD
#define WOOD TS_KINGSBURG_WOOD
#define STONE TS_KINGSBURG_STONE

static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* KB-SET-01, KB-YR-01, KB-AID-04 first example: year 1, all tied, each takes a good. */
static void
test_aid_year1 (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (4);
  g_autofree char *msg = NULL;

  g_assert_cmpuint (s->year, ==, 1);
  g_assert_cmpuint (s->phase, ==, 1);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_AID_GOODS);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  msg = kt_refuse (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\",\"gold\"]}");
  assert_contains (msg, "Name exactly 1 good");
  kt_apply (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":1,\"goods\":[\"stone\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":2,\"goods\":[\"gold\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":3,\"goods\":[\"gold\"]}");
  g_assert_cmpuint (s->players[0].goods[WOOD], ==, 1);
  g_assert_cmpuint (s->players[1].goods[STONE], ==, 1);
  g_assert_cmpuint (s->players[2].goods[GOLD], ==, 1);
  g_assert_cmpuint (s->players[3].goods[GOLD], ==, 1);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_WOOD), ==, 1);
  /* KB-YR-02: on to Spring, where nobody rolls the white die. */
  g_assert_cmpuint (s->phase, ==, 2);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (ts_kingsburg_white_dice (s, i), ==, 0);
  g_free (msg);
  msg = kt_refuse (s, "{\"type\":\"roll\",\"dice\":[[1,2,3,4],[1,2,3],[1,2,3],[1,2,3]]}");
  assert_contains (msg, "Ann rolls 3 dice this season (3 coloured and 0 white), not 4");
}

/* KB-AID-01/02/05, second example: start of year 3, Cindy receives the white die. */
static void
test_aid_white_die (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (4);
  const char *six[] = { "statue", "chapel", "church", "inn", "market", "guard-tower", NULL };
  const char *five[] = { "statue", "chapel", "church", "inn", "market", NULL };

  kt_give (s, 0, 0, 0, 0, six);
  kt_give (s, 1, 1, 1, 0, five);
  kt_give (s, 2, 0, 0, 0, five);
  kt_give (s, 3, 0, 1, 0, six);
  kt_end_winter (s, 2);
  g_assert_cmpuint (s->year, ==, 3);
  g_assert_cmpuint (s->phase, ==, 2);
  g_assert_cmpuint (s->players[2].aid_die, ==, 1);
  g_assert_cmpuint (ts_kingsburg_white_dice (s, 2), ==, 1);
  g_assert_cmpuint (ts_kingsburg_white_dice (s, 1), ==, 0);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[3,4,5],[3,4,5],[3,4,5,4],[3,4,5]]}");
  /* Spring only: Summer's roll has 3 dice for Cindy again. */
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpuint (s->phase, ==, 4);
  g_assert_cmpuint (ts_kingsburg_white_dice (s, 2), ==, 0);
}

/* KB-AID-03: tied on buildings and goods, the tied players each take a good; the player
 * with fewer buildings alone would get the die. */
static void
test_aid_full_tie (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *one[] = { "statue", NULL };
  const char *none[] = { NULL };

  kt_give (s, 0, 0, 0, 0, one);
  kt_give (s, 1, 1, 0, 0, none);
  kt_give (s, 2, 0, 0, 1, none);
  kt_end_winter (s, 1);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_AID_GOODS);
  g_assert_cmpuint (s->players[0].choice, ==, 0);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 1);
  kt_apply (s, "{\"type\":\"goods\",\"player\":1,\"goods\":[\"stone\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":2,\"goods\":[\"wood\"]}");
  g_assert_cmpuint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (s->players[i].aid_die, ==, 0);
}

/* KB-SET-06, KB-ORD-03..05: ascending sums, ties keep the previous order. */
static void
test_turn_order (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (4);

  kt_aid_year1 (s, "gold");
  /* Ann 9, Brian 7, Cindy 9, David 12: Brian, Ann, Cindy, David. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[3,3,3],[1,2,4],[6,2,1],[6,5,1]]}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->order[0], ==, 1);
  g_assert_cmpuint (s->order[1], ==, 0);
  g_assert_cmpuint (s->order[2], ==, 2);
  g_assert_cmpuint (s->order[3], ==, 3);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 1);
}

/* KB-SET-06's example: the random order Cindy, Ann, David, Brian is the order of the record's
 * players; the first to choose the King's Aid good is Cindy. */
static void
test_initial_order (void)
{
  g_autoptr (JsonArray) players = json_array_new ();
  g_autofree TsKingsburgState *s = NULL;

  json_array_add_string_element (players, "Cindy");
  json_array_add_string_element (players, "Ann");
  json_array_add_string_element (players, "David");
  json_array_add_string_element (players, "Brian");
  s = ts_kingsburg_state_new_from_setup (players, NULL);
  g_assert_cmpstr (s->names[s->order[0]], ==, "Cindy");
  g_assert_cmpstr (s->names[s->order[3]], ==, "Brian");
  g_assert_cmpstr (s->names[ts_kingsburg_state_actor (s)], ==, "Cindy");
}

/* KB-ADV-06's example: return 1 stone, take 1 gold and 1 wood; or keep one's goods. */
static void
test_alchemist (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree TsKingsburgState *keep = NULL;

  kt_aid_year1 (s, "stone");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,5,6],[6,6,6],[6,6,5]]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":6,\"dice\":[0,1]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->help_advisor, ==, 6);
  keep = ts_kingsburg_state_copy (s);
  kt_apply (s, "{\"type\":\"help\",\"player\":0,\"advisor\":6,\"pay\":\"stone\"}");
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 1);
  g_assert_cmpuint (s->players[0].goods[WOOD], ==, 1);
  g_assert_cmpuint (s->players[0].goods[STONE], ==, 0);
  kt_apply (keep, "{\"type\":\"help\",\"player\":0,\"advisor\":6}");
  g_assert_cmpuint (keep->players[0].goods[STONE], ==, 1);
  g_assert_cmpuint (keep->players[0].goods[GOLD], ==, 0);
}

/* KB-BLD-04's example: the Church needs the Statue and the Chapel. */
static void
test_church_needs_chapel (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *statue[] = { "statue", NULL };
  g_autofree char *msg = NULL;

  kt_aid_year1 (s, "gold");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[6,6,6],[6,6,5]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_give (s, 0, 9, 9, 9, statue);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  msg = kt_refuse (s, "{\"type\":\"build\",\"player\":0,\"building\":\"church\"}");
  assert_contains (msg, "The Church needs the Chapel to its left first");
}

/* KB-BLD-04, KB-BLD-07: a refusal names the clause of its rule, where the guide explains it
 * (the page's Why?). */
static void
test_refusal_clause (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree TsKingsburgEntry *church
      = kt_parse ("{\"type\":\"build\",\"player\":0,\"building\":\"church\"}");
  g_autofree TsKingsburgEntry *statue_again
      = kt_parse ("{\"type\":\"build\",\"player\":0,\"building\":\"statue\"}");
  const char *statue[] = { "statue", NULL };
  g_autoptr (GError) left = NULL;
  g_autoptr (GError) twice = NULL;

  kt_aid_year1 (s, "gold");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[6,6,6],[6,6,5]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_give (s, 0, 9, 9, 9, statue);
  g_assert_false (ts_kingsburg_apply (s, church, &left));
  g_assert_error (left, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (left), ==, "KB-BLD-04");
  g_assert_false (ts_kingsburg_apply (s, statue_again, &twice));
  g_assert_error (twice, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (ts_engine_error_get_clause (twice), ==, "KB-BLD-07");
}

/* KB-INF-01..11 and the derived example: dice 2, 5, 6. */
static void
test_influence (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL, *m4 = NULL, *m5 = NULL, *m6 = NULL;

  kt_aid_year1 (s, "gold");
  /* Ann 13, Brian 13 (after Ann on the track), Cindy 18. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[2,5,6],[4,4,5],[6,6,6]]}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  /* KB-INF-03/04: exact sums, whole dice. */
  m1 = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":12,\"dice\":[0,1,2]}");
  assert_contains (m1, "Your dice add up to 13, and the Duchess takes exactly 12");
  /* KB-INF-06/07: the token adds 2; ours has none yet. */
  m2 = kt_refuse (
      s, "{\"type\":\"influence\",\"player\":0,\"advisor\":13,\"dice\":[1,2],\"plus2\":true}");
  assert_contains (m2, "no “+2” token");
  s->players[0].plus2 = 2;
  kt_apply (s,
            "{\"type\":\"influence\",\"player\":0,\"advisor\":13,\"dice\":[1,2],\"plus2\":true}");
  g_assert_cmpuint (s->players[0].plus2, ==, 1);
  /* KB-INF-01: Brian, Cindy, then Ann again. */
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 1);
  /* KB-INF-08: advisor 13 is taken, even for the same sum. */
  m3 = kt_refuse (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":13,\"dice\":[0,1,2]}");
  assert_contains (m3, "The Champion (13) is influenced already this season");
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":8,\"dice\":[0,1]}");
  m4 = kt_refuse (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":12,\"dice\":[0,1],\"plus2\":"
                     "false,\"envoy\":true}");
  assert_contains (m4, "You do not hold the King's Envoy");
  kt_apply (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":12,\"dice\":[0,1]}");
  /* KB-INF-07: one token a season, however many are held. */
  m5 = kt_refuse (
      s, "{\"type\":\"influence\",\"player\":0,\"advisor\":4,\"dice\":[0],\"plus2\":true}");
  assert_contains (m5, "one a season");
  /* A die already placed. */
  m6 = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[1]}");
  assert_contains (m6, "Your die showing 5 is already on an advisor");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":2,\"dice\":[0]}");
  /* KB-INF-02: a player who passed is skipped. */
  kt_apply (s, "{\"type\":\"pass\",\"player\":1}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":2}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  g_free (m1);
  m1 = kt_refuse (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":4,\"dice\":[2]}");
  assert_contains (m1, "Ann influences an advisor or passes");
  kt_apply (s, "{\"type\":\"pass\",\"player\":0}");
  g_assert_cmpint (s->stage, !=, TS_KINGSBURG_STAGE_INFLUENCE);
  (void)m3;
}

/* KB-INF-09/10: white dice only with a coloured die; two white dice in one group. */
static void
test_white_dice (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *farms[] = { "inn", "market", "farms", NULL };
  g_autofree char *msg = NULL;

  kt_give (s, 1, 0, 0, 0, farms);
  kt_end_winter (s, 2); /* Brian has the most buildings: Ann and Cindy tie for the aid */
  kt_aid_year1 (s, "wood");
  s->players[0].aid_die = 0;
  s->players[1].aid_die = 1; /* a second white die for Brian this Spring */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[6,6,6],[1,2,3,5,4],[6,6,5]]}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 1);
  msg = kt_refuse (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":9,\"dice\":[3,4]}");
  assert_contains (
      msg, "White dice cannot influence on their own: add one of your coloured dice");
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":10,\"dice\":[0,3,4]}");
  g_assert_cmpuint (s->occupied[10], ==, 1u << 1);
}

/* KB-BDG-07: the Market moves a group one advisor up or down, once a season; its example:
 * a group of 9 takes advisor 8 or 10. */
static void
test_market (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  const char *market[] = { "inn", "market", NULL };
  g_autofree char *m1 = NULL, *m2 = NULL;
  g_autoptr (GArray) legal = NULL;
  guint reach = 0;

  kt_aid_year1 (s, "gold");
  kt_give (s, 0, 1, 0, 0, market);
  /* Ann 12, Cindy 17, Brian 18. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,3],[6,6,6],[6,6,5]]}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  legal = ts_kingsburg_legal (s);
  for (guint i = 0; i < legal->len; i++)
    {
      const TsKingsburgEntry *e = &g_array_index (legal, TsKingsburgEntry, i);
      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE && e->dice == 3 && !e->plus2)
        reach |= 1u << e->advisor;
    }
  g_assert_cmpuint (reach, ==, (1u << 8) | (1u << 9) | (1u << 10));
  m1 = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":11,\"dice\":[0,1]}");
  assert_contains (m1, "Your dice add up to 9, and the Swordsmith takes exactly 11");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":10,\"dice\":[0,1]}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":2}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":1}");
  m2 = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":2,\"dice\":[2]}");
  assert_contains (m2, "your Market has moved dice one advisor this season already");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":3,\"dice\":[2]}");
  /* The dice keep their values. */
  g_assert_cmpuint (s->players[0].dice[0], ==, 4);
}

/* KB-HLP-01..05 and KB-ADV-*: the rulebook's help example, then KB-BLD-07's build example. */
static void
test_help_and_build_example (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (4);
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL, *m4 = NULL, *m5 = NULL;

  kt_apply (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":1,\"goods\":[\"stone\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":2,\"goods\":[\"gold\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":3,\"goods\":[\"gold\"]}");
  /* Sums: Ann 9, Brian 15, Cindy 11, David 10: Ann, David, Cindy, Brian. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6],[4,6,1],[3,3,4]]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":1,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":3,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":4,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":9,\"dice\":[0,1]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":8,\"dice\":[1,2]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":7,\"dice\":[1,2]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":6,\"dice\":[1]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  /* Jester (Ann +1 VP) and Architect (David 1 wood) need no choice; the Merchant waits. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_HELP);
  g_assert_cmpuint (s->help_advisor, ==, 4);
  g_assert_cmpint (s->players[0].vp, ==, 1);
  g_assert_cmpuint (s->players[3].goods[WOOD], ==, 1);
  m1 = kt_refuse (s, "{\"type\":\"help\",\"player\":2,\"advisor\":4,\"goods\":[\"stone\"]}");
  assert_contains (m1, "The Merchant gives 1 wood or 1 gold: choose one of them");
  m2 = kt_refuse (s, "{\"type\":\"help\",\"player\":2,\"advisor\":6,\"pay\":\"wood\"}");
  assert_contains (m2, "The Merchant (4) helps now, in order from 1 to 18, not the Alchemist (6)");
  m5 = kt_refuse (s, "{\"type\":\"pass\",\"player\":2}");
  kt_apply (s, "{\"type\":\"help\",\"player\":2,\"advisor\":4,\"goods\":[\"wood\"]}");
  /* KB-HLP-04: the wood from the Merchant pays the Alchemist. */
  m3 = kt_refuse (s, "{\"type\":\"help\",\"player\":2,\"advisor\":6,\"pay\":\"stone\"}");
  assert_contains (m3, "You have no stone to give the Alchemist");
  kt_apply (s, "{\"type\":\"help\",\"player\":2,\"advisor\":6,\"pay\":\"wood\"}");
  g_assert_cmpuint (s->players[2].goods[GOLD], ==, 2);
  g_assert_cmpuint (s->players[2].goods[WOOD], ==, 0);
  g_assert_cmpuint (s->players[2].goods[STONE], ==, 1);
  /* The Astronomer: a "+2" token and one good of choice (David takes wood). */
  m4 = kt_refuse (s,
                  "{\"type\":\"help\",\"player\":3,\"advisor\":7,\"goods\":[\"wood\",\"wood\"]}");
  assert_contains (m4, "The Astronomer gives 1 good of your choice");
  kt_apply (s, "{\"type\":\"help\",\"player\":3,\"advisor\":7,\"goods\":[\"wood\"]}");
  g_assert_cmpuint (s->players[3].plus2, ==, 1);
  /* The Treasurer gives Ann 2 gold without a choice; the Master Hunter waits for Brian. */
  g_assert_cmpuint (s->help_advisor, ==, 9);
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 2);
  kt_apply (s, "{\"type\":\"help\",\"player\":1,\"advisor\":9,\"goods\":[\"wood\",\"gold\"]}");
  g_assert_cmpuint (s->players[1].goods[WOOD], ==, 1);
  g_assert_cmpuint (s->players[1].goods[GOLD], ==, 1);
  /* KB-HLP-05: dice back, on to building in turn order. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpuint (s->players[0].placed, ==, 0);
  g_assert_cmpuint (s->occupied[1], ==, 0);

  /* KB-BLD-07 example: Ann has 2 gold and 1 wood and builds the Statue for 3 VP... */
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  g_free (m1);
  m1 = kt_refuse (s, "{\"type\":\"build\",\"player\":0,\"building\":\"chapel\"}");
  assert_contains (m1, "The Chapel needs the Statue to its left first");
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"statue\"}");
  g_assert_cmpint (s->players[0].vp, ==, 4);
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 0);
  g_assert_cmpuint (s->players[0].goods[WOOD], ==, 1);
  /* ... David spends two wood on the Palisade (0 VP) ... */
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 3);
  kt_apply (s, "{\"type\":\"build\",\"player\":3,\"building\":\"palisade\"}");
  g_assert_cmpint (s->players[3].vp, ==, 0);
  g_assert_cmpuint (s->players[3].goods[WOOD], ==, 0);
  /* ... Cindy has 2 gold and 1 stone and pays 1 gold + 1 stone for the Guard Tower, 1 VP ... */
  g_free (m2);
  m2 = kt_refuse (s, "{\"type\":\"build\",\"player\":2,\"building\":\"chapel\"}");
  kt_apply (s, "{\"type\":\"build\",\"player\":2,\"building\":\"guard-tower\"}");
  g_assert_cmpint (s->players[2].vp, ==, 1);
  g_assert_cmpuint (s->players[2].goods[GOLD], ==, 1);
  g_assert_cmpuint (s->players[2].goods[STONE], ==, 0);
  /* ... and Brian pays 1 gold + 1 wood for the Inn (0 VP). */
  g_free (m3);
  m3 = kt_refuse (s, "{\"type\":\"build\",\"player\":1,\"building\":\"cathedral\"}");
  kt_apply (s, "{\"type\":\"build\",\"player\":1,\"building\":\"inn\"}");
  g_assert_cmpuint (s->players[1].goods[GOLD], ==, 0);
  g_assert_cmpuint (s->players[1].goods[WOOD], ==, 0);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_VP), ==, 5);
  g_assert_cmpint (kt_ledger_sum (s, 1, TS_LEDGER_GOLD), ==, 0);
  /* KB-RWD-01/02: the four tie with one building each and all gain 1 VP. */
  g_assert_cmpuint (s->phase, ==, 4);
  g_assert_cmpint (s->players[0].vp, ==, 5);
  g_assert_cmpint (s->players[1].vp, ==, 1);
  (void)m5;
}

/* KB-BLD-01: one building a season; KB-BLD-02 refusal with the goods in words. */
static void
test_build_limits (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree char *m1 = NULL, *m2 = NULL;

  kt_aid_year1 (s, "gold");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,1,1],[6,6,6],[6,6,5]]}");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_give (s, 0, 5, 5, 5, NULL);
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"inn\"}");
  /* Turn passed to the next player: Ann cannot build again. */
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 2);
  m1 = kt_refuse (s, "{\"type\":\"build\",\"player\":2,\"building\":\"statue\"}");
  assert_contains (m1, "That takes 2 gold and you have 1 gold");
  kt_apply (s, "{\"type\":\"pass\",\"player\":2}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":1}");
  g_assert_cmpuint (s->phase, ==, 4);
  /* KB-RWD-01: Ann alone has the most buildings. */
  g_assert_cmpint (s->players[0].vp, ==, 1);
  g_assert_cmpint (s->players[2].vp, ==, 0);
  m2 = kt_refuse (s, "{\"type\":\"build\",\"player\":0,\"building\":\"market\"}");
  assert_contains (m2, "That is not what the game waits for now");
}

/* KB-ENV-01..03 example (year 2), KB-ENV-04 (join an advisor), KB-ENV-05/06 (two buildings). */
static void
test_envoy (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (4);
  const char *five[] = { "statue", "chapel", "church", "inn", "market", NULL };
  const char *four[] = { "statue", "chapel", "church", "inn", NULL };
  const char *four_gt[] = { "statue", "chapel", "church", "guard-tower", NULL };
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL;

  kt_give (s, 0, 0, 0, 0, five);
  kt_give (s, 1, 1, 1, 0, four);
  kt_give (s, 2, 0, 1, 0, four);
  kt_give (s, 3, 0, 0, 0, four_gt);
  kt_end_summer (s);
  g_assert_cmpuint (s->envoy, ==, 3);
  /* Had Cindy had 0 goods, nobody would receive it. */
  s->players[2].goods[WOOD] = 0;
  kt_end_summer (s);
  g_assert_cmpuint (s->envoy, ==, TS_KINGSBURG_NO_ONE);
  s->players[2].goods[WOOD] = 1;
  kt_end_summer (s);
  g_assert_cmpuint (s->envoy, ==, 3);
  g_assert_cmpuint (s->phase, ==, 6);

  /* KB-ENV-04: David places his 3 beside Brian on the Architect; both get a wood. */
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[6,6,5],[3,4,1],[6,5,5],[3,5,6]]}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 1);
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":3,\"dice\":[0]}");
  m1 = kt_refuse (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":3,\"dice\":[0]}");
  assert_contains (m1, "The Architect (3) is influenced already this season; only the King's "
                       "Envoy lets you join");
  m2 = kt_refuse (
      s, "{\"type\":\"influence\",\"player\":3,\"advisor\":11,\"dice\":[1,2],\"envoy\":true}");
  assert_contains (m2, "is free: the King's Envoy is for an advisor taken already");
  kt_apply (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":3,\"dice\":[0],\"envoy\":true}");
  g_assert_cmpuint (s->envoy, ==, TS_KINGSBURG_NO_ONE); /* KB-ENV-06 */
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpuint (s->players[1].goods[WOOD], ==, 2);
  g_assert_cmpuint (s->players[3].goods[WOOD], ==, 1);
  g_assert_cmpint (kt_ledger_sum (s, 3, TS_LEDGER_WOOD), ==, 1);

  /* KB-ENV-05 example: David holds the Envoy, 1 gold and 3 wood: Barricade and Blacksmith. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  s->envoy = 3;
  kt_give (s, 3, 1, 3, 0, four_gt);
  while (ts_kingsburg_state_actor (s) != 3)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"type\":\"pass\",\"player\":%d}", ts_kingsburg_state_actor (s));
      kt_apply (s, json);
    }
  m3 = kt_refuse (s, "{\"type\":\"build\",\"player\":3,\"building\":\"barricade\",\"envoy\":true}");
  assert_contains (m3, "build the first without it");
  kt_apply (s, "{\"type\":\"build\",\"player\":3,\"building\":\"barricade\"}");
  g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 3);
  g_free (m1);
  m1 = kt_refuse (s, "{\"type\":\"build\",\"player\":3,\"building\":\"blacksmith\"}");
  assert_contains (m1, "only the King's Envoy lets you build a second building");
  kt_apply (s, "{\"type\":\"build\",\"player\":3,\"building\":\"blacksmith\",\"envoy\":true}");
  g_assert_true (ts_kingsburg_has (&s->players[3], TS_KINGSBURG_B_BARRICADE));
  g_assert_true (ts_kingsburg_has (&s->players[3], TS_KINGSBURG_B_BLACKSMITH));
  g_assert_cmpuint (s->players[3].goods[GOLD], ==, 0);
  g_assert_cmpuint (s->players[3].goods[WOOD], ==, 0);
  g_assert_cmpuint (s->envoy, ==, TS_KINGSBURG_NO_ONE);
}

/* KB-ENV-04 / KB-INF-08: the Envoy also joins an advisor one took oneself (“by you or
 * another player”), which then helps twice. */
static void
test_envoy_own_advisor (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree char *msg = NULL;

  kt_aid_year1 (s, "gold");
  s->envoy = 0;
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,4,4],[6,6,6],[6,6,5]]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":8,\"dice\":[0,1]}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":2}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":1}");
  msg = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":8,\"dice\":[2]}");
  assert_contains (msg, "Your dice add up to 4, and the Treasurer takes exactly 8");
  s->players[0].dice[2] = 8; /* as if rolled: a test of the Envoy, not of the dice */
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":8,\"dice\":[2],\"envoy\":true}");
  kt_apply (s, "{\"type\":\"pass\",\"player\":0}");
  /* 1 gold from the aid, then the Treasurer's 2 gold twice. */
  g_assert_cmpuint (s->players[0].goods[GOLD], ==, 5);
  g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_GOLD), ==, 5);
}

/* KB-2P-01..06 and the derived example: 4+2+3 = 9 and 5+4 = 9 block advisors 4, 5 and 9. */
static void
test_two_players (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (2);
  g_autofree char *m1 = NULL, *m2 = NULL;

  kt_aid_year1 (s, "gold");
  m1 = kt_refuse (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6]]}");
  assert_contains (m1, "With 2 players the roll also gives the 3 and the 2 neutral dice");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6]],\"neutral\":[[4,2,3],[5,4]]}");
  g_assert_cmpuint (s->blocked, ==, (1u << 4) | (1u << 5) | (1u << 9));
  m2 = kt_refuse (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":9,\"dice\":[0,1,2]}");
  assert_contains (m2, "The Master Hunter (9) is blocked by the neutral dice this season; only "
                       "the King's Envoy lets you use it");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  /* KB-2P-06: removed at the end of the season; KB-2P-04: equal faces block one advisor. */
  g_assert_cmpuint (s->blocked, ==, 0);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6]],\"neutral\":[[2,2,2],[3,3]]}");
  g_assert_cmpuint (s->blocked, ==, (1u << 6) | (1u << 3));
  /* KB-2P-02: different totals block both. */
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6]],\"neutral\":[[6,6,6],[1,1]]}");
  g_assert_cmpuint (s->blocked, ==, (1u << 18) | (1u << 2));
}

static void
test_neutral_only_two (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree char *msg = NULL;

  kt_aid_year1 (s, "gold");
  msg = kt_refuse (
      s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6],[1,1,1]],\"neutral\":[[4,2,3],[5,4]]}");
  assert_contains (msg, "Neutral dice are rolled only in a 2-player game");
}

/* KB-ADV-01..18: what each advisor gives without a choice, the Stable's extra soldier
 * (KB-BDG-14), and the Smuggler at 0 VP (allowed: the clarifications). */
static void
test_each_advisor (void)
{
  /* vp, gold, wood, stone, soldiers, tokens */
  static const int gives[19][6] = {
    { 0 },
    { 1, 0, 0, 0, 0, 0 },
    { 0, 1, 0, 0, 0, 0 },
    { 0, 0, 1, 0, 0, 0 },
    { 0 },
    { 0, 0, 0, 0, 1, 0 },
    { 0 },
    { 0, 0, 0, 0, 0, 1 },
    { 0, 2, 0, 0, 0, 0 },
    { 0 },
    { 0, 0, 0, 0, 2, 0 },
    { 0 },
    { 0, 0, 0, 0, 0, 1 },
    { 0, 0, 0, 3, 0, 0 },
    { -1, 0, 0, 0, 0, 0 },
    { 0, 1, 1, 1, 0, 0 },
    { 0, 4, 0, 0, 0, 0 },
    { 3, 0, 0, 0, 0, 0 },
    { 0, 1, 1, 1, 1, 0 },
  };
  const char *stable[] = { "palisade", "stable", NULL };

  for (guint a = 1; a <= TS_KINGSBURG_N_ADVISORS; a++)
    for (guint with_stable = 0; with_stable < 2; with_stable++)
      {
        g_autofree TsKingsburgState *s = kt_new_game (2);
        const TsKingsburgPlayer *p = &s->players[0];
        int soldiers = gives[a][4] + (with_stable && gives[a][4] > 0 ? 1 : 0);

        kt_give (s, 0, 0, 0, 0, with_stable ? stable : NULL);
        ts_kingsburg_help_fixed (s, 0, a);
        g_assert_cmpint (p->vp, ==, gives[a][0]);
        g_assert_cmpuint (p->goods[GOLD], ==, gives[a][1]);
        g_assert_cmpuint (p->goods[WOOD], ==, gives[a][2]);
        g_assert_cmpuint (p->goods[STONE], ==, gives[a][3]);
        g_assert_cmpint (p->soldiers, ==, soldiers);
        g_assert_cmpuint (p->plus2, ==, gives[a][5]);
        g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_SOLDIERS), ==, soldiers);
      }

  {
    g_autofree TsKingsburgState *s = kt_new_game (2);
    g_autofree char *msg = NULL;

    kt_aid_year1 (s, "gold");
    kt_apply (s, "{\"type\":\"roll\",\"dice\":[[6,6,2],[1,1,1]],\"neutral\":[[1,1,1],[1,2]]}");
    kt_apply (s, "{\"type\":\"pass\",\"player\":1}");
    kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":14,\"dice\":[0,1,2]}");
    kt_apply (s, "{\"type\":\"pass\",\"player\":0}");
    g_assert_cmpuint (s->help_advisor, ==, 14);
    msg = kt_refuse (s, "{\"type\":\"help\",\"player\":0,\"advisor\":14,\"goods\":[\"gold\"]}");
    assert_contains (msg, "The Smuggler gives 3 goods of your choice: name exactly that many");
    kt_apply (
        s,
        "{\"type\":\"help\",\"player\":0,\"advisor\":14,\"goods\":[\"gold\",\"wood\",\"stone\"]}");
    g_assert_cmpint (s->players[0].vp, ==, -1);
    g_assert_cmpuint (s->players[0].goods[GOLD], ==, 2);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/rules/KB-AID-04/year-1", test_aid_year1);
  g_test_add_func ("/kingsburg/rules/KB-BLD-04-07/refusal-clause", test_refusal_clause);
  g_test_add_func ("/kingsburg/rules/KB-AID-01-02-05/white-die", test_aid_white_die);
  g_test_add_func ("/kingsburg/rules/KB-AID-03/full-tie", test_aid_full_tie);
  g_test_add_func ("/kingsburg/rules/KB-SET-06/initial-order", test_initial_order);
  g_test_add_func ("/kingsburg/rules/KB-ORD-03-05/turn-order", test_turn_order);
  g_test_add_func ("/kingsburg/rules/KB-ADV-06/alchemist", test_alchemist);
  g_test_add_func ("/kingsburg/rules/KB-BLD-04/church", test_church_needs_chapel);
  g_test_add_func ("/kingsburg/rules/KB-INF-01-11/influence", test_influence);
  g_test_add_func ("/kingsburg/rules/KB-INF-09-10/white-dice", test_white_dice);
  g_test_add_func ("/kingsburg/rules/KB-BDG-07/market", test_market);
  g_test_add_func ("/kingsburg/rules/KB-HLP-05+KB-BLD-07/example", test_help_and_build_example);
  g_test_add_func ("/kingsburg/rules/KB-BLD-01-02/limits", test_build_limits);
  g_test_add_func ("/kingsburg/rules/KB-ENV/envoy", test_envoy);
  g_test_add_func ("/kingsburg/rules/KB-ENV-04/own-advisor-twice", test_envoy_own_advisor);
  g_test_add_func ("/kingsburg/rules/KB-2P/neutral-dice", test_two_players);
  g_test_add_func ("/kingsburg/rules/KB-2P-01/three-players", test_neutral_only_two);
  g_test_add_func ("/kingsburg/rules/KB-ADV-01-18/each-advisor", test_each_advisor);
  return g_test_run ();
}
