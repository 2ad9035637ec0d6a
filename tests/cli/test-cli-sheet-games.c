/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet on Kingsburg's and Caylus 1303's final-scoring sheets (issue 58): the
 * sheets of tests/data/sheets/ as text and as JSON, the examples of docs/file-format.md, and
 * the refusals (what is wrong and where, exit status 1). */
#include <gio/gio.h>
#include <string.h>

#include "cli-util.h"

/* A copy of tests/data/sheets/@name in the work folder (checked unchanged afterwards). */
static void
sheet_file_init (TsCliTestFile *sheet, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sheets", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  ts_cli_test_file_init (sheet, name, contents);
}

static void
test_kingsburg (void)
{
  g_auto (TsCliTestFile) sheet = { 0 };
  g_auto (TsCliTestRun) text = { 0 };
  g_auto (TsCliTestRun) json = { 0 };
  g_autoptr (JsonNode) root = NULL;
  JsonObject *ann;

  sheet_file_init (&sheet, "kingsburg-example.json");
  ts_cli_test_run_cli (&text, "sheet", sheet.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_nonnull (strstr (text.out, "kingsburg-example.json: final scoring of Kingsburg, "
                                      "3 players\nAnn wins: tied on VP, with the most goods.\n"));
  /* KB-BDG-05: 5 goods, 2 VP at the end; KB-TIE-01: Ann's 5 goods beat Brian's 1. */
  g_assert_nonnull (strstr (text.out, "\nAnn: 32 VP\n"
                                      "    +30  VP on the track after year V\n"
                                      "     +2  the Cathedral: 1 VP for every 2 goods\n"
                                      "  for a tie: goods 5, buildings 5\n"));
  g_assert_nonnull (strstr (text.out, "\nBrian: 32 VP\n"
                                      "    +32  VP on the track after year V\n"
                                      "  for a tie: goods 1, buildings 3\n"));

  ts_cli_test_run_cli (&json, "sheet", "--json", sheet.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = ts_cli_test_parse_json (json.out);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "tie-break"), ==,
                   "goods");
  ann = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (root), "players"), 0);
  g_assert_cmpint (json_object_get_int_member (ann, "total"), ==, 32);
  g_assert_cmpint (json_object_get_int_member (ann, "goods"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (ann, "lines")), ==, 2);
}

static void
test_caylus (void)
{
  g_auto (TsCliTestFile) sheet = { 0 };
  g_auto (TsCliTestRun) text = { 0 };
  g_auto (TsCliTestRun) json = { 0 };
  g_autoptr (JsonNode) root = NULL;
  JsonArray *winners;

  sheet_file_init (&sheet, "caylus-example.json");
  ts_cli_test_run_cli (&text, "sheet", sheet.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  /* CY-END-02: 2 PP a gold; CY-TIE-01: Ana and Bruno share the victory. */
  g_assert_nonnull (strstr (text.out, "caylus-example.json: final scoring of Caylus 1303, "
                                      "3 players\nAna and Bruno share the victory with 54 PP "
                                      "each: Caylus 1303 has no tie-breaker.\n"));
  g_assert_nonnull (strstr (text.out, "\nCarla: 50 PP\n"
                                      "    +40  Prestige points held\n"
                                      "    +10  Gold at the end (5 gold × 2)\n"));

  ts_cli_test_run_cli (&json, "sheet", "--json", sheet.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = ts_cli_test_parse_json (json.out);
  g_assert_true (json_object_get_null_member (json_node_get_object (root), "winner"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "tie-break"), ==,
                   "shared");
  winners = json_object_get_array_member (json_node_get_object (root), "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 2);
}

/* A sheet that cannot be: exit status 1, the file named, the problem said. */
static void
assert_refused (const char *name, const char *contents, const char *words)
{
  g_auto (TsCliTestFile) sheet = { 0 };
  g_auto (TsCliTestRun) run = { 0 };

  ts_cli_test_file_init (&sheet, name, g_strdup (contents));
  ts_cli_test_run_cli (&run, "sheet", sheet.path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, name));
  if (strstr (run.err, words) == NULL)
    g_error ("expected “%s” in: %s", words, run.err);
}

static void
test_refused (void)
{
  assert_refused ("market.json",
                  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"kingsburg\","
                  "\"players\":[{\"name\":\"Ann\",\"vp\":3,\"gold\":0,\"wood\":0,\"stone\":0,"
                  "\"buildings\":[\"market\"]},{\"name\":\"Brian\",\"vp\":3,\"gold\":0,"
                  "\"wood\":0,\"stone\":0,\"buildings\":[]}]}",
                  "Ann has the Market without the Inn to its left");
  assert_refused ("unknown.json",
                  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"kingsburg\","
                  "\"players\":[{\"name\":\"Ann\",\"vp\":3,\"gold\":0,\"wood\":0,\"stone\":0,"
                  "\"buildings\":[\"castle\"]}]}",
                  "“players[0].buildings[0]” must be a building's id");
  assert_refused ("alone.json",
                  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\","
                  "\"players\":[{\"name\":\"Ana\",\"pp\":3,\"gold\":0}]}",
                  "Caylus 1303 is played by 2 to 5 players, not 1.");
  assert_refused ("gold.json",
                  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"caylus-1303\","
                  "\"players\":[{\"name\":\"Ana\",\"pp\":3,\"gold\":\"3\"}]}",
                  "“players[0].gold” must be a whole number from 0 to 99.");
}

/* The examples of docs/file-format.md score as the page says. */
static void
test_documented (void)
{
  const char *markers[] = { "{\"name\": \"Ann\", \"vp\": 30, \"gold\": 2",
                            "{\"name\": \"Ana\", \"pp\": 48" };
  const char *winners[] = { "\nAnn wins: tied on VP, with the most goods.\n",
                            "\nAna and Bruno share the victory with 54 PP each" };

  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    {
      g_auto (TsCliTestFile) example = { 0 };
      g_auto (TsCliTestRun) text = { 0 };

      ts_cli_test_file_init (&example, "sheet.json", ts_cli_test_documented_example (markers[i]));
      ts_cli_test_run_cli (&text, "sheet", example.path, NULL);
      if (text.status != 0)
        g_error ("the documented sheet is refused: %s", text.err);
      g_assert_nonnull (strstr (text.out, winners[i]));
    }
}

int
main (int argc, char *argv[])
{
  ts_cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/sheet/kingsburg", test_kingsburg);
  g_test_add_func ("/cli/sheet/caylus", test_caylus);
  g_test_add_func ("/cli/sheet/games-refused", test_refused);
  g_test_add_func ("/cli/sheet/games-documented", test_documented);

  return ts_cli_test_run_tests ();
}
