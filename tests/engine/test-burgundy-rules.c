/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Castles of Burgundy base rules, one test (at least) per clause; the clause id is the last
 * component of each test path (docs/rules-coverage.md). Setup, rounds and advanced duchies
 * here; turns and die actions: test-burgundy-rules-actions.c; what tiles earn, phase end
 * and end of game: test-burgundy-rules-scoring.c. Monasteries: test-burgundy-
 * monasteries.c; data: test-burgundy-data.c. */
#include "burgundy-rules-util.h"

#include "ts-engine-error.h"

/* 2. Setup ----------------------------------------------------------------------------- */

static void
test_player_count (void)
{
  for (guint n = 1; n <= 5; n++)
    {
      g_autoptr (JsonArray) players = json_array_new ();
      g_autoptr (GError) error = NULL;
      for (guint i = 0; i < n; i++)
        json_array_add_string_element (players, "x");
      g_autofree TsBurgundyState *s
          = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
      if (n < 2 || n > 4)
        {
          g_assert_null (s);
          g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
        }
      else
        g_assert_nonnull (s);
    }
}

/* CB-SET-01, CB-PLY-01..03, CB-PHS-05: spaces used by player count. */
static void
test_spaces_by_count (void)
{
  static const guint coloured[] = { 0, 0, 12, 18, 24 }, black[] = { 0, 0, 4, 6, 8 };
  for (guint n = 2; n <= 4; n++)
    {
      g_autofree TsBurgundyState *s = bt_new_game_at_turn (n, 3);
      guint c = 0, b = 0;
      for (guint d = 0; d < 6; d++)
        for (guint k = 0; k < 4; k++)
          c += s->depots[d][k] != 0;
      for (guint k = 0; k < 8; k++)
        b += s->black[k] != 0;
      g_assert_cmpuint (c, ==, coloured[n]);
      g_assert_cmpuint (b, ==, black[n]);
    }
}

/* CB-SET-02, CB-TRN-07: workers and silver have no limit. */
static void
test_unlimited_supply (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 3, 3);
  s->players[0].workers = 30; /* more than the 26 tokens in the box */
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (s->players[0].workers, ==, 32);
}

/* CB-SET-03: stacks by back colour; a space takes a tile of its colour. */
static void
test_fill_colours (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  TsBurgundyEntry e;
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  g_autoptr (GError) error = NULL;

  while (s->stage != TS_BURGUNDY_STAGE_FILL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  /* Depot 1 space 2 is a city space: a ship cannot go there. */
  TsBurgundyEntry bad = e;
  bad.fill[0][2] = T_SHIP;
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_cmpstr (error->message, ==, "A ship cannot go on the beige city space of depot 1.");
  g_assert_true (ts_burgundy_state_equal (before, s));
  g_clear_error (&error);
  /* Monastery 1 has no black back: it cannot be in the black depot. */
  bad = e;
  bad.fill_black[1] = T_MON (1);
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "black"));
  g_clear_error (&error);
  g_assert_true (ts_burgundy_apply (s, &e, &error));
}

/* CB-SET-04, CB-PHS-06, CB-RND-06: 5 goods per phase, one per round. */
static void
test_phase_goods (void)
{
  g_autofree TsBurgundyState *s = bt_new_game_at_turn (3, 7);
  g_assert_cmpuint (s->n_round_goods, ==, 4); /* one went out with the first roll */
  g_assert_cmpuint (TS_BURGUNDY_ROUNDS - s->round - 1, ==, s->n_round_goods);
}

/* CB-SET-05, CB-SET-10: goods left after the starting draws are never used. */
static void
test_unused_goods (void)
{
  for (guint n = 2; n <= 4; n += 2)
    {
      g_autofree TsBurgundyState *s = bt_new_game (n, NULL);
      g_autoptr (GRand) rand = g_rand_new_with_seed (n);
      TsBurgundyEntry e;
      while (ts_burgundy_random_entry (s, rand, &e))
        g_assert_true (ts_burgundy_apply (s, &e, NULL));
      guint left = 0;
      for (guint g = 1; g <= 6; g++)
        left += s->goods_supply[g];
      /* Example (derived): 4 players leave 5 goods in the box, 2 players 11. */
      g_assert_cmpuint (left, ==, n == 4 ? 5 : 11);
    }
}

