/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet (issue 28), refused: one refusal per thing that cannot lie on a
 * table at the end, pointing at the tile, the figure or the player and naming what is on the
 * board. The maps and their words as in test-carcassonne-sheet.c (carcassonne-sheet-util.h). */
#include "carcassonne-sheet-util.h"

/* @sheet is refused, pointing at @at @index, in a message that mentions each part (up to
 * NULL). */
static void G_GNUC_NULL_TERMINATED
assert_refused_mentioning (const TsCarcassonneSheet *sheet,
                           TsCarcassonneSheetAt      at,
                           int                       index,
                           ...)
{
  g_autofree char *message = cs_refuse (sheet, at, index);
  va_list parts;

  va_start (parts, index);
  for (const char *part = va_arg (parts, const char *); part != NULL;
       part = va_arg (parts, const char *))
    cs_assert_mentions (message, part);
  va_end (parts);
}

/* CA-BTL-01..03: one tile a place. */
static void
test_refuse_overlap (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, V 1 0 0", NULL);
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 2);

  g_assert_cmpstr (message, ==, "Two tiles lie at (1, 0): U and V. One tile a place.");
}

/* CA-BTL-03: E's west side is a field, D's east side a road. */
static void
test_refuse_edge (void)
{
  g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, E 1 0 0", NULL);

  assert_refused_mentioning (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 1, "the tile E", "(1, 0)",
                             "west side", "a road", NULL);
}

/* CA-BTL-01: a tile touching the map by a corner only, and one far away. */
static void
test_refuse_cut_off (void)
{
  g_autofree TsCarcassonneSheet *corner
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, B 2 1 0", NULL);
  g_autofree TsCarcassonneSheet *far
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 9 5 0, U 1 0 0", NULL);

  assert_refused_mentioning (corner, TS_CARCASSONNE_SHEET_AT_TILE, 2, "the tile B", "(2, 1)",
                             "cut off", NULL);
  assert_refused_mentioning (far, TS_CARCASSONNE_SHEET_AT_TILE, 1, "the tile U", "(9, 5)", NULL);
}

/* CA-BSE-03: the start tile D first, at (0, 0), its city to the north. */
static void
test_refuse_start_tile (void)
{
  const char *const maps[] = { "U 1 0 0, D 0 0 0", "D 1 0 0, U 2 0 0", "D 0 0 2, U 1 0 0",
                               "E 0 0 0" };

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", maps[i], NULL);
      g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 0);

      g_assert_cmpstr (message, ==, "The start tile comes first: the tile D at (0, 0), its city "
                                    "to the north.");
    }
  /* No tile at all: the sheet as a whole, not a tile it does not have. */
  {
    g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0", NULL);
    g_autofree char *message = NULL;

    sheet->n_tiles = 0;
    message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
    g_assert_cmpstr (message, ==, "The map has no tile: the start tile D lies at (0, 0) in every "
                                  "game.");
  }
}

/* CA-BSE-01: the box holds 1 C and 4 D (the start tile among them). */
static void
test_refuse_box (void)
{
  g_autofree TsCarcassonneSheet *two_c
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, C 0 -1 0, C 0 -2 0", NULL);
  g_autofree TsCarcassonneSheet *five_d
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, D 1 0 0, D 2 0 0, D 3 0 0, D 4 0 0", NULL);
  g_autofree TsCarcassonneSheet *four_d
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, D 1 0 0, D 2 0 0, D 3 0 0", NULL);

  assert_refused_mentioning (two_c, TS_CARCASSONNE_SHEET_AT_TILE, 2, "2 tiles C",
                             "the box has only 1", NULL);
  assert_refused_mentioning (five_d, TS_CARCASSONNE_SHEET_AT_TILE, 4, "5 tiles D",
                             "the box has only 4", NULL);
  g_assert_true (ts_carcassonne_sheet_check (four_d, NULL, NULL));
  g_assert_cmpuint (ts_carcassonne_sheet_kind_count (four_d, ts_carcassonne_data_find_kind (
                                                                 ts_carcassonne_data_get (NULL), "D")),
                    ==, 4);
}

/* CA-TBC-02: Traders & Builders' tiles only with the expansion's tiles. */
static void
test_refuse_expansion_tile (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, TQ 0 -1 1", NULL);
  g_autofree TsCarcassonneSheet *with
      = cs_sheet ("{\"tiles\":true}", "Ana:0 Bruno:0", "D 0 0 0, TQ 0 -1 1", NULL);

  assert_refused_mentioning (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 1, "The tile TQ",
                             "Traders & Builders", NULL);
  g_assert_true (ts_carcassonne_sheet_check (with, NULL, NULL));
}

