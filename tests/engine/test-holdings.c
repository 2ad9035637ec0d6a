/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What each player holds, for their own phone (TsGameModule.holdings): values the rules make
 * at known states, each citing its clauses; every player's holdings after every entry of
 * every record fixture (tests/data, tests/data/corpus) in words, never NULL or empty;
 * Caylus 1303's prestige only once it is not secret (CY-SET-14); a refused entry changes
 * nobody's holdings. */
#include "ts-game.h"

#include "carcassonne-util.h"
#include "caylus-util.h"
#include "kingsburg-util.h"
#include "shields-util.h"
#include "team-util.h"

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

/* Solo games (solo-util.c); its header's shorthands clash with shields-util.h's. */
TsBurgundyState *solo_turn (const char *options_json, guint a, guint b);

/* @player's holdings, every fact theirs with a label and a value in words. */
static GPtrArray *
holdings (const TsGameModule *module,
          gconstpointer       state,
          guint               player)
{
  GPtrArray *facts = module->holdings (state, player);

  g_assert_nonnull (facts);
  g_assert_cmpuint (facts->len, >, 0);
  for (guint i = 0; i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      g_assert_cmpint (fact->player, ==, (int) player);
      g_assert_nonnull (fact->label);
      g_assert_nonnull (fact->value);
      g_assert_cmpstr (fact->label, !=, "");
      g_assert_cmpstr (fact->value, !=, "");
    }
  return facts;
}

static void
assert_holds (const TsGameModule *module,
              gconstpointer       state,
              guint               player,
              const char         *label,
              const char         *value)
{
  g_autoptr (GPtrArray) facts = holdings (module, state, player);

  g_assert_cmpstr (ts_table_facts_lookup (facts, player, label), ==, value);
}

static void
assert_lacks (const TsGameModule *module,
              gconstpointer       state,
              guint               player,
              const char         *label)
{
  g_autoptr (GPtrArray) facts = holdings (module, state, player);

  g_assert_null (ts_table_facts_lookup (facts, player, label));
}

/* Every player's holdings as one text, to compare two states by. */
static char *
all_holdings (const TsGameModule *module,
              gconstpointer       state,
              guint               n_players)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    {
      g_autoptr (GPtrArray) facts = holdings (module, state, p);

      for (guint i = 0; i < facts->len; i++)
        {
          const TsTableFact *fact = g_ptr_array_index (facts, i);

          g_string_append_printf (text, "%u %s: %s\n", p, fact->label, fact->value);
        }
    }
  return g_string_free (text, FALSE);
}

/* @json is refused through the module and leaves every player's holdings as they were. */
static void
assert_refusal_keeps (const TsGameModule *module,
                      gpointer            state,
                      guint               n_players,
                      const char         *json)
{
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = all_holdings (module, state, n_players);
  g_autofree char *after = NULL;
  gpointer entry = module->entry_from_json (node, &error);

  g_assert_no_error (error);
  g_assert_false (module->apply (state, entry, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  module->entry_free (entry);
  after = all_holdings (module, state, n_players);
  g_assert_cmpstr (after, ==, before);
}

/* The Castles of Burgundy ---------------------------------------------------------------- */

/* CB-SET-11: 1 silver each; CB-SET-13: 1 worker for the first player, 2 for the second;
 * CB-SET-08: the starting castle fills 1 of the duchy's 37 spaces (CB-DUC-01). A tile taken
 * goes to storage (CB-ACT-02/03); a sale sells the whole stack of its type (CB-ACT-11) for 1
 * silver (CB-ACT-13). */
static void
test_burgundy_turn (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree TsBurgundyState *s = bt_turn_state (2, 6, 3);

  assert_holds (m, s, 0, "Silver", "1");
  assert_holds (m, s, 0, "Workers", "1");
  assert_holds (m, s, 1, "Workers", "2");
  assert_holds (m, s, 0, "Duchy", "1 of 37 spaces filled");
  assert_holds (m, s, 0, "Goods", "none");
  assert_holds (m, s, 0, "Tiles in storage", "none");
  assert_holds (m, s, 0, "Animals", "none");
  assert_lacks (m, s, 0, "Shields");

  /* Ana keeps 2 goods of type 3 and 1 of type 5; a bank waits in depot 6. */
  s->players[0].goods[3] = 2;
  s->players[0].goods[5] = 1;
  s->depots[5][1] = TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK;
  assert_holds (m, s, 0, "Goods", "2 × goods 3, 1 × goods 5");
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":6,\"slot\":1}");
  assert_holds (m, s, 0, "Tiles in storage", "bank");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":3}");
  assert_holds (m, s, 0, "Goods", "1 × goods 5");
  assert_holds (m, s, 0, "Silver", "2");
}

