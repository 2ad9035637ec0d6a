/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet --of RECORD [OUT] (issue 58): for every finished record of the four
 * games in tests/data/ and tests/data/corpus/, the sheet it writes scores to the record's final
 * totals and winners exactly (`sheet --json` against `score --json`'s "final"), The Castles of
 * Burgundy's team games with their teams' totals (CB-TEM-14/15); its solo games and
 * unfinished records are refused in words. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "cli-util.h"

/* The finished records (not the *.expected.json next to them) of @folder under tests/data. */
static void
add_complete_records (GPtrArray *records, const char *folder)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json")
        && strstr (name, "-complete") != NULL)
      g_ptr_array_add (records, g_build_filename (dir_path, name, NULL));
}

static JsonObject *
object_of (JsonNode *node)
{
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_node_get_object (node);
}

/* Each player's "total", and the "winners", of two breakdowns are the same. */
static void
assert_same_result (JsonObject *record, JsonObject *sheet, const char *path)
{
  JsonArray *a = json_object_get_array_member (record, "players");
  JsonArray *b = json_object_get_array_member (sheet, "players");
  JsonArray *wa = json_object_get_array_member (record, "winners");
  JsonArray *wb = json_object_get_array_member (sheet, "winners");

  g_test_message ("%s", path);
  g_assert_cmpuint (json_array_get_length (a), ==, json_array_get_length (b));
  for (guint i = 0; i < json_array_get_length (a); i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (a, i), "total"),
                     ==,
                     json_object_get_int_member (json_array_get_object_element (b, i), "total"));
  g_assert_cmpuint (json_array_get_length (wa), >, 0);
  g_assert_cmpuint (json_array_get_length (wa), ==, json_array_get_length (wb));
  for (guint i = 0; i < json_array_get_length (wa); i++)
    g_assert_cmpint (json_array_get_int_element (wa, i), ==, json_array_get_int_element (wb, i));
  g_assert_cmpstr (json_object_get_string_member (record, "tie-break"), ==,
                   json_object_get_string_member (sheet, "tie-break"));
}

static void
test_records (void)
{
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_sheets = 0, n_refused = 0, n_teams = 0;

  add_complete_records (records, ".");
  add_complete_records (records, "corpus");
  g_assert_cmpuint (records->len, >=, 20);
  for (guint k = 0; k < records->len; k++)
    {
      const char *path = g_ptr_array_index (records, k);
      g_autofree char *out = g_strdup_printf ("%s/sheet-%u.json", ts_cli_test_work_dir, k);
      g_auto (TsCliTestRun) score = { 0 };
      g_auto (TsCliTestRun) of = { 0 };
      g_auto (TsCliTestRun) written = { 0 };
      g_auto (TsCliTestRun) scored = { 0 };
      g_autoptr(JsonNode) score_root = NULL;
      g_autoptr(JsonNode) sheet_root = NULL;
      g_autoptr(JsonNode) scored_root = NULL;
      g_autofree char *contents = NULL;
      JsonObject *final;

      ts_cli_test_run_cli (&score, "score", "--json", path, NULL);
      g_assert_cmpint (score.status, ==, 0);
      score_root = ts_cli_test_parse_json (score.out);
      g_assert_true (json_object_get_boolean_member (object_of (score_root), "finished"));
      final = object_of (json_object_get_member (object_of (score_root), "final"));
      ts_cli_test_run_cli (&of, "sheet", "--of", path, NULL);
      if (json_object_has_member (final, "solo"))
        {
          /* CB-SOL-24: no final scoring. */
          g_assert_cmpint (of.status, ==, 1);
          g_assert_cmpstr (of.out, ==, "");
          g_assert_nonnull (strstr (of.err, "A solo game has no final scoring (CB-SOL-24), "
                                            "so it has no final-scoring sheet.\n"));
          n_refused++;
          continue;
        }
      g_test_message ("%s: %s", path, of.err);
      g_assert_cmpint (of.status, ==, 0);
      g_assert_cmpstr (of.err, ==, "");
      sheet_root = ts_cli_test_parse_json (of.out);
      g_assert_cmpstr (json_object_get_string_member (object_of (sheet_root), "game"), ==,
                       json_object_get_string_member (object_of (score_root), "game"));
      g_hash_table_add (games, g_strdup (json_object_get_string_member (object_of (score_root),
                                                                       "game")));

      /* The same sheet written to a file, then scored as any sheet. */
      ts_cli_test_run_cli (&written, "sheet", "--of", path, out, NULL);
      g_assert_cmpint (written.status, ==, 0);
      g_assert_nonnull (strstr (written.out, "Wrote the final-scoring sheet to"));
      g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, of.out);
      ts_cli_test_run_cli (&scored, "sheet", "--json", out, NULL);
      g_assert_cmpint (scored.status, ==, 0);
      scored_root = ts_cli_test_parse_json (scored.out);
      assert_same_result (final, object_of (scored_root), path);
      if (json_object_has_member (final, "teams"))
        {
          g_autofree char *a = json_to_string (json_object_get_member (final, "teams"), FALSE);
          g_autofree char *b = json_to_string (
              json_object_get_member (object_of (scored_root), "teams"), FALSE);

          /* CB-TEM-14/15: the teams, their totals and empty spaces, as the record's. */
          g_assert_cmpstr (b, ==, a);
          g_assert_true (json_object_get_boolean_member (object_of (sheet_root), "team"));
          n_teams++;
        }
      g_assert_cmpint (g_remove (out), ==, 0);
      n_sheets++;
    }
  /* Every game has finished records, and Burgundy's solo and team games are among them. */
  g_assert_cmpuint (g_hash_table_size (games), ==, 4);
  g_assert_cmpuint (n_refused, >=, 2);
  g_assert_cmpuint (n_teams, >=, 2);
  g_assert_cmpuint (n_sheets + n_refused, ==, records->len);
}

