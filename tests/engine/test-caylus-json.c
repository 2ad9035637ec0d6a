/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 entries as JSON (docs/file-format.md): every type and member survives the round
 * trip, tile and character ids and places are resolved, every malformed entry is refused
 * naming the member at fault. */
#include "ts-caylus.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

static TsCaylusEntry *
parse (const char *json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return ts_caylus_entry_from_json (json_parser_get_root (parser), error);
}

static char *
write_entry (const TsCaylusEntry *e)
{
  g_autoptr (JsonNode) node = ts_caylus_entry_to_json (e);

  return json_to_string (node, FALSE);
}

/* Every entry type and every member, written as the app writes it, reads back to the same
 * entry and the same text; the module's table does the same. */
static void
test_round_trip (void)
{
  static const char *const entries[] = {
    "{\"type\":\"deal\",\"tile\":\"s-farm\"}",
    "{\"type\":\"deal\",\"tile\":\"w-masons\"}",
    "{\"type\":\"deal\",\"tile\":\"st-jeweler\"}",
    "{\"type\":\"first-player\",\"player\":2}",
    "{\"type\":\"reveal\",\"character\":\"early-riser\"}",
    "{\"type\":\"reveal\",\"character\":\"laborer\"}",
    "{\"type\":\"draft\",\"player\":4,\"character\":\"thief\"}",
    "{\"type\":\"place\",\"player\":0,\"at\":\"fair\"}",
    "{\"type\":\"place\",\"player\":1,\"at\":\"lawyer\"}",
    "{\"type\":\"place\",\"player\":2,\"at\":\"carpenter\"}",
    "{\"type\":\"place\",\"player\":3,\"at\":\"toll\"}",
    "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}",
    "{\"type\":\"place\",\"player\":0,\"at\":\"road-32\"}",
    "{\"type\":\"place\",\"player\":4,\"at\":\"worksite\"}",
    "{\"type\":\"pass\",\"player\":1}",
    "{\"type\":\"provost\",\"player\":1,\"steps\":-3}",
    "{\"type\":\"provost\",\"player\":2,\"steps\":2}",
    "{\"type\":\"use\",\"player\":0,\"option\":0}",
    "{\"type\":\"use\",\"player\":0,\"option\":1}",
    "{\"type\":\"use\",\"player\":3,\"option\":0,\"pay\":{\"food\":1,\"gold\":1}}",
    "{\"type\":\"use\",\"player\":3,\"option\":0,\"take\":\"cloth\"}",
    "{\"type\":\"use\",\"player\":1,\"option\":0,\"tile\":\"w-tailor\"}",
    "{\"type\":\"use\",\"player\":1,\"option\":0,\"pay\":{\"wood\":1,\"cloth\":1},"
    "\"tile\":\"w-farm\"}",
    "{\"type\":\"use\",\"player\":2,\"option\":0,\"at\":\"road-4\"}",
    "{\"type\":\"use\",\"player\":2,\"option\":0,\"steps\":-2}",
    "{\"type\":\"benefit\",\"player\":0,\"character\":\"bailiff\"}",
    "{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":0}",
    "{\"type\":\"benefit\",\"player\":0,\"worksite\":3,\"option\":1,"
    "\"pay\":{\"stone\":1,\"cloth\":1,\"gold\":1},\"take\":\"wood\"}",
    "{\"type\":\"benefit\",\"player\":0,\"worksite\":2,\"option\":0,\"tile\":\"st-church\"}",
    "{\"type\":\"character\",\"player\":3,\"character\":\"master-builder\"}",
    "{\"type\":\"deliver\",\"player\":2,\"batches\":2,"
    "\"pay\":{\"food\":2,\"wood\":1,\"stone\":1,\"gold\":2}}",
    "{\"type\":\"deliver\",\"player\":2,\"batches\":3,"
    "\"pay\":{\"food\":3,\"wood\":2,\"gold\":4},\"gold-batches\":2}",
    "{\"type\":\"monument\",\"player\":1,\"at\":\"road-2\",\"tile\":\"m-garden\"}",
    "{\"type\":\"monument\",\"player\":1,\"at\":\"road-8\",\"tile\":\"m-palace\","
    "\"pay\":{\"stone\":2,\"gold\":2}}",
    "{\"type\":\"skip\",\"player\":4}",
  };
  const TsGameModule *m = ts_games_lookup ("caylus-1303");
  gboolean seen[TS_CAYLUS_N_ENTRY_TYPES] = { FALSE };

  g_assert_nonnull (m);
  g_assert_cmpstr (m->name, ==, "Caylus 1303");
  g_assert_cmpuint (m->min_players, ==, 2);
  g_assert_cmpuint (m->max_players, ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCaylusEntry *e = parse (entries[i], &error);
      g_autofree char *text = NULL;
      g_autofree TsCaylusEntry *again = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      gpointer via_module;
      g_autoptr (JsonNode) node = NULL;
      g_autofree char *module_text = NULL;

      g_assert_no_error (error);
      seen[e->type] = TRUE;
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
  for (guint t = 0; t < TS_CAYLUS_N_ENTRY_TYPES; t++)
    g_assert_true (seen[t]);
}