/* CB-SET-06, CB-CMP-04: 12 bonus tiles, none taken at the start. */
static void
test_bonus_tiles_start (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      g_assert_cmpint (s->bonus_large_owner[c], ==, -1);
      g_assert_cmpint (s->bonus_small_owner[c], ==, -1);
    }
}

/* CB-SET-07: everyone on the same duchy (1 unless the setup says 2). */
static void
test_same_duchy (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (
      parser, "{\"players\":[\"a\",\"b\",\"c\"],\"setup\":{\"duchy\":\"2\"}}", -1, NULL));
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_autofree TsBurgundyState *s
      = ts_burgundy_state_new_from_setup (NULL, json_object_get_array_member (root, "players"),
                                          json_object_get_object_member (root, "setup"), NULL);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (s->players[i].duchy.id, ==, "2");
  g_autofree TsBurgundyState *d = bt_new_game (2, NULL);
  g_assert_cmpstr (d->players[1].duchy.id, ==, "1");
}

/* CB-SET-08: the starting castle on the central dark-green space. */
static void
test_start_castle (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_assert_cmpint (s->players[0].tiles[18], ==, T_CASTLE);
  g_assert_cmpint (s->players[0].duchy.colour[18], ==, TS_BURGUNDY_CASTLE);
  g_assert_cmpint (s->players[0].n_placed, ==, 1);
  /* 14 coloured castles minus 2 starting ones. */
  g_assert_cmpint (s->supply[0][T_CASTLE], ==, 12);
}

/* CB-SET-09: 3 starting goods, same types stacked. */
static void
test_starting_goods (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[2,2,5]}");
  g_assert_cmpint (s->players[1].goods[2], ==, 2);
  g_assert_cmpint (s->players[1].goods[5], ==, 1);
  g_assert_cmpuint (ts_burgundy_goods_types (&s->players[1]), ==, 2);
  REFUSED (s, "already", "{\"type\":\"starting-goods\",\"player\":1,\"goods\":[1,1,1]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
  bt_apply_json (s, "{\"type\":\"starting-goods\",\"player\":0,\"goods\":[6,6,6]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
}

/* CB-SET-11: 1 silver each, VP 0, in the ledger. */
static void
test_start_silver (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].silver, ==, 1);
      g_assert_cmpint (s->players[i].vp, ==, 0);
      g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_SILVER), ==, 1);
    }
}

/* CB-SET-12, CB-SET-14: setup order is turn order; stacked on bridge space 1, first on top. */
static void
test_start_bridge (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].bridge_space, ==, 1);
      g_assert_cmpint (s->order[i], ==, i);
    }
  g_assert_cmpint (s->players[0].bridge_height, >, s->players[1].bridge_height);
  g_assert_cmpint (s->players[2].bridge_height, >, s->players[3].bridge_height);
}

/* CB-SET-13: 1, 2, 3, 4 workers in turn order. */
static void
test_start_workers (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (4, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (s->players[i].workers, ==, i + 1);
      g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_WORKERS), ==, i + 1);
    }
}

/* CB-SET-15, CB-RND-01, CB-RND-02: the first player has the white die; its value sends the
 * next goods tile to that depot. */
static void
test_roll (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  TsBurgundyEntry e;
  while (s->stage != TS_BURGUNDY_STAGE_ROLL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  guint goods = s->round_goods[0];
  TsBurgundyEntry bad;
  g_autoptr (GError) error = NULL;
  ts_burgundy_entry_init (&bad, TS_BURGUNDY_ENTRY_ROLL, -1);
  bad.dice[0][0] = 1; /* player 1's dice missing */
  bad.white = 3;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "2 dice"));
  g_clear_error (&error);
  bad.dice[0][1] = bad.dice[1][0] = bad.dice[1][1] = 2;
  bad.white = 0;
  g_assert_false (ts_burgundy_apply (s, &bad, &error));
  g_assert_nonnull (strstr (error->message, "white"));
  bt_apply_json (s, "{\"type\":\"roll\",\"dice\":[[1,6],[2,2]],\"white\":4}");
  g_assert_cmpint (s->depot_goods[3][goods], ==, 1);
  g_assert_cmpint (s->current, ==, 0);
  g_assert_cmpint (s->dice[0][1], ==, 6);
  g_assert_cmpint (s->white, ==, 4);
}

/* 5. Rounds ---------------------------------------------------------------------------- */

