/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game's final-scoring sheet (issue 58, CB-TEM-01/09/14/15): the teams' totals and
 * their tie-breaks worked through by hand, what A2's and B2's sheets may not hold, and the
 * file's version 3. Seats in the bridge's starting order: Ana (A1), Bruno (B1), Carla (A2),
 * Daniel (B2). Clause ids end the paths. */
#include "burgundy-util.h"
#include "burgundy-sheet-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

/* Team A: Ana 80 on the track + 3 goods + 4 silver + 5 workers (2 VP) + monastery 22 with 2
 * banks (8 VP) = 97, Carla 70: 167. Team B: Bruno 90 + 2 goods + 6 silver + 4 workers (2 VP)
 * = 100, Daniel 66: 166. Both boards have 10 empty spaces. */
static TsBurgundySheet *
team_sheet (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (4);
  TsBurgundySheetPlayer *ana = &sheet->players[0], *bruno = &sheet->players[1];

  sheet->team = TRUE;
  ana->track = 80;
  ana->goods = 3;
  ana->silver = 4;
  ana->workers = 5;
  bt_sheet_add_monastery (sheet, 0, 22, 2);
  bruno->track = 90;
  bruno->goods = 2;
  bruno->silver = 6;
  bruno->workers = 4;
  sheet->players[2].track = 70;
  sheet->players[3].track = 66;
  return g_steal_pointer (&sheet);
}

static JsonNode *
score (const TsBurgundySheet *sheet)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_burgundy_sheet_check (sheet, &error));
  g_assert_no_error (error);
  return ts_burgundy_sheet_score (sheet);
}

static JsonObject *
team_of (JsonNode *breakdown, guint t)
{
  return json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (breakdown), "teams"), t);
}

static char *
winners_of (JsonNode *breakdown)
{
  return json_to_string (json_object_get_member (json_node_get_object (breakdown), "winners"),
                         FALSE);
}

/* CB-TEM-14: the higher team total wins; A2's and B2's rows are their track alone. */
static void
test_totals (void)
{
  g_autoptr (TsBurgundySheet) sheet = team_sheet ();
  g_autoptr (JsonNode) b = score (sheet);
  JsonObject *root = json_node_get_object (b);
  g_autofree char *winners = winners_of (b);

  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "total"), ==, 97);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 1), "total"), ==, 100);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 2), "total"), ==, 70);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 3), "total"), ==, 66);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 2), "silver"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (team_of (b, 0), "total"), ==, 167);
  g_assert_cmpint (json_object_get_int_member (team_of (b, 1), "total"), ==, 166);
  g_assert_cmpstr (json_object_get_string_member (team_of (b, 0), "name"), ==,
                   "Team A (Ana and Carla)");
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 0);
  g_assert_cmpstr (winners, ==, "[0,2]");
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (root, "explanation"), ==,
                   "Team A (Ana and Carla) wins with 167 victory points together.");
}

/* CB-TEM-15: tied on 167, team B's board has 12 empty spaces against 10. */
static void
test_tie_empty_spaces (void)
{
  g_autoptr (TsBurgundySheet) sheet = team_sheet ();
  sheet->players[3].track = 67;
  sheet->players[1].empty_spaces = sheet->players[3].empty_spaces = 12;
  g_autoptr (JsonNode) b = score (sheet);
  JsonObject *root = json_node_get_object (b);
  g_autofree char *winners = winners_of (b);

  g_assert_cmpint (json_object_get_int_member (team_of (b, 1), "total"), ==, 167);
  g_assert_cmpint (json_object_get_int_member (team_of (b, 1), "empty-spaces"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 1);
  g_assert_cmpstr (winners, ==, "[1,3]");
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "empty-spaces");
  g_assert_cmpstr (json_object_get_string_member (root, "explanation"), ==,
                   "Team B (Bruno and Daniel) wins the tie on 167 victory points with the most "
                   "empty spaces on its team board (12).");
}

/* CB-TEM-15 then CB-TIE-02: tied on VP and empty spaces, Daniel's marker is furthest back on
 * the bridge (space 1); with "team-tie-shared" the teams share the win instead. */
static void
test_tie_bridge (void)
{
  g_autoptr (TsBurgundySheet) sheet = team_sheet ();
  const int spaces[] = { 3, 2, 4, 1 };

  sheet->players[3].track = 67;
  for (guint i = 0; i < 4; i++)
    sheet->players[i].bridge_space = spaces[i];
  g_autoptr (JsonNode) b = score (sheet);
  g_autofree char *winners = winners_of (b);

  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, 1);
  g_assert_cmpstr (winners, ==, "[1,3]");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (b), "tie-break"), ==,
                   "bridge");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (b), "explanation"), ==,
                   "Team B (Bruno and Daniel) wins the tie on 167 victory points and 10 empty "
                   "spaces: Daniel is furthest back on the bridge.");

  sheet->team_tie_shared = TRUE;
  g_autoptr (JsonNode) shared = score (sheet);
  JsonObject *root = json_node_get_object (shared);
  g_autofree char *all = winners_of (shared);

  g_assert_true (json_object_get_null_member (root, "winner"));
  g_assert_cmpstr (all, ==, "[0,1,2,3]");
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "shared");
  g_assert_cmpstr (json_object_get_string_member (root, "explanation"), ==,
                   "Both teams have 167 victory points and the same number of empty spaces "
                   "(10): they share the win.");
}

