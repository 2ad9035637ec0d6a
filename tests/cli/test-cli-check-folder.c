/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli check FOLDER` (issue 40), with the real CLI as a user runs it: every record
 * of a folder, by name, said to open, to open under an earlier reading of a rule (which), to
 * need attention (which entry, why) or not to be a record (why), and counted; exit 1 when one
 * needs attention or is refused. The records are the corpus's: a Caylus 1303 game that opens,
 * the Kingsburg game saved before the Statue could follow the Chapel (KB-BDG-03), a
 * Carcassonne game whose entry 30 was made another player's, and a file that is no record. */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

static char *folder;

static char *
corpus (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
}

static void
put (const char *name,
     const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
copy (const char *name,
      const char *as)
{
  g_autofree char *source = corpus (name);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  put (as, text);
}

static void
setup_folder (void)
{
  g_autofree char *source = corpus ("history-carcassonne-2p-random-complete-b3872f0.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *damaged = NULL;
  JsonObject *entry;

  folder = g_build_filename (ts_cli_test_work_dir, "games", NULL);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  copy ("history-caylus-complete-eb77f0c.json", "a-caylus.json");
  copy ("history-kingsburg-2p-random-complete-b3872f0.json", "b-kingsburg.json");
  /* Entry 30 is Bruno's figure: made Ana's, the rules refuse it. */
  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  entry = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                    "entries"),
      29);
  json_object_set_int_member (entry, "player", 1 - json_object_get_int_member (entry, "player"));
  damaged = json_to_string (json_parser_get_root (parser), FALSE);
  put ("c-carcassonne.json", damaged);
  put ("d-notes.json", "{\"shopping\": [\"bread\"]}");
  put (".hidden.json", "not looked at");
}

static void
test_text (void)
{
  g_auto(TsCliTestRun) run = { 0 };
  const char *at;

  ts_cli_test_run_cli (&run, "check", folder, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  /* One record a line (two for the earlier reading), in the order of their names. */
  at = strstr (run.out, "a-caylus.json: a valid record of Caylus 1303, 201 entries, finished");
  g_assert_nonnull (at);
  at = strstr (at, "b-kingsburg.json: a valid record of Kingsburg, 179 entries, finished, "
                   "Bruno won.\nKept under an earlier reading: after the Chapel, no Statue "
                   "reroll\n");
  g_assert_nonnull (at);
  at = strstr (at, "c-carcassonne.json: a record of Carcassonne that needs attention. Entry 30 "
                   "(“Ana puts a farmer in the field.”) cannot be played: It is Bruno's turn, "
                   "not Ana's.");
  g_assert_nonnull (at);
  at = strstr (at, "d-notes.json” is not a Tableside record");
  g_assert_nonnull (at);
  g_assert_nonnull (strstr (at, "1 open, 1 under an earlier reading, 1 need attention, "
                                "1 refused.\n"));
  g_assert_null (strstr (run.out, "hidden"));
}

static void
test_json (void)
{
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *list;
  static const char *const opens[] = { "opens", "opens-under-earlier-reading",
                                       "needs-attention", "refused" };

  ts_cli_test_run_cli (&run, "check", "--json", folder, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
  list = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (list), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *record = json_array_get_object_element (list, i);

      g_assert_cmpstr (json_object_get_string_member (record, "opens"), ==, opens[i]);
      g_assert_cmpint (json_object_get_boolean_member (record, "ok"), ==, i < 2);
    }
  g_assert_cmpint (json_object_get_int_member (
                       json_object_get_object_member (json_array_get_object_element (list, 2),
                                                      "refusal"),
                       "entry"),
                   ==, 30);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (list, 2), "held"),
                   ==, 184);

  /* A folder of records that all open: exit 0. */
  {
    g_auto(TsCliTestRun) good = { 0 };
    g_autofree char *path = g_build_filename (folder, "c-carcassonne.json", NULL);
    g_autofree char *notes = g_build_filename (folder, "d-notes.json", NULL);

    g_assert_cmpint (g_remove (path), ==, 0);
    g_assert_cmpint (g_remove (notes), ==, 0);
    ts_cli_test_run_cli (&good, "check", folder, NULL);
    g_assert_cmpint (good.status, ==, 0);
    g_assert_nonnull (strstr (good.out, "1 open, 1 under an earlier reading, 0 need attention, "
                                        "0 refused."));
  }
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  setup_folder ();
  g_test_add_func ("/cli/check-folder/text", test_text);
  g_test_add_func ("/cli/check-folder/json", test_json);
  return ts_cli_test_run_tests ();
}
