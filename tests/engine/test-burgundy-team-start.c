/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team's start castle as the new-game form records it (CB-TEM-03, issue 15): each team's
 * "start-space" in "setup.teams" is a space of the 16 x 10 team grid (0-159), one of the
 * board's marked start spaces; 12b lets the team choose between two. */
#include "team-util.h"

/* The test board with two marked start castles (both dark green 6, as 12b's 1 or 6). */
static char *
two_starts_setup (int start_a, int start_b)
{
  return g_strdup_printf (
      "{\"teams\": [{\"duchy\": \"12b-test\", \"start-space\": %d, \"layout\": {\"id\": "
      "\"12b-test\", \"kind\": \"team\", \"cells\": \"%s\", \"dice\": \"%s\", \"start\": [67, "
      "74]}}, {\"duchy\": \"12b-test\", \"start-space\": %d, \"layout\": {\"id\": \"12b-test\", "
      "\"kind\": \"team\", \"cells\": \"%s\", \"dice\": \"%s\", \"start\": [67, 74]}}]}",
      start_a, team_cells, team_dice, start_b, team_cells, team_dice);
}

static void
test_chosen (void)
{
  g_autofree char *setup = two_starts_setup (74, 67);
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = team_setup (TEAM, setup, 4, &error);

  g_assert_no_error (error);
  g_assert_nonnull (s);
  /* Team A (Ana, Carla) on space 74, team B (Bruno, Davi) on 67: above space 37. */
  g_assert_cmpuint (s->players[0].tiles[74], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (s->players[0].tiles[67], ==, TS_BURGUNDY_TILE_NONE);
  g_assert_cmpuint (s->players[2].tiles[74], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (s->players[1].tiles[67], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (s->players[1].tiles[74], ==, TS_BURGUNDY_TILE_NONE);
  g_assert_cmpuint (s->players[3].tiles[67], ==, TS_BURGUNDY_TILE_CASTLE);
}

static void
test_refused (void)
{
  g_autofree char *unmarked = two_starts_setup (18, 67);
  g_autofree char *outside = two_starts_setup (74, 160);

  /* Space 18 is a castle space of the board, not a marked start space. */
  team_setup_refused (TEAM, unmarked, 4, "Ana's starting castle goes on one of the start spaces");
  team_setup_refused (TEAM, outside, 4, "from 0 to 159");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/team/CB-TEM-03/start-space-chosen", test_chosen);
  g_test_add_func ("/burgundy/team/CB-TEM-03/start-space-refused", test_refused);
  return g_test_run ();
}
