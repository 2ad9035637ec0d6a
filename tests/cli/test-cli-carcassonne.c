/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on Carcassonne records (issue 12), through the real binary: a short game
 * (tests/data/carcassonne-short.json) checked, scored (VP and goods) and its moves listed
 * whole; complete random games with every option set found finished with the engine's
 * totals. */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

#include "ts-carcassonne.h"

/* Runs the real CLI; returns its exit status, output in *@out. */
static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The record replayed in this process, for what the CLI must print. */
static TsCarcassonneState *
replay (JsonObject *record)
{
  JsonArray *players = json_object_get_array_member (record, "players");
  JsonArray *entries = json_object_get_array_member (record, "entries");
  g_autoptr (JsonArray) names = json_array_new ();
  g_autoptr (GError) error = NULL;
  TsCarcassonneState *s;

  for (guint i = 0; i < json_array_get_length (players); i++)
    json_array_add_string_element (
        names, json_object_get_string_member (json_array_get_object_element (players, i), "name"));
  s = ts_carcassonne_state_new (json_object_get_object_member (record, "options"), names, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      g_autofree TsCarcassonneEntry *e
          = ts_carcassonne_entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      g_assert_true (ts_carcassonne_apply (s, e, &error));
    }
  return s;
}

static void
test_short_game (void)
{
  g_autofree char *file
      = g_test_build_filename (G_TEST_DIST, "data", "carcassonne-short.json", NULL);
  g_autofree char *check = NULL, *moves = NULL, *score = NULL, *json = NULL, *count = NULL;
  g_autoptr (JsonParser) record = json_parser_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree TsCarcassonneState *s = NULL;
  g_autoptr (GArray) legal = NULL;
  JsonArray *players;
  JsonObject *ana, *bruno;

  g_assert_true (json_parser_load_from_file (record, file, NULL));
  s = replay (json_node_get_object (json_parser_get_root (record)));

  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  assert_contains (check, "a valid record of Carcassonne, 13 entries, in progress");

  /* Every legal placement of the drawn tile, each in words (CA-BTL-01..03). */
  g_assert_cmpint (ts_cli_test_run (&moves, "moves", file, NULL), ==, 0);
  assert_contains (moves, "Ana places tile U.");
  legal = ts_carcassonne_legal (s);
  g_assert_cmpuint (legal->len, >, 4);
  count = g_strdup_printf ("%u legal entries:", legal->len);
  assert_contains (moves, count);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *words
          = ts_carcassonne_describe_entry (s, &g_array_index (legal, TsCarcassonneEntry, i));

      g_assert_true (g_str_has_prefix (words, "Ana places tile U at ("));
      assert_contains (moves, words);
    }

  /* CA-BSC-01: the road of 3 tiles, 3 VP; CA-BSC-02: the city of 3 tiles, 6 VP, both
   * Ana's; CA-TGD-03/04: Bruno completed the city with wine: he takes the wine. */
  g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
  assert_contains (score, "Ana: 9 VP, 0 wine\n");
  assert_contains (score, "Bruno: 0 VP, 1 wine\n");
  g_assert_null (strstr (score, "silver"));
  g_assert_null (strstr (score, "(CA-"));
  g_assert_cmpint (ts_cli_test_run (&json, "score", file, "--json"), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "players");
  ana = json_array_get_object_element (players, 0);
  bruno = json_array_get_object_element (players, 1);
  g_assert_cmpint (json_object_get_int_member (ana, "vp"), ==, 9);
  g_assert_cmpint (
      json_object_get_int_member (json_object_get_object_member (bruno, "totals"), "wine"), ==, 1);
  assert_contains (json, "\"resource\" : \"wine\"");
}

/* The short game's record with its last entry (a draw) replaced by @last, written to a file
 * in a new directory; the record itself in *@out. */
static char *
short_game_ending (const char *last, JsonObject **out)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "data", "carcassonne-short.json",
                                                 NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) entry = json_parser_new ();
  g_autofree char *dir = g_dir_make_tmp ("ts-cc-XXXXXX", NULL);
  char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *text = NULL;
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, file, NULL));
  g_assert_true (json_parser_load_from_data (entry, last, -1, NULL));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  json_array_remove_element (entries, json_array_get_length (entries) - 1);
  json_array_add_element (entries, json_node_copy (json_parser_get_root (entry)));
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  *out = json_object_ref (json_node_get_object (json_parser_get_root (parser)));
  return path;
}

static void
remove_record (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_remove (path);
  g_rmdir (dir);
}

/* CA-BTR-02: where the next draw is due, the table finds the stack empty: check finds the
 * game finished, score prints the final scoring the engine gives (CA-TBE-01: Bruno's wine is
 * the most, 10 VP, and wins over Ana's 9). Said where a tile waits to be placed, check
 * refuses the record (the engine's test checks the words). */
