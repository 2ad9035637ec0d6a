/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli stats --bgstats` and `--import-bgstats` (issue 43) run as a user would: a
 * folder with a team game of The Castles of Burgundy, Carcassonne with Traders & Builders,
 * Kingsburg and Caylus 1303 exported (teams, the expansion, one start player a play, seat
 * order) and imported into an empty data folder, whose statistics are the folder's; the
 * imports listed and removed; a bad export refused naming it, with nothing kept; the review
 * printed by --dry-run; options refused together. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-burgundy.h"
#include "cli-util.h"
#include "ts-random-record.h"

static char *folder;

/* A complete team game: the documented record's setup, random entries to the end. */
static void
write_team_game (const char *path)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *text = ts_cli_test_documented_example ("\"options\": {\"team\": true},\n "
                                                          "\"players\"");
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  JsonObject *record = json_node_get_object (node);
  g_autoptr(GError) error = NULL;
  g_autofree TsBurgundyState *state = NULL;
  g_autofree char *out = NULL;
  JsonArray *entries = json_array_new ();
  TsBurgundyEntry entry;

  state = ts_burgundy_state_new_from_setup (json_object_get_object_member (record, "options"),
                                            json_object_get_array_member (record, "players"),
                                            json_object_get_object_member (record, "setup"),
                                            &error);
  g_assert_no_error (error);
  while (ts_burgundy_random_entry (state, rand, &entry))
    {
      g_assert_true (ts_burgundy_apply (state, &entry, NULL));
      json_array_add_element (entries, ts_burgundy_entry_to_json (&entry));
    }
  json_object_set_array_member (record, "entries", entries);
  json_object_remove_member (record, "status");
  out = json_to_string (node, TRUE);
  g_assert_true (g_file_set_contents (path, out, -1, NULL));
}

static void
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) traders = json_object_new ();
  g_autofree char *team = NULL;

  folder = g_build_filename (ts_cli_test_work_dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  team = g_build_filename (folder, "team.json", NULL);
  write_team_game (team);
  json_object_set_boolean_member (traders, "tiles", TRUE);
  json_object_set_boolean_member (traders, "goods", TRUE);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TsMatch) match = NULL;
      g_autofree char *name = g_strdup_printf ("game-%u.json", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      switch (i)
        {
        case 0: match = ts_random_record_carcassonne (3, traders, 11, &error); break;
        case 1: match = ts_random_record_kingsburg (2, 12, &error); break;
        default: match = ts_random_record_caylus (3, NULL, 13, &error); break;
        }
      g_assert_no_error (error);
      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
    }
}

static char *
work_path (const char *name)
{
  return g_build_filename (ts_cli_test_work_dir, name, NULL);
}

static JsonObject *
play_of (JsonObject *root,
         const char *game)
{
  JsonArray *games = json_object_get_array_member (root, "games");
  JsonArray *plays = json_object_get_array_member (root, "plays");
  gint64 id = -1;

  for (guint i = 0; i < json_array_get_length (games); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (games, i),
                                                    "name"),
                     game))
      id = json_object_get_int_member (json_array_get_object_element (games, i), "id");
  for (guint i = 0; i < json_array_get_length (plays); i++)
    if (json_object_get_int_member (json_array_get_object_element (plays, i), "gameRefId") == id)
      return json_array_get_object_element (plays, i);
  g_assert_not_reached ();
}

static void
test_export (void)
{
  g_autofree char *out = work_path ("export.json");
  g_autofree char *people = work_path ("people.json");
  g_autofree char *imports = work_path ("imports.json");
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root, *play;
  JsonArray *scores;

  ts_cli_test_run_cli (&run, "stats", "--bgstats", out, "--people", people, "--imports", imports,
                       folder, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Wrote 4 plays to"));
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
    node = ts_cli_test_parse_json (text);
  }
  root = json_node_get_object (node);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "plays")), ==, 4);
  /* Every play: one start player, seats 1, 2, ... */
  for (guint p = 0; p < 4; p++)
    {
      JsonArray *seats = json_object_get_array_member (
          json_array_get_object_element (json_object_get_array_member (root, "plays"), p),
          "playerScores");
      guint starts = 0;

      for (guint i = 0; i < json_array_get_length (seats); i++)
        {
          JsonObject *seat = json_array_get_object_element (seats, i);

          starts += json_object_get_boolean_member (seat, "startPlayer");
          g_assert_cmpint (json_object_get_int_member (seat, "seatOrder"), ==, i + 1);
        }
      g_assert_cmpuint (starts, ==, 1);
    }
  /* The team game: teams A (players 1 and 3) and B; the winning team's two players won. */
  play = play_of (root, "The Castles of Burgundy");
  g_assert_true (json_object_get_boolean_member (play, "usesTeams"));
  scores = json_object_get_array_member (play, "playerScores");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (scores, 0),
                                                  "team"), ==, "A");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (scores, 1),
                                                  "team"), ==, "B");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (scores, 2),
                                                  "team"), ==, "A");
  g_assert_cmpint (json_object_get_boolean_member (json_array_get_object_element (scores, 0),
                                                   "winner"),
                   ==,
                   json_object_get_boolean_member (json_array_get_object_element (scores, 2),
                                                   "winner"));
  /* The first player of the team game starts. */
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (scores, 0),
                                                 "startPlayer"));
  /* Carcassonne with Traders & Builders names the expansion; the others none. */
  play = play_of (root, "Carcassonne");
  g_assert_false (json_object_get_boolean_member (play, "usesTeams"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "expansionPlays")),
                    ==, 1);
  play = play_of (root, "Kingsburg");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "expansionPlays")),
                    ==, 0);
  /* "-" prints it. */
  {
    g_auto(TsCliTestRun) printed = { 0 };

    ts_cli_test_run_cli (&printed, "stats", "--bgstats", "-", "--people", people, "--imports",
                         imports, folder, NULL);
    g_assert_cmpint (printed.status, ==, 0);
    g_assert_nonnull (strstr (printed.out, "\"playerScores\""));
  }
}

/* The figures of `stats --json` that an import keeps: by player name. */
static void
assert_same_stats (JsonObject *a,
                   JsonObject *b)
{
  JsonArray *pa = json_object_get_array_member (a, "players");
  JsonArray *pb = json_object_get_array_member (b, "players");
  JsonObject *games_a = json_object_get_object_member (a, "games");
  JsonObject *games_b = json_object_get_object_member (b, "games");

  g_assert_cmpuint (json_array_get_length (pa), ==, json_array_get_length (pb));
  for (guint i = 0; i < json_array_get_length (pa); i++)
    {
      JsonObject *x = json_array_get_object_element (pa, i);
      JsonObject *y = NULL;
      g_autoptr(GList) games = NULL;

      for (guint k = 0; k < json_array_get_length (pb); k++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (pb, k),
                                                        "name"),
                         json_object_get_string_member (x, "name")))
          y = json_array_get_object_element (pb, k);
      g_assert_nonnull (y);
      g_assert_cmpint (json_object_get_int_member (x, "plays"), ==,
                       json_object_get_int_member (y, "plays"));
      g_assert_cmpint (json_object_get_int_member (x, "wins"), ==,
                       json_object_get_int_member (y, "wins"));
      games = json_object_get_members (json_object_get_object_member (x, "games"));
      for (GList *l = games; l != NULL; l = l->next)
        {
          JsonObject *gx = json_object_get_object_member (json_object_get_object_member (x, "games"),
                                                          l->data);
          JsonObject *gy = json_object_get_object_member (json_object_get_object_member (y, "games"),
                                                          l->data);

          for (const char *const *m = (const char *const[]) { "plays", "wins", "best", "last",
                                                              NULL };
               *m != NULL; m++)
            g_assert_cmpint (json_object_get_int_member (gx, *m), ==,
                             json_object_get_int_member (gy, *m));
          g_assert_cmpfloat (json_object_get_double_member (gx, "average"), ==,
                             json_object_get_double_member (gy, "average"));
          g_assert_false (json_object_has_member (gy, "points"));
        }
    }
  g_assert_cmpuint (json_object_get_size (games_a), ==, json_object_get_size (games_b));
  for (GList *l = json_object_get_members (games_a); l != NULL; l = g_list_delete_link (l, l))
    {
      JsonObject *gx = json_object_get_object_member (games_a, l->data);
      JsonObject *gy = json_object_get_object_member (games_b, l->data);

      g_assert_cmpint (json_object_get_int_member (gx, "finished"), ==,
                       json_object_get_int_member (gy, "finished"));
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (gx, "record"),
                                                   "score"),
                       ==,
                       json_object_get_int_member (json_object_get_object_member (gy, "record"),
                                                   "score"));
      g_assert_true (json_object_get_boolean_member (json_object_get_object_member (gy, "record"),
                                                     "imported"));
      g_assert_cmpfloat (json_object_get_double_member (gx, "average-winning"), ==,
                         json_object_get_double_member (gy, "average-winning"));
    }
}

static void
test_round_trip (void)
{
  g_autofree char *out = work_path ("trip.json");
  g_autofree char *people = work_path ("people.json");
  g_autofree char *imports = work_path ("imports.json");
  g_autofree char *people2 = work_path ("people2.json");
  g_autofree char *imports2 = work_path ("imports2.json");
  g_autofree char *empty = work_path ("empty");
  g_auto(TsCliTestRun) export = { 0 }, import = { 0 }, a = { 0 }, b = { 0 }, list = { 0 };
  g_auto(TsCliTestRun) bad = { 0 }, removed = { 0 }, after = { 0 };
  g_autoptr(JsonNode) stats_a = NULL;
  g_autoptr(JsonNode) stats_b = NULL;
  g_autofree char *id = NULL;
  const char *at;

  g_assert_cmpint (g_mkdir_with_parents (empty, 0755), ==, 0);
  ts_cli_test_run_cli (&export, "stats", "--bgstats", out, "--people", people, "--imports",
                       imports, folder, NULL);
  g_assert_cmpint (export.status, ==, 0);
  ts_cli_test_run_cli (&import, "stats", "--import-bgstats", out, "--people", people2,
                       "--imports", imports2, empty, NULL);
  g_assert_cmpint (import.status, ==, 0);
  g_assert_nonnull (strstr (import.out, "4 plays will be imported"));
  g_assert_nonnull (strstr (import.out, ": a new player"));
  ts_cli_test_run_cli (&a, "stats", "--json", "--people", people, "--imports", imports, folder,
                       NULL);
  ts_cli_test_run_cli (&b, "stats", "--json", "--people", people2, "--imports", imports2, empty,
                       NULL);
  g_assert_cmpint (a.status + b.status, ==, 0);
  stats_a = ts_cli_test_parse_json (a.out);
  stats_b = ts_cli_test_parse_json (b.out);
  assert_same_stats (json_node_get_object (stats_a), json_node_get_object (stats_b));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (stats_b), "score-only"), ==,
                   4);

  /* Listed, then removed as one. */
  ts_cli_test_run_cli (&list, "stats", "--list-imports", "--imports", imports2, NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_nonnull (strstr (list.out, ": 4 plays from “trip.json”"));
  at = strchr (list.out, ':');
  id = g_strndup (list.out, at - list.out);
  ts_cli_test_run_cli (&bad, "stats", "--remove-import", "nope", "--imports", imports2, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "No import has the id “nope”"));
  ts_cli_test_run_cli (&removed, "stats", "--remove-import", id, "--imports", imports2, NULL);
  g_assert_cmpint (removed.status, ==, 0);
  g_assert_nonnull (strstr (removed.out, "Removed 4 imported plays"));
  ts_cli_test_run_cli (&after, "stats", "--list-imports", "--imports", imports2, NULL);
  g_assert_nonnull (strstr (after.out, "No plays are imported."));
}

static void
test_refused (void)
{
  g_autofree char *bad = work_path ("bad.json");
  g_autofree char *imports = work_path ("imports-bad.json");
  g_autofree char *people = work_path ("people-bad.json");
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "bgstats",
                                                    "bgstats-export.json", NULL);
  g_auto(TsCliTestRun) run = { 0 }, together = { 0 }, apart = { 0 }, dry = { 0 }, unknown = { 0 };

  g_assert_true (g_file_set_contents (bad, "{\"games\": [], \"players\": [], \"plays\": [[]]}",
                                      -1, NULL));
  ts_cli_test_run_cli (&run, "stats", "--import-bgstats", bad, "--imports", imports, "--people",
                       people, folder, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "“bad.json” cannot be imported: play 1 of its list is not "
                                     "a play."));
  g_assert_false (g_file_test (imports, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (people, G_FILE_TEST_EXISTS));
  ts_cli_test_run_cli (&together, "stats", "--bgstats", "-", "--json", folder, NULL);
  g_assert_cmpint (together.status, ==, 2);
  ts_cli_test_run_cli (&apart, "stats", "--keep-apart", "Ana", folder, NULL);
  g_assert_cmpint (apart.status, ==, 2);
  /* The review alone: printed, nothing kept. */
  ts_cli_test_run_cli (&dry, "stats", "--import-bgstats", fixture, "--dry-run", "--imports",
                       imports, "--people", people, folder, NULL);
  g_assert_cmpint (dry.status, ==, 0);
  g_assert_nonnull (strstr (dry.out, "  ana (1 play): kept apart, as ana (BG Stats"));
  g_assert_nonnull (strstr (dry.out, "3 plays of games Tableside does not keep are skipped"));
  g_assert_false (g_file_test (imports, G_FILE_TEST_EXISTS));
  /* --keep-apart names someone with a namesake to be kept apart from. */
  ts_cli_test_run_cli (&unknown, "stats", "--import-bgstats", fixture, "--keep-apart", "Zed",
                       "--dry-run", "--imports", imports, "--people", people, folder, NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "“Zed”"));
  g_remove (bad);
}

int
main (int    argc,
      char **argv)
{
  ts_cli_test_init (&argc, &argv);
  make_folder ();
  g_test_add_func ("/cli/bgstats/export", test_export);
  g_test_add_func ("/cli/bgstats/round-trip", test_round_trip);
  g_test_add_func ("/cli/bgstats/refused", test_refused);
  return ts_cli_test_run_tests ();
}
