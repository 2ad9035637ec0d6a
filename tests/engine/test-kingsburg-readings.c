/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg: the earlier readings of issue 26's changes, kept as options so that a record
 * keeps the result it was played to (issue 40). Each test builds a position where the
 * readings differ and checks the option's reading against the default's (test paths cite
 * clause ids, comments quote the Portuguese rulebook). */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

#define GOLD TS_KINGSBURG_GOLD
#define WOOD TS_KINGSBURG_WOOD
#define STONE TS_KINGSBURG_STONE

static TsKingsburgState *
new_game (guint n, const char *options)
{
  g_autoptr (GError) error = NULL;
  TsKingsburgState *s = kt_new_game_options (n, options, &error);

  g_assert_no_error (error);
  return s;
}

/* Asserts that @options are refused with @sentence. */
static void
assert_options_refused (const char *options, const char *sentence)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsKingsburgState *s = kt_new_game_options (3, options, &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, sentence);
}

/* KB-BDG-17: “Desde que detenhas um edifício, também podes usar os poderes especiais
 * garantidos por esse edifício.” Before issue 26 a power worked from the next phase: the
 * Crane built first did not discount the Envoy's Town Hall of the same Summer (2 gold, not
 * 1). Under both readings the Crane works in the next season. */
static void
test_building_powers (void)
{
  static const struct
  {
    const char *options;
    guint town_hall_gold;
  } cases[] = {
    { "{}", 1 },
    { "{\"building-powers\":\"at-once\"}", 1 },
    { "{\"building-powers\":\"next-phase\"}", 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree TsKingsburgState *s = new_game (3, cases[k].options);
      const char *barricade[] = { "barricade", NULL };
      guint8 cost[3];

      kt_aid_year1 (s, "gold");
      kt_give (s, 0, 2, 2, 2, barricade);
      s->envoy = 0;
      kt_apply (s, "{\"type\":\"roll\",\"dice\":[[4,5,6],[4,6,6],[6,6,6]]}");
      kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
      g_assert_cmpint (ts_kingsburg_state_actor (s), ==, 0);
      kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"crane\"}");
      ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_TOWN_HALL, cost);
      g_assert_cmpuint (cost[GOLD], ==, cases[k].town_hall_gold);
      g_assert_cmpuint (cost[WOOD], ==, 1);
      g_assert_cmpuint (cost[STONE], ==, 1);
      kt_apply (s, "{\"type\":\"build\",\"player\":0,\"building\":\"town-hall\",\"envoy\":true}");
      g_assert_cmpuint (s->players[0].goods[GOLD], ==, 2 - cases[k].town_hall_gold);
      g_assert_cmpint (kt_ledger_sum (s, 0, TS_LEDGER_GOLD), ==, 1 - (int)cases[k].town_hall_gold);
      /* The next season: the Crane discounts under both readings. */
      kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
      kt_pass_stage (s, TS_KINGSBURG_STAGE_TOWN_HALL);
      g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
      g_assert_true (ts_kingsburg_works (&s->players[0], TS_KINGSBURG_B_CRANE));
      ts_kingsburg_cost (s, 0, TS_KINGSBURG_B_TOWN_HALL, cost);
      g_assert_cmpuint (cost[GOLD], ==, 1);
    }
  assert_options_refused ("{\"building-powers\":\"next-season\"}",
                          "The Kingsburg option “building-powers” must be “at-once” or "
                          "“next-phase”.");
  assert_options_refused ("{\"building-powers\":true}",
                          "The Kingsburg option “building-powers” must be “at-once” or "
                          "“next-phase”.");
}

/* KB-BDG-03: “Podes activar os efeitos da Estátua e da Capela na mesma estação do ano, mas
 * só uma vez para cada efeito.” Before issue 26 the Chapel's reroll ended the player's
 * rerolls: after 1,2,3 → the Chapel's 2,2,2 the game went on to the influence without asking
 * about the Statue, and a record made then holds no such decision. */