/* CB-ANI-01..03's example position (test-burgundy-rules-scoring.c): a cow tile placed from
 * storage (CB-ACT-06) adds its 4 cows to the player's animals, wherever the pasture, and
 * fills one more space. */
static void
test_burgundy_animals (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 2);

  bt_put (s, 0, 12, TS_BURGUNDY_MONASTERY_TILE (20));
  bt_put (s, 0, 6, TS_BURGUNDY_TILE_CASTLE);
  bt_put (s, 0, 5, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 3));
  bt_put (s, 0, 10, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_SHEEP, 3));
  bt_put (s, 0, 27, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 4));
  s->players[0].storage[0] = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 4);
  assert_holds (m, s, 0, "Animals", "7 cows, 3 sheep");
  assert_holds (m, s, 0, "Tiles in storage", "4 cows");
  assert_holds (m, s, 0, "Duchy", "6 of 37 spaces filled");
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":4}");
  assert_holds (m, s, 0, "Animals", "11 cows, 3 sheep");
  assert_holds (m, s, 0, "Duchy", "7 of 37 spaces filled");
  assert_holds (m, s, 0, "Tiles in storage", "none");
  assert_holds (m, s, 1, "Animals", "none");
}

/* CB-SHG-03/04: doubles take the shield of that depot onto a castle; the other player has
 * none. Only the shields module lists shields. */
static void
test_burgundy_shields (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree TsBurgundyState *s = sh_state (2, 5, 5);

  sh_put_on_depot (s, 5, 0, 4);
  assert_holds (m, s, 0, "Shields", "none");
  bt_apply_json (s, "{\"type\":\"take-shield\",\"player\":0,\"die\":\"doubles\",\"depot\":5,"
                    "\"slot\":0,\"space\":18}");
  assert_holds (m, s, 0, "Shields", "4");
  assert_holds (m, s, 1, "Shields", "none");
}

/* The solo game: CB-SOL-01, 1 silver and 2 workers; the castle fills 1 of 37 spaces
 * (CB-SOL-02). No team, no shields. */
static void
test_burgundy_solo (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree TsBurgundyState *s = solo_turn ("{\"solo\": true}", 1, 2);
  g_autoptr (GPtrArray) nobody = NULL;

  assert_holds (m, s, 0, "Silver", "1");
  assert_holds (m, s, 0, "Workers", "2");
  assert_holds (m, s, 0, "Duchy", "1 of 37 spaces filled");
  assert_lacks (m, s, 0, "Team");
  assert_lacks (m, s, 0, "Shields");
  /* One seat only. */
  nobody = m->holdings (s, 1);
  g_assert_cmpuint (nobody->len, ==, 0);
}

/* The team game: A1 and A2 share the team's silver and workers (CB-TEM-05: 2 silver, team A 3
 * workers, team B 5; CB-TEM-09), and the shared storage, while each has a private one
 * (CB-TEM-08). */
static void
test_burgundy_team (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree TsBurgundyState *s = team_turn (0, 6, 3);
  g_autofree char *board = NULL;

  assert_holds (m, s, 0, "Team", "Team A (Ana and Carla)");
  assert_holds (m, s, 1, "Team", "Team B (Bruno and Davi)");
  assert_holds (m, s, 0, "Team silver", "2");
  assert_holds (m, s, 2, "Team silver", "2");
  assert_holds (m, s, 0, "Team workers", "3");
  assert_holds (m, s, 3, "Team workers", "5");
  assert_lacks (m, s, 0, "Silver");
  board = g_strdup_printf ("1 of %u spaces filled",
                           ts_burgundy_board_n_spaces (&s->players[0].duchy));
  assert_holds (m, s, 2, "Team board", board);

  s->depots[5][1] = TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK;
  bt_apply_json (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":6,\"slot\":1,"
                    "\"store\":\"private\"}");
  assert_holds (m, s, 0, "Private storage", "bank");
  assert_holds (m, s, 2, "Private storage", "none");
  assert_holds (m, s, 2, "Team storage", "none");
}