/* An unfinished record has no sheet: refused in words, nothing written. */
static void
test_unfinished (void)
{
  const char *names[] = { "castles-of-burgundy-2p-in-progress.json",
                          "carcassonne-2p-in-progress.json", "caylus-1303-2p-in-progress.json" };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", names[k],
                                                     NULL);
      g_autofree char *out = g_build_filename (ts_cli_test_work_dir, "unfinished.json", NULL);
      g_auto (TsCliTestRun) run = { 0 };

      ts_cli_test_run_cli (&run, "sheet", "--of", path, out, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, "the game is not finished, so it has no final-scoring "
                                         "sheet yet.\n"));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

/* More than one output file is a usage error (status 2). */
static void
test_usage (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "caylus-complete.json",
                                                 NULL);
  g_auto (TsCliTestRun) run = { 0 };
  g_auto (TsCliTestRun) help = { 0 };

  ts_cli_test_run_cli (&run, "sheet", "--of", path, "a.json", "b.json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“sheet --of RECORD” takes at most one output file"));
  ts_cli_test_run_cli (&help, "sheet", "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "sheet FILE | --of RECORD [OUT]"));
  g_assert_nonnull (strstr (help.out, "--of=RECORD"));
}

/* The export rule: `sheet --of RECORD OUT` never writes over the record itself, another
 * record or a file Tableside keeps, never through a link, never into a folder, and "" names
 * no file: each refused in words, status 1, every file as it was. A new file and an earlier
 * sheet are written. */
static void
test_never_over (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "caylus-complete.json",
                                                   NULL);
  g_autofree char *record = g_build_filename (ts_cli_test_work_dir, "game.json", NULL);
  g_autofree char *other = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                  "carcassonne-2p-in-progress.json", NULL);
  g_autofree char *other_copy = g_build_filename (ts_cli_test_work_dir, "other.json", NULL);
  g_autofree char *link = g_build_filename (ts_cli_test_work_dir, "link.json", NULL);
  g_autofree char *sheet = g_build_filename (ts_cli_test_work_dir, "sheet.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *other_contents = NULL;
  struct
  {
    const char *out;
    const char *says;
  } refused[] = {
    { record, "is the game’s own record: an export never replaces it." },
    { other_copy, "is a Tableside record: an export never replaces it." },
    { link, "is a symbolic link: an export is written only to a file of that name" },
    { ts_cli_test_work_dir, "is a folder: name a file to write." },
    { "", "No file is named: give the name of the file to write." },
  };

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (record, contents, -1, NULL));
  g_assert_true (g_file_get_contents (other, &other_contents, NULL, NULL));
  g_assert_true (g_file_set_contents (other_copy, other_contents, -1, NULL));
  g_assert_cmpint (symlink (other_copy, link), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto (TsCliTestRun) run = { 0 };
      g_autofree char *now = NULL;
      g_autofree char *other_now = NULL;

      ts_cli_test_run_cli (&run, "sheet", "--of", record, refused[i].out, NULL);
      g_test_message ("%s: %s", refused[i].out, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "tableside-cli: nothing written: "));
      g_assert_nonnull (strstr (run.err, refused[i].says));
      g_assert_true (g_file_get_contents (record, &now, NULL, NULL));
      g_assert_cmpstr (now, ==, contents);
      g_assert_true (g_file_get_contents (other_copy, &other_now, NULL, NULL));
      g_assert_cmpstr (other_now, ==, other_contents);
    }
  /* A new file, then the same sheet written again over it. */
  for (guint i = 0; i < 2; i++)
    {
      g_auto (TsCliTestRun) run = { 0 };

      ts_cli_test_run_cli (&run, "sheet", "--of", record, sheet, NULL);
      g_assert_cmpint (run.status, ==, 0);
    }
  g_assert_cmpint (g_remove (sheet), ==, 0);
  g_assert_cmpint (g_remove (link), ==, 0);
  g_assert_cmpint (g_remove (other_copy), ==, 0);
  g_assert_cmpint (g_remove (record), ==, 0);
}

int
main (int argc, char **argv)
{
  ts_cli_test_init (&argc, &argv);
  g_test_add_func ("/cli/sheet-of/records", test_records);
  g_test_add_func ("/cli/sheet-of/unfinished", test_unfinished);
  g_test_add_func ("/cli/sheet-of/usage", test_usage);
  g_test_add_func ("/cli/sheet-of/never-over", test_never_over);
  return ts_cli_test_run_tests ();
}
