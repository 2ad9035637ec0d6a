/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg through the TsGameModule interface: the documented example record, entries as
 * JSON, parse errors, descriptions in words. */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The Kingsburg example of docs/file-format.md replays as the text says. */
static void
test_documented_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  const TsGameModule *m = ts_games_lookup ("kingsburg");
  const char *start, *end;
  g_autofree char *block = NULL;
  JsonObject *record;
  JsonArray *entries;
  gpointer state;
  g_autofree char *pending = NULL;
  g_autoptr (GPtrArray) legal = NULL;
  g_autoptr (GPtrArray) ledger = NULL;

  g_assert_nonnull (m);
  g_assert_true (g_file_get_contents (path, &doc, NULL, NULL));
  start = strstr (doc, "\"game\": \"kingsburg\"");
  g_assert_nonnull (start);
  while (start > doc && strncmp (start, "```json\n", 8) != 0)
    start--;
  start += 8;
  end = strstr (start, "```");
  block = g_strndup (start, end - start);
  g_assert_true (json_parser_load_from_data (parser, block, -1, &error));
  record = json_node_get_object (json_parser_get_root (parser));
  state = m->state_new (NULL, json_object_get_array_member (record, "players"), NULL, &error);
  g_assert_no_error (error);
  entries = json_object_get_array_member (record, "entries");
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      gpointer e = m->entry_from_json (json_array_get_element (entries, i), &error);
      g_assert_no_error (error);
      if (!m->apply (state, e, &error))
        g_error ("entry %u refused: %s", i + 1, error->message);
      m->entry_free (e);
    }
  pending = m->describe_pending (state);
  g_assert_cmpstr (pending, ==, "Cindy builds or passes.");
  legal = m->legal_entries (state);
  g_assert_cmpuint (legal->len, ==, 3);
  g_assert_cmpint (m->pending_player (state), ==, 2);
  ledger = m->ledger (state);
  g_assert_cmpint (ts_ledger_sum (ledger, 0, TS_LEDGER_VP), ==, 4);
  g_assert_cmpint (ts_ledger_sum (ledger, 2, TS_LEDGER_GOLD), ==, 2);
  g_assert_false (m->is_finished (state));
  g_assert_null (m->final_breakdown (state));
  m->state_free (state);
}

/* Every entry type survives JSON and back. */
static void
test_round_trip (void)
{
  static const char *const entries[] = {
    "{\"type\":\"roll\",\"dice\":[[1,2,3],[4,5,6,1]],\"neutral\":[[4,2,3],[5,4]]}",
    "{\"type\":\"battle\",\"enemy\":\"Y3-14\",\"king\":6}",
    "{\"type\":\"reroll\",\"player\":1,\"building\":\"statue\",\"die\":2,\"value\":5}",
    "{\"type\":\"reroll\",\"player\":1,\"building\":\"chapel\",\"values\":[1,2,3,4]}",
    "{\"type\":\"influence\",\"player\":0,\"advisor\":13,\"dice\":[0,2,3],\"plus2\":true,\"envoy\":"
    "true}",
    "{\"type\":\"help\",\"player\":2,\"advisor\":12,\"goods\":[\"gold\",\"stone\"]}",
    "{\"type\":\"help\",\"player\":2,\"advisor\":6,\"pay\":\"wood\"}",
    "{\"type\":\"build\",\"player\":3,\"building\":\"merchants-guild\",\"envoy\":true}",
    "{\"type\":\"town-hall\",\"player\":4,\"pay\":\"plus2\"}",
    "{\"type\":\"recruit\",\"player\":0,\"goods\":[\"gold\",\"wood\",\"wood\",\"stone\"]}",
    "{\"type\":\"goods\",\"player\":1,\"goods\":[\"stone\"]}",
    "{\"type\":\"pass\",\"player\":1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree TsKingsburgEntry *e = kt_parse (entries[i]);
      g_autoptr (JsonNode) node = ts_kingsburg_entry_to_json (e);
      g_autofree char *text = json_to_string (node, FALSE);
      g_autofree TsKingsburgEntry *again = kt_parse (text);

      g_assert_cmpmem (e, sizeof *e, again, sizeof *again);
    }
}

