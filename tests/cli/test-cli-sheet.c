/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet: the final-scoring sheet of a game not kept with Tableside (issue 6),
 * on the sheets of tests/data/sheets/ and on the example in docs/file-format.md. */
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-util.h"
#include "ts-counter-game.h"

/* A copy of tests/data/sheets/@name in the work folder (checked unchanged afterwards). */
static void
sheet_file_init (TsCliTestFile *sheet,
                 const char    *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sheets", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  ts_cli_test_file_init (sheet, name, contents);
}

static void
test_sheet (void)
{
  g_auto(TsCliTestFile) examples = { 0 };
  g_auto(TsCliTestRun) text = { 0 };
  g_auto(TsCliTestRun) json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *players;
  JsonObject *bruno;
  JsonArray *monasteries;
  g_autoptr(GList) members = NULL;
  g_autoptr(GString) names = g_string_new (NULL);

  sheet_file_init (&examples, "rulebook-examples.json");
  ts_cli_test_run_cli (&text, "sheet", examples.path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_nonnull (strstr (text.out, "rulebook-examples.json: final scoring of The Castles of "
                                      "Burgundy, 4 players\nDaniel wins with 171 victory "
                                      "points.\n"));
  g_assert_nonnull (strstr (text.out, "\nBruno: 138 VP\n"
                                      "   +112  VP on the track\n"
                                      "     +1  goods left in storage\n"
                                      "     +0  silver\n"
                                      "     +1  workers (1 VP per 2)\n"
                                      "     +8  monastery 17: 4 VP per watchtower\n"
                                      "    +16  monastery 22: 4 VP per bank\n"
                                      "  for a tie: 6 empty spaces, bridge space 5, place 0 in "
                                      "the stack\n"));
  g_assert_nonnull (strstr (text.out, "    +12  monastery 24: 4 VP per livestock species\n"));
  g_assert_nonnull (strstr (text.out, "     +8  monastery 15: 2 VP per goods type sold\n"
                                      "    +11  monastery 25: 1 VP per goods tile sold\n"));

  /* --json: the breakdown itself, in the shape the score sheet renderer draws. */
  ts_cli_test_run_cli (&json, "sheet", "--json", examples.path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = ts_cli_test_parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (object, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (object, "explanation"), ==,
                   "Daniel wins with 171 victory points.");
  players = json_object_get_array_member (object, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  bruno = json_array_get_object_element (players, 1);
  g_assert_cmpint (json_object_get_int_member (bruno, "total"), ==, 138);
  g_assert_cmpint (json_object_get_int_member (bruno, "vp-track"), ==, 112);
  monasteries = json_object_get_array_member (bruno, "monasteries");
  g_assert_cmpuint (json_array_get_length (monasteries), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (monasteries, 1),
                                               "vp"),
                   ==, 16);
  members = g_list_sort (json_object_get_members (bruno), (GCompareFunc) strcmp);
  for (GList *l = members; l != NULL; l = l->next)
    g_string_append_printf (names, "%s ", (const char *) l->data);
  g_assert_cmpstr (names->str, ==, "bridge-height bridge-space empty-spaces goods lines "
                                   "monasteries name player silver tie-breaks total vp-track "
                                   "workers ");
}

/* CB-TIE-01 and CB-TIE-02 through the CLI. */
static void
test_sheet_ties (void)
{
  static const struct
  {
    const char *file;
    int winner;
    const char *tie_break;
  } ties[] = {
    { "tie-empty-spaces.json", 1, "empty-spaces" },
    { "tie-bridge.json", 0, "bridge" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ties); i++)
    {
      g_auto(TsCliTestFile) sheet = { 0 };
      g_auto(TsCliTestRun) text = { 0 };
      g_auto(TsCliTestRun) json = { 0 };
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object;

      sheet_file_init (&sheet, ties[i].file);
      ts_cli_test_run_cli (&text, "sheet", sheet.path, NULL);
      g_assert_cmpint (text.status, ==, 0);
      g_assert_nonnull (strstr (text.out, " wins the tie on "));
      ts_cli_test_run_cli (&json, "sheet", "--json", sheet.path, NULL);
      g_assert_cmpint (json.status, ==, 0);
      root = ts_cli_test_parse_json (json.out);
      object = json_node_get_object (root);
      g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, ties[i].winner);
      g_assert_cmpstr (json_object_get_string_member (object, "tie-break"), ==,
                       ties[i].tie_break);
    }
}

/* Exit 1 for a sheet refused (unreadable, not JSON, a version from the future, not
 * possible on a table), with the file named; exit 2 for a wrong command line. */
static void
test_sheet_refused (void)
{
  g_auto(TsCliTestFile) impossible = { 0 };
  g_auto(TsCliTestFile) malformed = { 0 };
  g_auto(TsCliTestFile) future = { 0 };
  g_auto(TsCliTestFile) record = { 0 };
  g_auto(TsCliTestRun) not_possible = { 0 };
  g_auto(TsCliTestRun) not_json = { 0 };
  g_auto(TsCliTestRun) newer = { 0 };
  g_auto(TsCliTestRun) a_record = { 0 };
  g_auto(TsCliTestRun) missing = { 0 };
  g_auto(TsCliTestRun) no_file = { 0 };
  g_auto(TsCliTestRun) two_files = { 0 };
  g_auto(TsCliTestRun) bad_option = { 0 };

  sheet_file_init (&impossible, "impossible.json");
  sheet_file_init (&malformed, "malformed.json");
  sheet_file_init (&future, "future-version.json");
  ts_cli_test_file_init (&record, "record.json", ts_counter_game_random_record (2, 10, 5, 1));

  ts_cli_test_run_cli (&not_possible, "sheet", impossible.path, NULL);
  g_assert_cmpint (not_possible.status, ==, 1);
  g_assert_cmpstr (not_possible.out, ==, "");
  g_assert_nonnull (strstr (not_possible.err, "impossible.json”: Ana, monastery 15: "
                                              "“Goods types sold” must be from 0 to 6, not 7"));

  ts_cli_test_run_cli (&not_json, "sheet", "--json", malformed.path, NULL);
  g_assert_cmpint (not_json.status, ==, 1);
  g_assert_cmpstr (not_json.out, ==, "");
  g_assert_nonnull (strstr (not_json.err, "malformed.json” is not valid JSON: at line 6, "
                                          "column 33"));

  ts_cli_test_run_cli (&newer, "sheet", future.path, NULL);
  g_assert_cmpint (newer.status, ==, 1);
  g_assert_nonnull (strstr (newer.err, "future-version.json”: Sheet version 4 is not one"));

  ts_cli_test_run_cli (&a_record, "sheet", record.path, NULL);
  g_assert_cmpint (a_record.status, ==, 1);
  g_assert_nonnull (strstr (a_record.err, "record.json”: This is not a final-scoring sheet"));

  ts_cli_test_run_cli (&missing, "sheet", "/nonexistent/sheet.json", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "sheet.json"));

  ts_cli_test_run_cli (&no_file, "sheet", NULL);
  g_assert_cmpint (no_file.status, ==, 2);
  g_assert_nonnull (strstr (no_file.err, "one sheet file"));
  ts_cli_test_run_cli (&two_files, "sheet", impossible.path, malformed.path, NULL);
  g_assert_cmpint (two_files.status, ==, 2);
  ts_cli_test_run_cli (&bad_option, "sheet", "--runs", "3", impossible.path, NULL);
  g_assert_cmpint (bad_option.status, ==, 2);
  g_assert_nonnull (strstr (bad_option.err, "--runs"));
}