/* What the members become: places as spot indices (3 + N for road-N), ids as indices of the
 * shipped data, absent members at their "none" values. */
static void
test_members (void)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  g_autofree TsCaylusEntry *place
      = parse ("{\"type\":\"place\",\"player\":1,\"at\":\"road-3\"}", NULL);
  g_autofree TsCaylusEntry *fair
      = parse ("{\"type\":\"place\",\"player\":1,\"at\":\"fair\"}", NULL);
  g_autofree TsCaylusEntry *toll
      = parse ("{\"type\":\"place\",\"player\":1,\"at\":\"toll\"}", NULL);
  g_autofree TsCaylusEntry *site
      = parse ("{\"type\":\"place\",\"player\":1,\"at\":\"worksite\"}", NULL);
  g_autofree TsCaylusEntry *deal = parse ("{\"type\":\"deal\",\"tile\":\"w-tailor\"}", NULL);
  g_autofree TsCaylusEntry *draft
      = parse ("{\"type\":\"draft\",\"player\":0,\"character\":\"goldsmith\"}", NULL);
  g_autofree TsCaylusEntry *use = parse ("{\"type\":\"use\",\"player\":2}", NULL);
  g_autofree TsCaylusEntry *deliver = parse ("{\"type\":\"deliver\",\"player\":0,\"batches\":1,"
                                             "\"pay\":{\"food\":1,\"cloth\":1,\"gold\":1}}",
                                             NULL);
  TsCaylusEntry fresh;

  g_assert_nonnull (data);
  g_assert_cmpuint (place->at, ==, 3 + 3);
  g_assert_cmpuint (fair->at, ==, 0);
  g_assert_cmpuint (toll->at, ==, 3);
  g_assert_cmpuint (site->at, ==, TS_CAYLUS_AT_WORKSITE);
  g_assert_cmpint (place->player, ==, 1);
  g_assert_cmpuint (place->tile, ==, TS_CAYLUS_NO_TILE);
  g_assert_cmpuint (place->character, ==, 0xff);
  g_assert_cmpint (deal->player, ==, -1);
  g_assert_cmpstr (data->tiles[deal->tile].id, ==, "w-tailor");
  g_assert_cmpuint (draft->character, ==, TS_CAYLUS_GOLDSMITH);
  /* "option" defaults to 0 for a building with one option; nothing else is set. */
  g_assert_cmpuint (use->option, ==, 0);
  g_assert_false (use->has_pay);
  g_assert_cmpuint (use->take, ==, TS_CAYLUS_N_RESOURCES);
  g_assert_cmpuint (use->at, ==, TS_CAYLUS_NO_AT);
  g_assert_cmpint (use->steps, ==, 0);
  g_assert_true (deliver->has_pay);
  g_assert_cmpuint (deliver->batches, ==, 1);
  g_assert_cmpuint (deliver->pay[TS_CAYLUS_FOOD], ==, 1);
  g_assert_cmpuint (deliver->pay[TS_CAYLUS_WOOD], ==, 0);
  g_assert_cmpuint (deliver->pay[TS_CAYLUS_CLOTH], ==, 1);
  g_assert_cmpuint (deliver->pay[TS_CAYLUS_GOLD], ==, 1);
  ts_caylus_entry_init (&fresh, TS_CAYLUS_ENTRY_SKIP, 3);
  g_assert_cmpuint (fresh.type, ==, TS_CAYLUS_ENTRY_SKIP);
  g_assert_cmpint (fresh.player, ==, 3);
  g_assert_cmpuint (fresh.tile, ==, TS_CAYLUS_NO_TILE);
  g_assert_cmpuint (fresh.at, ==, TS_CAYLUS_NO_AT);
  g_assert_cmpuint (fresh.take, ==, TS_CAYLUS_N_RESOURCES);
}

typedef struct
{
  const char *json;
  const char *member;
} Bad;

