/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entries as JSON, entries in words, and the game-module interface (ledger, breakdown). */
#include "burgundy-util.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

static const char *const samples[] = {
  "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[2,2,5]}",
  "{\"type\":\"roll\",\"dice\":[[1,6],[2,2]],\"white\":4}",
  "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":4,\"slot\":2,\"discard\":1}",
  "{\"type\":\"take-tile\",\"player\":0,\"die\":\"market\",\"depot\":4,\"slot\":2,\"tile\":\"pig-"
  "3\"}",
  "{\"type\":\"place-tile\",\"player\":2,\"die\":\"city-hall\",\"storage\":1,\"space\":36}",
  "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":6}",
  "{\"type\":\"take-workers\",\"player\":3,\"die\":\"castle\"}",
  "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":6}",
  "{\"type\":\"buy-black\",\"player\":0,\"depot\":3,\"slot\":1,\"workers\":2}",
  "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":6,\"second-depot\":1,\"keep\":[3,5]}",
  "{\"type\":\"decline\",\"player\":0}",
  "{\"type\":\"end-turn\",\"player\":1}",
};

/* Every entry shape survives JSON -> entry -> JSON unchanged. */
static void
test_roundtrip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (samples[i]);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_assert_true (json_parser_load_from_data (parser, samples[i], -1, NULL));
      if (!json_node_equal (node, json_parser_get_root (parser)))
        {
          g_autofree char *got = json_to_string (node, FALSE);
          g_error ("%s became %s", samples[i], got);
        }
    }
  /* fill-depots: nulls for unused spaces, "unknown" for unidentified tiles. */
  const char *fill
      = "{\"type\":\"fill-depots\",\"depots\":[[null,null,\"bank\",\"ship\"],[\"monastery-3\",null,"
        "\"castle\",null],[\"cow-2\",null,\"unknown\",null],[\"ship\",\"market\",null,null],[null,"
        "\"mine\",null,\"monastery-5\"],[null,\"church\",null,\"pig-4\"]],\"black\":[null,\"ship\","
        "null,\"mine\",\"monastery-7\",null,\"bank\",null],\"goods\":[1,2,3,4,5]}";
  g_autofree TsBurgundyEntry *e = bt_parse (fill);
  g_assert_cmpint (e->fill[2][2], ==, TS_BURGUNDY_TILE_UNKNOWN);
  g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, fill, -1, NULL));
  g_assert_true (json_node_equal (node, json_parser_get_root (parser)));
}

static void
expect_parse_error (const char *json, const char *needle)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  g_autofree TsBurgundyEntry *e
      = ts_burgundy_entry_from_json (json_parser_get_root (parser), &error);
  g_assert_null (e);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, needle);
}

static void
test_parse_errors (void)
{
  expect_parse_error ("[]", "JSON object");
  expect_parse_error ("{\"type\":\"fly\"}", "fly");
  /* Issue 25: an object where a string belongs is refused, not a critical warning. */
  expect_parse_error ("{\"type\":{}}", "type");
  expect_parse_error ("{\"type\":\"take-tile\",\"die\":0,\"depot\":1,\"slot\":0}", "player");
  expect_parse_error ("{\"type\":\"take-tile\",\"player\":0,\"die\":2,\"depot\":1,\"slot\":0}",
                      "die");
  expect_parse_error ("{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":7,\"slot\":0}",
                      "depot");
  expect_parse_error (
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":1,\"slot\":0,\"tile\":\"dragon\"}",
      "tile");
  expect_parse_error ("{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":64,\"space\":4}",
                      "storage");
  expect_parse_error ("{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":\"red\"}",
                      "goods");
  /* One pair is the solo game's roll (issue 15); none is no roll. */
  expect_parse_error ("{\"type\":\"roll\",\"dice\":[],\"white\":3}", "dice");
  expect_parse_error ("{\"type\":\"fill-depots\",\"depots\":[],\"black\":[],\"goods\":[1,2,3,4,5]}",
                      "depots");
  /* A tile the black depot cannot hold: one error (setting it twice made GLib warn, which
   * g_test_init() makes fatal). */
  expect_parse_error ("{\"type\":\"fill-depots\",\"depots\":[[],[],[],[],[],[]],"
                      "\"black\":[\"dragon\"],\"goods\":[1,2,3,4,5]}",
                      "“black” must be an array of tile names or nulls");
  expect_parse_error ("{\"type\":\"fill-depots\",\"depots\":[[],[],[],[],[],[]],"
                      "\"black\":[null,null,null,null,null,null,null,null,null],"
                      "\"goods\":[1,2,3,4,5]}",
                      "“black” must be an array of up to 8 tile names or nulls");
  expect_parse_error ("{\"type\":\"starting-goods\",\"player\":0,\"goods\":[1,2]}", "goods");
  expect_parse_error ("{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":2,\"keep\":[9]}",
                      "keep");
}