/* CA-BFL-03: two followers on segments that meet across an edge: whichever tile came second
 * joined a feature already taken. Roads and fields alike; two thieves on one road joined by a
 * later tile are fine (CA-BFL-04, JOINED_ROAD). */
static void
test_refuse_followers_meet (void)
{
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, U 2 0 0",
                  "0 follower 1 0 road0, 1 follower 2 0 road0");
  g_autofree TsCarcassonneSheet *field
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, U 2 0 0",
                  "0 follower 1 0 field1, 0 follower 2 0 field1");
  g_autofree TsCarcassonneSheet *apart
      = cs_sheet (BASE, "Ana:0 Bruno:0", JOINED_ROAD, "0 follower 1 0 road0, 1 follower 1 1 road0");
  g_autoptr (JsonNode) b = NULL;

  assert_refused_mentioning (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 1, "Ana's figure (a thief)",
                             "Bruno's figure (a thief)", "meet across the edge", NULL);
  assert_refused_mentioning (field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1, "(a farmer)", NULL);
  b = cs_score (apart);
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 6);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 6);
}

/* CA-BSC-05: the followers of a completed road, city or cloister went home when it was
 * scored. */
static void
test_refuse_on_completed (void)
{
  /* City A of TWO_CITIES is closed. */
  g_autofree TsCarcassonneSheet *city
      = cs_sheet (BASE, "Ana:0 Bruno:0", TWO_CITIES, "0 follower 1 -1 field0, 1 follower 0 -1 city0");
  /* A (−1, 0) turned 3 (a cloister, its road east), D, W (1, 0) (a junction): the road
   * A - D - W ends at both. */
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, A -1 0 3, W 1 0 0", "0 follower 1 0 road2");
  /* The cloister B (0, 1) with its 8 neighbours: D, U (±1, 0), B (±1, 1), B (0, 2) and
   * E (±1, 2) turned 2. */
  g_autofree TsCarcassonneSheet *cloister
      = cs_sheet (BASE, "Ana:0 Bruno:0",
                  "D 0 0 0, U -1 0 0, U 1 0 0, B 0 1 0, B -1 1 0, B 1 1 0, B 0 2 0, E -1 2 2, "
                  "E 1 2 2",
                  "1 follower 0 1 cloister");
  g_autofree char *m1 = cs_refuse (city, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  g_assert_cmpstr (m1, ==, "Bruno's figure (a knight) on the city of 2 tiles at (0, 0): that "
                           "feature is completed, and its figures went home when it was scored.");
  assert_refused_mentioning (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 0,
                             "Ana's figure (a thief) on the road of 3 tiles at (0, 0)",
                             "completed", NULL);
  assert_refused_mentioning (cloister, TS_CARCASSONNE_SHEET_AT_FIGURE, 0,
                             "Bruno's figure (a monk)", "(0, 1)", NULL);
}

/* CA-BFL-01: a player puts at most one figure on the tile they place. */
static void
test_refuse_two_on_a_tile (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0",
                  "0 follower 1 0 road0, 1 follower 1 0 field0");

  assert_refused_mentioning (sheet, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Two figures stand on the tile at (1, 0)", NULL);
}

/* CA-BSE-02: 7 followers a player. Four cloisters B (0..3, 1) south of D and five cities,
 * E (0..4, 2) turned 2 (caps south, each its own city): Ana's monks on the four cloisters and
 * knights on E (0..2, 2) are 7; her knight on E (3, 2) would be the eighth.
 * The seven score: monks 1 + 4 (B (0, 1): D, B (1, 1), E (0, 2), E (1, 2)), 1 + 6
 * (B (1, 1)), 1 + 5 (B (2, 1)), 1 + 4 (B (3, 1)) = 23; knights 3 x 1 = 3. */
static void
test_refuse_eighth_follower (void)
{
#define ROW "D 0 0 0, B 0 1 0, B 1 1 0, B 2 1 0, B 3 1 0, E 0 2 2, E 1 2 2, E 2 2 2, E 3 2 2, " \
            "E 4 2 2"
#define SEVEN "0 follower 0 1 cloister, 0 follower 1 1 cloister, 0 follower 2 1 cloister, " \
              "0 follower 3 1 cloister, 0 follower 0 2 city0, 0 follower 1 2 city0, " \
              "0 follower 2 2 city0"
  g_autofree TsCarcassonneSheet *seven = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN);
  g_autofree TsCarcassonneSheet *eight
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN ", 0 follower 3 2 city0");
  g_autofree TsCarcassonneSheet *other
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN ", 1 follower 3 2 city0");
  g_autofree char *message = cs_refuse (eight, TS_CARCASSONNE_SHEET_AT_FIGURE, 7);
  g_autoptr (JsonNode) b = cs_score (seven);
  g_autoptr (JsonNode) o = cs_score (other);

  g_assert_cmpstr (message, ==, "Ana has more than 7 followers on the map: each player has 7.");
  g_assert_cmpint (cs_line (b, 0, "end-cloisters"), ==, 23);
  g_assert_cmpint (cs_line (b, 0, "end-cities"), ==, 3);
  g_assert_cmpint (cs_total (b, 0), ==, 26);
  /* The same knight is Bruno's first: his city of 1 tile, 1. */
  g_assert_cmpint (cs_line (o, 1, "end-cities"), ==, 1);
  g_assert_cmpint (cs_total (o, 0), ==, 26);
