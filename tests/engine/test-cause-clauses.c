/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every cause of a point names its rule (issue 55, TsGameModule.cause_clause): random complete
 * games of every game and mode, and every line of their ledgers and final breakdowns (lines
 * and tie-breaks) maps to a clause of the game's own clause list that the user guide explains,
 * a section of help/C/rules-GAME.page (the page the score page's Why? opens). Then each game's
 * every kind of cause, with each detail its id can carry, as its id function writes it, so
 * that a cause the random games happen not to meet is mapped too. TS_PROPERTY_GAMES lowers
 * the number of games per mode. */
#include "ts-game.h"

#include <stdlib.h>
#include <string.h>

#include "carcassonne-util.h"
#include "caylus-util.h"
#include "kingsburg-util.h"
#include "solo-util.h"
#include "team-util.h"
#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

static guint n_games = 100;

/* One game's clauses as the guide explains them, and what the games met. */
typedef struct
{
  const TsGameModule *module;
  const char *prefix;   /* its clauses' ("CB-") */
  GHashTable *sections; /* the rules page's section ids */
  GHashTable *met;      /* "cause (resource)" -> its clause, every cause the games met */
  guint n_lines;        /* ledger and breakdown lines checked */
  GString *problems;
} Game;

static void
game_init (Game *game, const TsGameModule *module, const char *prefix)
{
  g_autofree char *name = g_strdup_printf ("rules-%s.page", module->id);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) section = g_regex_new ("<section\\s+id=\"([^\"]+)\"", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;

  memset (game, 0, sizeof *game);
  game->module = module;
  game->prefix = prefix;
  game->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  game->met = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  game->problems = g_string_new (NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  for (g_regex_match (section, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    g_hash_table_add (game->sections, g_match_info_fetch (match, 1));
  g_assert_cmpuint (g_hash_table_size (game->sections), >, 50);
}

/* Fails with every cause that names no clause, or one the guide does not explain. */
static void
game_finish (Game *game, guint least_causes)
{
  GHashTableIter iter;
  gpointer cause, clause;

  g_hash_table_iter_init (&iter, game->met);
  while (g_hash_table_iter_next (&iter, &cause, &clause))
    g_test_message ("%s: %s -> %s", game->module->id, (char *)cause, (char *)clause);
  g_test_message ("%s: %u lines, %u causes", game->module->id, game->n_lines,
                  g_hash_table_size (game->met));
  if (game->problems->len > 0)
    g_error ("%s:\n%s", game->module->id, game->problems->str);
  /* The games met the game's causes, not a few of them. */
  g_assert_cmpuint (g_hash_table_size (game->met), >=, least_causes);
  g_hash_table_unref (game->sections);
  g_hash_table_unref (game->met);
  g_string_free (game->problems, TRUE);
}

/* @where: a line's member of the breakdown, "ledger line", or NULL for an id made here. */
static void
check_cause (Game *game, const char *cause, TsLedgerResource resource, const char *where)
{
  const char *clause = ts_games_cause_clause (game->module, cause, resource);
  g_autofree char *section = clause != NULL ? g_ascii_strdown (clause, -1) : NULL;
  g_autofree char *key
      = g_strdup_printf ("%s (%s)", cause, ts_ledger_resource_to_string (resource));

  if (where != NULL)
    {
      game->n_lines++;
      if (g_hash_table_contains (game->met, key))
        return;
      g_hash_table_insert (game->met, g_strdup (key), (gpointer)(clause != NULL ? clause : "-"));
    }
  else
    where = "cause id";
  if (clause == NULL)
    g_string_append_printf (game->problems, "%s “%s” names no clause\n", where, key);
  else if (!g_str_has_prefix (clause, game->prefix))
    g_string_append_printf (game->problems, "%s “%s”: %s is another game's clause\n", where, key,
                            clause);
  else if (!g_hash_table_contains (game->sections, section))
    g_string_append_printf (game->problems, "%s “%s”: %s has no section on rules-%s.page\n", where,
                            key, clause, game->module->id);
}

static void
check_breakdown_lines (Game *game, JsonObject *player, const char *member)
{
  JsonArray *lines = json_object_has_member (player, member)
                         ? json_object_get_array_member (player, member)
                         : NULL;

  for (guint k = 0; lines != NULL && k < json_array_get_length (lines); k++)
    check_cause (game,
                 json_object_get_string_member (json_array_get_object_element (lines, k), "cause"),
                 TS_LEDGER_VP, member);
}

/* Every ledger line, and once over every line of the final breakdown. */
static void
check_state (Game *game, gconstpointer state)
{
  g_autoptr (GPtrArray) lines = game->module->ledger (state);
  g_autoptr (JsonNode) breakdown = NULL;
  JsonArray *players;

  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);

      check_cause (game, line->cause_id, line->resource, "ledger line");
    }
  g_assert_true (game->module->is_finished (state));
  breakdown = game->module->final_breakdown (state);
  g_assert_nonnull (breakdown);
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  g_assert_nonnull (players);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      check_breakdown_lines (game, player, "lines");
      check_breakdown_lines (game, player, "tie-breaks");
    }
}

/* -------------------------------------------------------------------------------------- */
/* The Castles of Burgundy                                                                 */

#define DUCHY_1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DUCHY_1_DICE "6543216545431236126541254312612563413"

static void
play_burgundy (Game *game, TsBurgundyState *s, guint seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  TsBurgundyEntry e;
  guint steps = 0;

  while (ts_burgundy_random_entry (s, rand, &e))
    {
      g_autoptr (GError) error = NULL;

      if (!ts_burgundy_apply (s, &e, &error))
        g_error ("seed %u: random entry %s refused: %s", seed, ts_burgundy_entry_type_id (e.type),
                 error->message);
      g_assert_cmpuint (++steps, <, 5000);
    }
  check_state (game, s);
  g_free (s);
}

/* The modules each on or off at random, the outposts on duchy 1 with 3 random outposts. */
static TsBurgundyState *
burgundy_modules_game (guint n_players, GRand *rand, gboolean outposts)
{
  static const char *const modules[]
      = { "extra-tiles", "white-castles", "inns", "trade-routes", "shields" };
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  static const guint8 ring[] = { 0, 1, 2, 3, 8, 14, 21, 27, 32, 36, 35, 34, 33, 28, 22, 15, 9, 4 };
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s;
  gboolean routes = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (modules); k++)
    if (g_rand_boolean (rand) && !(outposts && k == 3))
      {
        json_object_set_boolean_member (options, modules[k], TRUE);
        routes |= k == 3;
      }
  if (outposts)
    json_object_set_boolean_member (options, "outposts", TRUE);
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "name", names[i]);
      if (outposts)
        {
          g_autofree char *json = NULL;
          g_autoptr (JsonNode) layout = NULL;
          GString *at = g_string_new ("[");

          for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
            g_string_append_printf (at, "%s[%u]", k ? ", " : "",
                                    ring[g_rand_int_range (rand, 0, G_N_ELEMENTS (ring))]);
          g_string_append (at, "]");
          json = g_strdup_printf ("{\"id\": \"11a\", \"kind\": \"outpost\", \"cells\": \"%s\", "
                                  "\"dice\": \"%s\", \"outposts\": %s}",
                                  DUCHY_1_CELLS, DUCHY_1_DICE, at->str);
          g_string_free (at, TRUE);
          layout = json_from_string (json, NULL);
          g_assert_nonnull (layout);
          json_object_set_member (o, "layout", g_steal_pointer (&layout));
        }
      json_array_add_object_element (players, o);
    }
  if (routes)
    ts_burgundy_random_routes (players, rand);
  s = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return s;
}