/* Every entry and every pending decision in words, naming the player. */
static void
test_describe (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (samples[i]);
      g_autofree char *text = ts_burgundy_describe_entry (s, e);
      g_assert_cmpuint (strlen (text), >, 10);
      if (e->type != TS_BURGUNDY_ENTRY_ROLL)
        g_assert_true (strstr (text, "Ana") || strstr (text, "Bruno") || strstr (text, "Carla")
                       || strstr (text, "Daniel") || strstr (text, "?"));
    }
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (pending, "Ana's turn: dice 3 and 4"));
  g_autofree TsBurgundyState *fresh = bt_new_game (2, NULL);
  g_autofree char *first = ts_burgundy_describe_pending (fresh);
  g_assert_nonnull (strstr (first, "starting goods"));
  g_autofree TsBurgundyEntry *take
      = bt_parse ("{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":4,\"slot\":2}");
  s->depots[3][2] = TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK;
  g_autofree char *text = ts_burgundy_describe_entry (s, take);
  g_assert_cmpstr (text, ==, "Ana takes the bank from depot 4 with the second die (showing 4).");

  /* Dice are named first and second, with the workers a change costs (3 to 5 is two steps,
   * 3 to 2 one), never "die 1" / "die 2". */
  g_autofree TsBurgundyEntry *spend
      = bt_parse ("{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":5}");
  g_autofree char *spend_text = ts_burgundy_describe_entry (s, spend);
  g_assert_cmpstr (spend_text, ==, "Ana spends 2 workers to turn the first die from 3 into a 5.");
  g_autofree TsBurgundyEntry *spend_one
      = bt_parse ("{\"type\":\"spend-workers\",\"player\":0,\"die\":1,\"to\":3}");
  g_autofree char *spend_one_text = ts_burgundy_describe_entry (s, spend_one);
  g_assert_cmpstr (spend_one_text, ==,
                   "Ana spends 1 worker to turn the second die from 4 into a 3.");
  g_autofree TsBurgundyEntry *castle
      = bt_parse ("{\"type\":\"take-workers\",\"player\":0,\"die\":\"castle\"}");
  g_autofree char *castle_text = ts_burgundy_describe_entry (s, castle);
  g_assert_cmpstr (castle_text, ==, "Ana takes workers with the castle's extra action.");

  /* A placement names the space as the board shows it (colour and die), not its index. */
  s->players[0].storage[0] = TS_BURGUNDY_TILE_SHIP;
  g_autofree TsBurgundyEntry *place
      = bt_parse ("{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,"
                  "\"space\":24}");
  g_autofree char *place_text = ts_burgundy_describe_entry (s, place);
  g_autofree char *space_name = ts_burgundy_space_name (&s->players[0], 24);
  g_autofree char *place_expected
      = g_strdup_printf ("Ana places the ship on %s with the first die (showing 3).", space_name);
  g_assert_nonnull (strstr (space_name, " space with die "));
  g_assert_cmpstr (place_text, ==, place_expected);
  g_assert_null (strstr (place_text, "24"));

  /* A roll lists every player's two dice in the order they will play (Bruno is ahead on the
   * bridge), then the white die. */
  s->players[1].bridge_space = s->players[0].bridge_space + 1;
  g_autofree TsBurgundyEntry *roll
      = bt_parse ("{\"type\":\"roll\",\"dice\":[[1,6],[2,2]],\"white\":4}");
  g_autofree char *roll_text = ts_burgundy_describe_entry (s, roll);
  g_assert_cmpstr (roll_text, ==, "Dice are rolled: Bruno 2 and 2, Ana 1 and 6; the white die "
                                  "shows 4.");
}

