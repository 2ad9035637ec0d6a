/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's final-scoring sheet (issue 58): the rules' example (CY-END-02: 3 gold ->
 * 6 PP), shared victories (CY-TIE-01), the file's shape and the check's refusals with their
 * clauses, and 60 random complete games (2 to 5 players, the record's options by turns, every
 * other game going after gold): each finished game's sheet (from_state -> to_json -> from_json
 * -> score) gives exactly the game's final totals, winners, gold lines and explanation. */
#include "caylus-golden.h"
#include "caylus-util.h"

#include <string.h>

#include "ts-caylus.h"
#include "sheet-test-util.h"
#include "ts-engine-error.h"

static TsCaylusSheet *
parse (const char *json, GError **error)
{
  return ts_caylus_sheet_load (json, strlen (json), "sheet.json", error);
}

/* CY-END-02's example: 3 gold -> 6 PP, added to the PP held; the most PP wins (CY-END-03). */
static void
test_example (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCaylusSheet) sheet = parse (
      "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\",\"players\":["
      "{\"name\":\"Ana\",\"pp\":48,\"gold\":3},{\"name\":\"Bruno\",\"pp\":52,\"gold\":0},"
      "{\"name\":\"Carla\",\"pp\":40,\"gold\":5}]}",
      &error);
  g_autoptr(JsonNode) b = NULL;
  JsonObject *root;

  g_assert_no_error (error);
  b = ts_caylus_sheet_score (sheet, &error);
  g_assert_no_error (error);
  root = json_node_get_object (b);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 0), "total"), ==, 54);
  g_assert_cmpint (sheet_test_line_vp (sheet_test_row (b, 0), "held"), ==, 48);
  g_assert_cmpint (sheet_test_line_vp (sheet_test_row (b, 0), "gold"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 1), "total"), ==, 52);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 2), "total"), ==, 50);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sheet_test_row (b, 0), "lines")),
                    ==, 2);
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (root, "explanation"), ==,
                   "Ana wins with 54 PP.");
}

/* CY-TIE-01 as Tableside reads it: tied players share the victory. */
static void
test_shared (void)
{
  g_autoptr(TsCaylusSheet) sheet = ts_caylus_sheet_new (3);
  g_autoptr(JsonNode) b = NULL;
  JsonObject *root;
  JsonArray *winners;

  sheet->players[0] = (TsCaylusSheetPlayer){ "Ana", 40, 2 };
  sheet->players[1] = (TsCaylusSheetPlayer){ "Bruno", 44, 0 };
  sheet->players[2] = (TsCaylusSheetPlayer){ "Carla", 30, 1 };
  b = ts_caylus_sheet_score (sheet, NULL);
  g_assert_nonnull (b);
  root = json_node_get_object (b);
  winners = json_object_get_array_member (root, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 2);
  g_assert_cmpint (json_array_get_int_element (winners, 0), ==, 0);
  g_assert_cmpint (json_array_get_int_element (winners, 1), ==, 1);
  g_assert_true (json_object_get_null_member (root, "winner"));
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "shared");
}

static void
assert_shape (const char *json, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCaylusSheet) sheet = parse (json, &error);

  sheet_test_assert_shape (sheet, error, path);
}

static void
test_shape (void)
{
  assert_shape ("[]", "JSON object");
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"kingsburg\","
                "\"players\":[]}", "“game”");
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":2,\"game\":\"caylus-1303\","
                "\"players\":[]}", "version 2");
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\","
                "\"players\":[{\"name\":\"A\",\"pp\":1,\"gold\":-1}]}", "“players[0].gold”");
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\","
                "\"players\":[{\"name\":\"A\",\"pp\":1,\"gold\":1},{\"name\":\"B\",\"gold\":1}]}",
                "“players[1].pp”");
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\","
                "\"players\":[{\"name\":3,\"pp\":1,\"gold\":1}]}", "“players[0].name”");
}

static void
assert_refused (const TsCaylusSheet *sheet, int at, const char *clause, const char *words)
{
  g_autoptr(GError) error = NULL;
  int player = 99;
  gboolean ok = ts_caylus_sheet_check (sheet, &player, &error);

  sheet_test_assert_refusal (ok, player, error, at, clause, words);
  g_assert_null (ts_caylus_sheet_score (sheet, NULL));
}

