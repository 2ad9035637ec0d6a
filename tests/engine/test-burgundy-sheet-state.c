/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A tracked game's final-scoring sheet (issue 58, ts_burgundy_sheet_from_state()): random
 * complete games of 2-4 players, the base game and random sets of the modules, go through
 * from_state → to_json → from_json → check → score and come out with the engine's totals,
 * winner and tie-break (CB-END-01..06, CB-TIE-01/02); random team games as team sheets,
 * with the teams' totals, winners and tie-break (CB-TEM-09/14/15). The solo game
 * (CB-SOL-24) and an unfinished game are refused in words. TS_PROPERTY_GAMES lowers the
 * number of games. */
#include "burgundy-util.h"
#include "solo-util.h"
#include "team-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

static void
play_to_end (TsBurgundyState *s, GRand *rand)
{
  TsBurgundyEntry e;
  guint steps = 0;

  while (ts_burgundy_random_entry (s, rand, &e))
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (ts_burgundy_apply (s, &e, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++steps, <, 5000);
    }
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
}

/* A new game of @n_players with each module on or off at random (trade routes dealt). */
static TsBurgundyState *
new_game (guint n_players, GRand *rand, gboolean modules)
{
  static const char *const module_ids[]
      = { "extra-tiles", "white-castles", "inns", "trade-routes", "shields" };
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  gboolean routes = FALSE;
  TsBurgundyState *s;

  for (guint k = 0; modules && k < G_N_ELEMENTS (module_ids); k++)
    if (g_rand_boolean (rand))
      {
        json_object_set_boolean_member (options, module_ids[k], TRUE);
        routes |= g_str_equal (module_ids[k], "trade-routes");
      }
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "name", names[i]);
      json_array_add_object_element (players, o);
    }
  if (routes)
    ts_burgundy_random_routes (players, rand);
  s = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return s;
}

/* The sheet of @s, through its JSON, checked and scored, against the engine's breakdown. */
static void
assert_sheet_scores_as_game (const TsBurgundyState *s, guint *n_with)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_from_state (s, &error);
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (TsBurgundySheet) read = NULL;
  g_autoptr (JsonNode) scored = NULL;
  g_autoptr (JsonNode) engine = ts_burgundy_final_breakdown (s);
  JsonObject *a, *b;

  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  json = ts_burgundy_sheet_to_json (sheet);
  read = ts_burgundy_sheet_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_sheet_check (read, &error));
  g_assert_no_error (error);
  scored = ts_burgundy_sheet_score (read);
  a = json_node_get_object (engine);
  b = json_node_get_object (scored);
  for (guint i = 0; i < s->n_players; i++)
    {
      JsonObject *ra
          = json_array_get_object_element (json_object_get_array_member (a, "players"), i);
      JsonObject *rb
          = json_array_get_object_element (json_object_get_array_member (b, "players"), i);

      if (json_object_get_int_member (rb, "total") != s->players[i].vp)
        {
          g_autofree char *ta = json_to_string (engine, TRUE);
          g_autofree char *tb = json_to_string (scored, TRUE);
          g_autofree char *ts = json_to_string (json, TRUE);

          g_test_message ("player %u differs; the sheet:\n%s\nits scoring:\n%s\nthe game's:\n%s", i,
                          ts, tb, ta);
        }
      g_assert_cmpint (json_object_get_int_member (rb, "total"), ==, s->players[i].vp);
      g_assert_cmpint (json_object_get_int_member (rb, "total"), ==,
                       json_object_get_int_member (ra, "total"));
      n_with[0] += read->players[i].n_monasteries > 0;
      n_with[1] += read->players[i].shields != 0;
      n_with[2] += read->players[i].crane || read->players[i].geese;
      for (guint k = 0; k < read->players[i].n_monasteries; k++)
        n_with[3] += read->players[i].monasteries[k].shield6;
    }
  g_assert_cmpint (json_object_get_int_member (b, "winner"), ==, s->winner);
  g_assert_cmpstr (json_object_get_string_member (b, "tie-break"), ==,
                   json_object_get_string_member (a, "tie-break"));
}

static void
test_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint n_games = bt_property_games (600);
  guint n_with[4] = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 6007 + n_players * 31 + 58);
      g_autofree TsBurgundyState *s = new_game (n_players, rand, game % 3 != 0);

      play_to_end (s, rand);
      assert_sheet_scores_as_game (s, n_with);
    }
  /* The games reached what the sheet carries beyond the base counts. */
  g_test_message ("%u players: with monasteries %u, shields %u, crane or geese %u, "
                  "shield 6's monasteries %u",
                  n_players, n_with[0], n_with[1], n_with[2], n_with[3]);
  if (n_games >= 50)
    {
      g_assert_cmpuint (n_with[0], >, 0);
      g_assert_cmpuint (n_with[1], >, 0);
      g_assert_cmpuint (n_with[2], >, 0);
    }
  if (n_games >= 600) /* CB-SHD-06: a few games end with shield 6's monasteries */
    g_assert_cmpuint (n_with[3], >, 0);
}