/* Kingsburg ------------------------------------------------------------------------------ */

/* The rulebook's help example (KB-HLP-01..05): Ann's Jester and Treasurer, David's Architect
 * and Astronomer (KB-ADV-01/03/07/08) helped them this season; then Ann builds the Statue
 * (KB-BLD-02). After KB-AID-04 everyone has one good; KB-SET-05: no soldiers. */
static void
test_kingsburg (void)
{
  const TsGameModule *m = &ts_kingsburg_module;
  g_autofree TsKingsburgState *s = kt_new_game (4);

  kt_apply (s, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"wood\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":1,\"goods\":[\"stone\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":2,\"goods\":[\"gold\"]}");
  kt_apply (s, "{\"type\":\"goods\",\"player\":3,\"goods\":[\"gold\"]}");
  assert_holds (m, s, 0, "Wood", "1");
  assert_holds (m, s, 0, "Gold", "0");
  assert_holds (m, s, 0, "Soldiers", "0");
  assert_holds (m, s, 0, "Buildings", "none");
  assert_holds (m, s, 0, "Advisors this season", "none");
  assert_lacks (m, s, 0, "+2 Tokens");
  kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,3,5],[4,5,6],[4,6,1],[3,3,4]]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":1,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":3,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":4,\"dice\":[0]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":1,\"advisor\":9,\"dice\":[0,1]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":0,\"advisor\":8,\"dice\":[1,2]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":3,\"advisor\":7,\"dice\":[1,2]}");
  kt_apply (s, "{\"type\":\"influence\",\"player\":2,\"advisor\":6,\"dice\":[1]}");
  /* Dice on an advisor have not helped yet (KB-HLP-01). */
  assert_holds (m, s, 0, "Advisors this season", "none");
  kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  assert_holds (m, s, 0, "Advisors this season", "Jester");
  kt_apply (s, "{\"type\":\"help\",\"player\":2,\"advisor\":4,\"goods\":[\"wood\"]}");
  kt_apply (s, "{\"type\":\"help\",\"player\":2,\"advisor\":6,\"pay\":\"wood\"}");
  kt_apply (s, "{\"type\":\"help\",\"player\":3,\"advisor\":7,\"goods\":[\"wood\"]}");
  kt_apply (s, "{\"type\":\"help\",\"player\":1,\"advisor\":9,\"goods\":[\"wood\",\"gold\"]}");
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  assert_holds (m, s, 0, "Advisors this season", "Jester, Treasurer");
  assert_holds (m, s, 0, "Gold", "2");
  assert_holds (m, s, 3, "Advisors this season", "Architect, Astronomer");
  assert_holds (m, s, 3, "+2 Tokens", "1");
  assert_holds (m, s, 3, "Wood", "2");
  assert_holds (m, s, 2, "Advisors this season", "Merchant, Alchemist");
  assert_holds (m, s, 2, "Stone", "1");
  kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"statue\"}");
  assert_holds (m, s, 0, "Buildings", "Statue");
  assert_holds (m, s, 0, "Gold", "0");
  /* KB-HLP-05 and the season's end: the next season starts with no advisor's help. */
  kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  kt_pass_stage (s, TS_KINGSBURG_STAGE_TOWN_HALL);
  assert_holds (m, s, 0, "Advisors this season", "none");
  assert_holds (m, s, 0, "Buildings", "Statue");
}

/* KB-ENV-01..03's example: David, with the fewest buildings and goods, receives the Envoy;
 * only its holder lists it, as Brian lists his Inn among his buildings (KB-BLD). */
