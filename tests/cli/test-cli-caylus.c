/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on Caylus 1303 records (issue 13), through the real binary: a short game
 * with corrected components (tests/data/caylus-short.json) and a complete 5-player game
 * (tests/data/caylus-complete.json) checked, scored (PP, workers and resources as the engine
 * has them, the winner) and their legal entries listed in words. */
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-util.h"

#include "ts-caylus.h"

/* Runs the real CLI; returns its exit status, output in *@out. */
static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The record replayed in this process, for what the CLI must print. */
static TsCaylusState *
replay (const char *file, guint *n_entries)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) names = json_array_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *record;
  JsonArray *players, *entries;
  TsCaylusState *s;

  g_assert_true (json_parser_load_from_file (parser, file, NULL));
  record = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (record, "players");
  entries = json_object_get_array_member (record, "entries");
  for (guint i = 0; i < json_array_get_length (players); i++)
    json_array_add_string_element (
        names, json_object_get_string_member (json_array_get_object_element (players, i), "name"));
  s = ts_caylus_state_new (json_object_get_object_member (record, "options"), names, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      g_autofree TsCaylusEntry *e
          = ts_caylus_entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      g_assert_true (ts_caylus_apply (s, e, &error));
    }
  *n_entries = json_array_get_length (entries);
  return s;
}

/* “Ana: 31 PP, 4 workers, 1 gold, 2 wood, 0 stone, 3 cloth, 1 food”, as the CLI prints a
 * player's totals: prestige points (the ledger's VP, named as Caylus names them), then
 * workers in the supply and each resource in the ledger's order, those no line of the game
 * touches left out. */
static char *
totals_line (const TsCaylusState *s, guint i)
{
  static const struct
  {
    TsCaylusResource resource;
    const char *label;
  } resources[] = {
    { TS_CAYLUS_GOLD, "gold" },   { TS_CAYLUS_WOOD, "wood" }, { TS_CAYLUS_STONE, "stone" },
    { TS_CAYLUS_CLOTH, "cloth" }, { TS_CAYLUS_FOOD, "food" },
  };
  GString *line = g_string_new (NULL);

  g_string_printf (line, "%s: %d PP, %u workers", s->names[i], s->players[i].pp,
                   s->players[i].supply);
  for (guint k = 0; k < G_N_ELEMENTS (resources); k++)
    {
      TsLedgerResource r = ts_caylus_ledger_resource (resources[k].resource);
      gboolean kept = FALSE;

      for (guint m = 0; m < s->n_ledger && !kept; m++)
        kept = s->ledger[m].resource == r;
      if (kept)
        g_string_append_printf (line, ", %u %s", s->players[i].res[resources[k].resource],
                                resources[k].label);
    }
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

/* `moves` prints what is pending and every legal entry in words. */
static void
assert_moves (const char *file, const TsCaylusState *s)
{
  g_autofree char *moves = NULL;
  g_autofree char *pending = ts_caylus_describe_pending (s);
  g_autoptr (GArray) legal = ts_caylus_legal (s);
  g_autofree char *count = NULL;

  g_assert_cmpint (ts_cli_test_run (&moves, "moves", file, NULL), ==, 0);
  assert_contains (moves, pending);
  if (legal->len == 0)
    return;
  count = g_strdup_printf ("%u legal %s:", legal->len, legal->len == 1 ? "entry" : "entries");
  assert_contains (moves, count);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *words
          = ts_caylus_describe_entry (s, &g_array_index (legal, TsCaylusEntry, i));
      g_autoptr (JsonNode) node
          = ts_caylus_entry_to_json (&g_array_index (legal, TsCaylusEntry, i));
      g_autofree char *json = json_to_string (node, FALSE);

      assert_contains (moves, words);
      assert_contains (moves, json);
    }
}

static void
test_short_game (void)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "data", "caylus-short.json", NULL);
  g_autofree char *check = NULL, *score = NULL, *json = NULL, *expected = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree TsCaylusState *s = NULL;
  guint n = 0;
  JsonArray *players;

  s = replay (file, &n);
  g_assert_cmpint (s->stage, !=, TS_CAYLUS_STAGE_OVER);
  /* The record's correction of the wood Farm is in use. */
  g_assert_cmpuint (s->data->tiles[ts_caylus_data_find_tile (s->data, "w-farm")].pp, ==, 3);

  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  expected = g_strdup_printf ("a valid record of Caylus 1303, %u entries, in progress", n);
  assert_contains (check, expected);

  assert_moves (file, s);

  g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
  for (guint i = 0; i < s->n_players; i++)
    {
      g_autofree char *line = totals_line (s, i);

      assert_contains (score, line);
    }
  g_assert_null (strstr (score, "(CY-"));
  g_assert_cmpint (ts_cli_test_run (&json, "score", file, "--json"), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "players");
  for (guint i = 0; i < s->n_players; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      JsonObject *totals = json_object_get_object_member (p, "totals");

      g_assert_cmpint (json_object_get_int_member (p, "vp"), ==, s->players[i].pp);
      g_assert_cmpint (json_object_get_int_member (totals, "food"), ==,
                       s->players[i].res[TS_CAYLUS_FOOD]);
      g_assert_cmpint (json_object_get_int_member (totals, "wood"), ==,
                       s->players[i].res[TS_CAYLUS_WOOD]);
      g_assert_cmpint (json_object_get_int_member (totals, "stone"), ==,
                       s->players[i].res[TS_CAYLUS_STONE]);
    }
}

static void
test_complete_game (void)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "data", "caylus-complete.json", NULL);
  g_autofree char *check = NULL, *score = NULL, *json = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree TsCaylusState *s = NULL;
  g_autoptr (JsonNode) breakdown = NULL;
  const char *explanation;
  JsonObject *root;
  JsonArray *players;
  guint n = 0;

  s = replay (file, &n);
  g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_OVER);
  g_assert_cmpuint (s->n_players, ==, 5);
  breakdown = ts_caylus_final_breakdown (s);
  explanation = json_object_get_string_member (json_node_get_object (breakdown), "explanation");

  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  assert_contains (check, "a valid record of Caylus 1303");
  assert_contains (check, "finished");

  /* Nothing is legal once the game is over. */
  assert_moves (file, s);

  g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
  assert_contains (score, explanation);
  for (guint i = 0; i < s->n_players; i++)
    {
      g_autofree char *line = totals_line (s, i);

      assert_contains (score, line);
    }
  g_assert_null (strstr (score, "(CY-"));

  /* The final breakdown's lines, as the score page reads them. */
  g_assert_cmpint (ts_cli_test_run (&json, "score", file, "--json"), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "finished"));
  players = json_object_get_array_member (json_object_get_object_member (root, "final"), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 5);
  for (guint i = 0; i < s->n_players; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (p, "lines");
      int sum = 0;

      g_assert_cmpint (json_object_get_int_member (p, "total"), ==, s->players[i].pp);
      g_assert_cmpuint (json_array_get_length (lines), ==, 6);
      for (guint k = 0; k < json_array_get_length (lines); k++)
        sum += json_object_get_int_member (json_array_get_object_element (lines, k), "vp");
      g_assert_cmpint (sum, ==, s->players[i].pp);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/caylus/short-game", test_short_game);
  g_test_add_func ("/cli/caylus/complete-game", test_complete_game);
  return g_test_run ();
}