static void
test_statue_after_chapel (void)
{
  static const struct
  {
    const char *options;
    gboolean statue_after;
  } cases[] = {
    { "{}", TRUE },
    { "{\"statue-after-chapel\":true}", TRUE },
    { "{\"statue-after-chapel\":false}", FALSE },
  };
  const char *statue = "{\"type\":\"reroll\",\"player\":0,\"building\":\"statue\",\"die\":1,"
                       "\"value\":6}";

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree TsKingsburgState *s = new_game (3, cases[k].options);
      const char *both[] = { "statue", "chapel", NULL };

      kt_aid_year1 (s, "gold");
      kt_give (s, 0, 0, 0, 0, both);
      kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,2,3],[6,6,5],[6,5,5]]}");
      g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_REROLL);
      kt_apply (s, "{\"type\":\"reroll\",\"player\":0,\"building\":\"chapel\",\"values\":[2,2,2]}");
      g_assert_cmpint (ts_kingsburg_can_reroll (s, 0), ==, cases[k].statue_after);
      if (cases[k].statue_after)
        {
          g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_REROLL);
          g_assert_true (kt_is_legal (s, statue));
          kt_apply (s, statue);
          g_assert_cmpuint (s->players[0].dice[1], ==, 6);
        }
      else
        {
          g_autofree char *why = NULL;

          /* The rerolls are over: turn order is set (2+2+2 = 6 first) and Ann influences. */
          g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
          g_assert_cmpuint (s->order[0], ==, 0);
          g_assert_false (kt_is_legal (s, statue));
          why = kt_refuse (s, statue);
          g_assert_true (g_str_has_prefix (why, "That is not what the game waits for now:"));
        }
    }
  assert_options_refused ("{\"statue-after-chapel\":\"no\"}",
                          "The Kingsburg option “statue-after-chapel” must be true or false.");
  assert_options_refused ("{\"statue-after-chapel\":0}",
                          "The Kingsburg option “statue-after-chapel” must be true or false.");
}

/* KB-RWD-01/02: “Se houver um empate (para o número de edifícios), todos os jogadores
 * empatados ganham um PV.” Before issue 26 nobody was rewarded while nobody had built. */