static void
test_kingsburg_envoy (void)
{
  const TsGameModule *m = &ts_kingsburg_module;
  g_autofree TsKingsburgState *s = kt_new_game (4);
  const char *five[] = { "statue", "chapel", "church", "inn", "market", NULL };
  const char *four[] = { "statue", "chapel", "church", "inn", NULL };
  const char *four_gt[] = { "statue", "chapel", "church", "guard-tower", NULL };

  kt_give (s, 0, 0, 0, 0, five);
  kt_give (s, 1, 1, 1, 0, four);
  kt_give (s, 2, 0, 1, 0, four);
  kt_give (s, 3, 0, 0, 0, four_gt);
  assert_lacks (m, s, 3, "The King's Envoy");
  kt_end_summer (s);
  assert_holds (m, s, 3, "The King's Envoy", "held");
  assert_lacks (m, s, 0, "The King's Envoy");
  assert_holds (m, s, 1, "Buildings", "Statue, Chapel, Church, Inn");
}

/* Records --------------------------------------------------------------------------------- */

/* The state after the first @upto entries of the record at @path (tests/data/...), and its
 * module and player count; with @check, every player's holdings are read after each entry. */
static gpointer
replay (const char          *path,
        guint                upto,
        gboolean             check,
        const TsGameModule **module_out,
        guint               *n_players_out)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *record, *options = NULL, *setup = NULL;
  JsonArray *players, *entries;
  const TsGameModule *module;
  gpointer state;
  guint n_players;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (parser));
  module = ts_games_lookup (json_object_get_string_member (record, "game"));
  g_assert_nonnull (module);
  g_assert_nonnull (module->holdings);
  if (json_object_has_member (record, "options"))
    options = json_object_get_object_member (record, "options");
  if (json_object_has_member (record, "setup"))
    setup = json_object_get_object_member (record, "setup");
  players = json_object_get_array_member (record, "players");
  entries = json_object_get_array_member (record, "entries");
  n_players = json_array_get_length (players);
  state = module->state_new (options, players, setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i <= MIN (upto, json_array_get_length (entries)); i++)
    {
      gpointer entry;

      if (check)
        {
          g_autoptr (GPtrArray) nobody = module->holdings (state, n_players);

          g_free (all_holdings (module, state, n_players));
          /* No seat past the players: nothing, never a crash. */
          g_assert_cmpuint (nobody->len, ==, 0);
        }
      if (i == MIN (upto, json_array_get_length (entries)))
        break;
      entry = module->entry_from_json (json_array_get_element (entries, i), &error);
      g_assert_no_error (error);
      if (!module->apply (state, entry, &error))
        g_error ("%s: entry %u refused: %s", path, i, error->message);
      module->entry_free (entry);
    }
  *module_out = module;
  *n_players_out = n_players;
  return state;
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* Every player's holdings after every entry of every record the tests keep: the short
 * records beside the tests and the frozen corpus of today's build (the records of earlier
 * builds replay under readings the model chooses: test-corpus.c). */
static void
test_every_record (void)
{
  static const char *const own[] = { "carcassonne-short.json", "caylus-complete.json",
                                     "caylus-short.json" };
  g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, "data", "corpus", NULL);
  g_autoptr (GDir) dir = g_dir_open (corpus, 0, NULL);
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint games[4] = { 0 };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    g_ptr_array_add (paths, data_path (own[i]));
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json")
        && !g_str_has_prefix (name, "history-"))
      g_ptr_array_add (paths, g_build_filename (corpus, name, NULL));
  for (guint i = 0; i < paths->len; i++)
    {
      const TsGameModule *module;
      guint n_players;
      gpointer state = replay (g_ptr_array_index (paths, i), G_MAXUINT, TRUE, &module,
                               &n_players);

      games[module == &ts_burgundy_module ? 0
            : module == &ts_kingsburg_module ? 1
            : module == &ts_carcassonne_module ? 2
                                               : 3]++;
      module->state_free (state);
    }
  /* Every game has records here (the corpus has 4 or more of each). */
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    g_assert_cmpuint (games[g], >=, 4);
}

/* Carcassonne ---------------------------------------------------------------------------- */

/* tests/data/carcassonne-short.json: Ana's thief and knight came back when Bruno completed
 * their road and city (CA-BSC-05), and Bruno, who completed the city, took its wine without a
 * knight in it (CA-TGD-03/04); the builder and the pig wait in the supply (CA-TBU, CA-TPG).
 * Each player's tiles, the newest first. */