#undef ROW
#undef SEVEN
}

/* CA-TBU-01..03: the builder, with the option, on a road or city, beside a follower of its
 * owner's. */
static void
test_refuse_builder (void)
{
#define ROAD3 "D 0 0 0, U 1 0 0, U 2 0 0"
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *fine
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *alone
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 1 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *field
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 builder 2 0 field0");
  g_autofree TsCarcassonneSheet *two
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3 ", U 3 0 0",
                  "0 follower 1 0 road0, 0 builder 2 0 road0, 0 builder 3 0 road0");
  g_autofree char *m4 = cs_refuse (two, TS_CARCASSONNE_SHEET_AT_FIGURE, 2);
  g_autoptr (JsonNode) b = cs_score (fine);

  assert_refused_mentioning (no_option, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "builders are not in this game", "Ana's builder", NULL);
  assert_refused_mentioning (alone, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Bruno's figure (the builder) on the road of 3 tiles at (0, 0)",
                             "none there", NULL);
  assert_refused_mentioning (field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Ana's builder at (2, 0) stands off a road or city", NULL);
  g_assert_cmpstr (m4, ==, "Ana has one builder, not two.");
  /* CA-TBU-15: the builder changes nothing: the road of 3 tiles, 3 to Ana. */
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 3);
#undef ROAD3
}