static void
test_burgundy (void)
{
  static const char *const team_options[] = {
    TEAM,
    "{\"team\": true, \"shields\": true, \"extra-tiles\": true, \"white-castles\": true, "
    "\"inns\": true, \"trade-routes\": true}",
  };
  static const char *const solo_options[] = {
    SOLO,
    "{\"solo\": true, \"extra-tiles\": true, \"white-castles\": true, \"inns\": true, "
    "\"trade-routes\": true, \"shields\": true, \"solo-colour-areas\": true}",
  };
  Game game;

  game_init (&game, &ts_burgundy_module, "CB-");
  for (guint g = 0; g < n_games; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr (GRand) rand = g_rand_new_with_seed (g);
      g_autoptr (GError) error = NULL;

      play_burgundy (&game, bt_new_game (n, NULL), g);
      play_burgundy (&game, burgundy_modules_game (n, rand, FALSE), g);
      play_burgundy (&game, burgundy_modules_game (n, rand, TRUE), g);
      play_burgundy (&game, team_setup (team_options[g % 2], NULL, 4, &error), g);
      g_assert_no_error (error);
      play_burgundy (&game, solo_new (solo_options[g % 2]), g);
    }

  /* Every kind of cause, with every detail its id names. */
  for (guint cause = 0; cause < TS_BURGUNDY_N_CAUSES; cause++)
    {
      guint last = cause == TS_BURGUNDY_CAUSE_SHIELD || cause == TS_BURGUNDY_CAUSE_END_SHIELD
                       ? TS_BURGUNDY_N_SHIELDS
                       : TS_BURGUNDY_LAST_MONASTERY;

      for (guint detail = 1; detail <= last; detail++)
        {
          char buf[32];

          for (TsLedgerResource r = TS_LEDGER_VP; r < TS_LEDGER_N_RESOURCES; r++)
            check_cause (&game, ts_burgundy_cause_id (cause, detail, buf), r, NULL);
        }
    }
  game_finish (&game, 40);
}