static void
test_carcassonne (void)
{
  g_autofree char *path = data_path ("carcassonne-short.json");
  const TsGameModule *m;
  guint n;
  g_autofree TsCarcassonneState *s = replay (path, G_MAXUINT, FALSE, &m, &n);

  g_assert_true (m == &ts_carcassonne_module);
  assert_holds (m, s, 0, "Followers left", "7");
  assert_holds (m, s, 1, "Followers left", "7");
  assert_holds (m, s, 0, "Builder", "in supply");
  assert_holds (m, s, 1, "Pig", "in supply");
  assert_holds (m, s, 0, "Wine", "0");
  assert_holds (m, s, 1, "Wine", "1");
  assert_holds (m, s, 1, "Grain", "0");
  assert_holds (m, s, 0, "Last tile placed",
                "wine: city crossing W-E; fields N and S, at (0, −1)");
  assert_holds (m, s, 0, "Tile placed before",
                "three roads E/S/W ending at a junction, at (−1, 0)");
  assert_lacks (m, s, 0, "Tile placed before that");
  assert_holds (m, s, 1, "Last tile placed", "city cap on N, at (0, −2)");
}

/* The base game: followers only (CA-BSE-02), no tile placed yet; the builder on the map once
 * placed (CA-TBU-02). */
static void
test_carcassonne_figures (void)
{
  const TsGameModule *m = &ts_carcassonne_module;
  g_autofree TsCarcassonneState *base = ct_new_game (2, NULL);
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\": true, \"builder\": true}");

  assert_holds (m, base, 0, "Followers left", "7");
  assert_holds (m, base, 0, "Last tile placed", "none yet");
  assert_lacks (m, base, 0, "Builder");
  assert_lacks (m, base, 0, "Pig");
  assert_lacks (m, base, 0, "Wine");
  ct_box (s, "BASE-U:2 BASE-V:1");
  ct_tile (s, "BASE-U", 1, 0, 0, "follower:road0");
  assert_holds (m, s, 0, "Followers left", "6");
  ct_tile (s, "BASE-U", -1, 0, 0, NULL);
  ct_tile (s, "BASE-V", 2, 0, 0, "builder:road0");
  assert_holds (m, s, 0, "Builder", "on the map");
  assert_holds (m, s, 1, "Builder", "in supply");
  assert_holds (m, s, 0, "Last tile placed", "road curve W-S, at (2, 0)");
  assert_holds (m, s, 0, "Tile placed before", "straight road W-E, at (1, 0)");
  assert_holds (m, s, 1, "Last tile placed", "straight road W-E, at (−1, 0)");
}

/* Caylus 1303 ---------------------------------------------------------------------------- */

/* CY-SET-13: 2 wood, 1 stone, 1 food each; CY-SET-09: with 3 players 6 workers in supply and 9
 * in the Camp; CY-SET-08: one house under the Guild Bridge, 9 in supply; CY-SET-12: each
 * drafted one character. No building yet; the prestige is secret (CY-SET-14). */
static void
test_caylus_setup (void)
{
  const TsGameModule *m = &ts_caylus_module;
  g_autofree TsCaylusState *s
      = cy_new_setup (3, "bailiff thief helper laborer goldsmith master-builder");

  assert_holds (m, s, 0, "Wood", "2");
  assert_holds (m, s, 0, "Stone", "1");
  assert_holds (m, s, 0, "Food", "1");
  assert_holds (m, s, 0, "Cloth", "0");
  assert_holds (m, s, 0, "Gold", "0");
  assert_holds (m, s, 1, "Workers", "6 + 9 in the Camp");
  assert_holds (m, s, 1, "Houses", "9");
  assert_holds (m, s, 0, "Characters", "Bailiff");
  assert_holds (m, s, 2, "Characters", "Helper");
  assert_holds (m, s, 0, "Buildings", "none");
  assert_lacks (m, s, 0, "Prestige");
}

/* tests/data/caylus-complete.json: halfway no phone shows prestige (CY-SET-14); once the final
 * scoring is done each shows its player's, which is what the ledger sums. Every house that
 * left the supply, but the Guild Bridge's (CY-SET-08), stands on a building the player owns. */