/* The complete example of the sheet format in docs/file-format.md scores as it says. */
static void
test_documented_sheet (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs",
                                                     "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_auto(TsCliTestFile) example = { 0 };
  g_auto(TsCliTestRun) text = { 0 };
  const char *start;
  const char *end;

  g_assert_true (g_file_get_contents (doc_path, &doc, NULL, NULL));
  start = strstr (doc, "\n# The final-scoring sheet\n");
  g_assert_nonnull (start);
  start = strstr (start, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  ts_cli_test_file_init (&example, "sheet.json", g_strndup (start, end - start));
  ts_cli_test_run_cli (&text, "sheet", example.path, NULL);
  if (text.status != 0)
    g_error ("the documented sheet is refused: %s", text.err);
  /* The page says who wins, and shows Bruno's lines as the CLI prints them. */
  g_assert_nonnull (strstr (doc, "“Daniel wins with 171 victory points.”"));
  g_assert_nonnull (strstr (text.out, "\nDaniel wins with 171 victory points.\n"));
  start = strstr (end + 3, "```\n");
  g_assert_nonnull (start);
  start += strlen ("```\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  {
    g_autofree char *shown = g_strndup (start, end - start);

    g_assert_true (g_str_has_prefix (shown, "Bruno: 138 VP\n"));
    if (strstr (text.out, shown) == NULL)
      g_error ("the page shows\n%s\nbut the CLI prints\n%s", shown, text.out);
  }
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/sheet", test_sheet);
  g_test_add_func ("/cli/sheet-ties", test_sheet_ties);
  g_test_add_func ("/cli/sheet-refused", test_sheet_refused);
  g_test_add_func ("/cli/documented-sheet", test_documented_sheet);

  return ts_cli_test_run_tests ();
}