/* Bad JSON is refused with PARSE and the member at fault. */
static void
test_parse_errors (void)
{
  static const char *const bad[][2] = {
    { "{\"type\":\"dance\",\"player\":0}", "“type”" },
    { "{\"type\":\"pass\"}", "“player”" },
    { "{\"type\":\"influence\",\"player\":0,\"advisor\":19,\"dice\":[0]}", "“advisor”" },
    { "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[0,0]}", "“dice”" },
    { "{\"type\":\"roll\",\"dice\":[[1,2,7],[1,2,3]]}", "“dice”" },
    { "{\"type\":\"roll\",\"dice\":[[1,2,3],[1,2,3]],\"neutral\":[[1,2],[3,4]]}", "“neutral”" },
    { "{\"type\":\"battle\",\"enemy\":\"Y6-26\",\"king\":3}", "“enemy”" },
    { "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":7}", "“king”" },
    { "{\"type\":\"build\",\"player\":0,\"building\":\"castle\"}", "“building”" },
    { "{\"type\":\"goods\",\"player\":0,\"goods\":[\"silver\"]}", "“goods”" },
    { "{\"type\":\"town-hall\",\"player\":0}", "“pay”" },
    /* Issue 25: a member of the wrong type is refused by name, never read as false (a string
     * "true") nor handed to json-glib (an object: a critical warning, fatal in tests). */
    { "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[0],\"envoy\":\"true\"}",
      "“envoy”" },
    { "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[0],\"plus2\":\"yes\"}",
      "“plus2”" },
    { "{\"type\":\"influence\",\"player\":0,\"advisor\":5,\"dice\":[0],\"plus2\":1}",
      "“plus2”" },
    { "{\"type\":\"build\",\"player\":0,\"building\":\"inn\",\"envoy\":{}}", "“envoy”" },
    { "{\"type\":\"battle\",\"enemy\":{\"id\":\"Y1-03\"},\"king\":3}", "“enemy”" },
    { "{\"type\":\"build\",\"player\":0,\"building\":{}}", "“building”" },
    { "{\"type\":\"reroll\",\"player\":0,\"building\":[]}", "“building”" },
    { "{\"type\":\"town-hall\",\"player\":0,\"pay\":{}}", "“pay”" },
    { "{\"type\":{},\"player\":0}", "“type”" },
    { "{\"type\":\"pass\",\"player\":\"0\"}", "“player”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      gpointer e;

      g_assert_true (json_parser_load_from_data (parser, bad[i][0], -1, NULL));
      e = ts_kingsburg_entry_from_json (json_parser_get_root (parser), &error);
      g_assert_null (e);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      assert_contains (error->message, bad[i][1]);
    }
}

/* Entries in the players' words: names, advisor names and numbers, dice values, goods. */
static void
test_words (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree TsKingsburgEntry *aid
      = kt_parse ("{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\"]}");
  g_autofree char *aid_text = ts_kingsburg_describe_entry (s, aid);
  g_autofree char *pending = NULL;
  g_autofree TsKingsburgEntry *inf = NULL, *build = NULL, *battle = NULL;
  g_autofree char *inf_text = NULL, *build_text = NULL, *battle_text = NULL;

  g_assert_cmpstr (aid_text, ==, "Ann takes 1 wood.");
  kt_aid_year1 (s, "gold");
  pending = ts_kingsburg_describe_pending (s);
  g_assert_cmpstr (pending, ==, "Year 1, Spring: enter every player's dice.");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[2,5,6],[4,4,5],[6,6,6]]}");
  s->players[0].plus2 = 1;
  inf = kt_parse (
      "{\"type\":\"influence\",\"player\":0,\"advisor\":13,\"dice\":[1,2],\"plus2\":true}");
  inf_text = ts_kingsburg_describe_entry (s, inf);
  g_assert_cmpstr (inf_text, ==, "Ann influences the Champion (13) with 5 + 6 and a “+2”.");
  build = kt_parse ("{\"type\":\"build\",\"player\":1,\"building\":\"chapel\"}");
  build_text = ts_kingsburg_describe_entry (s, build);
  g_assert_cmpstr (build_text, ==, "Brian builds the Chapel for 3 gold, 1 stone.");
  battle = kt_parse ("{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":2}");
  battle_text = ts_kingsburg_describe_entry (s, battle);
  g_assert_cmpstr (battle_text, ==,
                   "The Goblins (Y1-03, strength 3) attack; the King sends 2 soldiers.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/json/documented-example", test_documented_example);
  g_test_add_func ("/kingsburg/json/round-trip", test_round_trip);
  g_test_add_func ("/kingsburg/json/parse-errors", test_parse_errors);
  g_test_add_func ("/kingsburg/json/words", test_words);
  return g_test_run ();
}
