/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet, issue 42: maps that no game could leave behind, however
 * the tiles came, refused; and the maps closest to them, which a game can leave, accepted.
 * Every accepted map here is played first through the tracked game (ct_tile(): each tile
 * and figure accepted by the rules, CA-BFL-03 included) and then read as a sheet
 * (ts_carcassonne_sheet_from_state()), so it is one a table could show.
 *
 *   1. Goods shared out city by city (CA-TGD-03): the search itself
 *      (ts_carcassonne_goods_split(): exact, against brute force, and bounded), then sheets.
 *   2. Followers in one feature joined by a tile placed after both (CA-BFL-03/04).
 *
 * The map's words as in test-carcassonne-sheet.c: x grows eastwards, y southwards; the start
 * tile D at (0, 0) has its city cap north, its road west-east, "field0" north of the road
 * (beside the city) and "field1" south of it. */
#include <string.h>

#include "carcassonne-sheet-util.h"
#include "carcassonne-util.h"
#include "ts-carcassonne.h"
#include "ts-carcassonne-sheet-private.h"
#include "ts-engine-error.h"

#define GOODS "{\"tiles\":true,\"goods\":true}"
#define W TS_CARCASSONNE_WINE
#define G TS_CARCASSONNE_GRAIN
#define C TS_CARCASSONNE_CLOTH

static void
assert_mentions (const char *message, const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
}

/* The sheet of a played map: accepted, and scored as the game would. */
static TsCarcassonneSheet *
accepted_sheet (const TsCarcassonneState *s)
{
  TsCarcassonneSheet *sheet = ts_carcassonne_sheet_from_state (s);
  TsCarcassonneSheetProblem problem = { 0 };
  g_autoptr (GError) error = NULL;

  if (!ts_carcassonne_sheet_check (sheet, &problem, &error))
    g_error ("a played map is refused (%d/%d): %s", problem.at, problem.index, error->message);
  return sheet;
}

/* 1. Goods ----------------------------------------------------------------------------- */

static TsCarcassonneSplit
split (const guint8 (*cities)[3], guint n, const int (*held)[3], guint players)
{
  guint steps = 0;
  TsCarcassonneSplit r = ts_carcassonne_goods_split (cities, n, held, players,
                                                     TS_CARCASSONNE_SPLIT_MAX_STEPS, &steps);

  g_assert_cmpuint (steps, <=, TS_CARCASSONNE_SPLIT_MAX_STEPS);
  return r;
}

/* CA-TGD-03: “O jogador que ao colocar a cartela conclui a cidade obtém as fichas de
 * mercadoria correspondentes […] Para cada ícone de mercadoria que houver na cidade, o jogador
 * recebe, da reserva, 1 ficha de mercadoria correspondente.” One city's goods, all three
 * kinds, go to one player. */
static void
test_split_cases (void)
{
  const guint8 two_wine[][3] = { { 2, 0, 0 } };
  const int halves[][3] = { { 1, 0, 0 }, { 1, 0, 0 } };
  const int whole[][3] = { { 0, 0, 0 }, { 2, 0, 0 } };
  /* Wine alone splits (2 = 1 + 1), grain alone too, but the wine-and-grain city is one. */
  const guint8 mixed[][3] = { { 1, 1, 0 }, { 1, 0, 0 }, { 0, 1, 0 } };
  const int by_kind[][3] = { { 2, 0, 0 }, { 0, 2, 0 } };
  const int by_city[][3] = { { 2, 1, 0 }, { 0, 1, 0 } };
  const int nothing[][3] = { { 0, 0, 0 }, { 0, 0, 0 } };

  g_assert_cmpint (split (two_wine, 1, halves, 2), ==, TS_CARCASSONNE_SPLIT_NO);
  g_assert_cmpint (split (two_wine, 1, whole, 2), ==, TS_CARCASSONNE_SPLIT_YES);
  g_assert_cmpint (split (mixed, 3, by_kind, 2), ==, TS_CARCASSONNE_SPLIT_NO);
  g_assert_cmpint (split (mixed, 3, by_city, 2), ==, TS_CARCASSONNE_SPLIT_YES);
  g_assert_cmpint (split (mixed, 0, nothing, 2), ==, TS_CARCASSONNE_SPLIT_YES);
  /* Past the bound: not known, which the sheet accepts. */
  g_assert_cmpint (ts_carcassonne_goods_split (mixed, 3, by_city, 2, 1, NULL), ==,
                   TS_CARCASSONNE_SPLIT_UNKNOWN);
}