/* -------------------------------------------------------------------------------------- */
/* Kingsburg                                                                               */

static void
test_kingsburg (void)
{
  /* The rulebook's readings, then the earlier ones kept as options (issue 40). */
  static const char *const options[] = {
    "{}",
    "{\"building-powers\": \"next-phase\", \"statue-after-chapel\": false, "
    "\"kings-reward\": \"most-built\"}",
  };
  Game game;

  game_init (&game, &ts_kingsburg_module, "KB-");
  for (guint g = 0; g < 2 * n_games; g++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsKingsburgState *s = kt_new_game_options (2 + g % 4, options[g % 2], &error);

      g_assert_no_error (error);
      kt_play_to_end (s, g);
      check_state (&game, s);
    }
  for (guint cause = 0; cause < TS_KINGSBURG_N_CAUSES; cause++)
    for (guint detail = 0; detail < MAX (TS_KINGSBURG_N_BUILDINGS, 19u); detail++)
      {
        char buf[40];

        if (cause == TS_KINGSBURG_CAUSE_ADVISOR && (detail < 1 || detail > 18))
          continue;
        if ((cause == TS_KINGSBURG_CAUSE_BUILD || cause == TS_KINGSBURG_CAUSE_DESTROYED)
            && detail >= TS_KINGSBURG_N_BUILDINGS)
          continue;
        for (TsLedgerResource r = TS_LEDGER_VP; r < TS_LEDGER_N_ALL; r++)
          if (ts_kingsburg_module.ledger_resources (NULL) & (1u << r))
            check_cause (&game, ts_kingsburg_cause_id (cause, detail, buf), r, NULL);
      }
  game_finish (&game, 40);
}

/* -------------------------------------------------------------------------------------- */
/* Carcassonne                                                                             */

static void
test_carcassonne (void)
{
  static const char *const options[] = {
    "{}",
    "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}",
  };
  Game game;

  game_init (&game, &ts_carcassonne_module, "CA-");
  for (guint g = 0; g < 2 * n_games; g++)
    {
      g_autofree TsCarcassonneState *s = ct_new_game (2 + g % 4, options[g % 2]);
      g_autoptr (GRand) rand = g_rand_new_with_seed (g);
      TsCarcassonneEntry e;

      while (ts_carcassonne_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;

          if (!ts_carcassonne_apply (s, &e, &error))
            g_error ("seed %u: random entry refused: %s", g, error->message);
        }
      check_state (&game, s);
    }
  /* The causes of the map's final scoring and of the sheet (a "track" line) too. */
  for (guint cause = 0; cause <= TS_CARCASSONNE_CAUSE_TRACK; cause++)
    for (guint detail = 0; detail < TS_CARCASSONNE_N_GOODS; detail++)
      for (guint final = 0; final < 2; final++)
        {
          char buf[40];

          if (final && cause > TS_CARCASSONNE_CAUSE_CLOISTER)
            continue;
          for (TsLedgerResource r = TS_LEDGER_VP; r < TS_LEDGER_N_ALL; r++)
            if (r == TS_LEDGER_VP || r >= TS_LEDGER_WINE)
              check_cause (&game,
                           ts_carcassonne_cause_id (
                               cause | (final ? TS_CARCASSONNE_CAUSE_FINAL : 0), detail, buf),
                           r, NULL);
        }
  game_finish (&game, 12);
}

/* -------------------------------------------------------------------------------------- */
/* Caylus 1303                                                                             */

static void
test_caylus (void)
{
  static const char *const options[] = {
    "{}",
    "{\"monument-residence\":\"counts\", \"stone-owner-gain\":\"used\"}",
  };
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  Game game;

  g_assert_nonnull (data);
  game_init (&game, &ts_caylus_module, "CY-");
  for (guint g = 0; g < 2 * n_games; g++)
    {
      g_autofree TsCaylusState *s = cy_new_game (2 + g % 4, options[g % 2]);
      g_autoptr (GRand) rand = g_rand_new_with_seed (g);
      TsCaylusEntry e;
      guint steps = 0;

      while (ts_caylus_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;

          if (!ts_caylus_apply (s, &e, &error))
            g_error ("seed %u: random entry refused: %s", g, error->message);
          g_assert_cmpuint (++steps, <, 20000);
        }
      check_state (&game, s);
    }
  /* Each cause with each tile of the box (and its options), each place a worker goes. */
  for (guint cause = 0; cause < TS_CAYLUS_N_CAUSES; cause++)
    for (guint detail = 0; detail < 256; detail++)
      {
        char buf[40];
        guint tile = detail & 0x3f;

        if (tile >= data->n_tiles && detail != TS_CAYLUS_AT_WORKSITE)
          continue;
        for (TsLedgerResource r = TS_LEDGER_VP; r < TS_LEDGER_N_ALL; r++)
          if (ts_caylus_module.ledger_resources (NULL) & (1u << r))
            check_cause (&game, ts_caylus_cause_id (cause, detail, buf), r, NULL);
      }
  game_finish (&game, 40);
}