/* CB-RND-03: the white die is never an action die. */
static void
test_white_not_usable (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->white = 5;
  s->depots[4][1] = T_MINE;
  REFUSED (s, "depot 1 only",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":5,\"slot\":1}");
  g_autofree TsBurgundyEntry *legal = NULL;
  guint n;
  legal = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    g_assert_false (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_TILE);
}

/* CB-RND-04, CB-RND-05: bridge order; a ship moves its owner for the next round only. */
static void
test_round_order (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 2, 2);
  TsBurgundyPlayer *p1;
  /* Player 0 takes workers twice; then player 1 places a ship and moves ahead. */
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  if (s->current == 0)
    bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_cmpint (s->current, ==, 1);
  bt_set_dice (s, 2, 2);
  p1 = &s->players[1];
  p1->storage[0] = T_SHIP;
  bt_apply_f (s, "{\"type\":\"place-tile\",\"player\":1,\"die\":0,\"storage\":0,\"space\":%d}",
              bt_space (s, 1, TS_BURGUNDY_RIVER, 2));
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":1,\"depot\":3}");
  g_assert_cmpint (p1->bridge_space, ==, 2);
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":1,\"die\":1}");
  if (s->current == 1)
    bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":1}");
  /* Still player 2 this round (order fixed per round). */
  g_assert_cmpint (s->current, ==, 2);
  bt_set_dice (s, 2, 2);
  bt_apply_json (s, "{\"type\":\"end-turn\",\"player\":2}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL);
  g_assert_cmpint (s->round, ==, 1);
  bt_apply_json (s, "{\"type\":\"roll\",\"dice\":[[1,1],[2,2],[3,3]],\"white\":1}");
  g_assert_cmpint (s->order[0], ==, 1);
  g_assert_cmpint (s->current, ==, 1);
  g_assert_cmpint (s->order[1], ==, 0);
  g_assert_cmpint (s->order[2], ==, 2);
}

/* CB-RND-07, CB-PHS-01, CB-PHE-01, CB-END-01: 5 phases of 5 rounds, 25 rolls. */
static void
test_game_length (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (3, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  TsBurgundyEntry e;
  guint rolls = 0, fills = 0;
  while (ts_burgundy_random_entry (s, rand, &e))
    {
      rolls += e.type == TS_BURGUNDY_ENTRY_ROLL;
      fills += e.type == TS_BURGUNDY_ENTRY_FILL_DEPOTS;
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_cmpuint (rolls, ==, 25);
  g_assert_cmpuint (fills, ==, 5);
  g_assert_true (s->stage == TS_BURGUNDY_STAGE_OVER);
}

/* 28. Advanced duchies ---------------------------------------------------------- */

static TsBurgundyState *
setup_json (const char *players_json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, players_json, -1, NULL));
  return ts_burgundy_state_new_from_setup (
      NULL, json_node_get_array (json_parser_get_root (parser)), NULL, error);
}

/* CB-ADV-01, CB-ADV-02: other duchies, start castle on a chosen dark-green space. */
static void
test_advanced_duchies (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = setup_json (
      "[{\"name\":\"a\",\"duchy\":\"6\",\"start-space\":33},{\"name\":\"b\",\"duchy\":\"9\","
      "\"start-space\":15}]",
      &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->players[0].tiles[33], ==, T_CASTLE);
  g_assert_cmpint (s->players[1].tiles[15], ==, T_CASTLE);
  g_autofree TsBurgundyState *bad
      = setup_json ("[{\"name\":\"a\",\"duchy\":\"9\"},{\"name\":\"b\"}]", &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "castle"));
}

/* Duchies 4 and 8 are not shipped: refused unless the layout is entered. */
static void
test_unknown_duchy (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *bad = setup_json ("[{\"name\":\"a\",\"duchy\":\"4\"},\"b\"]", &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "not known"));
  g_clear_error (&error);
  /* The layout of duchy 1 typed in as if it were the user's duchy 4. */
  const TsBurgundyDuchy *d1 = ts_burgundy_data_find_duchy (ts_burgundy_data_get (NULL), "1");
  char cells[38], dice[38];
  for (guint i = 0; i < 37; i++)
    cells[i] = "CPSBYM"[d1->colour[i]], dice[i] = '0' + d1->die[i];
  cells[37] = dice[37] = 0;
  g_autofree char *json = g_strdup_printf (
      "[{\"name\":\"a\",\"duchy\":\"4\",\"layout\":{\"cells\":\"%s\",\"dice\":\"%s\"}},\"b\"]",
      cells, dice);
  g_autofree TsBurgundyState *ok = setup_json (json, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ok->players[0].duchy.id, ==, "4");
  cells[0] = 'C';
  g_autofree char *json2 = g_strdup_printf (
      "[{\"name\":\"a\",\"duchy\":\"4\",\"layout\":{\"cells\":\"%s\",\"dice\":\"%s\"}},\"b\"]",
      cells, dice);
  g_autofree TsBurgundyState *broken = setup_json (json2, &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "castle"));
}