/* Every assignment of @n cities to @players, by brute force. */
static gboolean
brute_force (const guint8 (*cities)[3], guint n, const int (*held)[3], guint players)
{
  guint total = 1;

  for (guint i = 0; i < n; i++)
    total *= players;
  for (guint code = 0; code < total; code++)
    {
      int got[TS_CARCASSONNE_MAX_PLAYERS][3] = { { 0 } };
      gboolean same = TRUE;

      for (guint i = 0, c = code; i < n; i++, c /= players)
        for (guint g = 0; g < 3; g++)
          got[c % players][g] += cities[i][g];
      for (guint p = 0; p < players && same; p++)
        same = memcmp (got[p], held[p], sizeof got[p]) == 0;
      if (same)
        return TRUE;
    }
  return FALSE;
}

/* Random cities from the box's icons (9 wine, 6 grain, 5 cloth, one a tile), dealt to
 * random players (so a split exists), then one token moved from one player to another
 * (so often none does): up to 7 cities against brute force; up to 20 (every goods tile of
 * the box), the dealt split found, within a small part of the bound. */
static void
test_split_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (42);
  guint most = 0, refused = 0;

  for (guint round = 0; round < 3000; round++)
    {
      guint8 cities[20][3] = { { 0 } };
      int held[5][3] = { { 0 } };
      int icons[20];
      guint players = g_rand_int_range (rand, 2, 6);
      guint n_icons = round < 2000 ? g_rand_int_range (rand, 1, 10) : 20;
      guint n = g_rand_int_range (rand, 1, MIN (n_icons, round < 2000 ? 7 : 20) + 1);
      guint steps = 0;
      TsCarcassonneSplit r;

      for (guint i = 0; i < 20; i++)
        icons[i] = i < 9 ? W : i < 15 ? G : C;
      for (guint i = 20; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 0, i);
          int t = icons[i - 1];

          icons[i - 1] = icons[j];
          icons[j] = t;
        }
      /* Each city one icon at least, the rest anywhere. */
      for (guint i = 0; i < n_icons; i++)
        cities[i < n ? i : (guint)g_rand_int_range (rand, 0, n)][icons[i]]++;
      for (guint i = 0; i < n; i++)
        {
          guint p = g_rand_int_range (rand, 0, players);

          for (guint g = 0; g < 3; g++)
            held[p][g] += cities[i][g];
        }
      r = ts_carcassonne_goods_split ((const guint8 (*)[3])cities, n, (const int (*)[3])held,
                                      players, TS_CARCASSONNE_SPLIT_MAX_STEPS, &steps);
      g_assert_cmpint (r, ==, TS_CARCASSONNE_SPLIT_YES);
      most = MAX (most, steps);
      /* One token from a player who has it to another. */
      for (guint p = 0; p < players; p++)
        for (guint g = 0; g < 3; g++)
          if (held[p][g] > 0 && round % 2 == 0)
            {
              held[p][g]--;
              held[(p + 1) % players][g]++;
              p = players;
              break;
            }
      r = ts_carcassonne_goods_split ((const guint8 (*)[3])cities, n, (const int (*)[3])held,
                                      players, TS_CARCASSONNE_SPLIT_MAX_STEPS, &steps);
      g_assert_cmpint (r, !=, TS_CARCASSONNE_SPLIT_UNKNOWN);
      most = MAX (most, steps);
      if (n <= 7)
        g_assert_cmpint (
            r == TS_CARCASSONNE_SPLIT_YES, ==,
            brute_force ((const guint8 (*)[3])cities, n, (const int (*)[3])held, players));
      refused += r == TS_CARCASSONNE_SPLIT_NO;
    }
  g_test_message ("3000 goods splits, %u refused, at most %u steps", refused, most);
  g_assert_cmpuint (refused, >, 100);
  g_assert_cmpuint (most, <, TS_CARCASSONNE_SPLIT_MAX_STEPS / 10);
}

/* A city of 4 tiles with 2 wine, played: D's cap, TQ (0, −1) turned 1 (wine, north-south) by
 * Ana, TS (0, −2) turned 1 (wine, north-south, its road west) by Bruno, E (0, −3) turned 2
 * (cap south) by Ana, who completes it and takes both wine (CA-TGD-03, CA-TGD-04: with no
 * knight in it). */
static TsCarcassonneState *
two_wine_city (void)
{
  TsCarcassonneState *s = ct_new_game (2, GOODS);

  ct_tile (s, "TB-Q", 0, -1, 1, NULL);
  ct_tile (s, "TB-S", 0, -2, 1, NULL);
  ct_tile (s, "BASE-E", 0, -3, 2, NULL);
  g_assert_cmpuint (s->players[0].goods[W], ==, 2);
  g_assert_cmpuint (s->players[1].goods[W], ==, 0);
  return s;
}