/* A team game's sheet (CB-TEM-09/14/15): the players' totals, the teams' totals, the winners
 * (shared ones too) and the tie-break as the engine's. */
static void
assert_team_sheet_scores_as_game (const TsBurgundyState *s, guint *n_with)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_from_state (s, &error);
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (TsBurgundySheet) read = NULL;
  g_autoptr (JsonNode) scored = NULL;
  g_autoptr (JsonNode) engine = ts_burgundy_final_breakdown (s);
  g_autofree char *winners_a = NULL, *winners_b = NULL;
  JsonObject *a, *b;

  g_assert_no_error (error);
  json = ts_burgundy_sheet_to_json (sheet);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (json), "version"), ==, 3);
  read = ts_burgundy_sheet_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_true (read->team);
  g_assert_true (ts_burgundy_sheet_check (read, &error));
  g_assert_no_error (error);
  scored = ts_burgundy_sheet_score (read);
  a = json_node_get_object (engine);
  b = json_node_get_object (scored);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *rb
          = json_array_get_object_element (json_object_get_array_member (b, "players"), i);

      g_assert_cmpint (json_object_get_int_member (rb, "total"), ==, s->players[i].vp);
      /* A2 and B2 hold none of the team's assets (CB-TEM-09). */
      if (i >= 2)
        g_assert_true (read->players[i].silver == 0 && read->players[i].n_monasteries == 0);
      n_with[0] += read->players[i].n_monasteries > 0;
      n_with[1] += read->players[i].shields != 0;
    }
  for (guint t = 0; t < 2; t++)
    {
      JsonObject *ta = json_array_get_object_element (json_object_get_array_member (a, "teams"), t);
      JsonObject *tb = json_array_get_object_element (json_object_get_array_member (b, "teams"), t);

      g_assert_cmpint (json_object_get_int_member (tb, "total"), ==,
                       s->players[t].vp + s->players[t + 2].vp);
      g_assert_cmpint (json_object_get_int_member (tb, "total"), ==,
                       json_object_get_int_member (ta, "total"));
      g_assert_cmpint (json_object_get_int_member (tb, "empty-spaces"), ==,
                       json_object_get_int_member (ta, "empty-spaces"));
    }
  winners_a = json_to_string (json_object_get_member (a, "winners"), FALSE);
  winners_b = json_to_string (json_object_get_member (b, "winners"), FALSE);
  g_assert_cmpstr (winners_b, ==, winners_a);
  g_assert_cmpstr (json_object_get_string_member (b, "tie-break"), ==,
                   json_object_get_string_member (a, "tie-break"));
  g_assert_cmpstr (json_object_get_string_member (b, "explanation"), ==,
                   json_object_get_string_member (a, "explanation"));
  n_with[2] += s->winner < 0;
  n_with[3] += s->tie_break != 0;
}

/* Random team games (CB-TEM-01..15), the shields on or off and teams tied on VP and empty
 * spaces sharing the win or not. */
static void
test_team_games (void)
{
  guint n_games = bt_property_games (120);
  guint n_with[4] = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + 26);
      g_autofree char *options
          = g_strdup_printf ("{\"team\": true, \"shields\": %s, \"team-tie-shared\": %s}",
                             game % 2 ? "true" : "false", game % 3 ? "false" : "true");
      g_autofree char *setup = team_setup_json ();
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *s = team_setup (options, setup, 4, &error);

      g_assert_no_error (error);
      bt_play_to_turn (s, game + 1);
      play_to_end (s, rand);
      assert_team_sheet_scores_as_game (s, n_with);
    }
  g_test_message ("team games: with monasteries %u, shields %u, shared wins %u, tie-breaks %u",
                  n_with[0], n_with[1], n_with[2], n_with[3]);
  if (n_games >= 50)
    g_assert_cmpuint (n_with[0], >, 0);
}

static void
assert_refused (const TsBurgundyState *s, const char *sentence)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_from_state (s, &error);

  g_assert_null (sheet);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, sentence);
}

static void
test_refusals (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (58);
  g_autofree TsBurgundyState *unfinished = bt_new_game_at_turn (3, 58);
  g_autofree TsBurgundyState *solo = solo_at_turn (SOLO, 58);

  assert_refused (unfinished, "The game is not finished: it has no final scoring yet.");
  play_to_end (solo, rand);
  assert_refused (solo, "A solo game has no final scoring (CB-SOL-24), so it has no "
                        "final-scoring sheet.");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/burgundy/sheet-state/CB-END-01/2-players", GUINT_TO_POINTER (2),
                        test_games);
  g_test_add_data_func ("/burgundy/sheet-state/CB-END-01/3-players", GUINT_TO_POINTER (3),
                        test_games);
  g_test_add_data_func ("/burgundy/sheet-state/CB-END-01/4-players", GUINT_TO_POINTER (4),
                        test_games);
  g_test_add_func ("/burgundy/sheet-state/CB-TEM-14/team-games", test_team_games);
  g_test_add_func ("/burgundy/sheet-state/refusals", test_refusals);
  return g_test_run ();
}