/* CA-TPG-01/02: the pig, with the option, on a field, beside a farmer of its owner's. */
static void
test_refuse_pig (void)
{
#define ROAD3 "D 0 0 0, U 1 0 0, U 2 0 0"
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field0");
  g_autofree TsCarcassonneSheet *alone
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 1 pig 2 0 field0");
  g_autofree TsCarcassonneSheet *other_field
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field1");
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 pig 2 0 road0");
  g_autofree TsCarcassonneSheet *fine
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field0");

  assert_refused_mentioning (no_option, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "pigs are not in this game", "Ana's pig", NULL);
  assert_refused_mentioning (alone, TS_CARCASSONNE_SHEET_AT_FIGURE, 1, "Bruno's figure (the pig)",
                             NULL);
  assert_refused_mentioning (other_field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Ana's figure (the pig)", "none there", NULL);
  assert_refused_mentioning (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Ana's pig at (2, 0) stands off a field", NULL);
  g_assert_true (ts_carcassonne_sheet_check (fine, NULL, NULL));
#undef ROAD3
}

/* CA-BFL-01: a figure goes on the tile its owner has just placed; nobody places the start tile
 * (CA-BSE-03), so no figure of any kind stands on it. */
static void
test_refuse_start_tile_figure (void)
{
  g_autofree TsCarcassonneSheet *thief
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "1 follower 0 0 road0");
  g_autofree TsCarcassonneSheet *pig
      = cs_sheet (PIG, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0",
                  "0 follower 1 0 field0, 0 pig 0 0 field0");
  g_autofree char *m1 = cs_refuse (thief, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);

  g_assert_cmpstr (m1, ==, "Bruno's figure stands on the start tile at (0, 0): a figure goes "
                           "only on the tile its owner has just placed.");
  assert_refused_mentioning (pig, TS_CARCASSONNE_SHEET_AT_FIGURE, 1,
                             "Ana's figure stands on the start tile", NULL);
}

/* A figure's player, tile and segment must exist. */
static void
test_refuse_figure_place (void)
{
  g_autofree TsCarcassonneSheet *player
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "2 follower 1 0 road0");
  g_autofree TsCarcassonneSheet *nowhere
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "1 follower 3 3 road0");
  g_autofree TsCarcassonneSheet *segment
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "0 follower 1 0 city0");
  g_autofree char *m1 = cs_refuse (player, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m2 = cs_refuse (nowhere, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m3 = cs_refuse (segment, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);

  g_assert_cmpstr (m1, ==, "A figure at (1, 0) belongs to player 3, and the sheet has 2 players.");
  g_assert_cmpstr (m2, ==, "Bruno's figure stands at (3, 3), where no tile lies.");
  g_assert_cmpstr (m3, ==, "The tile U at (1, 0) has no part “city0”.");
}

/* CA-TGD-03: the tokens held are the goods of the completed cities, all of them; goods only
 * with the goods option. */
static void
test_refuse_goods (void)
{
  g_autofree TsCarcassonneSheet *too_many
      = cs_sheet (GOODS, "Ana:20:1/0/0 Bruno:15:1/0/0 Carla:25:0/2/0", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *too_few
      = cs_sheet (GOODS, "Ana:20:1/0/0 Bruno:15:0/0/0 Carla:25:0/1/0", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet ("{\"tiles\":true}", "Ana:20:0/0/0 Bruno:15:0/0/1 Carla:25:0/0/0", GOODS_MAP,
                  NULL);
  g_autofree TsCarcassonneSheet *none_held
      = cs_sheet ("{\"tiles\":true}", "Ana:20 Bruno:15 Carla:25", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *no_tiles
      = cs_sheet ("{\"goods\":true}", "Ana:0 Bruno:0", "D 0 0 0", NULL);
  g_autofree char *m1 = cs_refuse (too_many, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_autoptr (JsonNode) b = NULL;

  g_assert_cmpstr (m1, ==, "The players hold 2 grain tokens together, and the completed cities "
                           "on the map show 1: whoever completes a city takes all its goods.");
  assert_refused_mentioning (too_few, TS_CARCASSONNE_SHEET_AT_PLAYER, 0, "1 wine token together",
                             "show 2", NULL);
  assert_refused_mentioning (no_option, TS_CARCASSONNE_SHEET_AT_PLAYER, 1,
                             "Bruno holds cloth tokens", "not in this game", NULL);
  /* CA-TGD: the goods are on the expansion's tiles. */
  assert_refused_mentioning (no_tiles, TS_CARCASSONNE_SHEET_AT_SHEET, -1,
                             "need the Traders & Builders tiles", NULL);
  /* Without the goods option the map's goods are nobody's, and no goods line. */
  b = cs_score (none_held);
  g_assert_false (cs_has_line (b, 0, "goods"));
  g_assert_cmpint (cs_total (b, 2), ==, 25);
}

/* The players: 2 to 5 (CA-BSE-02), each named, VP 0 to 999. */
static void
test_refuse_players (void)
{
  g_autofree TsCarcassonneSheet *one = cs_sheet (BASE, "Ana:3", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *none = cs_sheet (BASE, "", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *blank = cs_sheet (BASE, "Ana:3 Bruno:4", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *vp = cs_sheet (BASE, "Ana:3 Bruno:4", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *fresh = ts_carcassonne_sheet_new (3);
  g_autofree char *m1 = cs_refuse (one, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
  g_autofree char *m2 = cs_refuse (none, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
  g_autofree char *m3 = NULL;
  g_autofree char *m4 = NULL;
  g_autoptr (JsonNode) b = NULL;

  g_assert_cmpstr (m1, ==, "Carcassonne is played by 2 to 5 players, not 1.");
  g_assert_cmpstr (m2, ==, "Carcassonne is played by 2 to 5 players, not 0.");
  g_strlcpy (blank->players[1].name, "  ", sizeof blank->players[1].name);
  m3 = cs_refuse (blank, TS_CARCASSONNE_SHEET_AT_PLAYER, 1);
  g_assert_cmpstr (m3, ==, "Player 2 has no name.");
  vp->players[0].vp = 1000;
  m4 = cs_refuse (vp, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_assert_cmpstr (m4, ==, "Ana's points on the score track must be from 0 to 999, not 1000.");
  /* A new sheet: 3 players named, the start tile alone, everyone 0. */
  b = cs_score (fresh);
  g_assert_cmpstr (fresh->players[2].name, ==, "Player 3");
  g_assert_cmpuint (cs_winners (b), ==, 0x7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-01/overlap", test_refuse_overlap);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-03/edge", test_refuse_edge);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-01/cut-off", test_refuse_cut_off);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-03/start-tile", test_refuse_start_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-01/box", test_refuse_box);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TBC-02/expansion-tile",
                   test_refuse_expansion_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-03/followers-meet",
                   test_refuse_followers_meet);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSC-05/on-completed", test_refuse_on_completed);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-01/two-on-a-tile", test_refuse_two_on_a_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-02/eighth-follower",
                   test_refuse_eighth_follower);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TBU-02/builder", test_refuse_builder);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TPG-02/pig", test_refuse_pig);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-01/start-tile-figure",
                   test_refuse_start_tile_figure);
  g_test_add_func ("/carcassonne/sheet/refused/figure-place", test_refuse_figure_place);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TGD-03/goods", test_refuse_goods);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-02/players", test_refuse_players);
  return g_test_run ();
}