static void
test_stack_empty (void)
{
  g_autoptr (JsonObject) record = NULL;
  g_autoptr (JsonObject) early = NULL;
  g_autofree char *file = short_game_ending ("{\"type\": \"stack-empty\"}", &record);
  g_autofree char *check = NULL, *score = NULL, *refused = NULL, *bad = NULL;
  g_autofree TsCarcassonneState *s = replay (record);
  g_autofree char *draw_and_empty = NULL;

  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  g_assert_cmpuint (s->n_left, >, 0);
  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  assert_contains (check, "a valid record of Carcassonne, 13 entries, finished");
  g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
  for (guint i = 0; i < s->n_players; i++)
    {
      g_autofree char *line = g_strdup_printf ("%s: %d VP", s->names[i], s->players[i].vp);

      assert_contains (score, line);
    }
  assert_contains (score, "Bruno: 10 VP, 1 wine\n");
  assert_contains (score, "Bruno wins with 10 points.");
  remove_record (file);

  /* The stack found empty while a drawn tile waits to be placed: refused. */
  bad = short_game_ending ("{\"type\": \"draw\", \"tile\": \"BASE-U\"}", &early);
  {
    g_autoptr (JsonParser) again = json_parser_new ();
    g_autoptr (JsonParser) empty = json_parser_new ();
    JsonArray *entries;

    g_assert_true (json_parser_load_from_file (again, bad, NULL));
    g_assert_true (json_parser_load_from_data (empty, "{\"type\": \"stack-empty\"}", -1, NULL));
    entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (again)),
                                            "entries");
    json_array_add_element (entries, json_node_copy (json_parser_get_root (empty)));
    draw_and_empty = json_to_string (json_parser_get_root (again), TRUE);
    g_assert_true (g_file_set_contents (bad, draw_and_empty, -1, NULL));
  }
  g_assert_cmpint (ts_cli_test_run (&refused, "check", bad, NULL), !=, 0);
  remove_record (bad);
}

static const char *const option_sets[] = {
  "{}",
  "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}",
  "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true,\"small-city\":\"half\"}",
};

/* “Ana: 87 VP, 2 wine, 1 grain, 3 cloth”, as the CLI prints a player's totals: VP, then
 * each good somebody took (the CLI leaves out what no ledger line touches). */
static char *
totals_line (const TsCarcassonneState *s, guint i)
{
  static const char *const goods[] = { "wine", "grain", "cloth" };
  GString *line = g_string_new (NULL);

  g_string_printf (line, "%s: %d VP", s->names[i], s->players[i].vp);
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    for (guint j = 0; j < s->n_players; j++)
      if (s->players[j].goods[g] > 0)
        {
          g_string_append_printf (line, ", %u %s", s->players[i].goods[g], goods[g]);
          break;
        }
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

/* Complete random games, written as records: the CLI finds them finished with the engine's
 * totals and the winner. */
static void
test_random_games (void)
{
  guint with_goods = 0;

  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint n = 2; n <= 5; n++)
      {
        static const char *const names[] = { "Ana", "Bruno", "Carla", "Dario", "Eva" };
        g_autoptr (GRand) rand = g_rand_new_with_seed (n * 31 + o);
        g_autoptr (JsonParser) options = json_parser_new ();
        g_autoptr (JsonObject) record = json_object_new ();
        g_autoptr (JsonArray) players = json_array_new ();
        JsonArray *entries = json_array_new ();
        g_autoptr (JsonNode) root = json_node_new (JSON_NODE_OBJECT);
        g_autoptr (GError) error = NULL;
        g_autofree TsCarcassonneState *s = NULL;
        g_autofree char *dir = g_dir_make_tmp ("ts-cc-XXXXXX", NULL);
        g_autofree char *file = g_build_filename (dir, "game.json", NULL);
        g_autofree char *check = NULL, *score = NULL, *text = NULL;
        TsCarcassonneEntry e;

        g_assert_true (json_parser_load_from_data (options, option_sets[o], -1, NULL));
        for (guint i = 0; i < n; i++)
          {
            JsonObject *player = json_object_new ();

            json_object_set_string_member (player, "name", names[i]);
            json_array_add_object_element (players, player);
          }
        {
          g_autoptr (JsonArray) just_names = json_array_new ();

          for (guint i = 0; i < n; i++)
            json_array_add_string_element (just_names, names[i]);
          s = ts_carcassonne_state_new (json_node_get_object (json_parser_get_root (options)),
                                        just_names, &error);
          g_assert_no_error (error);
        }
        while (ts_carcassonne_random_entry (s, rand, &e))
          {
            g_assert_true (ts_carcassonne_apply (s, &e, NULL));
            json_array_add_element (entries, ts_carcassonne_entry_to_json (&e));
          }
        json_object_set_string_member (record, "format", "tableside-record");
        json_object_set_int_member (record, "version", 2);
        json_object_set_string_member (record, "game", "carcassonne");
        json_object_set_object_member (
            record, "options",
            json_object_ref (json_node_get_object (json_parser_get_root (options))));
        json_object_set_array_member (record, "players", json_array_ref (players));
        json_object_set_array_member (record, "entries", entries);
        json_node_set_object (root, record);
        text = json_to_string (root, TRUE);
        g_assert_true (g_file_set_contents (file, text, -1, NULL));

        g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
        assert_contains (check, "finished");
        g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
        for (guint i = 0; i < n; i++)
          {
            g_autofree char *line = totals_line (s, i);

            assert_contains (score, line);
            with_goods
                += strstr (line, " wine") || strstr (line, " grain") || strstr (line, " cloth");
          }
        g_assert_true (strstr (score, " wins") != NULL || strstr (score, " share") != NULL);
        g_assert_null (strstr (score, "(CA-"));
        g_remove (file);
        g_rmdir (dir);
      }
  /* The games with goods took some, and the CLI printed them. */
  g_assert_cmpuint (with_goods, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/carcassonne/short-game", test_short_game);
  g_test_add_func ("/cli/carcassonne/random-games", test_random_games);
  g_test_add_func ("/cli/carcassonne/CA-BTR-02/stack-empty", test_stack_empty);
  return g_test_run ();
}
