/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne entries as JSON (docs/file-format.md): every type survives the round trip,
 * tile codes are read as ids, every malformed entry is refused naming the member. */
#include "ts-carcassonne.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

static TsCarcassonneEntry *
parse (const char *json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return ts_carcassonne_entry_from_json (json_parser_get_root (parser), error);
}

static char *
write_entry (const TsCarcassonneEntry *e)
{
  g_autoptr (JsonNode) node = ts_carcassonne_entry_to_json (e);

  return json_to_string (node, FALSE);
}

/* Every entry type, written as the app writes it, reads back to the same entry and the same
 * text; the module's table does the same. */
static void
test_round_trip (void)
{
  static const char *const entries[] = {
    "{\"type\":\"draw\",\"tile\":\"BASE-U\"}",
    "{\"type\":\"draw\",\"tile\":\"TB-X\"}",
    "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":1}",
    "{\"type\":\"place\",\"player\":4,\"x\":-96,\"y\":96,\"rotation\":3}",
    "{\"type\":\"figure\",\"player\":1,\"figure\":\"follower\",\"segment\":\"city0\"}",
    "{\"type\":\"figure\",\"player\":2,\"figure\":\"builder\",\"segment\":\"road1\"}",
    "{\"type\":\"figure\",\"player\":3,\"figure\":\"pig\",\"segment\":\"field2\"}",
    "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"cloister\"}",
    "{\"type\":\"pass\",\"player\":2}",
    "{\"type\":\"stack-empty\"}",
  };
  const TsGameModule *m = ts_games_lookup ("carcassonne");

  g_assert_nonnull (m);
  g_assert_cmpstr (m->name, ==, "Carcassonne");
  g_assert_cmpuint (m->min_players, ==, 2);
  g_assert_cmpuint (m->max_players, ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCarcassonneEntry *e = parse (entries[i], &error);
      g_autofree char *text = NULL;
      g_autofree TsCarcassonneEntry *again = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      gpointer via_module;
      g_autoptr (JsonNode) node = NULL;
      g_autofree char *module_text = NULL;

      g_assert_no_error (error);
      text = write_entry (e);
      g_assert_cmpstr (text, ==, entries[i]);
      again = parse (text, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (e, sizeof *e, again, sizeof *again);

      g_assert_true (json_parser_load_from_data (parser, entries[i], -1, NULL));
      via_module = m->entry_from_json (json_parser_get_root (parser), &error);
      g_assert_no_error (error);
      node = m->entry_to_json (via_module);
      module_text = json_to_string (node, FALSE);
      g_assert_cmpstr (module_text, ==, entries[i]);
      m->entry_free (via_module);
    }
}

/* A drawn tile may be typed by its code ("U", "TA"); the record keeps the id. */
static void
test_codes (void)
{
  static const char *const codes[][2] = {
    { "U", "BASE-U" }, { "D", "BASE-D" }, { "X", "BASE-X" }, { "TA", "TB-A" }, { "TX", "TB-X" },
  };
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);

  g_assert_nonnull (data);
  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *json = g_strdup_printf ("{\"type\":\"draw\",\"tile\":\"%s\"}", codes[i][0]);
      g_autofree char *expected
          = g_strdup_printf ("{\"type\":\"draw\",\"tile\":\"%s\"}", codes[i][1]);
      g_autofree TsCarcassonneEntry *e = parse (json, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_cmpint (e->kind, ==, ts_carcassonne_data_find_kind (data, codes[i][1]));
      g_assert_cmpstr (data->kinds[e->kind].code, ==, codes[i][0]);
      text = write_entry (e);
      g_assert_cmpstr (text, ==, expected);
    }
}

/* Malformed entries are refused with PARSE, the member at fault named. */
static void
test_malformed (void)
{
  static const char *const bad[][2] = {
    { "{\"player\":0}", "“type”" },
    { "{\"type\":\"dance\",\"player\":0}", "“type”" },
    { "{\"type\":7,\"player\":0}", "“type”" },
    { "{\"type\":{},\"player\":0}", "“type”" },
    { "{\"type\":\"draw\",\"tile\":{}}", "“tile”" },
    { "{\"type\":\"pass\"}", "“player”" },
    { "{\"type\":\"pass\",\"player\":5}", "“player”" },
    { "{\"type\":\"pass\",\"player\":-1}", "“player”" },
    { "{\"type\":\"pass\",\"player\":\"0\"}", "“player”" },
    { "{\"type\":\"pass\",\"player\":0.5}", "“player”" },
    { "{\"type\":\"draw\"}", "“tile”" },
    { "{\"type\":\"draw\",\"tile\":\"BASE-Z\"}", "“tile”" },
    { "{\"type\":\"draw\",\"tile\":\"Z\"}", "“tile”" },
    { "{\"type\":\"draw\",\"tile\":\"\"}", "“tile”" },
    { "{\"type\":\"draw\",\"tile\":3}", "“tile”" },
    { "{\"type\":\"draw\",\"tile\":null}", "“tile”" },
    { "{\"type\":\"place\",\"player\":0,\"y\":0,\"rotation\":0}", "“x”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":0,\"rotation\":0}", "“y”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":0}", "“rotation”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":0,\"rotation\":4}", "“rotation”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":0,\"rotation\":-1}", "“rotation”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":97,\"y\":0,\"rotation\":0}", "“x”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-97,\"rotation\":0}", "“y”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":1.5,\"y\":0,\"rotation\":0}", "“x”" },
    { "{\"type\":\"place\",\"player\":0,\"x\":\"1\",\"y\":0,\"rotation\":0}", "“x”" },
    { "{\"type\":\"figure\",\"player\":0,\"segment\":\"road0\"}", "“figure”" },
    { "{\"type\":\"figure\",\"player\":0,\"figure\":\"knight\",\"segment\":\"city0\"}",
      "“figure”" },
    { "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\"}", "“segment”" },
    { "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"\"}", "“segment”" },
    { "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":\"field00000000\"}",
      "“segment”" },
    { "{\"type\":\"figure\",\"player\":0,\"figure\":\"pig\",\"segment\":[]}", "“segment”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCarcassonneEntry *e = parse (bad[i][0], &error);

      if (e != NULL)
        g_error ("%s accepted", bad[i][0]);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      if (strstr (error->message, bad[i][1]) == NULL)
        g_error ("%s: “%s” does not name %s", bad[i][0], error->message, bad[i][1]);
    }
}

/* What is not an object is refused as such, whatever it holds. */
static void
test_not_object (void)
{
  static const char *const bad[] = { "[]", "3", "\"draw\"", "null", "[{\"type\":\"pass\"}]" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCarcassonneEntry *e = parse (bad[i], &error);

      g_assert_null (e);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, "A Carcassonne entry is not a JSON object.");
    }
  g_assert_null (ts_carcassonne_entry_from_json (NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/json/round-trip", test_round_trip);
  g_test_add_func ("/carcassonne/json/codes", test_codes);
  g_test_add_func ("/carcassonne/json/malformed", test_malformed);
  g_test_add_func ("/carcassonne/json/not-an-object", test_not_object);
  return g_test_run ();
}
