/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's final-scoring sheet (issue 58): the Cathedral at the end (KB-BDG-05's example:
 * 5 goods -> 2 VP), the winner and the tie-breaks (KB-WIN-01, KB-TIE-01..03), the file's shape
 * and the check's refusals with their clauses, and 200 random complete games (2 to 5 players,
 * the earlier readings by turns, one game in four with a Cathedral): each finished game's
 * sheet (from_state -> to_json -> from_json -> score) gives exactly the game's final totals,
 * Cathedral lines, winners, tie-break and explanation. */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-kingsburg.h"
#include "sheet-test-util.h"
#include "ts-engine-error.h"

/* Random complete games, 2 to 5 players by turns. */
#define N_GAMES 200

#define HEAD "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"kingsburg\",\"players\":["

static TsKingsburgSheet *
parse (const char *json, GError **error)
{
  return ts_kingsburg_sheet_load (json, strlen (json), "sheet.json", error);
}

static const char *
tie_break (JsonNode *b)
{
  return json_object_get_string_member (json_node_get_object (b), "tie-break");
}

/* KB-BDG-05's example: 5 goods -> 2 VP at the end (KB-END-03); then the most VP wins. */
static void
test_cathedral (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsKingsburgSheet) sheet = parse (
      HEAD "{\"name\":\"Ann\",\"vp\":30,\"gold\":2,\"wood\":2,\"stone\":1,"
      "\"buildings\":[\"statue\",\"chapel\",\"church\",\"cathedral\"]},"
      "{\"name\":\"Brian\",\"vp\":31,\"gold\":0,\"wood\":0,\"stone\":0,\"buildings\":[]}]}",
      &error);
  g_autoptr(JsonNode) b = NULL;

  g_assert_no_error (error);
  b = ts_kingsburg_sheet_score (sheet, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 0), "total"), ==, 32);
  g_assert_cmpint (sheet_test_line_vp (sheet_test_row (b, 0), "track"), ==, 30);
  g_assert_cmpint (sheet_test_line_vp (sheet_test_row (b, 0), "cathedral"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 0), "goods"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 0), "buildings"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (sheet_test_row (b, 1), "total"), ==, 31);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, 0);
  g_assert_cmpstr (tie_break (b), ==, "none");
}

/* KB-TIE-01..03: goods, then buildings, then shared. */
static void
test_ties (void)
{
  g_autoptr(TsKingsburgSheet) sheet = ts_kingsburg_sheet_new (3);
  JsonNode *b;

  for (guint p = 0; p < 3; p++)
    sheet->players[p].vp = 40;
  sheet->players[2].vp = 39;
  sheet->players[1].goods[TS_KINGSBURG_WOOD] = 1;
  b = ts_kingsburg_sheet_score (sheet, NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, 1);
  g_assert_cmpstr (tie_break (b), ==, "goods");
  json_node_unref (b);

  sheet->players[0].goods[TS_KINGSBURG_GOLD] = 1;
  sheet->players[0].n_buildings = 1;
  sheet->players[0].buildings[0] = TS_KINGSBURG_B_STATUE;
  b = ts_kingsburg_sheet_score (sheet, NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, 0);
  g_assert_cmpstr (tie_break (b), ==, "buildings");
  json_node_unref (b);

  sheet->players[1].n_buildings = 1;
  sheet->players[1].buildings[0] = TS_KINGSBURG_B_INN;
  b = ts_kingsburg_sheet_score (sheet, NULL);
  g_assert_true (json_object_get_null_member (json_node_get_object (b), "winner"));
  g_assert_cmpuint (
      json_array_get_length (json_object_get_array_member (json_node_get_object (b), "winners")),
      ==, 2);
  g_assert_cmpstr (tie_break (b), ==, "shared");
  json_node_unref (b);
}

static void
assert_shape (const char *json, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsKingsburgSheet) sheet = parse (json, &error);

  sheet_test_assert_shape (sheet, error, path);
}

static void
test_shape (void)
{
  assert_shape ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\"}",
                "“game”");
  assert_shape (HEAD "{\"name\":\"Ann\",\"vp\":3,\"gold\":0,\"wood\":0,\"stone\":0,"
                "\"buildings\":[\"statue\",\"castle\"]}]}", "“players[0].buildings[1]”");
  assert_shape (HEAD "{\"name\":\"Ann\",\"vp\":3,\"gold\":0,\"wood\":0,\"buildings\":[]}]}",
                "“players[0].stone”");
  assert_shape (HEAD "{\"name\":\"Ann\",\"vp\":-100,\"gold\":0,\"wood\":0,\"stone\":0,"
                "\"buildings\":[]}]}", "“players[0].vp”");
  assert_shape (HEAD "{\"name\":\"Ann\",\"vp\":3,\"gold\":0,\"wood\":0,\"stone\":0}]}",
                "“players[0].buildings”");
}

static void
assert_refused (const TsKingsburgSheet *sheet, int at, const char *clause, const char *words)
{
  g_autoptr(GError) error = NULL;
  int player = 99;
  gboolean ok = ts_kingsburg_sheet_check (sheet, &player, &error);

  sheet_test_assert_refusal (ok, player, error, at, clause, words);
  g_assert_null (ts_kingsburg_sheet_score (sheet, NULL));
}

