/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli score RECORD --now [--json]: where each player would stand if the game ended
 * after the record's last entry, by the game's own final scoring (ts_games_breakdown_now()):
 * in a game in progress of each game, nobody below their score so far and the same players;
 * at a finished game the final breakdown itself; The Castles of Burgundy's solo game has no
 * final scoring to project (CB-SOL-24). */
#include <string.h>

#include "cli-util.h"

static char *
corpus (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
}

/* `score RECORD --now --json`, parsed. */
static JsonObject *
score_now (JsonParser *parser,
           const char *path)
{
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(GError) error = NULL;

  ts_cli_test_run_cli (&run, "score", path, "--now", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

typedef struct
{
  const char *record;
  guint higher; /* the players its final scoring adds to now */
} InProgress;

/* CB-END-01, KB-WIN-01, CA-BEN-01, CY-END-02: each game's end only adds. */
static void
test_in_progress (gconstpointer data)
{
  const InProgress *game = data;
  g_autofree char *path = corpus (game->record);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score = score_now (parser, path);
  JsonArray *players = json_object_get_array_member (score, "players");
  JsonArray *now;
  g_auto(TsCliTestRun) text = { 0 };
  guint higher = 0;

  g_assert_false (json_object_get_boolean_member (score, "finished"));
  g_assert_true (json_object_get_null_member (score, "final"));
  now = json_object_get_array_member (json_object_get_object_member (score, "now"), "players");
  g_assert_cmpuint (json_array_get_length (now), ==, json_array_get_length (players));
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonObject *projected = json_array_get_object_element (now, p);
      gint64 vp = json_object_get_int_member (player, "vp");
      gint64 total = json_object_get_int_member (projected, "total");

      g_assert_cmpstr (json_object_get_string_member (projected, "name"), ==,
                       json_object_get_string_member (player, "name"));
      g_assert_cmpint (total, >=, vp);
      higher += total > vp;
    }
  /* Unfinished work, goods and silver count at the end for everybody in these games of The
   * Castles of Burgundy and Carcassonne; in Caylus 1303 the gold, which one player holds;
   * in Kingsburg only the Cathedral's goods (KB-BDG-05), which nobody has built yet. */
  g_assert_cmpuint (higher, ==, game->higher);

  ts_cli_test_run_cli (&text, "score", path, "--now", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "\nIf it ended now:\n"));
}

static void
test_finished (gconstpointer data)
{
  g_autofree char *path = corpus (data);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score = score_now (parser, path);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *final = NULL;
  g_autofree char *now = NULL;

  g_assert_true (json_object_get_boolean_member (score, "finished"));
  json_generator_set_root (generator, json_object_get_member (score, "final"));
  final = json_generator_to_data (generator, NULL);
  json_generator_set_root (generator, json_object_get_member (score, "now"));
  now = json_generator_to_data (generator, NULL);
  g_assert_cmpstr (now, ==, final);
}

static void
test_solo (void)
{
  g_autofree char *path = corpus ("castles-of-burgundy-solo-in-progress.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score = score_now (parser, path);
  g_auto(TsCliTestRun) text = { 0 };

  g_assert_true (json_object_get_null_member (score, "now"));
  ts_cli_test_run_cli (&text, "score", path, "--now", NULL);
  g_assert_nonnull (strstr (text.out, "If it ended now: this game has no final scoring"));
}

int
main (int   argc,
      char *argv[])
{
  static const InProgress burgundy = {
    "castles-of-burgundy-4p-extras-inns-in-progress.json", 4 };
  static const InProgress kingsburg = { "kingsburg-4p-in-progress.json", 0 };
  static const InProgress carcassonne = { "carcassonne-4p-half-cities-in-progress.json", 4 };
  static const InProgress caylus = { "caylus-1303-5p-in-progress.json", 1 };

  ts_cli_test_init (&argc, &argv);
  g_test_add_data_func ("/cli/now/castles-of-burgundy/CB-END-01", &burgundy, test_in_progress);
  g_test_add_data_func ("/cli/now/kingsburg/KB-WIN-01", &kingsburg, test_in_progress);
  g_test_add_data_func ("/cli/now/carcassonne/CA-BEN-01", &carcassonne, test_in_progress);
  g_test_add_data_func ("/cli/now/caylus-1303/CY-END-02", &caylus, test_in_progress);
  g_test_add_data_func ("/cli/now/finished/carcassonne", "carcassonne-2p-complete.json",
                        test_finished);
  g_test_add_data_func ("/cli/now/finished/kingsburg", "kingsburg-4p-complete.json",
                        test_finished);
  g_test_add_func ("/cli/now/solo/CB-SOL-24", test_solo);
  return ts_cli_test_run_tests ();
}