static void
assert_refused (const TsBurgundySheet *sheet, const char *message, int player,
                TsBurgundySheetField field, const char *clause)
{
  g_autoptr (GError) error = NULL;
  TsBurgundySheetProblem problem = { -2, 0, -2, -2 };

  g_assert_false (ts_burgundy_sheet_check_full (sheet, &problem, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpint (problem.player, ==, player);
  g_assert_cmpint (problem.field, ==, field);
  g_assert_cmpstr (ts_engine_error_get_clause (error), ==, clause);
}

/* CB-TEM-01, CB-TEM-09, CB-TEM-15: what a team sheet cannot hold. */
static void
test_refusals (void)
{
  g_autoptr (TsBurgundySheet) sheet = team_sheet ();
  TsBurgundySheet s;

  s = *sheet;
  s.n_players = 3;
  assert_refused (&s, "A team game is played by 4 players in 2 teams of 2, not 3.", -1,
                  TS_BURGUNDY_SHEET_FIELD_TEAM, "CB-TEM-01");
  s = *sheet;
  s.players[2].silver = 2;
  assert_refused (&s, "Carla plays in a team with Ana: “Silver” is the team's, counted once, on "
                      "Ana's sheet.",
                  2, TS_BURGUNDY_SHEET_FIELD_SILVER, "CB-TEM-09");
  s = *sheet;
  bt_sheet_add_monastery (&s, 3, 24, 2);
  assert_refused (&s, "Daniel plays in a team with Bruno: “Monasteries” is the team's, counted "
                      "once, on Bruno's sheet.",
                  3, TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-TEM-09");
  s = *sheet;
  s.players[3].geese = TRUE;
  assert_refused (&s, "Daniel plays in a team with Bruno: “Geese” is the team's, counted once, "
                      "on Bruno's sheet.",
                  3, TS_BURGUNDY_SHEET_FIELD_GEESE, "CB-TEM-09");
  s = *sheet;
  s.players[3].empty_spaces = 11;
  assert_refused (&s, "Bruno and Daniel share a team board: its empty spaces are 10 on the first "
                      "sheet and 11 on the second.",
                  3, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, "CB-TEM-15");

  /* The team board's shape is the players' own (issue 15): more than a duchy's 37 spaces. */
  s = *sheet;
  for (guint i = 0; i < 4; i++)
    s.players[i].empty_spaces = 60;
  g_assert_true (ts_burgundy_sheet_check (&s, NULL));
  s.team = FALSE;
  g_assert_false (ts_burgundy_sheet_check (&s, NULL));
}

/* Version 3 holds the team game; a sheet of players alone is still version 2, as before, and
 * a version 2 file has no team. */
static void
test_json (void)
{
  g_autoptr (TsBurgundySheet) sheet = team_sheet ();
  g_autoptr (GError) error = NULL;

  sheet->team_tie_shared = TRUE;
  g_autoptr (JsonNode) json = ts_burgundy_sheet_to_json (sheet);
  JsonObject *o = json_node_get_object (json);
  g_assert_cmpint (json_object_get_int_member (o, "version"), ==, 3);
  g_assert_true (json_object_get_boolean_member (o, "team"));
  g_assert_true (json_object_get_boolean_member (o, "team-tie-shared"));
  g_autoptr (TsBurgundySheet) read = ts_burgundy_sheet_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_true (read->team && read->team_tie_shared);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpstr (read->players[i].name, ==, sheet->players[i].name);
      g_assert_cmpint (read->players[i].track, ==, sheet->players[i].track);
      g_assert_cmpint (read->players[i].silver, ==, sheet->players[i].silver);
      g_assert_cmpuint (read->players[i].n_monasteries, ==, sheet->players[i].n_monasteries);
    }

  json_object_set_int_member (o, "version", 2);
  g_autoptr (TsBurgundySheet) old = ts_burgundy_sheet_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_false (old->team);

  json_object_set_int_member (o, "version", 3);
  json_object_set_string_member (o, "team", "yes");
  g_assert_null (ts_burgundy_sheet_from_json (json, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“team” must be true or false"));

  sheet->team = FALSE;
  g_autoptr (JsonNode) plain = ts_burgundy_sheet_to_json (sheet);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (plain), "version"), ==, 2);
  g_assert_false (json_object_has_member (json_node_get_object (plain), "team"));
  g_assert_false (json_object_has_member (json_node_get_object (plain), "team-tie-shared"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/sheet-team/totals/CB-TEM-14", test_totals);
  g_test_add_func ("/burgundy/sheet-team/tie-empty-spaces/CB-TEM-15", test_tie_empty_spaces);
  g_test_add_func ("/burgundy/sheet-team/tie-bridge/CB-TIE-02", test_tie_bridge);
  g_test_add_func ("/burgundy/sheet-team/refusals/CB-TEM-09", test_refusals);
  g_test_add_func ("/burgundy/sheet-team/json/CB-TEM-01", test_json);
  return g_test_run ();
}