static void
test_kings_reward (void)
{
  static const struct
  {
    const char *options;
    int vp;
  } cases[] = {
    { "{}", 1 },
    { "{\"kings-reward\":\"all-tied\"}", 1 },
    { "{\"kings-reward\":\"most-built\"}", 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree TsKingsburgState *s = new_game (3, cases[k].options);

      kt_aid_year1 (s, "gold");
      kt_apply (s, "{\"type\":\"roll\",\"dice\":[[1,1,2],[1,2,2],[2,2,2]]}");
      kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
      kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
      g_assert_cmpuint (s->phase, >, 3);
      for (guint i = 0; i < 3; i++)
        {
          g_assert_cmpint (s->players[i].vp, ==, cases[k].vp);
          g_assert_cmpint (kt_ledger_sum (s, i, TS_LEDGER_VP), ==, cases[k].vp);
        }
    }
}

/* The module lists the three changes oldest first (68043d6, eb8f048, e14fc2e: a record
 * counts how many its build knew), and each earlier reading's value starts a game. */
static void
test_list (void)
{
  static const char *const clauses[] = { "KB-BDG-17", "KB-BDG-03", "KB-RWD-01/02" };
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autofree TsKingsburgState *all_old = NULL;
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  guint n = 0;

  g_assert_nonnull (module->readings);
  for (; module->readings[n].clause != NULL; n++)
    {
      const TsReading *r = &module->readings[n];
      g_autoptr (JsonNode) old = json_from_string (r->old_value, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (n, <, G_N_ELEMENTS (clauses));
      g_assert_cmpstr (r->clause, ==, clauses[n]);
      g_assert_null (r->requires);
      g_assert_nonnull (r->summary);
      g_assert_cmpuint (strlen (r->summary), >, 0);
      g_assert_cmpuint (r->known_in_version, ==, 3);
      json_object_set_member (options, r->option, g_steal_pointer (&old));
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (clauses));
  json_array_add_string_element (players, "Ann");
  json_array_add_string_element (players, "Brian");
  all_old = module->state_new (options, players, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (all_old->opt_powers_next_phase);
  g_assert_true (all_old->opt_chapel_ends_rerolls);
  g_assert_true (all_old->opt_reward_needs_building);
}

/* Replays the entries of a shipped record through the module with @options; returns how
 * many were accepted, the first refusal in @why. */
static TsKingsburgState *
replay (JsonObject *record, const char *options, guint *n_applied, char **why)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autoptr (JsonNode) opts = json_from_string (options, NULL);
  JsonArray *entries = json_object_get_array_member (record, "entries");
  g_autoptr (GError) error = NULL;
  TsKingsburgState *s = module->state_new (
      json_node_get_object (opts), json_object_get_array_member (record, "players"), NULL, &error);

  g_assert_no_error (error);
  *n_applied = 0;
  *why = NULL;
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      g_autofree TsKingsburgEntry *e
          = module->entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      if (!module->apply (s, e, &error))
        {
          *why = g_strdup (error->message);
          break;
        }
      (*n_applied)++;
    }
  return s;
}

/* The random 2-player game shipped as a fuzz seed was written minutes before KB-BDG-03's
 * change: at entry 109 Bruno's Chapel rerolls 4,4,4 and the record goes on to the influence.
 * Under the earlier readings it replays to its end with the result the build that wrote it
 * gave (Ana 17 VP, Bruno 32 VP: tableside-cli score of commit c5450f5); under the text's the
 * game waits for Bruno's Statue and entry 110 is refused. */
static void
test_old_record (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds",
                                                 "kingsburg-2p-random-complete.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *record;
  guint n;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (parser));
  {
    g_autofree char *why = NULL;
    g_autofree TsKingsburgState *s
        = replay (record,
                  "{\"building-powers\":\"next-phase\",\"statue-after-chapel\":false,"
                  "\"kings-reward\":\"most-built\"}",
                  &n, &why);

    g_assert_null (why);
    g_assert_cmpuint (n, ==, 179);
    g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_OVER);
    g_assert_cmpint (s->players[0].vp, ==, 17);
    g_assert_cmpint (s->players[1].vp, ==, 32);
    g_assert_cmpuint (s->players[0].goods[GOLD], ==, 1);
    g_assert_cmpuint (s->players[0].plus2, ==, 1);
    g_assert_cmpuint (s->winners, ==, 1u << 1);
  }
  {
    g_autofree char *why = NULL;
    g_autofree TsKingsburgState *s = replay (record, "{\"statue-after-chapel\":false}", &n, &why);

    /* That change alone is what the record needs. */
    g_assert_null (why);
    g_assert_cmpint (s->players[0].vp, ==, 17);
    g_assert_cmpint (s->players[1].vp, ==, 32);
  }
  {
    g_autofree char *why = NULL;
    g_autofree TsKingsburgState *s = replay (record, "{}", &n, &why);

    g_assert_cmpuint (n, ==, 109);
    g_assert_cmpstr (why, ==,
                     "That is not what the game waits for now: Bruno may reroll with the Statue "
                     "or the Chapel.");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/readings/KB-BDG-17/building-powers-next-phase",
                   test_building_powers);
  g_test_add_func ("/kingsburg/readings/KB-BDG-03/statue-after-chapel-old",
                   test_statue_after_chapel);
  g_test_add_func ("/kingsburg/readings/KB-RWD-01-02/kings-reward-most-built", test_kings_reward);
  g_test_add_func ("/kingsburg/readings/list", test_list);
  g_test_add_func ("/kingsburg/readings/KB-BDG-03/old-record", test_old_record);
  return g_test_run ();
}