/* Every malformed entry is refused with a parse error naming the member at fault. */
static void
test_malformed (void)
{
  static const Bad bad[] = {
    { "{\"player\":0}", "type" },
    { "{\"type\":\"build\",\"player\":0}", "type" },
    { "{\"type\":3,\"player\":0}", "type" },
    { "{\"type\":\"pass\"}", "player" },
    { "{\"type\":\"pass\",\"player\":-1}", "player" },
    { "{\"type\":\"pass\",\"player\":5}", "player" },
    { "{\"type\":\"pass\",\"player\":\"0\"}", "player" },
    { "{\"type\":\"first-player\"}", "player" },
    { "{\"type\":\"deal\"}", "tile" },
    { "{\"type\":\"deal\",\"tile\":\"w-castle\"}", "tile" },
    { "{\"type\":\"deal\",\"tile\":7}", "tile" },
    { "{\"type\":\"reveal\",\"character\":\"king\"}", "character" },
    { "{\"type\":\"reveal\"}", "character" },
    { "{\"type\":\"draft\",\"player\":0,\"character\":\"Thief\"}", "character" },
    { "{\"type\":\"character\",\"player\":0}", "character" },
    { "{\"type\":\"place\",\"player\":0}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road-0\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road-33\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road-\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road-3x\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road-03\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"road--3\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":\"bridge\"}", "at" },
    { "{\"type\":\"place\",\"player\":0,\"at\":3}", "at" },
    { "{\"type\":\"provost\",\"player\":0}", "steps" },
    { "{\"type\":\"provost\",\"player\":0,\"steps\":33}", "steps" },
    { "{\"type\":\"provost\",\"player\":0,\"steps\":\"2\"}", "steps" },
    { "{\"type\":\"use\",\"player\":0,\"option\":2}", "option" },
    { "{\"type\":\"use\",\"player\":0,\"option\":-1}", "option" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":1}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":{\"silver\":1}}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":{\"food\":-1}}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":{\"food\":100}}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":{\"food\":\"1\"}}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"pay\":{}}", "pay" },
    { "{\"type\":\"use\",\"player\":0,\"take\":\"silver\"}", "take" },
    { "{\"type\":\"use\",\"player\":0,\"take\":1}", "take" },
    { "{\"type\":\"use\",\"player\":0,\"tile\":\"castle\"}", "tile" },
    { "{\"type\":\"use\",\"player\":0,\"at\":\"worksite\"}", "at" },
    { "{\"type\":\"use\",\"player\":0,\"at\":\"road-40\"}", "at" },
    { "{\"type\":\"use\",\"player\":0,\"steps\":-33}", "steps" },
    { "{\"type\":\"benefit\",\"player\":0}", "worksite" },
    { "{\"type\":\"benefit\",\"player\":0,\"worksite\":0}", "worksite" },
    { "{\"type\":\"benefit\",\"player\":0,\"worksite\":4}", "worksite" },
    { "{\"type\":\"benefit\",\"player\":0,\"character\":\"thief\",\"worksite\":1}", "worksite" },
    { "{\"type\":\"benefit\",\"player\":0,\"character\":\"queen\"}", "character" },
    { "{\"type\":\"benefit\",\"player\":0,\"worksite\":1,\"option\":5}", "option" },
    { "{\"type\":\"deliver\",\"player\":0,\"pay\":{\"food\":1,\"wood\":1,\"stone\":1}}",
      "batches" },
    { "{\"type\":\"deliver\",\"player\":0,\"batches\":0,\"pay\":{\"food\":1}}", "batches" },
    { "{\"type\":\"deliver\",\"player\":0,\"batches\":1}", "pay" },
    { "{\"type\":\"deliver\",\"player\":0,\"batches\":1,\"pay\":{\"gold\":3},"
      "\"gold-batches\":-1}",
      "gold-batches" },
    { "{\"type\":\"deliver\",\"player\":0,\"batches\":1,\"pay\":{\"gold\":3},"
      "\"gold-batches\":\"all\"}",
      "gold-batches" },
    { "{\"type\":\"monument\",\"player\":0,\"tile\":\"m-garden\"}", "at" },
    { "{\"type\":\"monument\",\"player\":0,\"at\":\"worksite\",\"tile\":\"m-garden\"}", "at" },
    { "{\"type\":\"monument\",\"player\":0,\"at\":\"road-2\"}", "tile" },
    { "{\"type\":\"monument\",\"player\":0,\"at\":\"road-2\",\"tile\":\"m-garden\","
      "\"pay\":[1]}",
      "pay" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCaylusEntry *e = parse (bad[i].json, &error);
      g_autofree char *quoted = g_strdup_printf ("“%s”", bad[i].member);

      if (g_test_verbose ())
        g_test_message ("%s", bad[i].json);
      g_assert_null (e);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, quoted));
      g_assert_nonnull (strstr (error->message, "Caylus 1303"));
    }
}

/* Not an object at all: refused in words, never a crash. */
static void
test_not_object (void)
{
  static const char *const nodes[] = { "[]", "3", "\"use\"", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCaylusEntry *e = parse (nodes[i], &error);

      g_assert_null (e);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, "A Caylus 1303 entry is not a JSON object.");
    }
  g_assert_null (ts_caylus_entry_from_json (NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/json/round-trip", test_round_trip);
  g_test_add_func ("/caylus/json/members", test_members);
  g_test_add_func ("/caylus/json/malformed", test_malformed);
  g_test_add_func ("/caylus/json/not-an-object", test_not_object);
  return g_test_run ();
}