/* The map: a 2-wine city cannot end as 1 wine each (CA-TGD-03, quoted above). */
static void
test_refuse_goods_split (void)
{
  g_autofree TsCarcassonneState *s = two_wine_city ();
  g_autofree TsCarcassonneSheet *sheet = accepted_sheet (s);
  g_autofree char *message = NULL;

  sheet->players[0].goods[W] = 1;
  sheet->players[1].goods[W] = 1;
  message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_assert_cmpstr (message, ==,
                   "No split of whole cities gives 1 wine to Ana and 1 wine to Bruno: whoever "
                   "completes a city takes all its goods, and the only completed city with goods "
                   "is the city of 4 tiles at (0, 0), with 2 wine on the tile TQ (wine: city "
                   "crossing W-E; fields N and S) at (0, −1) and the tile TS (wine: city crossing "
                   "W-E, road from S ending at the city) at (0, −2).");
}

/* Close to it and possible: the 2 wine all to one player, Ana (who completed the city in the
 * game played) or Bruno (had he placed the last tile). */
static void
test_goods_one_player (void)
{
  g_autofree TsCarcassonneState *s = two_wine_city ();
  g_autofree TsCarcassonneSheet *sheet = accepted_sheet (s);
  g_autoptr (JsonNode) ana = cs_score (sheet);
  g_autoptr (JsonNode) bruno = NULL;

  /* CA-TBE-01: the most wine, 10. */
  g_assert_cmpint (cs_line (ana, 0, "goods"), ==, 10);
  sheet->players[0].goods[W] = 0;
  sheet->players[1].goods[W] = 2;
  bruno = cs_score (sheet);
  g_assert_cmpint (cs_line (bruno, 1, "goods"), ==, 10);
}

/* Two cities: the 2-wine city and a 1-grain one (TG (1, −1) turned 1, a corner north-east,
 * by Bruno; E (1, −2) turned 2 by Ana; E (2, −1) turned 3 by Bruno, who completes it and takes
 * the grain). Either player may hold either city's goods, never part of one. */
static void
test_goods_two_cities (void)
{
  g_autofree TsCarcassonneState *s = two_wine_city ();
  g_autofree TsCarcassonneSheet *sheet = NULL;
  g_autofree char *message = NULL;

  ct_tile (s, "TB-G", 1, -1, 1, NULL);
  ct_tile (s, "BASE-E", 1, -2, 2, NULL);
  ct_tile (s, "BASE-E", 2, -1, 3, NULL);
  g_assert_cmpuint (s->players[1].goods[G], ==, 1);
  sheet = accepted_sheet (s);
  sheet->players[0].goods[G] = 1;
  sheet->players[1].goods[G] = 0;
  g_assert_true (ts_carcassonne_sheet_check (sheet, NULL, NULL));
  sheet->players[0].goods[W] = 1;
  sheet->players[1].goods[W] = 1;
  message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  assert_mentions (message, "No split of whole cities gives 1 wine, 1 grain to Ana and 1 wine "
                            "to Bruno");
  assert_mentions (message, "the completed cities with goods are the city of 4 tiles at (0, 0), "
                            "with 2 wine on");
  assert_mentions (message, "; the city of 3 tiles at (1, −1), with 1 grain on the tile TG");
}

/* 2. Followers joined ------------------------------------------------------------------ */

/* CA-BFL-03 (“A follower may not be placed on a segment whose connected feature (across all
 * tiles) already holds any follower, of any player.”) with CA-BTL-01 (a tile touches the map
 * by a side): the map. Ana's farmer on U (1, 0) north of its road, in D's field0;
 * Bruno's farmer on the cloister A (−1, 0) turned 3 (its road east, on D's road), which
 * touches the map on one side only: its field meets D's field0 and field1 across D's west
 * side. A came after its one neighbour D, whose field0 it joins: when A was placed, D's
 * field0 held Ana's farmer already (had U come first) or was joined by U to Bruno's later;
 * either way one of them went onto a field already taken. */
static void
test_refuse_one_side (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, A -1 0 3",
                  "0 follower 1 0 field0, 1 follower -1 0 field0");
  g_autofree TsCarcassonneSheet *same_player
      = cs_sheet (NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, A -1 0 3",
                  "0 follower 1 0 field0, 0 follower -1 0 field0");
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *mine = cs_refuse (same_player, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  g_assert_cmpstr (message, ==,
                   "Ana's figure (a farmer) on the field through (0, 0), standing on the tile U "
                   "(straight road W-E) at (1, 0) and Bruno's figure (a farmer) on the field "
                   "through (0, 0), standing on the tile A (cloister with road ending at it "
                   "(road on S)) at (−1, 0) cannot both have been put there: they are joined "
                   "through the tile D (city cap on N, straight road W-E (start-tile type)) at "
                   "(0, 0), placed before one of their tiles, since every way from the start "
                   "tile to that tile passes through it; so whichever follower came second went "
                   "onto a feature already taken.");
  /* CA-BFL-03: “any follower”, one's own too. */
  assert_mentions (mine, "Ana's figure (a farmer) on the field through (0, 0), standing on the "
                         "tile A");
}