static void
test_refusals (void)
{
  g_autoptr(TsKingsburgSheet) sheet = ts_kingsburg_sheet_new (2);
  TsKingsburgSheetPlayer *bob = &sheet->players[1];

  g_assert_true (ts_kingsburg_sheet_check (sheet, NULL, NULL));
  sheet->n_players = 6;
  assert_refused (sheet, -1, "KB-CMP-01", "2 to 5 players, not 6");
  sheet->n_players = 2;
  bob->name[0] = '\0';
  assert_refused (sheet, 1, NULL, "Player 2 has no name");
  strcpy (bob->name, "Brian");
  bob->goods[TS_KINGSBURG_STONE] = -1;
  assert_refused (sheet, 1, "KB-BAT-12", "Brian's stone cannot be -1");
  bob->goods[TS_KINGSBURG_STONE] = 100;
  assert_refused (sheet, 1, NULL, "from 0 to 99, not 100");
  bob->goods[TS_KINGSBURG_STONE] = 0;
  bob->vp = -100;
  assert_refused (sheet, 1, NULL, "not -100");
  bob->vp = -3;
  g_assert_true (ts_kingsburg_sheet_check (sheet, NULL, NULL));
  bob->n_buildings = 2;
  bob->buildings[0] = TS_KINGSBURG_B_INN;
  bob->buildings[1] = TS_KINGSBURG_B_INN;
  assert_refused (sheet, 1, "KB-BLD-07", "twice");
  /* The Market stands right of the Inn: without the Inn it cannot be built (KB-BLD-04). */
  bob->n_buildings = 1;
  bob->buildings[0] = TS_KINGSBURG_B_MARKET;
  assert_refused (sheet, 1, "KB-BLD-04", "to its left");
  bob->n_buildings = 2;
  bob->buildings[1] = TS_KINGSBURG_B_INN;
  g_assert_true (ts_kingsburg_sheet_check (sheet, NULL, NULL));
}

/* The readings of earlier builds by turns (options): they change play, never the end. */
static const char *const option_sets[] = {
  "{}",
  "{\"building-powers\": \"next-phase\", \"statue-after-chapel\": false}",
  "{\"kings-reward\": \"most-built\", \"pass-by-itself\": true}",
};

static void
test_games (void)
{
  guint cathedrals = 0, ties = 0;

  for (guint game = 0; game < N_GAMES; game++)
    {
      guint n = 2 + game % 4;
      g_autofree TsKingsburgState *s = kt_new_game_options (n, option_sets[game % 3], NULL);
      g_autoptr(TsKingsburgSheet) sheet = NULL;
      g_autoptr(TsKingsburgSheet) again = NULL;
      g_autoptr(JsonNode) json = NULL;
      g_autoptr(JsonNode) mine = NULL;
      g_autoptr(JsonNode) theirs = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *w_mine = NULL;
      g_autofree char *w_theirs = NULL;

      /* Random players seldom afford the Cathedral: one game in four, a player holds the
       * first row before the last battle (outside the ledger; the sheet reads the track). */
      if (game % 4 == 0)
        {
          kt_play_until (s, TS_KINGSBURG_YEARS, 8, TS_KINGSBURG_STAGE_BATTLE, 5800 + game);
          s->players[game % n].built |= 1u << TS_KINGSBURG_B_STATUE | 1u << TS_KINGSBURG_B_CHAPEL
                                        | 1u << TS_KINGSBURG_B_CHURCH
                                        | 1u << TS_KINGSBURG_B_CATHEDRAL;
          s->players[game % n].goods[TS_KINGSBURG_WOOD] += game % 7;
        }
      kt_play_to_end (s, 5800 + game);
      sheet = ts_kingsburg_sheet_from_state (s);
      json = ts_kingsburg_sheet_to_json (sheet);
      text = json_to_string (json, TRUE);
      again = parse (text, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (sheet, sizeof *sheet, again, sizeof *again);
      mine = ts_kingsburg_sheet_score (again, &error);
      g_assert_no_error (error);
      theirs = ts_kingsburg_final_breakdown (s);
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpint (json_object_get_int_member (sheet_test_row (mine, p), "total"), ==,
                           s->players[p].vp);
          g_assert_cmpint (sheet_test_line_vp (sheet_test_row (mine, p), "cathedral"), ==,
                           sheet_test_line_vp (sheet_test_row (theirs, p), "cathedral"));
          g_assert_cmpint (json_object_get_int_member (sheet_test_row (mine, p), "goods"), ==,
                           json_object_get_int_member (sheet_test_row (theirs, p), "goods"));
          g_assert_cmpint (json_object_get_int_member (sheet_test_row (mine, p), "buildings"), ==,
                           json_object_get_int_member (sheet_test_row (theirs, p), "buildings"));
          cathedrals += sheet_test_line_vp (sheet_test_row (mine, p), "cathedral") > 0;
        }
      w_mine = json_to_string (json_object_get_member (json_node_get_object (mine), "winners"),
                               FALSE);
      w_theirs = json_to_string (
          json_object_get_member (json_node_get_object (theirs), "winners"), FALSE);
      g_assert_cmpstr (w_mine, ==, w_theirs);
      g_assert_cmpstr (tie_break (mine), ==, tie_break (theirs));
      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (mine), "explanation"),
                       ==,
                       json_object_get_string_member (json_node_get_object (theirs),
                                                      "explanation"));
      ties += s->tie_break > 0;
    }
  g_test_message ("%u Cathedral lines, %u games decided by a tie-break", cathedrals, ties);
  /* The run reached what it checks: the end-of-game effect and the tie-breaks. */
  g_assert_cmpuint (cathedrals, >, 0);
  g_assert_cmpuint (ties, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/sheet/KB-BDG-05/cathedral-example", test_cathedral);
  g_test_add_func ("/kingsburg/sheet/KB-TIE-01-03/tie-breaks", test_ties);
  g_test_add_func ("/kingsburg/sheet/shape", test_shape);
  g_test_add_func ("/kingsburg/sheet/refusals", test_refusals);
  g_test_add_func ("/kingsburg/sheet/property/from-state", test_games);
  return g_test_run ();
}