/* Unknown tiles: entered unidentified, identified when taken. */
static void
test_unknown_tiles (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 4, 4);
  s->depots[3][1] = TS_BURGUNDY_TILE_UNKNOWN;
  s->unknown[0][TS_BURGUNDY_CITY] = 1;
  REFUSED (s,
           "The tile on the beige city space of depot 4 was not identified when the depots were "
           "filled: say which tile it is.",
           "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1}");
  REFUSED (
      s, "A ship cannot lie on the beige city space of depot 4.",
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1,\"tile\":\"ship\"}");
  int banks = s->supply[0][T_BLD (BANK)];
  bt_apply_json (
      s,
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":4,\"slot\":1,\"tile\":\"bank\"}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_BLD (BANK));
  g_assert_cmpint (s->supply[0][T_BLD (BANK)], ==, banks - 1);
  g_assert_cmpint (s->unknown[0][TS_BURGUNDY_CITY], ==, 0);
}

/* A long name is cut on a character boundary, so every sentence built from it is valid
 * UTF-8; a name that is not UTF-8 is refused. */
static void
test_long_player_names (void)
{
  g_autoptr(JsonNode) players = json_from_string (
      "[{\"name\": \"Ana Maria da Conceição Gonçalves Ferreira\"}, "
      "{\"name\": \"ÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇ\"}]", NULL);
  g_autoptr(JsonArray) bad = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree TsBurgundyState *s = NULL;
  g_autofree char *pending = NULL;

  s = ts_burgundy_state_new_from_setup (NULL, json_node_get_array (players), NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (g_utf8_validate (s->names[i], -1, NULL));
      g_assert_cmpuint (strlen (s->names[i]), >=, sizeof s->names[i] - 4);
    }
  g_assert_true (g_str_has_prefix (s->names[0], "Ana Maria da Concei"));
  pending = ts_burgundy_describe_pending (s);
  g_assert_true (g_utf8_validate (pending, -1, NULL));

  json_array_add_string_element (bad, "Ana");
  json_array_add_string_element (bad, "Bruno\xc3");
  g_assert_null (ts_burgundy_state_new_from_setup (NULL, bad, NULL, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "player 2"));
}

/* A setup or option member of the wrong type is refused with a message naming it, never
 * read as its default ("effect-discard": "false" played with the rule on). */