/* The same on a road, with a tile between them: Ana's thief on U (1, 0), Bruno's on U (3, 0),
 * U (2, 0) between. U (3, 0) touches the map by its west side only, so U (2, 0) came before
 * it; U (2, 0)'s only other neighbour is U (1, 0), which came before it in turn. When Bruno's
 * tile was laid, the road already ran from Ana's thief to it. */
static void
test_refuse_road_between (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, U 2 0 0, U 3 0 0",
                  "1 follower 3 0 road0, 0 follower 1 0 road0");
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  assert_mentions (message, "Bruno's figure (a thief) on the road of 4 tiles at (0, 0), "
                            "standing on the tile U (straight road W-E) at (3, 0) and Ana's "
                            "figure (a thief)");
  assert_mentions (message, "joined through the tile U (straight road W-E) at (2, 0), placed "
                            "before one of their tiles");
}

/* Close to it and possible: the road of test-carcassonne-sheet.c's JOINED_ROAD, played. Ana's
 * thief on U (1, 0); the cloister A (0, 1) turned 3 (road east); E (0, −1) turned 2 closing
 * D's city (nothing to do with the road); U (1, 1) with Bruno's thief; V (2, 1) turned 1 (a
 * curve west-north); then V (2, 0) (a curve west-south), touching U (1, 0) and V (2, 1): with
 * two neighbours, placed after both thieves, it joins their roads (CA-BFL-04). */
static void
test_joined_by_two_sides (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree TsCarcassonneSheet *sheet = NULL;
  g_autoptr (JsonNode) b = NULL;

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0"); /* Ana */
  ct_tile (s, "BASE-A", 0, 1, 3, NULL);             /* Bruno */
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);            /* Ana */
  ct_tile (s, "BASE-U", 1, 1, 0, "follower:road0"); /* Bruno */
  ct_tile (s, "BASE-V", 2, 1, 1, NULL);             /* Ana */
  g_assert_cmpuint (ct_feature (s, 1, 0, "road0"), !=, ct_feature (s, 1, 1, "road0"));
  ct_tile (s, "BASE-V", 2, 0, 0, NULL); /* Bruno joins them */
  g_assert_cmpuint (ct_feature (s, 1, 0, "road0"), ==, ct_feature (s, 1, 1, "road0"));
  sheet = accepted_sheet (s);
  b = cs_score (sheet);
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 6);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 6);
}

/* Close to it and possible: a tile touching the map on one side only that joins two
 * occupied fields. Ana's farmer on U (1, 0) north of the road (D's field0); Bruno's on the
 * cloister B (0, 1), in D's field1 south of the road; then the cloister A (−1, 0) turned 3,
 * its road on D's west end and its one field round it, meets field0 and field1 across D's
 * west side and joins them (CA-BFL-04): one field, two farmers. A touches the map by one
 * side, yet joins two parts: it was placed last. */
static void
test_one_side_joins_two_fields (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autofree TsCarcassonneSheet *sheet = NULL;
  g_autoptr (JsonNode) b = NULL;

  ct_tile (s, "BASE-U", 1, 0, 0, "follower:field0"); /* Ana */
  ct_tile (s, "BASE-B", 0, 1, 0, "follower:field0"); /* Bruno */
  g_assert_cmpuint (ct_feature (s, 1, 0, "field0"), !=, ct_feature (s, 0, 1, "field0"));
  ct_tile (s, "BASE-A", -1, 0, 3, NULL); /* Ana */
  g_assert_cmpuint (ct_feature (s, 1, 0, "field0"), ==, ct_feature (s, 0, 1, "field0"));
  sheet = accepted_sheet (s);
  b = cs_score (sheet);
  g_assert_nonnull (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/sheet/CA-TGD-03/split/cases", test_split_cases);
  g_test_add_func ("/carcassonne/sheet/CA-TGD-03/split/random", test_split_random);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TGD-03/goods-split", test_refuse_goods_split);
  g_test_add_func ("/carcassonne/sheet/CA-TGD-03/goods-one-player", test_goods_one_player);
  g_test_add_func ("/carcassonne/sheet/CA-TGD-03/goods-two-cities", test_goods_two_cities);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-03/one-side", test_refuse_one_side);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-03/road-between", test_refuse_road_between);
  g_test_add_func ("/carcassonne/sheet/CA-BFL-04/joined-by-two-sides", test_joined_by_two_sides);
  g_test_add_func ("/carcassonne/sheet/CA-BFL-04/one-side-joins-two-fields",
                   test_one_side_joins_two_fields);
  return g_test_run ();
}