/* Some causes named, each with the clause the rulebook scores it under; the same cause may
 * count under another clause for another resource. */
static void
test_named (void)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  g_autofree char *tailor = NULL, *church = NULL;
  static const struct
  {
    const TsGameModule *module;
    const char *cause;
    TsLedgerResource resource;
    const char *clause;
  } named[] = {
    { &ts_burgundy_module, "animals", TS_LEDGER_VP, "CB-ANI-01" },
    { &ts_burgundy_module, "sale", TS_LEDGER_VP, "CB-ACT-14" },
    { &ts_burgundy_module, "sale", TS_LEDGER_SILVER, "CB-ACT-13" },
    { &ts_burgundy_module, "monastery-17", TS_LEDGER_VP, "CB-MON-17" },
    { &ts_burgundy_module, "end-monastery-25", TS_LEDGER_VP, "CB-MON-25" },
    { &ts_burgundy_module, "solo-monastery-26", TS_LEDGER_VP, "CB-SOL-17" },
    { &ts_burgundy_module, "end-shield-13", TS_LEDGER_VP, "CB-SHD-13" },
    { &ts_burgundy_module, "end-shield-4", TS_LEDGER_VP, "CB-SHG-09" },
    { &ts_burgundy_module, "shield-tax", TS_LEDGER_WORKERS, "CB-SHD-03" },
    { &ts_burgundy_module, "bridge", TS_LEDGER_VP, "CB-TIE-02" },
    { &ts_kingsburg_module, "advisor-8", TS_LEDGER_GOLD, "KB-ADV-08" },
    { &ts_kingsburg_module, "build-statue", TS_LEDGER_VP, "KB-BLD-03" },
    { &ts_kingsburg_module, "build-statue", TS_LEDGER_GOLD, "KB-BLD-02" },
    { &ts_kingsburg_module, "buildings", TS_LEDGER_VP, "KB-BLD-03" },
    { &ts_carcassonne_module, "goods", TS_LEDGER_WINE, "CA-TGD-03" },
    { &ts_carcassonne_module, "goods", TS_LEDGER_VP, "CA-TBE-01" },
    { &ts_carcassonne_module, "end-cities", TS_LEDGER_VP, "CA-BEN-02" },
    { &ts_caylus_module, "place-254", TS_LEDGER_WORKERS, "CY-PLN-07" },
    { &ts_caylus_module, "delivery-2", TS_LEDGER_VP, "CY-DLV-04" },
    { &ts_caylus_module, "delivery-2", TS_LEDGER_FOOD, "CY-DLV-03" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    g_assert_cmpstr (ts_games_cause_clause (named[i].module, named[i].cause, named[i].resource), ==,
                     named[i].clause);
  /* A building used is its own clause; a stone one is built with the Masons' Workshop. */
  g_assert_nonnull (data);
  tailor = g_strdup_printf ("effect-%d", ts_caylus_data_find_tile (data, "w-tailor") | 1 << 6);
  church = g_strdup_printf ("build-%d", ts_caylus_data_find_tile (data, "st-church"));
  g_assert_cmpstr (ts_games_cause_clause (&ts_caylus_module, tailor, TS_LEDGER_VP), ==,
                   "CY-WDB-07");
  g_assert_cmpstr (ts_games_cause_clause (&ts_caylus_module, church, TS_LEDGER_VP), ==,
                   "CY-WDB-08");
  /* A cause no game gives names nothing. */
  g_assert_null (ts_games_cause_clause (&ts_burgundy_module, "monastery-30", TS_LEDGER_VP));
  g_assert_null (ts_games_cause_clause (&ts_kingsburg_module, "unknown", TS_LEDGER_VP));
}

int
main (int argc, char *argv[])
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = CLAMP (atoi (env), 3, (int)n_games);
  g_test_add_func ("/causes/clauses/castles-of-burgundy", test_burgundy);
  g_test_add_func ("/causes/clauses/kingsburg", test_kingsburg);
  g_test_add_func ("/causes/clauses/carcassonne", test_carcassonne);
  g_test_add_func ("/causes/clauses/caylus-1303", test_caylus);
  g_test_add_func ("/causes/clauses/named", test_named);
  return g_test_run ();
}