static void
test_caylus_prestige (void)
{
  g_autofree char *path = data_path ("caylus-complete.json");
  const TsGameModule *m;
  guint n;
  g_autofree TsCaylusState *half = replay (path, 100, FALSE, &m, &n);
  g_autofree TsCaylusState *end = replay (path, G_MAXUINT, FALSE, &m, &n);

  g_assert_true (m->points_secret (half));
  g_assert_false (m->points_secret (end));
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *pp = g_strdup_printf ("%d", cy_pp (end, p));
      g_autoptr (GPtrArray) facts = holdings (m, end, p);
      g_auto (GStrv) buildings = NULL;
      const char *list = ts_table_facts_lookup (facts, p, "Buildings");

      assert_lacks (m, half, p, "Prestige");
      assert_holds (m, end, p, "Prestige", pp);
      buildings = g_strsplit (list, ", ", -1);
      g_assert_cmpuint (g_strcmp0 (list, "none") == 0 ? 0 : g_strv_length (buildings), ==,
                        TS_CAYLUS_HOUSES - 1 - end->players[p].houses);
    }
}

/* Refusals --------------------------------------------------------------------------------- */

/* An entry refused leaves every player's holdings as they were (TsGameModule.apply), in each
 * game: a tile from a depot the die does not name (CB-ACT-02), an influence before the dice
 * are rolled (KB-INF-01), a tile on a taken cell (CA-BTL-01), a worker on an empty Road
 * space (CY-PLN-04). */
static void
test_refused (void)
{
  g_autofree TsBurgundyState *b = bt_turn_state (2, 6, 3);
  g_autofree TsKingsburgState *k = kt_new_game (3);
  g_autofree char *path = data_path ("carcassonne-short.json");
  const TsGameModule *m;
  guint n;
  g_autofree TsCarcassonneState *c = replay (path, G_MAXUINT, FALSE, &m, &n);
  g_autofree TsCaylusState *y = cy_new_setup (2, "thief bailiff helper laborer goldsmith");

  b->players[0].goods[4] = 2;
  b->depots[1][0] = TS_BURGUNDY_TILE_MINE;
  assert_refusal_keeps (&ts_burgundy_module, b, 2,
                        "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":2,\"slot\":0}");
  assert_refusal_keeps (&ts_kingsburg_module, k, 3,
                        "{\"type\":\"influence\",\"player\":0,\"advisor\":1,\"dice\":[0]}");
  assert_refusal_keeps (&ts_carcassonne_module, c, 2,
                        "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":0,\"rotation\":0}");
  assert_refusal_keeps (&ts_caylus_module, y, 2,
                        "{\"type\":\"place\",\"player\":0,\"at\":\"road-12\"}");
}

/* The four games have holdings. */
static void
test_every_game (void)
{
  guint n = 0;
  const TsGameModule *const *all = ts_games_get_all (&n);

  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (all[i]->holdings);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/holdings/every-game", test_every_game);
  g_test_add_func ("/holdings/burgundy/CB-ACT-13", test_burgundy_turn);
  g_test_add_func ("/holdings/burgundy/CB-ANI-01", test_burgundy_animals);
  g_test_add_func ("/holdings/burgundy/CB-SHG-04", test_burgundy_shields);
  g_test_add_func ("/holdings/burgundy/CB-SOL-01", test_burgundy_solo);
  g_test_add_func ("/holdings/burgundy/CB-TEM-09", test_burgundy_team);
  g_test_add_func ("/holdings/kingsburg/KB-HLP-01", test_kingsburg);
  g_test_add_func ("/holdings/kingsburg/KB-ENV-01", test_kingsburg_envoy);
  g_test_add_func ("/holdings/carcassonne/CA-BSE-02", test_carcassonne);
  g_test_add_func ("/holdings/carcassonne/CA-TBU-02", test_carcassonne_figures);
  g_test_add_func ("/holdings/caylus/CY-SET-13", test_caylus_setup);
  g_test_add_func ("/holdings/caylus/CY-SET-14", test_caylus_prestige);
  g_test_add_func ("/holdings/refused", test_refused);
  g_test_add_func ("/holdings/every-record", test_every_record);
  return g_test_run ();
}