static void
test_refusals (void)
{
  g_autoptr(TsCaylusSheet) sheet = ts_caylus_sheet_new (2);

  g_assert_true (ts_caylus_sheet_check (sheet, NULL, NULL));
  sheet->n_players = 1;
  assert_refused (sheet, -1, "CY-CMP-01", "2 to 5 players, not 1");
  sheet->n_players = 2;
  strcpy (sheet->players[1].name, "  ");
  assert_refused (sheet, 1, NULL, "Player 2 has no name");
  strcpy (sheet->players[1].name, "Bruno");
  sheet->players[1].gold = -2;
  assert_refused (sheet, 1, "CY-END-02", "Bruno's gold");
  sheet->players[1].gold = 1;
  sheet->players[0].pp = 1000;
  assert_refused (sheet, 0, "CY-END-03", "not 1000");
  sheet->players[0].pp = -1;
  assert_refused (sheet, 0, "CY-END-03", "not -1");
  sheet->players[0].pp = 0;
  g_assert_true (ts_caylus_sheet_check (sheet, NULL, NULL));
}

/* The record's options by turns: they change play, never the end, and the sheet holds none. */
static const char *const option_sets[] = {
  "{}",
  "{\"monument-residence\": \"counts\"}",
  "{\"stone-owner-gain\": \"used\"}",
};

static void
test_games (void)
{
  guint shared = 0, gold = 0;

  for (guint game = 0; game < 60; game++)
    {
      guint n = 2 + game % 4;
      g_autoptr(GRand) rand = g_rand_new_with_seed (58000 + game);
      g_autofree TsCaylusState *s = cy_new_game (n, option_sets[game % 3]);
      g_autoptr(TsCaylusSheet) sheet = NULL;
      g_autoptr(TsCaylusSheet) again = NULL;
      g_autoptr(JsonNode) json = NULL;
      g_autoptr(JsonNode) mine = NULL;
      g_autoptr(JsonNode) theirs = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      TsCaylusEntry e;

      /* Every other game goes after gold, the Goldsmith and the Helper (caylus-golden.h). */
      while (cy_golden_random_entry (s, game % 2 == 1, rand, &e))
        g_assert_true (ts_caylus_apply (s, &e, NULL));
      g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_OVER);
      sheet = ts_caylus_sheet_from_state (s);
      json = ts_caylus_sheet_to_json (sheet);
      text = json_to_string (json, TRUE);
      again = parse (text, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (sheet, sizeof *sheet, again, sizeof *again);
      mine = ts_caylus_sheet_score (again, &error);
      g_assert_no_error (error);
      theirs = ts_caylus_final_breakdown (s);
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpint (json_object_get_int_member (sheet_test_row (mine, p), "total"), ==,
                           s->players[p].pp);
          g_assert_cmpint (sheet_test_line_vp (sheet_test_row (mine, p), "gold"), ==, sheet_test_line_vp (sheet_test_row (theirs, p), "gold"));
          g_assert_cmpint (sheet_test_line_vp (sheet_test_row (mine, p), "held") + sheet_test_line_vp (sheet_test_row (mine, p), "gold"), ==,
                           s->players[p].pp);
          gold += s->players[p].res[TS_CAYLUS_GOLD] > 0;
        }
      {
        g_autofree char *w_mine = json_to_string (
            json_object_get_member (json_node_get_object (mine), "winners"), FALSE);
        g_autofree char *w_theirs = json_to_string (
            json_object_get_member (json_node_get_object (theirs), "winners"), FALSE);

        g_assert_cmpstr (w_mine, ==, w_theirs);
      }
      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (mine), "explanation"),
                       ==,
                       json_object_get_string_member (json_node_get_object (theirs),
                                                      "explanation"));
      shared += __builtin_popcount (s->winners) > 1;
    }
  /* The games reached gold at the end and shared victories, or the test proves little. */
  g_assert_cmpuint (gold, >, 0);
  g_test_message ("%u of 60 games shared the victory", shared);
  g_assert_cmpuint (shared, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/sheet/CY-END-02/example", test_example);
  g_test_add_func ("/caylus/sheet/CY-TIE-01/shared", test_shared);
  g_test_add_func ("/caylus/sheet/shape", test_shape);
  g_test_add_func ("/caylus/sheet/refusals", test_refusals);
  g_test_add_func ("/caylus/sheet/property/from-state", test_games);
  return g_test_run ();
}