/* The module through the common interface: a full game, the ledger and the breakdown. */
static void
test_module (void)
{
  const TsGameModule *m = ts_games_lookup ("castles-of-burgundy");
  g_assert_nonnull (m);
  g_assert_cmpuint (m->min_players, ==, 1); /* the solo game (issue 15) */
  g_assert_cmpuint (m->max_players, ==, 4);
  g_autoptr (JsonArray) players = json_array_new ();
  json_array_add_string_element (players, "Ana");
  json_array_add_string_element (players, "Bruno");
  g_autoptr (GError) error = NULL;
  gpointer state = m->state_new (NULL, players, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  TsBurgundyEntry e;
  g_assert_null (m->final_breakdown (state));
  while (ts_burgundy_random_entry (state, rand, &e))
    {
      if (((TsBurgundyState *)state)->stage == TS_BURGUNDY_STAGE_TURN)
        {
          g_autoptr (GPtrArray) legal = m->legal_entries (state);
          g_assert_cmpuint (legal->len, >, 0);
        }
      g_autoptr (JsonNode) node = m->entry_to_json (&e);
      gpointer parsed = m->entry_from_json (node, &error);
      g_assert_no_error (error);
      g_autofree char *words = m->describe_entry (state, parsed);
      g_assert_true (m->apply (state, parsed, &error));
      m->entry_free (parsed);
    }
  g_assert_true (m->is_finished (state));
  g_autoptr (GPtrArray) ledger = m->ledger (state);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ts_ledger_sum (ledger, i, TS_LEDGER_VP), ==,
                       ((TsBurgundyState *)state)->players[i].vp);
      g_assert_cmpint (ts_ledger_sum (ledger, i, TS_LEDGER_SILVER), ==,
                       ((TsBurgundyState *)state)->players[i].silver);
    }
  g_autoptr (JsonNode) lj = ts_ledger_to_json (ledger);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (lj)), ==, ledger->len);
  g_autoptr (JsonNode) b = m->final_breakdown (state);
  JsonObject *bo = json_node_get_object (b);
  g_assert_true (json_object_has_member (bo, "winner"));
  g_assert_true (json_object_has_member (bo, "explanation"));
  JsonArray *pl = json_object_get_array_member (bo, "players");
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *p = json_array_get_object_element (pl, i);
      gint64 sum
          = json_object_get_int_member (p, "vp-track") + json_object_get_int_member (p, "goods")
            + json_object_get_int_member (p, "silver") + json_object_get_int_member (p, "workers");
      JsonArray *mons = json_object_get_array_member (p, "monasteries");
      for (guint k = 0; k < json_array_get_length (mons); k++)
        sum += json_object_get_int_member (json_array_get_object_element (mons, k), "vp");
      g_assert_cmpint (sum, ==, json_object_get_int_member (p, "total"));
    }
  g_autofree char *end = m->describe_pending (state);
  g_assert_nonnull (strstr (end, "wins"));
  gpointer copy = m->state_copy (state);
  g_assert_true (m->state_equal (copy, state));
  m->state_free (copy);
  m->state_free (state);
}

/* Ledger lines carry stable cause ids and translated text. */
static void
test_ledger_causes (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 5, 5);
  s->players[0].goods[5] = 1;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_autoptr (GPtrArray) lines = ts_burgundy_ledger_lines (s);
  TsLedgerLine *last = g_ptr_array_index (lines, lines->len - 1);
  g_assert_cmpstr (last->cause_id, ==, "sale");
  g_assert_cmpstr (last->cause_text, ==, "Sale of goods 5");
  g_assert_cmpint (last->entry_index, ==, s->n_entries - 1);
  TsLedgerLine *first = g_ptr_array_index (lines, 0);
  g_assert_cmpint (first->entry_index, ==, -1); /* setup */
  g_assert_cmpstr (first->cause_id, ==, "start");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/json/roundtrip", test_roundtrip);
  g_test_add_func ("/burgundy/json/parse-errors", test_parse_errors);
  g_test_add_func ("/burgundy/json/describe", test_describe);
  g_test_add_func ("/burgundy/module/full-game", test_module);
  g_test_add_func ("/burgundy/module/ledger-causes", test_ledger_causes);
  return g_test_run ();
}