static void
test_refuses_wrong_typed_setup (void)
{
  static const struct
  {
    const char *options;
    const char *players;
    const char *setup;
    const char *message;
  } cases[] = {
    { "{\"effect-discard\": \"false\"}", NULL, NULL,
      "“options.effect-discard” must be true or false" },
    { "{\"mine-income-after-e\": 0}", NULL, NULL,
      "“options.mine-income-after-e” must be true or false" },
    { NULL, NULL, "{\"duchy\": {}}", "“setup.duchy” must be a string" },
    { NULL, NULL, "{\"duchy\": 6}", "“setup.duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": {}}]", NULL,
      "“players[1].duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": 6}]", NULL,
      "“players[1].duchy” must be a string" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": -5}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": [18]}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": 4294967314}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": \"Bruno\", \"start-space\": \"18\"}]", NULL,
      "“players[1].start-space” must be a whole number from 0 to 36" },
    { NULL, "[\"Ana\", {\"name\": 7}]", NULL, "“players[1].name” must be a string" },
    { NULL, "[\"Ana\", 7]", NULL, "“players[1]” must be a name or an object" },
    { NULL, "[\"Ana\", {\"name\": \"B\", \"layout\": \"CCC\"}]", NULL,
      "“players[1].layout” must be an object" },
    { NULL, "[\"Ana\", {\"name\": \"B\", \"layout\": {\"cells\": 1, \"dice\": \"1\"}}]",
      NULL, "“players[1].layout.cells” must be a string" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) options = cases[i].options ? json_from_string (cases[i].options, NULL)
                                                     : NULL;
      g_autoptr(JsonNode) players
          = json_from_string (cases[i].players ? cases[i].players : "[\"Ana\", \"Bruno\"]", NULL);
      g_autoptr(JsonNode) setup = cases[i].setup ? json_from_string (cases[i].setup, NULL)
                                                 : NULL;
      g_autoptr(GError) error = NULL;
      g_autofree TsBurgundyState *s = NULL;

      s = ts_burgundy_state_new_from_setup (options ? json_node_get_object (options) : NULL,
                                            json_node_get_array (players),
                                            setup ? json_node_get_object (setup) : NULL, &error);
      g_assert_null (s);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/" path, fn)
  ADD ("setup/player-count/CB-PLY-01", test_player_count);
  ADD ("setup/refuses-wrong-types", test_refuses_wrong_typed_setup);
  ADD ("setup/spaces-by-player-count/CB-SET-01", test_spaces_by_count);
  ADD ("setup/spaces-by-player-count/CB-PLY-02", test_spaces_by_count);
  ADD ("setup/spaces-by-player-count/CB-PLY-03", test_spaces_by_count);
  ADD ("phase/black-depot-spaces/CB-PHS-05", test_spaces_by_count);
  ADD ("setup/unlimited-supply/CB-SET-02", test_unlimited_supply);
  ADD ("turn/unlimited-workers-silver/CB-TRN-07", test_unlimited_supply);
  ADD ("setup/stacks-by-back/CB-SET-03", test_fill_colours);
  ADD ("phase/fill-matching-colour/CB-PHS-04", test_fill_colours);
  ADD ("setup/five-goods-per-phase/CB-SET-04", test_phase_goods);
  ADD ("phase/goods-on-round-spaces/CB-PHS-06", test_phase_goods);
  ADD ("round/goods-left-equal-rounds/CB-RND-06", test_phase_goods);
  ADD ("setup/remaining-goods/CB-SET-05", test_unused_goods);
  ADD ("setup/leftover-goods-unused/CB-SET-10", test_unused_goods);
  ADD ("setup/bonus-tiles/CB-SET-06", test_bonus_tiles_start);
  ADD ("setup/twelve-bonus-tiles/CB-CMP-04", test_bonus_tiles_start);
  ADD ("round/two-dice-each-and-white/CB-CMP-06", test_roll);
  ADD ("setup/same-duchy/CB-SET-07", test_same_duchy);
  ADD ("setup/start-castle/CB-SET-08", test_start_castle);
  ADD ("setup/starting-goods/CB-SET-09", test_starting_goods);
  ADD ("setup/starting-silver/CB-SET-11", test_start_silver);
  ADD ("setup/first-player/CB-SET-12", test_start_bridge);
  ADD ("setup/bridge-stack/CB-SET-14", test_start_bridge);
  ADD ("setup/starting-workers/CB-SET-13", test_start_workers);
  ADD ("setup/white-die/CB-SET-15", test_roll);
  ADD ("round/roll/CB-RND-01", test_roll);
  ADD ("round/goods-to-white-depot/CB-RND-02", test_roll);
  ADD ("round/white-die-not-usable/CB-RND-03", test_white_not_usable);
  ADD ("round/bridge-order/CB-RND-04", test_round_order);
  ADD ("round/round-ends/CB-RND-05", test_round_order);
  ADD ("round/twenty-five-rounds/CB-RND-07", test_game_length);
  ADD ("phase/five-phases/CB-PHS-01", test_game_length);
  ADD ("phase-end/after-fifth-round/CB-PHE-01", test_game_length);
  ADD ("end/after-phase-e/CB-END-01", test_game_length);
  ADD ("setup/advanced-duchy/CB-ADV-01", test_advanced_duchies);
  ADD ("setup/start-castle-choice/CB-ADV-02", test_advanced_duchies);
  ADD ("setup/unknown-duchy/CB-DUC-01", test_unknown_duchy);
  ADD ("phase/unidentified-tiles/CB-PHS-04", test_unknown_tiles);
  ADD ("setup/long-player-names", test_long_player_names);
  return g_test_run ();
}
